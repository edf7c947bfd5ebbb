import ButtonStore
import Foundation
import Testing

/// Accepted findings (`--accept CODE[=REASON]`, `--no-accept CODE`) are an
/// input of stored buttons: kept in the catalog (migration 0013), in documents, `diff` and
/// `merge`, shown by `show`, Markdown and HTML; an error code is refused; `set` changes every
/// button of a selection in one transaction.
@Suite struct AcceptedFindingsTests {
  static let reason = "the tab bar sizes its items"

  static let home = [
    "add", "tabbar/home", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
    "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--tag", "tabbar",
  ]
  static let search = [
    "add", "tabbar/search", "--title-size", "40x12", "--tag", "tabbar",
  ]
  static let share = [
    "add", "toolbar/share", "--title", "Share", "--title-width", "41.2", "--image-size", "20x20",
    "--placement", "trailing", "--spacing", "6", "--size", "120x44", "--tag", "toolbar",
  ]

  /// A catalog of three buttons: two tagged `tabbar` (under `tabbar/`), one `toolbar`.
  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    for arguments in [home, search, share] {
      let r = try c.run(arguments)
      #expect(r.status == 0, "\(r.stderr)")
    }
    return c
  }

  static func accepted(_ c: CatalogFixture, _ name: String) throws -> [String: String]? {
    try VariantInputTests.button(c, name)["accepted"] as? [String: String]
  }

  static func column(_ c: CatalogFixture, _ sql: String) throws -> [String] {
    let db = try Database(path: c.database, mode: .readOnly)
    return try db.fetchAll(sql) { try $0.string(at: 0) }
  }

  // MARK: Round trip

  @Test func addSetNoAcceptAndShowRoundTrip() throws {
    let c = try CatalogFixture()
    let add = try c.run(Self.home + ["--accept", "small-hit-target=\(Self.reason)"])
    #expect(add.status == 0, "\(add.stderr)")
    #expect(try Self.accepted(c, "tabbar/home") == ["small-hit-target": Self.reason])

    let set = try c.run(["set", "tabbar/home", "--accept", "off-pixel"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(
      set.stdout.hasPrefix(
        """
        set tabbar/home (revision 2)
          accepted: {"small-hit-target":"the tab bar sizes its items"} → {"off-pixel":"","small-hit-target":"the tab bar sizes its items"}

        """), "\(set.stdout)")
    let show = try c.run(["show", "tabbar/home"])
    #expect(
      show.stdout.contains(
        """
          accepted   off-pixel
                     small-hit-target ("the tab bar sizes its items")

        """), "\(show.stdout)")

    // A new reason replaces the old one; --no-accept removes a code.
    let again = try c.run([
      "set", "tabbar/home", "--accept", "off-pixel=blurred on purpose", "--no-accept",
      "small-hit-target",
    ])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(try Self.accepted(c, "tabbar/home") == ["off-pixel": "blurred on purpose"])
    // Removing what is not accepted changes nothing.
    let none = try c.run(["set", "tabbar/home", "--no-accept", "state-jump"])
    #expect(none.stdout == "set tabbar/home (revision 3): nothing changed\n", "\(none.stdout)")

    let history = try c.run(["history", "tabbar/home"])
    #expect(history.stdout.contains("r2  "), "\(history.stdout)")
    #expect(
      history.stdout.contains(
        #"accepted: {"off-pixel":"","small-hit-target":"the tab bar sizes its items"} → {"off-pixel":"blurred on purpose"}"#
      ), "\(history.stdout)")
  }

  /// Accepting is an input change (a revision, history) that changes no layout: the stored
  /// input digests, of the layouts and of the variants, stay, and nothing turns stale.
  @Test func acceptingChangesNoDigestAndNothingTurnsStale() throws {
    let c = try CatalogFixture()
    let add = try c.run(Self.home + ["--content-sizes", "L,AX3"])
    #expect(add.status == 0, "\(add.stderr)")
    let digests =
      "SELECT input_digest FROM buttons UNION ALL SELECT input_digest FROM button_variants"
      + " UNION ALL SELECT input_digest FROM layouts"
    let before = try Self.column(c, digests)
    #expect(before.count > 2)
    let layouts = try Self.column(c, "SELECT layout_json FROM layouts ORDER BY rowid")
    let set = try c.run(["set", "tabbar/home", "--accept", "small-hit-target=\(Self.reason)"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(try Self.column(c, digests) == before)
    #expect(try Self.column(c, "SELECT layout_json FROM layouts ORDER BY rowid") == layouts)
    #expect(try Self.column(c, "SELECT CAST(revision AS TEXT) FROM buttons") == ["2"])
    let stale = try c.run(["list", "--stale"])
    #expect(stale.stderr == "no buttons\n", "\(stale.stdout)\(stale.stderr)")
  }

  @Test func documentsCarryTheAcceptedFindingsAndOlderOnesImport() throws {
    let c = try Self.fixture()
    #expect(
      try c.run(["set", "tabbar/home", "--accept", "small-hit-target=\(Self.reason)"]).status
        == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "doc.json"]).status == 0)
    let text = try String(contentsOfFile: c.path("doc.json"), encoding: .utf8)
    let member = "      \"accepted\": {\"small-hit-target\":\"\(Self.reason)\"},\n"
    #expect(text.contains(member), "\(text)")
    #expect(text.contains("      \"accepted\": {},\n"))

    // Exported, imported elsewhere, exported again: the same bytes.
    let imported = try c.run(["--db", "copy.sqlite", "import", "doc.json"])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try c.run(["--db", "copy.sqlite", "export", "--format", "json"]).stdout == text)

    // A document written before the member imports with nothing accepted.
    let older = text.replacingOccurrences(of: member, with: "")
      .replacingOccurrences(of: "      \"accepted\": {},\n", with: "")
    #expect(!older.contains("accepted"))
    try Data(older.utf8).write(to: URL(fileURLWithPath: c.path("old.json")))
    let old = try c.run(["--db", "old.sqlite", "import", "old.json"])
    #expect(old.status == 0, "\(old.stderr)")
    let diff = try c.run(["diff", "old.json", "doc.json"])
    #expect(diff.status == 1)
    #expect(diff.stdout.contains("accepted"), "\(diff.stdout)")
    #expect(diff.stdout.contains("small-hit-target"), "\(diff.stdout)")
    #expect(!diff.stdout.contains("toolbar/share"), "\(diff.stdout)")
  }

  /// A document's accepted findings follow the rules of the command line: an unknown code, an
  /// error code and a bad reason are refused (exit 65, naming the button's key), nothing
  /// imported.
  @Test(arguments: [
    (#"{"nope": ""}"#, "buttons[0].accepted: 'nope' is not a diagnostic code"),
    (
      #"{"title-truncated": ""}"#,
      "buttons[0].accepted ('tabbar/home'): 'title-truncated' is an error, which cannot be accepted"
    ),
    (#"{"off-pixel": 3}"#, "buttons[0].accepted.off-pixel: expected a string, got 3"),
    (
      #"{"off-pixel": "a\u0007"}"#,
      "buttons[0].accepted ('tabbar/home'): 'off-pixel': the reason 'a\\u{7}' has the control character U+0007"
    ),
    (#"["off-pixel"]"#, "buttons[0].accepted: expected an object, got an array"),
  ])
  func importRefusesBadAcceptedFindings(_ json: String, _ message: String) throws {
    let c = try CatalogFixture()
    #expect(try c.run(Self.home).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "doc.json"]).status == 0)
    var text = try String(contentsOfFile: c.path("doc.json"), encoding: .utf8)
    text = text.replacingOccurrences(of: "\"accepted\": {},", with: "\"accepted\": \(json),")
    try Data(text.utf8).write(to: URL(fileURLWithPath: c.path("bad.json")))
    let before = c.digest()
    let r = try c.run(["import", "--replace", "bad.json"])
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr.contains(message), "\(r.stderr)")
    #expect(c.digest() == before)
  }

  /// The published schema takes a document with accepted findings, and refuses what `import`
  /// refuses: an error code, an unknown code, a reason with a control character.
  @Test func theSchemaAgreesWithImport() throws {
    let c = try Self.fixture()
    #expect(
      try c.run(["set", "tabbar/*", "--accept", "small-hit-target=\(Self.reason)"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "doc.json"]).status == 0)
    let text = try String(contentsOfFile: c.path("doc.json"), encoding: .utf8)
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Schemas/catalog.schema.json").path
    let script = """
      import json, sys, jsonschema
      errors = list(jsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).iter_errors(
          json.load(open(sys.argv[2]))))
      for e in errors: print(list(e.absolute_path), e.message)
      sys.exit(1 if errors else 0)
      """
    func valid(_ document: String) throws -> Bool {
      try Data(document.utf8).write(to: URL(fileURLWithPath: c.path("check.json")))
      return try BinaryRunner.runTool(
        "/usr/bin/python3", ["-c", script, schema, c.path("check.json")]
      ).status == 0
    }
    #expect(try valid(text))
    let member = "\"accepted\": {\"small-hit-target\":\"\(Self.reason)\"},"
    for bad in [
      #""accepted": {"title-truncated":""},"#, #""accepted": {"nope":""},"#,
      #""accepted": {"off-pixel":"a\u0007"},"#,
    ] {
      #expect(try !valid(text.replacingOccurrences(of: member, with: bad)), "\(bad)")
    }
  }

  @Test func diffAndMergeTreatAcceptedFindingsAsAnInput() throws {
    let c = try Self.fixture()
    #expect(try c.run(["export", "--format", "json", "--output", "base.json"]).status == 0)
    let base = try String(contentsOfFile: c.path("base.json"), encoding: .utf8)
    func accepting(_ text: String, _ name: String, _ value: String) -> String {
      let start = text.range(of: "\"name\": \"\(name)\"")!.upperBound
      let range = text.range(of: "\"accepted\": {},", range: start..<text.endIndex)!
      return text.replacingCharacters(in: range, with: "\"accepted\": \(value),")
    }
    let ours = accepting(base, "tabbar/home", #"{"small-hit-target":"ours"}"#)
    try ours.write(toFile: c.path("ours.json"), atomically: true, encoding: .utf8)
    let theirs = accepting(base, "toolbar/share", #"{"off-pixel":"theirs"}"#)
    try theirs.write(toFile: c.path("theirs.json"), atomically: true, encoding: .utf8)

    let diff = try c.run(["diff", "base.json", "ours.json", "--format", "json"])
    #expect(diff.status == 1, "\(diff.stderr)")
    #expect(diff.stdout.contains("\"accepted\""), "\(diff.stdout)")

    // Each side changed another button: a clean merge with both.
    let merge = try c.run(["merge", "base.json", "ours.json", "theirs.json"])
    #expect(merge.status == 0, "\(merge.stderr)")
    let merged = try String(contentsOfFile: c.path("ours.json"), encoding: .utf8)
    #expect(merged.contains(#""accepted": {"small-hit-target":"ours"},"#), "\(merged)")
    #expect(merged.contains(#""accepted": {"off-pixel":"theirs"},"#), "\(merged)")

    // Both sides changed one button's: a conflict, like any input.
    try accepting(base, "tabbar/home", #"{"small-hit-target":"ours"}"#)
      .write(toFile: c.path("ours.json"), atomically: true, encoding: .utf8)
    try accepting(base, "tabbar/home", #"{"small-hit-target":"theirs"}"#)
      .write(toFile: c.path("theirs.json"), atomically: true, encoding: .utf8)
    let conflict = try c.run(["merge", "base.json", "ours.json", "theirs.json"])
    #expect(conflict.status == 1)
    #expect(
      conflict.stderr.contains(
        #"conflict: 'tabbar/home': changed in both: accepted (base {}, ours {"small-hit-target":"ours"}, theirs {"small-hit-target":"theirs"})"#
      ), "\(conflict.stderr)")
  }

  @Test func markdownAndHTMLShowEachAcceptedCodeWithItsReasonEscaped() throws {
    let c = try Self.fixture()
    let set = try c.run(["set", "tabbar/home", "--accept", "off-pixel=<b>|*x*</b> & co"])
    #expect(set.status == 0, "\(set.stderr)")
    let markdown = try c.run(["export", "--format", "markdown", "tabbar/home"])
    #expect(
      markdown.stdout.contains(#"| accepted | off-pixel ("\<b\>\|\*x\*\</b\> \& co") |"#),
      "\(markdown.stdout)")
    let html = try c.run(["export", "--format", "html", "tabbar/home"])
    #expect(
      html.stdout.contains(
        "<tr><th>accepted</th><td>off-pixel (<bdi>&quot;&lt;b&gt;|*x*&lt;/b&gt; &amp; co&quot;</bdi>)</td></tr>"
      ), "\(html.stdout)")
    #expect(!html.stdout.contains("<b>|"))
    // A button without accepted findings has no such row.
    let other = try c.run(["export", "--format", "markdown", "toolbar/share"])
    #expect(!other.stdout.contains("accepted"))
  }

  // MARK: Refusals

  /// Bad values exit 64 (usage) or 65 (a reason, like a description), naming the option and
  /// the value as typed; the catalog is left byte for byte as it was, on `set` and on `add`.
  @Test(arguments: [
    (
      ["--accept", "title-truncated"], 64,
      "Error: --accept: 'title-truncated' is an error, which cannot be accepted: an error is a broken layout, not a judgement (only warning and info codes can be)"
    ),
    (
      ["--accept", "spacing-mismatch=it is fine"], 64,
      "Error: --accept: 'spacing-mismatch' is an error, which cannot be accepted"
    ),
    (["--accept", "device-mismatch"], 64, "Error: --accept: 'device-mismatch' is an error"),
    (
      ["--accept", "small-hit-targt=x"], 64,
      "Error: --accept: 'small-hit-targt' is not a diagnostic code; warning and info codes: off-center, content-overflow, intrinsic-size-mismatch, off-pixel, small-hit-target, global-side-effect, ignored-with-configuration, state-jump, missing-translation, variant-note, measure-mismatch, approximate-title, ib-frame-mismatch, ib-misplaced, ib-unknown-value, no-activity-indicator, subtitle-unsupported, title-wraps; did you mean 'small-hit-target'?"
    ),
    (
      ["--accept", "=reason"], 64,
      "Error: --accept: '=reason' has no code; give CODE or CODE=REASON"
    ),
    (
      ["--no-accept", "of-pixel"], 64,
      "Error: --no-accept: 'of-pixel' is not a diagnostic code; codes: spacing-mismatch"
    ),
    (
      ["--no-accept", "off-pixel=x"], 64,
      "Error: --no-accept: 'off-pixel=x' has a reason; give the code alone ('off-pixel')"
    ),
    (
      ["--accept", "off-pixel", "--no-accept", "off-pixel"], 64,
      "Error: --no-accept 'off-pixel' cannot go with --accept 'off-pixel'"
    ),
    (
      ["--accept", "off-pixel=a", "--accept", "off-pixel=b"], 64,
      "Error: --accept: 'off-pixel' is given twice; accept each code once"
    ),
    (
      ["--accept", "off-pixel=a\u{1B}[31m"], 65,
      "Error: --accept: 'off-pixel': the reason 'a\\u{1B}[31m' has the control character U+001B; a reason is one line of text"
    ),
    (
      ["--accept", "off-pixel=a\nb"], 65,
      "Error: --accept: 'off-pixel': the reason 'a\\nb' has the control character U+000A"
    ),
    (
      ["--accept", "off-pixel=" + String(repeating: "é", count: 501)], 65,
      "Error: --accept: 'off-pixel': the reason has 501 characters; at most 500"
    ),
  ])
  func badValuesAreRefusedAndChangeNothing(_ options: [String], _ status: Int32, _ message: String)
    throws
  {
    let c = try Self.fixture()
    let before = c.digest()
    let set = try c.run(["set", "tabbar/home"] + options)
    #expect(set.status == status, "\(set.stderr)")
    #expect(set.stderr.hasPrefix(message), "\(set.stderr)")
    #expect(set.stdout.isEmpty)
    #expect(c.digest() == before)
    let many = try c.run(["set", "tabbar/*"] + options)
    #expect(many.status == status, "\(many.stderr)")
    #expect(c.digest() == before)
    if options[0] == "--accept" {
      let add = try c.run(["add", "new", "--title-size", "40x18"] + options)
      #expect(add.status == status, "\(add.stderr)")
      #expect(add.stderr.hasPrefix(message), "\(add.stderr)")
      #expect(c.digest() == before)
    }
  }

  /// `layout` stores nothing, so it has nothing to accept: the option is unknown there.
  @Test func layoutDoesNotTakeAccept() throws {
    let c = try CatalogFixture()
    let r = try c.run(["layout", "--title-size", "40x18", "--accept", "off-pixel"])
    #expect(r.status == 64)
    #expect(r.stderr.hasPrefix("Error: unknown option '--accept' for 'layout'"), "\(r.stderr)")
    #expect(!c.exists)
  }

  // MARK: set over a selection

  @Test func setOverAPatternAndATagChangesEveryMatchInOneGo() throws {
    let c = try Self.fixture()
    let r = try c.run(
      [
        "set", "tabbar/*", "--tagged", "toolbar", "--accept", "small-hit-target=\(Self.reason)",
      ], time: "2026-11-30T10:00:00Z")
    #expect(r.status == 0, "\(r.stderr)")
    let line = "  accepted: {} → {\"small-hit-target\":\"\(Self.reason)\"}\n"
    for name in ["tabbar/home", "tabbar/search", "toolbar/share"] {
      #expect(r.stdout.contains("set \(name) (revision 2)\n" + line), "\(r.stdout)")
      #expect(try Self.accepted(c, name) == ["small-hit-target": Self.reason])
    }
    // In natural name order, each with its verdict lines.
    let order = ["tabbar/home", "tabbar/search", "toolbar/share"].map {
      r.stdout.range(of: "set \($0) ")!.lowerBound
    }
    #expect(order == order.sorted())
    #expect(
      try Self.column(c, "SELECT DISTINCT updated_at FROM buttons") == ["2026-11-30T10:00:00Z"])

    // Names and tags select like list's; one already so is reported unchanged.
    let again = try c.run(["set", "tabbar/home", "toolbar/share", "--accept", "off-pixel"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout.contains("set tabbar/home (revision 3)\n"))
    #expect(again.stdout.contains("set toolbar/share (revision 3)\n"))
    #expect(!again.stdout.contains("tabbar/search"))
    let same = try c.run([
      "set", "--tagged", "tabbar", "--accept", "small-hit-target=\(Self.reason)",
    ])
    #expect(same.status == 0, "\(same.stderr)")
    #expect(
      same.stdout.contains("set tabbar/search (revision 2): nothing changed\n"), "\(same.stdout)")
  }

  /// When any selected button fails, none changes: exit 65 naming the button.
  @Test func setOverASelectionIsAllOrNothing() throws {
    let c = try Self.fixture()
    let before = c.digest()
    // tabbar/search has no image: without its title it would be no button at all.
    let r = try c.run(["set", "tabbar/*", "--no-title", "--accept", "off-pixel"])
    #expect(r.status == 65, "\(r.stderr)")
    #expect(
      r.stderr.hasPrefix("Error: tabbar/search: a button needs a title or an image"), "\(r.stderr)")
    #expect(r.stdout.isEmpty)
    #expect(c.digest() == before)
    #expect(try Self.accepted(c, "tabbar/home") == [:])
  }

  @Test(arguments: [
    (
      ["set", "nope/*", "--accept", "off-pixel"],
      "Error: no button name matches the pattern 'nope/*'\n"
    ),
    (
      ["set", "--tagged", "tabbr", "--accept", "off-pixel"],
      "Error: no button has the tag 'tabbr'; did you mean 'tabbar'?\n"
    ),
    (
      ["set", "tabbar/*", "tabbar/hom", "--accept", "off-pixel"],
      "Error: no button named 'tabbar/hom' in the catalog; did you mean 'tabbar/home'?\n"
    ),
  ])
  func aSelectionOfNothingFailsAndChangesNothing(_ arguments: [String], _ stderr: String) throws {
    let c = try Self.fixture()
    let before = c.digest()
    let r = try c.run(arguments)
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stderr == stderr, "\(r.stderr)")
    #expect(c.digest() == before)
  }

  @Test func setOverASelectionNeedsAnInput() throws {
    let c = try Self.fixture()
    let r = try c.run(["set", "tabbar/*"])
    #expect(r.status == 64)
    #expect(
      r.stderr
        == "Error: nothing to change: give at least one input option\n"
        + "Usage: buttoncat set NAME|PATTERN… [--tagged T]… [inputs…]\n")
  }

  // MARK: Stored rows

  /// A row edited by hand with a code buttoncat does not know, an error code or a column that
  /// is no JSON object is invalid, with a problem naming the column; nothing uses it.
  @Test func aHandEditedRowWithABadCodeIsInvalid() throws {
    let c = try Self.fixture()
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql: """
          UPDATE buttons SET accepted = '{"nope":"x"}' WHERE name = 'tabbar/home';
          UPDATE buttons SET accepted = '{"title-truncated":""}' WHERE name = 'tabbar/search';
          UPDATE buttons SET accepted = '[1]' WHERE name = 'toolbar/share';
          """)
    }
    for (name, problem) in [
      ("tabbar/home", "accepted: 'nope' is not a diagnostic code; warning and info codes: "),
      (
        "tabbar/search",
        "accepted: 'title-truncated' is an error, which cannot be accepted: an error is a broken layout, not a judgement"
      ),
      ("toolbar/share", "accepted: '[1]' is not a JSON object of accepted codes and reasons"),
    ] {
      let show = try c.run(["show", name])
      #expect(show.status == 1, "\(show.stderr)")
      #expect(
        show.stderr.hasPrefix(
          "Error: button '\(name)' in the catalog is invalid (edited outside buttoncat or damaged): \(problem)"
        ), "\(show.stderr)")
      let set = try c.run(["set", name, "--accept", "off-pixel"])
      #expect(set.status == 1, "\(set.stderr)")
    }
    let list = try c.run(["list", "--format", "csv"])
    #expect(list.stdout.contains("tabbar/home,,,,,,,invalid"), "\(list.stdout)")
  }

  /// A catalog at migration 0012 migrates: every button accepts nothing, nothing turns stale,
  /// the document is the same.
  @Test func aCatalogFromBeforeTheMigrationMigrates() throws {
    let c = try Self.fixture()
    let before = try c.run(["export", "--format", "json"]).stdout
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: AcceptedMigration.undo)
      #expect(
        try db.fetchAll("SELECT name FROM pragma_table_info('buttons') WHERE name = 'accepted'") {
          try $0.string(at: 0)
        } == [])
    }
    let list = try c.run(["list", "--stale"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stderr == "no buttons\n", "\(list.stdout)\(list.stderr)")
    #expect(try c.run(["export", "--format", "json"]).stdout == before)
    #expect(try Self.column(c, "SELECT DISTINCT accepted FROM buttons") == ["{}"])
    let set = try c.run(["set", "tabbar/home", "--accept", "off-pixel"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(try Self.accepted(c, "tabbar/home") == ["off-pixel": ""])
  }
}
