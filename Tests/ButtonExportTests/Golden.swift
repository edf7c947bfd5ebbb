import ButtonExport
import Foundation
import Testing

/// Golden files: the expected export outputs kept under `Tests/ButtonExportTests/Golden/`.
///
/// A mismatch fails the test. Set `BUTTONCAT_RECORD_GOLDEN=1` to rewrite the files instead, then
/// review the diff with git before committing. Multi-file formats keep a folder each; a
/// recording removes files a format no longer produces, a check fails on them.
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
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
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

  /// Checks every file of a multi-file export against the folder `name`, and that the folder
  /// holds no other file.
  static func check(
    _ files: [ExportFile], folder name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = directory.appendingPathComponent(name)
    let existing = Set(
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    let produced = Set(files.map(\.path))
    if recording {
      for stale in existing.subtracting(produced) {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
      }
    } else {
      #expect(
        existing.subtracting(produced).isEmpty,
        "golden folder \(name) holds files the export no longer produces",
        sourceLocation: sourceLocation)
    }
    for file in files {
      try check(file.contents, name + "/" + file.path, sourceLocation: sourceLocation)
    }
  }
}
