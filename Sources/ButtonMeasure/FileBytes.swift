import ButtonJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole source files through the one bounded reader (`SourceFile`: opened without
/// blocking, regular files only, at most the kind's limit), turning every failure into
/// `MeasureError.unreadableFile` with the reason a user can act on (no such file, a folder, a
/// device or a pipe, too large, no permission).
package enum FileBytes {
  static func read(_ path: String, kind: SourceKind) throws(MeasureError) -> [UInt8] {
    do {
      return try SourceFile.read(path, kind: kind)
    } catch {
      throw .unreadableFile(path: path, reason: error.reason)
    }
  }

  /// A descriptor on the regular file at `path`, within `kind`'s limit; the caller closes it.
  static func open(_ path: String, kind: SourceKind) throws(MeasureError) -> Int32 {
    do {
      return try SourceFile.open(path, kind: kind)
    } catch {
      throw .unreadableFile(path: path, reason: error.reason)
    }
  }

  /// Whether `path` names a folder (following symbolic links).
  package static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }
}
