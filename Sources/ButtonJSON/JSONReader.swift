/// Reads typed fields out of a `JSONValue`, collecting every problem with the path where it is
/// (`buttons[3].spacing: expected a number, got "8"`) instead of stopping at the first.
///
/// Import validation lists every problem in a document; decoding stored layouts uses the same
/// reader and throws when anything was wrong.
package final class JSONReader {
  package private(set) var problems: [String] = []

  package init() {}

  package func problem(_ path: String, _ message: String) {
    problems.append(path.isEmpty ? message : "\(path): \(message)")
  }

  /// The members of an object, or `nil` (with a problem) when `value` is not one. Keys not in
  /// `allowed` are problems too, when `allowed` is given.
  package func object(_ value: JSONValue?, _ path: String, allowed: Set<String>? = nil)
    -> [String: JSONValue]?
  {
    guard let value else {
      problem(path, "missing")
      return nil
    }
    guard case .object(let members) = value else {
      problem(path, "expected an object, got \(Self.kind(value))")
      return nil
    }
    if let allowed {
      for (key, _) in members where !allowed.contains(key) {
        problem(path.isEmpty ? key : "\(path).\(key)", "unknown key")
      }
    }
    return Dictionary(members, uniquingKeysWith: { first, _ in first })
  }

  package func array(_ value: JSONValue?, _ path: String) -> [JSONValue]? {
    guard let value else {
      problem(path, "missing")
      return nil
    }
    guard case .array(let items) = value else {
      problem(path, "expected an array, got \(Self.kind(value))")
      return nil
    }
    return items
  }

  package func string(_ value: JSONValue?, _ path: String) -> String? {
    guard let value else {
      problem(path, "missing")
      return nil
    }
    guard case .string(let s) = value else {
      problem(path, "expected a string, got \(Self.kind(value))")
      return nil
    }
    return s
  }

  /// A string or `null`.
  package func optionalString(_ value: JSONValue?, _ path: String) -> String?? {
    if value == nil || value == .null { return .some(nil) }
    return string(value, path).map { .some($0) }
  }

  package func number(_ value: JSONValue?, _ path: String) -> Double? {
    guard let value else {
      problem(path, "missing")
      return nil
    }
    guard let d = value.doubleValue else {
      problem(path, "expected a number, got \(Self.kind(value))")
      return nil
    }
    return d
  }

  /// A number or `null`.
  package func optionalNumber(_ value: JSONValue?, _ path: String) -> Double?? {
    if value == nil || value == .null { return .some(nil) }
    return number(value, path).map { .some($0) }
  }

  package func integer(_ value: JSONValue?, _ path: String) -> Int? {
    guard let d = number(value, path) else { return nil }
    guard d == d.rounded(), Swift.abs(d) < 1e15 else {
      problem(path, "expected a whole number, got \(JSONWriter.format(d))")
      return nil
    }
    return Int(d)
  }

  package func bool(_ value: JSONValue?, _ path: String) -> Bool? {
    guard let value else {
      problem(path, "missing")
      return nil
    }
    guard case .bool(let b) = value else {
      problem(path, "expected true or false, got \(Self.kind(value))")
      return nil
    }
    return b
  }

  /// One of an enumeration's raw values.
  package func choice<T: RawRepresentable & CaseIterable>(
    _ value: JSONValue?, _ path: String, _: T.Type
  )
    -> T? where T.RawValue == String
  {
    guard let text = string(value, path) else { return nil }
    guard let result = T(rawValue: text) else {
      problem(
        path, "\"\(text)\" is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
      return nil
    }
    return result
  }

  package static func kind(_ value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let d): JSONWriter.format(d)
    case .integer(let i): String(i)
    case .string(let s): "\"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A document that did not have the expected shape; every problem is listed.
package struct JSONShapeError: Error, Equatable, CustomStringConvertible {
  package var problems: [String]

  package init(problems: [String]) {
    self.problems = problems
  }

  package var description: String { problems.joined(separator: "; ") }
}
