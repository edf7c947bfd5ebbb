import ButtonExport
import Testing

/// The CSV export reads back with an RFC 4180 parser: one record per button, technique and
/// direction, every field intact (commas, quotes, line breaks, emoji, Chinese).
@Suite struct CSVTests {
  /// A strict RFC 4180 reader (LF or CRLF records).
  static func parse(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var scalars = Array(text.unicodeScalars)[...]
    while let c = scalars.popFirst() {
      if quoted {
        if c == "\"" {
          if scalars.first == "\"" {
            scalars.removeFirst()
            field += "\""
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(c)
        }
      } else if c == "\"" {
        quoted = true
      } else if c == "," {
        record.append(field)
        field = ""
      } else if c == "\n" {
        record.append(field)
        records.append(record)
        record = []
        field = ""
      } else if c != "\r" {
        field.unicodeScalars.append(c)
      }
    }
    return records
  }

  @Test func roundTripsEveryField() throws {
    let text = renderer(for: .csv).render(Fixtures.catalog)[0].contents
    let records = Self.parse(text)
    #expect(records[0] == CSVRenderer.header)
    let rows = records.dropFirst()
    let expected = Fixtures.catalog.buttons.map(\.layouts.count).reduce(0, +)
    #expect(rows.count == expected)
    #expect(rows.allSatisfy { $0.count == CSVRenderer.header.count })
    let item10 = try #require(rows.first { $0[0] == "item10" })
    #expect(item10[2] == "Say \"hi\", then\nwave")
    #expect(item10[1] == "csv;edge case")
    #expect(rows.contains { $0[0] == "设置" && $0[2] == "设置" })
    #expect(rows.contains { $0[2] == "Share 🚀" })
    // Exactly one chosen row per button and direction.
    let chosen = rows.filter { $0[5] == "true" }
    #expect(chosen.count == Fixtures.catalog.buttons.map(\.chosenLayouts.count).reduce(0, +))
  }
}
