import ButtonCatCLI
import ButtonCatalog
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--version`, and history's author when `$USER` is unset.
@Suite struct VersionAndAuthorTests {
  @Test func versionIsPrinted() throws {
    for arguments in [["--version"], ["version"], ["--db", "x.sqlite", "--version"]] {
      let result = try BinaryRunner.run(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.stderr.isEmpty)
      #expect(
        result.stdout
          == "buttoncat \(ButtonCat.version) (layout engine \(InputDigest.engineVersion), catalog document format 1)\n"
      )
    }
    #expect(ButtonCat.version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression) != nil)
    #expect(try BinaryRunner.run(["--help"]).stdout.contains("  version       Print the version"))
  }

  /// The name of the user running the tests, as the system knows it (not `$USER`).
  static var accountName: String? {
    guard let entry = getpwuid(geteuid()), let name = entry.pointee.pw_name else { return nil }
    return String(cString: name)
  }

  /// The login name when the session has one (`getlogin_r`), else the account name.
  static var loginName: String? {
    var buffer = [CChar](repeating: 0, count: 256)
    if getlogin_r(&buffer, buffer.count) == 0, buffer[0] != 0 {
      return String(cString: buffer)
    }
    return accountName
  }

  /// Runs the binary with `unset` removed from the environment (as `env -u` does).
  static func run(
    _ c: CatalogFixture, _ arguments: [String], unset: [String], set: [String: String] = [:]
  )
    throws -> BinaryRunner.Result
  {
    var env = ["-u", "USER", "-u", "LOGNAME"]
    for name in unset { env += ["-u", name] }
    env += set.map { "\($0)=\($1)" }.sorted()
    return try BinaryRunner.runTool(
      "/usr/bin/env", env + [BinaryRunner.executable.path] + arguments,
      environment: ["BUTTONCAT_DB": c.database, "BUTTONCAT_NOW": "2026-11-30T09:00:00Z"])
  }

  @Test func authorIsButtoncatUserElseTheLoginNameNeverUser() throws {
    let login = try #require(Self.loginName)
    let c = try CatalogFixture()
    // No $USER, no $LOGNAME, no $BUTTONCAT_USER: the login name, not "unknown".
    #expect(try Self.run(c, CatalogCommandTests.home, unset: ["BUTTONCAT_USER"]).status == 0)
    // $USER says anything: not read.
    #expect(
      try Self.run(
        c, ["set", "tabbar/home", "--spacing", "5"], unset: ["BUTTONCAT_USER"],
        set: ["USER": "mallory"]
      ).status == 0)
    // An empty $BUTTONCAT_USER counts as unset.
    #expect(
      try Self.run(
        c, ["set", "tabbar/home", "--spacing", "6"], unset: [], set: ["BUTTONCAT_USER": ""]
      ).status == 0)
    #expect(
      try Self.run(
        c, ["set", "tabbar/home", "--spacing", "7"], unset: [], set: ["BUTTONCAT_USER": "alice"]
      ).status == 0)
    let history = try c.run(["history", "tabbar/home", "--format", "json"])
    let revisions = try #require(
      try JSONSerialization.jsonObject(with: Data(history.stdout.utf8)) as? [[String: Any]])
    #expect(revisions.map { $0["user"] as? String } == [login, login, login, "alice"])
    #expect(login != "unknown")
    #expect(try BinaryRunner.run(["help", "history"]).stdout.contains("$BUTTONCAT_USER"))
  }
}
