import ButtonStore
import Foundation
import Testing

/// `--subtitle`, `--subtitle-font-size`, `--title-padding`, `--subtitle-key` and
/// `--title-alignment` (issue 28 items 3 and 4) through the command line: stored, shown,
/// exported, carried by documents, diffed and merged, translated per locale, and refused with
/// the field and the value named when bad.
@Suite struct SubtitleCommandTests {
  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: c.path("Brand.ttf"))
    return c
  }

  /// `show NAME --format json`'s layouts, and the configuration layout's frames.
  static func layouts(_ c: CatalogFixture, _ name: String) throws -> (
    all: [[String: Any]], configuration: [String: Any]
  ) {
    let json = try VariantInputTests.json(try c.run(["show", name, "--format", "json"]).stdout)
    let layouts = try #require(json["layouts"] as? [[String: Any]])
    let configuration = try #require(
      layouts.first { $0["technique"] as? String == "configuration" })
    return (layouts, try #require(configuration["frames"] as? [String: Any]))
  }

  static let add = [
    "add", "card", "--title", "Configure", "--font", "Brand.ttf", "--font-size", "17",
    "--padding", "7,12,7,12", "--technique", "configuration",
  ]

  @Test func storedShownAndExported() throws {
    let c = try Self.fixture()
    let before = try c.run(Self.add)
    #expect(before.status == 0, "\(before.stderr)")
    let plain = try c.run(["show", "card"]).stdout
    #expect(!plain.contains("subtitle"))
    let set = try c.run([
      "set", "card", "--subtitle", "Subtitle", "--title-padding", "2", "--title-alignment",
      "trailing",
    ])
    #expect(set.status == 0, "\(set.stderr)")
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll("SELECT subtitle, title_alignment FROM buttons") {
        [try $0.string(at: 0), try $0.string(at: 1)]
      } == [["Subtitle", "trailing"]])
    let show = try c.run(["show", "card"]).stdout
    #expect(show.contains("title padding    2 pt (configuration)"), "\(show)")
    #expect(show.contains("title alignment  trailing (configuration)"), "\(show)")
    #expect(show.contains("subtitleLabel"), "\(show)")
    // The diagram draws the subtitle under the title.
    let drawn = show.split(separator: "\n").filter { $0.hasPrefix("   |") }
    let titleRow = try #require(drawn.firstIndex { $0.contains("Configure") })
    let subtitleRow = try #require(drawn.firstIndex { $0.contains("Subtitle") })
    #expect(subtitleRow > titleRow, "\(show)")
    // The legacy techniques have no subtitle and say so.
    #expect(show.contains("subtitle-unsupported"), "\(show)")
    let (layouts, frames) = try Self.layouts(c, "card")
    let title = try #require(frames["titleFrame"] as? [String: Double])
    let subtitle = try #require(frames["subtitleFrame"] as? [String: Double])
    // titlePadding exactly; trailing: the narrower subtitle at the title's trailing edge.
    #expect(abs(subtitle["y"]! - (title["y"]! + title["height"]! + 2)) < 1e-9)
    #expect(abs(subtitle["x"]! + subtitle["width"]! - title["x"]! - title["width"]!) < 1e-9)
    let legacy = try #require(layouts.first { $0["technique"] as? String == "exact" })
    #expect((legacy["frames"] as? [String: Any])?["subtitleFrame"] == nil)

    let swift = try c.run(["export", "--format", "swift", "card"]).stdout
    #expect(swift.contains("configuration.titleAlignment = .trailing\n"), "\(swift)")
    #expect(swift.contains("configuration.subtitle = \"Subtitle\"\n"))
    #expect(swift.contains("configuration.titlePadding = 2\n"))
    let history = try c.run(["history", "card"]).stdout
    #expect(history.contains("subtitle: null → \"Subtitle\""), "\(history)")

    // Cleared, every output is the one before.
    let cleared = try c.run([
      "set", "card", "--no-subtitle", "--no-title-padding", "--no-title-alignment",
    ])
    #expect(cleared.status == 0, "\(cleared.stderr)")
    #expect(
      try c.run(["show", "card"]).stdout.replacingOccurrences(of: "revision 3", with: "revision 1")
        == plain)
  }

  /// Every bad value exits non-zero naming the option and the value, and changes nothing.
  @Test(arguments: [
    (["--title-padding", "-1"], Int32(65), "--title-padding: '-1' must not be negative"),
    (["--title-padding", "10001"], 65, "--title-padding: '10001'"),
    (["--subtitle-font-size", "-3"], 64, "--subtitle-font-size: '-3' must not be negative"),
    (["--subtitle-font-size", "0"], 65, "--subtitle-font-size: '0'"),
    (
      ["--title-alignment", "middle"], 64,
      "--title-alignment: 'middle' is not one of automatic, leading, center, trailing"
    ),
    (["--subtitle", "two\nlines"], 65, "--subtitle"),
    (["--subtitle-key", "card.subtitle"], 65, "--subtitle-key"),
  ])
  func badValuesAreRefusedAndChangeNothing(
    _ options: [String], _ status: Int32, _ message: String
  ) throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.add).status == 0)
    let before = c.digest()
    let set = try c.run(["set", "card"] + options)
    #expect(set.status == status, "\(options): \(set.stderr)")
    #expect(set.stderr.contains(message), "\(set.stderr)")
    #expect(set.stdout.isEmpty)
    #expect(c.digest() == before)
    let add = try c.run(["add", "other", "--title", "Go", "--title-size", "20x18"] + options)
    #expect(add.status == status, "\(add.stderr)")
    #expect(c.digest() == before)
  }

  /// A document carries the inputs only when set, imports to the same catalog, and `diff` and
  /// `merge` see each input on its own.
  @Test func documentsRoundTripDiffAndMerge() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.add).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "base.json"]).status == 0)
    let base = try String(contentsOfFile: c.path("base.json"), encoding: .utf8)
    #expect(!base.contains("subtitle") && !base.contains("titlePadding"))
    #expect(try c.run(["set", "card", "--subtitle", "Now", "--title-padding", "3"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "ours.json"]).status == 0)
    let ours = try String(contentsOfFile: c.path("ours.json"), encoding: .utf8)
    #expect(ours.contains("\"subtitle\": \"Now\"") && ours.contains("\"titlePadding\": 3"))
    #expect(ours.contains("\"subtitleFrame\""))

    // Round trip: imported into a new catalog, the document is the same.
    let other = ["BUTTONCAT_DB": c.path("other.sqlite")]
    let imported = try c.run(["import", "ours.json"], environment: other)
    #expect(imported.status == 0, "\(imported.stderr)")
    let again = try c.run(["export", "--format", "json"], environment: other)
    #expect(again.stdout == ours)

    let diff = try c.run(["diff", "base.json", "ours.json"])
    #expect(diff.status == 1)
    #expect(diff.stdout.contains("subtitle"), "\(diff.stdout)")
    #expect(diff.stdout.contains("titlePadding"), "\(diff.stdout)")

    // Theirs: the title alignment, from the base.
    let theirsDB = ["BUTTONCAT_DB": c.path("theirs.sqlite")]
    #expect(try c.run(["import", "base.json"], environment: theirsDB).status == 0)
    #expect(
      try c.run(["set", "card", "--title-alignment", "leading"], environment: theirsDB).status
        == 0)
    #expect(
      try c.run(["export", "--format", "json", "--output", "theirs.json"], environment: theirsDB)
        .status == 0)
    let merge = try c.run(["merge", "base.json", "ours.json", "theirs.json"])
    #expect(merge.status == 0, "\(merge.stderr)")
    let merged = try String(contentsOfFile: c.path("ours.json"), encoding: .utf8)
    #expect(merged.contains("\"subtitle\": \"Now\""))
    #expect(merged.contains("\"titleAlignment\": \"leading\""), "\(merged)")
  }

  /// A String Catalog translates the subtitle per locale: the German variant's longer
  /// subtitle widens the stack, and a changed translation turns the button stale.
  @Test func variantsTranslateTheSubtitle() throws {
    let c = try Self.fixture()
    let strings = """
      { "sourceLanguage": "en", "version": "1.0", "strings": {
        "go": { "localizations": {
          "en": { "stringUnit": { "state": "translated", "value": "Go" } },
          "de": { "stringUnit": { "state": "translated", "value": "Los" } } } },
        "go.sub": { "localizations": {
          "en": { "stringUnit": { "state": "translated", "value": "Now" } },
          "de": { "stringUnit": { "state": "translated", "value": "Jetzt sofort losfahren" } } } } } }
      """
    try Data(strings.utf8).write(to: URL(fileURLWithPath: c.path("Trip.xcstrings")))
    let add = try c.run([
      "add", "go", "--font", "Brand.ttf", "--font-size", "17", "--strings", "Trip.xcstrings",
      "--title-key", "go", "--subtitle-key", "go.sub", "--technique", "configuration",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let json = try VariantInputTests.json(try c.run(["show", "go", "--format", "json"]).stdout)
    let button = try #require(json["button"] as? [String: Any])
    #expect(button["subtitle"] as? String == "Now")
    #expect(button["subtitleKey"] as? String == "go.sub")
    let variants = try #require(json["variants"] as? [[String: Any]])
    func width(_ locale: String) throws -> Double {
      let v = try #require(variants.first { $0["locale"] as? String == locale })
      let frames = try #require(v["frames"] as? [String: Any])
      let size = try #require(frames["intrinsicContentSize"] as? [String: Any])
      return try #require((size["width"] as? NSNumber)?.doubleValue)
    }
    // "Jetzt sofort losfahren" at 13 pt is far wider than "Los" or "Now".
    #expect(try width("de") > width("en") + 80)
    // Each variant stores its subtitle's frame: the German one as wide as its stack.
    let de = try #require(variants.first { $0["locale"] as? String == "de" })
    let deFrames = try #require(de["frames"] as? [String: Any])
    let deSubtitle = try #require(deFrames["subtitleFrame"] as? [String: Any])
    let deTitle = try #require(deFrames["titleFrame"] as? [String: Any])
    let subtitleWidth = try #require((deSubtitle["width"] as? NSNumber)?.doubleValue)
    let titleWidth = try #require((deTitle["width"] as? NSNumber)?.doubleValue)
    #expect(subtitleWidth > titleWidth + 80)
    let shown = try c.run(["show", "go", "--variant", "de,L,normal", "--format", "json"])
    #expect(shown.stdout.contains("\"subtitleFrame\""), "\(shown.stdout) \(shown.stderr)")
    let shownText = try c.run(["show", "go", "--variant", "de,L,normal"]).stdout
    #expect(shownText.contains("subtitleLabel"), "\(shownText)")

    let swift = try c.run(["export", "--format", "swift", "go"]).stdout
    #expect(
      swift.contains(
        "configuration.subtitle = NSLocalizedString(\"go.sub\", tableName: \"Trip\", comment: \"Now\")"
      ), "\(swift)")

    let edited = strings.replacingOccurrences(of: "Jetzt sofort losfahren", with: "Jetzt")
    try Data(edited.utf8).write(to: URL(fileURLWithPath: c.path("Trip.xcstrings")))
    let check = try c.run(["check"])
    #expect(check.status == 1, "\(check.stdout)")
    #expect(check.stdout.contains("stale") || check.stderr.contains("stale"), "\(check.stdout)")
  }

  /// The export lines the subtitle adds, held by golden files: Swift, Objective-C, SwiftUI.
  @Test func exportLinesMatchTheirGoldenFiles() throws {
    let c = try Self.fixture()
    #expect(
      try c.run(
        Self.add + [
          "--subtitle", "Sub <&\"x>", "--subtitle-font-size", "12", "--title-padding", "2",
          "--title-alignment", "center",
        ]
      ).status == 0)
    func excerpt(_ text: String, from start: String, lines: Int) -> String {
      let all = text.split(separator: "\n", omittingEmptySubsequences: false)
      guard let i = all.firstIndex(where: { $0.contains(start) }) else { return "" }
      return all[i..<min(i + lines, all.count)].joined(separator: "\n") + "\n"
    }
    let swift = try c.run(["export", "--format", "swift", "card"]).stdout
    try Golden.check(excerpt(swift, from: "titleAlignment", lines: 14), "subtitle-swift.txt")
    #expect(try c.run(["export", "--format", "objc", "--output", "objc/"]).status == 0)
    let objc = try String(contentsOfFile: c.path("objc/UIButton+ButtonStyles.m"), encoding: .utf8)
    try Golden.check(excerpt(objc, from: "titleAlignment", lines: 14), "subtitle-objc.txt")
    let swiftUI = try c.run(["export", "--format", "swiftui", "card"]).stdout
    try Golden.check(excerpt(swiftUI, from: "VStack", lines: 5), "subtitle-swiftui.txt")
    #expect(try c.run(["export", "--format", "svg", "--output", "svg/"]).status == 0)
    let svg = try String(contentsOfFile: c.path("svg/card.svg"), encoding: .utf8)
    #expect(svg.contains("Sub &lt;&amp;&quot;x&gt;") || svg.contains("Sub &lt;&amp;\"x&gt;"))
    #expect(svg.contains("· subtitle "))
    let markdown = try c.run(["export", "--format", "markdown"]).stdout
    #expect(markdown.contains("| subtitleLabel.frame |"), "\(markdown)")
  }

  /// The probe's `titles.titleAndSubtitle` through the command line: a system-font title and
  /// subtitle are pending until a device measures both (the probe export asks for the
  /// subtitle at 13 pt), then laid out as iOS 26.1 did: 99 × 51, the subtitle at (12, 28.333).
  @Test func aSystemFontSubtitleWaitsForItsMeasurementThenMatchesTheProbe() throws {
    let c = try CatalogFixture()
    let add = try c.run([
      "add", "cfg", "--title", "Configure", "--subtitle", "Subtitle", "--technique",
      "configuration", "--title-alignment", "automatic",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let pending = try c.run(["show", "cfg"]).stdout
    #expect(pending.contains("UNMEASURED: \"Configure\", system regular 17 pt"), "\(pending)")
    let probe = try c.run(["export", "--format", "probe", "--output", "probe/"])
    #expect(probe.status == 0, "\(probe.stderr)")
    let probeText = try FileManager.default.contentsOfDirectory(atPath: c.path("probe"))
      .map { try String(contentsOfFile: c.path("probe/\($0)"), encoding: .utf8) }.joined()
    #expect(
      probeText.contains(
        "Title(text: \"Subtitle\", font: .system(size: 13, weight: .regular, textStyle: nil, maximumPointSize: nil)"
      ))
    let document = """
      {"formatVersion": 1,
       "measurements": [
         {"text": "Configure", "font": {"family": "system", "weight": "regular", "size": 17},
          "scale": 3, "ios": "26.1", "width": 75, "height": 20.333333333333332},
         {"text": "Subtitle", "font": {"family": "system", "weight": "regular", "size": 13},
          "scale": 3, "ios": "26.1", "width": 46.666666666666664, "height": 15.666666666666666}
       ]}
      """
    try Data(document.utf8).write(to: URL(fileURLWithPath: c.path("m.json")))
    let imported = try c.run(["measurements", "import", "m.json"])
    #expect(imported.status == 0, "\(imported.stderr)")
    let frames = try Self.layouts(c, "cfg").configuration
    let intrinsic = try #require(frames["intrinsicContentSize"] as? [String: Double])
    let subtitle = try #require(frames["subtitleFrame"] as? [String: Double])
    #expect(abs(intrinsic["width"]! - 99) < 1e-9 && abs(intrinsic["height"]! - 51) < 1e-9)
    #expect(abs(subtitle["x"]! - 12) < 1e-9 && abs(subtitle["y"]! - 85.0 / 3) < 1e-9)
    let text = try c.run([
      "layout", "--title", "Configure", "--subtitle", "Subtitle",
      "--technique", "configuration", "--title-alignment", "automatic",
    ]).stdout
    #expect(text.contains("subtitleFrame"), "\(text)")
  }
}
