import ButtonLayout
import ButtonStore
import Foundation
import Testing

@testable import ButtonCatalog

/// `--content-insets`, `--image-insets`, `--title-insets`: the legacy insets a button has now
/// (migration 0017), and the `insets` technique that lays them out as given. A button without
/// them has no `insets` layout, and every output of it is what it was.
@Suite struct GivenInsetsTests {
  static let add = [
    "add", "share", "--title", "Share", "--title-size", "40x18", "--image-size", "24x24",
    "--spacing", "8", "--size", "120x44", "--content-insets", "0,0,0,0", "--image-insets",
    "0,-14,0,14", "--title-insets", "0,4,0,-4",
  ]

  /// Stored, shown (the inputs and the `insets` layout, off-centre: the image insets move it 10
  /// pt further than the spacing asks), in JSON and history; each removed with `--no-…`, the technique's layouts with
  /// the last one.
  @Test func storedShownAndRemoved() throws {
    let c = try CatalogFixture()
    let add = try c.run(Self.add)
    #expect(add.status == 0, "\(add.stderr)")
    let show = try c.run(["show", "share", "--technique", "insets"])
    #expect(show.status == 0, "\(show.stderr)")
    try Golden.check(show.stdout, "given-insets/show-insets.txt")
    try Golden.check(try c.run(["show", "share"]).stdout, "given-insets/show.txt")
    let json = try c.run(["show", "share", "--format", "json"]).stdout
    #expect(json.contains("\"imageInsets\": {"), "\(json)")
    #expect(json.contains("\"technique\": \"insets\""), "\(json)")
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll(
        "SELECT image_insets_top, image_insets_left, image_insets_bottom, image_insets_right FROM buttons"
      ) {
        [try $0.double(at: 0), try $0.double(at: 1), try $0.double(at: 2), try $0.double(at: 3)]
      }
        == [[0, -14, 0, 14]])
    #expect(try Self.insetsLayouts(db) == 1)

    let set = try c.run(["set", "share", "--no-image-insets"])
    #expect(set.status == 0, "\(set.stderr)")
    let history = try c.run(["history", "share"]).stdout
    #expect(
      history.contains("imageInsets: {\"top\":0,\"left\":-14,\"bottom\":0,\"right\":14} → null"))
    let shown = try c.run(["show", "share"]).stdout
    #expect(!shown.contains("image insets"))
    #expect(shown.contains("title insets    0,4,0,-4 (given)"), "\(shown)")

    let cleared = try c.run(["set", "share", "--no-content-insets", "--no-title-insets"])
    #expect(cleared.status == 0, "\(cleared.stderr)")
    #expect(try Self.insetsLayouts(db) == 0)
    let json2 = try c.run(["show", "share", "--format", "json"]).stdout
    for key in ["\"imageInsets\"", "\"titleInsets\"", "\"technique\": \"insets\""] {
      #expect(!json2.contains(key), "\(key)")
    }
    let stale = try c.run(["list", "--stale"])
    #expect(stale.stderr == "no buttons\n", "\(stale.stdout)\(stale.stderr)")
  }

  static func insetsLayouts(_ db: Database) throws -> Int {
    try db.fetchAll("SELECT count(*) FROM layouts WHERE technique = 'insets'") { try $0.int(at: 0) }
      .first ?? -1
  }

  /// `--technique insets` needs given insets: refused naming the option and the value, on `add`,
  /// `set` (also when the last inset is removed) and `layout`; the catalog is unchanged.
  @Test func theTechniqueWithoutInsetsIsRefused() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "b", "--title-size", "40x18"]).status == 0)
    let added = try c.run(Self.add)
    #expect(added.status == 0, "\(added.stderr)")
    let before = c.digest()
    let message =
      "Error: --technique: 'insets' lays out the button's given insets, and it has none; give --content-insets T,L,B,R, --image-insets T,L,B,R or --title-insets T,L,B,R\n"
    let add = try c.run(["add", "c", "--title-size", "40x18", "--technique", "insets"])
    #expect(add.status == 65)
    #expect(add.stderr == message, "\(add.stderr)")
    let set = try c.run(["set", "b", "--technique", "insets"])
    #expect(set.status == 65)
    #expect(set.stderr == message, "\(set.stderr)")
    let chosen = try c.run(["set", "share", "--technique", "insets"])
    #expect(chosen.status == 0, "\(chosen.stderr)")
    let after = c.digest()
    let removed = try c.run([
      "set", "share", "--no-content-insets", "--no-image-insets", "--no-title-insets",
    ])
    #expect(removed.status == 65)
    #expect(removed.stderr == message, "\(removed.stderr)")
    #expect(c.digest() == after)
    #expect(after != before)
    let layout = try c.run(["layout", "--title-size", "40x18", "--technique", "insets"])
    #expect(layout.status == 65)
    #expect(layout.stderr == message, "\(layout.stderr)")
  }

  /// A bad value is refused naming the option and the value as typed, exit 64 (syntax) or 65
  /// (range), and the catalog is unchanged.
  @Test(arguments: [
    (
      ["--image-insets", "1,2,3"], 64,
      "Error: --image-insets: '1,2,3' needs four numbers T,L,B,R, got 3"
    ),
    (
      ["--content-insets", "0,nan,0,0"], 64,
      "Error: --content-insets: '0,nan,0,0' has 'nan', which is not a finite number"
    ),
    (
      ["--title-insets", "0,0,0,-20000"], 65,
      "Error: --title-insets: right '-20000' is out of range: lengths are at most 10000 pt in magnitude"
    ),
    (["--no-title-insets", "--title-insets", "0,0,0,0"], 64, "--no-title-insets"),
  ])
  func badValuesAreRefused(arguments: [String], status: Int32, message: String) throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "b", "--title-size", "40x18"]).status == 0)
    let before = c.digest()
    let set = try c.run(["set", "b"] + arguments)
    #expect(set.status == status, "\(set.stderr)")
    #expect(set.stderr.contains(message), "\(set.stderr)")
    #expect(c.digest() == before)
  }

  /// `layout` takes them too, and lays out `insets` with the others.
  @Test func layoutLaysThemOut() throws {
    let c = try CatalogFixture()
    let layout = try c.run([
      "layout", "--title-size", "40x18", "--image-size", "24x24", "--spacing", "8",
      "--image-insets", "0,-4,0,4", "--title-insets", "0,4,0,-4", "--format", "json",
    ])
    #expect(layout.status == 0, "\(layout.stderr)")
    #expect(layout.stdout.contains("\"technique\": \"insets\""))
    let without = try c.run(["layout", "--title-size", "40x18", "--format", "json"])
    #expect(!without.stdout.contains("\"insets\""))
  }

  /// A document carries the given insets and imports them back; a catalog at migration 0016
  /// migrates with nothing stale and the same document.
  @Test func documentsAndOlderCatalogs() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "b", "--title-size", "40x18"]).status == 0)
    let plain = try c.run(["export", "--format", "json"]).stdout
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: GivenInsetsMigration.undo)
    }
    let list = try c.run(["list", "--stale"])
    #expect(list.stderr == "no buttons\n", "\(list.stdout)\(list.stderr)")
    #expect(try c.run(["export", "--format", "json"]).stdout == plain)

    #expect(try c.run(Self.add + ["--technique", "insets"]).status == 0)
    let document = try c.run(["export", "--format", "json"]).stdout
    #expect(document.contains("\"contentInsets\": {"))
    let copy = try CatalogFixture()
    let file = copy.path("catalog.json")
    try document.write(toFile: file, atomically: true, encoding: .utf8)
    let imported = try copy.run(["import", file])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try copy.run(["export", "--format", "json"]).stdout == document)
    #expect(try copy.run(["show", "share"]).stdout == (try c.run(["show", "share"]).stdout))
  }

  /// A record's JSON keeps each inset or leaves it out while unset; removing one is a change,
  /// and the digest holds them.
  @Test func recordsKeepEachInset() throws {
    var record = ButtonRecord(name: "b")
    record.spec.givenInsets = GivenInsets(title: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    let keys = (RecordJSON.encode(record).objectValue ?? []).map(\.0)
    #expect(keys.contains("titleInsets") && !keys.contains("imageInsets"))
    #expect(
      RecordJSON.changes(from: record, to: ButtonRecord(name: "b"))
        == "titleInsets: {\"top\":1,\"left\":2,\"bottom\":3,\"right\":4} → null")
    #expect(InputDigest.of(record.spec) != InputDigest.of(ButtonRecord(name: "b").spec))
  }
}
