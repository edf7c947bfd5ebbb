import ButtonLayout
import ButtonMeasure
import ButtonStore
import ButtonTestSupport
import Foundation
import Testing

/// Apple's system font files in the catalog: with `$BUTTONCAT_SYSTEM_FONTS` naming a folder with the
/// variable SF Pro file (here `VariableTestFont`, built with fontTools), an unmeasured
/// system-font title is measured from it and marked approximate in every output; a device
/// measurement wins; other files, or none, make its layouts stale. Without the variable
/// nothing changes.
@Suite struct SystemFontCatalogTests {
  /// A catalog and, beside it, a folder `fonts` holding the test font.
  static func fixture() throws -> (CatalogFixture, [String: String]) {
    let c = try CatalogFixture()
    try FileManager.default.createDirectory(
      atPath: c.path("fonts"), withIntermediateDirectories: true)
    _ = try VariableTestFont.build(in: c.path("fonts"))
    return (c, ["BUTTONCAT_SYSTEM_FONTS": c.path("fonts")])
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

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func anUnmeasuredTitleIsMeasuredFromTheFilesAndMarkedApproximate() throws {
    let (c, fonts) = try Self.fixture()
    let added = try c.run(["add", "sys/done", "--title", "Done"], environment: fonts)
    #expect(added.status == 0, "\(added.stderr)")
    #expect(!added.stdout.contains("unmeasured"), "\(added.stdout)")
    let list = try c.run(["list"], environment: fonts)
    #expect(list.stdout.contains("sys/done  ≈Done"), "\(list.stdout)")
    #expect(!list.stdout.contains("unmeasured"))
    #expect(
      try c.run(["list", "--format", "json"], environment: fonts).stdout.contains(
        "\"stale\":false,\"approximate\":true}"))
    let show = try c.run(["show", "sys/done"], environment: fonts)
    #expect(show.stdout.contains("\"Done\" ≈"), "\(show.stdout)")
    #expect(show.stdout.contains("approximate: measured from Apple's font files"))
    #expect(
      show.stdout.contains(
        "info approximate-title: 1 title was measured from Apple's font file \(c.path("fonts"))/SF-Pro.ttf (SHA-256 "
      ))
    let document = try Self.json(
      try c.run(["show", "sys/done", "--format", "json"], environment: fonts).stdout)
    #expect(document["approximate"] as? Bool == true)
    let button = try #require(document["button"] as? [String: Any])
    let size = try #require(button["titleSize"] as? [String: Double])
    // UIButton's default title, 15 pt regular, at its optical size.
    #expect(abs((size["width"] ?? 0) - Self.expectedWidth("Done", .regular, 15)) < 0.05)
    #expect(size["height"] == SystemFont.lineHeight(pointSize: 15))
    let check = try c.run(["check"], environment: fonts)
    #expect(check.status == 0, "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "sys/done: info approximate-title: 1 title was measured from Apple's font file \(c.path("fonts"))/SF-Pro.ttf"
      ), "\(check.stdout)")
    let json = try c.run(["check", "--format", "json"], environment: fonts).stdout
    #expect(json.contains("\"code\": \"approximate-title\""), "\(json)")
    let layout = try c.run(["layout", "--title", "Done"], environment: fonts)
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(layout.stdout.contains("title \"Done\" ≈"), "\(layout.stdout)")
    let layoutJSON = try Self.json(
      try c.run(["layout", "--title", "Done", "--format", "json"], environment: fonts).stdout)
    #expect(layoutJSON["approximate"] as? Bool == true)
    // The exports' input rows too.
    let md = try c.run(
      ["export", "--format", "markdown", "--output", c.path("md") + "/"], environment: fonts)
    #expect(md.status == 0, "\(md.stderr)")
    #expect(
      try String(contentsOfFile: c.path("md/buttons.md"), encoding: .utf8).contains(
        "| title | \"Done\", ≈"))
  }

  /// A document imported with the files lays its unmeasured titles out from them.
  @Test func importMeasuresFromTheFiles() throws {
    let (c, fonts) = try Self.fixture()
    #expect(try c.run(["add", "sys/done", "--title", "Done"]).status == 0)
    let document = try c.run(["export", "--format", "json"]).stdout
    let other = try CatalogFixture()
    let file = try MeasurementsTests.write(document, other, "buttons.json")
    let imported = try other.run(["import", file], environment: fonts)
    #expect(imported.status == 0, "\(imported.stderr)")
    // The document's title is unmeasured; the stored layouts are pending, so it is stale until
    // recomputed with the files.
    #expect(try other.run(["recompute"], environment: fonts).status == 0)
    #expect(try other.run(["list"], environment: fonts).stdout.contains("≈Done"))
    #expect(try other.run(["check"], environment: fonts).status == 0)
  }

  /// Without the variable, or with a folder that has no usable file, a title stays unmeasured
  /// exactly as before (the latter says why).
  @Test func withoutUsableFilesATitleStaysUnmeasured() throws {
    let (c, _) = try Self.fixture()
    #expect(try c.run(["add", "plain", "--title", "Done"]).stdout.contains("unmeasured"))
    #expect(try c.run(["list"]).stdout.contains("unmeasured"))
    let empty = c.path("empty")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let unusable = ["BUTTONCAT_SYSTEM_FONTS": empty]
    #expect(try c.run(["list"], environment: unusable).stdout.contains("unmeasured"))
    let check = try c.run(["check"], environment: unusable)
    #expect(check.status == 1)
    #expect(check.stdout.contains("error unmeasured-title"))
    #expect(
      check.stdout.contains(
        "BUTTONCAT_SYSTEM_FONTS names \"\(empty)\", which has no system font file"),
      "\(check.stdout)")
    #expect(!(try c.run(["check"]).stdout.contains("BUTTONCAT_SYSTEM_FONTS")))
  }

  /// Setting the variable, unsetting it and changing the file each make the layouts stale,
  /// saying which file; recompute follows.
  @Test func theFilesAreAnInputOfTheLayouts() throws {
    let (c, fonts) = try Self.fixture()
    #expect(try c.run(["add", "sys/done", "--title", "Done"]).status == 0)
    // Set: the pending title can be measured now.
    var check = try c.run(["check"], environment: fonts)
    #expect(
      check.stdout.contains(
        "sys/done: stale: 1 unmeasured title can be measured approximately from Apple's font file \(c.path("fonts"))/SF-Pro.ttf ($BUTTONCAT_SYSTEM_FONTS)"
      ), "\(check.stdout)")
    #expect(try c.run(["recompute"], environment: fonts).status == 0)
    #expect(try c.run(["check"], environment: fonts).status == 0)
    // Unset: the approximate layouts came from files no longer named.
    check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "sys/done: stale: approximate titles were measured from Apple's font file with SHA-256 "
      ), "\(check.stdout)")
    #expect(check.stdout.contains("and $BUTTONCAT_SYSTEM_FONTS is not set now"))
    // Another file: stale, naming the new one.
    _ = try VariableTestFont.build(in: c.path("fonts"), family: "SF Pro Text")
    check = try c.run(["check"], environment: fonts)
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "$BUTTONCAT_SYSTEM_FONTS names another one now, \(c.path("fonts"))/SF-Pro.ttf (SHA-256 "),
      "\(check.stdout)")
    #expect(try c.run(["recompute"], environment: fonts).status == 0)
    #expect(try c.run(["check"], environment: fonts).status == 0)
    // Recomputed without the files: unmeasured again.
    #expect(try c.run(["recompute"]).status == 0)
    #expect(try c.run(["list"]).stdout.contains("unmeasured"))
  }

  /// A device measurement always wins over the files: the title is no longer approximate.
  @Test func aDeviceMeasurementReplacesTheApproximation() throws {
    let (c, fonts) = try Self.fixture()
    #expect(
      try c.run(["add", "cfg", "--title", "Configure", "--font-size", "17"], environment: fonts)
        .status == 0)
    #expect(try c.run(["list"], environment: fonts).stdout.contains("≈Configure"))
    let imported = try c.run(
      [
        "measurements", "import",
        try MeasurementsTests.write(MeasurementsTests.configure, c, "m.json"),
      ], environment: fonts)
    #expect(imported.stdout.contains("recomputed cfg"), "\(imported.stdout)")
    #expect(!(try c.run(["list"], environment: fonts).stdout.contains("≈")))
    let show = try c.run(["show", "cfg"], environment: fonts)
    #expect(show.stdout.contains("\"Configure\" 75×20.333"), "\(show.stdout)")
    #expect(!show.stdout.contains("approximate"))
    let check = try c.run(["check"], environment: fonts)
    #expect(check.status == 0, "\(check.stdout)")
    #expect(!check.stdout.contains("approximate-title"))
    // Without the files too: the measurement does not depend on them.
    #expect(try c.run(["check"]).status == 0)
  }

  /// Every variant's title is measured from the files: `≈` in the matrix, `"approximate"` per
  /// variant in JSON, one finding naming the titles.
  @Test func everyVariantIsApproximate() throws {
    let (c, fonts) = try Self.fixture()
    #expect(
      try c.run(
        [
          "add", "sys/more", "--title", "More", "--text-style", "body", "--content-sizes",
          "L,AX5", "--font-weight", "bold",
        ], environment: fonts
      ).status == 0)
    let show = try c.run(["show", "sys/more"], environment: fonts)
    #expect(show.stdout.contains("≈ a title measured from Apple's font files"), "\(show.stdout)")
    let l = Self.expectedWidth("More", .bold, 17)
    #expect(show.stdout.contains("✓ ≈") || show.stdout.contains("~ ≈"))
    let document = try Self.json(
      try c.run(["show", "sys/more", "--format", "json"], environment: fonts).stdout)
    let variants = try #require(document["variants"] as? [[String: Any]])
    #expect(variants.count == 2)
    #expect(variants.allSatisfy { $0["approximate"] as? Bool == true })
    let width = try #require((variants[0]["titleSize"] as? [String: Double])?["width"])
    #expect(abs(width - l) < 0.05)
    let check = try c.run(["check"], environment: fonts)
    #expect(
      check.stdout.contains(
        "info approximate-title: 2 titles were measured from Apple's font file"),
      "\(check.stdout)")
    #expect(check.stdout.contains("\"More\", system bold 17 pt, @3x, iOS 26"))
  }

  /// A font-file title keeps HarfBuzz until a device measures it; then the device's size is
  /// laid out and a difference above half a pixel is `measure-mismatch` (info, both numbers).
  @Test func aDeviceMeasurementOfAFontFileTitleWinsAndIsCompared() throws {
    let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    guard FileManager.default.fileExists(atPath: font) else { return }
    let c = try CatalogFixture()
    #expect(
      try c.run(["add", "f", "--title", "Hello", "--font", font, "--font-size", "17"]).status == 0)
    let before = try c.run(["show", "f"]).stdout
    #expect(before.contains("\"Hello\" 43.089×19.789"), "\(before)")
    let digest = try ContentDigest(fileAt: font).hex
    func document(_ width: Double, height: Double = 20.333333333333332) -> String {
      """
      {"formatVersion": 1, "measurements": [
        {"text": "Hello", "font": {"postScriptName": "DejaVuSans", "digest": "\(digest)", "size": 17},
         "scale": 3, "ios": "26.1", "width": \(width), "height": \(height),
         "source": {"device": "iPhone 16", "runtime": "iOS 26.1 (23B80)"}}]}
      """
    }
    let imported = try c.run([
      "measurements", "import", try MeasurementsTests.write(document(40), c, "m.json"),
    ])
    #expect(imported.stdout.contains("recomputed f"), "\(imported.stdout)")
    #expect(try c.run(["show", "f"]).stdout.contains("\"Hello\" 40×20.333"))
    let check = try c.run(["check"])
    #expect(check.status == 0, "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "f: info measure-mismatch: \"Hello\", DejaVuSans 17 pt, @3x, iOS 26: HarfBuzz measures 43.333×20 in the font file, the device 40×20.333 (iPhone 16, iOS 26.1 (23B80)); the layouts use the device's"
      ), "\(check.stdout)")
    #expect(try c.run(["show", "f"]).stdout.contains("info measure-mismatch: \"Hello\""))
    // Within half a pixel of HarfBuzz's label: no finding, the device's size still laid out.
    #expect(
      try c.run([
        "measurements", "import",
        try MeasurementsTests.write(document(43.333333333333336, height: 20), c, "n.json"),
      ]).status == 0)
    let agreeing = try c.run(["check"])
    #expect(agreeing.status == 0)
    #expect(!agreeing.stdout.contains("measure-mismatch"), "\(agreeing.stdout)")
    // A measurement changed outside buttoncat makes the button stale, not an edited size.
    let db = try Database(path: c.database, mode: .readWrite)
    try db.execute(sql: "UPDATE title_measurements SET width = 41, digest = 'x'")
    let stale = try c.run(["check"])
    #expect(
      stale.stdout.contains("f: stale: a title's device measurement changed"), "\(stale.stdout)")
    #expect(!stale.stdout.contains("edited"))
  }

  /// `show` sets the device's frames beside the engine's for each `buttons` entry, in text and
  /// JSON; a button without one shows as before.
  @Test func showShowsTheDevicesFrames() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run([
        "add", "cfg", "--title", "Configure", "--technique", "configuration", "--button-size",
        "medium",
      ]).status == 0)
    let device = """
      {"formatVersion": 1, "measurements": [], "buttons": [
        {"name": "cfg", "variant": {"locale": null, "contentSize": "L", "state": "normal", "direction": "ltr"},
         "scale": 3, "ios": "26.1", "bounds": {"x": 0, "y": 0, "width": 99, "height": 34.333333333333336},
         "imageFrame": null, "titleFrame": {"x": 13, "y": 7, "width": 75, "height": 20.333333333333332},
         "intrinsicContentSize": {"width": 99, "height": 34.333333333333336},
         "source": {"device": "iPhone 16", "runtime": "iOS 26.1 (23B80)"}}]}
      """
    #expect(
      try c.run([
        "measurements", "import",
        try MeasurementsTests.write(MeasurementsTests.configure, c, "m.json"),
      ])
      .status == 0)
    let plain = try c.run(["show", "cfg"]).stdout
    #expect(!plain.contains("\nmeasurements\n"))
    #expect(
      try c.run(["measurements", "import", try MeasurementsTests.write(device, c, "d.json")]).status
        == 0)
    let show = try c.run(["show", "cfg"]).stdout
    #expect(
      show.contains("\n  device base LTR, @3x, iOS 26.1 (iPhone 16, iOS 26.1 (23B80))\n"), "\(show)"
    )
    #expect(show.contains("  titleLabel            13,7 75×20.333  12,7 75×20.333\n"), "\(show)")
    #expect(show.contains("error device-mismatch: base LTR (configuration)"))
    let document = try Self.json(try c.run(["show", "cfg", "--format", "json"]).stdout)
    let measurements = try #require(document["measurements"] as? [String: Any])
    let devices = try #require(measurements["devices"] as? [[String: Any]])
    #expect(devices.count == 1)
    let deviceFrames = try #require(devices[0]["device"] as? [String: Any])
    let engineFrames = try #require(devices[0]["engine"] as? [String: Any])
    #expect((deviceFrames["titleFrame"] as? [String: Double])?["x"] == 13)
    #expect((engineFrames["titleFrame"] as? [String: Double])?["x"] == 12)
    #expect((devices[0]["differences"] as? [String])?.count == 1)
    let findings = try #require(measurements["findings"] as? [[String: Any]])
    #expect(findings.contains { $0["code"] as? String == "device-mismatch" })
  }
}
