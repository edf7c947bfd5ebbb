/// A Swift type that is bound as, and read back from, a ``DatabaseValue``.
///
/// The conversions are strict on purpose: an INTEGER column read as `String` fails instead of
/// silently producing `"42"`, so a schema mistake shows up as an error, not as odd data. The
/// conforming types are the ones the storage layer needs: `Int64`, `Int`, `Double`, `Bool`,
/// `String`, `[UInt8]` (blobs), `DatabaseValue`, and `Optional` of any of them (NULL ⇄ `nil`).
package protocol DatabaseValueConvertible: Sendable {
  /// The value to bind.
  var databaseValue: DatabaseValue { get }

  /// The Swift value for a stored value, or nil when the storage class does not fit.
  init?(databaseValue: DatabaseValue)
}

extension DatabaseValue: DatabaseValueConvertible {
  package var databaseValue: DatabaseValue { self }
  package init?(databaseValue: DatabaseValue) { self = databaseValue }
}

extension Int64: DatabaseValueConvertible {
  package var databaseValue: DatabaseValue { .integer(self) }
  package init?(databaseValue: DatabaseValue) {
    guard case .integer(let value) = databaseValue else { return nil }
    self = value
  }
}

extension Int: DatabaseValueConvertible {
  package var databaseValue: DatabaseValue { .integer(Int64(self)) }
  package init?(databaseValue: DatabaseValue) {
    guard case .integer(let value) = databaseValue, let exact = Int(exactly: value) else {
      return nil
    }
    self = exact
  }
}

extension Double: DatabaseValueConvertible {
  /// Note: SQLite stores a bound NaN as NULL.
  package var databaseValue: DatabaseValue { .real(self) }
  /// Accepts REAL, and INTEGER because SQLite computes `1 + 1` as an integer.
  package init?(databaseValue: DatabaseValue) {
    switch databaseValue {
    case .real(let value): self = value
    case .integer(let value): self = Double(value)
    default: return nil
    }
  }
}

extension Bool: DatabaseValueConvertible {
  /// Stored as INTEGER 0 or 1, as SQLite's own boolean expressions produce them.
  package var databaseValue: DatabaseValue { .integer(self ? 1 : 0) }
  /// Any non-zero integer is true, as in SQLite.
  package init?(databaseValue: DatabaseValue) {
    guard case .integer(let value) = databaseValue else { return nil }
    self = value != 0
  }
}

extension String: DatabaseValueConvertible {
  package var databaseValue: DatabaseValue { .text(self) }
  package init?(databaseValue: DatabaseValue) {
    guard case .text(let value) = databaseValue else { return nil }
    self = value
  }
}

extension Array: DatabaseValueConvertible where Element == UInt8 {
  /// A blob. An empty array is an empty blob, not NULL.
  package var databaseValue: DatabaseValue { .blob(self) }
  package init?(databaseValue: DatabaseValue) {
    guard case .blob(let value) = databaseValue else { return nil }
    self = value
  }
}

extension Optional: DatabaseValueConvertible where Wrapped: DatabaseValueConvertible {
  /// `nil` is bound as NULL.
  package var databaseValue: DatabaseValue {
    switch self {
    case .none: .null
    case .some(let wrapped): wrapped.databaseValue
    }
  }
  /// NULL reads as `nil`; any other value must fit `Wrapped`.
  package init?(databaseValue: DatabaseValue) {
    if case .null = databaseValue {
      self = .none
    } else if let wrapped = Wrapped(databaseValue: databaseValue) {
      self = .some(wrapped)
    } else {
      return nil
    }
  }
}
