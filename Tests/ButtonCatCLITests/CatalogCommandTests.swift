import ButtonStore
import Foundation
import Testing

/// The catalog commands end to end, with the built binary on temporary catalogs.
@Suite struct CatalogCommandTests {
  static let share = [
    "add", "toolbar/share", "--title", "Share", "--title-width", "41.2", "--image-size", "20x20",
    "--placement", "trailing", "--spacing", "6", "--padding", "0,12,0,12", "--size", "120x44",
    "--direction", "both", "--tag", "toolbar", "--description", "The share button",
  ]
  static let home = [
    "add", "tabbar/home", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
    "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--tag", "tabbar",
  ]

  @Test func addShowListInEveryFormat() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run(Self.share).stdout
        == "added toolbar/share (revision 1)\n  exact: ✓ ok\n")
    #expect(try c.run(Self.home).status == 0)

    let show = try c.run(["show", "toolbar/share"])
    #expect(show.status == 0)
    #expect(show.stderr.isEmpty)
    try Golden.check(show.stdout, "show-share.txt")
    let json = try c.run(["show", "toolbar/share", "--format", "json"])
    try Golden.check(json.stdout, "show-share.json")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect((document["layouts"] as? [Any])?.count == 10)
    let one = try c.run(["show", "toolbar/share", "--technique", "edge-insets", "--format", "json"])
    let filtered = try #require(
      try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
    #expect((filtered["layouts"] as? [Any])?.count == 2)
    try Golden.check(
      try c.run(["show", "tabbar/home", "--technique", "layout-subviews"]).stdout,
      "show-home-layout-subviews.txt")

    try Golden.check(try c.run(["list"]).stdout, "list.txt")
    try Golden.check(try c.run(["list", "--format", "json"]).stdout, "list.json")
    try Golden.check(try c.run(["list", "--format", "csv"]).stdout, "list.csv")
    let tagged = try c.run(["list", "--tag", "tabbar", "--format", "json"])
    let items = try #require(
      try JSONSerialization.jsonObject(with: Data(tagged.stdout.utf8)) as? [[String: Any]])
    #expect(items.map { $0["name"] as? String } == ["tabbar/home"])
  }

  @Test func setRecomputesAndHistoryKeepsEveryRevision() throws {
    let c = try CatalogFixture()
    try c.run(Self.share)
    let before = try c.run(["show", "toolbar/share", "--format", "json"]).stdout
    let set = try c.run(
      ["set", "toolbar/share", "--title", "Share all", "--title-width", "70"],
      time: "2026-11-30T10:00:00Z")
    #expect(set.status == 0, "\(set.stderr)")
    #expect(set.stdout.hasPrefix("set toolbar/share (revision 2)\n"))
    #expect(set.stdout.contains("title: \"Share\" → \"Share all\""))
    let after = try c.run(["show", "toolbar/share", "--format", "json"]).stdout
    #expect(before != after)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(after.utf8)) as? [String: Any])
    #expect(document["revision"] as? Int == 2)
    // The stored layout follows the new title: 20 + 6 + 70 = 96 wide content, centred in 120 - 24.
    let layouts = try #require(document["layouts"] as? [[String: Any]])
    let exact = try #require(layouts.first { $0["technique"] as? String == "exact" })
    let frames = try #require(exact["frames"] as? [String: Any])
    #expect((frames["titleFrame"] as? [String: Double])?["width"] == 70)
    #expect((frames["intrinsicContentSize"] as? [String: Double])?["width"] == 120)

    let history = try c.run(["history", "toolbar/share"])
    #expect(
      history.stdout.hasPrefix(
        "r1  2026-11-30T09:00:00Z  tester  add toolbar/share\nr2  2026-11-30T10:00:00Z  tester  set toolbar/share\n"
      ))
    let historyJSON = try c.run(["history", "toolbar/share", "--format", "json"])
    let revisions = try #require(
      try JSONSerialization.jsonObject(with: Data(historyJSON.stdout.utf8)) as? [[String: Any]])
    #expect(revisions.count == 2)
    #expect(((revisions[1]["inputs"] as? [String: Any])?["title"] as? String) == "Share all")
  }

  @Test func renameAndRemoveKeepHistory() throws {
    let c = try CatalogFixture()
    try c.run(Self.share)
    #expect(try c.run(["rename", "toolbar/share", "toolbar/send"]).status == 0)
    #expect(try c.run(["show", "toolbar/share"]).status == 65)
    #expect(try c.run(["show", "toolbar/send"]).status == 0)
    #expect(try c.run(["rm", "toolbar/send"]).status == 0)
    #expect(
      try c.run(["show", "toolbar/send"]).stderr
        == "Error: no button named 'toolbar/send' in the catalog\n")
    for name in ["toolbar/share", "toolbar/send"] {
      let history = try c.run(["history", name])
      #expect(history.status == 0)
      #expect(
        history.stdout.components(separatedBy: "\n").filter { $0.hasPrefix("r") }.map {
          $0.split(separator: " ").last!
        }
          == ["toolbar/share", "toolbar/send", "toolbar/send"])
      #expect(
        history.stdout.contains("rename toolbar/send\n    name: toolbar/share → toolbar/send"))
      #expect(history.stdout.contains("r3  2026-11-30T09:00:00Z  tester  rm toolbar/send"))
    }
    // A new button under an old name starts its own history, shown after the old one.
    try c.run(Self.share)
    let history = try c.run(["history", "toolbar/share"]).stdout
    #expect(history.components(separatedBy: "add toolbar/share").count == 3)
  }

  @Test func staleLayoutsAreListedCheckedAndRecomputed() throws {
    let c = try CatalogFixture()
    try c.run(Self.share)
    try c.run(Self.home)
    #expect(try c.run(["list", "--stale"]).stderr == "no buttons\n")
    // An older engine wrote these layouts.
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql:
          "UPDATE layouts SET engine_version = 0 WHERE button_id = (SELECT id FROM buttons WHERE name = 'tabbar/home')"
      )
    }
    #expect(try c.run(["list", "--stale", "--format", "csv"]).stdout.contains("tabbar/home"))
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains("tabbar/home: stale: layouts computed by engine version 0"),
      "\(check.stdout)")
    let recompute = try c.run(["recompute"])
    #expect(recompute.status == 0)
    #expect(recompute.stdout.hasSuffix("recomputed 1, unchanged 1, failed 0 of 2 buttons\n"))
    #expect(try c.run(["list", "--stale"]).stderr == "no buttons\n")
    #expect(try c.run(["check"]).status == 0)
    #expect(
      try c.run(["recompute", "--all"]).stdout.hasSuffix(
        "recomputed 2, unchanged 0, failed 0 of 2 buttons\n"))
  }

  @Test func checkFailsOnErrorsOfTheChosenTechnique() throws {
    let c = try CatalogFixture()
    try c.run(Self.home)
    #expect(try c.run(["check"]).status == 0)
    try c.run(["set", "tabbar/home", "--technique", "edge-insets"])
    let check = try c.run(["check", "--format", "json"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("spacing-mismatch"))
    #expect(check.stderr.hasPrefix("Error: check failed: 1 button with errors or stale layouts"))
  }

  @Test func hostileAndInternationalTextRoundTrips() throws {
    let c = try CatalogFixture()
    let sql = "a'; DROP TABLE buttons;--"
    let description = String(repeating: "长描述🙂 ", count: 2_000)  // 10,000 characters
    #expect(description.count == 10_000)
    let add = try c.run([
      "add", "设置/齿轮", "--title", sql, "--title-size", "30x21", "--image-size", "22x22",
      "--placement", "leading",
      "--spacing", "8", "--description", description, "--tag", "🙂", "--tag", sql,
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let json = try c.run(["show", "设置/齿轮", "--format", "json"])
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let button = try #require(document["button"] as? [String: Any])
    #expect(button["name"] as? String == "设置/齿轮")
    #expect(button["title"] as? String == sql)
    #expect(button["description"] as? String == description)
    #expect(button["tags"] as? [String] == [sql, "🙂"].sorted())
    #expect(try c.run(["list", "--tag", sql, "--format", "csv"]).stdout.contains("设置/齿轮"))
    // The table survived the title.
    #expect(try c.run(["list"]).stdout.contains("设置/齿轮"))
  }

  @Test(arguments: [
    (
      ["add", "toolbar/share", "--title-size", "10x10"], 65,
      "Error: a button named 'toolbar/share' already exists"
    ),
    (["set", "nope", "--spacing", "3"], 65, "Error: no button named 'nope' in the catalog"),
    (["add", "bad name", "--title-size", "10x10"], 65, "Error: name: 'bad name' has U+20"),
    (
      ["add", "a'; DROP TABLE buttons;--", "--title-size", "10x10"], 65,
      "Error: name: 'a'; DROP TABLE buttons;--' has '''"
    ),
    (
      ["add", "x", "--spacing", "-3", "--image-size", "2x2", "--title-size", "1x1"], 65,
      "Error: --spacing: '-3' must not be negative"
    ),
    (["add", "x", "--size", "wide"], 64, "Error: --size: 'wide' is not a size"),
    (
      ["set", "toolbar/share", "--padding", "1,2"], 64, "Error: --padding: '1,2' needs four numbers"
    ),
    (
      ["set", "toolbar/share", "--spacing", "-1"], 65, "Error: --spacing: '-1' must not be negative"
    ),
    (["set", "toolbar/share", "--image", "/nonexistent/icon.png"], 65, "Error: --image: "),
    (
      ["rename", "toolbar/share", "toolbar/share2/"], 65,
      "Error: name: 'toolbar/share2/' has an empty group"
    ),
    (["rename", "nope", "other"], 65, "Error: no button named 'nope' in the catalog"),
    (["rm", "nope"], 65, "Error: no button named 'nope' in the catalog"),
    (
      ["add", "y", "--title", "Hi", "--font", "Brand.ttf", "--font-weight", "bold"], 64,
      "Error: --font-weight 'bold' is a weight of the system font, and --font 'Brand.ttf' is a font file"
    ),
  ])
  func rejectedCommandsLeaveTheCatalogByteIdentical(
    arguments: [String], status: Int32, message: String
  ) throws {
    let c = try CatalogFixture()
    try c.run(Self.share)
    let before = c.digest()
    let r = try c.run(arguments)
    #expect(r.status == status, "\(r.stderr)")
    #expect(r.stderr.hasPrefix(message), "\(r.stderr)")
    #expect(r.stdout.isEmpty)
    #expect(c.digest() == before)
  }

  @Test func readingCommandsOnAMissingCatalogCreateNothing() throws {
    let c = try CatalogFixture()
    for command in [["list"], ["show", "x"], ["history", "x"], ["check"]] {
      let r = try c.run(command)
      // check exits 2: the catalog cannot be checked, not a failing button.
      #expect(r.status == (command == ["check"] ? 2 : 1))
      #expect(r.stderr.hasPrefix("Error: no catalog at '\(c.database)'"))
      #expect(!c.exists)
    }
    // A rejected first add creates nothing either.
    #expect(try c.run(["add", "x", "--spacing", "-1", "--title-size", "1x1"]).status == 65)
    #expect(!c.exists)
  }

  @Test func foreignFilesAreRefusedAndLeftAlone() throws {
    let c = try CatalogFixture()
    // A text file.
    try Data("hello, I am not a catalog\n".utf8).write(to: URL(fileURLWithPath: c.database))
    var before = c.digest()
    for command in [["list"], ["add", "x", "--title-size", "1x1"]] {
      let r = try c.run(command)
      #expect(r.status == 1)
      #expect(r.stderr.contains("'\(c.database)'"), "\(r.stderr)")
      #expect(c.digest() == before)
    }
    // A corrupted catalog: a real one with its middle overwritten.
    try FileManager.default.removeItem(atPath: c.database)
    try c.run(Self.share)
    try c.run(["list"])  // checkpoint, so the file holds everything
    var bytes = try Data(contentsOf: URL(fileURLWithPath: c.database))
    for i in 100..<min(bytes.count, 4000) { bytes[i] = 0xA5 }
    try bytes.write(to: URL(fileURLWithPath: c.database))
    before = c.digest()
    let corrupted = try c.run(["add", "y", "--title-size", "1x1"])
    #expect(corrupted.status == 1)
    #expect(corrupted.stderr.contains("'\(c.database)'"))
    #expect(c.digest() == before)
    // A catalog written by a newer buttoncat.
    try FileManager.default.removeItem(atPath: c.database)
    try c.run(Self.share)
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql:
          "INSERT INTO schema_migrations (identifier, applied_at) VALUES ('9999_future', 'later')")
    }
    before = c.digest()
    for command in [["list"], ["add", "z", "--title-size", "1x1"]] {
      let r = try c.run(command)
      #expect(r.status == 1)
      #expect(r.stderr.contains("was written by a newer buttoncat"), "\(r.stderr)")
      #expect(c.digest() == before)
    }
    // A folder that does not exist.
    let r = try BinaryRunner.run([
      "add", "x", "--title-size", "1x1", "--db", "/nonexistent/dir/b.sqlite",
    ])
    #expect(r.status == 1)
    #expect(
      r.stderr
        == "Error: cannot create catalog '/nonexistent/dir/b.sqlite': the folder '/nonexistent/dir' does not exist\n"
    )
  }

  @Test func dbOptionAndEnvironment() throws {
    let c = try CatalogFixture()
    let other = c.path("other.sqlite")
    #expect(try BinaryRunner.run(["--db", other] + Self.home).status == 0)
    #expect(try BinaryRunner.run(["list", "--db=\(other)"]).stdout.contains("tabbar/home"))
    #expect(
      try BinaryRunner.run(["list"], environment: ["BUTTONCAT_DB": other]).stdout.contains(
        "tabbar/home"))
    // The default is ./buttons.sqlite in the working directory.
    #expect(try BinaryRunner.run(Self.home, directory: c.directory).status == 0)
    #expect(c.exists)
  }

  @Test func demoIsIdempotent() throws {
    let c = try CatalogFixture()
    let first = try c.run(["demo"])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(first.stdout.contains("added toolbar/share"))
    let second = try c.run(["demo"])
    #expect(second.status == 0)
    #expect(!second.stdout.contains("added"))
    #expect(second.stdout.contains("toolbar/share  (revision 1"))
  }
}

/// Migration 0003 gives every button of an older catalog its natural-order sort key.
@Suite struct NameOrderMigrationTests {
  @Test func anOlderCatalogGetsItsSortKeysAndListsInNaturalOrder() throws {
    let c = try CatalogFixture()
    for name in ["item10", "item2", "a/b", "item02", "设置", "Item1"] {
      #expect(try c.run(["add", name, "--title-size", "40x18"]).status == 0)
    }
    // Back to the schema before 0003: no key column, no index, not recorded.
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql: """
          DROP INDEX buttons_in_name_order;
          ALTER TABLE buttons DROP COLUMN name_key;
          DELETE FROM schema_migrations WHERE identifier = '0003_name_order';
          """)
    }
    // A reading command upgrades the catalog, then lists in natural order.
    let list = try c.run(["list", "--format", "csv"])
    #expect(list.status == 0, "\(list.stderr)")
    let names = list.stdout.split(separator: "\n").dropFirst().map {
      String($0.split(separator: ",")[0])
    }
    #expect(names == ["Item1", "a/b", "item2", "item02", "item10", "设置"])
    let db = try Database(path: c.database, mode: .readOnly)
    let keys = try db.fetchAll("SELECT name, name_key FROM buttons ORDER BY name") {
      "\(try $0.string(at: 0))=\(try $0.string(at: 1))"
    }
    #expect(
      keys == [
        "Item1=Item00011000", "a/b=a/b", "item02=item00012001", "item10=item000210000",
        "item2=item00012000", "设置=设置",
      ])
  }
}

/// `set` with the values already stored records nothing.
@Suite struct NoOpSetTests {
  @Test func settingTheStoredValuesWritesNothing() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "a", "--title-size", "40x18", "--spacing", "4"]).status == 0)
    #expect(try c.run(["set", "a", "--spacing", "6"]).status == 0)
    let before = c.digest()
    let same = try c.run(["set", "a", "--spacing", "6"], time: "2026-12-01T10:00:00Z")
    #expect(same.status == 0)
    #expect(same.stdout == "set a (revision 2): nothing changed\n")
    #expect(c.digest() == before)
    let history = try c.run(["history", "a"]).stdout
    #expect(!history.contains("r3"), "\(history)")
    #expect(history.contains("r2"))
  }
}

/// Layouts are rewritten in place; a direction dropped takes its rows with it.
@Suite struct LayoutRewriteTests {
  @Test func changingTheDirectionKeepsExactlyTheCurrentLayouts() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "a", "--title-size", "40x18", "--direction", "both"]).status == 0)
    func rows() throws -> [String] {
      let db = try Database(path: c.database, mode: .readOnly)
      return try db.fetchAll(
        "SELECT technique || '/' || direction || '/' || engine_version FROM layouts ORDER BY 1"
      ) { try $0.string(at: 0) }
    }
    #expect(try rows().count == 10)
    #expect(try c.run(["set", "a", "--direction", "ltr"]).status == 0)
    #expect(try rows().allSatisfy { $0.contains("/ltr/") })
    #expect(try rows().count == 5)
    #expect(try c.run(["set", "a", "--direction", "rtl", "--spacing", "3"]).status == 0)
    #expect(try rows().allSatisfy { $0.contains("/rtl/") })
    #expect(try c.run(["set", "a", "--direction", "both"]).status == 0)
    #expect(try rows().count == 10)
    #expect(try c.run(["list", "--stale"]).stdout.isEmpty)
    #expect(try c.run(["check"]).status == 0)
  }
}
