import Foundation
import Testing

/// Issue 29, item 3 from the command line: `export --format csv --bom` for Excel (refused for
/// other formats), numbers on the pixel grid, `list --format csv` with the title; each file
/// read back as a spreadsheet would (Python's csv module, `utf-8-sig`).
@Suite struct SpreadsheetCSVTests {
  /// Rows of `bytes` read as Python's csv module reads a file opened with `utf-8-sig` (the
  /// byte order mark dropped when there is one).
  static func spreadsheet(_ bytes: Data) throws -> [[String]] {
    try HostileOutputTests.pythonCSV(String(decoding: bytes, as: UTF8.self), encoding: "utf-8-sig")
  }

  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    let added = try c.run([
      "add", "ar/save", "--title", "حفظ 保存 😀", "--title-size", "87.66666666666667x20",
      "--tag", "العربية",
    ])
    #expect(added.status == 0, "\(added.stderr)")
    return c
  }

  @Test func bomForExcelWithArabicAndCJKIntact() throws {
    let c = try Self.fixture()
    let export = try c.run(["export", "--format", "csv", "--bom", "--output", "buttons.csv"])
    #expect(export.status == 0, "\(export.stderr)")
    let bytes = try Data(contentsOf: URL(fileURLWithPath: c.path("buttons.csv")))
    #expect(Array(bytes.prefix(3)) == [0xEF, 0xBB, 0xBF])
    let rows = try Self.spreadsheet(bytes)
    #expect(rows[0].first == "name")
    let column = Dictionary(uniqueKeysWithValues: rows[0].enumerated().map { ($1, $0) })
    #expect(rows[1][column["title"]!] == "حفظ 保存 😀")
    #expect(rows[1][column["tags"]!] == "العربية")
    // The title's width, 87⅔ pt at @3x, on the pixel grid; the intrinsic width a whole 88.
    #expect(rows[1][column["width"]!] == "88")
    // Standard output takes the mark too; without --bom the bytes are as before.
    let piped = try c.run(["export", "--format", "csv", "--bom"])
    #expect(piped.stdout.hasPrefix("\u{FEFF}name,"))
    let plain = try c.run(["export", "--format", "csv"])
    #expect(plain.stdout.hasPrefix("name,"))
    #expect(piped.stdout == "\u{FEFF}" + plain.stdout)
    let layouts = try c.run(["export", "--format", "csv", "--layouts", "--bom"])
    #expect(layouts.stdout.hasPrefix("\u{FEFF}name,tags,title,technique,"))
  }

  @Test(arguments: ["json", "markdown", "tokens"])
  func bomIsRefusedForOtherFormats(_ format: String) throws {
    let c = try Self.fixture()
    let before = c.digest()
    let run = try c.run(["export", "--format", format, "--bom", "--output", "out.file"])
    #expect(run.status == 64)
    #expect(
      run.stderr.hasPrefix("Error: --bom: only the csv export takes it, not \(format)\n"),
      "\(run.stderr)")
    #expect(run.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: c.path("out.file")))
    #expect(c.digest() == before)
  }

  /// `list --format csv` ends with the title: whole, with its quotes and commas, neutralised.
  @Test func listHasTheTitleLast() throws {
    let c = try Self.fixture()
    let hostile = try c.run(["add", "b", "--title", "=SUM(1,2) \"x\"", "--title-size", "60x20"])
    #expect(hostile.status == 0, "\(hostile.stderr)")
    try #require(try c.run(["add", "none", "--image-size", "24x24"]).status == 0)
    let list = try c.run(["list", "--format", "csv"])
    #expect(list.status == 0, "\(list.stderr)")
    let rows = try Self.spreadsheet(Data(list.stdout.utf8))
    #expect(
      rows[0] == [
        "name", "description", "tags", "placement", "size", "technique", "revision", "status",
        "title",
      ])
    let titles = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { ($0[0], $0[8]) })
    #expect(titles == ["ar/save": "حفظ 保存 😀", "b": "'=SUM(1,2) \"x\"", "none": ""])
  }
}
