import ButtonCatalog
import ButtonExport
import ButtonJSON
import ButtonLayout

/// `buttoncat list`.
enum ListCommand {
  static let spec = CommandSpec(
    name: "list", summary: "List the buttons (all, by tag, or those with stale layouts).",
    synopsis: "[NAME|PATTERN…] [--tag T]… [--stale] [--format table|json|csv]",
    options: [
      SelectionOptions.tag,
      OptionSpec(name: "stale", help: "Only buttons whose stored layouts are out of date."),
      .format(["table", "json", "csv"]), .database,
    ],
    discussion: SelectionOptions.discussion + "\n\n"
      + """
      The table shows each title with its control characters as \\u{X}, cut to \(titleWidth)
      columns with '…'; JSON gives it whole ("title", null without one). '≈' before a title
      (JSON: "approximate": true) marks a system-font title measured from Apple's font files
      ($BUTTONCAT_SYSTEM_FONTS), not on a device.
      """)

  /// The widest title the table shows, in terminal columns.
  static let titleWidth = 24

  static func size(_ s: ButtonSize) -> String {
    switch s {
    case .fit: "fit"
    case .fixed(let size): TextFormat.size(size)
    }
  }

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let selection = SelectionOptions.parse(arguments, &collector)
    let format = collector.attempt { () throws(CLIError) in
      try ValueParsing.word(
        "format", arguments.value("format") ?? "table", ["table", "json", "csv"])
    }
    try collector.throwIfAny()
    let catalog = try context.open(.read)
    let out = context.console.out
    var rows: [[String]] = [
      ["NAME", "TITLE", "PLACEMENT", "SIZE", "TECHNIQUE", "STATUS", "REV", "TAGS"]
    ]
    var first = true
    var invalid: [CatalogButton] = []
    /// Buttons with a source that cannot be read, or that a recompute could not re-measure.
    var unmeasured: [CatalogButton] = []
    var line = ""
    line.reserveCapacity(512)
    var started = false
    /// The start of the output, written with the first button (a selection that fails
    /// writes nothing).
    func start() {
      guard !started else { return }
      started = true
      if format == "json" { out.write("[") }
      if format == "csv" {
        out.write(
          CSVField.record([
            "name", "description", "tags", "placement", "size", "technique", "revision",
            "status",
          ]))
      }
    }
    let unusedTags: [String]
    do {
      unusedTags = try catalog.list(selection, staleOnly: arguments.has("stale")) { button in
        start()
        let e = button.record
        if !button.problems.isEmpty { invalid.append(button) }
        if !button.recordedFailures.isEmpty || !button.missingSources.isEmpty {
          unmeasured.append(button)
        }
        // An invalid row's values are not shown: a column that did not decode would show a
        // default the row does not hold. Its name and status are, and `check` lists why.
        if format == "json" {
          // Written directly into one reused buffer (no JSONValue, no allocation per row): list
          // is read by scripts on big catalogs.
          line.removeAll(keepingCapacity: true)
          line += first ? "\n  {\"name\":" : ",\n  {\"name\":"
          JSONWriter.quote(e.name, into: &line)
          line += ",\"title\":"
          if let title = e.title, button.problems.isEmpty {
            JSONWriter.quote(title, into: &line)
          } else {
            line += "null"
          }
        }
        if !button.problems.isEmpty {
          switch format {
          case "json":
            line += ",\"description\":null,\"tags\":null,\"placement\":null,\"size\":null"
            line += ",\"technique\":null,\"revision\":null,\"status\":\"invalid\",\"stale\":null}"
            out.write(line)
          case "csv":
            out.write(
              CSVField.record([
                .text(e.name), .text(""), .text(""), .text(""), .text(""), .text(""), .text(""),
                .text(button.status.rawValue),
              ]))
          default:
            rows.append([e.name, "", "", "", "", button.status.rawValue, "", ""])
          }
          first = false
          return
        }
        switch format {
        case "json":
          line += ",\"description\":"
          JSONWriter.quote(e.description, into: &line)
          line += ",\"tags\":["
          for (i, tag) in e.tags.enumerated() {
            if i > 0 { line += "," }
            JSONWriter.quote(tag, into: &line)
          }
          line += "],\"placement\":\""
          line += e.spec.placement.rawValue
          line += "\",\"size\":"
          if let size = e.spec.size.fixedSize {
            line += "{\"width\":"
            line += JSONWriter.format(size.width)
            line += ",\"height\":"
            line += JSONWriter.format(size.height)
            line += "}"
          } else {
            line += "\"fit\""
          }
          line += ",\"technique\":\""
          line += e.technique.rawValue
          line += "\",\"revision\":"
          line += String(e.revision)
          line += ",\"status\":\""
          line += button.status.rawValue
          line += button.stale ? "\",\"stale\":true" : "\",\"stale\":false"
          // Only for a button with an approximate title: the others' entries stay as they were.
          line += button.isApproximate ? ",\"approximate\":true}" : "}"
          out.write(line)
        case "csv":
          out.write(
            CSVField.record([
              .text(e.name), .text(e.description), .text(e.tags.joined(separator: " ")),
              .text(e.spec.placement.rawValue), .text(size(e.spec.size)),
              .text(e.technique.rawValue),
              .number(String(e.revision)), .text(button.status.rawValue),
            ]))
        default:
          rows.append([
            e.name,
            (button.isApproximate ? "≈" : "")
              + TextFormat.truncated(e.title ?? "", toWidth: titleWidth),
            e.spec.placement.rawValue, size(e.spec.size), e.technique.rawValue,
            button.status.rawValue,
            String(e.revision),
            e.tags.joined(separator: ","),
          ])
        }
        first = false
      }
    } catch {
      throw CLIError(error, suggestingFrom: catalog)
    }
    start()
    SelectionOptions.warnUnused(unusedTags, catalog, context)
    for button in unmeasured {
      let name = TextFormat.visible(button.record.name)
      for failure in button.missingSources {
        context.console.err.write(
          "Warning: \(name): \(TextFormat.visible(InputOptions.rendered(failure))); the stored values are kept\n"
        )
      }
      for failure in button.recordedFailures where !button.missingSources.contains(failure) {
        context.console.err.write(
          "Warning: \(name) could not be re-measured: \(TextFormat.visible(InputOptions.rendered(failure))); fix it and run 'buttoncat recompute \(name)'\n"
        )
      }
    }
    if let e = invalid.first {
      context.console.err.write(
        "Warning: \(invalid.count) button\(invalid.count == 1 ? " is" : "s are") invalid (edited outside buttoncat or damaged), \(e.record.name) first: \(e.problems.joined(separator: "; ")); run 'buttoncat check'\n"
      )
    }
    switch format {
    case "json": out.write(first ? "]\n" : "\n]\n")
    case "csv": break
    default:
      if rows.count == 1 {
        context.console.err.write("no buttons\n")
      } else {
        out.write(TextFormat.table(rows, numeric: false))
      }
    }
  }
}

/// `buttoncat show NAME`.
enum ShowCommand {
  static let spec = CommandSpec(
    name: "show",
    summary: "Show a button: inputs, the values to paste, frames, a diagram, diagnostics.",
    synopsis: "NAME [--technique T] [--format text|json]",
    options: [
      OptionSpec(
        name: "technique", valueName: "T", help: "The technique to detail (default: the button's)."),
      .variant, .format(["text", "json"]), .database,
    ],
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
    let format = collector.attempt { () throws(CLIError) in
      try ValueParsing.word("format", arguments.value("format") ?? "text", ["text", "json"])
    }
    var technique: Technique?
    if let text = arguments.value("technique") {
      technique = collector.attempt { () throws(CLIError) in
        try ValueParsing.choice("technique", text, Technique.self)
      }
    }
    var variant: VariantSelector?
    if let text = arguments.value(VariantSelector.option) {
      variant = collector.attempt { () throws(CLIError) in try VariantSelector(parsing: text) }
    }
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
        shown, json: format == "json", technique: technique, variant: variant,
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
      // Only when the measurements say something of the button (issue 24).
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
    return text + "\n" + VariantMatrix.render(variants)
      + (findings.isEmpty ? "" : "\nfindings\n" + findings)
  }
}

/// `buttoncat history NAME`.
enum HistoryCommand {
  static let spec = CommandSpec(
    name: "history", summary: "List a button's revisions: who changed what, and when.",
    synopsis: "NAME [--format text|json]", options: [.format(["text", "json"]), .database],
    discussion: """
      Each revision names its author: $BUTTONCAT_USER when set, else the login name ($USER is
      not read), else 'unknown'.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let name = namePositionals(arguments, 1, "one NAME", &collector)[0]
    let format = collector.attempt { () throws(CLIError) in
      try ValueParsing.word("format", arguments.value("format") ?? "text", ["text", "json"])
    }
    try collector.throwIfAny()
    let catalog = try context.open(.read)
    let entries: [RevisionEntry]
    do {
      entries = try catalog.history(name)
    } catch {
      throw CLIError(error, suggestingFrom: catalog)
    }
    let out = context.console.out
    if format == "json" {
      let items: [JSONValue] = entries.map { e in
        .object([
          ("revision", .integer(Int64(e.revision))), ("name", .string(e.name)),
          ("action", .string(e.action)),
          ("user", .string(e.user)), ("time", .string(e.time)),
          ("changes", .array(e.changes.split(separator: "\n").map { .string(String($0)) })),
          ("inputs", (try? JSONParser.parse(e.inputsJSON)) ?? .null),
        ])
      }
      out.write(JSONWriter().string(.array(items)) + "\n")
      return
    }
    // A catalog edited by hand may hold any text: shown as list and show show it.
    let v = TextFormat.visible
    for e in entries {
      out.write("r\(e.revision)  \(v(e.time))  \(v(e.user))  \(v(e.action)) \(v(e.name))\n")
      for line in e.changes.split(separator: "\n") { out.write("    \(v(String(line)))\n") }
    }
  }
}
