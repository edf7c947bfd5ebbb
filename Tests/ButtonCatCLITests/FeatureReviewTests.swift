import ButtonStore
import Foundation
import Testing

/// What a review of issue 28's four parts found through the command line: a diff names the
/// subtitle label's frame, and a document's measured values that cannot be right (a symbol's
/// image view of one side or a negative one, a subtitle size without a subtitle, title pieces
/// that do not give the title back) are refused naming the key, the catalog unchanged.
@Suite struct FeatureReviewTests {
  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: c.path("Brand.ttf"))
    return c
  }

  static let add = [
    "add", "card", "--title", "Configure", "--font", "Brand.ttf", "--font-size", "17",
    "--padding", "7,12,7,12", "--technique", "configuration", "--subtitle", "Sub",
  ]

  @Test func diffNamesTheSubtitleFrame() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.add).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "before.json"]).status == 0)
    #expect(try c.run(["set", "card", "--title-alignment", "trailing"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "after.json"]).status == 0)
    let diff = try c.run(["diff", "before.json", "after.json"])
    #expect(diff.stdout.contains("subtitleFrame"), "\(diff.stdout)")
  }

  /// The exported document with the first button's `key` set to `value`, written as `name`.
  static func edited(
    _ c: CatalogFixture, _ name: String, _ change: (inout [String: Any]) -> Void
  ) throws -> String {
    let out = try c.run(["export", "--format", "json"]).stdout
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
    var buttons = try #require(document["buttons"] as? [[String: Any]])
    change(&buttons[0])
    document["buttons"] = buttons
    let data = try JSONSerialization.data(withJSONObject: document)
    try data.write(to: URL(fileURLWithPath: c.path(name)))
    return c.path(name)
  }

  static func refusedImport(
    _ c: CatalogFixture, _ change: (inout [String: Any]) -> Void, naming key: String
  ) throws {
    let path = try edited(c, "edited.json", change)
    let before = c.digest()
    let result = try c.run(["import", path, "--replace"])
    #expect(result.status == 65, "\(result.stderr)")
    #expect(result.stderr.contains("buttons[0].\(key)"), "\(result.stderr)")
    #expect(!result.stderr.contains("refused the change"), "\(result.stderr)")
    #expect(c.digest() == before)
  }

  @Test func aBadSymbolImageViewIsRefused() throws {
    let c = try Self.fixture()
    #expect(
      try c.run([
        "add", "star", "--title", "Star", "--font", "Brand.ttf", "--symbol", "star.fill",
        "--symbol-size", "22x20", "--technique", "configuration",
      ]).status == 0)
    try Self.refusedImport(
      c, { $0["symbolImageView"] = ["width": -1, "height": -1] }, naming: "symbolImageView")
    try Self.refusedImport(
      c, { $0["symbolImageView"] = ["width": 1e7, "height": 1] }, naming: "symbolImageView")
  }

  @Test func aSubtitleSizeWithoutASubtitleIsRefused() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.add).status == 0)
    try Self.refusedImport(c, { $0["subtitle"] = NSNull() }, naming: "subtitleSize")
  }

  @Test func titlePiecesThatAreNotTheTitleAreRefused() throws {
    let c = try Self.fixture()
    #expect(
      try c.run([
        "add", "long", "--title", "A rather long title", "--font", "Brand.ttf",
        "--lines", "0", "--size", "100x80",
      ]).status == 0)
    try Self.refusedImport(
      c,
      {
        $0["titlePieces"] = [
          ["text": "TOTALLY ", "width": 10, "spaceWidth": 3], ["text": "OTHER", "width": 10],
        ]
      }, naming: "titlePieces")
    try Self.refusedImport(
      c,
      {
        var pieces = $0["titlePieces"] as? [[String: Any]] ?? []
        pieces[0]["width"] = -50
        $0["titlePieces"] = pieces
      }, naming: "titlePieces")
  }

  /// A row with one side of the symbol's image view (edited by hand, constraints off) is
  /// refused when read, not taken for no measurement.
  @Test func aRowWithHalfASymbolImageViewIsRefused() throws {
    let c = try Self.fixture()
    #expect(
      try c.run([
        "add", "star", "--title", "Star", "--font", "Brand.ttf", "--symbol", "star.fill",
        "--symbol-size", "22x20", "--technique", "configuration",
      ]).status == 0)
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql: """
          PRAGMA ignore_check_constraints = 1;
          UPDATE buttons SET symbol_view_width = 28, symbol_view_height = NULL;
          """)
    }
    let show = try c.run(["show", "star"])
    #expect(show.status != 0, "\(show.stdout)")
    #expect(show.stderr.contains("symbol_view"), "\(show.stderr)")
  }

  /// The handoff pages name the subtitle, the lines and the symbol in their inputs table,
  /// escaped for each format.
  @Test func handoffInputsNameTheNewInputs() throws {
    let c = try Self.fixture()
    #expect(
      try c.run([
        "add", "card", "--title", "Configure", "--font", "Brand.ttf", "--subtitle", "a|b<i>",
        "--lines", "0", "--line-break", "char", "--symbol", "star.fill", "--symbol-size", "22x20",
        "--technique", "configuration",
      ]).status == 0)
    let markdown = try c.run(["export", "--format", "markdown"]).stdout
    #expect(markdown.contains("| subtitle | \"a\\|b\\<i\\>\""), "\(markdown)")
    #expect(markdown.contains("| lines | 0 (no limit), char |"), "\(markdown)")
    #expect(markdown.contains("| symbol | \"star.fill\""), "\(markdown)")
    let html = try c.run(["export", "--format", "html"]).stdout
    #expect(html.contains("&quot;a|b&lt;i&gt;&quot;") || html.contains("\"a|b&lt;i&gt;\""))
    #expect(!html.contains("<i>"))
  }

  /// A configuration's wrapped lines keep to its title alignment's edge in the SVG: leading is
  /// the left in left to right, the right in right to left.
  @Test func wrappedLinesFollowTheTitleAlignment() throws {
    let c = try Self.fixture()
    for (direction, anchor) in [("ltr", "start"), ("rtl", "end")] {
      let name = "wrap-" + direction
      #expect(
        try c.run([
          "add", name, "--title", "A rather long button title here", "--font", "Brand.ttf",
          "--font-size", "17", "--lines", "0", "--size", "140x120", "--technique",
          "configuration", "--title-alignment", "leading", "--direction", direction,
        ]).status == 0)
      #expect(
        try c.run(["export", "--format", "svg", name, "--output", name + ".svg"]).status == 0)
      let svg = try String(contentsOfFile: c.path(name + ".svg"), encoding: .utf8)
      let texts = svg.components(separatedBy: "<text ").filter {
        $0.contains("rather") || $0.contains("button")
      }
      #expect(!texts.isEmpty, "\(svg)")
      #expect(texts.allSatisfy { $0.contains("text-anchor=\"\(anchor)\"") }, "\(texts)")
    }
  }

  /// The subtitle's measured size shares the symbol view's loader: half of it in a row is
  /// refused when read.
  @Test func aRowWithHalfASubtitleSizeIsRefused() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.add).status == 0)
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql: """
          PRAGMA ignore_check_constraints = 1;
          UPDATE buttons SET subtitle_height = NULL;
          """)
    }
    let show = try c.run(["show", "card"])
    #expect(show.status != 0, "\(show.stdout)")
    #expect(show.stderr.contains("subtitle_width"), "\(show.stderr)")
  }
}
