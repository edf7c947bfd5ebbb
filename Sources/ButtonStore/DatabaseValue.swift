/// One SQLite value, in one of its five storage classes.
///
/// The exact shape SQLite stores, so reading a column never guesses: ``Row/value(at:)`` returns
/// the storage class the database holds, and typed getters convert from it explicitly.
package enum DatabaseValue: Equatable, Hashable, Sendable {
  case null
  case integer(Int64)
  case real(Double)
  case text(String)
  case blob([UInt8])

  /// The storage class name SQLite uses (`NULL`, `INTEGER`, `REAL`, `TEXT`, `BLOB`).
  package var storageClass: String {
    switch self {
    case .null: "NULL"
    case .integer: "INTEGER"
    case .real: "REAL"
    case .text: "TEXT"
    case .blob: "BLOB"
    }
  }
}
