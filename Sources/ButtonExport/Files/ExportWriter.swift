#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes an export's files to disk: one file at the output path, or a folder of files.
///
/// Each file is replaced atomically (`AtomicFileWriter`), so an interrupted export never leaves a
/// half-written file behind, and only when its bytes change, so an unchanged export keeps its
/// modification times (build systems and file watchers stay quiet). The report says which
/// files were written and which were already up to date. Files of an earlier export that this
/// one no longer produces are left alone: the folder may hold other files.
package struct ExportWriter: Sendable {
  /// What one `write` did, paths as written to.
  package struct Report: Equatable, Sendable {
    package var written: [String] = []
    /// How many files already held the bytes (a count, not paths: an export of 100,000
    /// diagrams into their folder leaves nearly all of them as they were).
    package var unchanged = 0

    package init(written: [String] = [], unchanged: Int = 0) {
      self.written = written
      self.unchanged = unchanged
    }
  }

  /// Called at fixed points of every file replacement; tests throw from it to interrupt a write.
  var hook: AtomicFileWriter.Hook?

  package init() {}

  init(hook: @escaping AtomicFileWriter.Hook) {
    self.hook = hook
  }

  /// Where an export's files go.
  package enum Destination: Equatable, Sendable {
    /// One file at this path (an export of exactly one file).
    case file(String)
    /// Each file at its relative path inside this folder, created (with its parents) if needed.
    case folder(String)
  }

  /// Writes `files` to `output`.
  ///
  /// - `.singleFile`: `files` holds one file, written at `output`; when `output` is an existing
  ///   folder, the file goes inside it under its own name.
  /// - `.directory`: the folder `output` is created (with its parents) if needed and each file
  ///   written at its relative path inside it.
  package func write(_ files: [ExportFile], to output: String, layout: ExportLayout)
    throws(ExportWriteError) -> Report
  {
    switch layout {
    case .singleFile:
      precondition(files.count == 1, "a single-file export renders exactly one file")
      return try write(files, to: Self.isFolder(output) ? .folder(output) : .file(output))
    case .directory:
      return try write(files, to: .folder(output))
    case .combinable:
      if Self.isFolder(output) { return try write(files, to: .folder(output)) }
      precondition(files.count == 1, "a file output takes the combined file")
      return try write(files, to: .file(output))
    }
  }

  /// The path each of `files` is written at, in order.
  package static func targets(_ files: [ExportFile], _ destination: Destination) -> [String] {
    switch destination {
    case .file(let path):
      precondition(files.count == 1, "a file destination takes exactly one file")
      return [path]
    case .folder(let folder):
      return files.map { file in
        precondition(isSafeRelativePath(file.path), "unsafe export path \(file.path)")
        return join(folder, file.path)
      }
    }
  }

  /// Writes `files` to `destination`, each file atomically and only when its bytes change, and
  /// all of them or none: every new file is written complete beside its destination, and every
  /// destination checked (not a folder, its folder writable, room on the disk), before the
  /// first is replaced. A failure then leaves every old file as it was and no temporary file,
  /// and names the file that failed. Each replaced file is kept (as a hard link) until the last
  /// is in place, so a rename that fails midway puts the earlier ones back.
  package func write(_ files: [ExportFile], to destination: Destination)
    throws(ExportWriteError) -> Report
  {
    _ = Self.targets(files, destination)
    let stream = ExportStreamWriter(destination, hook: hook)
    for file in files {
      stream.begin(file.path)
      let bytes = Array(file.contents.utf8)
      let half = bytes.count / 2
      stream.write(bytes[0..<half])
      try stream.halfWritten()
      stream.write(bytes[half...])
    }
    return try stream.commit()
  }

  /// Refuses a destination that a new file cannot replace: a folder.
  static func checkReplaceable(_ path: String) throws(ExportWriteError) {
    var info = stat()
    if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw ExportWriteError(
        operation: "replace", path: path, code: EISDIR, reason: "it is a folder")
    }
  }

  /// A relative path without `.`, `..` or empty components: it cannot leave the folder.
  static func isSafeRelativePath(_ path: String) -> Bool {
    !path.hasPrefix("/")
      && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
        !$0.isEmpty && $0 != "." && $0 != ".."
      }
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  package static func isFolder(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  /// `mkdir -p`: every missing folder along `path`.
  package static func createFolder(_ path: String) throws(ExportWriteError) {
    if isFolder(path) { return }
    let parent = AtomicFileWriter.parent(path)
    if parent != path, parent != ".", parent != "/" { try createFolder(parent) }
    if mkdir(path, 0o777) != 0 {
      if errno == EEXIST, isFolder(path) { return }
      if errno == EEXIST {
        throw ExportWriteError(
          operation: "create folder", path: path, code: EEXIST, reason: "a file is in the way")
      }
      throw .system("create folder", path)
    }
  }
}
