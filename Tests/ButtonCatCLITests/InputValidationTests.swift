import ButtonStore
import Foundation
import Testing

/// Input validation through the built binary: large numbers, messages that echo the value as
/// typed, a button with no inputs, multi-line titles and asset catalogs, iOS versions,
/// `--no-title` on a font-measured title, schema constraints and SQL in messages, and control
/// characters in text fields.
@Suite struct InputValidationTests {
  /// One line per problem on stderr, nothing on stdout, the exit code, and no catalog written.
  static func refused(
    _ c: CatalogFixture, _ arguments: [String], status: Int32 = 65,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let before = c.digest()
    let r = try c.run(arguments)
    #expect(r.status == status, "\(arguments): \(r.stderr)", sourceLocation: sourceLocation)
    #expect(r.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(c.digest() == before, "the catalog changed", sourceLocation: sourceLocation)
    return r.stderr.split(separator: "\n").map(String.init)
  }

  // MARK: Item 1: large numbers

  @Test(arguments: [
    (
      ["--font-size", "1e300"],
      "Error: --font-size: '1e300' is out of range: font sizes are at most 1000 pt"
    ),
    (
      ["--spacing", "1e16"],
      "Error: --spacing: '1e16' is out of range: lengths are at most 10000 pt"
    ),
    (
      ["--title-size", "40x9.3e15"],
      "Error: --title-size: '40x9.3e15' is out of range: lengths are at most 10000 pt"
    ),
    (
      ["--image-size", "10001x1"],
      "Error: --image-size: '10001x1' is out of range: lengths are at most 10000 pt"
    ),
    (
      ["--size", "1E20x44"],
      "Error: --size: '1E20x44' is out of range: lengths are at most 10000 pt"
    ),
    (
      ["--padding", "0,1e16,0,0"],
      "Error: --padding: left '1e16' is out of range: lengths are at most 10000 pt"
    ),
    (
      ["--title-width", "12345.5"],
      "Error: --title-width: '12345.5' is out of range: lengths are at most 10000 pt"
    ),
  ])
  func largeNumbersAreRefusedNamingOptionValueAndLimit(extra: [String], expected: String) throws {
    let c = try CatalogFixture()
    var base = ["--title", "x", "--title-size", "40x18"]
    if extra[0] == "--title-size" || extra[0] == "--title-width" { base = ["--title", "x"] }
    for command in [["add", "x"], ["layout"]] {
      let lines = try Self.refused(c, command + base + extra)
      #expect(lines.first == expected, "\(command): \(lines)")
      #expect(!c.exists)
    }
    try c.run(["add", "x", "--title", "x", "--title-size", "40x18"])
    let lines = try Self.refused(c, ["set", "x"] + extra)
    #expect(lines.first == expected, "set: \(lines)")
  }

  @Test func simulateRefusesLargeInsetsAndSizes() throws {
    let c = try CatalogFixture()
    for (arguments, expected) in [
      (
        ["--title-size", "10x10", "--image-insets", "0,-1e16,0,0"],
        "Error: --image-insets: left '-1e16' is out of range: lengths are at most 10000 pt in magnitude"
      ),
      (
        ["--size", "1e300x44"],
        "Error: --size: '1e300x44' is out of range: lengths are at most 10000 pt"
      ),
    ] {
      let lines = try Self.refused(c, ["simulate"] + arguments)
      #expect(lines == [expected])
    }
    // The limits themselves are accepted, negative insets included.
    let ok = try c.run([
      "simulate", "--title-size", "10000x10", "--content-insets", "-10000,0,0,10000",
    ])
    #expect(ok.status == 0, "\(ok.stderr)")
  }

  /// The crash the issue quotes: a document with `"spacing": 1e16` into a missing catalog.
  @Test func importOfHugeSpacingFailsCleanlyAndLeavesNoFile() throws {
    let c = try CatalogFixture()
    try c.run(["add", "ok", "--title", "OK", "--title-size", "40x18"])
    let document = try c.run(["export", "--format", "json"]).stdout
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: c.database + suffix)
    }
    let huge = document.replacingOccurrences(of: "\"spacing\": 0", with: "\"spacing\": 1e16")
      .replacingOccurrences(of: "\"fontSize\": null", with: "\"fontSize\": 1e300")
    #expect(huge != document)
    try huge.write(toFile: c.path("in.json"), atomically: true, encoding: .utf8)
    let lines = try Self.refused(c, ["import", c.path("in.json")])
    #expect(
      lines == [
        "Error: \(c.path("in.json")): buttons[0].fontSize ('ok'): '1e+300' is out of range: font sizes are at most 1000 pt",
        "Error: \(c.path("in.json")): buttons[0].spacing ('ok'): '1e+16' is out of range: lengths are at most 10000 pt",
      ])
    let left = try FileManager.default.contentsOfDirectory(atPath: c.directory.path)
    #expect(left == ["in.json"], "\(left)")
  }

  /// A row written by an older version or by hand with 1e300 everywhere crashes no command.
  @Test func handEditedHugeValuesCrashNothing() throws {
    let c = try CatalogFixture()
    try c.run([
      "add", "x", "--title", "X", "--title-size", "40x18", "--image-size", "24x24",
      "--spacing", "3", "--font-size", "12", "--size", "100x44",
    ])
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql: """
          UPDATE buttons SET font_size = 1e300, spacing = 1e300, width = 1e300, height = 1e300,
            image_width = 1e300, title_width = 1.7e308, padding_top = 9.3e15;
          UPDATE layouts SET intrinsic_width = 1e300, gap = -1e300,
            layout_json = json_replace(layout_json,
              '$.frames.intrinsicContentSize.width', 1e300, '$.frames.contentRect.width', 9.3e15,
              '$.frames.imageFrame.x', -1e300, '$.gap', 1.7e308, '$.bounds.width', 1e300,
              '$.values.imageEdgeInsets.left', -9.3e18, '$.values.titleEdgeInsets.right', 1e16,
              '$.values.imagePadding', 1e300);
          """)
    }
    let commands: [[String]] = [
      ["list"], ["list", "--format", "json"], ["list", "--format", "csv"], ["show", "x"],
      ["show", "x", "--format", "json"], ["check"], ["history", "x"],
    ]
    let exports = ["json", "csv", "swift", "objc", "swiftui", "markdown", "svg", "html", "tokens"]
      .map {
        ["export", "--format", $0, "--output", c.path("out-\($0)") + "/"]
      }
    for command in commands + exports {
      let r = try c.run(command)
      #expect(r.status == 0 || r.status == 1, "\(command) exited \(r.status): \(r.stderr)")
      #expect(!r.stderr.contains("SQLite error") && !r.stderr.contains("UPDATE"), "\(r.stderr)")
    }
  }

  // MARK: Item 21: the value as typed

  @Test func messagesEchoTheValueAsTyped() throws {
    let c = try CatalogFixture()
    #expect(
      try Self.refused(c, ["add", "x", "--title-size", "4x4", "--font-size", "0"])
        == ["Error: --font-size: '0' must be a positive number"])
    #expect(
      try Self.refused(c, ["add", "x", "--title-size", "4x4", "--font-size", "0.000"])
        == ["Error: --font-size: '0.000' must be a positive number"])
    #expect(
      try Self.refused(c, ["add", "x", "--title-size", "4x4", "--spacing", "-3.50"])
        == ["Error: --spacing: '-3.50' must not be negative"])
    #expect(
      try Self.refused(c, ["layout", "--title-size", "4x4", "--padding", "1, -2.0 ,0,0"])
        == ["Error: --padding: left '-2.0' must not be negative"])
  }

  // MARK: Item 22: a button needs a title or an image

  @Test func aButtonWithoutInputsIsRefused() throws {
    let c = try CatalogFixture()
    let expected =
      "Error: a button needs a title or an image: give --title (with --title-size, --title-width or --font) or --image (or --image-size)"
    #expect(try Self.refused(c, ["add", "x"]) == [expected])
    #expect(try Self.refused(c, ["add", "x", "--spacing", "4", "--tag", "t"]) == [expected])
    #expect(!c.exists)
    try c.run(["add", "x", "--image-size", "24x24"])
    #expect(try Self.refused(c, ["set", "x", "--no-image"]) == [expected])
  }

  // MARK: Item 23: multi-line titles, asset catalogs

  @Test func aTitleWithALineBreakIsRefused() throws {
    let c = try CatalogFixture()
    for title in ["Two\nlines", "Two\r\nlines", "Two\u{2028}lines"] {
      for sizing in [["--title-size", "40x18"], ["--font", SourceFileTests.dejaVu]] {
        let lines = try Self.refused(c, ["add", "x", "--title", title] + sizing)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines[0].contains("the title has a line break (U+"), "\(lines)")
        #expect(lines[0].contains("; give one line"), "\(lines)")
        #expect(!lines[0].contains("no glyph"))
      }
    }
  }

  @Test func anAssetCatalogGivenAsAnImageListsItsImageSets() throws {
    let c = try CatalogFixture()
    let catalog = c.path("Assets.xcassets")
    let fm = FileManager.default
    try fm.createDirectory(
      atPath: catalog + "/Tabs/home.imageset", withIntermediateDirectories: true)
    try fm.createDirectory(atPath: catalog + "/close.imageset", withIntermediateDirectories: true)
    try fm.createDirectory(
      atPath: catalog + "/AccentColor.colorset", withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8)
      .write(to: URL(fileURLWithPath: catalog + "/Contents.json"))
    let lines = try Self.refused(c, ["add", "x", "--image", catalog])
    #expect(
      lines == [
        "Error: --image: \"\(catalog)\" is not a supported image: it is an asset catalog (.xcassets), not an image; give one of its image sets, e.g. \"\(catalog)/Tabs/home.imageset\", \"\(catalog)/close.imageset\""
      ])
  }

  // MARK: Item 24: iOS versions that exist

  @Test func onlyIOSVersionsThatExist() throws {
    let c = try CatalogFixture()
    for bad in ["2", "99", "11.4", "14.9", "19.0", "18.7.20"] {
      let lines = try Self.refused(c, ["layout", "--title-size", "4x4", "--ios", bad])
      #expect(
        lines.count == 1
          && lines[0].hasPrefix(
            "Error: --ios: '\(bad)' is not an iOS version buttoncat knows; use 12.0–12.5"),
        "\(lines)")
    }
    _ = try Self.refused(c, ["layout", "--title-size", "4x4", "--ios", "15.x"], status: 64)
    let add = try c.run(["add", "x", "--title-size", "4x4", "--ios", "14.5.1"])
    #expect(add.status == 0, "\(add.stderr)")
    let show = try c.run(["show", "x", "--format", "json"])
    #expect(show.stdout.contains("\"ios\": \"14.5.1\""), "the patch level is kept")
    let text = try c.run(["show", "x"])
    #expect(text.stdout.contains("iOS 14.5.1"), "\(text.stdout)")
  }

  // MARK: Item 16: --no-title on a font-measured title

  @Test func noTitleOnAFontMeasuredTitle() throws {
    let c = try CatalogFixture()
    let add = try c.run([
      "add", "x", "--title", "Hello", "--font", SourceFileTests.dejaVu, "--image-size", "24x24",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let set = try c.run(["set", "x", "--no-title"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(!set.stderr.contains("CHECK") && !set.stderr.contains("SQLite"))
    let show = try c.run(["show", "x", "--format", "json"])
    #expect(show.stdout.contains("\"titleSource\": \"none\""))
    #expect(show.stdout.contains("\"font\": \"system\""))
    // A size given by hand replaces the measurement the same way.
    try c.run(["add", "y", "--title", "Hi", "--font", SourceFileTests.dejaVu])
    let sized = try c.run(["set", "y", "--title-size", "40x18"])
    #expect(sized.status == 0, "\(sized.stderr)")
  }

  // MARK: Item 9: the schema's constraints, no SQL

  static func document(_ c: CatalogFixture, _ edit: (inout [String: Any]) -> Void) throws -> String
  {
    try c.run(["add", "seed", "--title", "OK", "--title-size", "40x18"])
    let text = try c.run(["export", "--format", "json"]).stdout
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: c.database + suffix)
    }
    var root = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    var buttons = try #require(root["buttons"] as? [[String: Any]])
    edit(&buttons[0])
    root["buttons"] = buttons
    let path = c.path("in.json")
    try JSONSerialization.data(withJSONObject: root).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func duplicateTagsInADocumentAreAValidationError() throws {
    let c = try CatalogFixture()
    let path = try Self.document(c) { $0["tags"] = ["a", "a"] }
    let lines = try Self.refused(c, ["import", path])
    #expect(
      lines == ["Error: \(path): buttons[0].tags ('seed'): 'a' is given twice; each tag once"])
    #expect(!c.exists)
  }

  @Test func namesCountCodePointsAsTheSchemaDoes() throws {
    let c = try CatalogFixture()
    let name = "a" + String(repeating: "\u{345}", count: 300)
    let path = try Self.document(c) { $0["name"] = name }
    let lines = try Self.refused(c, ["import", path])
    #expect(
      lines == [
        "Error: \(path): buttons[0].name: the name is 301 characters (code points) long; at most 200"
      ])
    _ = try Self.refused(c, ["add", name, "--title-size", "4x4"])
  }

  @Test func sourcesMustAgreeWithTheirValues() throws {
    let c = try CatalogFixture()
    let path = try Self.document(c) {
      $0["titleSource"] = "none"
      $0["title"] = NSNull()
    }
    let lines = try Self.refused(c, ["import", path])
    #expect(
      lines.first
        == "Error: \(path): buttons[0].titleSize ('seed'): a title size without a title (title source 'none')",
      "\(lines)")
  }

  @Test func storageErrorsShowNoSQL() throws {
    let c = try CatalogFixture()
    try c.run(["add", "x", "--title", "X", "--title-size", "40x18"])
    // A trigger added by hand makes the catalog refuse a valid change.
    do {
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(
        sql:
          "CREATE TRIGGER no_more BEFORE INSERT ON buttons BEGIN SELECT RAISE(ABORT, 'no more buttons'); END"
      )
    }
    let r = try c.run(["add", "y", "--title", "Y", "--title-size", "40x18"])
    #expect(r.status == 1)
    // The hand-added trigger is refused before it can run; no SQL reaches the user.
    #expect(
      r.stderr
        == "Error: catalog '\(c.database)' holds schema objects buttoncat did not create (trigger 'no_more' on buttons was not created by buttoncat's migrations); a command that writes would run them, so nothing was changed; 'buttoncat check' lists them\n"
    )
    for keyword in ["SELECT", "INSERT", "RAISE", "SQLite error"] {
      #expect(!r.stderr.contains(keyword), "\(r.stderr)")
    }
  }

  /// The published schema (`Schemas/catalog.schema.json`) refuses what `import` refuses, and
  /// accepts what it accepts, for each rule of these items.
  @Test(arguments: [
    ("spacing", "1e16", false), ("fontSize", "1e300", false), ("fontSize", "1000", true),
    ("tags", #"["a", "a"]"#, false), ("title", #""a\nb""#, false), ("title", #""a\u0000b""#, false),
    ("description", #""a\n\tb""#, true), ("description", #""a\u001bb""#, false),
    ("ios", #""14.5.1""#, true), ("ios", #""99.0""#, false), ("ios", #""26.1""#, true),
    ("tags", #"["a\u2028"]"#, false),
  ])
  func schemaAgreesWithImport(key: String, json: String, accepted: Bool) throws {
    let c = try CatalogFixture()
    let path = try Self.document(c) { _ in }
    var text = try String(contentsOfFile: path, encoding: .utf8)
    let pattern = try NSRegularExpression(pattern: "\"\(key)\":(\"[^\"]*\"|\\[[^\\]]*\\]|[^,}]*)")
    let range = try #require(
      pattern.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))?.range)
    text = (text as NSString).replacingCharacters(in: range, with: "\"\(key)\":\(json)")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    let imported = try c.run(["import", path])
    #expect((imported.status == 0) == accepted, "import: \(imported.stderr)")
    #expect(imported.status == 0 || imported.status == 65, "\(imported.stderr)")
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Schemas/catalog.schema.json").path
    let script = """
      import json, sys, jsonschema
      document = json.load(open(sys.argv[2]))
      document["buttons"][0]["layouts"] = []
      errors = list(jsonschema.Draft202012Validator(json.load(open(sys.argv[1]))).iter_errors(document))
      sys.exit(1 if errors else 0)
      """
    let check = try BinaryRunner.runTool("/usr/bin/python3", ["-c", script, schema, path])
    #expect((check.status == 0) == accepted, "schema: \(check.stdout) \(check.stderr)")
  }

  // MARK: Item 4: characters in names, titles, tags and descriptions

  @Test func controlCharactersAreRefused() throws {
    let c = try CatalogFixture()
    let base = ["add", "x", "--title-size", "40x18"]
    #expect(
      try Self.refused(c, base + ["--title", "a\u{9B}b"])
        == [
          "Error: --title: the title has the control character U+009B; titles are one line of text"
        ])
    #expect(
      try Self.refused(c, base + ["--tag", "a\u{7F}"])
        == ["Error: --tag: a tag has the control character U+007F; tags are one line of text"])
    #expect(
      try Self.refused(c, base + ["--description", "a\u{1B}[31m"])
        == [
          "Error: --description: the description has the control character U+001B; descriptions may hold line feeds and tabs, no other control characters"
        ])
    #expect(
      try Self.refused(c, ["add", "a\u{1B}b", "--title-size", "4x4"])
        == [
          "Error: name: the name has U+1B; names use letters, digits, '.', '-', '_' and '/'"
        ])
    // Line feeds and tabs belong in descriptions.
    let ok = try c.run(base + ["--description", "Line one\n\tLine two"])
    #expect(ok.status == 0, "\(ok.stderr)")
    // A document is held to the same rules.
    let d = try CatalogFixture()
    let path = try Self.document(d) {
      $0["tags"] = ["a\u{2029}"]
      $0["title"] = "a\u{0}b"  // a command line cannot hold U+0000; a document can
    }
    #expect(
      try Self.refused(d, ["import", path])
        == [
          "Error: \(path): buttons[0].title ('seed'): the title has the control character U+0000; titles are one line of text",
          "Error: \(path): buttons[0].tags ('seed'): a tag has the control character U+2029; tags are one line of text",
        ])
  }
}
