/// One CSV cell of a record: text, or a number a spreadsheet may compute with.
package enum CSVCell: Hashable, Sendable, ExpressibleByStringLiteral {
  case text(String)
  /// A number as data (`-4`, `17.333333333333332`); anything else given here is written as
  /// text, neutralised like any text.
  case number(String)

  package init(stringLiteral value: String) { self = .text(value) }
}

/// CSV cells and records, the one writer of `export --format csv` and `list --format csv`.
///
/// A cell holding a comma, a semicolon (the separator of many spreadsheet locales), a double
/// quote, CR or LF is enclosed in double quotes with inner quotes doubled (RFC 4180); every
/// other cell (emoji and Chinese included) is written as it is, in UTF-8. Records end in LF, as
/// every export does, rather than RFC 4180's CRLF; spreadsheet programs and CSV libraries read
/// both.
///
/// Text is hostile: a text cell starting with `=`, `+`, `-`, `@`, tab or CR would be run as a
/// formula by a spreadsheet (`=HYPERLINK(…)`), so it gets a leading `'` as OWASP's CSV
/// injection guidance recommends; number cells stay numbers (`-4`). Control characters other
/// than tab, CR and LF show as `\u{X}` (`VisibleText`).
package enum CSVField {
  /// A text cell, neutralised and quoted.
  package static func text(_ field: String) -> String {
    var field = VisibleText.visible(field) { $0 == "\t" || $0 == "\n" || $0 == "\r" }
    if let first = field.unicodeScalars.first, formulaStarts.contains(first) {
      field = "'" + field
    }
    return quoted(field)
  }

  /// A number cell: as it is when it is a decimal number, else as text.
  package static func number(_ field: String) -> String {
    isNumber(field) ? field : text(field)
  }

  package static func cell(_ cell: CSVCell) -> String {
    switch cell {
    case .text(let s): text(s)
    case .number(let s): number(s)
    }
  }

  /// One record: the cells written, joined by commas, LF-terminated.
  package static func record(_ cells: [CSVCell]) -> String {
    cells.map(cell).joined(separator: ",") + "\n"
  }

  /// One record of text cells.
  package static func record(_ fields: [String]) -> String {
    fields.map(text).joined(separator: ",") + "\n"
  }

  /// U+FEFF as UTF-8 (`EF BB BF`), the first character of a file written with `--bom`: Excel
  /// reads a CSV file as UTF-8 only after it, and as the system's legacy code page (which
  /// garbles Arabic, CJK and emoji) without it.
  package static let byteOrderMark = "\u{FEFF}"

  static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

  /// RFC 4180 quoting, nothing else.
  static func quoted(_ field: String) -> String {
    let needsQuotes = field.unicodeScalars.contains {
      $0 == "," || $0 == ";" || $0 == "\"" || $0 == "\n" || $0 == "\r"
    }
    guard needsQuotes else { return field }
    var out = "\""
    for scalar in field.unicodeScalars {
      if scalar == "\"" { out += "\"\"" } else { out.unicodeScalars.append(scalar) }
    }
    return out + "\""
  }

  /// `-?digits(.digits)?([eE][+-]?digits)?`, as `ExportNumber.data` writes numbers.
  static func isNumber(_ s: String) -> Bool {
    var rest = Substring(s)
    func digits() -> Bool {
      let run = rest.prefix { $0.isASCII && $0.isNumber }
      rest = rest.dropFirst(run.count)
      return !run.isEmpty
    }
    if rest.first == "-" { rest.removeFirst() }
    guard digits() else { return false }
    if rest.first == "." {
      rest.removeFirst()
      guard digits() else { return false }
    }
    if rest.first == "e" || rest.first == "E" {
      rest.removeFirst()
      if rest.first == "+" || rest.first == "-" { rest.removeFirst() }
      guard digits() else { return false }
    }
    return rest.isEmpty
  }
}
