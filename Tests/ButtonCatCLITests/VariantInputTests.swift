import ButtonStore
import Foundation
import Testing

/// The variant inputs: every variant input is declared, stored (migration 0006),
/// spelled on the command line, carried by documents and validated; the strings file's digest
/// joins the inputs; the variant layouts are stored with the inputs.
@Suite struct VariantInputTests {
  static let catalogText = """
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "home": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "Home" } },
        "de": { "stringUnit": { "state": "translated", "value": "Startseite" } },
        "ar": { "stringUnit": { "state": "translated", "value": "الرئيسية" } } } } } }
    """

  /// A catalog folder with a String Catalog, a copy of DejaVu Sans and a PNG beside the catalog.
  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    try Data(catalogText.utf8).write(to: URL(fileURLWithPath: c.path("L.xcstrings")))
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: c.path("Brand.ttf"))
    try SourceFileTests.png(width: 72, height: 72).write(
      to: URL(fileURLWithPath: c.path("pressed@3x.png")))
    return c
  }

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func button(_ c: CatalogFixture, _ name: String) throws -> [String: Any] {
    let show = try c.run(["show", name, "--format", "json"])
    #expect(show.status == 0, "\(show.stderr)")
    return try json(show.stdout)["button"] as? [String: Any] ?? [:]
  }

  static let every = [
    "add", "tab", "--font", "Brand.ttf", "--strings", "L.xcstrings", "--title-key", "home",
    "--locales", "de,ar", "--text-style", "headline", "--content-sizes", "L,AX3",
    "--max-content-size", "AX4", "--max-font-size", "40", "--scaled-metrics", "--pseudo",
    "double,rtl", "--state-title", "highlighted=Home now", "--state-image",
    "selected=pressed@3x.png", "--state-image", "disabled=20x20", "--max-width", "1000",
    "--image-size", "24x24", "--placement", "top",
  ]

  /// `add` stores every input (the title and the direction from the strings file), `export`
  /// carries each, `import` into another catalog gives the same document back, and `set`
  /// changes or clears each.
  @Test func everyInputRoundTripsThroughAddExportImportAndSet() throws {
    let c = try Self.fixture()
    let add = try c.run(Self.every)
    #expect(add.status == 0, "\(add.stderr)")
    let b = try Self.button(c, "tab")
    #expect(b["title"] as? String == "Home")
    #expect(b["direction"] as? String == "auto")
    #expect(b["autoDirection"] as? String == "ltr")
    #expect(b["textStyle"] as? String == "headline")
    #expect(b["contentSizes"] as? [String] == ["L", "AX3"])
    #expect(b["maxContentSize"] as? String == "AX4")
    #expect((b["maxFontSize"] as? NSNumber)?.doubleValue == 40)
    #expect(b["scaledMetrics"] as? Bool == true)
    #expect(b["strings"] as? String == "L.xcstrings")
    #expect(b["titleKey"] as? String == "home")
    #expect(b["locales"] as? [String] == ["de", "ar"])
    // What the button read, per key and locale (the source language's is the base title).
    #expect(
      b["stringsDigest"] as? String
        == #"{"home":{"ar":"الرئيسية","de":"Startseite","en":"Home"}}"#)
    #expect(b["pseudo"] as? [String] == ["double", "rtl"])
    #expect(b["stateTitles"] as? [String: String] == ["highlighted": "Home now"])
    let images = b["stateImages"] as? [String: Any] ?? [:]
    let selected = images["selected"] as? [String: Any] ?? [:]
    #expect(selected["path"] as? String == "pressed@3x.png")
    #expect((selected["digest"] as? String)?.count == 64)
    #expect((images["disabled"] as? [String: Any])?["width"] as? NSNumber == 20)
    #expect((b["maxWidth"] as? NSNumber)?.doubleValue == 1000)

    let exported = try c.run(["export", "--format", "json"])
    #expect(exported.status == 0, "\(exported.stderr)")
    let other = try Self.fixture()
    try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: other.path("in.json")))
    let imported = try other.run(["import", other.path("in.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try other.run(["export", "--format", "json"]).stdout == exported.stdout)
    #expect(try other.run(["check"]).status == 0)

    let set = try c.run([
      "set", "tab", "--locales", "all", "--text-style", "body", "--no-scaled-metrics",
      "--no-pseudo", "--state-title", "selected=Picked", "--no-max-width", "--no-max-font-size",
    ])
    #expect(set.status == 0, "\(set.stderr)")
    let changed = try Self.button(c, "tab")
    #expect(changed["locales"] as? String == "all")
    #expect(changed["textStyle"] as? String == "body")
    #expect(changed["scaledMetrics"] as? Bool == false)
    #expect(changed["pseudo"] as? [String] == [])
    #expect(
      changed["stateTitles"] as? [String: String] == [
        "highlighted": "Home now", "selected": "Picked",
      ])
    #expect(changed["maxWidth"] is NSNull)
    #expect(changed["maxFontSize"] is NSNull)
    let history = try c.run(["history", "tab"])
    #expect(history.stdout.contains("textStyle: \"headline\" → \"body\""), "\(history.stdout)")

    let cleared = try c.run([
      "set", "tab", "--no-strings", "--no-text-style", "--no-state-title", "--no-state-image",
      "--no-content-sizes", "--no-max-content-size", "--direction", "ltr", "--title", "Home",
    ])
    #expect(cleared.status == 0, "\(cleared.stderr)")
    let plain = try Self.button(c, "tab")
    #expect(plain["strings"] is NSNull && plain["titleKey"] is NSNull)
    #expect(plain["stringsDigest"] is NSNull && plain["locales"] is NSNull)
    #expect((plain["stateImages"] as? [String: Any])?.isEmpty == true)
    // A button back to no variant inputs stores no variant layouts.
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(try db.fetchOne("SELECT count(*) FROM button_variants") { try $0.int(at: 0) } == 0)
  }

  /// The variant layouts are stored in the same transaction as the inputs: one row for a button
  /// with variant inputs (its count and worst finding beside the JSON), none for one without;
  /// `rm` removes it.
  @Test func variantLayoutsAreStoredOnlyForButtonsWithVariantInputs() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.every).status == 0)
    #expect(
      try c.run(["add", "plain", "--title-width", "30", "--image-size", "24x24"]).status == 0)
    func rows() throws -> [String] {
      let db = try Database(path: c.database, mode: .readOnly)
      return try db.fetchAll(
        """
        SELECT b.name || ' ' || v.variant_count || ' ' || coalesce(v.worst_severity, '-') || ' '
          || json_array_length(v.variants_json, '$.variants')
        FROM button_variants v JOIN buttons b ON b.id = v.button_id ORDER BY b.name
        """
      ) { try $0.string(at: 0) }
    }
    let stored = try rows()
    #expect(stored.count == 1)
    #expect(stored.first?.hasPrefix("tab ") == true, "\(stored)")
    let parts = stored.first?.split(separator: " ") ?? []
    #expect(parts.count == 4 && parts[1] == parts[3] && parts[1] != "0", "\(stored)")
    #expect(try c.run(["rm", "tab"]).status == 0)
    #expect(try rows() == [])
  }

  /// Editing the strings file makes the button stale, naming the file (like a changed font
  /// file); `check` fails until `recompute` reads it again.
  @Test func editingTheStringsFileMakesCheckFailUntilRecompute() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.every).status == 0)
    #expect(try c.run(["check"]).status == 0)
    let edited = Self.catalogText.replacingOccurrences(of: "Startseite", with: "Anfang")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: c.path("L.xcstrings")))
    let stale = try c.run(["list", "--stale"])
    #expect(stale.stdout.contains("tab"), "\(stale.stdout)")
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("strings file changed: L.xcstrings"), "\(check.stdout)")
    let recompute = try c.run(["recompute"])
    #expect(recompute.status == 0, "\(recompute.stderr)")
    #expect(recompute.stdout.contains("strings file changed: L.xcstrings"), "\(recompute.stdout)")
    let after = try c.run(["check"])
    #expect(after.status == 0, "\(after.stdout)\(after.stderr)")
  }

  /// A folder of `*.lproj` tables (one UTF-16 with a BOM): its digest covers every table, so
  /// editing one makes the button stale; the source language's direction is the base's.
  @Test func aFolderOfTablesIsDigestedWholeAndGivesTheSourceDirection() throws {
    let c = try CatalogFixture()
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: c.path("Brand.ttf"))
    let folder = c.path("Strings")
    for locale in ["ar", "en"] {
      try FileManager.default.createDirectory(
        atPath: "\(folder)/\(locale).lproj", withIntermediateDirectories: true)
    }
    let arabic = "\"home\" = \"الرئيسية\";\n"
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in arabic.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    try Data(utf16).write(to: URL(fileURLWithPath: "\(folder)/ar.lproj/Localizable.strings"))
    try Data("\"home\" = \"Home\";\n".utf8).write(
      to: URL(fileURLWithPath: "\(folder)/en.lproj/Localizable.strings"))
    let add = try c.run([
      "add", "rtl", "--font", "Brand.ttf", "--strings", "Strings", "--title-key", "home",
      "--image-size", "24x24",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    var b = try Self.button(c, "rtl")
    #expect(b["direction"] as? String == "auto")
    #expect(b["autoDirection"] as? String == "ltr")
    #expect(b["title"] as? String == "Home")
    // Arabic as the development language: the base layouts are laid out right to left.
    let rtl = try c.run([
      "add", "arabic", "--font", "Brand.ttf", "--strings", "Strings/ar.lproj/Localizable.strings",
      "--title-key", "home", "--image-size", "24x24",
    ])
    #expect(rtl.status == 0, "\(rtl.stderr)")
    b = try Self.button(c, "arabic")
    #expect(b["autoDirection"] as? String == "rtl")
    #expect(b["title"] as? String == "الرئيسية")
    let show = try Self.json(c.run(["show", "arabic", "--format", "json"]).stdout)
    let directions = Set(
      (show["layouts"] as? [[String: Any]] ?? []).compactMap { $0["direction"] as? String })
    #expect(directions == ["rtl"])
    #expect(try c.run(["check"]).status == 0)
    try Data("\"home\" = \"Start\";\n".utf8).write(
      to: URL(fileURLWithPath: "\(folder)/en.lproj/Localizable.strings"))
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("rtl: stale: strings file changed: Strings"), "\(check.stdout)")
    #expect(!check.stdout.contains("arabic: stale"), "\(check.stdout)")
  }

  /// A catalog made before migration 0006 opens, migrates (no button has variant inputs), and
  /// keeps its stored digests: nothing turns stale, no variant layouts appear.
  @Test func aCatalogFromBeforeTheMigrationMigratesWithNothingStale() throws {
    let c = try CatalogFixture()
    for arguments in [
      ["add", "a", "--title-width", "20", "--technique", "configuration"],
      ["add", "b", "--title-size", "40x18", "--image-size", "24x24", "--direction", "both"],
    ] {
      #expect(try c.run(arguments).status == 0)
    }
    let before = try c.run(["export", "--format", "json"]).stdout
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: VariantMigration.undo)
    }
    let list = try c.run(["list", "--stale"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stderr == "no buttons\n", "\(list.stdout)\(list.stderr)")
    #expect(try c.run(["check"]).status == 0)
    #expect(try c.run(["export", "--format", "json"]).stdout == before)
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll(
        "SELECT pseudo || state_titles || scaled_metrics || coalesce(strings, 'none') FROM buttons"
      ) { try $0.string(at: 0) } == ["[]{}0none", "[]{}0none"])
    #expect(try db.fetchOne("SELECT count(*) FROM button_variants") { try $0.int(at: 0) } == 0)
  }

  /// A choice that does not exist on the command line exits 64 like every other choice, naming
  /// the option and the value as typed (with the nearest word); nothing is written.
  @Test(arguments: [
    (["--text-style", "bodyy"], "--text-style: 'bodyy' is not one of largeTitle"),
    (["--content-sizes", "L,XXL"], "--content-sizes: 'XXL' is not one of xS, S, M, L"),
    (["--max-content-size", "AX9"], "--max-content-size: 'AX9' is not one of xS"),
    (["--pseudo", "double,wide"], "--pseudo: 'wide' is not one of double, accented, bounded, rtl"),
    (["--state-title", "pressed=Go"], "--state-title: 'pressed' is not one of highlighted"),
    (["--state-title", "normal=Go"], "--state-title: 'normal' is not one of highlighted"),
    (["--state-image", "highlighted"], "--state-image: 'highlighted' is not STATE=PATH|WxH"),
    (["--locales", "de,,fr"], "--locales: 'de,,fr' has an empty item"),
    (["--direction", "autoo"], "--direction: 'autoo' is not one of ltr, rtl, both, auto"),
  ])
  func unknownChoicesAreUsageErrors(_ options: [String], _ message: String) throws {
    let c = try Self.fixture()
    let add = try c.run(["add", "x", "--font", "Brand.ttf", "--title", "Go"] + options)
    #expect(add.status == 64, "\(add.stderr)")
    #expect(add.stderr.contains(message), "\(add.stderr)")
    #expect(!c.exists)
    #expect(try c.run(["add", "x", "--font", "Brand.ttf", "--title", "Go"]).status == 0)
    let before = c.digest()
    let set = try c.run(["set", "x"] + options)
    #expect(set.status == 64, "\(set.stderr)")
    #expect(c.digest() == before)
  }

  /// Well-formed values that cannot be used exit 65, every problem named with its option and
  /// the value as typed; nothing is written.
  @Test(arguments: [
    (
      ["--strings", "L.xcstrings", "--title-key", "nope"],
      ["--title-key: L.xcstrings: no such key in the strings file: \"nope\""]
    ),
    (
      ["--strings", "L.xcstrings", "--title-key", "home", "--locales", "de,fr"],
      ["--locales: 'fr' is not a locale of L.xcstrings (it has en, ar, de)"]
    ),
    (
      ["--strings", "L.xcstrings", "--title-key", "nope", "--locales", "xx"],
      [
        "--title-key: L.xcstrings: no such key in the strings file: \"nope\"",
        "--locales: 'xx' is not a locale of L.xcstrings",
      ]
    ),
    (
      ["--strings", "Bad.xcstrings", "--title-key", "home"],
      [
        "--strings: Bad.xcstrings at strings.home.localizations.de.stringUnit.value: expected a string"
      ]
    ),
    (
      ["--strings", "Missing.xcstrings", "--title-key", "home"],
      ["--strings: Missing.xcstrings: no such file or folder"]
    ),
    (
      ["--strings", "L.xcstrings"],
      ["--strings: a strings file needs the title's key: give --title-key KEY"]
    ),
    (
      ["--title-key", "home"],
      ["--title-key: a title key is looked up in a strings file: give --strings PATH"]
    ),
    (["--max-width", "0"], ["--max-width: '0' must be greater than 0"]),
    (
      ["--max-width", "20000"],
      ["--max-width: '20000' is out of range: lengths are at most 10000 pt"]
    ),
    (
      ["--max-font-size", "2000", "--text-style", "body"],
      ["--max-font-size: '2000' is out of range: font sizes are at most 1000 pt"]
    ),
    (
      ["--max-font-size", "30"],
      ["--max-font-size: a largest point size caps a title that scales; give --text-style STYLE"]
    ),
  ])
  func unusableValuesAreDataErrors(_ options: [String], _ messages: [String]) throws {
    let c = try Self.fixture()
    try Data(
      Self.catalogText.replacingOccurrences(of: "\"Startseite\"", with: "7").utf8
    ).write(to: URL(fileURLWithPath: c.path("Bad.xcstrings")))
    let add = try c.run(["add", "x", "--font", "Brand.ttf"] + options)
    #expect(add.status == 65, "\(add.stderr)")
    for message in messages {
      #expect(add.stderr.contains("Error: " + message), "\(add.stderr)")
    }
    #expect(!c.exists)
  }

  /// Titles other than the button's own cannot be measured without a font file; a title given
  /// with the strings file that gives it is refused; a combination's problem names its field.
  @Test func otherTextsNeedAFontFile() throws {
    let c = try Self.fixture()
    let width = try c.run([
      "add", "x", "--title", "Go", "--title-width", "20", "--state-title", "highlighted=Going",
      "--pseudo", "double",
    ])
    #expect(width.status == 65, "\(width.stderr)")
    #expect(
      width.stderr.contains(
        "--state-title: the states' titles cannot be measured off Apple platforms: --title-width gives one text's size; give --font PATH to measure every title"
      ), "\(width.stderr)")
    #expect(width.stderr.contains("--pseudo: the pseudo-locales' titles cannot be measured"))
    let both = try c.run([
      "add", "x", "--font", "Brand.ttf", "--title", "Go", "--strings", "L.xcstrings",
      "--title-key", "home",
    ])
    #expect(both.status == 64, "\(both.stderr)")
    #expect(both.stderr.contains("--title and --strings both give the title"), "\(both.stderr)")
    #expect(!c.exists)
    #expect(try c.run(Self.every).status == 0)
    let before = c.digest()
    let retitle = try c.run(["set", "tab", "--title", "Start"])
    #expect(retitle.status == 65, "\(retitle.stderr)")
    #expect(
      retitle.stderr.contains("--title: the title is the strings file's"), "\(retitle.stderr)")
    #expect(c.digest() == before)
  }

  /// In an imported document, an unknown text style, content size, state or pseudo-locale exits
  /// 65 naming the document's field; nothing is imported.
  @Test func unknownValuesInADocumentNameTheField() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.every).status == 0)
    let exported = try c.run(["export", "--format", "json"]).stdout
    let cases: [(String, String, String)] = [
      (
        "\"textStyle\": \"headline\"", "\"textStyle\": \"huge\"",
        "buttons[0].textStyle: \"huge\" is not one of largeTitle"
      ),
      (
        "\"contentSizes\": [\"L\",\"AX3\"]", "\"contentSizes\": [\"L\",\"AX9\"]",
        "buttons[0].contentSizes: 'AX9' is not one of xS"
      ),
      (
        "\"highlighted\":\"Home now\"", "\"pressed\":\"Home now\"",
        "buttons[0].stateTitles.pressed: is not a state"
      ),
      (
        "\"pseudo\": [\"double\",\"rtl\"]", "\"pseudo\": [\"double\",\"wide\"]",
        "buttons[0].pseudo[1]: \"wide\" is not one of double, accented, bounded, rtl"
      ),
      (
        "\"maxWidth\": 1000", "\"maxWidth\": -3",
        "buttons[0].maxWidth ('tab'): '-3' must be greater than 0"
      ),
    ]
    for (from, to, message) in cases {
      #expect(exported.contains(from), "\(from)")
      let other = try CatalogFixture()
      try Data(exported.replacingOccurrences(of: from, with: to).utf8).write(
        to: URL(fileURLWithPath: other.path("in.json")))
      let imported = try other.run(["import", other.path("in.json")])
      #expect(imported.status == 65, "\(imported.stderr)")
      #expect(imported.stderr.contains(message), "\(imported.stderr)")
      #expect(!other.exists)
    }
    // A document written before the variant inputs existed imports as a button without them.
    let old = exported.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      !VariantInputTests.variantKeys.contains { line.contains("\"\($0)\":") }
    }.joined(separator: "\n").replacingOccurrences(of: "\"auto\"", with: "\"ltr\"")
      .replacingOccurrences(of: "\"title\": null", with: "\"title\": \"Home\"")
    let third = try CatalogFixture()
    try FileManager.default.copyItem(
      atPath: SourceFileTests.dejaVu, toPath: third.path("Brand.ttf"))
    try Data(old.utf8).write(to: URL(fileURLWithPath: third.path("old.json")))
    let imported = try third.run(["import", third.path("old.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    let b = try Self.button(third, "tab")
    #expect(b["strings"] is NSNull && b["pseudo"] as? [String] == [])
  }

  static let variantKeys = [
    "autoDirection", "textStyle", "contentSizes", "maxContentSize", "maxFontSize",
    "scaledMetrics", "strings", "titleKey", "locales", "stringsDigest", "pseudo", "stateTitles",
    "stateImages", "maxWidth",
  ]

  /// A damaged `button_variants` row is never trusted: `check` names the column, `show` refuses
  /// the button, `list` marks it invalid.
  @Test func aDamagedVariantsRowIsAProblemNamingTheColumn() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.every).status == 0)
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: "UPDATE button_variants SET variants_json = '[{\"locale\": 3}]'")
    }
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains("button_variants: variants_json is not a list of variant layouts"),
      "\(check.stdout)")
    #expect(try c.run(["show", "tab"]).status == 1)
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: "UPDATE button_variants SET variants_json = '[{'")
    }
    let export = try c.run(["export", "--format", "json"])
    #expect(export.status == 1)
    #expect(export.stderr.contains("button_variants: variants_json is not"), "\(export.stderr)")
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql:
          "UPDATE button_variants SET variants_json = '{\"version\":1,\"diagnostics\":[],\"variants\":[]}', variant_count = 7"
      )
    }
    let count = try c.run(["check"])
    #expect(
      count.stdout.contains(
        "button_variants: variant_count 7 is not the number of variants stored (0)"),
      "\(count.stdout)")
  }

  /// A stored variant input edited by hand that is not one: a problem naming the column.
  @Test func aHandEditedVariantColumnIsAProblemNamingIt() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.every).status == 0)
    let db = try Database(path: c.database, mode: .readWrite)
    try db.execute(
      sql: "UPDATE buttons SET content_sizes = '[\"L\",\"HUGE\"]', state_titles = '[]'")
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(check.stdout.contains("content_sizes: 'HUGE' is not one of xS"), "\(check.stdout)")
    #expect(
      check.stdout.contains("state_titles: '[]' is not a JSON object of state titles"),
      "\(check.stdout)")
  }
}
