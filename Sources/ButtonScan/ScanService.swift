import ButtonCatalog
import ButtonIB
import ButtonLayout
import ButtonMeasure
import ButtonStrings

/// The scan's service: Interface Builder files already read (`IBReader`) and the project's
/// sources (`ScanProject`) in, the report out. Each button becomes the catalog's inputs
/// (`ScanInputs`), is prepared and measured as `add` prepares a button (`Catalog.prepare`,
/// `SourceMeasurer`, `VariantPlanner`), and is laid out as UIKit lays it out: a legacy button
/// from its insets (the migration advisor's legacy layout and its diagnostics), a configuration
/// button with the configuration model. Reads the sources; writes nothing.
package struct ScanService: Sendable {
  /// What advises a legacy button (`MigrationAdvisor.advice`): the one call the scan makes for
  /// a legacy button, given as a value so the scan's tests can stand in for it.
  package typealias Advisor = @Sendable (LegacyButton) -> MigrationAdvice

  package var project: ScanProject
  /// Measures titles and images, and reads the strings (the catalog's measurements and Apple's
  /// font files when the command line gives them).
  package var measurer: SourceMeasurer
  package var advisor: Advisor
  /// Each button laid out keeps its catalog inputs (`ScannedButton.inputs`, for `scan --add`);
  /// off, the report holds none.
  package var keepsInputs = false

  package init(
    project: ScanProject, measurer: SourceMeasurer = SourceMeasurer(),
    advisor: @escaping Advisor = MigrationAdvisor.advice
  ) {
    self.project = project
    self.measurer = measurer
    self.advisor = advisor
  }

  /// The report of `files`, in their order.
  package func report(_ files: [IBFile]) -> ScanReport {
    ScanReport(files: files.map(scan))
  }

  /// One file's buttons, with the file's strings (a strings file that cannot be read is the
  /// file's error; its buttons are laid out with their own titles).
  package func scan(_ file: IBFile) -> ScannedFile {
    var result = ScannedFile(path: file.path)
    var strings: ScanInputs.Strings?
    do {
      if let found = try ScanProject.strings(for: file.path) {
        // A folder's `.strings` tables have no development language: the file's own titles.
        let table =
          found.path.hasSuffix(".strings") ? Self.withBaseTitles(found.table, file) : found.table
        measurer.provide(table, at: found.path)
        strings = ScanInputs.Strings(path: found.path, table: table)
      }
    } catch {
      result.error = "its strings: \(error)"
    }
    for (button, name) in zip(file.buttons, ScanNames.names(file)) {
      result.buttons.append(scan(button, name: name, strings: strings))
    }
    return result
  }

  /// The locale the file's own titles are shown as: the development language of a storyboard
  /// localized with `LOCALE.lproj/NAME.strings` (Base internationalization).
  package static let baseLocale = "Base"

  /// `table` (the `LOCALE.lproj/NAME.strings` of `file`) with the file's own titles as its
  /// source language, `Base`, for each key the table has: the title a locale without a
  /// translation shows, as an app built from the storyboard shows it.
  static func withBaseTitles(_ table: StringTable, _ file: IBFile) -> StringTable {
    var entries = table.entries
    for button in file.buttons {
      var titles = button.states.compactMap { state in
        state.title.map { ("\(button.id).\(state.key)Title", $0) }
      }
      if let title = button.configuration?.title {
        titles.append(("\(button.id).configuration.title", title))
      }
      for (key, text) in titles where entries[key] != nil {
        entries[key]?[baseLocale] = LocalizedValue(text)
      }
    }
    return StringTable(
      file: table.file, sourceLanguage: baseLocale,
      locales: [baseLocale] + table.locales.filter { $0 != baseLocale }, entries: entries,
      untranslatableKeys: table.untranslatableKeys)
  }

  /// One button: described as IB stored it, then laid out and judged, or skipped with the
  /// reason.
  func scan(_ button: IBButton, name: String, strings: ScanInputs.Strings?) -> ScannedButton {
    var out = ScanDescription.describe(button, name: name)
    var inputs = ScanInputs(button, name: name, project: project, strings: strings)
    if inputs.skipped == nil {
      do {
        _ = try Catalog.prepare(&inputs.record, measurer: measurer)
      } catch {
        inputs.skip(error.problems.joined(separator: "; "))
      }
    }
    let record = inputs.record
    if inputs.skipped == nil, record.isTitleUnmeasured, let title = record.title {
      inputs.skip(
        "the system-font title has no device measurement (\(record.systemTitleKey(title))); measure it: buttoncat export --format probe, then buttoncat measurements import"
      )
    }
    ScanDescription.complete(&out, record, strings: strings)
    if SystemFonts.isApproximate(record.titleDigest) {
      inputs.diagnostics.append(
        Diagnostic(
          .approximateTitle, .info,
          "the system-font title is measured from Apple's font files, not on a device: its layout is approximate"
        ))
    }
    if let reason = inputs.skipped {
      out.skipped = reason
      out.verdict = "skipped: " + reason
      out.diagnostics = inputs.diagnostics
      out.severity = inputs.diagnostics.map(\.severity).max()
      return out
    }
    do {
      if button.configuration != nil {
        try layOutConfiguration(&out, button, record, inputs.diagnostics)
      } else {
        try layOutLegacy(&out, button, record, inputs.diagnostics)
      }
    } catch {
      out.skipped = error.problems.joined(separator: "; ")
      out.verdict = "skipped: " + (out.skipped ?? "")
      out.layout = nil
      out.migration = nil
    }
    return out
  }

  /// A configuration button: the configuration model's layouts and variants, with
  /// `ignored-with-configuration` when IB also stored legacy insets.
  func layOutConfiguration(
    _ out: inout ScannedButton, _ button: IBButton, _ record: ButtonRecord,
    _ found: [Diagnostic]
  ) throws(CatalogError) {
    var layouts = LayoutEngine.layouts(record.spec, techniques: [.configuration])
    var extra = found
    if !out.insets.isEmpty {
      let set = [
        ("contentEdgeInsets", out.insets.content), ("imageEdgeInsets", out.insets.image),
        ("titleEdgeInsets", out.insets.title),
      ].filter { $0.1 != nil && $0.1 != .zero }.map(\.0)
      if !set.isEmpty {
        extra.append(
          Diagnostic(
            .ignoredWithConfiguration, .info,
            "the button has a UIButton.Configuration: its \(set.joined(separator: ", ")) are ignored"
          ))
      }
    }
    extra += Self.frameFindings(button, intrinsic: layouts[0].frames.intrinsicContentSize, record)
    layouts[0].diagnostics += extra
    let variants =
      record.variants.isEmpty ? [] : try VariantPlanner(measurer: measurer).layouts(for: record)
    judge(&out, ButtonVerdict(technique: .configuration, layouts: layouts, variants: variants))
    out.layout = ScannedLayout(
      model: "configuration", direction: layouts[0].direction, bounds: layouts[0].bounds,
      frames: layouts[0].frames)
    if keepsInputs { out.inputs = record }
  }

  /// A legacy button: UIKit's legacy layout of its insets and the advisor's diagnostics and
  /// migration; each variant (locale, state) laid out from the same insets for truncation.
  func layOutLegacy(
    _ out: inout ScannedButton, _ button: IBButton, _ record: ButtonRecord,
    _ found: [Diagnostic]
  ) throws(CatalogError) {
    let direction = record.spec.directions[0]
    let legacyButton = Self.legacy(record.spec, button, direction)
    let advice = advisor(legacyButton)
    let legacy = advice.legacy
    let frames = LayoutFrames(
      contentRect: legacy.contentRect, imageFrame: legacy.imageFrame,
      titleFrame: legacy.titleFrame, intrinsicContentSize: legacy.intrinsicContentSize)
    let base = TechniqueLayout(
      technique: .insets, direction: direction,
      values: .legacy(
        image: legacyButton.imageEdgeInsets, title: legacyButton.titleEdgeInsets,
        content: legacyButton.contentEdgeInsets),
      bounds: legacy.bounds, frames: frames, titleTextFrame: legacy.titleFrame,
      titleTruncated: legacy.titleTruncated, imageClamped: legacy.imageClamped,
      diagnostics: advice.legacyDiagnostics + found
        + Self.frameFindings(button, intrinsic: legacy.intrinsicContentSize, record))
    var variants: [VariantLayout] = []
    if !record.variants.isEmpty {
      for input in try VariantPlanner(measurer: measurer).inputs(for: record) {
        for direction in input.spec.directions {
          variants.append(Self.legacyVariant(input, button, direction))
        }
      }
    }
    judge(&out, ButtonVerdict(technique: .insets, layouts: [base], variants: variants))
    out.layout = ScannedLayout(
      model: "legacy", direction: direction, bounds: legacy.bounds, frames: frames)
    out.migration = ScannedMigration(
      values: advice.configuration.values, titleAlignment: advice.titleAlignment,
      buttonSize: advice.buttonSize, residual: advice.residual,
      frames: advice.configuration.frames)
    if keepsInputs { out.inputs = Self.catalogInputs(record, button, intent: advice.intent) }
  }

  /// A legacy button as the catalog holds it: its insets as given (the `insets` technique, the
  /// layout the app has now; a button IB stored none for has zero content insets), and what
  /// they meant (placement, spacing, padding, alignments) as the inputs the other techniques
  /// lay out.
  static func catalogInputs(_ record: ButtonRecord, _ button: IBButton, intent: ButtonSpec)
    -> ButtonRecord
  {
    var inputs = record
    inputs.technique = .insets
    inputs.spec.givenInsets = GivenInsets(
      content: button.contentEdgeInsets
        ?? (button.imageEdgeInsets == nil && button.titleEdgeInsets == nil ? .zero : nil),
      image: button.imageEdgeInsets, title: button.titleEdgeInsets)
    inputs.spec.placement = intent.placement
    inputs.spec.spacing = intent.spacing
    inputs.spec.padding = intent.padding
    inputs.spec.horizontalAlignment = intent.horizontalAlignment
    inputs.spec.verticalAlignment = intent.verticalAlignment
    return inputs
  }

  /// The verdict, its worst finding per code, and its one line.
  func judge(_ out: inout ScannedButton, _ verdict: ButtonVerdict) {
    out.diagnostics = verdict.groups.map(\.worst)
    out.severity = verdict.severity
    out.verdict = verdict.summary()
  }

  /// The legacy button UIKit lays out: the spec's sizes and alignments with IB's insets.
  static func legacy(_ spec: ButtonSpec, _ button: IBButton, _ direction: LayoutDirection)
    -> LegacyButton
  {
    var legacy = spec.legacyButton(direction: direction)
    legacy.contentEdgeInsets = button.contentEdgeInsets ?? .zero
    legacy.imageEdgeInsets = button.imageEdgeInsets ?? .zero
    legacy.titleEdgeInsets = button.titleEdgeInsets ?? .zero
    return legacy
  }

  /// One variant of a legacy button (its locale's or state's title and image in the same
  /// insets): truncated or not.
  static func legacyVariant(_ input: VariantInput, _ button: IBButton, _ direction: LayoutDirection)
    -> VariantLayout
  {
    let layout = LegacySimulator.layout(legacy(input.spec, button, direction))
    var diagnostics = input.notes
    if layout.titleTruncated, let title = input.spec.titleSize, let frame = layout.titleFrame {
      diagnostics.append(
        Diagnostic(
          .titleTruncated, .error,
          "the title needs \(TextNumber.format(title.width)) pt, the insets leave it \(TextNumber.format(frame.width)) pt",
          [.init("needed", title.width), .init("available", frame.width)]))
    }
    return VariantLayout(
      key: input.key, direction: direction, technique: .insets, fontSize: input.fontSize,
      titleSize: input.spec.titleSize,
      frames: LayoutFrames(
        contentRect: layout.contentRect, imageFrame: layout.imageFrame,
        titleFrame: layout.titleFrame, intrinsicContentSize: layout.intrinsicContentSize),
      bounds: layout.bounds, gap: nil, diagnostics: diagnostics)
  }

  /// `ib-frame-mismatch`: IB's stored frame against the intrinsic size, in each dimension no
  /// constraint fixes, beyond half a pixel.
  static func frameFindings(_ button: IBButton, intrinsic: Size, _ record: ButtonRecord)
    -> [Diagnostic]
  {
    guard let frame = button.frame else { return [] }
    let tolerance = record.spec.grid.pixel / 2 + 1e-9
    var found: [Diagnostic] = []
    for (dimension, stored, computed, fixed) in [
      ("width", frame.width, intrinsic.width, button.widthConstraint != nil),
      ("height", frame.height, intrinsic.height, button.heightConstraint != nil),
    ] where !fixed && abs(stored - computed) > tolerance {
      found.append(
        Diagnostic(
          .ibFrameMismatch, .warning,
          "Interface Builder stored a \(dimension) of \(TextNumber.format(stored)) pt; the intrinsic \(dimension) is \(TextNumber.format(computed)) pt and no constraint fixes it",
          [.init("stored", stored), .init("intrinsic", computed)]))
    }
    return found
  }
}
