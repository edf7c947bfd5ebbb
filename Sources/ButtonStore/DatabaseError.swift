internal import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failure reported by SQLite, with the statement that caused it.
///
/// Every SQLite result code that is not a success passes through ``init(code:connection:sql:)``
/// (the single funnel), so all errors look the same and carry the extended code for diagnosis.
/// The ``description`` is fixed and tested verbatim, because the command line prints it.
package struct DatabaseError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The primary result code, such as 19 (`SQLITE_CONSTRAINT`).
  package let resultCode: Int32
  /// The extended result code, such as 2067 (`SQLITE_CONSTRAINT_UNIQUE`).
  package let extendedResultCode: Int32
  /// SQLite's message, such as `UNIQUE constraint failed: t.name`.
  package let message: String
  /// The SQL being executed, when there was one.
  package let sql: String?
  /// For an I/O error (10, `SQLITE_IOERR`), the operating system's `errno` behind it, such as
  /// `ENOSPC` (a full disk) or `EFBIG` (the file size limit); 0 when unknown.
  package let systemErrorCode: Int32

  /// Makes an error from its parts; `message` defaults to SQLite's text for the code.
  package init(
    resultCode: Int32, extendedResultCode: Int32? = nil, message: String? = nil, sql: String? = nil,
    systemErrorCode: Int32 = 0
  ) {
    let extended = extendedResultCode ?? resultCode
    self.resultCode = resultCode & 0xFF
    self.extendedResultCode = extended
    self.message = message ?? String(cString: sqlite3_errstr(extended))
    self.sql = sql
    self.systemErrorCode = systemErrorCode
  }

  /// The funnel: the error for a failed SQLite call on `connection`.
  ///
  /// Reads the message and extended code from the connection, which must be done right after
  /// the failing call (the connection is never shared between threads, so nothing intervenes).
  init(code: Int32, connection: SQLiteConnection?, sql: String?) {
    guard let connection else {
      self.init(resultCode: code, sql: sql)
      return
    }
    let extended = sqlite3_extended_errcode(connection)
    // The connection's last error may belong to another call when `code` came from elsewhere
    // (sqlite3_reset, a bind); trust `code` for the primary code in every case.
    let sameError = extended & 0xFF == code & 0xFF
    // "disk I/O error" alone does not say what to do: add the system's reason ("No space left
    // on device", "File too large"), which SQLite keeps for I/O errors only.
    let system = sameError && code & 0xFF == SQLITE_IOERR ? sqlite3_system_errno(connection) : 0
    var message = sameError ? String(cString: sqlite3_errmsg(connection)) : nil
    if system != 0, let text = message {
      message = "\(text): \(String(cString: strerror(system)))"
    }
    self.init(
      resultCode: code,
      extendedResultCode: sameError ? extended : code,
      message: message,
      sql: sql, systemErrorCode: system)
  }

  /// Throws unless `code` is `SQLITE_OK`.
  static func check(_ code: Int32, connection: SQLiteConnection?, sql: String? = nil) throws {
    guard code == SQLITE_OK else {
      throw DatabaseError(code: code, connection: connection, sql: sql)
    }
  }

  /// `SQLite error 19: UNIQUE constraint failed: t.name - while executing `INSERT …``.
  package var description: String {
    var text = "SQLite error \(resultCode): \(message)"
    if let sql {
      text += " - while executing `\(sql)`"
    }
    return text
  }
}
