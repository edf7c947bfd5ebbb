import ButtonCatalog
import ButtonIB
import ButtonJSON
import ButtonMeasure
import ButtonScan

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `buttoncat scan PATH…`: the buttons of an app's storyboards and XIBs laid out as UIKit lays
/// them out, with what is wrong with them and how to move them to `UIButton.Configuration`.
/// A dry run: nothing is written.
enum ScanCommand {
  static let format = Option<TextOrJSON>.format(help: "Output format: text or json (default text).")
  static let add = Flag(
    "add",
    help: "Write the buttons into the catalog (added, changed, unchanged, gone, kept).")
  static let replace = Flag(
    "replace", help: "With --add: overwrite buttons edited in the catalog since the last scan.")

  static let spec = CommandSpec(
    name: "scan",
    summary:
      "Report the buttons of storyboards and XIBs: layout, problems, migration (writes nothing).",
    synopsis: "PATH… [--add [--replace]] [--format text|json]",
    options: [add, replace, format, CommonOptions.database],
    discussion: """
      PATH is a .storyboard or .xib file or a folder, walked recursively (build, DerivedData,
      Pods, Carthage and .git are skipped). Each button is laid out from what Interface Builder
      stored: a legacy button from its edge insets (UIKit's legacy layout), a button with a
      configuration with the configuration model. Sources are found under the folders given:
      image sets in .xcassets, custom fonts by PostScript name (.ttf, .otf, .ttc), localized
      titles in LOCALE.lproj/NAME.strings beside Base.lproj or a NAME.xcstrings. System-font
      titles are sized from the catalog's measurements (--db) or Apple's font files
      ($BUTTONCAT_SYSTEM_FONTS); without either they are skipped, as are attributed titles, SF
      Symbols, and fonts or image sets the project does not have.
      Each button is named FILE-STEM/USERLABEL (a valid label no other button of the file
      claims) or FILE-STEM/ID. Findings: the layout diagnostics, per locale title-truncated,
      ignored-with-configuration, and ib-frame-mismatch, ib-misplaced, ib-unknown-value.
      docs/scan.md (in the buttoncat repository) documents the report and its JSON
      ({"formatVersion": 1, "files": [...]}).

      With --add, every button laid out is written into the catalog, named as above and tagged
      with its file's name: a legacy button with the technique insets (its edge insets as IB
      stored them, the layout the app has now) and the placement, spacing and padding they
      meant (so 'export --technique configuration' writes the configuration that keeps it in
      place), a configuration button with the technique configuration. Running it again updates
      the buttons whose file changed, leaves the others, and reports added, changed, unchanged,
      gone (no longer in its file: not removed) and kept (edited in the catalog since the last
      scan: not overwritten without --replace). Skipped buttons are not written.

      Exit status: 0 no button has an error; 1 a button has an error or a file cannot be read
      (each named in the report); 64 a usage error.

      Example:
        buttoncat scan App/ --format json
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    if arguments.positionals.isEmpty, !arguments.positionalsUncertain {
      collector.problems.append("expected PATH… (a .storyboard, a .xib or a folder), got nothing")
    }
    let json = format.value(in: arguments, &collector) == .json
    let adding = arguments.has(add.name)
    let replacing = arguments.has(replace.name)
    if replacing, !adding {
      collector.problems.append(
        "--replace: only goes with --add (it overwrites buttons --add writes)")
    }
    try collector.throwIfAny()
    let paths = arguments.positionals
    let console = context.console
    let files: [String]
    do {
      files = try IBReader.files(in: paths)
    } catch {
      throw CLIError(.failure, [describe(error)])
    }
    let service = ScanService(
      project: ScanProject.find(in: paths), measurer: try measurer(context))
    let progress = Progress(label: "scan", console: console)
    var scanned: [ScannedFile] = []
    for (index, path) in files.enumerated() {
      do {
        scanned.append(service.scan(try IBReader.read(path: path)))
      } catch {
        scanned.append(ScannedFile(path: path, error: describe(error)))
      }
      progress.update(index + 1, files.count)
    }
    progress.finish()
    let report = ScanReport(files: scanned)
    let applied = adding ? try write(report, replace: replacing, context) : nil
    var document = ScanJSON.document(report)
    if let applied, case .object(var members) = document {
      members.append(("catalog", ScanJSON.applied(applied)))
      document = .object(members)
    }
    console.out.write(
      json
        ? JSONWriter().string(document) + "\n"
        : ScanText.render(report) + (applied.map(ScanText.applied) ?? ""))
    try outcome(report)
  }

  /// `--add`: the buttons laid out, written into the catalog in one transaction
  /// (`Catalog.applyScan`), each tagged with its file's name, its source paths stored as `add`
  /// stores them (relative to the catalog's folder). The files are those read without error.
  static func write(_ report: ScanReport, replace: Bool, _ context: CommandContext)
    throws(CLIError) -> ScanApplyReport
  {
    let catalogPath = context.databasePath
    var entries: [ScanEntry] = []
    var files: [String] = []
    for file in report.files where file.error == nil {
      let digest: String
      do {
        digest = try ContentDigest(fileAt: file.path, kind: .interfaceBuilder).hex
      } catch {
        throw CLIError(.failure, ["\(file.path): \(error)"])
      }
      let stored = Catalog.storedPath(file.path, catalog: catalogPath)
      files.append(stored)
      let tag = lastComponent(file.path)
      for button in file.buttons {
        guard var record = button.inputs else { continue }
        dropLprojTables(&record)
        storeSourcePaths(&record, catalog: catalogPath)
        if TextRules.tagProblem(tag) == nil, !record.tags.contains(tag) {
          record.tags = (record.tags + [tag]).sorted()
        }
        entries.append(ScanEntry(record: record, file: stored, fileDigest: digest))
      }
    }
    let catalog = try context.open(.write)
    do {
      return try catalog.applyScan(
        entries, scannedFiles: files, replace: replace, by: context.author)
    } catch {
      throw CLIError(error)
    }
  }

  /// A storyboard's `LOCALE.lproj/NAME.strings` tables are read by the scan (its report checks
  /// every locale), but the catalog reads a folder's `Localizable` tables or a String Catalog
  /// only: the button is written with its own titles, without those locales (docs/scan.md).
  static func dropLprojTables(_ record: inout ButtonRecord) {
    guard let strings = record.variants.strings, strings.contains("*.lproj/") else { return }
    record.variants.strings = nil
    record.variants.titleKey = nil
    record.variants.stateTitleKeys = [:]
    record.variants.locales = nil
    record.variants.allLocales = false
    record.variants.stringsDigest = nil
  }

  /// The last component of `path`.
  static func lastComponent(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  /// Exit 1 when a button has an error or a file could not be read, saying how many of each
  /// (the report, already printed, names them).
  static func outcome(_ report: ScanReport) throws(CLIError) {
    guard report.failing > 0 else { return }
    let buttons = report.failingButtons
    let unread = report.filesWithErrors
    var parts: [String] = []
    if buttons > 0 { parts.append("\(buttons) button\(buttons == 1 ? "" : "s") with errors") }
    if unread > 0 { parts.append("\(unread) file\(unread == 1 ? "" : "s") with errors") }
    throw CLIError(.failure, ["scan: \(parts.joined(separator: ", ")) (see the report)"])
  }

  /// The measurer: the catalog's measurements for system-font titles when there is a catalog,
  /// Apple's font files when `$BUTTONCAT_SYSTEM_FONTS` names them.
  static func measurer(_ context: CommandContext) throws(CLIError) -> SourceMeasurer {
    var measurer = SourceMeasurer()
    measurer.systemFonts = SystemFonts(
      folder: context.console.environment[SystemFonts.environmentVariable])
    if access(context.databasePath, F_OK) == 0 {
      let catalog = try context.open(.read)
      do {
        measurer.measurements = try catalog.titleMeasurements()
      } catch {
        throw CLIError(error)
      }
    }
    return measurer
  }

  /// An IB file's error as the report names it: the file, the line when known, the reason.
  static func describe(_ error: IBError) -> String {
    "\(error.path)" + (error.line.map { ":\($0)" } ?? "") + ": \(error.reason)"
  }
}
