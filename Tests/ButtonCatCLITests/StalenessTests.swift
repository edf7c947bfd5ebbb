import ButtonCatalog
import ButtonStore
import Foundation
import Testing

/// One definition of stale for `list`, `list --stale`, `check` and
/// `recompute`, and `check` naming the real cause.
@Suite struct StalenessTests {
  /// A catalog with `brand` (a title measured in a copy of DejaVu Sans, an image file) and
  /// `plain` (given sizes).
  static func fixture() throws -> (CatalogFixture, font: String, icon: String) {
    let c = try CatalogFixture()
    let font = c.path("Brand.ttf")
    let icon = c.path("icon@2x.png")
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: font)
    try SourceFileTests.png(width: 48, height: 48).write(to: URL(fileURLWithPath: icon))
    let add = try c.run([
      "add", "brand", "--title", "Wave", "--font", font, "--font-size", "17", "--image", icon,
      "--spacing", "8",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    #expect(try c.run(["add", "plain", "--title-size", "40x18"]).status == 0)
    return (c, font, icon)
  }

  static func status(_ c: CatalogFixture, _ name: String) throws -> String? {
    let list = try c.run(["list", "--format", "json"])
    let rows = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
    return rows?.first { $0["name"] as? String == name }?["status"] as? String
  }

  @Test func aChangedFontIsStaleForListListStaleCheckAndRecompute() throws {
    let (c, font, _) = try Self.fixture()
    #expect(try Self.status(c, "brand") == "warning")
    #expect(try c.run(["list", "--stale"]).stderr == "no buttons\n")

    try FileManager.default.removeItem(atPath: font)
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVuBold, toPath: font)
    #expect(try Self.status(c, "brand") == "stale")
    #expect(try Self.status(c, "plain") != "stale")
    let stale = try c.run(["list", "--stale"])
    #expect(stale.stdout.contains("brand"), "\(stale.stdout)\(stale.stderr)")
    #expect(!stale.stdout.contains("plain"))
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("brand: stale: font file changed: \(font)"), "\(check.stdout)")
    #expect(!check.stdout.contains("image file changed"))
    #expect(try c.run(["show", "brand"]).stderr.contains("font file changed"))

    let recompute = try c.run(["recompute"])
    #expect(recompute.status == 0, "\(recompute.stderr)")
    #expect(
      recompute.stdout.hasSuffix("recomputed 1, unchanged 1, failed 0 of 2 buttons\n"),
      "\(recompute.stdout)")
    #expect(try Self.status(c, "brand") == "warning")
    #expect(try c.run(["list", "--stale"]).stderr == "no buttons\n")
    #expect(try c.run(["check"]).status == 0)
  }

  @Test func aChangedImageIsStaleEverywhere() throws {
    let (c, _, icon) = try Self.fixture()
    try SourceFileTests.png(width: 56, height: 48).write(to: URL(fileURLWithPath: icon))
    #expect(try Self.status(c, "brand") == "stale")
    #expect(try c.run(["list", "--stale", "--format", "csv"]).stdout.contains("brand"))
    let check = try c.run(["check"])
    #expect(check.stdout.contains("brand: stale: image file changed: \(icon)"), "\(check.stdout)")
    #expect(!check.stdout.contains("font file changed"))
    #expect(try c.run(["recompute"]).status == 0)
    #expect(try Self.status(c, "brand") == "warning")
    #expect(try c.run(["check"]).status == 0)
  }

  /// The case of the issue: `titleSize` edited in a document, the font file unchanged.
  @Test func aTitleSizeEditedInADocumentIsNotBlamedOnTheFont() throws {
    let (c, _, _) = try Self.fixture()
    let document = c.path("catalog.json")
    #expect(try c.run(["export", "--output", document]).status == 0)
    let text = try String(contentsOfFile: document, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "\"titleSize\": {\"width\":46.65869140625,", with: "\"titleSize\": {\"width\":60,")
    #expect(edited != text)
    try Data(edited.utf8).write(to: URL(fileURLWithPath: document))
    #expect(try c.run(["import", document, "--replace"]).status == 0)

    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(!check.stdout.contains("font file changed"), "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "brand: title size 60×19.7890625 is not what the font measures (46.65869140625×19.7890625); the font file is unchanged, so the stored size was edited"
      ), "\(check.stdout)")
    // The layouts match the (edited) inputs: not stale, one definition everywhere.
    #expect(!check.stdout.contains("stale"))
    #expect(try Self.status(c, "brand") == "warning")
    let recompute = try c.run(["recompute"])
    #expect(recompute.stdout.contains("brand: title size 60×19.7890625"), "\(recompute.stdout)")
    #expect(try c.run(["check"]).status == 0)
  }

  @Test func aRowEditedOutsideButtoncatAndAnOlderEngineAreNamed() throws {
    let (c, _, _) = try Self.fixture()
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: "UPDATE buttons SET spacing = 9 WHERE name = 'plain'")
      try db.execute(
        sql:
          "UPDATE layouts SET engine_version = 0 WHERE button_id = (SELECT id FROM buttons WHERE name = 'brand')"
      )
    }
    #expect(try Self.status(c, "plain") == "stale")
    #expect(try Self.status(c, "brand") == "stale")
    let check = try c.run(["check"])
    #expect(
      check.stdout.contains(
        "plain: stale: inputs changed since the layouts were computed (the catalog was edited outside buttoncat)"
      ), "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "brand: stale: layouts computed by engine version 0; this buttoncat computes with version \(InputDigest.engineVersion)"
      ))
    #expect(!check.stdout.contains("file changed"))
    #expect(
      try c.run(["recompute"]).stdout.hasSuffix(
        "recomputed 2, unchanged 0, failed 0 of 2 buttons\n"))
    #expect(try c.run(["check"]).status == 0)
  }
}
