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
  /// (emoji, CJK) written as UTF-8. Runs without escapes are appended whole.
  package static func quote(_ s: String, into out: inout String) {
    out += "\""
    let original = s
    var s = s
    s.withUTF8 { bytes in
      var runStart = 0
      for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C {
        if i > runStart {
          out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<i]), as: UTF8.self)
        }
        switch byte {
        case 0x22: out += "\\\""
        case 0x5C: out += "\\\\"
        case 0x0A: out += "\\n"
        case 0x0D: out += "\\r"
        case 0x09: out += "\\t"
        case 0x08: out += "\\b"
        case 0x0C: out += "\\f"
        default:
          let hex = String(byte, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
        runStart = i + 1
      }
      if runStart == 0 {
        out += original
      } else if runStart < bytes.count {
        out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
      }
    }
    out += "\""
  }
}
