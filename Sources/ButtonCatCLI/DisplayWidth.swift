/// How many terminal columns text takes, for tables and diagrams that line up.
///
/// A grapheme cluster (a `Character`) takes two columns when it is East Asian Wide or
/// Fullwidth (CJK ideographs, kana, Hangul, fullwidth forms; Unicode's EastAsianWidth.txt,
/// values W and F) or an emoji shown as emoji; none when it is only combining marks or
/// zero-width format characters (a mark at the start of a text, a lone zero-width space); one
/// otherwise. Marks and joiners inside a cluster add nothing: `é` written as `e` + U+0301 takes
/// one column, `👩‍💻` two. Terminals follow the same tables (wcwidth).
enum DisplayWidth {
  static func of(_ text: String) -> Int {
    // Printable ASCII (most of what tables hold): one column per byte, without grapheme
    // breaking or Unicode property lookups.
    let printableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
      bytes.allSatisfy { (0x20..<0x7F).contains($0) }
    }
    if printableASCII ?? text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) {
      return text.utf8.count
    }
    return text.reduce(0) { $0 + of($1) }
  }

  static func of(_ c: Character) -> Int {
    let scalars = c.unicodeScalars
    guard let base = scalars.first(where: { !isZeroWidth($0) }) else { return 0 }
    if isWide(base) || base.properties.isEmojiPresentation { return 2 }
    // A text-style emoji made emoji-style by VARIATION SELECTOR-16 (`❤️`).
    if base.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
    return 1
  }

  /// Combining marks (Mn, Me), format characters (Cf: zero-width space, joiners, bidi
  /// controls) and Hangul medial and final jamo, which join the syllable before them.
  static func isZeroWidth(_ s: Unicode.Scalar) -> Bool {
    switch s.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return (0x1160...0x11FF).contains(s.value) || (0xD7B0...0xD7FF).contains(s.value)
    }
  }

  /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji blocks.
  static let wideRanges: [ClosedRange<UInt32>] = [
    0x1100...0x115F,  // Hangul Jamo initial consonants
    0x2329...0x232A,  // angle brackets
    0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK punctuation
    0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, CJK symbols
    0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
    0x4E00...0x9FFF,  // CJK Unified Ideographs
    0xA000...0xA4CF,  // Yi
    0xA960...0xA97F,  // Hangul Jamo Extended-A
    0xAC00...0xD7A3,  // Hangul syllables
    0xF900...0xFAFF,  // CJK Compatibility Ideographs
    0xFE10...0xFE19,  // vertical forms
    0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
    0xFF00...0xFF60,  // fullwidth forms
    0xFFE0...0xFFE6,  // fullwidth signs
    0x16FE0...0x16FE4,  // ideographic symbols
    0x17000...0x18CFF,  // Tangut, Khitan
    0x1AFF0...0x1B2FF,  // Kana supplement and extensions, Nushu
    0x1F200...0x1F2FF,  // enclosed ideographic supplement
    0x20000...0x2FFFD,  // CJK Extensions B–F, compatibility supplement
    0x30000...0x3FFFD,  // CJK Extensions G–H
  ]

  static func isWide(_ s: Unicode.Scalar) -> Bool {
    let v = s.value
    guard v >= 0x1100 else { return false }
    return wideRanges.contains { $0.contains(v) }
  }

  /// `text` followed by spaces up to `width` columns.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: Swift.max(0, width - of(text)))
  }
}
