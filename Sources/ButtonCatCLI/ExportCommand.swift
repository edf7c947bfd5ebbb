import ButtonCatalog
import ButtonJSON

/// `buttoncat export [--format F] [--output PATH] [NAME…]`.
enum ExportCommand {
  static let formats = ["json"]

  static let spec = CommandSpec(
    name: "export", summary: "Export the catalog for handoff: data, code, diagrams.",
    synopsis: "[--format F] [--output PATH] [NAME…]",
    options: [
      .format(formats),
      OptionSpec(
        name: "output", valueName: "PATH",
        help: "A file (a folder for multi-file formats); default: standard output."),
      .database,
    ],
    discussion: """
      Deterministic: the same catalog gives the same bytes. Files are written atomically and only
      when their content changes. 'buttoncat import' reads the json format back.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let format = collector.attempt { () throws(CLIError) in
      try ValueParsing.word("format", arguments.value("format") ?? "json", formats)
    }
    try collector.throwIfAny()
    let catalog = try context.open(.read)
    if let output = arguments.value("output") { try context.refuseCatalogAsOutput(output) }
    let names = arguments.positionals.isEmpty ? nil : arguments.positionals
    switch format {
    default:
      try exportJSON(catalog, names: names, output: arguments.value("output"), context)
    }
  }

  static func exportJSON(
    _ catalog: Catalog, names: [String]?, output: String?, _ context: CommandContext
  )
    throws(CLIError)
  {
    let total = (try? catalog.names().count) ?? 0
    let progress = Progress(label: "export", console: context.console)
    let file = try output.map { path throws(CLIError) in try StreamingFile(path: path) }
    let sink: TextSink = file ?? context.console.out
    do {
      try CatalogDocument.write(
        catalog, names: names, progress: { progress.update($0, names?.count ?? total) }
      ) {
        sink.write($0)
      }
    } catch {
      progress.finish()
      file?.discard()
      throw CLIError(error)
    }
    progress.finish()
    if let file, let output {
      let wrote = try file.commit()
      context.console.err.write(wrote ? "wrote \(output)\n" : "\(output) unchanged\n")
    }
  }
}
