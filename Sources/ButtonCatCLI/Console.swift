#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere text goes: standard output, standard error, or a string in a test.
package protocol TextSink: AnyObject {
  func write(_ text: String)
  /// Writes what is buffered; a failure is kept for `writeFailure`.
  func flush()
  /// Why a write to this sink failed (the first failure), `nil` while every byte went out.
  var writeFailure: String? { get }
}

extension TextSink {
  package func flush() {}
  package var writeFailure: String? { nil }
}

/// Standard output or standard error, written as bytes with `write(2)`: every byte of the
/// text's UTF-8 reaches the stream, U+0000 included (a C string would end there).
///
/// Standard output is buffered (64 KB, flushed before exit); standard error is not, and writing
/// to it first flushes the standard output it was made with, so on a terminal or in one pipe a
/// command's details (stdout) always come before its `Error:` summary (stderr).
///
/// Every write is checked: the first failure (a full disk, `/dev/full`, a closed stream) is
/// kept in `writeFailure`, and the rest of the output is dropped; the command then exits with
/// an error instead of reporting success for a truncated document. A stream closed when the
/// process started (`>&-`) is reopened on `/dev/null`, so no file the command opens can take
/// its number and receive its output, and counts as failed at its first write.
package final class FileSink: TextSink {
  private let descriptor: Int32
  private let buffered: Bool
  /// Flushed before each write to this sink.
  private let before: FileSink?
  private var buffer: [UInt8] = []
  /// The `errno` of the first failed write.
  private var failedWith: Int32?
  /// Closed when the process started: every write fails (EBADF).
  private let closed: Bool

  private init(descriptor: Int32, buffered: Bool, before: FileSink?) {
    self.descriptor = descriptor
    self.buffered = buffered
    self.before = before
    closed = Self.reserve(descriptor)
    if buffered { buffer.reserveCapacity(1 << 16) }
  }

  /// Standard output, buffered (flush before exit).
  package static func standardOutput() -> FileSink {
    _ = reserve(0)
    return FileSink(descriptor: 1, buffered: true, before: nil)
  }

  /// Standard error, unbuffered; `output` (standard output) is flushed before each write.
  package static func standardError(after output: FileSink? = nil) -> FileSink {
    FileSink(descriptor: 2, buffered: false, before: output)
  }

  /// Opens `/dev/null` on `descriptor` when it is closed; whether it was.
  private static func reserve(_ descriptor: Int32) -> Bool {
    guard fcntl(descriptor, F_GETFD) < 0, errno == EBADF else { return false }
    let null = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)
    if null >= 0, null != descriptor {
      dup2(null, descriptor)
      close(null)
    }
    return true
  }

  package var writeFailure: String? {
    failedWith.map { String(cString: strerror($0)) }
  }

  package func write(_ text: String) {
    before?.flush()
    guard failedWith == nil else { return }
    var text = text
    text.withUTF8 { bytes in
      if !buffered {
        send(bytes)
        return
      }
      if buffer.count + bytes.count > 1 << 16 { flush() }
      if bytes.count >= 1 << 16 {
        send(bytes)
      } else {
        buffer.append(contentsOf: bytes)
      }
    }
  }

  package func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBufferPointer { send($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes `bytes` unless a write failed already; keeps the first failure.
  private func send(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard failedWith == nil, !bytes.isEmpty else { return }
    if closed {
      failedWith = EBADF
      return
    }
    failedWith = Self.writeAll(descriptor, bytes)
  }

  /// Writes every byte, resuming after partial writes and interruptions; the `errno` of a
  /// failure (the rest is not written), `nil` when every byte went out.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) -> Int32? {
    guard var address = bytes.baseAddress else { return nil }
    var left = bytes.count
    while left > 0 {
      let n = systemWrite(descriptor, address, left)
      if n < 0 {
        if errno == EINTR { continue }
        if errno == EAGAIN {
          // A non-blocking stream that is full: wait until it takes more.
          var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
          _ = poll(&ready, 1, -1)
          continue
        }
        return errno
      }
      if n == 0 { return EIO }
      address += n
      left -= n
    }
    return nil
  }

  /// Whether the stream is a terminal (progress bars and colour only go to terminals).
  package var isTerminal: Bool { isatty(descriptor) != 0 }
}

/// `write(2)`, named apart from the sinks' own `write`.
private func systemWrite(_ descriptor: Int32, _ address: UnsafePointer<UInt8>, _ count: Int) -> Int
{
  write(descriptor, address, count)
}

/// Collects everything written, for tests (`@testable import ButtonCatCLI`).
final class StringSink: TextSink {
  private(set) var text = ""

  init() {}

  func write(_ text: String) {
    self.text += text
  }
}

/// What a command may touch of the outside world: its two streams and the environment.
package final class Console {
  package let out: TextSink
  package let err: TextSink
  package let environment: Environment
  /// Standard error is a terminal: long work may draw a progress bar there.
  package let errorIsTerminal: Bool

  package init(
    out: TextSink, err: TextSink, environment: Environment, errorIsTerminal: Bool = false
  ) {
    self.out = out
    self.err = err
    self.environment = environment
    self.errorIsTerminal = errorIsTerminal
  }

  /// A console with a fixed environment (tests, embedding).
  package convenience init(
    out: TextSink, err: TextSink, environment: [String: String] = [:],
    errorIsTerminal: Bool = false
  ) {
    self.init(
      out: out, err: err, environment: Environment(environment), errorIsTerminal: errorIsTerminal)
  }
}

/// The variables a command reads, looked up by name: the process's own (read when asked, so a
/// command that reads none pays nothing at start-up), or a fixed set.
package struct Environment: Sendable {
  private let lookup: @Sendable (String) -> String?

  package init(_ values: [String: String]) {
    lookup = { values[$0] }
  }

  /// The process environment.
  package static let process = Environment(lookup: { name in
    getenv(name).map { String(cString: $0) }
  })

  private init(lookup: @escaping @Sendable (String) -> String?) {
    self.lookup = lookup
  }

  package subscript(name: String) -> String? { lookup(name) }
}
