import ButtonLayout
import ButtonStore
import Foundation
import Testing

@testable import ButtonCatalog

/// `--style`, `--corner-style` and `--corner-radius` (issue 28 items 1 and 2): stored
/// (migration 0019), shown with the corner radius of each layout, carried by documents only when
/// set, compared by diff and merge, refused with a clear error and an unchanged catalog when
/// wrong; not layout inputs (no digest holds them).
@Suite struct ConfigurationStyleTests {
  static let base = [
    "add", "cta", "--title", "Configure", "--title-size", "75x20.333", "--technique",
    "configuration", "--button-size", "medium",
  ]

  @Test func storedShownAndClearedWithoutChangingTheLayouts() throws {
    let c = try CatalogFixture()
    #expect(try c.run(Self.base).status == 0)
    let before = try c.run(["show", "cta", "--format", "json"])
    #expect(!before.stdout.contains("\"style\""))
    let plainShow = try c.run(["show", "cta"])
    #expect(!plainShow.stdout.contains("cornerRadius") && !plainShow.stdout.contains("corners"))

    let set = try c.run(["set", "cta", "--style", "filled"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.contains("style: null → \"filled\""), "\(set.stdout)")
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll(
        "SELECT style, coalesce(corner_style, 'NULL'), coalesce(corner_radius, 'NULL') FROM buttons"
      ) { [try $0.string(at: 0), try $0.string(at: 1), try $0.string(at: 2)] }
        == [["filled", "NULL", "NULL"]])
    let show = try c.run(["show", "cta"])
    #expect(show.stdout.contains("  style      filled (configuration)\n"), "\(show.stdout)")
    #expect(show.stdout.contains("  corners    dynamic (the style's), radius 17 (default)\n"))
    // The factory's dynamic corners at the intrinsic height 34.333: the radius, 17, is under
    // half the height (probe key factoryLayout.filled: layer cornerRadius 17).
    #expect(show.stdout.contains("  layer.cornerRadius 17 (dynamic at height 34.333)\n"))
    let json = try c.run(["show", "cta", "--format", "json"])
    #expect(json.stdout.contains("\"style\": \"filled\""), "\(json.stdout)")
    // The layouts are those before: no digest holds the style.
    #expect(
      json.stdout.components(separatedBy: "\"layouts\"").last
        == before.stdout.components(separatedBy: "\"layouts\"").last)
    #expect(try c.run(["list", "--stale"]).stderr == "no buttons\n")

    let corners = try c.run(["set", "cta", "--corner-style", "capsule"])
    #expect(corners.status == 0, "\(corners.stderr)")
    #expect(
      try c.run(["show", "cta"]).stdout.contains(
        "  layer.cornerRadius 17.167 (capsule at height 34.333)\n"))

    let cleared = try c.run(["set", "cta", "--no-style", "--no-corner-style"])
    #expect(cleared.status == 0, "\(cleared.stderr)")
    #expect(
      try c.run(["show", "cta"]).stdout
        == plainShow.stdout.replacingOccurrences(
          of: "revision 1, updated", with: "revision 4, updated"))
    #expect(!(try c.run(["show", "cta", "--format", "json"]).stdout.contains("\"style\"")))
  }

  /// Every refusal names the option and the value as typed, exits as the CLI does for other
  /// choices and ranges, and leaves the catalog as it was.
  @Test func badValuesAreRefusedAndTheCatalogIsUnchanged() throws {
    let c = try CatalogFixture()
    #expect(try c.run(Self.base).status == 0)
    let digest = c.digest()
    let cases: [([String], Int32, String)] = [
      (
        ["set", "cta", "--style", "Filled"], 64,
        "Error: --style: 'Filled' is not one of plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent, glass, prominentGlass, clearGlass, prominentClearGlass"
      ),
      (
        ["set", "cta", "--corner-style", "round"], 64,
        "Error: --corner-style: 'round' is not one of fixed, dynamic, small, medium, large, capsule"
      ),
      (
        ["set", "cta", "--corner-radius", "-1"], 65,
        "Error: --corner-radius: '-1' must not be negative"
      ),
      (
        ["set", "cta", "--corner-radius", "10001"], 65,
        "Error: --corner-radius: '10001' is out of range"
      ),
      (
        ["set", "cta", "--style", "glass", "--ios", "18"], 65,
        "Error: --style: 'glass' is an iOS 26 style, and --ios is 18.0: give --ios 26.0 or later"
      ),
      (
        ["set", "cta", "--style", "prominentClearGlass", "--ios", "18.7"], 65,
        "Error: --style: 'prominentClearGlass' is an iOS 26 style, and --ios is 18.7"
      ),
      (
        ["set", "cta", "--corner-style", "capsule", "--corner-radius", "6"], 65,
        "Error: --corner-radius: '6' is used by the fixed and dynamic corner styles only, and the corner style is capsule: give --corner-style fixed, or no radius"
      ),
      (
        ["set", "cta", "--style", "glass", "--corner-radius", "6"], 65,
        "the corner style is capsule (glass's default)"
      ),
    ]
    for (arguments, status, message) in cases {
      let r = try c.run(arguments)
      #expect(r.status == status, "\(arguments): \(r.stderr)")
      #expect(r.stderr.contains(message), "\(arguments): \(r.stderr)")
      #expect(c.digest() == digest, "\(arguments) changed the catalog")
    }
    // A glass button, then --ios below 26: refused the same way.
    #expect(try c.run(["set", "cta", "--style", "glass"]).status == 0)
    let lowered = try c.run(["set", "cta", "--ios", "17"])
    #expect(lowered.status == 65)
    #expect(lowered.stderr.contains("--style: 'glass' is an iOS 26 style, and --ios is 17.0"))
    // `layout` lays out frames, which no style changes: the styles are the catalog's.
    let layout = try c.run(["layout", "--title-size", "20x18", "--style", "filled"])
    #expect(layout.status == 64, "\(layout.stderr)")
  }

  /// Code for a deployment target below 26 cannot call a glass factory: the code exports exit
  /// 65 naming the button, the style and the target, and write nothing.
  @Test func aGlassExportBelowIOS26IsRefused() throws {
    let c = try CatalogFixture()
    #expect(try c.run(Self.base + ["--style", "glass"]).status == 0)
    for format in ["swift", "objc", "swiftui"] {
      let folder = c.path("out-\(format)") + "/"
      let r = try c.run([
        "export", "--format", format, "--deployment-target", "17", "--output", folder,
      ])
      #expect(r.status == 65, "\(format): \(r.stderr)")
      #expect(
        r.stderr.contains(
          "Error: --deployment-target: 'cta' has --style glass, an iOS 26 style, and the deployment target is iOS 17.0; give --deployment-target 26.0 or later"
        ), "\(r.stderr)")
      #expect(!FileManager.default.fileExists(atPath: folder))
    }
    let ok = try c.run(["export", "--format", "swift", "--deployment-target", "26"])
    #expect(ok.status == 0, "\(ok.stderr)")
    #expect(ok.stdout.contains("var configuration = UIButton.Configuration.glass()\n"))
    // Formats without code take any target's style.
    #expect(try c.run(["export", "--format", "tokens"]).status == 0)
  }

  /// A document carries the three while set, and imports back to the same catalog.
  @Test func documentsRoundTrip() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run(
        Self.base + [
          "--style", "borderedTinted", "--corner-style", "fixed", "--corner-radius", "6",
        ]
      ).status == 0)
    #expect(try c.run(["add", "plain", "--title", "Go", "--title-size", "20x18"]).status == 0)
    let exported = try c.run(["export", "--format", "json", "--output", "doc.json"])
    #expect(exported.status == 0, "\(exported.stderr)")
    let document = try String(contentsOfFile: c.path("doc.json"), encoding: .utf8)
    #expect(document.contains("\"style\": \"borderedTinted\",\n"))
    #expect(document.contains("\"cornerStyle\": \"fixed\",\n"))
    #expect(document.contains("\"cornerRadius\": 6,\n"))
    // Only the styled button has the keys.
    #expect(document.components(separatedBy: "\"style\"").count == 2)

    let other = try CatalogFixture()
    let imported = try other.run(["import", c.path("doc.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    let again = try other.run(["export", "--format", "json"])
    #expect(again.stdout == document)

    // A document with a glass button below iOS 26 is refused by its key.
    let bad = document.replacingOccurrences(
      of: "\"style\": \"borderedTinted\"", with: "\"style\": \"glass\""
    ).replacingOccurrences(of: "\"ios\": \"26.1\"", with: "\"ios\": \"18.0\"")
    try bad.write(toFile: c.path("bad.json"), atomically: true, encoding: .utf8)
    let third = try CatalogFixture()
    let refused = try third.run(["import", c.path("bad.json")])
    #expect(refused.status == 65, "\(refused.stderr)")
    #expect(
      refused.stderr.contains(
        "buttons[0].style ('cta'): 'glass' is an iOS 26 style, and ios is 18.0: give ios 26.0 or later"
      ), "\(refused.stderr)")
  }

  /// A style change is an input change to diff and merge: a clean merge when each side changed
  /// another button, a conflict when both changed one button's.
  @Test func diffAndMergeTreatTheStyleAsAnInput() throws {
    let c = try CatalogFixture()
    #expect(try c.run(Self.base).status == 0)
    #expect(try c.run(["add", "chip", "--title", "Tag", "--title-size", "24x18"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "base.json"]).status == 0)
    #expect(try c.run(["set", "cta", "--style", "filled"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "ours.json"]).status == 0)
    #expect(try c.run(["set", "cta", "--no-style"]).status == 0)
    #expect(try c.run(["set", "chip", "--style", "gray", "--corner-style", "capsule"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "theirs.json"]).status == 0)

    let diff = try c.run(["diff", "base.json", "ours.json"])
    #expect(diff.status == 1, "\(diff.stderr)")
    #expect(
      diff.stdout == "1 changed\nchanged  cta\n  style  null → \"filled\"\n", "\(diff.stdout)")

    let merge = try c.run(["merge", "base.json", "ours.json", "theirs.json"])
    #expect(merge.status == 0, "\(merge.stderr)")
    let merged = try String(contentsOfFile: c.path("ours.json"), encoding: .utf8)
    #expect(merged.contains("\"style\": \"filled\""), "\(merged)")
    #expect(
      merged.contains("\"style\": \"gray\"") && merged.contains("\"cornerStyle\": \"capsule\""))

    #expect(try c.run(["set", "chip", "--no-style", "--no-corner-style"]).status == 0)
    #expect(try c.run(["set", "cta", "--style", "tinted"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "theirs.json"]).status == 0)
    #expect(try c.run(["set", "cta", "--style", "filled"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "ours.json"]).status == 0)
    let conflict = try c.run(["merge", "base.json", "ours.json", "theirs.json"])
    #expect(conflict.status == 1, "\(conflict.stderr)")
    #expect(
      conflict.stderr.contains(
        "conflict: 'cta': changed in both: style (base null, ours \"filled\", theirs \"tinted\")"),
      "\(conflict.stderr)")
  }

  /// `show`'s text of a styled button, held by a golden file: the style and corner rows, and
  /// the radius under each layout's frames.
  @Test func showMatchesItsGoldenFile() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run(
        Self.base + ["--style", "prominentGlass", "--size", "160x44", "--direction", "both"]
      ).status == 0)
    let show = try c.run(["show", "cta"])
    #expect(show.status == 0, "\(show.stderr)")
    try Golden.check(show.stdout, "show-style.txt")
  }

  /// A catalog at migration 0018 migrates: no button has a style, nothing turns stale, the
  /// document is the same; the schema refuses a glass style below iOS 26 as `validate` does.
  @Test func aCatalogFromBeforeTheMigrationMigratesWithNothingStale() throws {
    let c = try CatalogFixture()
    #expect(try c.run(Self.base).status == 0)
    let before = try c.run(["export", "--format", "json"]).stdout
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: StyleMigration.undo)
    }
    let list = try c.run(["list", "--stale"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stderr == "no buttons\n", "\(list.stdout)\(list.stderr)")
    #expect(try c.run(["export", "--format", "json"]).stdout == before)
    let db = try Database(path: c.database, mode: .readWrite)
    #expect(
      try db.fetchAll("SELECT count(*) FROM buttons WHERE style IS NULL") { try $0.int(at: 0) }
        == [1])
    #expect(throws: (any Error).self) {
      try db.execute(sql: "UPDATE buttons SET style = 'glass', ios = '18.7'")
    }
    #expect(throws: (any Error).self) { try db.execute(sql: "UPDATE buttons SET style = 'Glass'") }
    #expect(throws: (any Error).self) {
      try db.execute(sql: "UPDATE buttons SET corner_radius = -1")
    }
    try db.execute(sql: "UPDATE buttons SET style = 'glass', corner_style = 'capsule'")
  }

  /// A record carries the keys only while set; removing one is a change.
  @Test func recordsGiveThemOrLeaveThemOut() {
    var record = ButtonRecord(name: "b")
    record.appearance = ConfigurationAppearance(style: .glass, cornerStyle: .fixed, cornerRadius: 8)
    let keys = RecordJSON.encode(record).objectValue?.map(\.0) ?? []
    #expect(keys.contains("style") && keys.contains("cornerStyle") && keys.contains("cornerRadius"))
    var unset = record
    unset.appearance = ConfigurationAppearance()
    let unsetKeys = RecordJSON.encode(unset).objectValue?.map(\.0) ?? []
    #expect(!unsetKeys.contains("style") && !unsetKeys.contains("cornerStyle"))
    #expect(
      RecordJSON.changes(from: record, to: unset)
        == "style: \"glass\" → null\ncornerStyle: \"fixed\" → null\ncornerRadius: 8 → null")
    #expect(CatalogMerge.changedKeys(record, unset) == ["style", "cornerStyle", "cornerRadius"])
    // No digest member: the engine inputs are the same.
    #expect(InputDigest.of(record.spec) == InputDigest.of(unset.spec))
  }
}
