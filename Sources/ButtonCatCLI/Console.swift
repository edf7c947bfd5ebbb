#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere text goes: standard output, standard error, or a string in a test.
public protocol TextSink: AnyObject {
  func write(_ text: String)
}

/// Standard output or standard error, written as bytes with `write(2)`: every byte of the
/// text's UTF-8 reaches the stream, U+0000 included (a C string would end there).
///
/// Standard output is buffered (64 KB, flushed before exit); standard error is not, and writing
/// to it first flushes the standard output it was made with, so on a terminal or in one pipe a
/// command's details (stdout) always come before its `Error:` summary (stderr).
public final class FileSink: TextSink {
  private let descriptor: Int32
  private let buffered: Bool
  /// Flushed before each write to this sink.
  private let before: FileSink?
  private var buffer: [UInt8] = []

  private init(descriptor: Int32, buffered: Bool, before: FileSink?) {
    self.descriptor = descriptor
    self.buffered = buffered
    self.before = before
    if buffered { buffer.reserveCapacity(1 << 16) }
  }

  /// Standard output, buffered (flush before exit).
  public static func standardOutput() -> FileSink {
    FileSink(descriptor: 1, buffered: true, before: nil)
  }

  /// Standard error, unbuffered; `output` (standard output) is flushed before each write.
  public static func standardError(after output: FileSink? = nil) -> FileSink {
    FileSink(descriptor: 2, buffered: false, before: output)
  }

  public func write(_ text: String) {
    before?.flush()
    var text = text
    text.withUTF8 { bytes in
      if !buffered {
        Self.writeAll(descriptor, bytes)
        return
      }
      if buffer.count + bytes.count > 1 << 16 { flush() }
      if bytes.count >= 1 << 16 {
        Self.writeAll(descriptor, bytes)
      } else {
        buffer.append(contentsOf: bytes)
      }
    }
  }

  public func flush() {
    guard !buffer.isEmpty else { return }
    buffer.withUnsafeBufferPointer { Self.writeAll(descriptor, $0) }
    buffer.removeAll(keepingCapacity: true)
  }

  /// Writes every byte, resuming after partial writes and interruptions. A stream that fails
  /// (a closed pipe, a full disk) drops the rest, as stdio did.
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    guard var address = bytes.baseAddress else { return }
    var left = bytes.count
    while left > 0 {
      let n = systemWrite(descriptor, address, left)
      if n < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      address += n
      left -= n
    }
  }

  /// Whether the stream is a terminal (progress bars and colour only go to terminals).
  public var isTerminal: Bool { isatty(descriptor) != 0 }
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
public final class Console {
  public let out: TextSink
  public let err: TextSink
  public let environment: Environment
  /// Standard error is a terminal: long work may draw a progress bar there.
  public let errorIsTerminal: Bool

  public init(
    out: TextSink, err: TextSink, environment: Environment, errorIsTerminal: Bool = false
  ) {
    self.out = out
    self.err = err
    self.environment = environment
    self.errorIsTerminal = errorIsTerminal
  }

  /// A console with a fixed environment (tests, embedding).
  public convenience init(
    out: TextSink, err: TextSink, environment: [String: String] = [:],
    errorIsTerminal: Bool = false
  ) {
    self.init(
      out: out, err: err, environment: Environment(environment), errorIsTerminal: errorIsTerminal)
  }
}

/// The variables a command reads, looked up by name: the process's own (read when asked, so a
/// command that reads none pays nothing at start-up), or a fixed set.
public struct Environment: Sendable {
  private let lookup: @Sendable (String) -> String?

  public init(_ values: [String: String]) {
    lookup = { values[$0] }
  }

  /// The process environment.
  public static let process = Environment(lookup: { name in
    getenv(name).map { String(cString: $0) }
  })

  private init(lookup: @escaping @Sendable (String) -> String?) {
    self.lookup = lookup
  }

  public subscript(name: String) -> String? { lookup(name) }
}
