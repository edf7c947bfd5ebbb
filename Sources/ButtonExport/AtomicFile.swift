#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents atomically: write a temporary file in the same folder, flush it
/// to disk, rename it over the target, flush the folder.
///
/// `rename(2)` within one file system is atomic, so a reader (or a crash) sees either the whole
/// old file or the whole new one, never a half-written file at the path. A failure removes the
/// temporary file and leaves the old file untouched. The new file keeps the old one's
/// permission bits; a new file gets the default ones (0666 less the umask).
enum AtomicFile {
  /// A point inside `replace` where a test can make the write fail, to check what an
  /// interruption leaves behind.
  enum Stage: Sendable {
    /// Half the bytes are in the temporary file.
    case halfWritten(temporaryPath: String)
    /// The temporary file is complete and flushed, not yet renamed.
    case beforeRename(temporaryPath: String)
  }

  typealias Hook = @Sendable (Stage) throws(ExportWriteError) -> Void

  /// The file's bytes, or `nil` when there is no regular file at `path`.
  static func contents(_ path: String) throws(ExportWriteError) -> [UInt8]? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .system("read", path)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .system("read", path) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .system("read", path)
      }
      if n == 0 { return bytes }
      bytes += buffer[0..<n]
    }
  }

  static func replace(_ path: String, with bytes: [UInt8], hook: Hook? = nil)
    throws(ExportWriteError)
  {
    let folder = parent(path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var temporary = ""
    var fd: Int32 = -1
    // A random name, created exclusively: a clash with another writer just draws again.
    repeat {
      let tag = String(UInt64.random(in: 0...UInt64.max), radix: 36)
      temporary = folder + "/." + name + ".buttoncat-" + tag + ".tmp"
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    } while fd < 0 && errno == EEXIST
    guard fd >= 0 else { throw .system("create", path) }
    var isOpen = true
    do throws(ExportWriteError) {
      var existing = stat()
      if stat(path, &existing) == 0, fchmod(fd, existing.st_mode & 0o7777) != 0 {
        throw .system("write", temporary)
      }
      let half = bytes.count / 2
      try writeAll(fd, bytes[0..<half], temporary)
      try hook?(.halfWritten(temporaryPath: temporary))
      try writeAll(fd, bytes[half...], temporary)
      guard fsync(fd) == 0 else { throw .system("write", temporary) }
      isOpen = false
      guard close(fd) == 0 else { throw .system("write", temporary) }
      try hook?(.beforeRename(temporaryPath: temporary))
      guard rename(temporary, path) == 0 else { throw .system("replace", path) }
    } catch {
      if isOpen { close(fd) }
      unlink(temporary)
      throw error
    }
    syncFolder(folder)
  }

  private static func writeAll(_ fd: Int32, _ bytes: ArraySlice<UInt8>, _ path: String)
    throws(ExportWriteError)
  {
    var offset = bytes.startIndex
    while offset < bytes.endIndex {
      let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .system("write", path)
      }
      offset += n
    }
  }

  /// Makes a rename durable; a folder that cannot be opened or flushed (some file systems
  /// refuse) does not fail the export, whose file is complete either way.
  private static func syncFolder(_ folder: String) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    _ = fsync(fd)
    close(fd)
  }

  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
