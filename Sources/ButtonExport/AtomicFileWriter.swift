#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written as a stream and put in place atomically (see `AtomicFile`): bytes go to a
/// temporary file beside `path` created exclusively under an unpredictable name; `commit`
/// flushes it to disk and renames it over `path`, or removes it when `path` already holds the
/// same bytes. Until then, and after `discard` or a failure, `path` is as it was.
///
/// A path that is a pipe or a character device (`/dev/null`, a named pipe), or one of the
/// system's names for an open stream (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
/// `/proc/self/fd/N`, as a shell's `>(…)` gives), is written to directly: renaming a file over it
/// would replace the device or the pipe (as root, `/dev/null` itself) instead of writing to it.
/// Any other file that is not a regular one (a block device, a socket) is refused.
public final class AtomicFileWriter {
  public let path: String
  public let temporaryPath: String
  /// Written to directly (a pipe or a device): nothing to rename, nothing to remove.
  public let isStream: Bool
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  /// The first write failure; later writes are dropped and `commit` throws it.
  private var failure: ExportWriteError?

  public init(path: String) throws(ExportWriteError) {
    self.path = path
    if let fd = try Self.openStream(path) {
      isStream = true
      temporaryPath = path
      descriptor = fd
      return
    }
    isStream = false
    (temporaryPath, descriptor) = try AtomicFile.createTemporary(for: path)
    buffer.reserveCapacity(1 << 16)
    // The permission bits of the file it replaces (a link at `path` is not followed).
    var existing = stat()
    if lstat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG,
      fchmod(descriptor, existing.st_mode & 0o7777) != 0
    {
      let error = ExportWriteError.system("write", temporaryPath)
      discard()
      throw error
    }
  }

  deinit {
    if descriptor >= 0 { discard() }
  }

  /// The system's names for an open stream: written through, never replaced.
  static func isStreamName(_ path: String) -> Bool {
    path == "/dev/stdout" || path == "/dev/stderr" || path.hasPrefix("/dev/fd/")
      || path.hasPrefix("/proc/self/fd/")
  }

  /// A descriptor open for writing when `path` is a pipe or a character device (or a stream
  /// name), `nil` for a regular file, a link or nothing (written atomically); other kinds of
  /// file are refused.
  static func openStream(_ path: String) throws(ExportWriteError) -> Int32? {
    var info = stat()
    let named = isStreamName(path)
    guard (named ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
    let kind = info.st_mode & S_IFMT
    if kind == S_IFREG && !named || kind == S_IFLNK || kind == S_IFDIR { return nil }
    guard named || kind == S_IFIFO || kind == S_IFCHR else {
      throw ExportWriteError(
        operation: "write", path: path, code: EINVAL,
        reason: "not a regular file, a pipe or a character device")
    }
    let fd = open(
      path, O_WRONLY | O_CLOEXEC | O_NOCTTY | (named ? O_APPEND : O_NOFOLLOW))
    guard fd >= 0 else { throw .system("write", path) }
    return fd
  }

  /// Appends the text's UTF-8 bytes, every one of them (U+0000 included).
  public func write(_ text: String) {
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  public func write(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBytes { append($0) }
  }

  private func append(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, descriptor >= 0 else { return }
    if buffer.count + bytes.count > 1 << 16 {
      do { try flush() } catch { return }
    }
    if bytes.count >= 1 << 16 {
      do {
        try AtomicFile.writeAll(descriptor, bytes, temporaryPath)
      } catch {
        failure = error
      }
    } else {
      buffer.append(contentsOf: bytes)
    }
  }

  /// Writes the buffered bytes to the temporary file.
  func flush() throws(ExportWriteError) {
    if let failure { throw failure }
    guard !buffer.isEmpty else { return }
    let fd = descriptor
    let name = temporaryPath
    let result: Result<Void, ExportWriteError> = buffer.withUnsafeBytes { bytes in
      do throws(ExportWriteError) {
        try AtomicFile.writeAll(fd, bytes, name)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    if case .failure(let error) = result {
      failure = error
      throw error
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Flushes the temporary file to disk and closes it.
  func finish() throws(ExportWriteError) {
    try flush()
    guard isStream || fsync(descriptor) == 0 else { throw .system("write", temporaryPath) }
    let fd = descriptor
    descriptor = -1
    guard close(fd) == 0 else { throw .system("write", temporaryPath) }
  }

  /// Renames the finished temporary file over `path` and flushes the folder.
  func rename() throws(ExportWriteError) {
    if isStream { return }
    guard systemRename(temporaryPath, path) == 0 else { throw .system("replace", path) }
    AtomicFile.syncFolder(AtomicFile.parent(path))
  }

  /// Puts the file in place; `false` when `path` held these bytes already (left untouched).
  /// A failure leaves `path` as it was and no temporary file.
  @discardableResult
  public func commit() throws(ExportWriteError) -> Bool {
    do throws(ExportWriteError) {
      try finish()
      if isStream { return true }
      if Self.sameContent(temporaryPath, path) {
        unlink(temporaryPath)
        return false
      }
      try rename()
      return true
    } catch {
      discard()
      throw error
    }
  }

  /// Removes the temporary file; `path` stays as it was.
  public func discard() {
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if !isStream { unlink(temporaryPath) }
  }

  /// Whether two regular files hold the same bytes (a missing file or a link never matches).
  static func sameContent(_ a: String, _ b: String) -> Bool {
    let fa = open(a, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
    guard fa >= 0 else { return false }
    defer { close(fa) }
    let fb = open(b, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard fb >= 0 else { return false }
    defer { close(fb) }
    var info = stat()
    guard fstat(fb, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return false }
    var x = [UInt8](repeating: 0, count: 1 << 16)
    var y = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = fill(fa, &x)
      let m = fill(fb, &y)
      if n < 0 || m < 0 || n != m || x[0..<n] != y[0..<m] { return false }
      if n < x.count { return true }
    }
  }

  /// Reads until `buffer` is full or the file ends; the count, or -1 on an error.
  private static func fill(_ fd: Int32, _ buffer: inout [UInt8]) -> Int {
    var count = 0
    while count < buffer.count {
      let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0 {
        if errno == EINTR { continue }
        return -1
      }
      if n == 0 { break }
      count += n
    }
    return count
  }
}

/// `rename(2)`, named apart from the writer's own `rename`.
private func systemRename(_ old: String, _ new: String) -> Int32 {
  rename(old, new)
}
