/// Generated source text built line by line with two-space indentation.
///
/// Code generators nest blocks; tracking the indentation here keeps every renderer's output
/// consistent and free of trailing whitespace (an empty line is written as a bare LF).
struct SourceText {
  private(set) var text = ""
  private var depth = 0

  mutating func line(_ s: String = "") {
    if s.isEmpty {
      text += "\n"
    } else {
      text += String(repeating: "  ", count: depth) + s + "\n"
    }
  }

  /// `s` as it is, without the current indentation (fixed text that carries its own).
  mutating func raw(_ s: String) {
    text += s + "\n"
  }

  /// Each line of a fixed text as it is (a final line break adds no empty line).
  mutating func rawLines(_ s: String) {
    var lines = s.split(separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    for l in lines { raw(String(l)) }
  }

  /// Lines written by `body` one level deeper.
  mutating func indented(_ body: (inout SourceText) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  /// `opener`, the lines of `body` indented, then `closer`.
  mutating func block(_ opener: String, _ closer: String = "}", _ body: (inout SourceText) -> Void)
  {
    line(opener)
    indented(body)
    line(closer)
  }

  /// Each line of `text` prefixed with `prefix` (`/// `, `// `); empty lines keep the marker only.
  mutating func comment(_ prefix: String, _ lines: [String]) {
    for l in lines {
      line(l.isEmpty ? String(prefix.dropLast(prefix.hasSuffix(" ") ? 1 : 0)) : prefix + l)
    }
  }
}
