/// A JSON value whose objects keep their keys in the order they were written.
///
/// Every machine-readable output goes through this type so key order and number formatting
/// are the same everywhere (same catalog, same bytes).
package enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case integer(Int64)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  package static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.integer(let x), .integer(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// `value` when present, `null` otherwise.
  package static func optional<T>(_ value: T?, _ transform: (T) -> JSONValue) -> JSONValue {
    value.map(transform) ?? .null
  }

  /// The value of `key` when this is an object holding it.
  package subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.0 == key }?.1
  }
}
