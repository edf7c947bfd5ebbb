import ButtonCatalog
import ButtonJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The bytes of a document to import, read without trusting the file.
///
/// A regular file is mapped into memory (nothing copied; the pages already parsed are handed
/// back to the system as the import goes). A file truncated while it is mapped would kill the
/// process with SIGBUS at the first access past its new end: while the document is read, a
/// handler maps zeros over the vanished pages instead (the parse then fails), and the file's
/// size and modification time are checked after the last byte is read, so a file that changed
/// under the import is refused with a clear error, and nothing is kept.
///
/// Anything else (a pipe, a device, standard input) is copied with a 64 KB buffer into an
/// unlinked temporary file, which is then mapped: memory stays bounded. The copy stops at the
/// first byte that cannot start a document (a catalog document is an object: `{`) or that no
/// JSON text may contain (a control character other than tab, LF, CR), so `/dev/zero` or an
/// endless pipe of garbage fails at once; and after `streamLimit` bytes (2 GiB unless the
/// caller says otherwise), so an endless pipe of text that is valid so far (whitespace
/// forever) cannot fill the disk.
///
/// The file is opened without blocking: a named pipe is waited on for at most `pipeWait`
/// seconds (then exit 65), never forever; a folder, a socket or a block device is refused
/// (exit 65) naming the file.
final class DocumentFile: @unchecked Sendable {
  private var base: UnsafeMutableRawPointer?
  private let count: Int
  private let descriptor: Int32
  private let label: String
  /// Size and modification time when mapped (regular files only).
  private let original: stat?

  /// The most bytes copied from a pipe or a device: 2 GiB, more than twice the 803 MB
  /// document of 100,000 buttons (docs/git.md). Regular files are not copied.
  static let defaultStreamLimit = 1 << 31

  /// How long a named pipe (not standard input) is waited on for a first byte or its end:
  /// `$BUTTONCAT_IMPORT_PIPE_WAIT` seconds (1 to 86,400), else 10, so a pipe nobody writes to
  /// fails instead of hanging the command (`import` reports a value that is not a number).
  static var defaultPipeWait: Int {
    guard let text = getenv(ImportCommand.pipeWaitVariable).map({ String(cString: $0) }),
      let value = Int(text), value > 0, value <= 86_400
    else { return 10 }
    return value
  }

  init(
    _ path: String, label: String, spoolFolder: String, streamLimit: Int = defaultStreamLimit,
    pipeWait: Int = defaultPipeWait
  ) throws(CLIError) {
    self.label = label
    // Without blocking: a named pipe nobody writes to would wait in `open` forever.
    let opened = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
    guard opened >= 0 else {
      throw .failure("cannot read '\(label)': \(String(cString: strerror(errno)))")
    }
    var info = stat()
    guard fstat(opened, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(opened)
      throw .failure("cannot read '\(label)': \(reason)")
    }
    var fd = opened
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG || type == S_IFIFO || type == S_IFCHR else {
      close(opened)
      throw CLIError(.data, ["cannot read '\(label)': \(SourceFile.describe(type))"])
    }
    if type == S_IFIFO, !Self.isStreamName(path) {
      do throws(CLIError) {
        try Self.awaitWriter(opened, label: label, seconds: pipeWait)
      } catch {
        close(opened)
        throw error
      }
    }
    // Reads that follow wait for the data as usual.
    _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
    if type == S_IFREG {
      original = info
    } else {
      defer { close(opened) }
      fd = try Self.spool(opened, label: label, folder: spoolFolder, limit: streamLimit)
      original = nil
      fstat(fd, &info)
    }
    descriptor = fd
    count = Int(info.st_size)
    guard count > 0 else {
      base = nil
      return
    }
    guard let address = mmap(nil, count, PROT_READ, MAP_PRIVATE, fd, 0), address != MAP_FAILED
    else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw .failure("cannot read '\(label)': \(reason)")
    }
    madvise(address, count, MADV_SEQUENTIAL)
    base = address
    if original != nil { TruncationGuard.install(address, count) }
  }

  deinit {
    unmap()
    close(descriptor)
  }

  /// Gives the mapping back (the file stays open for `read`): `document` has no bytes after.
  func unmap() {
    guard let base else { return }
    if original != nil { TruncationGuard.remove() }
    munmap(base, count)
    self.base = nil
  }

  /// The bytes in `range`, read from the file again (not through the mapping): fewer when the
  /// file is shorter now.
  func bytes(in range: Range<Int>) -> [UInt8] {
    var bytes = [UInt8](repeating: 0, count: range.count)
    var done = 0
    while done < range.count {
      let count = bytes.withUnsafeMutableBytes {
        pread(
          descriptor, $0.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      done += count
    }
    return Array(bytes[..<done])
  }

  /// The bytes, a hook that drops the parsed pages from memory, and a check that the file is
  /// still what was mapped.
  var document: DocumentBytes {
    let buffer = UnsafeBufferPointer(start: base?.assumingMemoryBound(to: UInt8.self), count: count)
    guard let base else { return DocumentBytes(buffer) { _ in } }
    let address = Int(bitPattern: base)
    let page = Int(sysconf(Int32(_SC_PAGESIZE)))
    let message = change
    return DocumentBytes(
      buffer,
      release: { offset in
        madvise(UnsafeMutableRawPointer(bitPattern: address), offset / page * page, MADV_DONTNEED)
      },
      verify: {
        if let problem = message() { throw DocumentChanged(message: problem) }
      })
  }

  struct DocumentChanged: Error {
    var message: String
  }

  /// Why the bytes read cannot be trusted (the file was truncated or changed while it was
  /// read), or `nil`.
  func change() -> String? {
    guard let original else { return nil }
    var now = stat()
    let truncated = TruncationGuard.faulted
    guard fstat(descriptor, &now) == 0 else { return nil }
    if truncated || now.st_size != original.st_size
      || now.modificationTime.tv_sec != original.modificationTime.tv_sec
      || now.modificationTime.tv_nsec != original.modificationTime.tv_nsec
    {
      return "'\(label)' changed while it was being imported (\(original.st_size) bytes, now "
        + "\(now.st_size)); nothing was imported: import it again once it is complete"
    }
    return nil
  }

  /// The system's names for a stream the process has open already (standard input, a shell's
  /// `<(…)`): a pipe there has its writer, or has ended, and is read however long it takes.
  static func isStreamName(_ path: String) -> Bool {
    path == "/dev/stdin" || path.hasPrefix("/dev/fd/") || path.hasPrefix("/proc/self/fd/")
  }

  /// Waits up to `seconds` for the named pipe `fd` (opened without blocking) to have a byte to
  /// read or a writer that came and went; else the import fails (exit 65) naming the pipe.
  private static func awaitWriter(_ fd: Int32, label: String, seconds: Int) throws(CLIError) {
    var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    var left = seconds * 1000
    while left > 0 {
      let step = min(left, 100)
      let ready = poll(&entry, 1, Int32(step))
      if ready > 0 { return }
      if ready < 0, errno != EINTR {
        throw .failure("cannot read '\(label)': \(String(cString: strerror(errno)))")
      }
      left -= step
    }
    throw CLIError(
      .data,
      [
        "cannot read '\(label)': it is a named pipe (FIFO) and nothing was written to it within "
          + "\(seconds) s; nothing was imported (give a file, or '-' for standard input; "
          + "$\(ImportCommand.pipeWaitVariable) sets other seconds)"
      ])
  }

  /// Copies `source` into an unlinked temporary file in `folder` (else the system's temporary
  /// folder) through a 64 KB buffer, checking each byte can belong to a document and that no
  /// more than `limit` bytes come; returns the temporary file, open for reading.
  private static func spool(_ source: Int32, label: String, folder: String, limit: Int)
    throws(CLIError) -> Int32
  {
    var target: Int32 = -1
    for candidate in [folder, getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp", "/tmp"] {
      var template = Array((candidate + "/.buttoncat-import-XXXXXX").utf8CString)
      target = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      if target >= 0 {
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        break
      }
    }
    guard target >= 0 else {
      throw .failure(
        "cannot read '\(label)': no folder for a temporary copy (\(String(cString: strerror(errno))))"
      )
    }
    var scanner = DocumentScanner()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    var copied = 0
    while true {
      let n = buffer.withUnsafeMutableBytes { read(source, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        close(target)
        throw .failure("cannot read '\(label)': \(reason)")
      }
      if n == 0 { break }
      if let problem = scanner.scan(buffer[0..<n]) {
        close(target)
        throw CLIError(.data, ["\(label): not valid JSON: \(problem)"])
      }
      copied += n
      if copied > limit {
        close(target)
        throw CLIError(
          .data,
          [
            "\(label): the document is longer than \(limit) bytes, the most read from a pipe or "
              + "a device; nothing was imported: save it to a file and import the file"
          ])
      }
      let failed = buffer.withUnsafeBytes { bytes -> Bool in
        var offset = 0
        while offset < n {
          let w = write(target, bytes.baseAddress! + offset, n - offset)
          if w < 0 {
            if errno == EINTR { continue }
            return true
          }
          offset += w
        }
        return false
      }
      if failed {
        let reason = String(cString: strerror(errno))
        close(target)
        throw .failure("cannot read '\(label)': a temporary copy failed: \(reason)")
      }
    }
    return target
  }
}

/// Checks, as the bytes stream in, what can be checked without parsing: the document starts
/// (after an optional byte-order mark and whitespace) with `{`, and holds no byte JSON text
/// never contains (control characters other than tab, LF and CR, even inside strings).
struct DocumentScanner {
  private var started = false
  private var offset = 0
  private var line = 1
  private var column = 1

  /// The first problem in `bytes`, as the parser words its errors, or `nil`.
  mutating func scan(_ bytes: ArraySlice<UInt8>) -> String? {
    for byte in bytes {
      defer {
        offset += 1
        if byte == 0x0A {
          line += 1
          column = 1
        } else if byte & 0xC0 != 0x80 {
          column += 1
        }
      }
      if !started {
        if offset < 3, byte == [0xEF, 0xBB, 0xBF][offset] { continue }
        switch byte {
        case 0x20, 0x09, 0x0A, 0x0D: continue
        case UInt8(ascii: "{"): started = true
        default:
          return "line \(line), column \(column): \(Self.describe(byte)) cannot start a "
            + "catalog document (it begins with '{')"
        }
      }
      if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
        return "line \(line), column \(column): \(Self.describe(byte)) cannot appear in JSON text"
      }
    }
    return nil
  }

  static func describe(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    let code = "byte 0x" + (hex.count == 1 ? "0" : "") + hex
    return byte >= 0x21 && byte < 0x7F
      ? "'\(String(decoding: [byte], as: UTF8.self))' (\(code))" : code
  }
}

/// Maps zero pages over a mapped document's pages that vanished (the file was truncated), so
/// reading them gives zeros instead of SIGBUS; `faulted` says it happened. One document at a
/// time (an import reads one); a SIGBUS elsewhere gets the default action.
enum TruncationGuard {
  nonisolated(unsafe) static var start: UInt = 0
  nonisolated(unsafe) static var end: UInt = 0
  nonisolated(unsafe) static var page: UInt = 4096
  nonisolated(unsafe) static var faulted = false
  nonisolated(unsafe) static var previous = sigaction()

  static func install(_ address: UnsafeMutableRawPointer, _ count: Int) {
    page = UInt(sysconf(Int32(_SC_PAGESIZE)))
    start = UInt(bitPattern: address)
    end = (start + UInt(count) + page - 1) / page * page
    faulted = false
    var action = sigaction()
    action.setInfoHandler { signal, info, _ in
      let address = UInt(bitPattern: info?.pointee.faultAddress)
      if address >= TruncationGuard.start, address < TruncationGuard.end {
        let first = address / TruncationGuard.page * TruncationGuard.page
        let zeros = mmap(
          UnsafeMutableRawPointer(bitPattern: first), Int(TruncationGuard.end - first), PROT_READ,
          MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
        if zeros != MAP_FAILED {
          TruncationGuard.faulted = true
          return
        }
      }
      // Not the document's: the handler from before (the access is retried and fails again).
      sigaction(signal, &TruncationGuard.previous, nil)
    }
    action.sa_flags = SA_SIGINFO
    sigemptyset(&action.sa_mask)
    sigaction(SIGBUS, &action, &previous)
  }

  static func remove() {
    sigaction(SIGBUS, &previous, nil)
    start = 0
    end = 0
  }
}
