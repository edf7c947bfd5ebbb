/// A shell-style pattern over button names (`tabbar/*`), matched against the whole name.
///
/// - `*` matches any run of characters within one group (it does not cross `/`);
/// - `**` matches any run, `/` included; `**/` at the start or after a `/` matches any number
///   of whole groups, none included (`**/home` matches `home` and `a/b/home`);
/// - `?` matches one character other than `/`;
/// - `[…]` matches one character of the set (`[abc]`, ranges `[a-z]`, negated with `!` or `^`
///   first; a `]` first is itself), never `/`;
/// - anything else matches itself.
///
/// A character is a Unicode code point, as a name's length counts them. Names hold only
/// letters, digits, `.`, `-`, `_` and `/`, so text with `*`, `?` or `[` is a pattern and any
/// other text a plain name (`isPattern`).
package struct NamePattern: Hashable, Sendable, CustomStringConvertible {
  /// The pattern as typed.
  package let text: String
  private let tokens: [Token]

  enum Token: Hashable, Sendable {
    case literal(Unicode.Scalar)
    /// `?`
    case one
    /// `[…]`: ranges, and whether the set is negated.
    case set([ClosedRange<UInt32>], negated: Bool)
    /// `*`
    case star
    /// `**`
    case any
    /// `**/` at the start or after `/`: whole groups, none included.
    case groups
  }

  /// Why text is not a pattern.
  package struct SyntaxError: Error, Equatable, CustomStringConvertible {
    package var pattern: String
    package var message: String
    package var description: String { "'\(pattern)': \(message)" }
  }

  /// Whether `text` is a pattern rather than a plain name.
  package static func isPattern(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == "*" || $0 == "?" || $0 == "[" }
  }

  package init(_ text: String) throws(SyntaxError) {
    self.text = text
    let scalars = Array(text.unicodeScalars)
    var tokens: [Token] = []
    var i = 0
    while i < scalars.count {
      let c = scalars[i]
      switch c {
      case "*":
        var end = i
        while end < scalars.count, scalars[end] == "*" { end += 1 }
        if end - i == 1 {
          tokens.append(.star)
        } else if (i == 0 || scalars[i - 1] == "/") && end < scalars.count && scalars[end] == "/" {
          tokens.append(.groups)
          end += 1
        } else {
          tokens.append(.any)
        }
        i = end
      case "?":
        tokens.append(.one)
        i += 1
      case "[":
        var j = i + 1
        var negated = false
        if j < scalars.count, scalars[j] == "!" || scalars[j] == "^" {
          negated = true
          j += 1
        }
        var ranges: [ClosedRange<UInt32>] = []
        var first = true
        while j < scalars.count, scalars[j] != "]" || first {
          first = false
          let low = scalars[j]
          if j + 2 < scalars.count, scalars[j + 1] == "-", scalars[j + 2] != "]" {
            let high = scalars[j + 2]
            guard low.value <= high.value else {
              throw SyntaxError(pattern: text, message: "the range '\(low)-\(high)' is reversed")
            }
            ranges.append(low.value...high.value)
            j += 3
          } else {
            ranges.append(low.value...low.value)
            j += 1
          }
        }
        guard j < scalars.count else {
          throw SyntaxError(pattern: text, message: "'[' is not closed by ']'")
        }
        tokens.append(.set(ranges, negated: negated))
        i = j + 1
      default:
        tokens.append(.literal(c))
        i += 1
      }
    }
    self.tokens = tokens
  }

  package var description: String { text }

  /// Whether the whole of `name` matches.
  package func matches(_ name: String) -> Bool {
    let s = Array(name.unicodeScalars)
    let n = s.count
    // matched[i][j]: tokens i… match s[j…]; filled from the end.
    var next = [Bool](repeating: false, count: n + 1)
    next[n] = true  // no tokens left: only the end matches
    for token in tokens.reversed() {
      var here = [Bool](repeating: false, count: n + 1)
      // `.groups`: whether a run from j… ending with `/` is followed by a match of the rest.
      var groupsAfter = false
      for j in stride(from: n, through: 0, by: -1) {
        switch token {
        case .literal(let c): here[j] = j < n && s[j] == c && next[j + 1]
        case .one: here[j] = j < n && s[j] != "/" && next[j + 1]
        case .set(let ranges, let negated):
          here[j] =
            j < n && s[j] != "/" && ranges.contains { $0.contains(s[j].value) } != negated
            && next[j + 1]
        case .star: here[j] = next[j] || (j < n && s[j] != "/" && here[j + 1])
        case .any: here[j] = next[j] || (j < n && here[j + 1])
        case .groups:
          // None, or a run ending with `/` (whole groups).
          if j < n { groupsAfter = (s[j] == "/" && next[j + 1]) || groupsAfter }
          here[j] = next[j] || groupsAfter
        }
      }
      next = here
    }
    return next[0]
  }
}
