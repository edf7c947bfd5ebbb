import ButtonLayout
import Testing

@testable import ButtonMeasure

/// Characters the font lacks are measured in fallback fonts or reported, never as .notdef boxes
/// (docs/layout-model.md section 3). Reference numbers: fontTools, `scripts/reference_metrics.py`
/// (see TitleMeasurerTests for the setup). Each test runs with both planning modes: by character
/// map (the default) and by shaping (the exact path taken when the two disagree).
@Suite struct FallbackTests {
  static let modes: [TitleShaper.Coverage] = [.characterMap, .shaping]

  let measurer = TitleMeasurer()

  private func measure(_ title: String, _ font: TitleFont, _ coverage: TitleShaper.Coverage)
    throws(MeasureError) -> TitleMeasurement
  {
    try measurer.measure(title, font: font, pointSize: 17, coverage: coverage)
  }

  @Test(arguments: modes)
  func missingCharacterWithoutFallbackFails(coverage: TitleShaper.Coverage) throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let error = #expect(throws: MeasureError.self) {
      try measure("OK 设置", .file(FontSource(path: Fonts.dejaVuSans)), coverage)
    }
    #expect(
      error?.description
        == "font \"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\" has no glyph for \"设\" (U+8BBE), \"置\" (U+7F6E), and no fallback font was given"
    )
  }

  /// `reference_metrics.py …/DejaVuSans.ttf 0 latn 17 "OK "`: 1612+1343+651 = 3606 units
  /// = 29.9326171875 pt; `reference_metrics.py …/wqy-microhei.ttc 0 hani 17 "设置"`: 34.0 pt.
  /// Sum 63.9326171875 pt. Height: the larger line, WQY's 2401 units = 19.93017578125 pt
  /// (DejaVu's is 2384 units = 19.7890625 pt).
  @Test(arguments: modes)
  func fallbackMeasuresTheMissingRun(coverage: TitleShaper.Coverage) throws {
    guard Fonts.require(Fonts.dejaVuSans, Fonts.wqyMicroHei) else { return }
    let sans = FontSource(path: Fonts.dejaVuSans)
    let wqy = FontSource(path: Fonts.wqyMicroHei)
    let m = try measure("OK 设置", .file(sans, fallbacks: [wqy]), coverage)
    #expect(m.size == Size(width: 63.9326171875, height: 19.93017578125))
    #expect(
      m.segments == [
        TitleSegment(text: "OK ", font: sans, width: 29.9326171875),
        TitleSegment(text: "设置", font: wqy, width: 34),
      ])
    #expect(m.fonts.map(\.source) == [sans, wqy])
    #expect(m.fonts.map(\.lineHeight) == [19.7890625, 19.93017578125])
  }

  /// A fallback that lacks the run is consulted (and listed, since a new version of it could
  /// take over) but sets nothing; the next one does.
  @Test(arguments: modes)
  func firstFallbackThatHasTheRunWins(coverage: TitleShaper.Coverage) throws {
    guard Fonts.require(Fonts.dejaVuSans, Fonts.dejaVuSansBold, Fonts.wqyMicroHei) else { return }
    let sans = FontSource(path: Fonts.dejaVuSans)
    let bold = FontSource(path: Fonts.dejaVuSansBold)
    let wqy = FontSource(path: Fonts.wqyMicroHei)
    let m = try measure("OK 设置", .file(sans, fallbacks: [bold, wqy]), coverage)
    #expect(m.size.width == 63.9326171875)
    #expect(m.fonts.map(\.source) == [sans, bold, wqy])
    #expect(m.fonts.map(\.isUsed) == [true, false, true])
  }

  /// Per character when no fallback has the whole run: in DejaVu Sans Mono, "设Ǆ" is missing;
  /// DejaVu Sans has Ǆ but not 设, WQY has 设 but not Ǆ.
  /// `reference_metrics.py …/DejaVuSansMono.ttf 0 latn 17 "A"`: 1233 units = 10.23486328125 pt;
  /// `reference_metrics.py …/wqy-microhei.ttc 0 hani 17 "设"`: 2048 units = 17.0 pt;
  /// `reference_metrics.py …/DejaVuSans.ttf 0 latn 17 "Ǆ"`: 2912 units = 24.171875 pt.
  /// Sum 51.40673828125 pt; height WQY's 19.93017578125 pt.
  @Test(arguments: modes)
  func perCharacterFallbackWhenNoFontHasTheWholeRun(coverage: TitleShaper.Coverage) throws {
    guard Fonts.require(Fonts.dejaVuSansMono, Fonts.dejaVuSans, Fonts.wqyMicroHei) else { return }
    let mono = FontSource(path: Fonts.dejaVuSansMono)
    let sans = FontSource(path: Fonts.dejaVuSans)
    let wqy = FontSource(path: Fonts.wqyMicroHei)
    let m = try measure("A设Ǆ", .file(mono, fallbacks: [sans, wqy]), coverage)
    #expect(m.size == Size(width: 51.40673828125, height: 19.93017578125))
    #expect(
      m.segments == [
        TitleSegment(text: "A", font: mono, width: 10.23486328125),
        TitleSegment(text: "设", font: wqy, width: 17),
        TitleSegment(text: "Ǆ", font: sans, width: 24.171875),
      ])
  }

  /// 🚀 (U+1F680) and 👍 (U+1F44D) are in neither font (fontTools: absent from both cmaps);
  /// each character is listed once, in order of appearance.
  @Test(arguments: modes)
  func characterNoFallbackHasFailsNamingAllFonts(coverage: TitleShaper.Coverage) throws {
    guard Fonts.require(Fonts.dejaVuSans, Fonts.wqyMicroHei) else { return }
    let font = TitleFont.file(
      FontSource(path: Fonts.dejaVuSans),
      fallbacks: [FontSource(path: Fonts.wqyMicroHei, faceIndex: 1)])
    let error = #expect(throws: MeasureError.self) {
      try measure("设🚀置👍🚀", font, coverage)
    }
    #expect(
      error?.description
        == "font \"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\" has no glyph for \"🚀\" (U+1F680), \"👍\" (U+1F44D), and neither has any fallback font (\"/usr/share/fonts/truetype/wqy/wqy-microhei.ttc\" face 1)"
    )
  }

  /// Default-ignorable characters (here U+200B ZERO WIDTH SPACE, which WQY lacks) are hidden by
  /// the shaper with no width, not reported as missing: 2 × 2048 units = 34.0 pt as for "设置".
  @Test(arguments: modes)
  func invisibleFormattingCharactersAreNotMissing(coverage: TitleShaper.Coverage) throws {
    guard Fonts.require(Fonts.wqyMicroHei) else { return }
    let m = try measure("设\u{200B}置", .file(FontSource(path: Fonts.wqyMicroHei)), coverage)
    #expect(m.size.width == 34)
  }

  /// c + U+0327 COMBINING CEDILLA: WQY has no glyph for U+0327 but has ç, which the shaper
  /// composes, so nothing is missing. `reference_metrics.py …/wqy-microhei.ttc 0 latn 17 "Garçon"`:
  /// 1413+1087+817+948+1182+1206, kerning r-ç −20 → 6633 units = 55.05908203125 pt.
  @Test(arguments: modes)
  func combiningSequenceTheFontComposes(coverage: TitleShaper.Coverage) throws {
    guard Fonts.require(Fonts.wqyMicroHei) else { return }
    let m = try measure("Garc\u{0327}on", .file(FontSource(path: Fonts.wqyMicroHei)), coverage)
    #expect(m.size.width == 55.05908203125)
  }
}
