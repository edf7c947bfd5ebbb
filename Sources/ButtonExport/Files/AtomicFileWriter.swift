#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one way buttoncat writes a file (every export format, each file of a folder export, JSON
/// streamed to `--output`): bytes go to a temporary file beside `path`, which `commit` flushes
/// to disk and renames over `path` (then flushes the folder), or removes when `path` already
/// holds the same bytes. Until then, and after `discard` or a failure, `path` is as it was.
///
/// `rename(2)` within one file system is atomic, so a reader (or a crash) sees either the whole
/// old file or the whole new one, never a half-written file at the path. The temporary file
/// (`.NAME.buttoncat-RANDOM.tmp`) has an unpredictable name and is created exclusively without
/// following links (`O_CREAT | O_EXCL | O_NOFOLLOW`), so a link planted beside the output
/// cannot redirect the write; a link at the output path itself to a regular file (or to
/// nothing) is replaced, never written through. The new file keeps the old one's permission
/// bits; a new file gets the default ones (0666 less the umask). A long name is cut short in
/// the temporary file's name, which stays within the system's 255 bytes.
///
/// A path that is or resolves to (through links) a pipe or a character device (`/dev/null`, a
/// named pipe), or one of the system's names for an open stream (`/dev/stdout`, `/dev/stderr`,
/// `/dev/fd/N`, `/proc/self/fd/N`, as a shell's `>(…)` gives), is written to directly: renaming
/// a file over it would replace the device or the pipe (as root, `/dev/null` itself) instead of
/// writing to it. Standard input (`/dev/stdin`, `/dev/fd/0`, a link to them), any other file
/// that is not a regular one (a block device, a socket), and a regular file or link in a system
/// folder (`/dev`, `/proc`, `/sys`) are refused: nothing there is ever replaced.
package final class AtomicFileWriter {
  package let path: String
  package let temporaryPath: String
  /// Written to directly (a pipe or a device): nothing to rename, nothing to remove.
  package let isStream: Bool
  private var descriptor: Int32
  private var buffer: [UInt8] = []
  /// The first write failure; later writes are dropped and `commit` throws it.
  private var failure: ExportWriteError?

  package init(path: String) throws(ExportWriteError) {
    self.path = path
    if let fd = try Self.openStream(path) {
      isStream = true
      temporaryPath = path
      descriptor = fd
      return
    }
    isStream = false
    (temporaryPath, descriptor) = try Self.createTemporary(for: path)
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
      || path.hasPrefix("/proc/self/fd/") || path.hasPrefix("/proc/thread-self/fd/")
      || path.hasPrefix("/proc/\(getpid())/fd/")
  }

  /// The system's names for standard input: never an output (written through, the bytes would
  /// go to what the command reads; replaced, the system's link would be gone).
  static func isStandardInputName(_ path: String) -> Bool {
    path == "/dev/stdin" || path == "/dev/fd/0" || path == "/proc/self/fd/0"
      || path == "/proc/thread-self/fd/0" || path == "/proc/\(getpid())/fd/0"
  }

  /// `path` and every link it goes through, in order (at most 40 links, as the system follows).
  static func linkChain(_ path: String) -> [String] {
    var chain = [path]
    var current = path
    for _ in 0..<40 {
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(current, &buffer, buffer.count - 1)
      guard count > 0 else { break }
      let target = String(
        decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      current = target.hasPrefix("/") ? target : parent(current) + "/" + target
      chain.append(current)
    }
    return chain
  }

  /// Whether `path`'s folder is, once resolved, one of the system's (`/dev`, `/proc`, `/sys` or
  /// a folder in them), where nothing is replaced: its files are devices, links to streams, or
  /// the kernel's settings.
  static func isInSystemFolder(_ path: String) -> Bool {
    let folder = parent(path)
    guard let real = realpath(folder, nil) else { return false }
    defer { free(real) }
    let resolved = String(cString: real)
    return ["/dev", "/proc", "/sys"].contains { resolved == $0 || resolved.hasPrefix($0 + "/") }
  }

  /// A descriptor open for writing when `path` is, or resolves to, a pipe or a character device
  /// (or a stream name), `nil` for a regular file, a link to one or nothing (written
  /// atomically); standard input, other kinds of file, and a file or a link in a system folder
  /// that is not a stream are refused.
  static func openStream(_ path: String) throws(ExportWriteError) -> Int32? {
    let chain = linkChain(path)
    if chain.contains(where: isStandardInputName) {
      throw ExportWriteError(
        operation: "write", path: path, code: EINVAL,
        reason: "it is standard input, not a place to write; give a file")
    }
    var link = stat()
    guard lstat(path, &link) == 0 else {
      if isInSystemFolder(path) {
        throw ExportWriteError(
          operation: "write", path: path, code: EINVAL,
          reason: "it is in a system folder (/dev, /proc, /sys); give another file")
      }
      return nil
    }
    var info = stat()
    let resolves = stat(path, &info) == 0
    let linkKind = link.st_mode & S_IFMT
    let kind = resolves ? info.st_mode & S_IFMT : linkKind
    // A stream name, or a link through one (`/dev/stdout`, `/dev/fd/N`): written through.
    let named = chain.contains(where: isStreamName)
    if kind == S_IFDIR { return nil }
    if kind == S_IFIFO || kind == S_IFCHR || named && kind == S_IFREG {
      let fd = open(
        path, O_WRONLY | O_CLOEXEC | O_NOCTTY | (named ? O_APPEND : 0))
      guard fd >= 0 else { throw .system("write", path) }
      return fd
    }
    if kind == S_IFREG || linkKind == S_IFLNK && !resolves {
      // A regular file, a link to one, or a dangling link: replaced, unless it is the
      // system's (a link in /dev, a file of /proc).
      let target = chain.last ?? path
      if isInSystemFolder(path) || isInSystemFolder(target) {
        throw ExportWriteError(
          operation: "write", path: path, code: EINVAL,
          reason: "it is a system file (in /dev, /proc or /sys), not a place for an export")
      }
      return nil
    }
    throw ExportWriteError(
      operation: "write", path: path, code: EINVAL,
      reason: "not a regular file, a pipe or a character device")
  }

  /// Appends the text's UTF-8 bytes, every one of them (U+0000 included).
  package func write(_ text: String) {
    var text = text
    text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
  }

  package func write(_ bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBytes { append($0) }
  }

  private func append(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil, descriptor >= 0 else { return }
    if buffer.count + bytes.count > 1 << 16 {
      do { try flush() } catch { return }
    }
    if bytes.count >= 1 << 16 {
      do {
        try Self.writeAll(descriptor, bytes, temporaryPath)
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
        try Self.writeAll(fd, bytes, name)
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

  /// Flushes the temporary file to disk (unless `sync` is false: the caller makes it durable
  /// before the rename, `syncAll`) and closes it.
  func finish(sync: Bool = true) throws(ExportWriteError) {
    try flush()
    // A finished file waits for its rename holding no buffer (a folder export keeps many).
    buffer = []
    guard isStream || !sync || fsync(descriptor) == 0 else {
      throw .system("write", temporaryPath)
    }
    let fd = descriptor
    descriptor = -1
    guard close(fd) == 0 else { throw .system("write", temporaryPath) }
  }

  /// Renames the finished temporary file over `path` and flushes the folder (unless
  /// `syncFolder` is false: the caller flushes it once for all its files).
  func rename(syncFolder: Bool = true) throws(ExportWriteError) {
    if isStream { return }
    try Self.rename(temporaryPath, to: path)
    if syncFolder { Self.syncFolder(Self.parent(path)) }
  }

  /// Puts the finished temporary file `temporary` at `path`.
  static func rename(_ temporary: String, to path: String) throws(ExportWriteError) {
    guard systemRename(temporary, path) == 0 else { throw .system("replace", path) }
  }

  /// Makes the finished temporary files `paths` durable: each file, or for many (a folder
  /// export of many buttons) the file system holding them in one call where the system has
  /// one (`syncfs`).
  static func syncAll(_ paths: [String]) throws(ExportWriteError) {
    guard !paths.isEmpty else { return }
    #if os(Linux)
      if paths.count > 16, let symbol = dlsym(nil, "syncfs") {
        // `syncfs(2)`, which Glibc's module does not declare.
        typealias SyncFS = @convention(c) (Int32) -> Int32
        let fd = open(paths[0], O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        if fd >= 0 {
          defer { close(fd) }
          if unsafeBitCast(symbol, to: SyncFS.self)(fd) == 0 { return }
        }
      }
    #endif
    for path in paths {
      let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
      guard fd >= 0 else { throw .system("write", path) }
      defer { close(fd) }
      guard fsync(fd) == 0 else { throw .system("write", path) }
    }
  }

  /// Puts the file in place; `false` when `path` held these bytes already (left untouched).
  /// A failure leaves `path` as it was and no temporary file.
  @discardableResult
  package func commit() throws(ExportWriteError) -> Bool {
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
  package func discard() {
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

/// `write(2)`, named apart from the writer's own `write`.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}

extension AtomicFileWriter {
  /// A point inside `replace` where a test can make the write fail, to check what an
  /// interruption leaves behind.
  enum Stage: Sendable {
    /// Half the bytes are in the temporary file.
    case halfWritten(temporaryPath: String)
    /// The temporary file is complete and flushed, not yet renamed.
    case beforeRename(temporaryPath: String)
  }

  typealias Hook = @Sendable (Stage) throws(ExportWriteError) -> Void

  /// Replaces the file at `path` with `bytes` (see the type's description), calling `hook` at
  /// each `Stage`. A failure removes the temporary file and leaves `path` as it was.
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

  /// Whether the regular file at `path` holds exactly `bytes`, read in 64 KB blocks; `false`
  /// when there is no such file (a link at `path` is not followed: it is not the file an export
  /// wrote).
  static func holds(_ path: String, _ bytes: [UInt8]) throws(ExportWriteError) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return false }
      throw .system("read", path)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) == bytes.count else {
      return false
    }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard fd >= 0 else {
      if errno == ELOOP || errno == ENOENT { return false }
      throw .system("read", path)
    }
    defer { close(fd) }
    var block = [UInt8](repeating: 0, count: 1 << 16)
    var offset = 0
    while offset < bytes.count {
      let n = fill(fd, &block)
      if n < 0 { throw .system("read", path) }
      // Shorter or longer than when it was measured: not these bytes.
      if n == 0 || n > bytes.count - offset { return false }
      if block[0..<n] != bytes[offset..<(offset + n)] { return false }
      offset += n
    }
    let more = fill(fd, &block)
    if more < 0 { throw .system("read", path) }
    return more == 0
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
      // A long name is cut short (at a character boundary): the temporary file's name must
      // not pass the system's limit (255 bytes) when the output's own name does not.
      var kept = Substring(name)
      let budget = 255 - ".".utf8.count - ".buttoncat-".utf8.count - tag.utf8.count - 4
      while kept.utf8.count > budget { kept = kept.dropLast() }
      let temporary = folder + "/." + kept + ".buttoncat-" + tag + ".tmp"
      let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
      if fd >= 0 { return (temporary, fd) }
      if errno != EEXIST { throw .system("create", path) }
    }
  }

  /// A hard link to the file (or link) at `path` under a temporary name beside it, so that it
  /// can be put back after `path` is replaced; `nil` when there is nothing there or the file
  /// system cannot link.
  static func keepOld(_ path: String) -> String? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) != S_IFDIR else { return nil }
    let folder = parent(path)
    let name = path.split(separator: "/").last.map(String.init) ?? path
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<8 {
      let old =
        folder + "/." + name + ".buttoncat-" + String(generator.next() as UInt64, radix: 36)
        + ".old"
      if link(path, old) == 0 { return old }
      if errno != EEXIST { return nil }
    }
    return nil
  }

  /// Writes every byte, resuming after partial writes and interruptions.
  static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, _ path: String)
    throws(ExportWriteError)
  {
    guard var address = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let n = systemWrite(fd, address, left)
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

  /// The folder of `path`: `.` for a bare name, `/` for a file at the root.
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
