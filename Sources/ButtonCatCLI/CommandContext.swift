import ButtonCatalog

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a command runs with: its streams, the catalog path, who is running it and when.
struct CommandContext {
  var console: Console
  /// `--db PATH`, else `$BUTTONCAT_DB`, else `./buttons.sqlite`.
  var databasePath: String

  static let defaultDatabase = "buttons.sqlite"

  var author: Author {
    let env = console.environment
    let user = env["BUTTONCAT_USER"] ?? env["USER"] ?? env["LOGNAME"] ?? "unknown"
    // BUTTONCAT_NOW pins the clock, for reproducible histories in tests and demos.
    return Author(user: user, time: env["BUTTONCAT_NOW"] ?? Self.now())
  }

  /// The current time as ISO 8601 UTC, to the second.
  static func now() -> String {
    var seconds = time(nil)
    var parts = tm()
    gmtime_r(&seconds, &parts)
    func two(_ v: Int32) -> String { v < 10 ? "0\(v)" : "\(v)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T"
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec))Z"
  }

  func open(_ access: Catalog.Access) throws(CLIError) -> Catalog {
    do {
      return try Catalog(path: databasePath, access: access)
    } catch {
      throw CLIError(error)
    }
  }
}

extension CLIError {
  /// Catalog failures as the command line reports them: bad input data exits 65, a catalog that
  /// cannot be used exits 1.
  init(_ error: CatalogError) {
    switch error {
    case .invalid(let problems): self.init(.data, problems)
    case .unknownName, .duplicateName, .measurement: self.init(.data, [error.description])
    case .missingCatalog, .cannotOpen, .storage, .invalidButton:
      self.init(.failure, [error.description])
    }
  }
}
