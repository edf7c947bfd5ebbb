import ButtonCatalog
import ButtonExport

/// `buttoncat diff A B [--format text|markdown|json]`.
enum DiffCommand {
  /// What `--format` takes.
  enum Format: String, ClosedSet {
    case text, markdown, json
  }

  static let format = Option<Format>.format()

  static let spec = CommandSpec(
    name: "diff",
    summary: "Compare two catalogs or documents: buttons added, removed, renamed, changed.",
    synopsis: "A B [--format text|markdown|json]",
    options: [format],
    discussion: """
      A and B are each a catalog (.sqlite, read without writing anything: an older catalog is
      upgraded in memory only) or a catalog document (.json, what 'export --format json'
      writes; '-' reads standard input, an empty file is a catalog without buttons). Reported:
      buttons added, removed, renamed (the same inputs under a new name), and for each changed
      button the inputs that changed (from → to) and how its chosen technique's frames moved,
      in points and in pixels at its scale, with the diagnostics gained (+) and cleared (-), and
      the team settings that differ ('buttoncat settings'; json: "settings" when one does). A
      catalog's layouts are the stored ones; a document's are computed by the engine.
      'markdown' suits a pull request's comment.
      '-' may be one side, not both.
      Exit codes: 0 no differences, 1 differences, 2 trouble (a file that cannot be read, or
      standard output that cannot be written),
      64 usage error, 65 invalid input data.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let sides = positionals(arguments, 2, "two files A B", &collector)
    GitFiles.refuseStandardInput(sides, ["A", "B"], &collector)
    let format = Self.format.value(in: arguments, &collector)
    try collector.throwIfAny()
    if let measured = try MeasurementsCommand.documents(sides) {
      let lines = MeasurementsComparison.diff(measured[0], measured[1])
      for line in lines { context.console.out.write(TextFormat.visible(line) + "\n") }
      if !lines.isEmpty { throw CLIError(.failure, []) }
      return
    }
    // Both sides are walked in name order, the report written as it goes (`streamed`).
    var different = false
    do throws(CLIError) {
      try GitFiles.withDiffSide(sides[0]) { a, aCheck throws(CLIError) in
        try GitFiles.withDiffSide(sides[1]) { b, bCheck throws(CLIError) in
          different = try streamed(a, b, format, context.console.out)
          if let change = aCheck() ?? bCheck() { throw CLIError.failure(change) }
        }
      }
    } catch {
      throw GitFiles.trouble(error)
    }
    // Differences exit 1 without an `Error:` line: they are the answer, not a failure.
    if different { throw CLIError(.failure, []) }
  }

  /// Compares two sides walking them in step, writing the report as it goes (the changed
  /// buttons one at a time); returns whether they differ.
  static func streamed(
    _ a: DiffSide, _ b: DiffSide, _ format: Format?, _ out: TextSink
  ) throws(CLIError) -> Bool {
    do {
      let (diff, changed) = try CatalogDiff.head(a, b)
      switch format {
      case .markdown: out.write(DiffRenderer.markdownHead(diff, changed: changed.count))
      case .json: out.write(DiffRenderer.jsonHead(diff, changed: changed.count))
      case .text, nil: out.write(DiffRenderer.textHead(diff, changed: changed.count))
      }
      for (index, (i, j)) in changed.enumerated() {
        guard let change = try CatalogDiff.change(a, i, b, j) else { continue }
        switch format {
        case .markdown: out.write(DiffRenderer.markdown(change))
        case .json: out.write(DiffRenderer.json(change, index: index))
        case .text, nil: out.write(DiffRenderer.text(change))
        }
      }
      if format == .json { out.write(DiffRenderer.jsonTail(diff, changed: changed.count)) }
      return !diff.isEmpty || !changed.isEmpty
    } catch {
      throw CLIError(error)
    }
  }
}
