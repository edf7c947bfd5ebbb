import Foundation
import Testing

/// Golden files: expected text outputs kept under `Tests/ButtonCatCLITests/Golden/`.
///
/// A mismatch fails the test. Set `BUTTONCAT_RECORD_GOLDEN=1` to rewrite the files instead, then
/// review the diff with git before committing.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static var recording: Bool {
    ProcessInfo.processInfo.environment["BUTTONCAT_RECORD_GOLDEN"] == "1"
  }

  static func check(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name)
    if recording {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "golden file \(name) is missing; run with BUTTONCAT_RECORD_GOLDEN=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
  }
}
