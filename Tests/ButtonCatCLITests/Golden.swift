// The shared test helpers (`GoldenFiles`, `TemporaryDirectory`, `SplitMix64`) for every file of
// this target.
@_exported import ButtonTestSupport
import Testing

/// Golden files: expected text outputs kept under `Tests/ButtonCatCLITests/Golden/`.
///
/// A mismatch fails the test. `BUTTONCAT_RECORD_GOLDEN=1` rewrites the files and fails the
/// run saying what it recorded (see `GoldenFiles`): review the diff with git, then run again
/// without it.
enum Golden {
  static let files = GoldenFiles(besideFile: #filePath)

  static func check(
    _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try files.check(actual, name, sourceLocation: sourceLocation)
  }
}
