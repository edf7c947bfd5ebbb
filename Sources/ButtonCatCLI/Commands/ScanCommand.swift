import ButtonCatalog
import ButtonIB
import ButtonJSON
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

  static let spec = CommandSpec(
    name: "scan",
    summary:
      "Report the buttons of storyboards and XIBs: layout, problems, migration (writes nothing).",
    synopsis: "PATH… [--format text|json]",
    options: [format, CommonOptions.database],
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
    console.out.write(
      json ? JSONWriter().string(ScanJSON.document(report)) + "\n" : ScanText.render(report))
    try outcome(report)
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
