#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why an export could not be written: the operation, the path and the system's reason.
///
/// The one error type of the writer; its description is what the command line prints after
/// `Error: ` (`cannot create /out/buttons.csv: Permission denied`).
package struct ExportWriteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What failed, as a verb phrase: `create`, `write`, `replace`, `read`, `create folder`.
  package var operation: String
  package var path: String
  /// `errno`, or 0 when the failure is not the system's (a file where a folder must be).
  package var code: Int32
  package var reason: String

  package init(operation: String, path: String, code: Int32, reason: String) {
    self.operation = operation
    self.path = path
    self.code = code
    self.reason = reason
  }

  /// The error for the current `errno`.
  static func system(_ operation: String, _ path: String, _ code: Int32 = errno) -> ExportWriteError
  {
    ExportWriteError(
      operation: operation, path: path, code: code, reason: String(cString: strerror(code)))
  }

  package var description: String { "cannot \(operation) \(path): \(reason)" }
}
