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
    let input = try DocumentFile(file == "-" ? "/dev/stdin" : file, label: file)
    let progress = Progress(label: "import", console: context.console)
    defer { progress.finish() }
    func load(_ catalog: Catalog) throws(CatalogError) -> ImportResult {
      try catalog.importDocument(
        input.document, source: file, replace: arguments.has("replace"), by: context.author,
        progress: progress.update)
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
      throw CLIError(error)
    }
    progress.finish()
    context.console.out.write(summary(result) + "\n")
  }

  /// `imported 3 buttons (1 replaced, 2 unchanged)`, or `nothing changed: 18 buttons unchanged`.
  static func summary(_ result: ImportResult) -> String {
    func buttons(_ n: Int) -> String { "\(n) button\(n == 1 ? "" : "s")" }
    let count = result.added + result.replaced
    if count == 0, result.unchanged > 0 {
      return "nothing changed: \(buttons(result.unchanged)) unchanged"
    }
    let details = [
      result.replaced > 0 ? "\(result.replaced) replaced" : nil,
      result.unchanged > 0 ? "\(result.unchanged) unchanged" : nil,
    ].compactMap { $0 }
    return "imported \(buttons(count))"
      + (details.isEmpty ? "" : " (\(details.joined(separator: ", ")))")
  }
}

/// The bytes of a document to import: a regular file is mapped into memory (nothing copied,
/// and the pages already parsed are handed back to the system as the import goes); anything
/// else (a pipe, standard input) is read whole.
final class DocumentFile {
  private let base: UnsafeMutableRawPointer?
  private let count: Int
  private let mapped: Bool

  init(_ path: String, label: String) throws(CLIError) {
    let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw .failure("cannot read '\(label)': \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    var info = stat()
    if fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
      let address = mmap(nil, Int(info.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
      address != MAP_FAILED
    {
      madvise(address, Int(info.st_size), MADV_SEQUENTIAL)
      base = address
      count = Int(info.st_size)
      mapped = true
      return
    }
    let bytes = try FileBytes.read(path, label: label)
    let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 1)
    bytes.withUnsafeBytes { copy.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    base = copy
    count = bytes.count
    mapped = false
  }

  deinit {
    if mapped { munmap(base, count) } else { base?.deallocate() }
  }

  /// The bytes, and a hook that drops the parsed pages of a mapped file from memory.
  var document: DocumentBytes {
    let buffer = UnsafeBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count)
    guard mapped, let base else { return DocumentBytes(buffer) { _ in } }
    let address = Int(bitPattern: base)
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    return DocumentBytes(buffer) { offset in
      madvise(UnsafeMutableRawPointer(bitPattern: address), offset / page * page, MADV_DONTNEED)
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
