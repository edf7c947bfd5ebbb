import Foundation
import Testing

/// Golden files: expected text outputs kept in a folder beside a test target's sources.
///
/// A mismatch fails the test. With `BUTTONCAT_RECORD_GOLDEN=1` the files are written instead,
/// and the test still fails, saying what it recorded: a run that re-records never passes, so
/// every re-recorded file is reviewed (`git diff`) and the tests run again without the variable
/// before anything is committed.
package struct GoldenFiles: Sendable {
  /// The environment variable that makes a run record instead of compare.
  package static let recordVariable = "BUTTONCAT_RECORD_GOLDEN"

  package let directory: URL
  /// Records instead of comparing (by default, when `BUTTONCAT_RECORD_GOLDEN` is `1`).
  package let recording: Bool

  /// The folder `folder` (e.g. `Golden`) beside the file `filePath` (pass `#filePath`).
  package init(
    _ folder: String = "Golden", besideFile filePath: String,
    recording: Bool = ProcessInfo.processInfo.environment[GoldenFiles.recordVariable] == "1"
  ) {
    directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
      .appendingPathComponent(folder)
    self.recording = recording
  }

  /// Compares `actual` with the golden file `name` (a path relative to the folder), or records
  /// it and fails saying so.
  package func check(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = directory.appendingPathComponent(name)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      Issue.record(
        Comment(
          rawValue: Self.recordedMessage(name, changed: expected != actual)),
        sourceLocation: sourceLocation)
      return
    }
    guard let expected else {
      Issue.record(
        "golden file \(name) is missing; run with \(Self.recordVariable)=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    #expect(
      actual == expected, "output differs from golden file \(name)", sourceLocation: sourceLocation)
  }

  /// Checks every file of a multi-file output against the folder `name`, and that the folder
  /// holds no other file; a recording also removes the files no longer produced.
  package func check(
    files: [(path: String, contents: String)], folder name: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let folder = directory.appendingPathComponent(name)
    let existing = Set(
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
    let stale = existing.subtracting(files.map(\.path))
    if recording {
      for file in stale {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(file))
        Issue.record(
          Comment(rawValue: Self.recordedMessage(name + "/" + file, removed: true)),
          sourceLocation: sourceLocation)
      }
    } else {
      #expect(
        stale.isEmpty, "golden folder \(name) holds files the output no longer produces",
        sourceLocation: sourceLocation)
    }
    for file in files {
      try check(file.contents, name + "/" + file.path, sourceLocation: sourceLocation)
    }
  }

  /// What a recording run reports for one golden file.
  package static func recordedMessage(_ name: String, changed: Bool = true, removed: Bool = false)
    -> String
  {
    let what = removed ? "removed" : changed ? "recorded (changed)" : "recorded (unchanged)"
    return "golden file \(name) \(what) because \(recordVariable)=1: review the diff, then run "
      + "the tests again without it (a recording run always fails)"
  }
}
