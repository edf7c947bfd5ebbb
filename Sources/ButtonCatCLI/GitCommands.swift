import ButtonCatalog
import ButtonExport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A catalog kept in git: `diff`, `merge` (git's merge driver) and `textconv` (git's view of a
/// committed `.sqlite` catalog). None of them writes a catalog.
enum GitFiles {
  /// A side of `diff` or `merge`: a catalog (a file that starts as a SQLite database does,
  /// opened as a snapshot: nothing written), else a catalog document (`-` is standard input;
  /// an empty file, such as `/dev/null` or git's base of a file added on both branches, is a
  /// document without buttons). `documentsOnly` refuses a catalog (65).
  static func read(_ path: String, documentsOnly: Bool = false) throws(CLIError)
    -> CatalogSnapshot
  {
    let file = path == "-" ? "/dev/stdin" : path
    if isCatalog(file) {
      if documentsOnly {
        throw .data(
          "'\(path)' is a catalog (a SQLite file); merge takes catalog documents: "
            + "what 'buttoncat export --format json' writes")
      }
      do {
        return try CatalogSnapshot.catalog(at: file)
      } catch {
        throw CLIError(error)
      }
    }
    let input = try DocumentFile(file, label: path, spoolFolder: temporaryFolder)
    let document = input.document
    guard !document.buffer.isEmpty else { return CatalogSnapshot(buttons: []) }
    do {
      return try CatalogSnapshot.document(document.buffer, source: path)
    } catch {
      if let change = input.change() { throw .failure(change) }
      throw CLIError(error)
    }
  }

  /// Whether `path` is a regular file that begins as a SQLite database.
  static func isCatalog(_ path: String) -> Bool {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    var prefix = [UInt8](repeating: 0, count: 16)
    let count = prefix.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, 16, 0) }
    return count == 16 && CatalogSnapshot.isCatalogFile(prefix)
  }

  static var temporaryFolder: String {
    getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
  }

  /// Refuses `-` (standard input) where it cannot be one: more than once among `paths` (standard
  /// input is read once), or at `output`, the position of a file the command replaces.
  static func refuseStandardInput(
    _ paths: [String], _ names: [String], output: Int? = nil, _ collector: inout ProblemCollector
  ) {
    if let output, paths.indices.contains(output), paths[output] == "-" {
      collector.problems.append(
        "\(names[output]): '-' is standard input, and the result replaces \(names[output]); "
          + "give the file")
    } else if paths.filter({ $0 == "-" }).count > 1 {
      collector.problems.append(
        "'-' (standard input) is given \(paths.filter { $0 == "-" }.count) times; "
          + "it can be read once: give files for the others")
    }
  }

  /// Failures that are not the input's fault exit 2 in `diff` and `merge`: 1 means "differs"
  /// and "conflicts" there.
  static func trouble(_ error: CLIError) -> CLIError {
    error.kind == .failure ? CLIError(.trouble, error.problems) : error
  }
}

/// `buttoncat diff A B [--format text|markdown|json]`.
enum DiffCommand {
  static let formats = ["text", "markdown", "json"]

  static let spec = CommandSpec(
    name: "diff",
    summary: "Compare two catalogs or documents: buttons added, removed, renamed, changed.",
    synopsis: "A B [--format text|markdown|json]",
    options: [.format(formats)],
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
    let format = collector.attempt { () throws(CLIError) in
      try ValueParsing.word("format", arguments.value("format") ?? "text", formats)
    }
    try collector.throwIfAny()
    if let measured = try MeasurementsCommand.documents(sides) {
      let lines = MeasurementsComparison.diff(measured[0], measured[1])
      for line in lines { context.console.out.write(TextFormat.visible(line) + "\n") }
      if !lines.isEmpty { throw CLIError(.failure, []) }
      return
    }
    let diff: CatalogDiff
    do throws(CLIError) {
      diff = CatalogDiff(from: try GitFiles.read(sides[0]), to: try GitFiles.read(sides[1]))
    } catch {
      throw GitFiles.trouble(error)
    }
    let out = context.console.out
    switch format {
    case "markdown": out.write(DiffRenderer.markdown(diff))
    case "json": out.write(DiffRenderer.json(diff))
    default: out.write(DiffRenderer.text(diff))
    }
    // Differences exit 1 without an `Error:` line: they are the answer, not a failure.
    if !diff.isEmpty { throw CLIError(.failure, []) }
  }
}

/// `buttoncat merge BASE OURS THEIRS`: git's merge driver (`%O %A %B`).
enum MergeCommand {
  static let spec = CommandSpec(
    name: "merge",
    summary: "Merge three catalog documents per button and input (a git merge driver).",
    synopsis: "BASE OURS THEIRS",
    options: [],
    discussion: """
      BASE, OURS and THEIRS are catalog documents (what 'export --format json' writes; an empty
      BASE has no buttons; BASE or THEIRS may be '-', standard input). The result replaces
      OURS (a file: not '-' or /dev/stdin), written atomically: git's merge driver
      is 'buttoncat merge %O %A %B'. Buttons are matched by name and across renames (the same
      inputs under a new name); each input takes the side that changed it, and each team
      setting ('buttoncat settings') likewise: a setting changed two ways is a conflict, both
      sides' "settings" between the markers. Without conflicts
      OURS becomes exactly what 'export --format json' writes for the merged catalog (exit 0).
      An input changed two ways, a button deleted on one side and changed on the other, a name
      added on both sides with different inputs, or a merged button that breaks a rule is a
      conflict: both versions of the button go between '<<<<<<< ours', '=======' and
      '>>>>>>> theirs' in OURS, every conflict is listed on standard error, and the exit code is
      1; keep one version of each, then 'import' the document ('import' refuses a document that
      still holds markers, naming their lines).
      Exit codes: 0 merged, 1 conflicts, 2 trouble, 64 usage error, 65 invalid input data.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let paths = positionals(arguments, 3, "three documents BASE OURS THEIRS", &collector)
    GitFiles.refuseStandardInput(paths, ["BASE", "OURS", "THEIRS"], output: 1, &collector)
    try collector.throwIfAny()
    if let measured = try MeasurementsCommand.documents(paths) {
      let (merged, conflicts) = MeasurementsComparison.merge(
        base: measured[0], ours: measured[1], theirs: measured[2])
      do throws(CLIError) {
        try StreamingFile.replace(paths[1], with: merged.text)
      } catch {
        throw GitFiles.trouble(error)
      }
      for conflict in conflicts {
        context.console.err.write("conflict: \(TextFormat.visible(conflict))\n")
      }
      if !conflicts.isEmpty {
        throw CLIError(
          .failure,
          [
            "\(conflicts.count) conflicting measurement\(conflicts.count == 1 ? "" : "s"): '\(paths[1])' keeps ours of each; measure again or edit it, then import it"
          ])
      }
      return
    }
    let merge: CatalogMerge
    do throws(CLIError) {
      let sides = try paths.map { path throws(CLIError) in
        try GitFiles.read(path, documentsOnly: true)
      }
      merge = CatalogMerge(
        base: sides[0].buttons.map(\.record), ours: sides[1].buttons.map(\.record),
        theirs: sides[2].buttons.map(\.record),
        settings: .init(base: sides[0].settings, ours: sides[1].settings, theirs: sides[2].settings)
      )
      try StreamingFile.replace(paths[1], with: merge.text)
    } catch {
      throw GitFiles.trouble(error)
    }
    guard merge.isClean else {
      for conflict in merge.conflicts {
        context.console.err.write("conflict: \(TextFormat.visible(conflict))\n")
      }
      let count = merge.conflicts.count
      throw CLIError(
        .failure,
        [
          "\(count) conflict\(count == 1 ? "" : "s"): '\(paths[1])' holds both versions of each "
            + "between '<<<<<<< ours' and '>>>>>>> theirs'; keep one, then import the document"
        ])
    }
  }
}

/// `buttoncat textconv FILE`: git's `textconv` for a committed catalog.
enum TextconvCommand {
  static let spec = CommandSpec(
    name: "textconv",
    summary: "Print a catalog file as its JSON document, writing nothing (git textconv).",
    synopsis: "FILE",
    options: [],
    discussion: """
      FILE is a catalog (.sqlite), such as the temporary copy git makes of a committed one. It
      is read without writing anything (no -wal or -shm beside it; an older catalog is
      upgraded in memory only), and its document printed: what 'export --format json' writes.
      In git: 'git config diff.buttoncat-sqlite.textconv "buttoncat textconv"', with
      '*.sqlite diff=buttoncat-sqlite' in .gitattributes.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let path = positionals(arguments, 1, "one FILE", &collector)[0]
    if path == "-" {
      collector.problems.append(
        "FILE: '-' is standard input, which cannot be read as a catalog; give the file")
    }
    try collector.throwIfAny()
    let out = context.console.out
    do {
      let catalog = try Catalog(path: path, access: .snapshot)
      // Checked first: nothing reaches standard output from a catalog with an invalid row.
      try CatalogDocument.write(catalog, checkFirst: true) { out.write($0) }
    } catch {
      throw CLIError(error)
    }
  }
}
