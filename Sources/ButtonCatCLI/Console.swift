#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Somewhere text goes: standard output, standard error, or a string in a test.
public protocol TextSink: AnyObject {
  func write(_ text: String)
}

/// A `FILE*` stream (stdout or stderr), written through stdio's own buffer.
public final class FileSink: TextSink {
  private let stream: UnsafeMutablePointer<FILE>

  public init(_ stream: UnsafeMutablePointer<FILE>) {
    self.stream = stream
  }

  /// Standard output, fully buffered (flush before exit).
  public static func standardOutput() -> FileSink { FileSink(descriptor: 1, lineBuffered: false) }
  /// Standard error, line-buffered so messages and progress appear as they are written.
  public static func standardError() -> FileSink { FileSink(descriptor: 2, lineBuffered: true) }

  private convenience init(descriptor: Int32, lineBuffered: Bool) {
    guard let stream = fdopen(descriptor, "w") else {
      preconditionFailure("file descriptor \(descriptor) cannot be opened for writing")
    }
    setvbuf(stream, nil, lineBuffered ? _IOLBF : _IOFBF, lineBuffered ? 0 : 1 << 16)
    self.init(stream)
  }

  public func write(_ text: String) {
    fputs(text, stream)
  }

  public func flush() {
    fflush(stream)
  }

  /// Whether the stream is a terminal (progress bars and colour only go to terminals).
  public var isTerminal: Bool { isatty(fileno(stream)) != 0 }
}

/// Collects everything written, for tests.
public final class StringSink: TextSink {
  public private(set) var text = ""

  public init() {}

  public func write(_ text: String) {
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
