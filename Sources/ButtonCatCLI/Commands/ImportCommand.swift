import ButtonCatalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `buttoncat import FILE [--replace]`.
enum ImportCommand {
  static let replace = Flag(
    "replace", help: "Overwrite buttons whose names are already in the catalog.")

  static let spec = CommandSpec(
    name: "import", summary: "Import a JSON export; all of it in one transaction, or nothing.",
    synopsis: "FILE [--replace]",
    options: [replace, CommonOptions.database],
    discussion: """
      FILE is what 'buttoncat export --format json' writes ('-' reads standard input). The whole
      document is validated first and every problem listed; layouts are recomputed. Each
      button's key buttonSize (mini, small, medium, large) is optional: medium when absent.
      The document's "settings" (optional) set the catalog's ('buttoncat settings'); a setting
      the catalog has another value for is a problem unless --replace, and one the document
      does not give is left as it is.
      A pipe or device is read up to 2 GiB ($BUTTONCAT_IMPORT_PIPE_LIMIT bytes when set); a
      longer document exits 65: save it to a file and import the file. A named pipe that
      nothing is written to within 10 s ($BUTTONCAT_IMPORT_PIPE_WAIT seconds) exits 65.
      """)

  /// Changes the most bytes read from a pipe or device (`DocumentFile.defaultStreamLimit`).
  static let streamLimitVariable = "BUTTONCAT_IMPORT_PIPE_LIMIT"
  /// Changes the seconds a named pipe is waited on (`DocumentFile.defaultPipeWait`).
  static let pipeWaitVariable = "BUTTONCAT_IMPORT_PIPE_WAIT"

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let file = positionals(arguments, 1, "one FILE", &collector)[0]
    var limit = DocumentFile.defaultStreamLimit
    if let text = context.console.environment[streamLimitVariable] {
      if let value = Int(text), value > 0 {
        limit = value
      } else {
        collector.problems.append(
          "$\(streamLimitVariable): '\(text)' is not a number of bytes (a whole number from 1)")
      }
    }
    var wait = 10
    if let text = context.console.environment[pipeWaitVariable] {
      if let value = Int(text), value > 0, value <= 86_400 {
        wait = value
      } else {
        collector.problems.append(
          "$\(pipeWaitVariable): '\(text)' is not a number of seconds (a whole number from 1 to 86400)"
        )
      }
    }
    try collector.throwIfAny()
    context.removeStaleTemporaries()
    let input = try DocumentFile(
      file == "-" ? "/dev/stdin" : file, label: file,
      spoolFolder: parentFolder(context.databasePath), streamLimit: limit, pipeWait: wait)
    let progress = Progress(label: "import", console: context.console)
    defer { progress.finish() }
    func load(_ catalog: Catalog) throws(CatalogError) -> ImportResult {
      // Apple's font files, where the user installed them.
      catalog.systemFonts = SystemFonts(
        folder: context.console.environment[SystemFonts.environmentVariable])
      return try catalog.importDocument(
        input.document, source: file, replace: arguments[replace],
        existingNameHint: " (use --replace)", by: context.author, progress: progress.update)
    }
    let result: ImportResult
    do {
      // Into a missing catalog, the import builds the file aside: a failure leaves none.
      if let built = try Catalog.creating(context.databasePath, bulk: true, load) {
        result = built
      } else {
        result = try load(try Catalog(path: context.databasePath, access: .write))
      }
    } catch {
      // Whatever the parse made of them, bytes that changed under the import are not trusted.
      if let change = input.change() { throw .failure(change) }
      throw CLIError(error)
    }
    progress.finish()
    _ = input
    context.console.out.write(summary(result) + "\n")
  }

  /// `imported 3 buttons (1 replaced, 2 unchanged)`, or `nothing changed: 18 buttons unchanged`.
  static func summary(_ result: ImportResult) -> String {
    func buttons(_ n: Int) -> String { "\(n) button\(n == 1 ? "" : "s")" }
    let count = result.added + result.replaced
    let details = [
      result.replaced > 0 ? "\(result.replaced) replaced" : nil,
      result.unchanged > 0 ? "\(result.unchanged) unchanged" : nil,
    ].compactMap { $0 }
    let settings =
      result.settings == 0
      ? "" : "; \(result.settings) setting\(result.settings == 1 ? "" : "s") set"
    if count == 0, result.unchanged > 0 {
      return result.settings == 0
        ? "nothing changed: \(buttons(result.unchanged)) unchanged"
        : "\(buttons(result.unchanged)) unchanged" + settings
    }
    return "imported \(buttons(count))"
      + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))") + settings
  }
}

/// The folder of `path` (`.` for a bare name).
func parentFolder(_ path: String) -> String {
  guard let slash = path.lastIndex(of: "/") else { return "." }
  return slash == path.startIndex ? "/" : String(path[..<slash])
}
