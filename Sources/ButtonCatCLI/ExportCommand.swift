import ButtonCatalog
import ButtonExport
import ButtonJSON
import ButtonLayout

/// `buttoncat export [--format F] [--output PATH] [NAME…]`.
enum ExportCommand {
  static let formats = ["json"] + ExportFormat.allCases.map(\.rawValue)

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
      Formats: json (the canonical document; 'buttoncat import' reads it back), csv (a row per
      button, technique and direction), swift (a UIButton extension and UIButton.Configuration
      factories), objc (a category .h/.m pair), swiftui (a LabelStyle per style), markdown (a
      handoff page), svg (a diagram per button, into a folder), html (one self-contained page).
      Single-file formats go to standard output without --output; objc and svg go into a folder
      (default ButtonStyles/ and buttons-svg/). Deterministic: the same catalog gives the same
      bytes. Files are written atomically and only when their content changes.
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
    if let format, let rendered = ExportFormat(rawValue: format) {
      try exportRendered(
        catalog, rendered, names: names, output: arguments.value("output"), context)
    } else {
      try exportJSON(catalog, names: names, output: arguments.value("output"), context)
    }
  }

  /// The export model of the catalog (or of `names`), with every stored layout decoded.
  static func model(_ catalog: Catalog, names: [String]?, _ context: CommandContext)
    throws(CLIError)
    -> ExportCatalog
  {
    var buttons: [ExportButton] = []
    var stale: [String] = []
    do {
      try catalog.forEachButton(names) { record, layoutsJSON, isStale in
        if isStale { stale.append(record.name) }
        buttons.append(
          ExportButton(
            name: record.name, description: record.description, tags: record.tags,
            title: record.title,
            fontPath: record.font?.path, fontSize: record.fontSize,
            imageName: assetName(record.imagePath),
            spec: record.spec, technique: record.technique,
            layouts: try layouts(record.name, layoutsJSON), revision: record.revision))
      }
    } catch {
      throw CLIError(error)
    }
    if !stale.isEmpty {
      context.console.err.write(
        "Warning: \(stale.count) button\(stale.count == 1 ? " has" : "s have") stale layouts (\(stale.prefix(3).joined(separator: ", "))\(stale.count > 3 ? ", …" : "")); run 'buttoncat recompute'\n"
      )
    }
    return ExportCatalog(buttons: buttons)
  }

  /// The stored layouts of the button `name`, decoded; a stored layout that is not one makes
  /// the button invalid (never rendered).
  static func layouts(_ name: String, _ texts: [String]) throws(CatalogError) -> [TechniqueLayout] {
    var layouts: [TechniqueLayout] = []
    for text in texts {
      do {
        layouts.append(try LayoutJSON.decodeLayout(text))
      } catch {
        throw .invalidButton(name, ["layouts: layout_json is not a valid layout: \(error)"])
      }
    }
    return layouts
  }

  /// The name an asset catalog knows an image by: `icons/share@2x.png` and
  /// `Assets.xcassets/share.imageset` are both `share`.
  static func assetName(_ path: String?) -> String? {
    guard let path else { return nil }
    var name = String(path.split(separator: "/").last ?? Substring(path))
    for suffix in [".imageset", ".png", ".pdf", ".svg", ".PNG"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    for scale in ["@2x", "@3x", "@1x"] where name.hasSuffix(scale) { name.removeLast(scale.count) }
    return name.isEmpty ? nil : name
  }

  static func exportRendered(
    _ catalog: Catalog, _ format: ExportFormat, names: [String]?, output: String?,
    _ context: CommandContext
  ) throws(CLIError) {
    let files = renderer(for: format).render(try model(catalog, names: names, context))
    if output == nil, format.layout == .singleFile {
      for file in files { context.console.out.write(file.contents) }
      return
    }
    let path = output ?? format.defaultOutputPath
    do {
      let report = try ExportWriter().write(files, to: path, layout: format.layout)
      for written in report.written { context.console.err.write("wrote \(written)\n") }
      if !report.unchanged.isEmpty {
        context.console.err.write(
          "\(report.unchanged.count) file\(report.unchanged.count == 1 ? "" : "s") unchanged\n")
      }
    } catch {
      throw .failure(error.description)
    }
  }

  static func exportJSON(
    _ catalog: Catalog, names: [String]?, output: String?, _ context: CommandContext
  )
    throws(CLIError)
  {
    let total = (try? catalog.count()) ?? 0
    let progress = Progress(label: "export", console: context.console)
    let file = try output.map { path throws(CLIError) in try StreamingFile(path: path) }
    let sink: TextSink = file ?? context.console.out
    do {
      // Standard output cannot be taken back: every button is checked before the first byte.
      try CatalogDocument.write(
        catalog, names: names, checkFirst: file == nil,
        progress: { progress.update($0, names?.count ?? total) }, to: { sink.write($0) })
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
