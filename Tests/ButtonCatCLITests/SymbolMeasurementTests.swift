import ButtonStore
import Foundation
import Testing

/// SF Symbols measured on a device (the measurements document's `images`, migration 0023):
/// imported, laid out from, refused when bad, exported, compared and merged.
@Suite struct SymbolMeasurementTests {
  /// iOS 26.1 (docs/probe26 section 5): `star.fill` in a 17 pt medium configuration is a
  /// 22 × 20 image in a 28 × 26.667 image view.
  static let star = """
    {"formatVersion": 1, "measurements": [],
     "images": [
       {"symbol": "star.fill", "pointSize": 17, "weight": "medium", "symbolScale": "medium",
        "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20},
        "imageView": {"width": 28, "height": 26.666666666666668},
        "source": {"device": "iPhone 16", "runtime": "iOS 26.1 (23B80)"}}
     ]}
    """

  static let go = [
    "--title", "Go", "--title-size", "22x20.333", "--technique", "configuration",
    "--symbol", "star.fill", "--symbol-point-size", "17", "--padding", "7,12,7,12",
  ]
  static let medium = go + ["--symbol-weight", "medium"]

  static func frames(_ c: CatalogFixture, _ name: String) throws -> [String: Any] {
    let show = try c.run(["show", name, "--format", "json", "--technique", "configuration"])
    #expect(show.status == 0, "\(show.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(show.stdout.utf8)) as? [String: Any])
    let layouts = try #require(json["layouts"] as? [[String: Any]], "\(show.stdout)")
    return try #require(layouts.first?["frames"] as? [String: Any])
  }

  static func rect(_ value: Any?) throws -> [Double] {
    let r = try #require(value as? [String: Double])
    return [r["x"], r["y"], r["width"], r["height"]].map { (($0 ?? -1) * 1000).rounded() / 1000 }
  }

  @Test func anImportedSymbolIsLaidOutAsIOS26Does() throws {
    let c = try CatalogFixture()
    let add = try c.run(["add", "star"] + Self.medium)
    #expect(add.status == 0, "\(add.stderr)")
    #expect(add.stdout.contains("unmeasured"), "\(add.stdout)")
    let missing = try c.run(["measurements", "list", "--missing"])
    #expect(
      missing.stdout.hasPrefix(
        "image 'star.fill' 17 pt medium medium, @3x, iOS 26: the image of star\n"),
      "\(missing.stdout)")
    let imported = try c.run([
      "measurements", "import", try MeasurementsTests.write(Self.star, c, "m.json"),
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(
      imported.stdout.contains("imported 1 image measurement (1 new, 0 changed, 0 unchanged)"),
      "\(imported.stdout)")
    #expect(imported.stdout.contains("recomputed star"), "\(imported.stdout)")
    #expect(try c.run(["check"]).stdout.contains("unmeasured-image") == false)
    #expect(try c.run(["measurements", "list", "--missing"]).stderr == "no unmeasured titles\n")
    // leading_pad0: 74 × 34.333, image view [12, 3.333, 28, 26.667], title [40, 7, 22, 20.333].
    let frames = try Self.frames(c, "star")
    #expect(try Self.rect(frames["imageFrame"]) == [12, 3.333, 28, 26.667])
    #expect(try Self.rect(frames["titleFrame"]) == [40, 7, 22, 20.333])
    let intrinsic = try #require(frames["intrinsicContentSize"] as? [String: Double])
    #expect(intrinsic["width"] == 74)
    #expect(abs((intrinsic["height"] ?? 0) - 34.333) < 0.001)
    let show = try c.run(["show", "star"])
    #expect(
      show.stdout.contains(
        "star.fill, 17 pt medium medium, image 22×20 in an image view 28×26.667 (a device measurement)"
      ), "\(show.stdout)")
    // The stored source is the device's measurement, not a size given by hand.
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll("SELECT image_source, substr(image_digest, 1, 7) FROM buttons") {
        "\(try $0.string(at: 0)) \(try $0.string(at: 1))"
      } == ["size device:"])
    #expect(
      try c.run(["measurements", "list"]).stdout
        == "image 'star.fill' 17 pt medium medium, @3x, iOS 26: 22×20 in an image view 28×26.667 (iPhone 16, iOS 26.1 (23B80))\n"
    )
    // `layout` takes the catalog's measurement too.
    let layout = try c.run(["layout"] + Self.medium)
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(
      layout.stdout.contains("imageFrame               12,3.333 28×26.667"), "\(layout.stdout)")
    // Exported back unchanged; importing the export changes nothing.
    let exported = try c.run(["measurements", "export"])
    #expect(exported.stdout.contains("\"symbol\": \"star.fill\""), "\(exported.stdout)")
    let again = try c.run([
      "measurements", "import", try MeasurementsTests.write(exported.stdout, c, "e.json"),
    ])
    #expect(again.stdout.contains("(0 new, 0 changed, 1 unchanged)"), "\(again.stdout)")
    // Top placement with padding 6: 52 × 60.667, title at [15, 33.333].
    #expect(try c.run(["set", "star", "--placement", "top", "--spacing", "6"]).status == 0)
    let top = try Self.frames(c, "star")
    #expect(try Self.rect(top["imageFrame"]) == [12, 3.333, 28, 26.667])
    #expect(try Self.rect(top["titleFrame"]) == [15, 33.333, 22, 20.333])
  }

  /// `--symbol-size` wins over a device measurement, as `--title-size` wins over a title's.
  @Test func aSizeGivenByHandWinsAndAnotherConfigurationStaysUnmeasured() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run(["measurements", "import", try MeasurementsTests.write(Self.star, c, "m.json")])
        .status == 0)
    #expect(try c.run(["add", "given"] + Self.medium + ["--symbol-size", "30x30"]).status == 0)
    // 30 × 30 given: its image view inferred (36 × 36.667), not the measured 28 × 26.667.
    let given = try Self.frames(c, "given")
    #expect(try Self.rect(given["imageFrame"]) == [12, 3, 36, 36.667])
    let bold = try c.run(["add", "bold"] + Self.go + ["--symbol-weight", "bold"])
    #expect(bold.status == 0, "\(bold.stderr)")
    #expect(try c.run(["check"]).stdout.contains("unmeasured-image"))
    // The measured one, added after the import, is laid out from it at once.
    #expect(try c.run(["add", "star"] + Self.medium).status == 0)
    #expect(try Self.rect(try Self.frames(c, "star")["imageFrame"]) == [12, 3.333, 28, 26.667])
  }

  @Test(arguments: [
    (
      #"{"symbol": "a\nb", "pointSize": 17, "weight": "medium", "symbolScale": "medium", "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20}}"#,
      "images[0].symbol: has a control character"
    ),
    (
      #"{"symbol": "star.fill", "pointSize": 0, "weight": "medium", "symbolScale": "medium", "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20}}"#,
      "images[0].pointSize: 0 is out of range"
    ),
    (
      #"{"symbol": "star.fill", "pointSize": 17, "weight": "fat", "symbolScale": "medium", "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20}}"#,
      "images[0].weight"
    ),
    (
      #"{"symbol": "star.fill", "pointSize": 17, "weight": "medium", "symbolScale": "huge", "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20}}"#,
      "images[0].symbolScale"
    ),
    (
      #"{"symbol": "star.fill", "pointSize": 17, "weight": "medium", "symbolScale": "medium", "scale": 3, "ios": "26.1", "size": {"width": -1, "height": 20}}"#,
      "images[0].size.width: -1 is out of range"
    ),
    (
      #"{"symbol": "star.fill", "pointSize": 17, "weight": "medium", "symbolScale": "medium", "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20}, "imageView": {"width": 28}}"#,
      "images[0].imageView.height: missing"
    ),
    (
      #"{"symbol": "star.fill", "pointSize": 17, "weight": "medium", "symbolScale": "medium", "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20}, "color": 1}"#,
      "images[0]"
    ),
  ])
  func badEntriesAreRefusedAndChangeNothing(_ entry: String, _ message: String) throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "star"] + Self.medium).status == 0)
    let before = c.digest()
    let text = #"{"formatVersion": 1, "measurements": [], "images": ["# + entry + "]}"
    let r = try c.run(["measurements", "import", try MeasurementsTests.write(text, c, "b.json")])
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(c.digest() == before)
  }

  @Test func twoEntriesOfOneConfigurationAreRefused() throws {
    let c = try CatalogFixture()
    let entry =
      #"{"symbol": "star.fill", "pointSize": 17, "weight": "medium", "symbolScale": "medium", "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20}}"#
    let text =
      #"{"formatVersion": 1, "measurements": [], "images": ["# + entry + ", " + entry + "]}"
    let r = try c.run(["measurements", "import", try MeasurementsTests.write(text, c, "t.json")])
    #expect(r.status == 65)
    #expect(
      r.stderr.contains("images[1]: the same symbol configuration as images[0]"), "\(r.stderr)")
  }

  /// A measurement without an image view (`null`, as the probe writes when there is none): the
  /// size is the device's, the view inferred from it as for `--symbol-size`.
  @Test func aMeasurementWithoutAnImageViewInfersTheView() throws {
    let c = try CatalogFixture()
    let text = Self.star.replacingOccurrences(
      of: #""imageView": {"width": 28, "height": 26.666666666666668}"#, with: #""imageView": null"#)
    #expect(text != Self.star)
    let imported = try c.run([
      "measurements", "import", try MeasurementsTests.write(text, c, "n.json"),
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try c.run(["add", "star"] + Self.medium).status == 0)
    let show = try c.run(["show", "star"])
    #expect(
      show.stdout.contains("star.fill, 17 pt medium medium, image 22×20 (a device measurement)"),
      "\(show.stdout)")
    #expect(try Self.rect(try Self.frames(c, "star")["imageFrame"]) == [12, 3.333, 28, 26.667])
  }

  /// `diff` lists image entries; `merge` takes each entry from the side that changed it.
  @Test func documentsWithImagesAreComparedAndMerged() throws {
    let c = try CatalogFixture()
    let base = try MeasurementsTests.write(Self.star, c, "base.json")
    let wider = Self.star.replacingOccurrences(of: "\"width\": 28", with: "\"width\": 29")
    let ours = try MeasurementsTests.write(wider, c, "ours.json")
    let heart = Self.star.replacingOccurrences(
      of: "\"symbol\": \"star.fill\"", with: "\"symbol\": \"heart\"")
    let theirsText = heart.replacingOccurrences(
      of: "\"images\": [", with: "\"images\": [" + Self.entry + ",")
    let theirs = try MeasurementsTests.write(theirsText, c, "theirs.json")
    let diff = try c.run(["diff", base, ours])
    #expect(diff.status == 1, "\(diff.stderr)")
    #expect(
      diff.stdout.contains("changed  image 'star.fill' 17 pt medium medium, @3x, iOS 26"),
      "\(diff.stdout)")
    let merge = try c.run(["merge", base, ours, theirs])
    #expect(merge.status == 0, "\(merge.stderr)")
    let merged = try String(contentsOfFile: ours, encoding: .utf8)
    #expect(merged.contains("\"width\": 29"), "\(merged)")
    #expect(merged.contains("\"symbol\": \"heart\""), "\(merged)")
    #expect(merged.range(of: "heart")!.lowerBound < merged.range(of: "star.fill")!.lowerBound)
  }

  /// The star entry of `star` alone (to build other documents from).
  static let entry =
    #"{"symbol": "star.fill", "pointSize": 17, "weight": "medium", "symbolScale": "medium", "scale": 3, "ios": "26.1", "size": {"width": 22, "height": 20}, "imageView": {"width": 28, "height": 26.666666666666668}, "source": {"device": "iPhone 16", "runtime": "iOS 26.1 (23B80)"}}"#
}
