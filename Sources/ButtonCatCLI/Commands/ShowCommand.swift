import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// `buttoncat show NAME`.
enum ShowCommand {
  static let technique = Option<Technique>(
    "technique", valueName: "T", help: "The technique to detail (default: the button's).")
  static let format = Option<TextOrJSON>.format()

  static let spec = CommandSpec(
    name: "show",
    summary: "Show a button: inputs, the values to paste, frames, a diagram, diagnostics.",
    synopsis: "NAME [--technique T] [--format text|json]",
    options: [technique, CommonOptions.variant, format, CommonOptions.database],
    discussion: """
      A button with variant inputs (Dynamic Type, a strings file, pseudo-locales, state titles
      or images) ends with a matrix of its variants: content sizes down, locales across, one
      block per state that differs from normal, each cell ✓ ok, ~ warning or ✗ error and the
      title's width in pt. --variant de,AX3,highlighted prints one variant in full (a part
      left out is the base locale, L or normal); JSON adds "variants", one entry per variant
      and direction.

      When the catalog's measurements (buttoncat measurements import) say something of the
      button, a "measurements" section follows its layouts: the findings check reports for
      them (unmeasured-title, device-mismatch, measure-mismatch, approximate-title) and, for
      each variant a device laid out, the device's frames beside the engine's (JSON:
      "measurements"). '≈' marks a title measured from Apple's font files
      ($BUTTONCAT_SYSTEM_FONTS), not on a device.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let name = namePositionals(arguments, 1, "one NAME", &collector)[0]
    let format = Self.format.value(in: arguments, &collector)
    let technique = Self.technique.value(in: arguments, &collector)
    let variant = CommonOptions.variant.value(in: arguments, &collector)
    try collector.throwIfAny()
    let catalog = try context.open(.read)
    let shown: CatalogButton
    let measurements: MeasurementReport
    do {
      shown = try catalog.show(name)
      measurements = try catalog.measurementReport(shown)
    } catch {
      throw CLIError(error, suggestingFrom: catalog)
    }
    if shown.stale {
      context.console.err.write(
        "Warning: the stored layouts of \(TextFormat.visible(name)) are out of date (\(TextFormat.visible(shown.staleCauses.map(\.description).joined(separator: "; ")))); run 'buttoncat recompute \(TextFormat.visible(name))'\n"
      )
    }
    context.console.out.write(
      try output(
        shown, json: format == .json, technique: technique, variant: variant,
        measurements: measurements))
  }

  /// What `show` prints for `shown`: the text (with the variants' matrix when the button has
  /// variants) or the JSON document (with `"variants"` then), or with `variant` that variant
  /// alone (a usage error naming `--variant` when the button has no such variant).
  static func output(
    _ shown: CatalogButton, json: Bool, technique: Technique?, variant: VariantSelector?,
    measurements: MeasurementReport = MeasurementReport()
  ) throws(CLIError) -> String {
    var variants = shown.variants
    if let variant {
      if let technique, let chosen = variants.first?.technique, technique != chosen {
        throw .usage(
          "--\(VariantSelector.option) shows the variants of the button's technique (\(chosen.rawValue)), not of --technique \(technique.rawValue)"
        )
      }
      variants = try variant.select(variants, of: shown.record.name)
    }
    if json {
      var layouts = shown.layouts
      if let technique { layouts = layouts.filter { $0.technique == technique } }
      var members: [(String, JSONValue)] = [
        ("button", RecordJSON.encode(shown.record)),
        ("revision", .integer(Int64(shown.record.revision))),
        ("stale", .bool(shown.stale)),
        ("status", .string(shown.status.reportName)),
        ("problems", .array((shown.verdict?.groups ?? []).map(VerdictText.json))),
        ("layouts", .array(layouts.map(LayoutJSON.layout))),
      ]
      // Only for a button with an approximate title: the others' documents stay as they were.
      if shown.isApproximate { members.insert(("approximate", .bool(true)), at: 3) }
      // Only for a button with variants: without them the document stays as it was.
      if !variants.isEmpty { members.append(("variants", .array(variants.map(VariantJSON.value)))) }
      // Only when the measurements say something of the button.
      if let report = MeasurementText.json(measurements) {
        members.append(("measurements", report))
      }
      return JSONWriter().string(.object(members)) + "\n"
    }
    if variant != nil { return VariantText.render(button: shown.record.name, variants) }
    let text =
      ShowText.render(shown, technique: technique ?? shown.record.technique)
      + MeasurementText.render(measurements)
    guard !variants.isEmpty else { return text }
    // Why cells are marked: the verdict's findings, each once with the variants it hits.
    let findings = shown.verdict.map { VerdictText.groups($0) } ?? ""
    return text + "\n" + VariantMatrix.render(variants, own: shown.record.variants.ownInputs)
      + (findings.isEmpty ? "" : "\nfindings\n" + findings)
  }
}
