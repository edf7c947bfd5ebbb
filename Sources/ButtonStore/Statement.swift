internal import CSQLite

/// One prepared SQL statement: prepared in `init`, finalized in `deinit`.
///
/// Tying the `sqlite3_stmt` to an object's lifetime means it can neither leak nor be used after
/// finalization. Get one from ``Database/cachedStatement(_:)`` (prepared once, reused) or
/// ``Database/makeStatement(_:)``. Every run starts with a reset and a fresh set of bindings,
/// and ends with a reset, so a statement never holds a read transaction open between uses.
package final class Statement {
  /// The SQL text, exactly as given; it appears in every error this statement throws.
  package let sql: String
  let handle: SQLiteStatement
  /// Incremented by every step, so a ``Row`` from an earlier step can tell it is stale.
  private(set) var position = 0
  /// Whether the last step produced a row.
  private(set) var isOnRow = false
  /// Whether rows are being handed out; reusing the statement then would corrupt them.
  private var isIterating = false

  /// Prepares `sql`, which must hold exactly one statement.
  ///
  /// Throws the SQLite error for invalid SQL, and `SQLITE_MISUSE` for text holding no statement
  /// or more than one (scripts go through ``Database/execute(sql:)``).
  init(connection: SQLiteConnection, sql: String, persistent: Bool) throws {
    let flags = UInt32(persistent ? SQLITE_PREPARE_PERSISTENT : 0)
    var statement: SQLiteStatement?
    var tail = ""
    var text = sql
    let code = text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars -> Int32 in
        guard let start = chars.baseAddress else { return SQLITE_OK }
        var end: UnsafePointer<CChar>?
        let code = sqlite3_prepare_v3(
          connection, start, Int32(chars.count), flags, &statement, &end)
        if code == SQLITE_OK, let end {
          let rest = UnsafeRawBufferPointer(start: end, count: start + chars.count - end)
          tail = String(decoding: rest, as: UTF8.self)
        }
        return code
      }
    }
    try DatabaseError.check(code, connection: connection, sql: sql)
    guard let statement else {
      throw DatabaseError(resultCode: SQLITE_MISUSE, message: "no SQL statement found", sql: sql)
    }
    // Anything after the first statement must prepare to nothing (whitespace, comments);
    // otherwise it would be silently ignored.
    do {
      try prepareStatements(in: tail, connection: connection) { _, _ in
        throw DatabaseError(
          resultCode: SQLITE_MISUSE,
          message: "multiple statements found; use execute(sql:) for scripts", sql: sql)
      }
    } catch {
      sqlite3_finalize(statement)
      throw error
    }
    handle = statement
    self.sql = sql
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// The number of result columns (0 for statements that return no rows).
  package var columnCount: Int { Int(sqlite3_column_count(handle)) }

  /// The number of parameters, that is, the largest parameter index.
  package var parameterCount: Int { Int(sqlite3_bind_parameter_count(handle)) }

  /// The name of result column `index`, as SQLite reports it.
  package func columnName(at index: Int) -> String {
    precondition(
      index >= 0 && index < columnCount,
      "column \(index) out of range 0..<\(columnCount) in `\(sql)`")
    return sqlite3_column_name(handle, Int32(index)).map { String(cString: $0) } ?? "?"
  }

  /// Runs the statement to completion with `arguments`, ignoring any rows.
  package func execute(arguments: StatementArguments = []) throws {
    try bind(arguments)
    defer { reset() }
    while try step() {}
  }

  /// Runs the statement with `arguments` and calls `body` with each row as it is produced.
  ///
  /// Rows are streamed, never collected, so memory stays bounded whatever the row count. A
  /// ``Row`` is only valid inside `body`: copy the values out, not the row. Throwing from
  /// `body` stops the iteration and resets the statement.
  package func forEachRow(arguments: StatementArguments = [], _ body: (Row) throws -> Void) throws {
    try bind(arguments)
    isIterating = true
    defer {
      isIterating = false
      reset()
    }
    while try step() {
      try body(Row(statement: self, position: position))
    }
  }

  /// Resets the statement to its start and clears every binding, then binds `arguments`.
  ///
  /// Passing the wrong number of positional arguments, or named arguments that do not match
  /// the parameters, is a programmer mistake and traps.
  func bind(_ arguments: StatementArguments) throws {
    precondition(
      !isIterating, "`\(sql)` is already iterating; use makeStatement(_:) for a nested run")
    reset()
    sqlite3_clear_bindings(handle)
    let count = parameterCount
    switch arguments.storage {
    case .positional(let values):
      precondition(values.count == count, "`\(sql)` takes \(count) arguments, got \(values.count)")
      for (offset, value) in values.enumerated() {
        try bind(value, at: Int32(offset + 1))
      }
    case .named(let values):
      var unused = Set(values.keys)
      for offset in 0..<count {
        let index = Int32(offset + 1)
        guard let cName = sqlite3_bind_parameter_name(handle, index) else {
          preconditionFailure(
            "parameter \(index) of `\(sql)` has no name; pass positional arguments")
        }
        let name = String(String(cString: cName).dropFirst())
        guard let value = values[name] else {
          preconditionFailure("no argument for parameter \(String(cString: cName)) of `\(sql)`")
        }
        unused.remove(name)
        try bind(value, at: index)
      }
      precondition(unused.isEmpty, "`\(sql)` has no parameter for arguments \(unused.sorted())")
    }
  }

  /// Binds one value to parameter `index` (1-based); text and blobs are copied by SQLite.
  private func bind(_ value: DatabaseValue, at index: Int32) throws {
    let code: Int32
    switch value {
    case .null:
      code = sqlite3_bind_null(handle, index)
    case .integer(let integer):
      code = sqlite3_bind_int64(handle, index, integer)
    case .real(let real):
      code = sqlite3_bind_double(handle, index, real)
    case .text(var text):
      // An empty buffer may have no address, and a NULL pointer would bind NULL, not "".
      code = text.withUTF8 { bytes in
        bytes.withMemoryRebound(to: CChar.self) { chars in
          guard let start = chars.baseAddress, !chars.isEmpty else {
            return sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
          }
          return sqlite3_bind_text64(
            handle, index, start, UInt64(chars.count), sqliteTransient, UInt8(SQLITE_UTF8))
        }
      }
    case .blob(let blob):
      // Same reason: an empty blob must stay an empty blob, not become NULL.
      code = blob.withUnsafeBytes { bytes in
        guard let start = bytes.baseAddress, !bytes.isEmpty else {
          return sqlite3_bind_zeroblob(handle, index, 0)
        }
        return sqlite3_bind_blob64(handle, index, start, UInt64(bytes.count), sqliteTransient)
      }
    }
    try DatabaseError.check(code, connection: sqlite3_db_handle(handle), sql: sql)
  }

  /// Advances one step: true when a row is available, false when the statement is done.
  func step() throws -> Bool {
    position &+= 1
    switch sqlite3_step(handle) {
    case SQLITE_DONE:
      isOnRow = false
      return false
    case SQLITE_ROW:
      isOnRow = true
      return true
    case let code:
      isOnRow = false
      throw DatabaseError(code: code, connection: sqlite3_db_handle(handle), sql: sql)
    }
  }

  /// Returns the statement to its start, releasing any lock it holds.
  ///
  /// `sqlite3_reset` repeats the last step's error, which ``step()`` has already thrown, so its
  /// result is deliberately ignored.
  func reset() {
    position &+= 1
    isOnRow = false
    sqlite3_reset(handle)
  }
}
