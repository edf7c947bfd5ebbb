import ButtonJSON

/// Free text (titles, descriptions) inside `//` comments of generated Swift and Objective-C.
///
/// Titles appear as quoted string literals (`"Say \"hi\""`), so line breaks and control
/// characters show as escapes. Descriptions keep their lines, one comment line each. In C a
/// backslash at the end of a line would splice the next line into the comment, so no line is
/// allowed to end in one.
enum CodeComment {
  /// `text` as a quoted literal, JSON escapes (valid in Swift and C string syntax alike).
  static func quoted(_ text: String) -> String {
    var out = ""
    JSONWriter.quote(text, into: &out)
    return out
  }

  /// The lines of a free text, control characters dropped, none ending in a backslash.
  static func lines(_ text: String) -> [String] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      .map { line in
        var clean = String(
          String.UnicodeScalarView(
            line.unicodeScalars.filter {
              $0.value >= 0x20 && $0.value != 0x7F && $0 != "\u{2028}" && $0 != "\u{2029}"
            }))
        while clean.hasSuffix(" ") { clean.removeLast() }
        if clean.hasSuffix("\\") { clean += "." }
        return clean
      }
  }
}
