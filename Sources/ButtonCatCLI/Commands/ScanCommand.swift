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
    var service = ScanService(
      project: ScanProject.find(in: paths), measurer: try measurer(context))
    service.keepsInputs = adding
    let progress = Progress(label: "scan", console: console)
    // Each file is written as soon as it is scanned and not held: memory stays that of one
    // file's report (with --add, plus the buttons to write).
    // The catalog is opened first: one that cannot be written stops the scan before any report.
    let catalog = adding ? try context.open(.write) : nil
    var report = ReportWriter(json: json, console: console)
    var entries: [ScanEntry] = []
    var scannedFiles: [String] = []
    var skipped: [String] = []
    for (index, path) in files.enumerated() {
      let file: ScannedFile
      // The digest `--add` records is that of the bytes parsed, read once.
      var digest = ""
      do {
        let bytes = try IBReader.bytes(path: path)
        if adding { digest = ContentDigest(sha256Of: bytes).hex }
        file = service.scan(try IBReader.parse(bytes, path: path))
      } catch {
        file = ScannedFile(path: path, error: describe(error))
      }
      report.write(file)
      if adding, file.error == nil {
        let stored = Catalog.storedPath(file.path, catalog: context.databasePath)
        scannedFiles.append(stored)
        skipped += file.buttons.filter { $0.inputs == nil }.map(\.name)
        entries += Self.entries(
          file, stored: stored, digest: digest, catalog: context.databasePath)
      }
      progress.update(index + 1, files.count)
    }
    progress.finish()
    var applied: ScanApplyReport?
    if let catalog {
      let writing = Progress(label: "scan --add", console: console)
      defer { writing.finish() }
      do {
        applied = try catalog.applyScan(
          entries, scannedFiles: scannedFiles, replace: replacing, by: context.author,
          skipped: skipped, progress: writing.update)
      } catch {
        report.end(applied: nil)
        throw CLIError(error)
      }
    }
    report.end(applied: applied)
    try outcome(report.counts)
  }

  /// The report, written file by file: text, or the JSON document
  /// (`{"formatVersion": 1, "files": [...], "catalog": {...}}`) exactly as `JSONWriter` writes
  /// it whole (`ScanJSON.document`).
  struct ReportWriter {
    let json: Bool
    let console: Console
    private(set) var counts = ScanCounts()

    init(json: Bool, console: Console) {
      self.json = json
      self.console = console
      if json {
        console.out.write("{\n  \"formatVersion\": \(ScanReport.formatVersion),\n  \"files\": [")
      }
    }

    mutating func write(_ file: ScannedFile) {
      if json {
        var text = counts.files == 0 ? "\n    " : ",\n    "
        JSONWriter().write(ScanJSON.file(file), level: 2, into: &text)
        console.out.write(text)
      } else {
        console.out.write(ScanText.render(file))
      }
      counts.add(file)
    }

    /// The end: the text's summary line (and what `--add` did), or the JSON's closing lines.
    func end(applied: ScanApplyReport?) {
      guard json else {
        console.out.write(ScanText.summary(counts) + (applied.map(ScanText.applied) ?? ""))
        return
      }
      var text = counts.files == 0 ? "]" : "\n  ]"
      if let applied {
        text += ",\n  \"catalog\": "
        JSONWriter().write(ScanJSON.applied(applied), level: 1, into: &text)
      }
      console.out.write(text + "\n}\n")
    }
  }

  /// `--add`: the buttons of `file` laid out, as the catalog at `catalog` keeps them: tagged
  /// with the file's name, their source paths stored as `add` stores them (relative to the
  /// catalog's folder), from the file (`stored`) at `digest` (the SHA-256 of the bytes parsed).
  static func entries(_ file: ScannedFile, stored: String, digest: String, catalog: String)
    -> [ScanEntry]
  {
    let tag = lastComponent(file.path)
    return file.buttons.compactMap { button in
      guard var record = button.inputs else { return nil }
      // A state title read from the dropped tables keeps the text IB stored for it.
      let stateKeys = record.variants.stateTitleKeys
      dropLprojTables(&record)
      if record.variants.stateTitleKeys.isEmpty {
        for state in stateKeys.keys {
          if let title = button.titles.first(where: { $0.key == state.rawValue })?.text {
            record.variants.stateTitles[state] = title
          }
        }
      }
      storeSourcePaths(&record, catalog: catalog)
      if TextRules.tagProblem(tag) == nil, !record.tags.contains(tag) {
        record.tags = (record.tags + [tag]).sorted()
      }
      return ScanEntry(record: record, file: stored, fileDigest: digest)
    }
  }

  /// A storyboard's `LOCALE.lproj/NAME.strings` tables are read by the scan (its report checks
  /// every locale), but the catalog reads a folder's `Localizable` tables or a String Catalog
  /// only: the button is written with its own titles, without those locales (docs/scan.md).
  static func dropLprojTables(_ record: inout ButtonRecord) {
    guard let strings = record.variants.strings, strings.contains("*.lproj/") else { return }
    record.variants.removeStrings()
  }

  /// Exit 1 when a button has an error or a file could not be read, saying how many of each
  /// (the report, already printed, names them).
  static func outcome(_ counts: ScanCounts) throws(CLIError) {
    guard counts.failing > 0 else { return }
    let buttons = counts.failingButtons
    let unread = counts.filesWithErrors
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
