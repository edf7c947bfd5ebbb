/// Serialises `JSONValue` deterministically: two-space indentation (or compact), keys in the
/// order given, numbers in their shortest round-tripping form, integral numbers without `.0`.
public struct JSONWriter: Sendable {
  public var pretty: Bool

  public init(pretty: Bool = true) {
    self.pretty = pretty
  }

  /// The text of `value`, without a trailing newline.
  public func string(_ value: JSONValue) -> String {
    var out = ""
    write(value, into: &out)
    return out
  }

  public func write(_ value: JSONValue, into out: inout String) {
    write(value, indent: 0, into: &out)
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
  public static func format(_ d: Double) -> String {
    guard d.isFinite else { return "null" }
    if d == d.rounded(), Swift.abs(d) < 1e15 {
      return String(Int64(d))
    }
    return d.description
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped; everything else
  /// (emoji, CJK) written as UTF-8.
  public static func quote(_ s: String, into out: inout String) {
    out += "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
