import ButtonStore
import Foundation
import Testing

/// `export --format json` and `import`: the canonical document, its schema, its round trip, and
/// every way an import is refused.
@Suite struct ImportExportTests {
  static let buttons: [[String]] = [
    CatalogCommandTests.share, CatalogCommandTests.home,
    [
      "add", "item10", "--title-size", "40x18", "--image-size", "16x16", "--placement", "bottom",
      "--spacing", "2",
    ],
    [
      "add", "item2", "--title-size", "40x18", "--technique", "configuration", "--tag", "b",
      "--tag", "a",
    ],
    [
      "add", "设置", "--title", "设置", "--title-size", "30x21", "--image-size", "22x22", "--placement",
      "leading",
      "--spacing", "8", "--direction", "rtl", "--technique", "content-insets", "--description",
      "a'; DROP TABLE x;--",
    ],
  ]

  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    for b in buttons { #expect(try c.run(b).status == 0) }
    return c
  }

  @Test func exportImportExportGivesIdenticalBytes() throws {
    let c = try Self.fixture()
    let first = try c.run(["export", "--format", "json"])
    #expect(first.status == 0)
    try Golden.check(first.stdout, "export.json")
    // Natural name order: item2 before item10.
    let names = first.stdout.split(separator: "\n").filter { $0.hasPrefix("      \"name\"") }
    #expect(
      names.map { String($0) } == [
        "      \"name\": \"item2\",", "      \"name\": \"item10\",",
        "      \"name\": \"tabbar/home\",",
        "      \"name\": \"toolbar/share\",", "      \"name\": \"设置\",",
      ])
    try Data(first.stdout.utf8).write(to: URL(fileURLWithPath: c.path("export.json")))
    let other = c.path("empty.sqlite")
    let imported = try BinaryRunner.run(["import", c.path("export.json"), "--db", other])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stdout == "imported 5 buttons\n")
    let second = try BinaryRunner.run(["export", "--db", other])
    #expect(second.stdout == first.stdout)
  }

  @Test func exportedDocumentsMatchTheJSONSchema() throws {
    let c = try Self.fixture()
    try Data(try c.run(["export"]).stdout.utf8).write(
      to: URL(fileURLWithPath: c.path("export.json")))
    let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Schemas/catalog.schema.json").path
    // An independent validator: Debian's python3-jsonschema (scripts/deps.sh installs it).
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft202012Validator.check_schema(schema)
      errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(open(sys.argv[2]))))
      for e in errors: print(list(e.absolute_path), e.message)
      sys.exit(1 if errors else 0)
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script, schema, c.path("export.json")]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)")
    // The schema really checks: a document with an unknown key fails it.
    var broken = try String(contentsOfFile: c.path("export.json"), encoding: .utf8)
    broken = broken.replacingOccurrences(
      of: "\"spacing\": 6,", with: "\"spacing\": 6, \"colour\": 1,")
    try Data(broken.utf8).write(to: URL(fileURLWithPath: c.path("broken.json")))
    let check = Process()
    check.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    check.arguments = ["-c", script, schema, c.path("broken.json")]
    check.standardOutput = FileHandle.nullDevice
    try check.run()
    check.waitUntilExit()
    #expect(check.terminationStatus == 1)
  }

  @Test func exportToAFileIsAtomicAndSkipsUnchangedContent() throws {
    let c = try Self.fixture()
    let out = c.path("catalog.json")
    let first = try c.run(["export", "--output", out])
    #expect(first.status == 0)
    #expect(first.stderr == "wrote \(out)\n")
    let stamp = try FileManager.default.attributesOfItem(atPath: out)[.modificationDate] as? Date
    let inode = try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int
    Thread.sleep(forTimeInterval: 0.05)
    let second = try c.run(["export", "--output", out])
    #expect(second.stderr == "\(out) unchanged\n")
    #expect(
      try FileManager.default.attributesOfItem(atPath: out)[.modificationDate] as? Date == stamp)
    #expect(
      try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int == inode)
    // No temporary files left behind.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: c.directory.path).filter {
        $0.contains(".tmp")
      }.isEmpty)
    try c.run(["set", "item2", "--spacing", "3", "--image-size", "10x10"])
    #expect(try c.run(["export", "--output", out]).stderr == "wrote \(out)\n")
    #expect(
      try FileManager.default.attributesOfItem(atPath: out)[.systemFileNumber] as? Int != inode)
    // Only some buttons.
    let some = try c.run(["export", "item10", "tabbar/home"])
    #expect(some.stdout.components(separatedBy: "\"name\":").count == 3)
    #expect(try c.run(["export", "nope"]).status == 65)
  }

  static func importFailure(_ document: String, into c: CatalogFixture, replace: Bool = false)
    throws -> BinaryRunner.Result
  {
    try Data(document.utf8).write(to: URL(fileURLWithPath: c.path("in.json")))
    let before = c.digest()
    let r = try c.run(["import", c.path("in.json")] + (replace ? ["--replace"] : []))
    #expect(r.status == 65, "\(r.stderr)")
    #expect(r.stdout.isEmpty)
    #expect(c.digest() == before)
    return r
  }

  @Test func importRejectsBadDocumentsListingEveryProblem() throws {
    let c = try Self.fixture()
    let good = try c.run(["export", "item2"]).stdout
    let path = c.path("in.json")

    let malformed = try Self.importFailure("{\"formatVersion\": 1, \"buttons\": [", into: c)
    #expect(
      malformed.stderr
        == "Error: \(path): not valid JSON: line 1, column 34: unexpected end of the document\n")

    let version = try Self.importFailure(
      good.replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2"), into: c)
    #expect(
      version.stderr.contains(
        "formatVersion: 2 is not supported: this buttoncat reads format version 1"))

    var many = good.replacingOccurrences(
      of: "\"spacing\": 0,", with: "\"spacing\": -3, \"colour\": \"red\",")
    many = many.replacingOccurrences(of: "\"scale\": 3,", with: "\"scale\": 4,")
    many = many.replacingOccurrences(
      of: "\"placement\": \"left\",", with: "\"placement\": \"above\",")
    let invalid = try Self.importFailure(many, into: c)
    let lines = invalid.stderr.split(separator: "\n")
    #expect(lines.contains("Error: \(path): buttons[0].colour: unknown key"), "\(invalid.stderr)")
    #expect(
      lines.contains {
        $0.contains(
          "buttons[0].placement: \"above\" is not one of top, bottom, left, right, leading, trailing"
        )
      })
    #expect(lines.count >= 2)

    let values = try Self.importFailure(
      good.replacingOccurrences(of: "\"spacing\": 0,", with: "\"spacing\": -3,")
        .replacingOccurrences(of: "\"scale\": 3,", with: "\"scale\": 4,"), into: c)
    #expect(
      values.stderr.contains("buttons[0].spacing ('item2'): '-3' must not be negative"),
      "\(values.stderr)")
    #expect(values.stderr.contains("buttons[0].scale ('item2'): '4' is not 1, 2 or 3"))

    // The same name twice in the document, and a name already in the catalog.
    let body = good.components(separatedBy: "\"buttons\": [")[1].components(
      separatedBy: "\n  ]\n}")[0]
    let twice = "{\n  \"formatVersion\": 1,\n  \"buttons\": [\(body),\(body)\n  ]\n}\n"
    let duplicate = try Self.importFailure(twice, into: c)
    #expect(
      duplicate.stderr.contains("buttons[1] 'item2': duplicate name: buttons[0] has the same name"))
    let existing = try Self.importFailure(good, into: c)
    #expect(existing.stderr == "Error: a button named 'item2' already exists (use --replace)\n")

    let notAnObject = try Self.importFailure("[1, 2]", into: c)
    #expect(notAnObject.stderr.contains("expected an object, got an array"))
  }

  @Test func importReplaceOverwritesWithANewRevision() throws {
    let c = try Self.fixture()
    let doc = try c.run(["export", "item2"]).stdout.replacingOccurrences(
      of: "\"spacing\": 0,", with: "\"spacing\": 0.5,")
    try Data(doc.utf8).write(to: URL(fileURLWithPath: c.path("in.json")))
    let r = try c.run(["import", c.path("in.json"), "--replace"])
    #expect(r.stdout == "imported 1 button (1 replaced)\n")
    let history = try c.run(["history", "item2"]).stdout
    #expect(
      history.contains("r2  2026-11-30T09:00:00Z  tester  import item2\n    spacing: 0 → 0.5"),
      "\(history)")
  }

  @Test func importOfAMissingFileIsAFailure() throws {
    let c = try CatalogFixture()
    let r = try c.run(["import", c.path("nope.json")])
    #expect(r.status == 1)
    #expect(r.stderr == "Error: cannot read '\(c.path("nope.json"))': No such file or directory\n")
    #expect(!c.exists)
  }
}

/// `import` streams the document: a second thread parses and validates while the first writes.
/// These documents are long enough for many buttons to be written before a problem shows.
@Suite struct StreamingImportTests {
  /// A document of `count` copies of `item2` named `copy0`…, with `edit` applied to the text of
  /// the copy at `index`.
  static func document(
    _ c: CatalogFixture, count: Int, at index: Int = -1, edit: (String) -> String = { $0 }
  ) throws -> String {
    let good = try c.run(["export", "item2"]).stdout
    let body = good.components(separatedBy: "\"buttons\": [")[1].components(
      separatedBy: "\n  ]\n}")[0]
    let copies = (0..<count).map { i in
      let copy = body.replacingOccurrences(
        of: "\"name\": \"item2\"", with: "\"name\": \"copy\(i)\"")
      return i == index ? edit(copy) : copy
    }
    return "{\n  \"formatVersion\": 1,\n  \"buttons\": [" + copies.joined(separator: ",")
      + "\n  ]\n}\n"
  }

  @Test func aLateProblemRollsBackEverythingAlreadyWritten() throws {
    let c = try ImportExportTests.fixture()
    let late = try Self.document(c, count: 1_500, at: 1_499) {
      $0.replacingOccurrences(of: "\"spacing\": 0,", with: "\"spacing\": -1,")
    }
    let invalid = try ImportExportTests.importFailure(late, into: c)
    #expect(
      invalid.stderr
        == "Error: \(c.path("in.json")): buttons[1499].spacing ('copy1499'): '-1' must not be negative\n"
    )
    // A syntax error at the very end.
    let good = try Self.document(c, count: 1_500)
    let cut = try ImportExportTests.importFailure(String(good.dropLast(3)), into: c)
    #expect(cut.stderr.contains("not valid JSON"), "\(cut.stderr)")
    // A name already in the catalog, late in the document: every such name is listed.
    let existing = try Self.document(c, count: 1_200, at: 1_100) {
      $0.replacingOccurrences(of: "\"name\": \"copy1100\"", with: "\"name\": \"item10\"")
    }
    let clash = try ImportExportTests.importFailure(existing, into: c)
    #expect(clash.stderr == "Error: a button named 'item10' already exists (use --replace)\n")
    // The good document goes in whole.
    try Data(good.utf8).write(to: URL(fileURLWithPath: c.path("good.json")))
    #expect(try c.run(["import", c.path("good.json")]).stdout == "imported 1500 buttons\n")
    #expect(
      try c.run(["list", "--format", "csv"]).stdout.split(separator: "\n").count == 1 + 5 + 1_500)
  }

  @Test func aFailedImportIntoAMissingCatalogLeavesNoFile() throws {
    let c = try ImportExportTests.fixture()
    let late = try Self.document(c, count: 1_000, at: 999) {
      $0.replacingOccurrences(of: "\"scale\": 3,", with: "\"scale\": 5,")
    }
    try Data(late.utf8).write(to: URL(fileURLWithPath: c.path("late.json")))
    let before = try FileManager.default.contentsOfDirectory(atPath: c.directory.path).sorted()
    let r = try BinaryRunner.run(["import", c.path("late.json"), "--db", c.path("new.sqlite")])
    #expect(r.status == 65)
    #expect(
      r.stderr.contains("buttons[999].scale ('copy999'): '5' is not 1, 2 or 3"), "\(r.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: c.directory.path).sorted() == before)
    // The same document, mended, creates the catalog whole.
    let good = try Self.document(c, count: 1_000)
    try Data(good.utf8).write(to: URL(fileURLWithPath: c.path("good.json")))
    let ok = try BinaryRunner.run(["import", c.path("good.json"), "--db", c.path("new.sqlite")])
    #expect(ok.stdout == "imported 1000 buttons\n", "\(ok.stderr)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: c.directory.path).sorted()
        == (before + ["good.json", "new.sqlite"]).sorted())
    let exported = try BinaryRunner.run(["export", "--db", c.path("new.sqlite")]).stdout
    #expect(exported.components(separatedBy: "\"name\":").count == 1_001)
    // Built without a journal, it is linked in as a sound WAL catalog.
    let db = try Database(path: c.path("new.sqlite"), mode: .readOnly)
    #expect(try db.fetchOne("PRAGMA journal_mode") { try $0.string(at: 0) } == "wal")
    #expect(try db.fetchOne("PRAGMA integrity_check") { try $0.string(at: 0) } == "ok")
    #expect(try db.fetchOne("SELECT count(*) FROM layouts") { try $0.int(at: 0) } == 5_000)
  }

  /// Standard input cannot be mapped into memory: it is read whole, with the same result.
  @Test func importReadsStandardInput() throws {
    let c = try ImportExportTests.fixture()
    try Data(try Self.document(c, count: 300).utf8).write(
      to: URL(fileURLWithPath: c.path("doc.json")))
    let r = try BinaryRunner.runTool(
      "/bin/sh",
      ["-c", "'\(BinaryRunner.executable.path)' import - < doc.json"],
      environment: ["BUTTONCAT_DB": c.database], directory: c.directory)
    #expect(r.status == 0, "\(r.stderr)")
    #expect(r.stdout == "imported 300 buttons\n")
  }
}

/// Progress bars: on a terminal only.
@Suite struct ProgressTests {
  @Test func progressIsDrawnOnATerminalAndSilentOtherwise() throws {
    let c = try ImportExportTests.fixture()
    try Data(try c.run(["export"]).stdout.utf8).write(to: URL(fileURLWithPath: c.path("doc.json")))
    let quiet = try BinaryRunner.run(["import", c.path("doc.json"), "--db", c.path("quiet.sqlite")])
    #expect(quiet.status == 0)
    #expect(quiet.stderr.isEmpty)
    // `script` gives the command a pseudo-terminal, as a person's shell would.
    let command =
      "\(BinaryRunner.executable.path) import \(c.path("doc.json")) --db \(c.path("tty.sqlite"))"
    let r = try BinaryRunner.runTool("/usr/bin/script", ["-qec", command, "/dev/null"])
    #expect(r.status == 0)
    #expect(r.stdout.contains("import [########################] 5/5"), "\(r.stdout)")
    #expect(r.stdout.contains("imported 5 buttons"))
  }
}
