import ButtonLayout
import Foundation
import Testing

@testable import ButtonMeasure

/// Apple's system font files where a team has them (`$BUTTONCAT_SYSTEM_FONTS`): the variable SF
/// Pro file is found in the folder and measures a title at its point size (`hb_font_set_ptem`),
/// optical size (`opsz`) and weight (`wght`), checked on a variable test font whose advances
/// differ per axis value (`VariableTestFont`, built with fontTools) against the font's own
/// interpolation, computed here independently of HarfBuzz.
@Suite struct SystemFontFilesTests {
  /// A folder holding the test font (and a static font that is not SF Pro, skipped).
  static func folder() throws -> (TemporaryDirectory, SystemFontFiles) {
    let temp = try TemporaryDirectory()
    _ = try VariableTestFont.build(in: temp.path)
    if FileManager.default.fileExists(atPath: Fonts.dejaVuSans) {
      try FileManager.default.copyItem(atPath: Fonts.dejaVuSans, toPath: temp.path("A-DejaVu.ttf"))
    }
    return (temp, try SystemFontFiles(folder: temp.path, cache: FontCache()))
  }

  /// The width of `text` in the test font at `weight` and `pointSize`, from its design.
  static func expectedWidth(_ text: String, _ weight: SystemFontWeight, _ pointSize: Double)
    -> Double
  {
    let opsz = min(max(pointSize, 12), 96)
    return text.unicodeScalars.reduce(0) {
      $0 + VariableTestFont.advance($1, weight: weight.axisValue, opticalSize: opsz)
    } * pointSize / 1000
  }

  @Test func findsTheVariableFileAndSkipsOthers() throws {
    let (temp, files) = try Self.folder()
    #expect(files.source == FontSource(path: temp.path("SF-Pro.ttf")))
    #expect(files.folder == temp.path)
    #expect(files.digest == (try ContentDigest(fileAt: temp.path("SF-Pro.ttf"))))
  }

  /// At the corners of the design space the width is exact: each axis changes it.
  @Test(arguments: [
    (SystemFontWeight.ultraLight, 12.0), (.black, 12), (.ultraLight, 96), (.black, 96),
  ])
  func appliesWeightAndOpticalSize(_ weight: SystemFontWeight, _ pointSize: Double) throws {
    let (_, files) = try Self.folder()
    let m = try files.measure("Done", weight: weight, pointSize: pointSize)
    #expect(m.size.width == Self.expectedWidth("Done", weight, pointSize))
    #expect(m.size.height == SystemFont.lineHeight(pointSize: pointSize))
    #expect(m.fonts.first?.source == files.source)
  }

  /// Between the corners (regular at 17 pt, bold at 28 pt) HarfBuzz rounds each advance to a
  /// whole font unit: within half a unit per character of the design's interpolation, and far
  /// from the default instance's widths.
  @Test(arguments: [(SystemFontWeight.regular, 17.0), (.bold, 28), (.semibold, 13)])
  func interpolatesBetweenCorners(_ weight: SystemFontWeight, _ pointSize: Double) throws {
    let (_, files) = try Self.folder()
    let text = "Configure"
    let m = try files.measure(text, weight: weight, pointSize: pointSize)
    let expected = Self.expectedWidth(text, weight, pointSize)
    let tolerance = Double(text.unicodeScalars.count) * 0.5 * pointSize / 1000
    #expect(abs(m.size.width - expected) <= tolerance, "\(m.size.width) vs \(expected)")
    let defaultInstance = Self.expectedWidth(text, .ultraLight, 12) / 12 * pointSize
    #expect(abs(m.size.width - defaultInstance) > 10 * tolerance)
  }

  /// The point size reaches the font for its size-dependent tables (`hb_font_set_ptem`), and
  /// each (weight, size) instance is its own font.
  @Test func setsThePointSizeOnEachInstance() throws {
    let (_, files) = try Self.folder()
    let cache = files.cache
    let a = try cache.font(files.source, instance: FontInstance(weight: 400, pointSize: 17))
    let b = try cache.font(files.source, instance: FontInstance(weight: 400, pointSize: 17))
    let c = try cache.font(files.source, instance: FontInstance(weight: 700, pointSize: 17))
    #expect(a === b)
    #expect(a !== c)
    #expect(a.pointSizeForTables == 17)
    #expect(try cache.font(files.source).pointSizeForTables == 0)
    #expect(a.axes == ["wght", "opsz"])
  }

  @Test func theEnvironmentNamesTheFolder() throws {
    let (temp, _) = try Self.folder()
    #expect(try SystemFontFiles.fromEnvironment([:]) == nil)
    #expect(try SystemFontFiles.fromEnvironment(["BUTTONCAT_SYSTEM_FONTS": ""]) == nil)
    let found = try SystemFontFiles.fromEnvironment(["BUTTONCAT_SYSTEM_FONTS": temp.path])
    #expect(found?.source.path == temp.path("SF-Pro.ttf"))
  }

  @Test func aFolderWithoutTheFileIsReported() throws {
    let temp = try TemporaryDirectory()
    #expect(
      throws: MeasureError.noSystemFontFiles(
        folder: temp.path, reason: "it has no .ttf or .otf file")
    ) {
      try SystemFontFiles(folder: temp.path)
    }
    // Another family with the same axes is not the system font.
    _ = try VariableTestFont.build(in: temp.path, fileName: "Other.ttf", family: "Inter")
    let error = #expect(throws: MeasureError.self) { try SystemFontFiles(folder: temp.path) }
    #expect(
      error?.description
        == "BUTTONCAT_SYSTEM_FONTS names \"\(temp.path)\", which has no system font file to measure with: its one font file is not a variable SF Pro font with wght and opsz axes; it needs Apple's variable SF Pro file (SF-Pro.ttf, axes wght and opsz)"
    )
    let missing = temp.path("missing")
    #expect(
      throws: MeasureError.noSystemFontFiles(folder: missing, reason: "No such file or directory")
    ) {
      try SystemFontFiles(folder: missing)
    }
  }

  /// The files are only read: the folder holds what it held, nothing is written beside them.
  @Test func neverWritesIntoTheFolder() throws {
    let (temp, files) = try Self.folder()
    let before = try FileManager.default.contentsOfDirectory(atPath: temp.path).sorted()
    _ = try files.measure("Done", weight: .regular, pointSize: 17)
    #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path).sorted() == before)
  }
}
