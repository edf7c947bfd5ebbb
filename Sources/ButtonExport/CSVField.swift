/// One CSV field, quoted as RFC 4180 requires.
///
/// A field holding a comma, a double quote, CR or LF is enclosed in double quotes with inner
/// quotes doubled; every other field (emoji and Chinese included) is written as it is, in UTF-8.
/// Records end in LF, as every export does, rather than RFC 4180's CRLF; spreadsheet programs
/// and CSV libraries read both.
public enum CSVField {
  public static func quoted(_ field: String) -> String {
    let needsQuotes = field.unicodeScalars.contains {
      $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r"
    }
    guard needsQuotes else { return field }
    var out = "\""
    for scalar in field.unicodeScalars {
      if scalar == "\"" { out += "\"\"" } else { out.unicodeScalars.append(scalar) }
    }
    return out + "\""
  }

  /// One record: the fields quoted, joined by commas, LF-terminated.
  public static func record(_ fields: [String]) -> String {
    fields.map(quoted).joined(separator: ",") + "\n"
  }
}
