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
  /// Refuses a catalog where `merge` takes documents (65).
  static func refuseCatalog(_ path: String) throws(CLIError) {
    throw .data(
      "'\(path)' is a catalog (a SQLite file); merge takes catalog documents: "
        + "what 'buttoncat export --format json' writes")
  }

  /// A side of `diff` or `merge` that is a catalog document (`-` is standard input; an empty
  /// file, such as `/dev/null` or git's base of a file added on both branches, is a document
  /// without buttons), indexed (`DocumentIndex`: read once, the pages read handed back) and
  /// kept open to read each button again as the sides are walked; `nil` for a catalog (a file
  /// that starts as a SQLite database does; `documentsOnly` refuses it). `check` says why the
  /// file cannot be trusted any more (it changed since), or `nil`.
  static func indexed(_ path: String, documentsOnly: Bool = false) throws(CLIError)
    -> (document: IndexedDocument, check: () -> String?)?
  {
    let file = path == "-" ? "/dev/stdin" : path
    if isCatalog(file) {
      if documentsOnly { try refuseCatalog(path) }
      return nil
    }
    let input = try DocumentFile(file, label: path, spoolFolder: temporaryFolder)
    let bytes = input.document
    var index = DocumentIndex()
    if !bytes.buffer.isEmpty {
      do {
        index = try DocumentIndex(bytes.buffer, source: path, release: bytes.release)
      } catch {
        if let change = input.change() { throw .failure(change) }
        throw CLIError(error)
      }
    }
    input.unmap()
    return (IndexedDocument(index: index, source: path) { input.bytes(in: $0) }, { input.change() })
  }

  /// Runs `body` with the side of `diff` at `path`: a document, indexed (see `indexed`; its
  /// `check` given), or a catalog, opened as a snapshot (nothing written; an older catalog is
  /// upgraded in memory only) and read in one transaction (`Catalog.withDiffSide`).
  static func withDiffSide<T>(
    _ path: String, _ body: (DiffSide, @escaping () -> String?) throws(CLIError) -> T
  ) throws(CLIError) -> T {
    if let (document, check) = try indexed(path) {
      return try body(DiffSide(document), check)
    }
    let catalog: Catalog
    do {
      catalog = try Catalog(path: path == "-" ? "/dev/stdin" : path, access: .snapshot)
    } catch {
      throw CLIError(error)
    }
    do {
      return try catalog.withDiffSide { side in try body(side, { nil }) }
    } catch let error as CLIError {
      throw error
    } catch let error as CatalogError {
      throw CLIError(error)
    } catch {
      throw CLIError(CatalogError.storage(path: catalog.path, "\(error)"))
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
