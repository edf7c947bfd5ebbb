import ButtonJSON

/// Free text (names, titles, descriptions) inside `//` comments and `#pragma mark` lines of
/// generated Swift and Objective-C.
///
/// Nothing from the catalog may end a comment or change how the code reads: titles appear as
/// quoted string literals (`"Say \"hi\""`), so line breaks show as escapes; descriptions keep
/// their lines, one comment line each; names stay on their line. Every other control
/// character, and every bidirectional override, shows as `\u{X}` (`VisibleText`). In C a
/// backslash at the end of a line would splice the next line into the comment, so no line is
/// allowed to end in one, and no trigraph is left (`??/` is a backslash too).
enum CodeComment {
  /// `text` as a quoted literal, JSON escapes (valid in Swift and C string syntax alike), the
  /// controls JSON leaves alone (DEL, C1, U+2028/2029, bidi overrides) made visible.
  static func quoted(_ text: String) -> String {
    var out = ""
    JSONWriter.quote(text, into: &out)
    return safeEnd(VisibleText.visible(out, bidi: true))
  }

  /// `text` on one comment line: every control character visible, line breaks included.
  static func inline(_ text: String) -> String {
    safeEnd(VisibleText.visible(text, bidi: true))
  }

  /// The lines of a free text, control characters made visible, none ending in a backslash.
  static func lines(_ text: String) -> [String] {
    text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      .map { line in
        var clean = VisibleText.visible(String(line), bidi: true)
        while clean.hasSuffix(" ") { clean.removeLast() }
        return safeEnd(clean)
      }
  }

  /// `line` with a `.` after a final backslash, which would continue the line in C, and no
  /// trigraph (`??/` is a backslash in C, and clang warns about every trigraph it ignores):
  /// `??` before a trigraph character is written `?\?`, as in a C string.
  static func safeEnd(_ line: String) -> String {
    var out = ""
    var scalars = Array(line.unicodeScalars)[...]
    while let scalar = scalars.popFirst() {
      out.unicodeScalars.append(scalar)
      if scalar == "?", scalars.first == "?", let next = scalars.dropFirst().first,
        "=/'()!<>-".unicodeScalars.contains(next)
      {
        out += "\\"
      }
    }
    return out.hasSuffix("\\") ? out + "." : out
  }
}
