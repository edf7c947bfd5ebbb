import ButtonStore
import Foundation
import Testing

@testable import ButtonCatCLI
@testable import ButtonCatalog

/// What CI and scripts use. `check --strict` and `check --format json`'s
/// structured problems; `list` and `export` selecting by names, patterns and tags; `list`
/// showing the title.
@Suite struct CIScriptingTests {
  static let home = CatalogCommandTests.home
  static let share = CatalogCommandTests.share
  static let legacy = [
    "add", "legacy/tab", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
    "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--technique",
    "edge-insets", "--tag", "tabbar",
  ]
  /// A fixed width wider than its container: an error of the technique and of its variant.
  static let wide = [
    "add", "wide", "--title", "Downloads", "--title-width", "90", "--image-size", "24x24",
    "--placement", "leading", "--spacing", "8", "--max-width", "80", "--size", "120x44",
  ]

  static func catalog(_ buttons: [[String]]) throws -> CatalogFixture {
    let c = try CatalogFixture()
    for arguments in buttons {
      let added = try c.run(arguments)
      try #require(added.status == 0, "\(added.stderr)")
    }
    return c
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  // MARK: check --strict

  @Test func strictFailsOnWarningsAndListsTheTechniquesWarnings() throws {
    let c = try Self.catalog([Self.home, Self.share])
    // tabbar/home warns (small-hit-target): check passes (and says so), check --strict fails.
    let warning =
      "tabbar/home: warning: exact ~ 1 warning: small-hit-target (LTR)\n"
      + "  ~ small-hit-target (warning) in 1 direction: LTR\n"
      + "      worst [LTR]: the button is 28×40 pt, under the 44×44 pt minimum hit target\n"
    let check = try c.run(["check"])
    #expect(check.status == 0)
    #expect(
      check.stdout
        == warning
        + "2 buttons checked: all current, no errors, 1 with warnings (--strict fails on them)\n")
    let strict = try c.run(["check", "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout == warning + "1 of 2 buttons need attention\n")
    #expect(strict.stderr == "Error: check failed (--strict): 1 button with warnings\n")
    // Without the warning, --strict passes and says so.
    try #require(try c.run(["set", "tabbar/home", "--size", "60x60"]).status == 0)
    let clean = try c.run(["check", "--strict"])
    #expect(clean.status == 0, "\(clean.stdout)")
    #expect(clean.stdout == "2 buttons checked: all current, no errors or warnings\n")
  }

  @Test func strictWithErrorsCountsBoth() throws {
    let c = try Self.catalog([Self.home, Self.legacy])
    let strict = try c.run(["check", "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout.hasSuffix("2 of 2 buttons need attention\n"))
    #expect(
      strict.stderr
        == "Error: check failed: 1 button with errors or stale layouts, and 1 with warnings (--strict)\n"
    )
    // legacy/tab: one line with its verdict, then its findings grouped, errors before the
    // warning.
    let lines = strict.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.filter { $0.hasPrefix("legacy/tab: ") } == [
        "legacy/tab: error: edge-insets ✗ 3 errors: spacing-mismatch (LTR), content-overflow (LTR), intrinsic-size-mismatch (LTR); 1 warning: small-hit-target (LTR)"
      ])
    #expect(
      lines.filter { $0.hasPrefix("  ✗ ") || $0.hasPrefix("  ~ ") }.map {
        $0.split(separator: " ")[1]
      } == [
        "spacing-mismatch", "content-overflow", "intrinsic-size-mismatch", "small-hit-target",
        "small-hit-target",
      ])
  }

  // MARK: check --format json

  @Test func jsonListsStructuredProblemsPerButton() throws {
    let c = try Self.catalog([Self.home, Self.share, Self.legacy, Self.wide])
    // An older engine wrote one button's layouts: stale.
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql:
          "UPDATE layouts SET engine_version = 0 WHERE button_id = (SELECT id FROM buttons WHERE name = 'toolbar/share')"
      )
    }
    let check = try c.run(["check", "--format", "json"])
    #expect(check.status == 1)
    try Golden.check(check.stdout, "check.json")
    let document = try Self.object(check.stdout)
    #expect(document["ok"] as? Bool == false)
    #expect(document["strict"] as? Bool == false)
    #expect(document["checked"] as? Int == 4)
    #expect(document["failing"] as? Int == 3)
    #expect(document["warned"] as? Int == 1)
    let buttons = try #require(document["buttons"] as? [[String: Any]])
    #expect(
      buttons.map { $0["name"] as? String } == [
        "legacy/tab", "tabbar/home", "toolbar/share", "wide",
      ])
    #expect(document["formatVersion"] as? Int == 2)
    #expect(
      buttons.map { $0["status"] as? String } == ["error", "warning", "stale", "error"])
    let keys: Set<String> = [
      "code", "severity", "message", "worst", "count", "variants", "where", "accepted", "reason",
    ]
    var problems: [String: [[String: Any]]] = [:]
    for button in buttons {
      let list = try #require(button["problems"] as? [[String: Any]])
      for p in list { #expect(Set(p.keys) == keys) }
      problems[button["name"] as? String ?? ""] = list
    }
    // The technique's findings, grouped: each once, with the directions it hits; errors first.
    let legacy = problems["legacy/tab"] ?? []
    #expect(
      legacy.map { $0["code"] as? String } == [
        "spacing-mismatch", "content-overflow", "intrinsic-size-mismatch", "small-hit-target",
        "ignored-with-configuration",
      ])
    #expect(legacy.allSatisfy { $0["where"] as? String == "LTR" })
    #expect(legacy.allSatisfy { $0["accepted"] as? Bool == false })
    #expect(legacy.map { $0["severity"] as? String }.suffix(2) == ["warning", "info"])
    let legacyButton = try #require(buttons.first)
    #expect(legacyButton["technique"] as? String == "edge-insets")
    #expect(legacyButton["variants"] is NSNull)
    // A stale button: a problem of the row, with no variants.
    let share = problems["toolbar/share"] ?? []
    #expect(share.first?["code"] as? String == "stale")
    #expect(share.first?["worst"] is NSNull)
    #expect((share.first?["variants"] as? [Any])?.isEmpty == true)
    #expect(
      (share.first?["message"] as? String)?.hasPrefix("layouts computed by engine version 0")
        == true)
    // A variant's finding: the variants it hits as exact blocks, and where its worst is.
    let wide = problems["wide"] ?? []
    let variant = try #require(wide.first { $0["code"] as? String == "exceeds-max-width" })
    let worst = try #require(variant["worst"] as? [String: Any])
    #expect(worst["locale"] is NSNull)
    #expect(worst["contentSize"] as? String == "L")
    #expect(worst["state"] as? String == "normal")
    #expect(worst["direction"] as? String == "ltr")
    let blocks = try #require(variant["variants"] as? [[String: Any]])
    #expect(blocks.count == 1)
    #expect(blocks.first?["contentSizes"] as? [String] == ["L"])
    #expect(variant["count"] as? Int == 1)
    #expect(wide.filter { $0["code"] as? String == "content-overflow" }.count == 1)
    let counts = try #require(buttons.last?["variants"] as? [String: Any])
    #expect(counts["count"] as? Int == 1)
    #expect(counts["failing"] as? Int == 1)

    let strict = try Self.object(try c.run(["check", "--format", "json", "--strict"]).stdout)
    #expect(strict["strict"] as? Bool == true)
    #expect(strict["ok"] as? Bool == false)
  }

  @Test func jsonOfAPassingCatalog() throws {
    let c = try Self.catalog([Self.share])
    let check = try c.run(["check", "--format", "json", "--strict"])
    #expect(check.status == 0)
    let document = try Self.object(check.stdout)
    #expect(document["ok"] as? Bool == true)
    #expect(document["checked"] as? Int == 1)
    let empty = try Self.catalog([])
    try #require(
      try empty.run(["add", "x", "--title-size", "60x60", "--size", "60x60"]).status == 0)
    try #require(try empty.run(["rm", "x"]).status == 0)
    let none = try empty.run(["check", "--format", "json"])
    #expect(none.status == 0)
    #expect(
      none.stdout
        == "{\n  \"formatVersion\": 2,\n  \"schema\": [],\n  \"buttons\": [],\n  \"checked\": 0,\n  \"failing\": 0,\n  \"warned\": 0,\n  \"accepted\": 0,\n  \"strict\": false,\n  \"ok\": true\n}\n"
    )
  }

  /// A row's own problems: codes of their own, no technique, direction or variant; a source
  /// file that cannot be read is an error, named by its option and path.
  @Test func problemsOfTheRowHaveTheirOwnCodes() throws {
    let invalid = RecomputeOutcome(
      name: "bad", staleCauses: [], problems: ["placement: 'diagonal' is not a placement"],
      errors: [])
    let edited = RecomputeOutcome(
      name: "edited", staleCauses: [.inputsChanged], mismatches: ["title size 1×1 is not…"],
      errors: [])
    let missing = RecomputeOutcome(
      name: "missing", staleCauses: [],
      failures: [SourceFailure(.missingSource, .image, path: "a.png", message: "no such file")],
      errors: [])
    let outcomes = [invalid, edited, missing]
    let document = try Self.object(CheckCommand.report(outcomes, schema: [], json: true))
    let buttons = try #require(document["buttons"] as? [[String: Any]])
    let problems = try buttons.map { try #require($0["problems"] as? [[String: Any]]) }
    #expect(
      problems.map { $0.map { $0["code"] as? String } } == [
        ["invalid-row"], ["stale", "edited-size"], ["missing-source"],
      ])
    #expect(problems[2][0]["severity"] as? String == "error")
    #expect(problems[2][0]["message"] as? String == "--image a.png: no such file")
    #expect(
      problems.joined().allSatisfy {
        $0["worst"] is NSNull && ($0["variants"] as? [Any])?.isEmpty == true
      })
    #expect(buttons.map { $0["status"] as? String } == ["invalid", "stale", "missing-source"])
    #expect(document["failing"] as? Int == 3)
    #expect(document["warned"] as? Int == 0)
    #expect(document["ok"] as? Bool == false)
    let text = CheckCommand.report([missing], schema: [], json: false)
    #expect(
      text.hasPrefix("missing: missing-source: --image a.png: no such file; stored values kept\n"))
    #expect(text.hasSuffix("1 of 1 buttons need attention\n"))
  }

  /// The report `run` writes as it goes is the one `report` makes of every outcome.
  @Test func theStreamedReportIsTheWholeReport() throws {
    let c = try Self.catalog([Self.home, Self.share, Self.legacy, Self.wide])
    let catalog = try Catalog(path: c.database, access: .read)
    let outcomes = try catalog.check()
    for (json, strict) in [(false, false), (false, true), (true, false), (true, true)] {
      var arguments = ["check"]
      if json { arguments += ["--format", "json"] }
      if strict { arguments.append("--strict") }
      #expect(
        try c.run(arguments).stdout
          == CheckCommand.report(outcomes, schema: [], json: json, strict: strict))
    }
  }

  // MARK: list and export by name, pattern and tag

  static func selection() throws -> CatalogFixture {
    try catalog([
      Self.home, Self.share, Self.legacy,
      ["add", "tabbar/more/extra", "--title-size", "40x18", "--tag", "extra"],
      ["add", "item2", "--title-size", "40x18"], ["add", "item10", "--title-size", "40x18"],
    ])
  }

  static func listed(_ c: CatalogFixture, _ arguments: [String]) throws -> [String] {
    let r = try c.run(["list"] + arguments + ["--format", "json"])
    try #require(r.status == 0, "\(r.stderr)")
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
    return items.compactMap { $0["name"] as? String }
  }

  @Test func listSelectsByNamePatternAndTag() throws {
    let c = try Self.selection()
    #expect(try Self.listed(c, ["tabbar/*"]) == ["tabbar/home"])
    #expect(try Self.listed(c, ["tabbar/**"]) == ["tabbar/home", "tabbar/more/extra"])
    #expect(try Self.listed(c, ["item?"]) == ["item2"])
    #expect(try Self.listed(c, ["item[0-9]*"]) == ["item2", "item10"])
    #expect(try Self.listed(c, ["**/home"]) == ["tabbar/home"])
    #expect(
      try Self.listed(c, ["--tag", "tabbar", "--tag", "toolbar"])
        == ["legacy/tab", "tabbar/home", "toolbar/share"])
    // Any of names, patterns and tags; each button once.
    #expect(
      try Self.listed(c, ["item2", "tabbar/*", "--tag", "extra", "--tag", "tabbar"])
        == ["item2", "legacy/tab", "tabbar/home", "tabbar/more/extra"])
    #expect(try Self.listed(c, ["--stale", "tabbar/*"]) == [])
  }

  @Test func aPatternThatMatchesNothingFailsLikeAnUnknownName() throws {
    let c = try Self.selection()
    let before = c.digest()
    for command in ["list", "export"] {
      let none = try c.run([command, "tabbar/*", "nothing/*", "--tag", "tabbar"])
      #expect(none.status == 65)
      #expect(none.stdout.isEmpty)
      #expect(none.stderr == "Error: no button name matches the pattern 'nothing/*'\n")
      let unknown = try c.run([command, "tabbar/*", "tabbar/hom"])
      #expect(unknown.status == 65)
      #expect(
        unknown.stderr
          == "Error: no button named 'tabbar/hom' in the catalog; did you mean 'tabbar/home'?\n")
      let malformed = try c.run([command, "tabbar/[ab"])
      #expect(malformed.status == 64)
      #expect(
        malformed.stderr.hasPrefix("Error: pattern 'tabbar/[ab': '[' is not closed by ']'\n"))
    }
    // Nothing written either.
    let output = c.path("out.json")
    #expect(try c.run(["export", "--output", output, "nothing/*"]).status == 65)
    #expect(!FileManager.default.fileExists(atPath: output))
    #expect(c.digest() == before)
  }

  @Test func aTagNoButtonHasSelectsNothingWithAWarning() throws {
    let c = try Self.selection()
    let list = try c.run(["list", "--tag", "tabar"])
    #expect(list.status == 0)
    #expect(list.stdout.isEmpty)
    #expect(
      list.stderr == "Warning: no button has the tag 'tabar'; did you mean 'tabbar'?\nno buttons\n")
    let export = try c.run(["export", "--format", "csv", "--tag", "tabar", "--tag", "extra"])
    #expect(export.status == 0)
    #expect(export.stderr == "Warning: no button has the tag 'tabar'; did you mean 'tabbar'?\n")
    #expect(export.stdout.contains("tabbar/more/extra"))
    #expect(!export.stdout.contains("tabbar/home"))
  }

  @Test func exportTakesTheSelectionInEveryPath() throws {
    let c = try Self.selection()
    // The streamed JSON document.
    let json = try Self.object(try c.run(["export", "tabbar/**", "item1*"]).stdout)
    let buttons = try #require(json["buttons"] as? [[String: Any]])
    #expect(
      buttons.map { $0["name"] as? String } == ["item10", "tabbar/home", "tabbar/more/extra"])
    // A rendered format, into a folder.
    let folder = c.path("svg") + "/"
    let svg = try c.run(["export", "--format", "svg", "--output", folder, "--tag", "toolbar"])
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        ".buttoncat_svg", "toolbar-share.svg",
      ])
  }

  // MARK: list shows the title

  @Test func listShowsTheTitleEscapedAndCut() throws {
    let long = "A very long title that goes on and on"
    let c = try Self.catalog([
      ["add", "a", "--title", long, "--title-width", "200"],
      ["add", "b", "--title", "设置设置设置设置设置设置设置", "--title-width", "100"],
      // A bidi override would reorder the line: shown as \u{202E}.
      ["add", "c", "--title", "bell\u{202E}x", "--title-width", "20"],
      ["add", "d", "--image-size", "20x20"],
    ])
    let list = try c.run(["list"])
    #expect(list.status == 0)
    let lines = list.stdout.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("NAME  TITLE                     PLACEMENT"))
    #expect(lines[1].hasPrefix("a     A very long title that …  left"))
    // Two columns a character: 11 of them and the mark fill 23 of 24 columns.
    #expect(lines[2].hasPrefix("b     设置设置设置设置设置设…   left"))
    #expect(lines[3].hasPrefix("c     bell\\u{202E}x             left"))
    #expect(lines[4].hasPrefix("d                               left"))
    #expect(!list.stdout.unicodeScalars.contains { $0 == "\u{202E}" })
    // JSON gives it whole, null without one.
    let items = try #require(
      try JSONSerialization.jsonObject(
        with: Data(try c.run(["list", "--format", "json"]).stdout.utf8))
        as? [[String: Any]])
    #expect(items[0]["title"] as? String == long)
    #expect(items[2]["title"] as? String == "bell\u{202E}x")
    #expect(items[3]["title"] is NSNull)
  }

  @Test func truncationCountsTerminalColumns() {
    #expect(TextFormat.truncated("Home", toWidth: 4) == "Home")
    #expect(TextFormat.truncated("Homes", toWidth: 4) == "Hom…")
    #expect(TextFormat.truncated("设置设置", toWidth: 5) == "设置…")
    #expect(TextFormat.truncated("设置设置", toWidth: 8) == "设置设置")
    #expect(TextFormat.truncated("cafe\u{301}s", toWidth: 4) == "caf…")
    #expect(TextFormat.truncated("cafe\u{301}", toWidth: 4) == "cafe\u{301}")
    // An escape is never split.
    #expect(TextFormat.truncated("ab\u{1B}cdef", toWidth: 8) == "ab…")
  }
}
