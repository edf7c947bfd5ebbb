import ButtonStore
import Foundation
import Testing

@testable import ButtonCatalog

/// `--image-reservation PT`: the configuration's `imageReservation`, stored (migration 0016),
/// shown, carried by documents only when set, and set by the generated configuration code only
/// when set. A layout input of the configuration technique since migration 0022 (UNVERIFIED,
/// docs/layout-model.md): its digest member is left out while unset.
@Suite struct ImageReservationTests {
  @Test func storedShownExportedAndClearedLayingOutTheConfiguration() throws {
    let c = try CatalogFixture()
    let add = try c.run([
      "add", "tab", "--title", "Go", "--title-size", "20x18", "--image-size", "24x24",
      "--technique", "configuration",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let before = try c.run(["show", "tab", "--format", "json"])
    #expect(!before.stdout.contains("imageReservation"))
    let swiftBefore = try c.run(["export", "--format", "swift", "tab"])
    #expect(!swiftBefore.stdout.contains("imageReservation"))

    let set = try c.run(["set", "tab", "--image-reservation", "28"])
    #expect(set.status == 0, "\(set.stderr)")
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll("SELECT image_reservation FROM buttons") { try $0.double(at: 0) } == [28])
    let show = try c.run(["show", "tab"])
    #expect(show.stdout.contains("image reservation  28 pt (configuration)"), "\(show.stdout)")
    let json = try c.run(["show", "tab", "--format", "json"])
    #expect(json.stdout.contains("\"imageReservation\": 28"), "\(json.stdout)")
    // The configuration reserves 28 pt for the 24 pt image: 4 pt wider; the legacy techniques
    // do not read it.
    func intrinsicWidth(_ text: String, _ technique: String) throws -> Double? {
      let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
      let layouts = object?["layouts"] as? [[String: Any]] ?? []
      let layout = layouts.first { $0["technique"] as? String == technique }
      let frames = layout?["frames"] as? [String: Any]
      return (frames?["intrinsicContentSize"] as? [String: Any])?["width"] as? Double
    }
    let widthBefore = try #require(try intrinsicWidth(before.stdout, "configuration"))
    #expect(try intrinsicWidth(json.stdout, "configuration") == widthBefore + 4)
    #expect(try intrinsicWidth(json.stdout, "exact") == intrinsicWidth(before.stdout, "exact"))
    let swift = try c.run(["export", "--format", "swift", "tab"])
    #expect(swift.stdout.contains("configuration.imageReservation = 28\n"), "\(swift.stdout)")
    let objc = try c.run(["export", "--format", "objc", "--output", c.path("objc") + "/"])
    #expect(objc.status == 0, "\(objc.stderr)")
    let implementation = try String(
      contentsOfFile: c.path("objc/UIButton+ButtonStyles.m"), encoding: .utf8)
    #expect(implementation.contains("configuration.imageReservation = 28;\n"))
    let history = try c.run(["history", "tab"])
    #expect(history.stdout.contains("imageReservation: null → 28"), "\(history.stdout)")

    // A document carries it, and one without it imports as unset.
    let exported = try c.run(["export", "--format", "json"])
    #expect(exported.stdout.contains("\"imageReservation\": 28"))

    let cleared = try c.run(["set", "tab", "--no-image-reservation"])
    #expect(cleared.status == 0, "\(cleared.stderr)")
    #expect(!(try c.run(["show", "tab", "--format", "json"]).stdout.contains("imageReservation")))
    #expect(
      !(try c.run(["export", "--format", "swift", "tab"]).stdout.contains("imageReservation")))
  }

  @Test func aNegativeOrTooLargeReservationIsRefused() throws {
    let c = try CatalogFixture()
    let base = ["add", "b", "--title", "Go", "--title-size", "20x18"]
    let negative = try c.run(base + ["--image-reservation", "-1"])
    #expect(negative.status == 65)
    #expect(negative.stderr.contains("--image-reservation: '-1' must not be negative"))
    let large = try c.run(base + ["--image-reservation", "10001"])
    #expect(large.status == 65, "\(large.stderr)")
    #expect(large.stderr.contains("--image-reservation: '10001'"), "\(large.stderr)")
    let both = try c.run(base + ["--image-reservation", "3", "--no-image-reservation"])
    #expect(both.status == 64)
    // `layout` computes a layout on its own with it too (a layout input).
    let layout = try c.run([
      "layout", "--title-size", "20x18", "--image-reservation", "3",
    ])
    #expect(layout.status == 0, "\(layout.stderr)")
  }

  /// A catalog at migration 0015 migrates: no button has a reservation, nothing turns stale,
  /// the document is the same.
  @Test func aCatalogFromBeforeTheMigrationMigratesWithNothingStale() throws {
    let c = try CatalogFixture()
    let add = try c.run(["add", "b", "--title", "Go", "--title-size", "20x18"])
    #expect(add.status == 0, "\(add.stderr)")
    let before = try c.run(["export", "--format", "json"]).stdout
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: ImageReservationMigration.undo)
    }
    let list = try c.run(["list", "--stale"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stderr == "no buttons\n", "\(list.stdout)\(list.stderr)")
    #expect(try c.run(["export", "--format", "json"]).stdout == before)
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll("SELECT count(*) FROM buttons WHERE image_reservation IS NULL") {
        try $0.int(at: 0)
      } == [1])
  }

  /// A record carries the key only while it is set; removing it is a change; a negative value
  /// is an invalid input (`validate`, what `add`, `set` and `import` run).
  @Test func documentsGiveItOrLeaveItOut() throws {
    var record = ButtonRecord(name: "b")
    record.imageReservation = 12
    let encoded = RecordJSON.encode(record)
    #expect(encoded.objectValue?.contains { $0.0 == "imageReservation" } == true)
    var unset = record
    unset.imageReservation = nil
    #expect(RecordJSON.encode(unset).objectValue?.contains { $0.0 == "imageReservation" } == false)
    // Removing it is a change, in history and to diff and merge, though the document leaves
    // the key out.
    #expect(RecordJSON.changes(from: record, to: unset) == "imageReservation: 12 → null")
    #expect(CatalogMerge.changedKeys(record, unset) == ["imageReservation"])
    record.imageReservation = -2
    #expect(
      record.validate().errors.contains(
        InputProblem(.imageReservation, "'-2' must not be negative")))
  }
}
