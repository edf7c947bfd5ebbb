/// How the command line tells a user to measure system-font titles: the probe
/// export writes the XCTest that measures them on a simulator or device, and `measurements
/// import` brings the document it writes back (docs/generated-code.md, "Measuring on your simulator").
enum MeasuringHint {
  /// The command that writes the probe.
  static let probeCommand = "buttoncat export --format probe --output DIR/"
  /// The command that stores what the probe measured.
  static let importCommand = "buttoncat measurements import FILE"

  /// The line `add`, `set` and `layout` print under unmeasured titles.
  static let line =
    "  measure them: \(probeCommand) writes the probe; run it on a simulator, then \(importCommand)\n"
}
