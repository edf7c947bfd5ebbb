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
  /// link or a hard link is caught too. A path that does not exist yet cannot be the catalog.
  func refuseCatalogAsOutput(_ output: String) throws(CLIError) {
    var target = stat()
    guard stat(output, &target) == 0 else { return }
    for file in [databasePath, databasePath + "-wal", databasePath + "-shm"] {
      var info = stat()
      if stat(file, &info) == 0, info.st_dev == target.st_dev, info.st_ino == target.st_ino {
        throw .usage(
          "--output: '\(output)' is the catalog\(file == databasePath ? "" : "'s \(file.suffix(4)) file"); "
            + "writing the export there would replace it")
      }
    }
  }
}
