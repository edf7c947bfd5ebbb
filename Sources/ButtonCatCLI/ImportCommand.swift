import ButtonCatalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `buttoncat import FILE [--replace]`.
enum ImportCommand {
  static let spec = CommandSpec(
    name: "import", summary: "Import a JSON export; all of it in one transaction, or nothing.",
    synopsis: "FILE [--replace]",
    options: [
      OptionSpec(
        name: "replace", help: "Overwrite buttons whose names are already in the catalog."),
      .database,
    ],
    discussion: """
      FILE is what 'buttoncat export --format json' writes ('-' reads standard input). The whole
      document is validated first and every problem listed; layouts are recomputed.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let file = positionals(arguments, 1, "one FILE", &collector)[0]
    try collector.throwIfAny()
    let bytes = try FileBytes.read(file == "-" ? "/dev/stdin" : file, label: file)
    let parsed: CatalogDocument.Parsed
    do {
      parsed = try CatalogDocument.parse(bytes, source: file)
    } catch {
      throw CLIError(error)
    }
    let catalog = try context.open(.write)
    let progress = Progress(label: "import", console: context.console)
    do {
      let result = try catalog.importRecords(
        parsed.records, replace: arguments.has("replace"), by: context.author,
        progress: progress.update)
      progress.finish()
      context.console.out.write(
        "imported \(parsed.records.count) button\(parsed.records.count == 1 ? "" : "s")"
          + (result.replaced > 0 ? " (\(result.replaced) replaced)" : "") + "\n")
    } catch {
      progress.finish()
      throw CLIError(error)
    }
  }
}

/// Reading a whole file for a command, with errors that name it.
enum FileBytes {
  static func read(_ path: String, label: String) throws(CLIError) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
      throw .failure("cannot read '\(label)': \(String(cString: strerror(errno)))")
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
      if n < buffer.count {
        if ferror(file) != 0 {
          throw .failure("cannot read '\(label)': \(String(cString: strerror(errno)))")
        }
        break
      }
    }
    return bytes
  }
}
