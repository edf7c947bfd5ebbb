import ButtonStore
import Foundation
import Testing

/// `diff`, `merge` and `textconv` run as the built binary, as git and people run them: golden
/// files for each format of `diff`, the exit codes, a merge that is clean or conflicts, `import`
/// refusing the markers, and the README's setup ("Keeping the catalog in git") end to end in a
/// temporary repository.
@Suite struct GitCommandTests {
  /// A catalog with four buttons exported as `a.json`, then changed (a spacing and a
  /// description, a size that clears a warning, a rename, a removal, a new button) and exported
  /// as `b.json`.
  static func twoDocuments() throws -> CatalogFixture {
    let c = try CatalogFixture()
    for arguments in [
      [
        "add", "tabbar/home", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
        "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--tag", "tabbar",
      ],
      [
        "add", "share", "--title", "Share", "--title-width", "40", "--image-size", "20x20",
        "--placement", "right", "--spacing", "8", "--padding", "8,12,8,12", "--direction", "both",
      ],
      ["add", "old", "--image-size", "20x20"],
      ["add", "gone", "--image-size", "30x30", "--placement", "left"],
      ["export", "--format", "json", "--output", "a.json"],
      ["set", "share", "--spacing", "10", "--description", "Shown *bold* | <b>x</b>"],
      ["set", "tabbar/home", "--size", "60x49"],
      ["rename", "old", "older"],
      ["rm", "gone"],
      ["add", "new", "--title", "New", "--title-width", "30"],
      ["export", "--format", "json", "--output", "b.json"],
    ] {
      let r = try c.run(arguments)
      #expect(r.status == 0, "\(arguments): \(r.stderr)")
    }
    return c
  }

  @Test func diffWritesEachFormat() throws {
    let c = try Self.twoDocuments()
    for (format, golden) in [("text", "diff.txt"), ("markdown", "diff.md"), ("json", "diff.json")] {
      let r = try c.run(["diff", "a.json", "b.json", "--format", format])
      #expect(r.status == 1, "\(r.stderr)")
      #expect(r.stderr == "")
      try Golden.check(r.stdout, golden)
    }
    let json = try c.run(["diff", "a.json", "b.json", "--format", "json"])
    #expect(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) is [String: Any])
  }

  /// A catalog is one side as well as a document is, and reading it writes nothing.
  @Test func aCatalogIsASideAndIsNotWritten() throws {
    let c = try Self.twoDocuments()
    let files = try FileManager.default.contentsOfDirectory(atPath: c.directory.path).sorted()
    let digest = c.digest()
    let fromDocument = try c.run(["diff", "a.json", "b.json"])
    let fromCatalog = try c.run(["diff", "a.json", c.database])
    #expect(fromCatalog.status == 1)
    #expect(fromCatalog.stdout == fromDocument.stdout)
    let same = try c.run(["diff", c.database, "b.json"])
    #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    #expect(same.stdout == "no differences\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: c.directory.path).sorted() == files)
    #expect(c.digest() == digest)
  }

  /// `document` with its buttons in the reverse order (as edited by hand), written as `name`.
  static func reversed(_ c: CatalogFixture, _ document: String, _ name: String) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: c.path(document)))
    var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    object["buttons"] = ((object["buttons"] as? [Any]) ?? []).reversed() as [Any]
    try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
      .write(to: URL(fileURLWithPath: c.path(name)))
  }

  /// A document out of name order, a catalog on either side or both, and a rename (`old` →
  /// `older`) give the golden report of the two sorted documents; a merge with a document
  /// out of order writes what it writes with the sorted one.
  @Test func everySideIsWalkedToTheSameReport() throws {
    let c = try Self.twoDocuments()
    try Self.reversed(c, "b.json", "b-unsorted.json")
    try Self.reversed(c, "a.json", "a-unsorted.json")
    #expect(
      try c.run(["import", "a.json"], environment: ["BUTTONCAT_DB": c.path("a.sqlite")]).status == 0
    )
    for (format, golden) in [("text", "diff.txt"), ("markdown", "diff.md"), ("json", "diff.json")] {
      for (a, b) in [
        ("a-unsorted.json", "b-unsorted.json"), ("a.json", "b-unsorted.json"),
        (c.path("a.sqlite"), "b.json"), (c.path("a.sqlite"), c.database),
        ("a-unsorted.json", c.database),
      ] {
        let r = try c.run(["diff", a, b, "--format", format])
        #expect(r.status == 1 && r.stderr == "", "\(a) \(b): \(r.stderr)")
        try Golden.check(r.stdout, golden)
      }
    }
    for ours in ["b.json", "b-unsorted.json"] {
      try FileManager.default.copyItem(atPath: c.path(ours), toPath: c.path("merged-\(ours)"))
      let r = try c.run(["merge", "a-unsorted.json", "merged-\(ours)", "a.json"])
      #expect(r.status == 0, "\(r.stderr)")
    }
    #expect(
      try String(contentsOfFile: c.path("merged-b.json"), encoding: .utf8)
        == String(contentsOfFile: c.path("merged-b-unsorted.json"), encoding: .utf8))
  }

  @Test func diffExitCodes() throws {
    let c = try Self.twoDocuments()
    try "{\"formatVersion\": 1, \"buttons\": [}".write(
      toFile: c.path("bad.json"), atomically: true, encoding: .utf8)
    try "".write(toFile: c.path("empty.json"), atomically: true, encoding: .utf8)
    let cases: [([String], Int32, String)] = [
      (["diff", "a.json", "a.json"], 0, ""),
      (
        ["diff", "a.json", "missing.json"], 2,
        "Error: cannot read 'missing.json': No such file or directory\n"
      ),
      (["diff", "a.json", "bad.json"], 65, "Error: bad.json: not valid JSON"),
      (["diff", "a.json"], 64, "Error: expected two files A B, got 'a.json'\n"),
      (
        ["diff", "a.json", "b.json", "--format", "xml"], 64, "Error: --format: 'xml' is not one of"
      ),
      (["diff", "empty.json", "empty.json"], 0, ""),
      (["diff", "empty.json", "a.json"], 1, ""),
    ]
    for (arguments, status, stderr) in cases {
      let r = try c.run(arguments)
      #expect(r.status == status, "\(arguments): \(r.stderr)")
      #expect(
        stderr.isEmpty ? r.stderr.isEmpty : r.stderr.hasPrefix(stderr), "\(arguments): \(r.stderr)")
    }
  }

  /// Three versions of `a.json`: the base, ours and theirs, with `edit` applied to each side's
  /// text.
  static func sides(_ c: CatalogFixture, ours: (String) -> String, theirs: (String) -> String)
    throws
  {
    let base = try String(contentsOfFile: c.path("a.json"), encoding: .utf8)
    try base.write(toFile: c.path("base.json"), atomically: true, encoding: .utf8)
    try ours(base).write(toFile: c.path("ours.json"), atomically: true, encoding: .utf8)
    try theirs(base).write(toFile: c.path("theirs.json"), atomically: true, encoding: .utf8)
  }

  /// `text` with the first `"key": old,` after `"name": "button"` replaced.
  static func edit(_ text: String, _ button: String, _ key: String, _ old: String, _ new: String)
    -> String
  {
    let start = text.range(of: "\"name\": \"\(button)\"")!.upperBound
    let range = text.range(of: "\"\(key)\": \(old),", range: start..<text.endIndex)!
    return text.replacingCharacters(in: range, with: "\"\(key)\": \(new),")
  }

  @Test func aCleanMergeIsWhatExportWrites() throws {
    let c = try Self.twoDocuments()
    try Self.sides(
      c, ours: { Self.edit($0, "share", "spacing", "8", "12") },
      theirs: { Self.edit($0, "tabbar/home", "placement", "\"top\"", "\"bottom\"") })
    let r = try c.run(["merge", "base.json", "ours.json", "theirs.json"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "" && r.stderr == "")
    let merged = try String(contentsOfFile: c.path("ours.json"), encoding: .utf8)
    #expect(merged.contains("\"spacing\": 12,") && merged.contains("\"placement\": \"bottom\","))
    let imported = try BinaryRunner.run(
      ["import", "ours.json"], environment: ["BUTTONCAT_DB": c.path("merged.sqlite")],
      directory: c.directory)
    #expect(imported.status == 0, "\(imported.stderr)")
    let exported = try BinaryRunner.run(
      ["export", "--format", "json"], environment: ["BUTTONCAT_DB": c.path("merged.sqlite")],
      directory: c.directory)
    #expect(exported.stdout == merged)
  }

  @Test func aConflictIsMarkedListedAndRefusedByImport() throws {
    let c = try Self.twoDocuments()
    try Self.sides(
      c, ours: { Self.edit($0, "share", "spacing", "8", "12") },
      theirs: { Self.edit($0, "share", "spacing", "8", "6") })
    let r = try c.run(["merge", "base.json", "ours.json", "theirs.json"])
    #expect(r.status == 1)
    #expect(
      r.stderr == """
        conflict: 'share': changed in both: spacing (base 8, ours 12, theirs 6)
        Error: 1 conflict: 'ours.json' holds both versions of each between '<<<<<<< ours' and '>>>>>>> theirs'; keep one, then import the document

        """)
    let text = try String(contentsOfFile: c.path("ours.json"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let markers = lines.indices.filter {
      ["<<<<<<< ours", "=======", ">>>>>>> theirs"].contains(String(lines[$0]))
    }.map { $0 + 1 }
    // The spacing line, then the computed layouts: the rest of the button stands once.
    #expect(markers.count == 6)
    #expect(lines[markers[0]..<(markers[1] - 1)] == [#"      "spacing": 12,"#])
    #expect(lines[markers[1]..<(markers[2] - 1)] == [#"      "spacing": 6,"#])
    #expect(lines[markers[3]].hasPrefix(#"      "layouts": ["#))
    let digest = c.digest()
    let imported = try c.run(["import", "--replace", "ours.json"])
    #expect(imported.status == 65)
    #expect(
      imported.stderr
        == markers.map {
          "Error: ours.json: line \($0): a merge conflict marker ('\(lines[$0 - 1])'): the document holds an unresolved conflict; keep one side of each conflict, remove the markers, then import it\n"
        }.joined())
    #expect(c.digest() == digest)
  }

  /// PATH (git's `%P`) names the document in the message, in place of OURS (git's temporary
  /// copy); the result still replaces OURS.
  @Test func aFourthPositionalNamesTheDocument() throws {
    let c = try Self.twoDocuments()
    try Self.sides(
      c, ours: { Self.edit($0, "share", "spacing", "8", "12") },
      theirs: { Self.edit($0, "share", "spacing", "8", "6") })
    let r = try c.run(["merge", "base.json", "ours.json", "theirs.json", "design/buttons.json"])
    #expect(r.status == 1)
    #expect(
      r.stderr.hasSuffix(
        "Error: 1 conflict: 'design/buttons.json' holds both versions of each between '<<<<<<< ours' and '>>>>>>> theirs'; keep one, then import the document\n"
      ), "\(r.stderr)")
    let text = try String(contentsOfFile: c.path("ours.json"), encoding: .utf8)
    #expect(text.contains("\n<<<<<<< ours\n"))
    #expect(!FileManager.default.fileExists(atPath: c.path("design/buttons.json")))
  }

  @Test func mergeExitCodes() throws {
    let c = try Self.twoDocuments()
    let digest = c.digest()
    let cases: [([String], Int32, String)] = [
      (["merge", "a.json", "b.json"], 64, "Error: expected three documents BASE OURS THEIRS"),
      (
        ["merge", "a.json", "b.json", "a.json", "x.json", "y.json"], 64,
        "Error: expected three documents BASE OURS THEIRS",
      ),
      (["merge", "a.json", "missing.json", "b.json"], 2, "Error: cannot read 'missing.json'"),
      (["merge", "a.json", c.database, "b.json"], 65, "Error: '\(c.database)' is a catalog"),
    ]
    for (arguments, status, stderr) in cases {
      let r = try c.run(arguments)
      #expect(r.status == status, "\(arguments): \(r.stderr)")
      #expect(r.stderr.hasPrefix(stderr), "\(arguments): \(r.stderr)")
    }
    #expect(c.digest() == digest)
  }

  /// A row edited by hand is refused by name (exit 2: trouble, not a difference), and by
  /// `textconv` (exit 1) before anything reaches standard output.
  @Test func aHandEditedRowIsRefused() throws {
    let c = try DamagedCatalogTests.damaged()
    #expect(try c.run(["export", "--format", "json", "ok", "--output", "ok.json"]).status == 0)
    let digest = c.digest()
    let r = try c.run(["diff", "ok.json", c.database])
    #expect(r.status == 2)
    #expect(r.stdout == "")
    #expect(r.stderr.hasPrefix("Error: button 'bad'"), "\(r.stderr)")
    let textconv = try c.run(["textconv", c.database])
    #expect(textconv.status == 1)
    #expect(textconv.stdout == "")
    #expect(c.digest() == digest)
  }

  /// Catalog text reaches the terminal with its bidi controls shown as `\u{X}`, and Markdown
  /// with its syntax escaped.
  @Test func hostileTextIsEscaped() throws {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "a", "--title", "Home", "--title-width", "30"]).status == 0)
    #expect(try c.run(["export", "--format", "json", "--output", "a.json"]).status == 0)
    let set = try c.run(["set", "a", "--title", "\u{202E}evil | `x`"])
    #expect(set.status == 0, "\(set.stderr)")
    let text = try c.run(["diff", "a.json", c.database])
    #expect(text.stdout.contains(#"title  "Home" → "\u{202E}evil | `x`""#), "\(text.stdout)")
    #expect(!text.stdout.unicodeScalars.contains("\u{202E}"))
    let markdown = try c.run(["diff", "a.json", c.database, "--format", "markdown"])
    #expect(
      markdown.stdout.contains(#"| title | "Home" | "\\u{202E}evil \| \`x\`" |"#),
      "\(markdown.stdout)")
    #expect(!markdown.stdout.unicodeScalars.contains("\u{202E}"))
  }

  /// `textconv` prints what `export` writes, and leaves nothing beside a catalog nobody has
  /// open (git's temporary copy).
  @Test func textconvPrintsTheDocumentAndWritesNothing() throws {
    let c = try Self.twoDocuments()
    let folder = try TemporaryDirectory("textconv")
    let copy = folder.path("copy.sqlite")
    try FileManager.default.copyItem(atPath: c.database, toPath: copy)
    let r = try c.run(["textconv", copy])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == (try String(contentsOfFile: c.path("b.json"), encoding: .utf8)))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["copy.sqlite"])
    let document = try c.run(["textconv", "b.json"])
    #expect(document.status == 1)
    #expect(document.stderr.hasPrefix("Error: cannot open catalog 'b.json'"), "\(document.stderr)")
  }
}
