import Foundation
import Testing

/// Text from the catalog reaching the outputs people and programs read: spreadsheets (CSV),
/// docs sites (Markdown), terminals (`list`, `show`), end to end through the built binary.
@Suite struct HostileOutputTests {
  /// Parses CSV with Python's `csv` module (an independent reader), rows as arrays of strings.
  static func pythonCSV(_ text: String, encoding: String = "utf-8") throws -> [[String]] {
    let script = """
      import csv, io, json, sys
      rows = list(csv.reader(io.StringIO(sys.stdin.buffer.read().decode("\(encoding)"), newline="")))
      print(json.dumps(rows))
      """
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = ["-c", script]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "python3 could not read the CSV")
    return try #require(try JSONSerialization.jsonObject(with: data) as? [[String]])
  }

  /// Item 7: a text cell starting with `=`, `+`, `-` or `@` gets a leading `'` in both CSV
  /// outputs, so a spreadsheet shows it instead of running it; negative numbers stay numbers.
  @Test func csvCellsNeverStartAFormula() throws {
    let c = try CatalogFixture()
    let title = "=HYPERLINK(\"http://evil.example\",\"click\")"
    let added = try c.run([
      "add", "formula", "--title", title, "--title-size", "80x18", "--size", "40x44",
      "--description", "@SUM(1+1)", "--tag", "-x", "--tag", "+y",
    ])
    #expect(added.status == 0, "\(added.stderr)")

    // The default form, a row per button: the same text cells, neutralised.
    let short = try c.run(["export", "--format", "csv"])
    #expect(short.status == 0, "\(short.stderr)")
    let shortRows = try Self.pythonCSV(short.stdout)
    let shortRow = try #require(shortRows.dropFirst().first)
    #expect(shortRow[try #require(shortRows[0].firstIndex(of: "title"))] == "'" + title)
    #expect(shortRow[try #require(shortRows[0].firstIndex(of: "tags"))] == "'+y;-x")
    for field in shortRow {
      #expect(!field.hasPrefix("=") && !field.hasPrefix("@") && !field.hasPrefix("+"))
      #expect(!field.hasPrefix("-") || Double(field) != nil, "formula cell \(field)")
    }

    let export = try c.run(["export", "--format", "csv", "--layouts"])
    #expect(export.status == 0, "\(export.stderr)")
    let rows = try Self.pythonCSV(export.stdout)
    let header = rows[0]
    let exact = try #require(rows.first { $0.count == header.count && $0[3] == "exact" })
    func cell(_ name: String) throws -> String { exact[try #require(header.firstIndex(of: name))] }
    #expect(try cell("title") == "'" + title)
    #expect(try cell("tags") == "'+y;-x")
    // The title is wider than the button: its frame starts left of the bounds, a number.
    #expect(try cell("title_x") == "-20")
    for row in rows.dropFirst() {
      for field in row {
        #expect(!field.hasPrefix("="), "formula cell \(field)")
        #expect(!field.hasPrefix("@") && !field.hasPrefix("+"), "formula cell \(field)")
        #expect(!field.hasPrefix("-") || Double(field) != nil, "formula cell \(field)")
      }
    }

    let list = try c.run(["list", "--format", "csv"])
    #expect(list.status == 0, "\(list.stderr)")
    let listed = try Self.pythonCSV(list.stdout)
    #expect(
      listed[0] == [
        "name", "description", "tags", "placement", "size", "technique", "revision", "status",
        "title",
      ])
    #expect(
      listed[1] == [
        "formula", "'@SUM(1+1)", "'+y -x", "left", "40×44", "exact", "1", "error", "'" + title,
      ])
  }

  /// Item 11: descriptions that look like Markdown blocks stay text on the handoff page.
  @Test func markdownDescriptionsAddNoBlocks() throws {
    let c = try CatalogFixture()
    let descriptions = ["# Injected heading", "---", "    indented", "> quote", "1. one", "```"]
    for (index, description) in descriptions.enumerated() {
      let added = try c.run([
        "add", "b\(index)", "--title-size", "40x18", "--description", description,
      ])
      #expect(added.status == 0, "\(added.stderr)")
    }
    let export = try c.run(["export", "--format", "markdown"])
    #expect(export.status == 0, "\(export.stderr)")
    let lines = Set(export.stdout.split(separator: "\n").map(String.init))
    for description in descriptions {
      let raw = lines.contains(description)
      #expect(!raw, "\(description) is written raw")
    }
    let escaped = [
      "\\# Injected heading", "\\---", "&#32;&#32;&#32;&#32;indented", "\\> quote", "1\\. one",
      "\\`\\`\\`",
    ]
    for line in escaped {
      let found = lines.contains(line)
      #expect(found, "\(line) is missing")
    }
    let headings = lines.filter { $0.hasPrefix("# ") }
    #expect(headings == ["# Button styles"])
  }

  /// Item 20: `list` pads columns by display width: Chinese and Japanese characters take two
  /// columns, a combining mark none.
  @Test func listAlignsWideAndCombiningCharacters() throws {
    let c = try CatalogFixture()
    for arguments in [
      ["add", "中文名字", "--title-size", "70x18", "--tag", "标签"],
      ["add", "ボタン", "--title-size", "40x18", "--size", "44x44"],
      ["add", "cafe", "--title-size", "10x18", "--tag", "e\u{301}tiquette"],
      ["add", "plain", "--title-size", "40x18", "--size", "44x44", "--tag", "x"],
    ] {
      let added = try c.run(arguments)
      #expect(added.status == 0, "\(added.stderr)")
    }
    let list = try c.run(["list"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(
      list.stdout.split(separator: "\n").map(String.init) == [
        "NAME      TITLE  PLACEMENT  SIZE   TECHNIQUE  STATUS   REV  TAGS",
        "cafe             left       fit    exact      warning  1    e\u{301}tiquette",
        "plain            left       44×44  exact      ok       1    x",
        "ボタン           left       44×44  exact      ok       1",
        "中文名字         left       fit    exact      warning  1    标签",
      ])
  }

  /// Item 25: the `show` diagram draws Chinese and Arabic titles with their own characters, a
  /// title that fits without `…`, and keeps its border under an image at the origin.
  @Test func showDiagramDrawsRealTitlesAndKeepsItsBorder() throws {
    let c = try CatalogFixture()
    for arguments in [
      [
        "add", "zh", "--title", "设置", "--title-size", "30x21", "--image-size", "20x20",
        "--placement", "leading", "--spacing", "8",
      ],
      ["add", "ar", "--title", "إعدادات", "--title-size", "50x21", "--size", "80x44"],
      [
        "add", "note", "--title", "Notifications", "--title-size", "90x18", "--image-size",
        "24x24", "--placement", "top", "--spacing", "4",
      ],
      [
        "add", "origin", "--image-size", "24x24", "--size", "44x44", "--align", "left", "--valign",
        "top",
      ],
    ] {
      let added = try c.run(arguments)
      #expect(added.status == 0, "\(added.stderr)")
    }
    func diagram(_ name: String) throws -> [String] {
      let show = try c.run(["show", name])
      #expect(show.status == 0, "\(show.stderr)")
      let lines = show.stdout.split(separator: "\n").map(String.init)
      let start = try #require(lines.firstIndex { $0.hasPrefix("   +") })
      let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix("   +") })
      return Array(lines[start...end])
    }
    let zh = try diagram("zh")
    #expect(zh.contains { $0.contains("设置") })
    #expect(!zh.contains { $0.contains("T") })
    // Every row is as wide as the border: 设 and 置 take two columns each.
    #expect(zh.contains("   |▒▒▒▒▒▒▒▒▒▒▒▒▒     ········设置·········|"))
    let ar = try diagram("ar")
    #expect(ar.contains { $0.contains("إعدادات") })
    let note = try c.run(["show", "note"]).stdout
    #expect(note.contains("Notifications") && !note.contains("…"))
    let origin = try diagram("origin")
    #expect(origin.first == "   +-------------------+")
    #expect(origin.last == "   +-------------------+")
    for line in origin.dropFirst().dropLast() {
      #expect(line.hasPrefix("   |") && line.hasSuffix("|"), "border erased: \(line)")
    }
    #expect(origin[1] == "   |▒▒▒▒▒▒▒▒▒▒         |")
  }
}
