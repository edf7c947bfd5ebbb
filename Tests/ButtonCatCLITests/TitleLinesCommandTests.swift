import Foundation
import Testing

/// `--lines` and `--line-break` end to end (docs/layout-model.md, "Multi-line titles"): bad
/// values refused naming the option and the value, the inputs carried by documents, `show`
/// and the code exports, and a German title that wraps at large content sizes named by `check`.
@Suite struct TitleLinesCommandTests {
  static let wrapping = [
    "add", "signin", "--title", "Sign in with your account", "--font", "Brand.ttf",
    "--font-size", "17", "--size", "120x80", "--padding", "7,12,7,12", "--lines", "0",
    "--technique", "configuration",
  ]

  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    try FileManager.default.copyItem(atPath: SourceFileTests.dejaVu, toPath: c.path("Brand.ttf"))
    return c
  }

  /// A bad value: a non-zero exit, the option and the value as typed, nothing changed.
  @Test(arguments: [
    (["--lines", "-1"], 65, "Error: --lines: '-1' must be 0 (no limit) to 1000 lines"),
    (["--lines", "1001"], 65, "Error: --lines: '1001' must be 0 (no limit) to 1000 lines"),
    (["--lines", "two"], 64, "Error: --lines: 'two' is not a whole number of lines"),
    (["--lines", "2.5"], 64, "Error: --lines: '2.5' is not a whole number of lines"),
    (
      ["--line-break", "foo"], 64,
      "Error: --line-break: 'foo' is not one of word, char, clip, head, tail, middle"
    ),
  ])
  func badValuesAreRefusedAndChangeNothing(options: [String], status: Int32, message: String)
    throws
  {
    let c = try Self.fixture()
    #expect(try c.run(Self.wrapping).status == 0)
    let before = c.digest()
    for command in [["set", "signin"], ["add", "other", "--title", "x", "--title-size", "9x9"]] {
      let r = try c.run(command + options)
      #expect(r.status == status, "\(command) \(options): \(r.stderr)")
      #expect(r.stderr.hasPrefix(message + "\n"), "\(r.stderr)")
      #expect(r.stdout.isEmpty)
      #expect(c.digest() == before)
    }
  }

  /// The inputs and the measured pieces survive export and import; `--no-lines` and
  /// `--no-line-break` turn them back, and the document then leaves them out.
  @Test func documentRoundTripAndTheWayBack() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.wrapping + ["--line-break", "word"]).status == 0)
    let document = try c.run(["export"]).stdout
    #expect(document.contains("\"lines\": 0"))
    #expect(document.contains("\"lineBreak\": \"word\""))
    #expect(document.contains("\"titlePieces\": ["))
    let path = c.path("catalog.json")
    try document.write(toFile: path, atomically: true, encoding: .utf8)
    let d = try Self.fixture()
    let imported = try d.run(["import", path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try d.run(["export"]).stdout == document)
    #expect(try d.run(["show", "signin"]).stdout == (try c.run(["show", "signin"]).stdout))
    #expect(try c.run(["set", "signin", "--no-lines", "--no-line-break"]).status == 0)
    let back = try c.run(["export"]).stdout
    for key in ["\"lines\"", "\"lineBreak\"", "\"titlePieces\""] { #expect(!back.contains(key)) }
  }

  /// `diff` shows the inputs and the pieces by their texts.
  @Test func diffShowsTheLinesAndWhereTheTitleBreaks() throws {
    let c = try Self.fixture()
    #expect(
      try c.run([
        "add", "signin", "--title", "Sign in", "--font", "Brand.ttf", "--size", "40x44",
        "--lines", "0",
      ]).status == 0)
    let a = c.path("a.json")
    try c.run(["export"]).stdout.write(toFile: a, atomically: true, encoding: .utf8)
    #expect(try c.run(["set", "signin", "--lines", "2", "--line-break", "char"]).status == 0)
    let b = c.path("b.json")
    try c.run(["export"]).stdout.write(toFile: b, atomically: true, encoding: .utf8)
    let diff = try c.run(["diff", a, b]).stdout
    #expect(
      diff.hasPrefix(
        "1 changed\nchanged  signin\n  lines        0 → 2\n  lineBreak    null → \"char\"\n"
          + "  titlePieces  |Sign |in| (2 pieces, measured) → |S|i|g|n |i|n| (6 pieces, measured)\n"
      ),
      "\(diff)")
  }

  /// `merge` takes each side's change: the lines from ours, the line break mode from theirs;
  /// the merged document's pieces are measured again for the merged inputs.
  @Test func mergeTakesTheLinesFromOneSideAndTheModeFromTheOther() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.wrapping).status == 0)
    var paths: [String] = []
    for (name, options) in [
      ("base", [String]()), ("ours", ["--lines", "2"]), ("theirs", ["--line-break", "char"]),
    ] {
      #expect(try c.run(["set", "signin", "--lines", "0", "--no-line-break"]).status == 0)
      if !options.isEmpty { #expect(try c.run(["set", "signin"] + options).status == 0) }
      let path = c.path(name + ".json")
      #expect(try c.run(["export", "--output", path]).status == 0)
      paths.append(path)
    }
    let merged = try c.run(["merge"] + paths)
    #expect(merged.status == 0, "\(merged.stderr)")
    #expect(try c.run(["set", "signin", "--lines", "2", "--line-break", "char"]).status == 0)
    let expected = try c.run(["export"]).stdout
    #expect(try String(contentsOfFile: paths[1], encoding: .utf8) == expected)
  }

  /// `show` names the inputs and the finding; the code exports set the label's lines.
  @Test func showAndTheCodeExports() throws {
    let c = try Self.fixture()
    #expect(try c.run(Self.wrapping).status == 0)
    #expect(
      try c.run(
        Self.wrapping.map { $0 == "signin" ? "legacy" : $0 == "configuration" ? "exact" : $0 }
          + ["--line-break", "char"]
      ).status == 0)
    #expect(
      try c.run([
        "add", "tail", "--title", "Sign in with your account", "--font", "Brand.ttf",
        "--size", "120x44", "--line-break", "tail", "--technique", "configuration",
      ]).status == 0)
    let show = try c.run(["show", "signin"]).stdout
    #expect(show.contains("  lines      0 (no limit), line break unset (word)\n"), "\(show)")
    #expect(show.contains("title-wraps: the title wraps into 3 lines in 96 pt"), "\(show)")
    try Golden.check(try c.run(["export", "--format", "swift"]).stdout, "lines-swift.txt")
    let objc = try c.run([
      "export", "--format", "objc", "--deployment-target", "13.0", "--output", c.path("objc") + "/",
    ])
    #expect(objc.status == 0, "\(objc.stderr)")
    try Golden.check(
      try String(contentsOfFile: c.path("objc/UIButton+ButtonStyles.m"), encoding: .utf8),
      "lines-objc.txt")
    try Golden.check(try c.run(["export", "--format", "swiftui"]).stdout, "lines-swiftui.txt")
    let svg = try c.run(["export", "--format", "svg", "signin", "--output", c.path("signin.svg")])
    #expect(svg.status == 0, "\(svg.stderr)")
    try Golden.check(
      try String(contentsOfFile: c.path("signin.svg"), encoding: .utf8), "lines-svg.txt")
  }

  /// A German title in a String Catalog wraps at large content sizes: `check` names the
  /// locale and the sizes, and the English one, short, does not wrap.
  @Test func aGermanTitleWrapsAtLargeContentSizes() throws {
    let c = try Self.fixture()
    let strings = """
      { "sourceLanguage": "en", "version": "1.0", "strings": {
        "signin": { "localizations": {
          "en": { "stringUnit": { "state": "translated", "value": "Sign in" } },
          "de": { "stringUnit": { "state": "translated", "value": "Mit Ihrem Konto anmelden" } } } } } }
      """
    try strings.write(toFile: c.path("L.xcstrings"), atomically: true, encoding: .utf8)
    let add = try c.run([
      "add", "signin", "--strings", "L.xcstrings", "--title-key", "signin", "--font", "Brand.ttf",
      "--font-size", "17", "--text-style", "body", "--size", "444x300", "--lines", "0",
      "--technique", "configuration", "--padding", "7,12,7,12",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let check = try c.run(["check"])
    #expect(check.status == 0, "warnings only: \(check.stderr)")
    #expect(
      check.stdout.hasPrefix(
        "signin: warning: configuration ~ 3 of 24 variants warn: title-wraps (de at AX3–AX5)\n"
          + "  ~ title-wraps (warning) in 3 variants: de at AX3–AX5\n"
          + "      worst [de, AX3, normal, LTR]: the title wraps into 2 lines in 420 pt"),
      "\(check.stdout)")
    #expect(try c.run(["check", "--strict"]).status == 1)
    // Accepted with a reason, as a team that means it does.
    #expect(
      try c.run(["set", "signin", "--accept", "title-wraps=the German title may wrap"]).status
        == 0)
    #expect(try c.run(["check", "--strict"]).status == 0)
    let json = try c.run(["show", "signin", "--format", "json"]).stdout
    #expect(json.contains("\"title-wraps\""))
  }
}
