#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Replaces a file's contents atomically: write a temporary file in the same folder, flush it
/// to disk, rename it over the target, flush the folder. The one way buttoncat writes a file
/// (every export format, each file of a folder export, JSON streamed to `--output`).
///
/// `rename(2)` within one file system is atomic, so a reader (or a crash) sees either the whole
/// old file or the whole new one, never a half-written file at the path. A failure removes the
/// temporary file and leaves the old file untouched. The temporary file has an unpredictable
/// name and is created exclusively without following links (`O_CREAT | O_EXCL | O_NOFOLLOW`),
/// so a link planted beside the output cannot redirect the write; a link at the output path
/// itself is replaced, never written through. The new file keeps the old one's permission bits;
/// a new file gets the default ones (0666 less the umask).
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

  /// The bytes of the regular file at `path`, or `nil` when there is none (a link at `path` is
  /// not followed: it is not the file an export wrote).
  static func contents(_ path: String) throws(ExportWriteError) -> [UInt8]? {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      throw .system("read", path)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard fd >= 0 else {
      if errno == ELOOP || errno == ENOENT { return nil }
      throw .system("read", path)
    }
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
    let file = try AtomicFileWriter(path: path)
    do throws(ExportWriteError) {
      let half = bytes.count / 2
      file.write(bytes[0..<half])
      try file.flush()
      try hook?(.halfWritten(temporaryPath: file.temporaryPath))
      file.write(bytes[half...])
      try file.finish()
      try hook?(.beforeRename(temporaryPath: file.temporaryPath))
      try file.rename()
    } catch {
      file.discard()
      throw error
    }
  }

  /// Creates a new file with an unpredictable name beside `path` (`.NAME.buttoncat-RANDOM.tmp`),
  /// exclusively and without following a link; a clash draws another name.
  static func createTemporary(for path: String) throws(ExportWriteError) -> (
    path: String, descriptor: Int32
  ) {
    let folder = parent(path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var generator = SystemRandomNumberGenerator()
    while true {
      let tag =
        String(generator.next() as UInt64, radix: 36)
        + String(generator.next() as UInt64, radix: 36)
      let temporary = folder + "/." + name + ".buttoncat-" + tag + ".tmp"
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if fd >= 0 { return (temporary, fd) }
      if errno != EEXIST { throw .system("create", path) }
    }
  }

  /// Writes every byte, resuming after partial writes and interruptions.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, _ path: String)
    throws(ExportWriteError)
  {
    guard var address = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let n = write(fd, address, left)
      if n < 0 {
        if errno == EINTR { continue }
        throw .system("write", path)
      }
      address += n
      left -= n
    }
  }

  /// Makes a rename durable; a folder that cannot be opened or flushed (some file systems
  /// refuse) does not fail the export, whose file is complete either way.
  static func syncFolder(_ folder: String) {
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
