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

  /// Who made a change, as history records it: `$BUTTONCAT_USER`, else the login name, else
  /// `unknown`. `$USER` is not read: any shell may set it to anything, and it is often unset in
  /// cron jobs and containers where the login name is still known.
  var author: Author {
    let env = console.environment
    let user =
      env["BUTTONCAT_USER"].flatMap { $0.isEmpty ? nil : $0 } ?? Self.loginName() ?? "unknown"
    // BUTTONCAT_NOW pins the clock, for reproducible histories in tests and demos.
    return Author(user: user, time: env["BUTTONCAT_NOW"] ?? Self.now())
  }

  /// The login name of the session (`getlogin_r`), else the name of the effective user
  /// (`getpwuid_r(geteuid())`), else `nil`.
  static func loginName() -> String? {
    var buffer = [CChar](repeating: 0, count: 256)
    if getlogin_r(&buffer, buffer.count) == 0, buffer[0] != 0 {
      return String(
        decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    var entry = passwd()
    var result: UnsafeMutablePointer<passwd>?
    var storage = [CChar](repeating: 0, count: 4096)
    guard getpwuid_r(geteuid(), &entry, &storage, storage.count, &result) == 0, result != nil,
      let name = entry.pw_name, name[0] != 0
    else { return nil }
    return String(cString: name)
  }

  /// Removes what commands killed while building a new catalog left in its folder
  /// (`Catalog.removeStaleTemporaries`) and says so on stderr: names and bytes freed.
  func removeStaleTemporaries() {
    let removed = Catalog.removeStaleTemporaries(of: databasePath)
    guard !removed.isEmpty else { return }
    let count = removed.names.count
    let shown = removed.names.prefix(4).map { "'\(TextFormat.visible($0))'" }
    let list = shown.joined(separator: ", ") + (count > shown.count ? ", …" : "")
    console.err.write(
      "Note: removed \(count) temporary file\(count == 1 ? "" : "s") left by an interrupted "
        + "command (\(list)): \(removed.bytes) byte\(removed.bytes == 1 ? "" : "s") freed\n")
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
    // Reading that writes nothing, ever (diff, textconv) leaves the folder alone too.
    if access != .snapshot { removeStaleTemporaries() }
    do {
      let catalog = try Catalog(path: databasePath, access: access)
      // Apple's font files, where the user installed them.
      catalog.systemFonts = SystemFonts(
        folder: console.environment[SystemFonts.environmentVariable])
      return catalog
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
    case .invalidInputs(let problems): self.init(.data, problems.map(InputOptions.rendered))
    case .measurement(let field, let message):
      self.init(.data, [InputOptions.rendered(InputProblem(field, message))])
    case .unknownName, .duplicateName: self.init(.data, [error.description])
    case .missingCatalog:
      self.init(
        .failure,
        [
          error.description
            + " (it is created by the first 'add' or 'import'; use --db PATH or $BUTTONCAT_DB for another)"
        ])
    case .invalidButton:
      self.init(
        .failure,
        [
          error.description
            + "; 'buttoncat check' lists every invalid row ('import --replace' or 'rm' replaces it)"
        ])
    case .invalidSettings(let problems): self.init(.data, problems.map(SettingsCommand.rendered))
    case .cannotOpen, .storage: self.init(.failure, [error.description])
    case .inButton(let name, let inner):
      // Each problem of the one button that failed, under its name.
      let failed = CLIError(inner)
      self.init(
        failed.kind, failed.problems.map { "\(TextFormat.visible(name)): \($0)" })
    }
  }
}
