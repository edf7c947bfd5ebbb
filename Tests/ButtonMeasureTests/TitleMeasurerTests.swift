import ButtonLayout
import Testing

@testable import ButtonMeasure

/// Expected numbers come from fontTools 4.68.0 (PyPI), not HarfBuzz: hmtx advances plus GPOS
/// `kern` pair adjustments, and the hhea table, via
///   python3 -m venv /tmp/ft && /tmp/ft/bin/pip install fonttools
///   /tmp/ft/bin/python scripts/reference_metrics.py FONT FACE SCRIPT SIZE TEXT
/// The command for each number is in the comment next to it.
@Suite struct TitleMeasurerTests {
  let measurer = TitleMeasurer()

  /// `reference_metrics.py /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf 0 latn 17 "AVATAR Wave"`:
  /// advances 1401+1401+1401+1251+1401+1423+651+2025+1255+1212+1260 = 14681, kerning A-V −131,
  /// V-A −131, A-T −159, T-A −159, W-a −131 → 13970 units = 115.9619140625 pt;
  /// hhea 1901 − (−483) + 0 = 2384 units = 19.7890625 pt.
  @Test func latinWithKerning() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let m = try measurer.measure(
      "AVATAR Wave", font: .file(FontSource(path: Fonts.dejaVuSans)), pointSize: 17)
    #expect(m.size == Size(width: 115.9619140625, height: 19.7890625))
    #expect(
      m.segments == [
        TitleSegment(
          text: "AVATAR Wave", font: .init(path: Fonts.dejaVuSans), width: 115.9619140625)
      ])
    #expect(m.fonts.map(\.source) == [FontSource(path: Fonts.dejaVuSans)])
    #expect(m.fonts[0].isUsed)
    #expect(m.fonts[0].lineHeight == 19.7890625)
  }

  /// `reference_metrics.py …/DejaVuSans.ttf 0 latn 15 "Done"`: 1577+1253+1298+1260 = 5388 units
  /// = 39.462890625 pt; 2384 units = 17.4609375 pt. ceilS at 2x: 39.5 × 17.5; at 3x: 119/3 × 53/3.
  @Test func labelSizeIsCeiledToThePixel() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let m = try measurer.measure(
      "Done", font: .file(FontSource(path: Fonts.dejaVuSans)), pointSize: 15)
    #expect(m.size == Size(width: 39.462890625, height: 17.4609375))
    #expect(m.labelSize(scale: 2) == Size(width: 39.5, height: 17.5))
    #expect(m.labelSize(scale: 3) == Size(width: 119.0 / 3, height: 53.0 / 3))
    #expect(m.labelSize(scale: 1) == Size(width: 40, height: 18))
  }

  /// `reference_metrics.py /usr/share/fonts/truetype/wqy/wqy-microhei.ttc 0 hani 17 "设置"`:
  /// 2048 + 2048 = 4096 units = 34.0 pt; hhea 1918 − (−483) + 0 = 2401 units = 19.93017578125 pt.
  @Test func cjkInACollection() throws {
    guard Fonts.require(Fonts.wqyMicroHei) else { return }
    let m = try measurer.measure(
      "设置", font: .file(FontSource(path: Fonts.wqyMicroHei)), pointSize: 17)
    #expect(m.size == Size(width: 34, height: 19.93017578125))
    #expect(m.labelSize(scale: 3) == Size(width: 34, height: 20))
  }

  /// The face index selects the face of a TTC:
  /// `reference_metrics.py …/wqy-microhei.ttc 0 latn 17 "AVo"`: 1245+1163+1182, kerning A-V −123,
  /// V-o −41 → 3426 units = 28.4384765625 pt;
  /// `reference_metrics.py …/wqy-microhei.ttc 1 latn 17 "AVo"` (the Mono face): 3 × 1229 = 3687
  /// units = 30.60498046875 pt.
  @Test func faceIndexOfACollection() throws {
    guard Fonts.require(Fonts.wqyMicroHei) else { return }
    let face0 = try measurer.measure(
      "AVo", font: .file(FontSource(path: Fonts.wqyMicroHei, faceIndex: 0)), pointSize: 17)
    let face1 = try measurer.measure(
      "AVo", font: .file(FontSource(path: Fonts.wqyMicroHei, faceIndex: 1)), pointSize: 17)
    #expect(face0.size.width == 28.4384765625)
    #expect(face1.size.width == 30.60498046875)
    #expect(face1.fonts.map(\.source) == [FontSource(path: Fonts.wqyMicroHei, faceIndex: 1)])
    // Both faces come from one file: one digest.
    #expect(face0.fonts[0].digest == face1.fonts[0].digest)
  }

  /// An empty title has no width but still one line of the font's height (docs/layout-model.md
  /// section 1, step 10).
  @Test func emptyTitle() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let m = try measurer.measure("", font: .file(FontSource(path: Fonts.dejaVuSans)), pointSize: 17)
    #expect(m.size == Size(width: 0, height: 19.7890625))
    #expect(m.segments.isEmpty)
  }

  /// The digest is that of the whole file, checked against coreutils' sha256sum.
  @Test func carriesTheSourceAndItsDigest() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let m = try measurer.measure(
      "Settings", font: .file(FontSource(path: Fonts.dejaVuSans)), pointSize: 17)
    #expect(m.pointSize == 17)
    #expect(m.title == "Settings")
    // `reference_metrics.py …/DejaVuSans.ttf 0 latn 17 "Settings"`: 8400 units = 69.7265625 pt.
    #expect(m.size.width == 69.7265625)
    #expect(m.fonts[0].digest.hex == (try sha256sum(Fonts.dejaVuSans)))
    #expect(
      try FontCache.shared.digest(of: FontSource(path: Fonts.dejaVuSans)) == m.fonts[0].digest)
  }

  @Test func lineHeightOfAFontFile() throws {
    guard Fonts.require(Fonts.wqyMicroHei) else { return }
    let font = TitleFont.file(FontSource(path: Fonts.wqyMicroHei))
    let h = try measurer.lineHeight(font: font, pointSize: 17)
    #expect(h.lineHeight == 19.93017578125)
    #expect(h.labelHeight(scale: 2) == 20)
    #expect(h.source?.source == FontSource(path: Fonts.wqyMicroHei))
  }

  /// One cache shared by many threads gives the same numbers as a single thread.
  @Test func concurrentMeasurementsAgree() async throws {
    guard Fonts.require(Fonts.dejaVuSans, Fonts.wqyMicroHei) else { return }
    let measurer = TitleMeasurer(cache: FontCache())
    let font = TitleFont.file(
      FontSource(path: Fonts.dejaVuSans), fallbacks: [FontSource(path: Fonts.wqyMicroHei)])
    let titles = ["AVATAR Wave", "OK 设置", "设置", "Done", ""]
    let expected = try titles.map { try measurer.measure($0, font: font, pointSize: 17).size }
    let results = try await withThrowingTaskGroup(of: [Size].self) { group in
      for _ in 0..<8 {
        group.addTask {
          try (0..<50).flatMap { _ in
            try titles.map { try measurer.measure($0, font: font, pointSize: 17).size }
          }
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    for sizes in results {
      #expect(sizes == Array(repeating: expected, count: 50).flatMap { $0 })
    }
    #expect(measurer.cache.loadedFaceCount == 2)
  }
}
