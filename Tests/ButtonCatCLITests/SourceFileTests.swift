import Foundation
import Testing

/// Titles measured from font files and images read from files, through the command line, and
/// what happens when those files change (docs/layout-model.md section 3).
@Suite struct SourceFileTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let dejaVuBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
  static let wqy = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"

  /// A minimal PNG (signature, IHDR, IEND, CRCs) of the given pixel size.
  static func png(width: UInt32, height: UInt32) -> Data {
    Data(ImageFixtures.png(width: width, height: height))
  }

  static func json(_ r: BinaryRunner.Result) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
  }

  @Test func titleMeasuredFromAFontFile() throws {
    let c = try CatalogFixture()
    let add = try c.run([
      "add", "wave", "--title", "AVATAR Wave", "--font", Self.dejaVu, "--font-size", "17",
      "--image-size", "16x16",
      "--spacing", "4",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let button = try #require(
      try Self.json(c.run(["show", "wave", "--format", "json"]))["button"] as? [String: Any])
    // Independent reference (fontTools, see Tests/ButtonMeasureTests/TitleMeasurerTests.swift):
    // 13970 font units at 17 pt / 2048 = 115.9619140625 pt; hhea line height 19.7890625 pt.
    #expect(
      button["titleSize"] as? [String: Double] == ["width": 115.9619140625, "height": 19.7890625])
    #expect(button["titleSource"] as? String == "font")
    #expect((button["titleDigest"] as? String)?.count == 64)
    // The layout rounds the title up to whole points (iOS 15+): 116 × 20.
    let layout = try Self.json(
      c.run([
        "layout", "--title", "AVATAR Wave", "--font", Self.dejaVu, "--font-size", "17",
        "--technique", "exact", "--format", "json",
      ]))
    let layouts = try #require(layout["layouts"] as? [[String: Any]])
    let frames = try #require(layouts.first?["frames"] as? [String: Any])
    #expect((frames["titleFrame"] as? [String: Double])?["width"] == 116)
  }

  @Test func missingCharactersFailClearlyAndFallbacksMeasureThem() throws {
    let c = try CatalogFixture()
    try c.run(["add", "other", "--title-size", "10x10"])
    let before = c.digest()
    let missing = try c.run([
      "add", "settings", "--title", "OK 设置", "--font", Self.dejaVu, "--font-size", "17",
    ])
    #expect(missing.status == 65)
    #expect(missing.stderr.contains("设"), "\(missing.stderr)")
    #expect(missing.stderr.contains("U+8BBE"), "\(missing.stderr)")
    #expect(c.digest() == before)
    let fallback = try c.run([
      "add", "settings", "--title", "OK 设置", "--font", Self.dejaVu, "--fallback-font", Self.wqy,
      "--font-size", "17",
    ])
    #expect(fallback.status == 0, "\(fallback.stderr)")
    let button = try #require(
      try Self.json(c.run(["show", "settings", "--format", "json"]))["button"] as? [String: Any])
    // "OK " in DejaVu Sans (29.9326171875 pt) + "设置" in WenQuanYi Micro Hei (34 pt), the
    // reference numbers of Tests/ButtonMeasureTests/FallbackTests.swift.
    #expect((button["titleSize"] as? [String: Double])?["width"] == 29.9326171875 + 34)
  }

  @Test func imagesFromFiles() throws {
    let c = try CatalogFixture()
    try Self.png(width: 72, height: 48).write(to: URL(fileURLWithPath: c.path("icon@3x.png")))
    let add = try c.run([
      "add", "icon", "--image", c.path("icon@3x.png"), "--title-size", "30x18", "--spacing", "4",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let button = try #require(
      try Self.json(c.run(["show", "icon", "--format", "json"]))["button"] as? [String: Any])
    #expect(button["imageSize"] as? [String: Double] == ["width": 24, "height": 16])
    // Unreadable files are a clear error and change nothing.
    try Data("not a png".utf8).write(to: URL(fileURLWithPath: c.path("bad.png")))
    let before = c.digest()
    let bad = try c.run(["set", "icon", "--image", c.path("bad.png")])
    #expect(bad.status == 65)
    #expect(bad.stderr.hasPrefix("Error: --image: "), "\(bad.stderr)")
    #expect(bad.stderr.contains("bad.png"))
    #expect(c.digest() == before)
  }

  @Test func changedSourceFilesFailCheckAndRecomputeUpdatesLayoutsAndHistory() throws {
    let c = try CatalogFixture()
    let font = c.path("Brand.ttf")
    let icon = c.path("icon@2x.png")
    try FileManager.default.copyItem(atPath: Self.dejaVu, toPath: font)
    try Self.png(width: 48, height: 48).write(to: URL(fileURLWithPath: icon))
    let add = try c.run([
      "add", "brand", "--title", "Wave", "--font", font, "--font-size", "17", "--image", icon,
      "--spacing", "8",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    #expect(try c.run(["check"]).status == 0)

    // A designer replaces the font and the icon.
    try FileManager.default.removeItem(atPath: font)
    try FileManager.default.copyItem(atPath: Self.dejaVuBold, toPath: font)
    try Self.png(width: 56, height: 48).write(to: URL(fileURLWithPath: icon))
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("brand: stale: font file changed: \(font)"), "\(check.stdout)")
    #expect(check.stdout.contains("brand: stale: image file changed: \(icon)"))

    let before = try Self.json(c.run(["show", "brand", "--format", "json"]))
    let recompute = try c.run(["recompute"], time: "2026-11-30T11:00:00Z")
    #expect(recompute.status == 0)
    #expect(recompute.stdout.contains("brand: font file changed"))
    let after = try Self.json(c.run(["show", "brand", "--format", "json"]))
    #expect(after["revision"] as? Int == 2)
    let button = try #require(after["button"] as? [String: Any])
    #expect(button["imageSize"] as? [String: Double] == ["width": 28, "height": 24])
    #expect(
      (button["titleSize"] as? [String: Double])
        != ((before["button"] as? [String: Any])?["titleSize"] as? [String: Double]))
    #expect(try c.run(["check"]).status == 0)
    let history = try c.run(["history", "brand"]).stdout
    #expect(history.contains("r2  2026-11-30T11:00:00Z  tester  recompute brand"), "\(history)")
    #expect(
      history.contains("imageSize: {\"width\":24,\"height\":24} → {\"width\":28,\"height\":24}"))

    // A missing source fails and the stored values are kept.
    try FileManager.default.removeItem(atPath: icon)
    let missing = try c.run(["check"])
    #expect(missing.status == 1)
    #expect(missing.stdout.contains("brand: missing-source: --image \(icon): no such file"))
    let kept = try c.run(["recompute", "brand"])
    #expect(kept.status == 1)
    #expect(kept.stderr.contains("kept its stored values and layouts"))
    let still = try #require(
      try Self.json(c.run(["show", "brand", "--format", "json"]))["button"] as? [String: Any])
    #expect(still["imageSize"] as? [String: Double] == ["width": 28, "height": 24])
  }
}
