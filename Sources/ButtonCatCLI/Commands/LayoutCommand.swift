import ButtonCatalog
import ButtonJSON
import ButtonLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `buttoncat layout`: every technique's layout of a button, computed without storing anything.
enum LayoutCommand {
  /// `--technique T|all`: the techniques to lay out.
  static let technique = Option<[Technique]>(
    "technique", valueName: "T", default: Technique.allCases,
    help: "\(Technique.words.joined(separator: ", ")) or all (default all)."
  ) { (option: String, text: String) throws(CLIError) -> [Technique] in
    text == "all" ? Technique.allCases : [try ValueParsing.choice(option, text, Technique.self)]
  }
  static let format = Option<TextOrJSON>.format(help: "Output format: text or json (default text).")

  static let spec = CommandSpec(
    name: "layout",
    summary: "Compute a button's layout with every technique (or one), without storing it.",
    synopsis: "[inputs…] [--technique T|all] [--format text|json]",
    inputs: InputOptions.specs, options: [technique, CommonOptions.variant, format],
    discussion: """
      Techniques: exact (our solver), configuration (UIButton.Configuration; frames from a model),
      edge-insets (the common imageEdgeInsets/titleEdgeInsets category), content-insets (the
      recipe that also sets contentEdgeInsets), layout-subviews (the category that swizzles
      layoutSubviews of every button); docs/layout-model.md section 4 (in the buttoncat
      repository) describes each. With --content-insets, --image-insets or --title-insets also
      insets: UIKit's legacy layout of those insets as given (what the button shows today).
      Diagnostics: spacing-mismatch, off-center, title-truncated, title-wraps,
      content-overflow, intrinsic-size-mismatch, off-pixel, small-hit-target,
      global-side-effect, ignored-with-configuration, rtl-broken, requires-ios-15,
      no-activity-indicator, subtitle-unsupported, unmeasured-image; per variant also
      exceeds-max-width, state-jump, missing-translation, variant-note.
      --button-size S (UIButton.Configuration's size) gives --padding and --font-size the
      size's defaults when they are not given with it: like UIKit's configuration of that size.
      With variant inputs, the technique's variants follow as in 'show': a matrix (content sizes
      down, locales across, ✓/~/✗ and the title's width), --variant V one in full, and JSON
      "variants".

      Example:
        buttoncat layout --image-size 24x24 --title-size 40x18 --placement top --spacing 8
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    let console = context.console
    var collector = ProblemCollector(problems: arguments.problems)
    if let extra = arguments.positionals.first, !arguments.positionalsUncertain {
      collector.problems.append("'layout' takes no arguments, got '\(extra)'")
    }
    var inputs = ButtonRecord(name: "layout")  // a placeholder: `layout` stores nothing
    InputOptions.apply(arguments, to: &inputs, &collector, catalogOptions: false)
    let techniques = technique.value(in: arguments, &collector) ?? Technique.allCases
    // The configuration technique alone, without --padding or --button-size: the content insets
    // UIKit gives a configuration of the default size (as `add` gives a new configuration
    // button).
    if techniques == [.configuration], !arguments.has(.padding), !arguments.has(.buttonSize) {
      inputs.applyButtonSizeDefaults(keepingPadding: false, keepingFontSize: true)
    }
    let json = format.value(in: arguments, &collector) == .json
    let variant = CommonOptions.variant.value(in: arguments, &collector)
    try collector.throwIfAny()
    // One technique asked for is the one the title is set for (the configuration's default
    // title size is its own), and system-font titles take the catalog's measurements when
    // there is a catalog (else Apple's font files, where the user installed them); a font-file
    // title takes a device measurement of it when the catalog can be read and has one; so does
    // an SF Symbol without --symbol-size.
    if techniques.count == 1 { inputs.technique = techniques[0] }
    var measurer = SourceMeasurer()
    measurer.systemFonts = SystemFonts(folder: console.environment[SystemFonts.environmentVariable])
    let symbolFromDevice = inputs.symbol != nil && inputs.imageSource == .none
    if inputs.titleSource == .system || symbolFromDevice, access(context.databasePath, F_OK) == 0 {
      let catalog = try context.open(.read)
      do {
        measurer.measurements = try catalog.titleMeasurements()
      } catch {
        throw CLIError(error)
      }
    } else if inputs.titleSource == .font, access(context.databasePath, F_OK) == 0,
      let measurements = try? context.open(.read).titleMeasurements()
    {
      measurer.measurements = measurements
    }
    do {
      for warning in try Catalog.prepare(&inputs, measurer: measurer) {
        console.err.write("Warning: \(TextFormat.visible(typed(warning, arguments)))\n")
      }
    } catch {
      throw CLIError(error)
    }

    if inputs.isTitleUnmeasured, let key = SubtitleText.unmeasuredKey(inputs) {
      let field = inputs.isSubtitleUnmeasured && key.text == inputs.subtitle ? "subtitle" : "title"
      throw CLIError(
        .data,
        [
          "--\(field): \(key.description) has no device measurement, so it cannot be laid out; measure it: \(MeasuringHint.probeCommand) writes the probe; run it on a simulator, then \(MeasuringHint.importCommand)"
            + (measurer.systemFonts.problem.map { "; \($0)" } ?? "")
        ])
    }
    if let problem = UnmeasuredImage.message(inputs) { throw CLIError(.data, [problem]) }
    let layouts = LayoutEngine.layouts(inputs.spec, techniques: techniques)
    console.out.write(
      try output(
        inputs, layouts, variants: try variants(of: inputs, measurer), json: json,
        variant: variant))
  }

  /// The chosen technique's variants of `inputs` (prepared), laid out by `VariantPlanner`; none
  /// for inputs without variant inputs, so their output stays as it was.
  static func variants(of inputs: ButtonRecord, _ measurer: SourceMeasurer) throws(CLIError)
    -> [VariantLayout]
  {
    guard !inputs.variants.isEmpty else { return [] }
    do {
      return try VariantPlanner(measurer: measurer).layouts(for: inputs)
    } catch {
      throw CLIError(error)
    }
  }

  /// What `layout` prints: the techniques' layouts, then the variants' matrix (text) or
  /// `"variants"` (JSON) when there are variants; with `variant`, that variant alone (a usage
  /// error naming `--variant` when there is no such variant).
  static func output(
    _ inputs: ButtonRecord, _ layouts: [TechniqueLayout], variants: [VariantLayout], json: Bool,
    variant: VariantSelector?
  ) throws(CLIError) -> String {
    var variants = variants
    if let variant { variants = try variant.select(variants, of: "the button") }
    // With variants, the verdict over them all, as 'add' would store and 'show' print it.
    let verdict =
      variants.isEmpty || variant != nil
      ? nil
      : ButtonVerdict(
        technique: inputs.technique, layouts: layouts, variants: variants,
        accepted: inputs.accepted)
    if json {
      var document = LayoutJSON.document(inputs, layouts)
      if !variants.isEmpty, case .object(var members) = document {
        members.append(("variants", .array(variants.map(VariantJSON.value))))
        if let verdict {
          members.append(("status", .string(ButtonStatus(verdict.severity).reportName)))
          members.append(("problems", .array(verdict.groups.map(VerdictText.json))))
        }
        document = .object(members)
      }
      // Only for an approximate title (measured from Apple's font files): the others'
      // documents stay as they were.
      if SystemFonts.isApproximate(inputs.titleDigest), case .object(var members) = document {
        members.insert(("approximate", .bool(true)), at: 1)
        document = .object(members)
      }
      return JSONWriter().string(document) + "\n"
    }
    if variant != nil { return VariantText.render(button: "layout", variants) }
    let text = LayoutText.render(inputs, layouts)
    guard let verdict else { return text }
    let findings = VerdictText.groups(verdict)
    return text + "\n" + VariantMatrix.render(variants, own: inputs.variants.ownInputs)
      + "\nverdict\n" + VerdictText.line(verdict)
      + (findings.isEmpty ? "" : "\nfindings\n" + findings)
  }
}
