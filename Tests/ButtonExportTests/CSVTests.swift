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

/// The one CSV writer: formula injection neutralised (issue 12, item 7), numbers kept.
@Suite struct CSVFieldTests {
  @Test func textStartingAFormulaGetsAQuote() {
    #expect(CSVField.text("=1+2") == "'=1+2")
    #expect(CSVField.text("+1") == "'+1")
    #expect(CSVField.text("-4") == "'-4")
    #expect(CSVField.text("@SUM(A1)") == "'@SUM(A1)")
    #expect(CSVField.text("\tx") == "'\tx")
    #expect(CSVField.text("\rx") == "\"'\rx\"")
    #expect(CSVField.text("=HYPERLINK(\"u\",\"t\")") == "\"'=HYPERLINK(\"\"u\"\",\"\"t\"\")\"")
    #expect(CSVField.text("a=b") == "a=b")
    #expect(CSVField.text("") == "")
    // A semicolon separates cells in many spreadsheet locales: such a cell is quoted.
    #expect(CSVField.text("a;=1+2") == "\"a;=1+2\"")
  }

  @Test func numbersStayNumbers() {
    for number in ["-4", "0", "17.333333333333332", "-0.5", "1e+300", "-2.5e-7"] {
      #expect(CSVField.number(number) == number)
    }
    for notNumber in ["-", "-x", "=1", "1.", ".5", "1e", "--1", "-1-1"] {
      #expect(CSVField.number(notNumber) == CSVField.text(notNumber), "\(notNumber)")
    }
    #expect(
      CSVField.record([.text("-4"), .number("-4"), "@", .number("@")]) == "'-4,-4,'@,'@\n")
  }
}
