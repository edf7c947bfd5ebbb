internal import CSQLite

/// Prepares the statements of `sql` one after another and lends each to `body`.
///
/// This is the prepare loop over `sqlite3_prepare_v3`'s tail that both scripts
/// (``Database/execute(sql:)``) and the single-statement check of ``Statement`` rely on. Pieces
/// holding only whitespace, comments or a lone `;` prepare to no statement and are skipped.
/// Each statement is finalized when `body` returns or throws, so none can leak. `body` gets the
/// statement's own text, trimmed, for error messages.
func prepareStatements(
  in sql: String, connection: SQLiteConnection,
  _ body: (SQLiteStatement, String) throws -> Void
) throws {
  var text = sql
  try text.withUTF8 { bytes in
    try bytes.withMemoryRebound(to: CChar.self) { chars in
      guard var cursor = chars.baseAddress else { return }
      let end = cursor + chars.count
      while cursor < end {
        var statement: SQLiteStatement?
        var tail: UnsafePointer<CChar>?
        let code = sqlite3_prepare_v3(connection, cursor, Int32(end - cursor), 0, &statement, &tail)
        guard code == SQLITE_OK else {
          // sqlite3_complete does not touch the connection, so its error is still readable.
          let sql = trimmed(cursor, statementEnd(cursor, end))
          throw DatabaseError(code: code, connection: connection, sql: sql)
        }
        let next = max(tail ?? end, cursor + 1)
        if let statement {
          defer { sqlite3_finalize(statement) }
          try body(statement, trimmed(cursor, min(next, end)))
        }
        cursor = next
      }
    }
  }
}

/// Where the statement starting at `start` ends: just after the first `;` that completes it.
///
/// A statement that fails to prepare has no tail, so its end is found with
/// `sqlite3_complete`, which knows about strings, comments and trigger bodies. Without a
/// complete statement, the rest of the text is the statement.
private func statementEnd(_ start: UnsafePointer<CChar>, _ end: UnsafePointer<CChar>)
  -> UnsafePointer<CChar>
{
  var cursor = start
  while cursor < end {
    if UInt8(truncatingIfNeeded: cursor.pointee) == UInt8(ascii: ";"),
      sqlite3_complete(
        String(
          decoding: UnsafeRawBufferPointer(start: start, count: cursor + 1 - start), as: UTF8.self))
        != 0
    {
      return cursor + 1
    }
    cursor += 1
  }
  return end
}

/// The text between two pointers into one UTF-8 buffer, without surrounding whitespace.
private func trimmed(_ start: UnsafePointer<CChar>, _ end: UnsafePointer<CChar>) -> String {
  let text = String(
    decoding: UnsafeRawBufferPointer(start: start, count: end - start), as: UTF8.self)
  let body = text.drop(while: \.isWhitespace)
  return String(
    body.prefix(
      upTo: body.lastIndex(where: { !$0.isWhitespace }).map(body.index(after:)) ?? body.startIndex))
}
