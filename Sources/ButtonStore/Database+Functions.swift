internal import CSQLite

/// A text function SQLite can call, kept alive as long as the connection uses it.
final class FunctionBox {
  let transform: (UnsafeBufferPointer<UInt8>) -> String
  init(_ transform: @escaping (UnsafeBufferPointer<UInt8>) -> String) {
    self.transform = transform
  }
}

extension Database {
  /// Registers a deterministic SQL function of one text argument, `name(text)`, that returns
  /// text (NULL for NULL). Functions live in the connection, not the file: use them in
  /// statements such as a migration's `UPDATE`, never in a schema object (an index, a CHECK),
  /// or other tools (the sqlite3 shell, `integrity_check`) could not read the file.
  package func registerFunction(
    _ name: String, _ transform: @escaping (UnsafeBufferPointer<UInt8>) -> String
  ) throws {
    let context = Unmanaged.passRetained(FunctionBox(transform)).toOpaque()
    let code = sqlite3_create_function_v2(
      handle, name, 1, SQLITE_UTF8 | SQLITE_DETERMINISTIC, context,
      { call, count, arguments in
        let box = Unmanaged<FunctionBox>.fromOpaque(sqlite3_user_data(call)!)
          .takeUnretainedValue()
        guard count == 1, let argument = arguments?[0],
          sqlite3_value_type(argument) != SQLITE_NULL
        else {
          sqlite3_result_null(call)
          return
        }
        // The pointer first, then the length: that order is what SQLite documents.
        let text = sqlite3_value_text(argument)
        let bytes = UnsafeBufferPointer(start: text, count: Int(sqlite3_value_bytes(argument)))
        var result = box.transform(bytes)
        result.withUTF8 { utf8 in
          utf8.withMemoryRebound(to: CChar.self) { chars in
            guard let start = chars.baseAddress, !chars.isEmpty else {
              return sqlite3_result_text(call, "", 0, sqliteTransient)
            }
            sqlite3_result_text64(
              call, start, UInt64(chars.count), sqliteTransient, UInt8(SQLITE_UTF8))
          }
        }
      }, nil, nil,
      { context in
        if let context { Unmanaged<FunctionBox>.fromOpaque(context).release() }
      })
    try DatabaseError.check(code, connection: handle)
  }
}
