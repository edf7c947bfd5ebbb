/// Text and attribute values for XML (SVG) and HTML, escaped so no input can break the markup.
///
/// `&`, `<`, `>`, `"` and `'` become entities; CR and CRLF become LF (as XML parsers read
/// them). Control characters other than tab and LF (C0, which XML 1.0 forbids even as references, DEL, C1, U+2028/2029) show as the text
/// `\u{X}` (`VisibleText`), and the non-characters U+FFFE/U+FFFF become U+FFFD, so the SVG
/// stays well-formed for strict parsers such as librsvg and nothing invisible reaches a page.
enum Markup {
  static func escape(_ text: String) -> String {
    var out = ""
    var previous: Unicode.Scalar = " "
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      case "\n" where previous == "\r": break  // CRLF: written as the CR's LF.
      case "\r": out += "\n"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case _ where VisibleText.isControl(scalar): out += VisibleText.escape(scalar)
      case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
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
