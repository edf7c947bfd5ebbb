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

  /// The text written so far, removed (the indentation stays): a streaming renderer hands it
  /// to its sink after each button.
  mutating func take() -> String {
    defer { text = "" }
    return text
  }

  /// Hands the text written so far to `sink` (`take`).
  mutating func flush(to sink: any ExportSink) {
    if !text.isEmpty { sink.write(take()) }
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
  mutating func indented(_ body: (inout SourceText) throws -> Void) rethrows {
    depth += 1
    defer { depth -= 1 }
    try body(&self)
  }

  /// `opener`, the lines of `body` indented, then `closer`.
  mutating func block(
    _ opener: String, _ closer: String = "}", _ body: (inout SourceText) throws -> Void
  ) rethrows {
    line(opener)
    try indented(body)
    line(closer)
  }

  /// Each line of `text` prefixed with `prefix` (`/// `, `// `); empty lines keep the marker only.
  mutating func comment(_ prefix: String, _ lines: [String]) {
    for l in lines {
      line(l.isEmpty ? String(prefix.dropLast(prefix.hasSuffix(" ") ? 1 : 0)) : prefix + l)
    }
  }
}
