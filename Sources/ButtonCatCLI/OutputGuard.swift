#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommandContext {
  /// Refuses an output path that is the catalog, or SQLite's `-wal` or `-shm` file beside it:
  /// an export written there would replace the catalog's data with a document, and succeed.
  ///
  /// Compared by file identity (device and inode), so another spelling of the path, a symbolic
  /// link or a hard link is caught, and by resolved path (the folder's real path and the file
  /// name), so a `-wal` or `-shm` file that does not exist at the moment is caught too. Called
  /// for every file an export writes, before any is written.
  func refuseCatalogAsOutput(_ output: String) throws(CLIError) {
    var target = stat()
    let exists = stat(output, &target) == 0
    let resolvedOutput = Self.resolved(output)
    let resolvedCatalog = Self.resolved(databasePath)
    for suffix in ["", "-wal", "-shm"] {
      let file = databasePath + suffix
      var info = stat()
      let sameFile =
        exists && stat(file, &info) == 0 && info.st_dev == target.st_dev
        && info.st_ino == target.st_ino
      let samePath =
        resolvedOutput != nil && resolvedCatalog.map { $0 + suffix } == resolvedOutput
      if sameFile || samePath {
        throw .usage(
          "--output: '\(output)' is the catalog\(suffix.isEmpty ? "" : "'s \(suffix) file"); "
            + "writing the export there would replace it")
      }
    }
  }

  /// The real path of `path`'s folder joined with its last component, or `nil` when the folder
  /// does not exist (then nothing there can be the catalog).
  static func resolved(_ path: String) -> String? {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard let real = realpath(folder, nil) else { return nil }
    defer { free(real) }
    let base = String(cString: real)
    return (base.hasSuffix("/") ? base : base + "/") + name
  }
}
