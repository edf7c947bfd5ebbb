import Foundation
import Testing

/// `--state-title-key STATE=KEY` takes a state's title from the strings file,
/// per locale, through every surface; and the refusal of a title given by size with a
/// text style.
@Suite struct StateTitleKeyTests {
  /// A String Catalog with an RTL locale (ar) and a translation missing (fr has no
  /// `follow.following`).
  static let strings = """
    { "sourceLanguage": "en", "version": "1.0", "strings": {
      "follow": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "Follow" } },
        "de": { "stringUnit": { "state": "translated", "value": "Folgen" } },
        "fr": { "stringUnit": { "state": "translated", "value": "Suivre" } },
        "ar": { "stringUnit": { "state": "translated", "value": "متابعة" } } } },
      "follow.following": { "localizations": {
        "en": { "stringUnit": { "state": "translated", "value": "Following" } },
        "de": { "stringUnit": { "state": "translated", "value": "Diesem Konto folgen" } },
        "ar": { "stringUnit": { "state": "translated", "value": "تتم المتابعة" } } } } } }
    """

  static let add = [
    "add", "follow", "--font", "Brand.ttf", "--font-size", "15", "--strings", "Social.xcstrings",
    "--title-key", "follow", "--state-title-key", "selected=follow.following", "--padding",
    "8,16,8,16",
  ]

  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    try Data(strings.utf8).write(to: URL(fileURLWithPath: c.path("Social.xcstrings")))
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: c.path("Brand.ttf"))
    return c
  }

  /// Each selected variant shows its locale's translation of the key, measured in the font:
  /// wider than the same locale's normal title exactly where the translation is longer, the
  /// missing French one the English title with a `missing-translation` note, Arabic right to
  /// left.
  @Test func eachLocaleShowsItsTranslationOfTheStateKey() throws {
    let c = try Self.fixture()
    let added = try c.run(Self.add)
    #expect(added.status == 0, "\(added.stderr)")
    let json = try VariantInputTests.json(try c.run(["show", "follow", "--format", "json"]).stdout)
    let button = try #require(json["button"] as? [String: Any])
    #expect(button["stateTitleKeys"] as? [String: String] == ["selected": "follow.following"])
    let variants = try #require(json["variants"] as? [[String: Any]])
    func width(_ locale: String, _ state: String) throws -> Double {
      let v = try #require(
        variants.first { $0["locale"] as? String == locale && $0["state"] as? String == state })
      let size = try #require(v["titleSize"] as? [String: Any])
      return try #require((size["width"] as? NSNumber)?.doubleValue)
    }
    func codes(_ locale: String, _ state: String) -> [String] {
      let v = variants.first {
        $0["locale"] as? String == locale && $0["state"] as? String == state
      }
      return ((v?["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String }
    }
    #expect(Set(variants.compactMap { $0["locale"] as? String }) == ["en", "de", "fr", "ar"])
    // "Diesem Konto folgen" is far longer than "Following"; fr falls back to "Following".
    #expect(try width("de", "selected") > width("en", "selected") + 50)
    #expect(try width("fr", "selected") == width("en", "selected"))
    #expect(try width("ar", "selected") != width("en", "selected"))
    #expect(codes("fr", "selected").contains("missing-translation"))
    #expect(!codes("de", "selected").contains("missing-translation"))
    #expect(
      variants.filter { $0["locale"] as? String == "ar" }.allSatisfy {
        $0["direction"] as? String == "rtl"
      })

    let show = try c.run(["show", "follow"])
    #expect(show.stdout.contains("state titles  selected key \"follow.following\""))
    let fr = try c.run(["show", "follow", "--variant", "fr,L,selected"])
    #expect(
      fr.stdout.contains(
        "info missing-translation: the fr selected title has no translation of its own: the en title is shown"
      ), "\(fr.stdout)")

    // The exports look the state's title up by its key, like the normal title.
    let swift = try c.run(["export", "--format", "swift", "--deployment-target", "14"])
    #expect(swift.status == 0, "\(swift.stderr)")
    #expect(
      swift.stdout.contains(
        "setTitle(NSLocalizedString(\"follow.following\", tableName: \"Social\", comment: \"The selected title of the follow button\"), for: .selected)"
      ), "\(swift.stdout)")
    #expect(!swift.stdout.contains("\"Following\""))

    // A changed translation of the state's key makes the button stale.
    let edited = Self.strings.replacingOccurrences(of: "Diesem Konto folgen", with: "Folge ich")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: c.path("Social.xcstrings")))
    let list = try c.run(["list", "--stale"])
    #expect(list.stdout.contains("follow"), "\(list.stdout)")
    #expect(try c.run(["recompute", "follow"]).status == 0)
    #expect(try c.run(["list", "--stale"]).stdout.contains("follow") == false)
  }

  /// A document without `stateTitleKeys` (written before it) imports with none; the key round
  /// trips through export and import, and diff names it.
  @Test func documentsCarryTheKeysAndOlderOnesImport() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.add).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "doc.json"]).status == 0)
    let text = try String(contentsOfFile: c.path("doc.json"), encoding: .utf8)
    let member = "      \"stateTitleKeys\": {\"selected\":\"follow.following\"},\n"
    #expect(text.contains(member))
    let older = text.replacingOccurrences(of: member, with: "")
    #expect(older != text)
    try Data(older.utf8).write(to: URL(fileURLWithPath: c.path("old.json")))
    let imported = try c.run(["--db", "old.sqlite", "import", "old.json"])
    #expect(imported.status == 0, "\(imported.stderr)")
    let diff = try c.run(["diff", "old.json", "doc.json"])
    #expect(diff.status == 1)
    #expect(diff.stdout.contains("stateTitleKeys"), "\(diff.stdout)")
    let again = try c.run(["--db", "again.sqlite", "import", "doc.json"])
    #expect(again.status == 0, "\(again.stderr)")
    #expect(
      try VariantInputTests.button(c, "follow")["stateTitleKeys"] as? [String: String]
        == ["selected": "follow.following"])
  }

  /// Bad uses exit 64 or 65 naming the options and the key, and change nothing.
  @Test(
    arguments: [
      (
        ["--state-title-key", "selected=nope"], 65,
        "Error: --state-title-key: selected: Social.xcstrings: no such key in the strings file: \"nope\""
      ),
      (
        ["--state-title-key", "selected=follow", "--state-title", "selected=Hi"], 64,
        "Error: --state-title-key: selected: cannot go with --state-title for the same state"
      ),
      (
        ["--state-title-key", "highlighted=follow", "--no-strings", "--title", "Go"], 64,
        "Error: --no-strings cannot go with --state-title-key"
      ),
      (
        ["--state-title", "selected=Hi"], 64,
        "Error: --state-title-key: selected: cannot go with --state-title for the same state"
      ),
      (
        ["--text-style", "body", "--title-width", "40", "--no-strings", "--title", "Go"], 64,
        "Error: --text-style: cannot go with --title-width: a title given by size is one text at one content size"
      ),
    ])
  func badUsesAreRefused(_ options: [String], _ status: Int32, _ message: String) throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.add).status == 0)
    let before = c.digest()
    let set = try c.run(["set", "follow"] + options)
    #expect(set.status == status, "\(set.stderr)")
    #expect(set.stderr.hasPrefix(message), "\(set.stderr)")
    #expect(c.digest() == before)
  }

  /// A document holding a title given by size with a text style is refused, naming the button
  /// and both fields.
  @Test func importRefusesATitleSizeWithATextStyle() throws {
    let c = try Self.fixture()
    #expect(try c.run(["add", "chip", "--title", "Chip", "--title-size", "34x20"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "doc.json"]).status == 0)
    let text = try String(contentsOfFile: c.path("doc.json"), encoding: .utf8)
    let bad = text.replacingOccurrences(
      of: "\"textStyle\": null", with: "\"textStyle\": \"body\"")
    #expect(bad != text)
    try Data(bad.utf8).write(to: URL(fileURLWithPath: c.path("bad.json")))
    let result = try c.run(["--db", "other.sqlite", "import", "bad.json"])
    #expect(result.status == 65)
    #expect(result.stderr.contains("chip"), "\(result.stderr)")
    #expect(
      result.stderr.contains("buttons[0].textStyle ('chip'): cannot go with titleSize"),
      "\(result.stderr)")
  }
}
