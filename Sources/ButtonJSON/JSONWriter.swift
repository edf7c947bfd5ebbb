/// Serialises `JSONValue` deterministically: two-space indentation (or compact), keys in the
/// order given, numbers in their shortest round-tripping form, integral numbers without `.0`.
package struct JSONWriter: Sendable {
  package var pretty: Bool

  package init(pretty: Bool = true) {
    self.pretty = pretty
  }

  /// The text of `value`, without a trailing newline.
  package func string(_ value: JSONValue) -> String {
    guard pretty else { return Self.compact(value).text }
    var out = ""
    write(value, into: &out)
    return out
  }

  package func write(_ value: JSONValue, into out: inout String) {
    write(value, level: 0, into: &out)
  }

  /// Appends `value` as if it stood `level` levels deep in a pretty document: its lines after
  /// the first indented to that depth (a report written piece by piece, `check`'s).
  package func write(_ value: JSONValue, level: Int, into out: inout String) {
    guard pretty else {
      out += Self.compact(value).text
      return
    }
    write(value, indent: level, into: &out)
  }

  /// The UTF-8 bytes of `JSONWriter(pretty: false).string(value)`, without making the string
  /// (what is hashed, such as an input digest's text, need not be one).
  package static func compactBytes(_ value: JSONValue) -> [UInt8] {
    compact(value).bytes
  }

  /// Compact text is written as bytes (`JSONBytes`): appending each piece to a `String` costs
  /// several times as much, and every record's inputs are written this way for their digest.
  private static func compact(_ value: JSONValue) -> JSONBytes {
    var out = JSONBytes(capacity: 256)
    out.value(value)
    return out
  }

  private func write(_ value: JSONValue, indent: Int, into out: inout String) {
    switch value {
    case .null: out += "null"
    case .bool(let b): out += b ? "true" : "false"
    case .number(let d): out += Self.format(d)
    case .integer(let i): out += String(i)
    case .string(let s): Self.quote(s, into: &out)
    case .array(let items):
      if items.isEmpty {
        out += "[]"
        return
      }
      out += "["
      for (i, item) in items.enumerated() {
        if i > 0 { out += "," }
        newline(indent + 1, &out)
        write(item, indent: indent + 1, into: &out)
      }
      newline(indent, &out)
      out += "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{"
      for (i, (key, item)) in members.enumerated() {
        if i > 0 { out += "," }
        newline(indent + 1, &out)
        Self.quote(key, into: &out)
        out += pretty ? ": " : ":"
        write(item, indent: indent + 1, into: &out)
      }
      newline(indent, &out)
      out += "}"
    }
  }

  @inline(__always)
  private func newline(_ indent: Int, _ out: inout String) {
    guard pretty else { return }
    out += "\n"
    out += String(repeating: "  ", count: indent)
  }

  /// A finite double as JSON: integral values without a fraction, others in Swift's shortest
  /// round-tripping form; `-0` prints as `0`. Non-finite values have no JSON form and print as
  /// `null` (the engine's validation keeps them out of every document).
  package static func format(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d == d.rounded(), Swift.abs(d) < 1e15 {
      return String(Int64(d))
    }
    return d.description
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped; everything else
  /// (emoji, CJK) written as UTF-8. The escapes are `JSONBytes`'s (one copy of the rules for
  /// the compact writer and this one).
  package static func quote(_ s: String, into out: inout String) {
    var bytes = JSONBytes(capacity: s.utf8.count + 2)
    bytes.quote(s)
    out += bytes.text
  }

}
