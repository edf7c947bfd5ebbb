internal import CSQLite

/// The current row of a running ``Statement``, read by column index.
///
/// A row is a view, not a copy: it reads straight from SQLite, so streaming a million rows
/// allocates nothing per row beyond the values read. It is only valid while its statement stays
/// on that row, which means inside the `forEachRow`/`iterate` closure that received it; using it
/// later is a programmer mistake and traps, as does a column index out of range. A stored value
/// that does not fit the requested type is a property of the file, not of the code, so it
/// throws a ``DatabaseError`` with code 20 (`SQLITE_MISMATCH`).
package struct Row {
  let statement: Statement
  let position: Int

  /// The number of columns.
  package var count: Int { statement.columnCount }

  /// The name of column `index`.
  package func columnName(at index: Int) -> String {
    statement.columnName(at: index)
  }

  /// Whether column `index` holds NULL.
  package func isNull(at index: Int) -> Bool {
    sqlite3_column_type(checked(index), Int32(index)) == SQLITE_NULL
  }

  /// The value of column `index`, in the storage class SQLite holds it in.
  package func value(at index: Int) throws -> DatabaseValue {
    let handle = checked(index)
    let column = Int32(index)
    switch sqlite3_column_type(handle, column) {
    case SQLITE_NULL:
      return .null
    case SQLITE_INTEGER:
      return .integer(sqlite3_column_int64(handle, column))
    case SQLITE_FLOAT:
      return .real(sqlite3_column_double(handle, column))
    case SQLITE_TEXT:
      // The pointer first, then the length: that order is what SQLite documents.
      guard let text = sqlite3_column_text(handle, column) else { throw outOfMemory() }
      let count = Int(sqlite3_column_bytes(handle, column))
      return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
    case SQLITE_BLOB:
      // An empty blob has no pointer at all.
      let blob = sqlite3_column_blob(handle, column)
      let count = Int(sqlite3_column_bytes(handle, column))
      guard count > 0 else { return .blob([]) }
      guard let blob else { throw outOfMemory() }
      return .blob(Array(UnsafeRawBufferPointer(start: blob, count: count)))
    case let type:
      preconditionFailure("unknown SQLite column type \(type)")
    }
  }

  /// Calls `body` with the UTF-8 bytes of column `index` as SQLite holds them, without making
  /// a `String` of them (valid only inside `body`); `nil` when the column does not hold TEXT.
  package func withTextBytes<Result>(
    at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
  ) throws -> Result? {
    let handle = checked(index)
    let column = Int32(index)
    guard sqlite3_column_type(handle, column) == SQLITE_TEXT else { return nil }
    guard let text = sqlite3_column_text(handle, column) else { throw outOfMemory() }
    let count = Int(sqlite3_column_bytes(handle, column))
    return try body(UnsafeBufferPointer(start: text, count: count))
  }

  /// The value of column `index` as `Value`; throws when the stored value does not fit.
  ///
  /// Ask for an `Optional` type (`as: String?.self`) to read NULL as `nil`.
  package func value<Value: DatabaseValueConvertible>(
    at index: Int, as type: Value.Type = Value.self
  ) throws -> Value {
    let stored = try value(at: index)
    guard let value = Value(databaseValue: stored) else {
      throw DatabaseError(
        resultCode: SQLITE_MISMATCH,
        message: "column \(index) (\(columnName(at: index))) holds \(stored.storageClass), "
          + "which cannot be read as \(Value.self)",
        sql: statement.sql)
    }
    return value
  }

  /// Column `index` as an integer; it must hold INTEGER.
  package func int64(at index: Int) throws -> Int64 { try value(at: index) }
  /// Column `index` as an `Int`; it must hold INTEGER.
  package func int(at index: Int) throws -> Int { try value(at: index) }
  /// Column `index` as a `Double`; it must hold REAL or INTEGER.
  package func double(at index: Int) throws -> Double { try value(at: index) }
  /// Column `index` as a `Bool`; it must hold INTEGER (non-zero is true).
  package func bool(at index: Int) throws -> Bool { try value(at: index) }
  /// Column `index` as a `String`; it must hold TEXT.
  package func string(at index: Int) throws -> String { try value(at: index) }
  /// Column `index` as a `String`, or `nil` for NULL; it must hold TEXT or NULL. (The
  /// optional readers are concrete so that callers in other modules need no generic metadata.)
  package func optionalString(at index: Int) throws -> String? { try value(at: index) }
  /// Column `index` as bytes; it must hold BLOB.
  package func blob(at index: Int) throws -> [UInt8] { try value(at: index) }

  /// The statement handle, after checking that this row is current and `index` exists.
  private func checked(_ index: Int) -> SQLiteStatement {
    precondition(
      statement.isOnRow && statement.position == position,
      "row of `\(statement.sql)` used after its statement moved on; copy values inside the loop")
    precondition(
      index >= 0 && index < statement.columnCount,
      "column \(index) out of range 0..<\(statement.columnCount) in `\(statement.sql)`")
    return statement.handle
  }

  private func outOfMemory() -> DatabaseError {
    DatabaseError(resultCode: SQLITE_NOMEM, sql: statement.sql)
  }
}
