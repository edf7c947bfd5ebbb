/// The code name of a button style, derived from its catalog name so that every identifier the
/// code generators build from it is valid Swift and Objective-C.
///
/// Names may hold `/`, `.`, `-`, `_`, leading digits and any Unicode letter; identifiers may
/// not. The name is split into words at every ASCII character that is not a letter or digit;
/// each non-ASCII character becomes its own word `uXXXX` (its code point in hex, so `设置` is
/// `u8BBEU7F6E`): plain ASCII works in both languages, and the doc comment above each generated
/// member keeps the original name. Generated members always add a prefix or suffix
/// (`applyClassStyle`, `classStyle`, `ClassLabelStyle`), so a name that is a keyword (`class`,
/// `default`) never becomes a bare keyword; a member that would start with a digit gets a
/// leading `_`.
package struct StyleIdentifier: Hashable, Sendable {
  /// Lower camel case, possibly starting with a digit: `tabbarHomeIcon`, `2up`, `class`.
  package let lower: String
  /// Upper camel case, possibly starting with a digit: `TabbarHomeIcon`, `2up`, `Class`.
  package let upper: String

  init(lower: String, upper: String) {
    self.lower = lower
    self.upper = upper
  }

  /// The identifier of `name` alone, before collisions with other names are resolved.
  package init(name: String) {
    var words: [String] = []
    var word = ""
    func flush() {
      if !word.isEmpty { words.append(word) }
      word = ""
    }
    for scalar in name.unicodeScalars {
      if scalar.isASCII {
        if Self.isASCIILetterOrDigit(scalar) {
          word.unicodeScalars.append(scalar)
        } else {
          flush()
        }
      } else {
        flush()
        let hex = String(scalar.value, radix: 16, uppercase: true)
        words.append("u" + String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex)
      }
    }
    flush()
    if words.isEmpty { words = ["button"] }
    let rest = words.dropFirst().map(ObjCRenderer.capitalized).joined()
    lower = Self.lowercasedLead(words[0]) + rest
    upper = ObjCRenderer.capitalized(words[0]) + rest
  }

  /// `lower` followed by `suffix`, a valid identifier (`classStyle`, `_2upStyle`).
  package func member(suffix: String) -> String {
    Self.startsWithDigit(lower) ? "_" + lower + suffix : lower + suffix
  }

  /// `prefix` followed by `upper` and `suffix` (`applyClassStyle`, `apply2upStyle`); a type name
  /// when `prefix` is empty (`ClassLabelStyle`, `_2upLabelStyle`).
  package func member(prefix: String, suffix: String) -> String {
    prefix.isEmpty && Self.startsWithDigit(upper) ? "_" + upper + suffix : prefix + upper + suffix
  }

  /// The identifiers of a whole catalog, in its order, collisions resolved: the first keeps the
  /// identifier, the next get `_2`, `_3`… (underscores never occur otherwise, so a suffixed one
  /// cannot meet another button's own identifier).
  ///
  /// Two identifiers collide when their lower forms or their upper forms are equal (`iOS` and
  /// `IOS` differ in lower camel case but both make `applyIOSStyle`; `AB` and `a-b` both make
  /// `ABLabelStyle`). An identifier whose generated names would shadow an SDK name
  /// (`SDKNames`: `default` would declare SwiftUI's `DefaultLabelStyle`) is suffixed too.
  package static func unique(_ names: [String]) -> [StyleIdentifier] {
    let plain = names.map(StyleIdentifier.init(name:))
    let wantedLower = Set(plain.map(\.lower))
    let wantedUpper = Set(plain.map(\.upper))
    var usedLower = Set<String>()
    var usedUpper = Set<String>()
    return plain.map { identifier in
      var candidate = identifier
      var n = 2
      while usedLower.contains(candidate.lower) || usedUpper.contains(candidate.upper)
        || candidate.shadowsSDKName
        || (n > 2
          && (wantedLower.contains(candidate.lower) || wantedUpper.contains(candidate.upper)))
      {
        candidate = StyleIdentifier(
          lower: identifier.lower + "_\(n)", upper: identifier.upper + "_\(n)")
        n += 1
      }
      usedLower.insert(candidate.lower)
      usedUpper.insert(candidate.upper)
      return candidate
    }
  }

  /// The type names the `swiftui` export declares for this style (`XLabelStyle`, `XLabel`).
  package var typeNames: [String] {
    ["LabelStyle", "Label"].map { member(prefix: "", suffix: $0) }
  }

  /// Whether a generated type would shadow an SDK type, or a generated static member would
  /// read as an SDK member of the same type.
  var shadowsSDKName: Bool {
    typeNames.contains { SDKNames.types.contains($0) }
      || SDKNames.configurationMembers.contains(member(suffix: "Style"))
  }

  private static func isASCIILetterOrDigit(_ s: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s)
  }

  private static func startsWithDigit(_ s: String) -> Bool {
    s.unicodeScalars.first.map { ("0"..."9").contains($0) } ?? false
  }

  /// Lowercases a leading run of capitals, keeping the last one when a lowercase letter follows
  /// (`HTTPButton` → `httpButton`, `Share` → `share`), as Swift's API guidelines spell acronyms.
  private static func lowercasedLead(_ word: String) -> String {
    let scalars = Array(word.unicodeScalars)
    var run = 0
    while run < scalars.count, ("A"..."Z").contains(scalars[run]) { run += 1 }
    if run > 1, run < scalars.count, ("a"..."z").contains(scalars[run]) { run -= 1 }
    return String(String.UnicodeScalarView(scalars[..<run])).lowercased()
      + String(String.UnicodeScalarView(scalars[run...]))
  }
}
