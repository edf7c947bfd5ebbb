import ButtonStore
import Foundation
import Testing

/// Rows of a hand-edited or damaged catalog are validated as they are read,
/// and schema objects the migrations did not create are reported and never run.
@Suite struct DamagedCatalogTests {
  /// `ok`, and three buttons damaged as in the issue: an unknown placement with `ios = '1.0'`
  /// (`bad`), a `layout_json` of `garbage` (`lay`), a name with a newline and code after it.
  static func damaged() throws -> CatalogFixture {
    let c = try CatalogFixture()
    for name in ["ok", "bad", "lay", "nm"] {
      #expect(try c.run(["add", name, "--title-size", "40x18"]).status == 0)
    }
    let db = try Database(path: c.database, mode: .readWrite)
    try db.execute(
      sql: """
        PRAGMA ignore_check_constraints = ON;
        UPDATE buttons SET placement = 'diagonal', ios = '1.0' WHERE name = 'bad';
        UPDATE layouts SET layout_json = 'garbage'
          WHERE button_id = (SELECT id FROM buttons WHERE name = 'lay') AND technique = 'exact';
        UPDATE buttons SET name = 'nm' || char(10) || 'func evil() {}' WHERE name = 'nm';
        """)
    return c
  }

  @Test func checkReportsEachInvalidRowWithItsColumn() throws {
    let c = try Self.damaged()
    let check = try c.run(["check"])
    #expect(check.status == 1)
    for line in [
      "bad: invalid: placement: 'diagonal' is not one of top, bottom, left, right, leading, trailing",
      "bad: invalid: ios: '1.0' is not an iOS version",
      "lay: invalid: layouts (exact ltr): layout_json is not a valid layout: line 1, column 1:",
      "nm\\nfunc evil() {}: invalid: name: ",
    ] {
      #expect(check.stdout.contains(line), "\(line)\n\(check.stdout)")
    }
    #expect(!check.stdout.contains("all current"))
    // The valid button is not blamed (it may warn: warnings are reported, not failed).
    #expect(!check.stdout.contains("ok: invalid"))
    #expect(!check.stdout.contains("ok: error"))
    #expect(check.stderr.contains("(3 invalid)"), "\(check.stderr)")
  }

  @Test func exportsRefuseInvalidRowsAndWriteNothing() throws {
    let c = try Self.damaged()
    for format in ["json", "csv", "swift", "objc", "swiftui", "markdown", "svg", "html", "tokens"] {
      let output = c.path("out-\(format)")
      for arguments in [
        ["export", "--format", format, "--output", output],
        ["export", "--format", format] + (["objc", "svg"].contains(format) ? [] : ["lay"]),
      ] {
        let r = try c.run(arguments)
        #expect(r.status == 1, "\(arguments)")
        #expect(r.stdout.isEmpty, "\(arguments): \(r.stdout.prefix(200))")
        #expect(r.stderr.hasPrefix("Error: button '"), "\(arguments): \(r.stderr)")
        #expect(r.stderr.contains("invalid"), "\(arguments): \(r.stderr)")
      }
      #expect(!FileManager.default.fileExists(atPath: output), "\(format)")
    }
    let json = try c.run(["export"])
    #expect(json.stderr.contains("button 'bad'"))
    #expect(json.stderr.contains("also button 'lay': layouts (exact ltr)"), "\(json.stderr)")
    #expect(json.stderr.contains("also button 'nm\\nfunc evil() {}'"))
    // Valid buttons still export.
    #expect(try c.run(["export", "--format", "swift", "ok"]).status == 0)
  }

  @Test func listMarksInvalidRowsAndShowRefusesThem() throws {
    let c = try Self.damaged()
    let before = c.digest()
    let list = try c.run(["list", "--format", "csv"])
    #expect(list.status == 0)
    // Its values are not shown: its placement did not decode, and a default would be a lie.
    #expect(list.stdout.contains("bad,,,,,,,invalid"), "\(list.stdout)")
    let json = try c.run(["list", "--format", "json"])
    #expect(
      json.stdout.contains(
        #"{"name":"bad","title":null,"description":null,"tags":null,"placement":null,"size":null,"technique":null,"revision":null,"status":"invalid","stale":null}"#
      ), "\(json.stdout)")
    #expect(list.stdout.contains("nm\\nfunc evil() {},"), "\(list.stdout)")
    #expect(list.stdout.contains("ok,,,left,fit,exact,1,warning"))
    #expect(list.stderr.contains("Warning: 2 buttons are invalid"), "\(list.stderr)")

    let show = try c.run(["show", "bad"])
    #expect(show.status == 1)
    #expect(show.stdout.isEmpty)
    #expect(show.stderr.contains("placement: 'diagonal' is not one of"), "\(show.stderr)")
    let layout = try c.run(["show", "lay", "--format", "json"])
    #expect(layout.status == 1)
    #expect(layout.stderr.contains("layout_json is not a valid layout"), "\(layout.stderr)")
    #expect(layout.stdout.isEmpty)

    // Writing commands refuse an invalid row too, and change nothing; `rm` removes it.
    for arguments in [["set", "bad", "--spacing", "2"], ["rename", "bad", "good"], ["recompute"]] {
      let r = try c.run(arguments)
      #expect(r.status == 1, "\(arguments): \(r.stderr)")
      #expect(r.stderr.contains("button 'bad' in the catalog is invalid"), "\(arguments)")
    }
    #expect(c.digest() == before)
    #expect(try c.run(["rm", "bad"]).status == 0)
  }

  @Test func textInANumericColumnIsReported() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "ok", "--title-size", "40x18"]).status == 0)
    // The table rebuilt without STRICT, as a hand edit can: then any column takes text.
    _ = try BinaryRunner.runTool(
      "/usr/bin/sqlite3",
      [
        c.database,
        "PRAGMA writable_schema = ON; UPDATE sqlite_master SET sql = replace(sql, ') STRICT', ')') WHERE name = 'buttons';",
      ])
    let edit = try BinaryRunner.runTool(
      "/usr/bin/sqlite3", [c.database, "UPDATE buttons SET spacing = 'wide' WHERE name = 'ok';"])
    #expect(edit.status == 0, "\(edit.stderr)")
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains("ok: invalid: spacing: 'wide' is not a number"), "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "catalog schema: table 'buttons' is not defined as buttoncat's migrations define it"))
    let show = try c.run(["show", "ok"])
    #expect(show.status == 1)
    #expect(!show.stderr.contains("SQLite"), "\(show.stderr)")
  }

  @Test func aHandAddedTriggerIsReportedAndNeverRun() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "ok", "--title-size", "40x18"]).status == 0)
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql: """
          CREATE TRIGGER audit AFTER UPDATE ON buttons BEGIN DELETE FROM revisions; END;
          CREATE VIEW everything AS SELECT * FROM buttons;
          """)
    }
    let before = c.digest()
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains(
        "catalog schema: trigger 'audit' on buttons was not created by buttoncat's migrations"),
      "\(check.stdout)")
    #expect(
      check.stdout.contains(
        "catalog schema: view 'everything' was not created by buttoncat's migrations"))
    #expect(check.stderr.contains("schema objects buttoncat did not create"), "\(check.stderr)")
    for arguments in [["set", "ok", "--spacing", "2"], ["add", "more", "--title-size", "1x1"]] {
      let r = try c.run(arguments)
      #expect(r.status == 1, "\(arguments)")
      #expect(
        r.stderr.contains(
          "holds schema objects buttoncat did not create (trigger 'audit' on buttons"),
        "\(r.stderr)")
    }
    #expect(c.digest() == before)
    // Reading commands still work, and never run the trigger (it fires only on writes).
    #expect(try c.run(["list"]).status == 0)
    #expect(try c.run(["history", "ok"]).stdout.contains("add ok"))
  }
}
