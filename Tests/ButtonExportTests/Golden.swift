import ButtonExport
// The shared test helpers (`GoldenFiles`, `TemporaryDirectory`, `SplitMix64`) for every file of
// this target.
@_exported import ButtonTestSupport
import Testing

/// Golden files: the expected export outputs kept under `Tests/ButtonExportTests/Golden/`.
///
/// A mismatch fails the test. `BUTTONCAT_RECORD_GOLDEN=1` rewrites the files and fails the
/// run saying what it recorded (see `GoldenFiles`): review the diff, then run again without it.
/// Multi-file formats keep a folder each; a recording removes files a format no longer
/// produces, a check fails on them.
enum Golden {
  static let files = GoldenFiles(besideFile: #filePath)

  static func check(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try files.check(actual, name, sourceLocation: sourceLocation)
  }

  /// Checks every file of a multi-file export against the folder `name`, and that the folder
  /// holds no other file.
  static func check(
    _ files: [ExportFile], folder name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try self.files.check(
      files: files.map { ($0.path, $0.contents) }, folder: name, sourceLocation: sourceLocation)
  }
}
