import Foundation

/// Runs the built `buttoncat` executable, as a person or a script would.
struct BinaryRunner {
  struct Result {
    var status: Int32
    var stdout: String
    var stderr: String
  }

  /// The executable next to the test bundle (`.build/<config>/buttoncat`), or `$BUTTONCAT_BIN`.
  static let executable: URL = {
    if let path = ProcessInfo.processInfo.environment["BUTTONCAT_BIN"] {
      return URL(fileURLWithPath: path)
    }
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    // On Linux the runner is `<products>/buttoncatPackageTests.xctest`; on macOS it sits deeper.
    while directory.path != "/" {
      let candidate = directory.appendingPathComponent("buttoncat")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory.deleteLastPathComponent()
    }
    fatalError("buttoncat executable not found next to \(CommandLine.arguments[0])")
  }()

  static func run(
    _ arguments: [String], environment: [String: String] = [:], directory: URL? = nil
  ) throws -> Result {
    try runTool(executable.path, arguments, environment: environment, directory: directory)
  }

  /// Runs any program the same way (for tools such as `script` that wrap the binary).
  static func runTool(
    _ path: String, _ arguments: [String], environment: [String: String] = [:],
    directory: URL? = nil
  ) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env.removeValue(forKey: "BUTTONCAT_DB")
    env.removeValue(forKey: "BUTTONCAT_SYSTEM_FONTS")
    for (key, value) in environment { env[key] = value }
    process.environment = env
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read both pipes fully before waiting, so a large output cannot block the child.
    nonisolated(unsafe) var errorData = Data()
    let group = DispatchGroup()
    group.enter()
    DispatchQueue.global().async {
      errorData = err.fileHandleForReading.readDataToEndOfFile()
      group.leave()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errorData, as: UTF8.self))
  }
}
