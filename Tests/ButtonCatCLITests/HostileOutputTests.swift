import Foundation
import Testing

/// Text from the catalog reaching the outputs people and programs read: spreadsheets (CSV),
/// docs sites (Markdown), terminals (`list`, `show`), end to end through the built binary
/// (issue 12).
@Suite struct HostileOutputTests {
  /// Parses CSV with Python's `csv` module (an independent reader), rows as arrays of strings.
  static func pythonCSV(_ text: String) throws -> [[String]] {
    let script = """
      import csv, io, json, sys
      rows = list(csv.reader(io.StringIO(sys.stdin.buffer.read().decode("utf-8"), newline="")))
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

    let export = try c.run(["export", "--format", "csv"])
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
      ])
    #expect(
      listed[1] == ["formula", "'@SUM(1+1)", "'+y -x", "left", "40×44", "exact", "1", "error"])
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
}
