import Foundation
import Testing

/// Runs the external tools the export tests check generated files with (swiftc, clang,
/// rsvg-convert), found on `PATH` or next to the Swift compiler.
enum ToolRunner {
  struct Result {
    var status: Int32
    var output: String
  }

  /// The tool's path, or `nil` when it is not installed. `clang` is also looked for beside
  /// `swiftc` (the Swift toolchain ships one).
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    var folders = path.split(separator: ":").map(String.init)
    if let swiftc = folders.lazy.map({ $0 + "/swiftc" }).first(where: {
      FileManager.default.isExecutableFile(atPath: $0)
    }) {
      folders.append(
        URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path)
    }
    return folders.map { $0 + "/" + name }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The tool's path; records a failure naming what to install when it is missing.
  static func require(
    _ name: String, install: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    guard let tool = find(name) else {
      Issue.record("\(name) not found: \(install)", sourceLocation: sourceLocation)
      throw MissingTool(name: name)
    }
    return tool
  }

  struct MissingTool: Error {
    var name: String
  }

  /// Runs `tool` with `arguments`; stdout and stderr together in `output`.
  static func run(_ tool: String, _ arguments: [String], directory: String? = nil) throws -> Result
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// The folder holding the stub modules and headers.
  static let stubs = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Stubs").path
}
