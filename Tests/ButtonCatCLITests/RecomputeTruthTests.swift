import ButtonMeasure
import ButtonStore
import Foundation
import Testing

@testable import ButtonCatalog

/// Through the binary: `recompute` that tells the truth (a button it
/// cannot re-measure fails, with its cause recorded), staleness from the titles a button uses
/// (not the whole strings file), and source files that are gone failing `check`.
@Suite struct RecomputeTruthTests {
  static func strings(_ titles: [String: [String: String]]) -> String {
    let keys = titles.keys.sorted().map { key in
      let locales = (titles[key] ?? [:]).sorted { $0.key < $1.key }.map { locale, value in
        "\"\(locale)\": { \"stringUnit\": { \"state\": \"translated\", \"value\": \"\(value)\" } }"
      }
      return "\"\(key)\": { \"localizations\": { \(locales.joined(separator: ", ")) } }"
    }
    return
      "{ \"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": { \(keys.joined(separator: ", ")) } }"
  }

  static let shared: [String: [String: String]] = [
    "follow": ["en": "Follow", "de": "Folgen"],
    "share": ["en": "Share", "de": "Teilen"],
  ]

  /// A catalog folder with `L.xcstrings` (`titles`) and a copy of DejaVu Sans (no CJK glyphs).
  static func fixture(_ titles: [String: [String: String]] = shared) throws -> CatalogFixture {
    let c = try CatalogFixture()
    try write(c, titles)
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: c.path("Brand.ttf"))
    return c
  }

  static func write(_ c: CatalogFixture, _ titles: [String: [String: String]]) throws {
    try Data(strings(titles).utf8).write(to: URL(fileURLWithPath: c.path("L.xcstrings")))
  }

  /// Rewrites `L.xcstrings` with `shared`, the `locale` value of `key` changed to `text`.
  static func edit(_ c: CatalogFixture, _ key: String, _ locale: String, to text: String) throws {
    var titles = shared
    titles[key, default: [:]][locale] = text
    try write(c, titles)
  }

  static func add(_ c: CatalogFixture, _ name: String, key: String) throws {
    let add = try c.run([
      "add", name, "--font", "Brand.ttf", "--font-size", "17", "--strings", "L.xcstrings",
      "--title-key", key, "--image-size", "24x24", "--spacing", "4",
    ])
    #expect(add.status == 0, "\(add.stderr)")
  }

  /// Item 6, the case of the issue: a translation needs a glyph the button's font lacks.
  @Test func aButtonThatCannotBeRemeasuredFailsRecomputeWithItsCauseRecorded() throws {
    let c = try Self.fixture()
    try Self.add(c, "follow", key: "follow")
    try Self.add(c, "plain", key: "share")
    try Self.edit(c, "follow", "de", to: "关注")
    let stored = try c.run(["show", "follow", "--format", "json"]).stdout

    for _ in 0..<2 {
      // Every recompute says the same: nothing is claimed that was not done.
      let recompute = try c.run(["recompute"])
      #expect(recompute.status == 1, "\(recompute.stdout)\(recompute.stderr)")
      #expect(
        recompute.stdout.hasSuffix("recomputed 0, unchanged 1, failed 1 of 2 buttons\n"),
        "\(recompute.stdout)")
      #expect(
        recompute.stderr.contains("follow: cannot re-measure: --fallback-font: the de title:"),
        "\(recompute.stderr)")
      #expect(recompute.stderr.contains("font \"Brand.ttf\" has no glyph for \"关\" (U+5173)"))
      #expect(recompute.stderr.contains("kept its stored values and layouts"))
      #expect(recompute.stderr.contains("Error: 1 button could not be re-measured (follow)"))
    }
    // Its values and layouts are as they were.
    #expect(try c.run(["show", "follow", "--format", "json"]).stdout == stored)

    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(!check.stdout.contains("edited outside buttoncat"), "\(check.stdout)")
    #expect(check.stdout.contains("follow: unmeasurable: --fallback-font: the de title:"))
    #expect(
      check.stdout.contains("follow: stale: strings file changed: L.xcstrings (the de title)"))
    #expect(!check.stdout.contains("plain: stale"), "\(check.stdout)")
    #expect(!check.stdout.contains("plain: unmeasurable"), "\(check.stdout)")

    let stale = try c.run(["list", "--stale"])
    #expect(stale.stdout.contains("follow"))
    #expect(!stale.stdout.contains("plain"))
    #expect(
      stale.stderr.contains("Warning: follow could not be re-measured: --fallback-font:"),
      "\(stale.stderr)")

    // The input fixed (the translation back): the next recompute succeeds and forgets the cause.
    try Self.write(c, Self.shared)
    let fixed = try c.run(["recompute"])
    #expect(fixed.status == 0, "\(fixed.stderr)")
    #expect(fixed.stdout.hasSuffix("recomputed 0, unchanged 2, failed 0 of 2 buttons\n"))
    #expect(try c.run(["list", "--stale"]).stderr == "no buttons\n")
    #expect(try c.run(["check"]).status == 0)
  }

  /// Item 6: a fallback font given with `set` measures the title; the recorded cause is gone.
  @Test func settingTheFallbackFontClearsTheRecordedCause() throws {
    let c = try Self.fixture()
    try Self.add(c, "follow", key: "follow")
    try Self.edit(c, "follow", "de", to: "关注")
    #expect(try c.run(["recompute"]).status == 1)
    let set = try c.run(["set", "follow", "--fallback-font", SourceFileTests.wqy])
    #expect(set.status == 0, "\(set.stderr)")
    let list = try c.run(["list", "--stale"])
    #expect(list.stderr == "no buttons\n", "\(list.stdout)\(list.stderr)")
    #expect(try c.run(["check"]).stdout.contains("all current"))
  }

  /// Item 7: one German title edited in a shared String Catalog makes stale exactly the button
  /// that shows it, and `history` names the titles.
  @Test func anEditMakesStaleExactlyTheButtonsWhoseTitlesChanged() throws {
    let c = try Self.fixture()
    try Self.add(c, "follow", key: "follow")
    try Self.add(c, "share", key: "share")
    try Self.edit(c, "follow", "de", to: "Diesem Konto folgen")

    let stale = try c.run(["list", "--stale"])
    #expect(stale.stdout.contains("follow"), "\(stale.stdout)\(stale.stderr)")
    #expect(!stale.stdout.contains("share"), "\(stale.stdout)")
    let recompute = try c.run(["recompute"])
    #expect(recompute.status == 0, "\(recompute.stderr)")
    #expect(
      recompute.stdout
        == "follow: strings file changed: L.xcstrings (the de title)\n"
        + "  exact: ~ 2 of 2 variants warn: small-hit-target (every variant)\n"
        + "recomputed 1, unchanged 1, failed 0 of 2 buttons\n"
    )
    let history = try c.run(["history", "follow"])
    #expect(history.stdout.contains("de: Folgen → Diesem Konto folgen"), "\(history.stdout)")
    #expect(!(try c.run(["history", "share"]).stdout.contains("recompute")))
    #expect(try c.run(["check"]).status == 0)
  }

  /// Item 7: a catalog of an older buttoncat (before migration 0009: the whole strings file's
  /// digest) opens current while the file is unchanged; the next recompute records the titles,
  /// after which an edit elsewhere in the file leaves the button current.
  @Test func anOlderCatalogsWholeFileDigestIsMigratedForward() throws {
    let c = try Self.fixture()
    try Self.add(c, "follow", key: "follow")
    var record = try Catalog(path: c.database, access: .read).show("follow").record
    record.variants.stringsDigest = try ContentDigest(fileAt: c.path("L.xcstrings")).hex
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        "UPDATE buttons SET strings_digest = ?",
        arguments: [record.variants.stringsDigest ?? ""])
      try db.execute(
        "UPDATE button_variants SET input_digest = ?",
        arguments: [InputDigest.ofVariants(record)])
      try db.execute(
        sql:
          "DROP TABLE remeasure_failures; DELETE FROM schema_migrations WHERE identifier = '0009_remeasure_failures'"
      )
    }
    let check = try c.run(["check"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let recompute = try c.run(["recompute"])
    #expect(
      recompute.stdout
        == "  exact: ~ 2 of 2 variants warn: small-hit-target (every variant)\n"
        + "recomputed 1, unchanged 0, failed 0 of 1 button\n")
    #expect(
      try c.run(["history", "follow"]).stdout.contains(
        "titles: recorded per key and locale (was the strings file's digest)"))
    try Self.edit(c, "share", "de", to: "Weitergeben")
    #expect(try c.run(["list", "--stale"]).stderr == "no buttons\n")
    #expect(try c.run(["check"]).status == 0)
  }

  /// Item 7: a catalog rebuilt by `import` from a document made from the same sources is
  /// current.
  @Test func aCatalogRebuiltByImportIsCurrent() throws {
    let c = try Self.fixture()
    try Self.add(c, "follow", key: "follow")
    try Self.add(c, "share", key: "share")
    #expect(try c.run(["export", "--output", "buttons.json"]).status == 0)
    let imported = try c.run(["import", "buttons.json", "--db", "rebuilt.sqlite"])
    #expect(imported.status == 0, "\(imported.stderr)")
    let check = try c.run(["check", "--db", "rebuilt.sqlite"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(try c.run(["list", "--stale", "--db", "rebuilt.sqlite"]).stderr == "no buttons\n")

    // A document without the strings digest, and one with an older buttoncat's digest of the
    // whole file: import measures the titles from the file.
    let text = try String(contentsOfFile: c.path("buttons.json"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let stripped = lines.filter { !$0.contains("\"stringsDigest\"") }
    #expect(stripped.count == lines.count - 2)
    let whole = try ContentDigest(fileAt: c.path("L.xcstrings")).hex
    let legacy = lines.map {
      $0.contains("\"stringsDigest\"") ? "    \"stringsDigest\": \"\(whole)\"," : String($0)
    }
    for (file, document) in [("bare", stripped.map(String.init)), ("legacy", legacy)] {
      try Data(document.joined(separator: "\n").utf8).write(
        to: URL(fileURLWithPath: c.path("\(file).json")))
      let imported = try c.run(["import", "\(file).json", "--db", "\(file).sqlite"])
      #expect(imported.status == 0, "\(imported.stderr)")
      let checked = try c.run(["check", "--db", "\(file).sqlite"])
      #expect(checked.status == 0, "\(file): \(checked.stdout)\(checked.stderr)")
    }
  }

  /// Item 8: an image file gone is an error of `check`, `missing` in `list`, named by its
  /// option and the path as typed; the stored values are kept, and `recompute` fails on it.
  @Test func aSourceFileThatIsGoneFails() throws {
    let c = try CatalogFixture()
    try FileManager.default.createDirectory(
      atPath: c.path("assets"), withIntermediateDirectories: true)
    let icon = c.path("assets/close@3x.png")
    try SourceFileTests.png(width: 72, height: 72).write(to: URL(fileURLWithPath: icon))
    #expect(try c.run(["add", "close", "--image", "assets/close@3x.png"]).status == 0)
    #expect(try c.run(["add", "plain", "--title-size", "40x18"]).status == 0)
    let stored = try c.run(["show", "close", "--format", "json"]).stdout
    try FileManager.default.removeItem(atPath: icon)

    #expect(try StalenessTests.status(c, "close") == "missing")
    #expect(try StalenessTests.status(c, "plain") == "warning")
    let list = try c.run(["list"])
    #expect(
      list.stderr.contains(
        "Warning: close: --image assets/close@3x.png: no such file; the stored values are kept"),
      "\(list.stderr)")
    let check = try c.run(["check"])
    #expect(check.status == 1)
    #expect(
      check.stdout.contains("close: missing-source: --image assets/close@3x.png: no such file"),
      "\(check.stdout)")
    #expect(!check.stdout.contains("image_path"))
    let json = try c.run(["check", "--format", "json"])
    #expect(json.stdout.contains("\"code\": \"missing-source\""), "\(json.stdout)")
    // Its stored values are kept; its status says the file is gone.
    let shown = try c.run(["show", "close", "--format", "json"]).stdout
    #expect(shown.contains("\"status\": \"missing-source\""), "\(shown)")
    func withoutStatus(_ json: String) -> String {
      json.split(separator: "\n").filter { !$0.hasPrefix("  \"status\": ") }.joined(separator: "\n")
    }
    #expect(withoutStatus(shown) == withoutStatus(stored))

    let recompute = try c.run(["recompute"])
    #expect(recompute.status == 1)
    #expect(
      recompute.stderr.contains(
        "close: cannot re-measure: --image assets/close@3x.png: no such file"),
      "\(recompute.stderr)")
    #expect(recompute.stdout.hasSuffix("recomputed 0, unchanged 1, failed 1 of 2 buttons\n"))

    try SourceFileTests.png(width: 72, height: 72).write(to: URL(fileURLWithPath: icon))
    #expect(try c.run(["recompute"]).status == 0)
    #expect(try StalenessTests.status(c, "close") != "missing")
    #expect(try c.run(["check"]).status == 0)
  }
}
