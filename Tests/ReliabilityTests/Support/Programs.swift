import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs programs (the built `buttoncat`, the sqlite3 shell, mount…) as separate processes, the
/// way a script or CI would, so crashes, kills and file-system faults are real.
enum Programs {
  struct Result: Sendable {
    /// The exit status, or the signal number when `signaled`.
    var status: Int32
    /// Killed by a signal (a crash, or our own SIGKILL) rather than exiting.
    var signaled: Bool
    var stdout: String
    var stderr: String
    /// The run took longer than its timeout and was killed.
    var timedOut = false

    /// `Error:` lines on stderr.
    var errorLines: [String] {
      stderr.split(separator: "\n").filter { $0.hasPrefix("Error: ") }.map(String.init)
    }
  }

  /// The `buttoncat` executable next to the test bundle (`.build/<config>/buttoncat`), or
  /// `$BUTTONCAT_BIN`; found the way `BinaryRunner` in ButtonCatCLITests finds it.
  static let buttoncat: String = {
    if let path = ProcessInfo.processInfo.environment["BUTTONCAT_BIN"] { return path }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("buttoncat")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate.path }
      directory.deleteLastPathComponent()
    }
    fatalError("buttoncat executable not found next to \(CommandLine.arguments[0])")
  }()

  /// `name` found on `$PATH` (and the sbin folders, where mount and friends live), or nil.
  static func tool(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") + ["/usr/sbin", "/sbin", "/usr/bin", "/bin"] {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// The environment every child gets: ours, without a catalog choice, plus `extra`.
  static func environment(_ extra: [String: String]) -> [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env.removeValue(forKey: "BUTTONCAT_DB")
    for (key, value) in extra { env[key] = value }
    return env
  }

  /// Runs `executable` to the end (or kills it after `timeout` seconds) and collects its output.
  static func run(
    _ executable: String, _ arguments: [String], environment: [String: String] = [:],
    directory: String? = nil, stdin: String? = nil, timeout: Double = 900
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.environment = Self.environment(environment)
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    if let stdin {
      process.standardInput = FileHandle(forReadingAtPath: stdin)
    } else {
      process.standardInput = FileHandle.nullDevice
    }
    try process.run()
    let watchdog = Watchdog(pid: process.processIdentifier, after: timeout)
    // Read both pipes fully before waiting, so a large output cannot block the child.
    let errorData = Box<Data>(Data())
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData.value = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    watchdog.cancel()
    return Result(
      status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errorData.value, as: UTF8.self),
      timedOut: watchdog.fired)
  }

  /// Runs `buttoncat` to the end.
  static func buttoncat(
    _ arguments: [String], environment: [String: String] = [:], directory: String? = nil,
    timeout: Double = 900
  ) throws -> Result {
    try run(
      Self.buttoncat, arguments, environment: environment, directory: directory, timeout: timeout)
  }

  /// The sqlite3 shell's answer to `sql` on `database` (trimmed); the shell is independent of
  /// the code under test. scripts/deps.sh installs it.
  static func sqlite(_ database: String, _ sql: String) throws -> String {
    let shell = try require("sqlite3")
    let result = try run(shell, ["-batch", "-bail", database, sql])
    guard result.status == 0, !result.signaled else {
      throw Failure("sqlite3 \(database) \(sql): \(result.stderr)")
    }
    return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// `PRAGMA integrity_check` by the sqlite3 shell: "ok" for a sound file.
  static func integrity(_ database: String) throws -> String {
    try sqlite(database, "PRAGMA integrity_check")
  }

  /// A tool the tests cannot do without (scripts/deps.sh or Debian's essential set has it).
  static func require(_ name: String) throws -> String {
    guard let path = tool(name) else { throw Failure("\(name) is not installed") }
    return path
  }
}
