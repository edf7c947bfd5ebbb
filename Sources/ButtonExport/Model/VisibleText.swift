/// Control characters made visible, for every text output that a person or a parser reads.
///
/// A catalog row may hold any character (an older version accepted them, and a catalog file
/// can be edited by hand), so renderers treat their strings as arbitrary. C0 controls
/// (U+0000 included), DEL, C1 controls and the Unicode line and paragraph separators would cut
/// or break a line, end a comment in generated code, or make XML ill-formed; bidirectional
/// embedding, override and isolate characters reorder how code reads on screen ("Trojan
/// Source"). Each becomes the text `\u{X}` (Swift's escape syntax, hexadecimal code point), so
/// it is seen rather than obeyed.
package enum VisibleText {
  /// C0 (U+0000–U+001F), DEL, C1 (U+0080–U+009F), U+2028 and U+2029.
  package static func isControl(_ s: Unicode.Scalar) -> Bool {
    s.value < 0x20 || (0x7F...0x9F).contains(s.value) || s.value == 0x2028 || s.value == 0x2029
  }

  /// The bidirectional formatting characters compilers warn about in source (LRE, RLE, PDF,
  /// LRO, RLO, LRI, RLI, FSI, PDI): U+202A–U+202E and U+2066–U+2069.
  package static func isBidiControl(_ s: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(s.value) || (0x2066...0x2069).contains(s.value)
  }

  /// `\u{1B}` for U+001B.
  package static func escape(_ s: Unicode.Scalar) -> String {
    "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
  }

  /// `text` with every control character escaped (and every bidi control when `bidi`), except
  /// the scalars `keep` accepts (a multi-line field keeps its line feeds, say).
  package static func visible(
    _ text: String, bidi: Bool = false, keep: (Unicode.Scalar) -> Bool = { _ in false }
  ) -> String {
    guard
      text.unicodeScalars.contains(where: {
        (isControl($0) || (bidi && isBidiControl($0))) && !keep($0)
      })
    else { return text }
    var out = ""
    for s in text.unicodeScalars {
      if (isControl(s) || (bidi && isBidiControl(s))) && !keep(s) {
        out += escape(s)
      } else {
        out.unicodeScalars.append(s)
      }
    }
    return out
  }
}
