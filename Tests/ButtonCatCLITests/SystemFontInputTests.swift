import ButtonStore
import Foundation
import Testing

@testable import ButtonCatalog

/// The system font as an input. `--title TEXT` alone is the system font,
/// `--font-weight` is stored (migration 0011), carried by documents, compared by `diff` and
/// merged by `merge`, and refused with a font file.
@Suite struct SystemFontInputTests {
  /// The command that failed with two errors (one wrong) now stores the button, unmeasured.
  @Test func aTitleAloneIsStoredUnmeasuredInTheSystemFont() throws {
    let c = try CatalogFixture()
    let add = try c.run(["add", "sys/done", "--title", "Done"])
    #expect(add.status == 0, "\(add.stderr)")
    #expect(add.stderr.isEmpty, "\(add.stderr)")
    #expect(
      add.stdout == """
        added sys/done (revision 1)
          unmeasured: "Done", system regular 15 pt, @3x, iOS 26 has no device measurement; its layouts are pending
          measure them: buttoncat export --format probe --output DIR/ writes the probe; run it on a simulator, then buttoncat measurements import FILE

        """)
    let list = try c.run(["list"])
    #expect(list.stdout.contains("sys/done  Done   left       fit   exact      unmeasured"))
    let show = try c.run(["show", "sys/done"])
    #expect(show.status == 0)
    #expect(show.stdout.contains("(system regular 15 pt, unmeasured)"), "\(show.stdout)")
    #expect(show.stdout.contains("UNMEASURED: \"Done\", system regular 15 pt"))
    #expect(!show.stdout.contains("STALE"))
    // Stored as the migration says: system_title 1, title_source 'none' while unmeasured, no
    // layouts (they are pending).
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll(
        "SELECT title_source || ' ' || system_title || ' ' || coalesce(font_weight, 'NULL') FROM buttons"
      ) { try $0.string(at: 0) } == ["none 1 NULL"])
    #expect(try db.fetchOne("SELECT count(*) FROM layouts") { try $0.int(at: 0) } == 0)
  }

  /// Every weight is accepted; a text style's own weight is the default (headline is
  /// semibold), and a weight given wins over it.
  @Test func weightsAndTheTextStylesDefault() throws {
    let c = try CatalogFixture()
    for weight in [
      "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ] {
      let r = try c.run(["add", "w/\(weight)", "--title", "Go", "--font-weight", weight])
      #expect(r.status == 0, "\(r.stderr)")
      #expect(r.stdout.contains("\"Go\", system \(weight) 15 pt"), "\(r.stdout)")
    }
    let styled = try c.run(["add", "s/headline", "--title", "Go", "--text-style", "headline"])
    #expect(styled.stdout.contains("\"Go\", system semibold 17 pt"), "\(styled.stdout)")
    let given = try c.run([
      "add", "s/light", "--title", "Go", "--text-style", "headline", "--font-weight", "light",
    ])
    #expect(given.stdout.contains("\"Go\", system light 17 pt"), "\(given.stdout)")
    let bad = try c.run(["add", "w/bad", "--title", "Go", "--font-weight", "Bold"])
    #expect(bad.status == 64)
    #expect(bad.stderr.hasPrefix("Error: --font-weight: 'Bold' is not one of"), "\(bad.stderr)")
  }

  /// A weight with a font file is a usage error naming both; `set --font FILE` on a button
  /// with a weight drops it, `--font system` takes the title back to the system font.
  @Test func aWeightWithAFontFileIsRefused() throws {
    let c = try CatalogFixture()
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: c.path("Brand.ttf"))
    let refused = try c.run([
      "add", "x", "--title", "Go", "--font", "Brand.ttf", "--font-weight", "bold",
    ])
    #expect(refused.status == 64)
    #expect(
      refused.stderr.hasPrefix(
        "Error: --font-weight 'bold' is a weight of the system font, and --font 'Brand.ttf' is a font file (its weight is its own); drop --font-weight or use --font system\n"
      ), "\(refused.stderr)")
    #expect(!c.exists)
    #expect(try c.run(["add", "x", "--title", "Go", "--font-weight", "bold"]).status == 0)
    let before = c.digest()
    let both = try c.run(["set", "x", "--font", "Brand.ttf", "--font-weight", "heavy"])
    #expect(both.status == 64)
    #expect(c.digest() == before)
    let file = try c.run(["set", "x", "--font", "Brand.ttf"])
    #expect(file.status == 0, "\(file.stderr)")
    #expect(file.stdout.contains("fontWeight: \"bold\" → null"), "\(file.stdout)")
    #expect(file.stdout.contains("titleSource: \"system\" → \"font\""), "\(file.stdout)")
    let back = try c.run(["set", "x", "--font", "system"])
    #expect(back.status == 0, "\(back.stderr)")
    #expect(back.stdout.contains("titleSource: \"font\" → \"system\""), "\(back.stdout)")
    #expect(try c.run(["list"]).stdout.contains("unmeasured"))
  }

  /// The weight is in the document (null by default), a document without it imports, `diff`
  /// names it and `merge` merges it like every input.
  @Test func theWeightIsInTheDocumentDiffAndMerge() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "a", "--title", "Go", "--font-weight", "medium"]).status == 0)
    #expect(try c.run(["add", "b", "--title-width", "20", "--title", "Go"]).status == 0)
    let document = try c.run(["export", "--format", "json"]).stdout
    #expect(document.contains("\"titleSource\": \"system\",\n"))
    #expect(document.contains("\"fontWeight\": \"medium\",\n"))
    #expect(document.contains("\"fontWeight\": null,\n"))
    // Documents exported before the weight existed import: the default weight.
    let older = document.replacingOccurrences(of: "      \"fontWeight\": null,\n", with: "")
    try Data(older.utf8).write(to: URL(fileURLWithPath: c.path("older.json")))
    let other = try CatalogFixture()
    let imported = try other.run(["import", c.path("older.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try other.run(["export", "--format", "json"]).stdout == document)

    try Data(document.utf8).write(to: URL(fileURLWithPath: c.path("base.json")))
    var ours = document.replacingOccurrences(
      of: "\"fontWeight\": \"medium\"", with: "\"fontWeight\": \"heavy\"")
    try Data(ours.utf8).write(to: URL(fileURLWithPath: c.path("ours.json")))
    let theirs = document.replacingOccurrences(
      of: "\"name\": \"b\",", with: "\"name\": \"b\","
    ).replacingOccurrences(
      of: "\"fontWeight\": null,", with: "\"fontWeight\": \"black\",")
    try Data(theirs.utf8).write(to: URL(fileURLWithPath: c.path("theirs.json")))
    let diff = try c.run(["diff", c.path("base.json"), c.path("ours.json")])
    #expect(diff.status == 1)
    #expect(diff.stdout.contains("fontWeight  \"medium\" → \"heavy\""), "\(diff.stdout)")
    let merge = try c.run([
      "merge", c.path("base.json"), c.path("ours.json"), c.path("theirs.json"),
    ])
    #expect(merge.status == 0, "\(merge.stdout)\(merge.stderr)")
    ours = try String(contentsOfFile: c.path("ours.json"), encoding: .utf8)
    #expect(ours.contains("\"fontWeight\": \"heavy\""))
    #expect(ours.contains("\"fontWeight\": \"black\""))
    // A weight beside a font file in a document is refused, naming the entry.
    let hostile = document.replacingOccurrences(
      of: "\"font\": \"system\",\n      \"fontWeight\": \"medium\"",
      with: "\"font\": {\"path\": \"Brand.ttf\", \"face\": 0},\n      \"fontWeight\": \"medium\"")
    try Data(hostile.utf8).write(to: URL(fileURLWithPath: c.path("hostile.json")))
    let refused = try CatalogFixture().run(["import", c.path("hostile.json")])
    #expect(refused.status == 65)
    #expect(refused.stderr.contains("fontWeight"), "\(refused.stderr)")
  }

  /// The column's constraint holds for a row edited by hand: a weight only with the system
  /// font, `system_title` only with 'size' or 'none'.
  @Test func theSchemaRefusesWhatTheToolRefuses() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "a", "--title", "Go"]).status == 0)
    let db = try Database(path: c.database, mode: .readWrite)
    for sql in [
      "UPDATE buttons SET font_weight = 'Bold'",
      "UPDATE buttons SET system_title = 2",
      "UPDATE buttons SET title_source = 'width', title_width = 1, title_height = 1",
    ] {
      #expect(throws: (any Error).self, "\(sql)") { try db.execute(sql: sql) }
    }
    try db.execute(sql: "UPDATE buttons SET font_weight = 'black'")
    #expect(try c.run(["show", "a"]).stdout.contains("system black 15 pt"))
  }
}
