import ButtonStore
import Foundation
import Testing

/// Device measurements imported, exported, merged and compared;
/// system-font titles laid out from them; device truth checked per entry.
@Suite struct MeasurementsTests {
  /// Published iOS 26.1 values: `Configure` in the system font, regular, 17 pt, at 3x, is a
  /// 75 × 20.333333333333332 label.
  static let configure = """
    {"formatVersion": 1,
     "measurements": [
       {"text": "Configure", "font": {"family": "system", "weight": "regular", "size": 17},
        "scale": 3, "ios": "26.1", "width": 75, "height": 20.333333333333332,
        "source": {"device": "iPhone 16", "runtime": "iOS 26.1 (23B80)", "measuredAt": "2026-11-30T10:00:00Z"}}
     ]}
    """

  static func write(_ text: String, _ c: CatalogFixture, _ name: String) throws -> String {
    let path = c.path(name)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aMeasuredTitleIsLaidOutAsIOS26Does() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run(["add", "cfg", "--title", "Configure", "--technique", "configuration"]).status == 0)
    #expect(try c.run(["list"]).stdout.contains("unmeasured"))
    let missing = try c.run(["measurements", "list", "--missing"])
    #expect(
      missing.stdout.hasPrefix(
        "\"Configure\", system regular 17 pt, @3x, iOS 26: 1 layout of cfg\n"))
    let imported = try c.run([
      "measurements", "import", try Self.write(Self.configure, c, "m.json"),
    ])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout.contains("(1 new, 0 changed, 0 unchanged)"))
    #expect(imported.stdout.contains("recomputed cfg: every layout measured (1 unmeasured before)"))
    #expect(!(try c.run(["list"]).stdout.contains("unmeasured")))
    let layout = try c.run([
      "layout", "--title", "Configure", "--technique", "configuration", "--button-size", "medium",
      "--format", "json",
    ])
    #expect(layout.status == 0, "\(layout.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(layout.stdout.utf8)) as? [String: Any])
    let layouts = try #require(json["layouts"] as? [[String: Any]])
    let frames = try #require(layouts.first?["frames"] as? [String: Any])
    let title = try #require(frames["titleFrame"] as? [String: Double])
    let intrinsic = try #require(frames["intrinsicContentSize"] as? [String: Double])
    #expect(title["x"] == 12 && title["y"] == 7 && title["width"] == 75)
    #expect(abs((title["height"] ?? 0) - 20.333333333333332) < 1e-9)
    #expect(intrinsic["width"] == 99)
    #expect(abs((intrinsic["height"] ?? 0) - 34.333333333333336) < 1e-9)
    // Without --button-size: a configuration has the default (medium) size's insets, as
    // UIKit's does: the same layout, the command as typed.
    let plain = try c.run(["layout", "--title", "Configure", "--technique", "configuration"])
    #expect(plain.status == 0, "\(plain.stderr)")
    #expect(plain.stdout.contains("titleFrame                   12,7 75×20.333"), "\(plain.stdout)")
    #expect(plain.stdout.contains("intrinsicContentSize              99×34.333"), "\(plain.stdout)")
    // Without the measurement (another catalog), the same title is unmeasured.
    let other = try CatalogFixture()
    let unmeasured = try other.run([
      "layout", "--title", "Configure", "--technique", "configuration",
    ])
    #expect(unmeasured.status == 65)
    #expect(unmeasured.stderr.contains("has no device measurement"))
  }

  /// Export writes the document sorted and deterministic; import of the export changes
  /// nothing; diff compares documents; the merge driver merges them per entry.
  @Test func roundTripsThroughImportExportMergeAndDiff() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run(["measurements", "import", try Self.write(Self.configure, c, "m.json")]).status == 0
    )
    let exported = try c.run(["measurements", "export"]).stdout
    #expect(exported.hasPrefix("{\n  \"formatVersion\": 1,\n  \"measurements\": [\n"))
    let base = try Self.write(exported, c, "base.json")
    let again = try c.run(["measurements", "import", base])
    #expect(again.stdout.contains("(0 new, 0 changed, 1 unchanged)"), "\(again.stdout)")
    #expect(try c.run(["measurements", "export", "--output", c.path("out.json")]).status == 0)
    #expect(try String(contentsOfFile: c.path("out.json"), encoding: .utf8) == exported)
    let ours = try Self.write(
      exported.replacingOccurrences(of: "\"width\": 75", with: "\"width\": 76"), c, "ours.json")
    let done = exported.replacingOccurrences(
      of: "\"text\": \"Configure\"", with: "\"text\": \"Done\"")
    let theirsDocument = exported.replacingOccurrences(
      of: "  ]\n}", with: "  ]\n}"
    ).replacingOccurrences(of: "    }\n  ]", with: "    },\n" + Self.entry(done) + "\n  ]")
    let theirs = try Self.write(theirsDocument, c, "theirs.json")
    let diff = try c.run(["diff", base, ours])
    #expect(diff.status == 1)
    #expect(
      diff.stdout.hasPrefix("changed  \"Configure\", system regular 17 pt, @3x, iOS 26:"),
      "\(diff.stdout)")
    #expect(try c.run(["diff", base, base]).status == 0)
    let merge = try c.run(["merge", base, ours, theirs])
    #expect(merge.status == 0, "\(merge.stderr)")
    let merged = try String(contentsOfFile: ours, encoding: .utf8)
    #expect(merged.contains("\"width\": 76"))
    #expect(merged.contains("\"text\": \"Done\""))
    // Sorted: Configure before Done.
    #expect(merged.range(of: "Configure")!.lowerBound < merged.range(of: "\"Done\"")!.lowerBound)
    // Both sides changing one entry differently conflict: ours kept, exit 1.
    let mine = try Self.write(
      exported.replacingOccurrences(of: "\"width\": 75", with: "\"width\": 77"), c, "mine.json")
    let yours = try Self.write(
      exported.replacingOccurrences(of: "\"width\": 75", with: "\"width\": 78"), c, "yours.json")
    let conflict = try c.run(["merge", base, mine, yours])
    #expect(conflict.status == 1)
    #expect(conflict.stderr.contains("conflict: \"Configure\""))
  }

  /// The one entry of a document (its measurements array's first object), for building others.
  static func entry(_ document: String) -> String {
    let start = document.range(of: "    {\n")!.lowerBound
    let end = document.range(of: "\n    }", range: start..<document.endIndex)!.upperBound
    return String(document[start..<end])
  }

  /// Hostile documents are refused whole, naming the entry and field, with nothing stored.
  @Test(arguments: [
    ("\"width\": 75", "\"width\": 1e400", "not a JSON document"),
    ("\"width\": 75", "\"width\": 20000", "measurements[0].width: 20000 is out of range"),
    ("\"width\": 75", "\"width\": \"75\"", "measurements[0].width: expected a number"),
    ("\"size\": 17", "\"size\": 0", "measurements[0].font.size: 0 is out of range"),
    ("\"text\": \"Configure\"", "\"text\": \"Con\\u0007figure\"", "measurements[0].text:"),
    ("\"scale\": 3", "\"scale\": 4", "measurements[0].scale: 4 is not a screen scale"),
    ("\"weight\": \"regular\"", "\"weight\": \"Regular\"", "measurements[0].font.weight:"),
    ("\"formatVersion\": 1", "\"formatVersion\": 2", "formatVersion: 2 is not a version"),
    ("\"ios\": \"26.1\"", "\"ios\": 26", "measurements[0].ios: expected a string"),
  ])
  func hostileDocumentsAreRefusedWithNothingChanged(
    find: String, replace: String, message: String
  ) throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "cfg", "--title", "Configure"]).status == 0)
    let before = c.digest()
    let text = Self.configure.replacingOccurrences(of: find, with: replace)
    #expect(text != Self.configure)
    let r = try c.run(["measurements", "import", try Self.write(text, c, "bad.json")])
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(c.digest() == before)
  }

  @Test func duplicateKeysAndEnormousFilesAreRefused() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "cfg", "--title", "Configure"]).status == 0)
    let before = c.digest()
    let twice = """
      {"formatVersion": 1, "measurements": [
        {"text": "A", "font": {"family": "system", "weight": "regular", "size": 17}, "scale": 3, "ios": "26.0", "width": 1, "height": 2},
        {"text": "A", "font": {"family": "system", "weight": "regular", "size": 17.0001}, "scale": 3, "ios": "26.1", "width": 1, "height": 2}
      ]}
      """
    let r = try c.run(["measurements", "import", try Self.write(twice, c, "twice.json")])
    #expect(r.status == 65)
    #expect(
      r.stderr.contains("measurements[1]: the same measurement as measurements[0]"), "\(r.stderr)")
    let key = try c.run([
      "measurements", "import",
      try Self.write(
        "{\"formatVersion\": 1, \"measurements\": [], \"measurements\": []}", c, "key.json"),
    ])
    #expect(key.status == 65)
    #expect(key.stderr.contains("duplicate key"), "\(key.stderr)")
    let huge = c.path("huge.json")
    #expect(FileManager.default.createFile(atPath: huge, contents: Data("{".utf8)))
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: huge))
    try handle.truncate(atOffset: 300 << 20)
    try handle.close()
    let big = try c.run(["measurements", "import", huge])
    #expect(big.status == 65)
    #expect(
      big.stderr.contains("more than the 268435456 a measurements document may have"),
      "\(big.stderr)")
    let types = try c.run(["measurements", "import", try Self.write("[1, 2]", c, "array.json")])
    #expect(types.status == 65)
    #expect(types.stderr.contains("expected an object"), "\(types.stderr)")
    #expect(c.digest() == before)
  }

  /// A changed measurement recomputes the buttons laid out from it; one changed outside
  /// buttoncat makes them stale until recomputed.
  @Test func changedMeasurementsMakeTheirButtonsStaleOrRecomputeThem() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "cfg", "--title", "Configure", "--font-size", "17"]).status == 0)
    #expect(
      try c.run(["measurements", "import", try Self.write(Self.configure, c, "m.json")]).status == 0
    )
    #expect(try c.run(["show", "cfg"]).stdout.contains("\"Configure\" 75×20.333"))
    let wider = Self.configure.replacingOccurrences(of: "\"width\": 75", with: "\"width\": 80")
    let r = try c.run(["measurements", "import", try Self.write(wider, c, "w.json")])
    #expect(r.stdout.contains("(0 new, 1 changed, 0 unchanged)"), "\(r.stdout)")
    #expect(r.stdout.contains("recomputed cfg"))
    #expect(try c.run(["show", "cfg"]).stdout.contains("\"Configure\" 80×20.333"))
    #expect(try c.run(["check"]).status == 0)
    let db = try Database(path: c.database, mode: .readWrite)
    try db.execute(sql: "UPDATE title_measurements SET width = 81, digest = 'x'")
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("stale: a title's device measurement changed"), "\(check.stdout)")
    #expect(try c.run(["recompute"]).status == 0)
    #expect(try c.run(["check"]).status == 0)
  }

  /// A `buttons` entry that disagrees with the engine by more than half a pixel is a
  /// `device-mismatch` error with both rectangles; one that agrees is not.
  @Test func aDisagreeingButtonEntryIsADeviceMismatch() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run([
        "add", "cfg", "--title", "Configure", "--technique", "configuration", "--button-size",
        "medium",
      ]).status == 0)
    #expect(
      try c.run(["measurements", "import", try Self.write(Self.configure, c, "m.json")]).status == 0
    )
    func device(_ x: Double) -> String {
      """
      {"formatVersion": 1, "measurements": [], "buttons": [
        {"name": "cfg", "variant": {"locale": null, "contentSize": "L", "state": "normal", "direction": "ltr"},
         "scale": 3, "ios": "26.1", "bounds": {"x": 0, "y": 0, "width": 99, "height": 34.333333333333336},
         "imageFrame": null, "titleFrame": {"x": \(x), "y": 7, "width": 75, "height": 20.333333333333332},
         "intrinsicContentSize": {"width": 99, "height": 34.333333333333336}}]}
      """
    }
    #expect(
      try c.run(["measurements", "import", try Self.write(device(12.1), c, "ok.json")]).status == 0)
    #expect(try c.run(["check"]).status == 0)
    #expect(
      try c.run(["measurements", "import", try Self.write(device(13), c, "bad.json")]).status == 0)
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "cfg: error device-mismatch: base LTR (configuration): the device's layout differs from the engine's by more than half a pixel: titleFrame: device 13,7 75×20.333, engine 12,7 75×20.333"
      ), "\(check.stdout)")
  }
}
