import ButtonLayout

/// buttoncat's pseudo-locales (`--pseudo double,accented,bounded,rtl`): the project's own
/// approximations of Xcode's pseudolanguages, whose exact transforms Apple does not publish
/// (docs/variants.md, "Pseudo-locales"). They show where a button breaks with longer, taller,
/// bounded or right-to-left text; they do not reproduce Xcode's strings character for character.
///
/// Format specifiers (`%@`, `%lld`, `%1$@`, `%%`, `%#@name@`) are kept as written, so a
/// transformed title still formats.
package enum PseudoLocale: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
  /// Approximates Xcode's "Double-Length Pseudolanguage": the text twice
  /// (`StringAssumptions.doubleLength`).
  case double
  /// Approximates "Accented Pseudolanguage": Latin letters replaced with accented ones
  /// (`StringAssumptions.accentedLetters`), to show tall ascenders and descenders.
  case accented
  /// Approximates "Bounded String Pseudolanguage": the text between markers
  /// (`StringAssumptions.boundedMarkers`), to reveal truncation at either end.
  case bounded
  /// Xcode's "Right-to-Left Pseudolanguage": the text unchanged, laid out right to left.
  case rtl

  /// The name variants are reported under (`pseudo-double`), never a real locale code.
  package var localeName: String { "pseudo-" + rawValue }

  /// The layout direction the pseudo-locale forces, when it forces one.
  package var direction: LayoutDirection? { self == .rtl ? .rightToLeft : nil }

  /// Whether the transform is an approximation of Xcode's (all but `rtl`, which Apple documents
  /// as leaving strings unchanged).
  package var isApproximation: Bool { self != .rtl }

  /// `text` as this pseudo-locale shows it.
  package func transform(_ text: String) -> String {
    switch self {
    case .double: StringAssumptions.doubleLength(text)
    case .accented: Self.mapLetters(text)
    case .bounded:
      StringAssumptions.boundedMarkers.open + text + StringAssumptions.boundedMarkers.close
    case .rtl: text
    }
  }

  /// The letters of `text` outside format specifiers, accented.
  static func mapLetters(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    let scalars = Array(text.unicodeScalars)
    var i = 0
    while i < scalars.count {
      if let end = FormatSpecifier.end(in: scalars, at: i) {
        out.append(contentsOf: scalars[i..<end])
        i = end
        continue
      }
      let s = scalars[i]
      out.append(StringAssumptions.accentedLetters[s] ?? s)
      i += 1
    }
    return String(out)
  }
}

/// printf-style format specifiers as Foundation strings use them.
enum FormatSpecifier {
  /// The index just past the specifier starting at `i`, or nil when none starts there.
  static func end(in s: [Unicode.Scalar], at i: Int) -> Int? {
    guard s[i] == "%", i + 1 < s.count else { return nil }
    var j = i + 1
    if s[j] == "%" { return j + 1 }
    // %#@name@: a String Catalog / stringsdict substitution.
    if s[j] == "#", j + 1 < s.count, s[j + 1] == "@" {
      var k = j + 2
      while k < s.count, s[k] != "@" { k += 1 }
      return k < s.count ? k + 1 : nil
    }
    // Position (1$), flags, width, precision, length, conversion.
    var k = j
    while k < s.count, ("0"..."9").contains(s[k]) { k += 1 }
    if k < s.count, s[k] == "$", k > j { j = k + 1 }
    while j < s.count, "-+ #0'".unicodeScalars.contains(s[j]) { j += 1 }
    while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "*" { j += 1 }
    if j < s.count, s[j] == "." {
      j += 1
      while j < s.count, ("0"..."9").contains(s[j]) || s[j] == "*" { j += 1 }
    }
    while j < s.count, "hlqLzjt".unicodeScalars.contains(s[j]) { j += 1 }
    guard j < s.count, "@dDiuUoOxXfFeEgGcCsSpaA".unicodeScalars.contains(s[j]) else { return nil }
    return j + 1
  }
}
