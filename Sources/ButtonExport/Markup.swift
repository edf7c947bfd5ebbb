/// Text and attribute values for XML (SVG) and HTML, escaped so no input can break the markup.
///
/// `&`, `<`, `>`, `"` and `'` become entities; characters XML 1.0 forbids (C0 controls other
/// than tab, LF and CR, and U+FFFE/U+FFFF) become U+FFFD so the SVG stays well-formed for
/// strict parsers such as librsvg.
enum Markup {
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
      case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
        out += "\u{FFFD}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `text` on one line: line breaks and tabs shown as spaces (diagram labels, titles).
  static func singleLine(_ text: String) -> String {
    escape(
      String(
        String.UnicodeScalarView(
          text.unicodeScalars.map { $0 == "\n" || $0 == "\r" || $0 == "\t" ? " " : $0 })))
  }
}
