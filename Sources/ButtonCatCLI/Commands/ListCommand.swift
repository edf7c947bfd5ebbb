import ButtonCatalog
import ButtonExport
import ButtonJSON
import ButtonLayout

/// `buttoncat list`.
enum ListCommand {
  /// What `--format` takes; each format shows its columns, each column declared once
  /// (`Column`).
  enum Format: String, ClosedSet {
    case table, json, csv

    var columns: [Column] {
      switch self {
      case .table: [.name, .title, .placement, .size, .technique, .status, .revision, .tags]
      case .json:
        [
          .name, .title, .description, .tags, .placement, .size, .technique, .revision, .status,
          .stale, .approximate,
        ]
      // The title last (issue 29): a script reading the columns by position reads what it did.
      case .csv:
        [.name, .description, .tags, .placement, .size, .technique, .revision, .status, .title]
      }
    }
  }

  static let stale = Flag("stale", help: "Only buttons whose stored layouts are out of date.")
  static let format = Option<Format>.format()

  static let spec = CommandSpec(
    name: "list", summary: "List the buttons (all, by tag, or those with stale layouts).",
    synopsis: "[NAME|PATTERN…] [--tag T]… [--stale] [--format table|json|csv]",
    options: [SelectionOptions.tag, stale, format, CommonOptions.database],
    discussion: SelectionOptions.discussion + "\n\n"
      + """
      The table shows each title with its control characters as \\u{X}, cut to \(titleWidth)
      columns with '…'; JSON gives it whole ("title", null without one), and so does CSV, in
      its last column (title, after status). '≈' before a title
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
    let format = Self.format.value(in: arguments, &collector) ?? .table
    try collector.throwIfAny()
    let catalog = try context.open(.read)
    var rows = Rows(format: format, out: context.console.out)
    var invalid: [CatalogButton] = []
    /// Buttons with a source that cannot be read, or that a recompute could not re-measure.
    var unmeasured: [CatalogButton] = []
    let unusedTags: [String]
    do {
      unusedTags = try catalog.list(selection, staleOnly: arguments[stale]) { button in
        if !button.problems.isEmpty { invalid.append(button) }
        if !button.recordedFailures.isEmpty || !button.missingSources.isEmpty {
          unmeasured.append(button)
        }
        rows.add(button)
      }
    } catch {
      throw CLIError(error, suggestingFrom: catalog)
    }
    rows.start()
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
    rows.finish(context.console)
  }
}
