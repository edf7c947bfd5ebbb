import ButtonCatalog
import ButtonExport
import ButtonJSON
import ButtonLayout

/// `buttoncat export [--format F] [--output PATH] [NAME…]`.
enum ExportCommand {
  static let format = Option<ExportFormat>.format()
  static let output = Option<String>(
    "output", valueName: "PATH",
    help: "The file, or with a final '/' (or an existing folder) the folder to write into.")
  static let layouts = Flag(
    "layouts", help: "csv: a row per button, technique and direction (frames, values as JSON).")
  static let bom = Flag(
    "bom", help: "csv: a UTF-8 byte order mark first, so Excel reads Arabic, CJK and emoji intact.")
  static let allTechniques = Flag(
    "all-techniques", help: "markdown: every technique's values, not only the chosen one's.")
  static let deploymentTarget = Option<IOSVersion>(
    "deployment-target", valueName: "VERSION",
    help:
      "swift, objc, swiftui: the app's iOS deployment target (default: the catalog's deployment-target setting, else the lowest --ios of the exported buttons).",
    parse: { (_: String, text: String) throws(CLIError) -> IOSVersion in
      try deploymentTarget(text)
    })

  /// The options only some formats take; each format says which (`ExportFormat.options`).
  enum FormatOption: CaseIterable {
    case layouts, allTechniques, deploymentTarget, bom

    var name: String {
      switch self {
      case .layouts: ExportCommand.layouts.name
      case .allTechniques: ExportCommand.allTechniques.name
      case .deploymentTarget: ExportCommand.deploymentTarget.name
      case .bom: ExportCommand.bom.name
      }
    }

    func isGiven(in arguments: ParsedArguments) -> Bool {
      switch self {
      case .layouts: arguments[ExportCommand.layouts]
      case .allTechniques: arguments[ExportCommand.allTechniques]
      case .deploymentTarget: arguments.has(ExportCommand.deploymentTarget)
      case .bom: arguments[ExportCommand.bom]
      }
    }

    /// `--layouts: only the csv export takes it, not json`.
    func refused(by format: ExportFormat) -> String {
      let takers = ExportFormat.allCases.filter { $0.options.contains(self) }.map(\.rawValue)
      let list =
        takers.count == 1
        ? "the \(takers[0]) export takes"
        : "the \(takers.dropLast().joined(separator: ", ")) and \(takers.last ?? "") exports take"
      return "--\(name): only \(list) it, not \(format.rawValue)"
    }
  }

  static let spec = CommandSpec(
    name: "export", summary: "Export the catalog for handoff: data, code, diagrams.",
    synopsis:
      "[--format F] [--output PATH] [--deployment-target VERSION] [NAME|PATTERN…] [--tag T]…",
    options: [
      format, output, layouts, bom, allTechniques, deploymentTarget, inputsOnly, withLayouts,
      SelectionOptions.tag, CommonOptions.database,
    ],
    discussion: """
      Formats: json (the canonical document; 'buttoncat import' reads it back), csv (a row per
      button: name, tags, title, font_family, font_style, font_size, text_style, image,
      image_width, image_height, placement, spacing, padding_top/left/bottom/right, size (fit or
      fixed), width, height, alignment, vertical_alignment, direction, technique, status,
      diagnostics, values_direction, then the chosen technique's values one number a column,
      then the variant inputs (strings, locales, content sizes, each state's title and image,
      max_width), accepted and findings; numbers on the button's pixel grid (87.667); a button
      laid out in both directions gets its LTR values; --layouts: a row per button, technique
      and direction; --bom: a UTF-8 byte order mark for Excel), swift (a UIButton extension,
      UIButton.Configuration factories, a ButtonStyleButton class and the runtime layout math,
      ButtonStyleLayout.swift: two files into a folder, one file otherwise), objc (a category
      .h/.m pair and the math in C, ButtonStyleLayout.h and .c), swiftui (a LabelStyle per
      style), markdown (a handoff page; images linked relative to it; --all-techniques adds
      every other technique), svg (a diagram per button, into a folder), html (one
      self-contained page), tokens (W3C Design Tokens 2025.10: padding, gap, icon size, label
      font and max width per button, points written as px; the variant inputs under
      $extensions), probe (into a folder, ButtonCatProbe/ by default: an XCTest case,
      ButtonCatProbeTests.swift, with the swift export's two files, for the app's unit-test
      target; run on a simulator or device it measures every title and lays out every button in
      every variant, and writes buttons.measurements.json for 'buttoncat measurements import').
      Code (swift, objc, swiftui) sets everything the catalog knows: placement, padding and
      insets, the title font (a font file by its PostScript name, scaled with UIFontMetrics for a
      --text-style), title and image per state, --max-content-size and a fixed --size as
      constraints. --deployment-target 15.0 or later: every style is a UIButton.Configuration
      only (no legacy insets, no #available checks); below 15 both paths, the configuration
      behind #available(iOS 15.0, *). Without --deployment-target, the catalog's
      deployment-target setting ('buttoncat settings deployment-target 14.0') is the target,
      else the lowest --ios of the buttons exported.
      Output paths, one rule for every format: --output PATH/ (created if missing) or an existing
      folder receives the format's file names (buttons.json, buttons.csv, ButtonStyles.swift,
      ButtonLabelStyles.swift, buttons.md, buttons.html, buttons.tokens.json,
      UIButton+ButtonStyles.h and .m, one NAME.svg per button); any other PATH is the file
      itself, which objc (two files), probe (three) and svg (unless exactly one button) refuse.
      Without --output (or with --output -), single-file formats go to standard output, objc
      into ButtonStyles/, svg into buttons-svg/ and probe into ButtonCatProbe/. A pipe or a
      device (/dev/null, /dev/stdout) is written to, never replaced; standard input (/dev/stdin)
      and files in /dev, /proc and /sys are refused. A name given twice is exported
      once. Deterministic: the same catalog gives the same bytes. Files are written atomically
      (a new file with an unpredictable name, never through a link, renamed into place, the old
      file's permissions kept) and only when their content changes; no output may be the
      catalog or its -wal or -shm file. An export of several files writes all or none: every
      new file is complete and every destination checked before the first is replaced, and a
      failure names the file and leaves every old one as it was. An svg folder keeps a list of
      the diagrams it wrote (.buttoncat_svg): each button keeps its file name when others are
      added (the newcomer takes the -2), and an export of the whole catalog removes the
      diagrams it wrote that no button owns any more, unless they changed since; it never
      touches other files.
      """ + "\n\n" + SelectionOptions.discussion)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let format = Self.format.value(in: arguments, &collector)
    Self.output.refuseEmpty(in: arguments, &collector)
    if arguments[Self.output] == "-", let format, !format.takesStandardOutput {
      collector.problems.append(
        "--\(Self.output.name): '-' is standard output, and the \(format.rawValue) export writes "
          + "several files; give a folder: --\(Self.output.name) \(format.defaultOutputPath)")
    }
    // What the renderers are asked for besides the format.
    var options = ExportOptions()
    options.csvLayouts = arguments[layouts]
    options.csvBOM = arguments[bom]
    options.allTechniques = arguments[allTechniques]
    if let format {
      for option in FormatOption.allCases
      where option.isGiven(in: arguments) && !format.options.contains(option) {
        collector.problems.append(option.refused(by: format))
      }
    }
    if let target = deploymentTarget.value(in: arguments, &collector) {
      options.deploymentTarget = (target.major, target.minor)
    }
    let inputsOnly = documentInputsOnly(arguments, format, &collector)
    // Names, patterns and tags (a name given twice is exported once).
    let selection = SelectionOptions.parse(arguments, &collector)
    try collector.throwIfAny()
    let catalog = try context.open(.read)
    let selected: SelectedButtons
    do {
      selected = try catalog.select(selection)
    } catch {
      throw CLIError(error, suggestingFrom: catalog)
    }
    SelectionOptions.warnUnused(selected.unusedTags, catalog, context)
    let names = selected.names
    guard let format else { return }
    // The team's deployment target (`buttoncat settings`) when this export gives none.
    if options.deploymentTarget == nil, format.options.contains(.deploymentTarget),
      let target = try SettingsCommand.settings(of: catalog).deploymentTarget
    {
      options.deploymentTarget = (target.major, target.minor)
    }
    let output = destination(arguments[Self.output], format)
    // Links in the page (markdown images) are relative to the folder it is written in.
    options.catalogFolder = catalog.folder
    switch output {
    case .standardOutput: options.outputFolder = ExportPaths.absoluteFolder(nil)
    case .file(let path): options.outputFolder = ExportPaths.parentFolder(ofFile: path)
    case .folder(let folder): options.outputFolder = ExportPaths.absoluteFolder(folder)
    }
    if format.streamsFromCatalog {
      try exportStreamed(
        catalog, format, names: names, inputsOnly: inputsOnly, output: output, context)
    } else {
      try exportRendered(
        catalog, format, options: options, names: names, output: output, context)
    }
  }

  /// `--deployment-target MAJOR[.MINOR]`: an iOS release buttoncat knows (12.0 to 26.x); any
  /// other value is a usage error naming the option and the value as typed.
  static func deploymentTarget(_ text: String) throws(CLIError) -> IOSVersion {
    guard IOSVersion.isWellFormed(text), let version = IOSVersion(parsing: text) else {
      throw .usage(
        "--deployment-target: '\(text)' is not an iOS version; use \(IOSVersion.rangeDescription)")
    }
    return version
  }

  /// Where an export goes, by one rule for every format.
  enum Output: Equatable {
    case standardOutput
    /// `--output PATH`: the export's one file.
    case file(String)
    /// `--output PATH/` or an existing folder: the format's file names inside it.
    case folder(String)
  }

  /// `--output PATH/` (created if missing) or an existing folder is a folder the format's
  /// default file names go into; any other PATH is the file. Without `--output`, single-file
  /// formats go to standard output and the others into their default folder.
  static func destination(_ output: String?, _ format: ExportFormat) -> Output {
    guard let output, output != "-" else {
      if format.layout == .directory { return .folder(format.defaultOutputPath) }
      return .standardOutput
    }
    return output.hasSuffix("/") || ExportWriter.isFolder(output) ? .folder(output) : .file(output)
  }

  /// A warning naming the buttons whose layouts are stale, if any.
  static func warnStale(_ stale: [String], _ context: CommandContext) {
    guard !stale.isEmpty else { return }
    context.console.err.write(
      "Warning: \(stale.count) button\(stale.count == 1 ? " has" : "s have") stale layouts (\(stale.prefix(3).map(TextFormat.visible).joined(separator: ", "))\(stale.count > 3 ? ", …" : "")); run 'buttoncat recompute'\n"
    )
  }

  /// The export of every format but the streamed JSON document: the renderer reads the
  /// catalog one button at a time (`ExportCatalog.streaming`) and writes to a sink, file by
  /// file (`ExportStreamWriter`: all files or none replaced) or to standard output (every button
  /// checked before the first byte goes out).
  static func exportRendered(
    _ catalog: Catalog, _ format: ExportFormat, options: ExportOptions, names: [String]?,
    output: Output,
    _ context: CommandContext
  ) throws(CLIError) {
    let destination: ExportWriter.Destination?
    switch output {
    case .standardOutput: destination = nil
    case .folder(let folder): destination = .folder(folder)
    case .file(let path):
      try context.refuseCatalogAsOutput(path)
      destination = .file(path)
    }
    let renderer = renderer(for: format, options: options)
    // An svg folder keeps each button's file name and removes the diagrams it wrote that no
    // button owns any more (`SVGFolder`); a selection removes none.
    var svgFolder: (folder: String, stale: [SVGFolder.Entry])?
    var report = ExportWriter.Report()
    // Which buttons got a suffixed identifier, file name or anchor because another button's
    // name makes the same one (`ExportNaming`): said once the export is complete.
    var notes: [String] = []
    var sizeNote: String?
    do {
      try ExportCatalog.streaming(
        catalog, names: names, checkFirst: destination == nil, titles: format.needsVariantTitles
      ) { source in
        let index = source.index
        warnStale(index.stale, context)
        // A page too big for a browser says how to select (issue 29).
        if format == .html { sizeNote = HTMLRenderer.sizeNote(index) }
        try refuseUnavailableStyles(index, format, options)
        guard let destination else {
          try renderer.write(source, singleFile: true, to: ConsoleSink(context.console.out))
          notes = ExportNaming.collisions(format, index, fileNames: SVGRenderer.fileNames(index))
          return
        }
        let writer = ExportStreamWriter(destination) { path in
          try context.refuseCatalogAsOutput(path)
        }
        if case .folder(let folder) = destination, format == .svg {
          // A whole export needs of the previous manifest only each button's file name and
          // the diagrams no button owns any more (removed once the export is written); a
          // selection keeps the other buttons' lines, so it reads the manifest whole.
          let before: SVGFolder
          let fileNames: [String]
          if names == nil {
            let whole = SVGFolder.whole(folder: folder, index)
            (before, fileNames) = (SVGFolder(), whole.fileNames)
            svgFolder = (folder, whole.stale)
          } else {
            before = SVGFolder.read(folder: folder)
            fileNames = before.fileNames(index)
          }
          notes = ExportNaming.collisions(format, index, fileNames: fileNames)
          try before.stream(source, fileNames: fileNames, partial: names != nil, to: writer)
        } else {
          notes = ExportNaming.collisions(
            format, index, fileNames: format == .svg ? SVGRenderer.fileNames(index) : [])
          // A file output takes the format's files combined where it can (swift: both parts).
          let singleFile: Bool
          if case .file = destination { singleFile = true } else { singleFile = false }
          try renderer.write(source, singleFile: singleFile, to: writer)
        }
        if let refusal = writer.refusal {
          writer.discard()
          throw refusal
        }
        if case .file(let path) = destination, writer.fileCount != 1 {
          writer.discard()
          let list =
            writer.firstPaths.joined(separator: ", ") + (writer.fileCount > 3 ? ", …" : "")
          throw CLIError.usage(
            "--\(Self.output.name): the \(format.rawValue) export writes \(writer.fileCount) files"
              + (writer.fileCount == 0 ? "" : " (\(list))")
              + " and '\(path)' names one file; give a folder: --\(Self.output.name) \(path)/")
        }
        do throws(ExportWriteError) {
          report = try writer.commit()
        } catch {
          throw CLIError.failure(
            error.description
              + (writer.fileCount > 1 ? " (no file was replaced: every file is as it was)" : ""))
        }
      }
    } catch let error as CLIError {
      throw error
    } catch let error as CatalogError {
      throw CLIError(error, suggestingFrom: catalog)
    } catch {
      throw .failure("\(error)")
    }
    for note in notes + (sizeNote.map { [$0] } ?? []) {
      context.console.err.write("Note: \(TextFormat.visible(note))\n")
    }
    for written in report.written {
      context.console.err.write("wrote \(TextFormat.visible(written))\n")
    }
    if report.unchanged > 0 {
      context.console.err.write(
        "\(report.unchanged) file\(report.unchanged == 1 ? "" : "s") unchanged\n")
    }
    if let (folder, stale) = svgFolder {
      let (removed, kept) = SVGFolder.remove(stale, from: folder)
      for path in removed {
        context.console.err.write("removed \(TextFormat.visible(path)) (no button owns it)\n")
      }
      for path in kept {
        context.console.err.write(
          "kept \(TextFormat.visible(path)): no button owns it, but it changed since buttoncat wrote it\n"
        )
      }
    }
  }

  /// A format written piece by piece straight from the catalog (the JSON document): memory
  /// does not grow with the catalog.
  static func exportStreamed(
    _ catalog: Catalog, _ format: ExportFormat, names: [String]?, inputsOnly: Bool? = nil,
    output: Output, _ context: CommandContext
  )
    throws(CLIError)
  {
    var path: String?
    switch output {
    case .standardOutput: path = nil
    case .file(let file): path = file
    case .folder(let folder):
      path =
        folder.hasSuffix("/")
        ? folder + format.defaultOutputPath : folder + "/" + format.defaultOutputPath
    }
    if let path {
      try context.refuseCatalogAsOutput(path)
      if case .folder(let folder) = output {
        do { try ExportWriter.createFolder(folder) } catch { throw .failure(error.description) }
      }
    }
    let total = (try? catalog.count()) ?? 0
    let progress = Progress(label: "export", console: context.console)
    let file = try path.map { path throws(CLIError) in try StreamingFile(path: path) }
    let sink: TextSink = file ?? context.console.out
    do {
      // Standard output cannot be taken back: every button is checked before the first byte.
      try format.stream(
        catalog, names: names, checkFirst: file == nil, inputsOnly: inputsOnly,
        progress: { progress.update($0, names?.count ?? total) }, to: { sink.write($0) })
    } catch {
      progress.finish()
      file?.discard()
      throw CLIError(error, suggestingFrom: catalog)
    }
    progress.finish()
    if let file, let path {
      let wrote = try file.commit()
      let shown = TextFormat.visible(path)
      context.console.err.write(wrote ? "wrote \(shown)\n" : "\(shown) unchanged\n")
    }
  }
}

extension ExportFormat {
  /// The options of `export` only some formats take that this format takes: the rule lives
  /// with the format, and a refusal names every format that takes the option.
  var options: [ExportCommand.FormatOption] {
    switch self {
    case .csv: [.layouts, .bom]
    case .markdown: [.allTechniques]
    case .swift, .objc, .swiftui: [.deploymentTarget]
    case .json, .svg, .html, .tokens, .probe: []
    }
  }

  /// Whether `--output -` (standard output) can take the format's files: not when it writes
  /// several files into a folder.
  var takesStandardOutput: Bool { layout != .directory }
}

/// Standard output as an export's sink: the files one after another (a single-file export has
/// one).
final class ConsoleSink: ExportSink {
  let out: any TextSink

  init(_ out: any TextSink) {
    self.out = out
  }

  func begin(_ path: String) {}

  func write(_ text: String) {
    out.write(text)
  }
}
