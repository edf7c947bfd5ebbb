internal import CSQLite

/// A Swift comparison SQLite can call, kept alive as long as the connection uses it.
final class CollationBox {
  let compare: (String, String) -> Int32
  init(_ compare: @escaping (String, String) -> Int32) { self.compare = compare }
}

extension Database {
  /// Registers a collating sequence, usable as `ORDER BY name COLLATE <name>`.
  ///
  /// `less` is a strict ordering of strings; SQLite calls it for each comparison. Collations
  /// live in the connection, not the file: never use one in a schema object (an index, a
  /// CHECK), or other tools (the sqlite3 shell, `integrity_check`) could not read the file.
  public func registerCollation(_ name: String, less: @escaping (String, String) -> Bool) throws {
    let box = CollationBox { a, b in less(a, b) ? -1 : less(b, a) ? 1 : 0 }
    let context = Unmanaged.passRetained(box).toOpaque()
    let code = sqlite3_create_collation_v2(
      handle, name, SQLITE_UTF8, context,
      { context, lengthA, bytesA, lengthB, bytesB in
        let box = Unmanaged<CollationBox>.fromOpaque(context!).takeUnretainedValue()
        let a = String(
          decoding: UnsafeRawBufferPointer(start: bytesA, count: Int(lengthA)), as: UTF8.self)
        let b = String(
          decoding: UnsafeRawBufferPointer(start: bytesB, count: Int(lengthB)), as: UTF8.self)
        return box.compare(a, b)
      },
      { context in
        if let context { Unmanaged<CollationBox>.fromOpaque(context).release() }
      })
    try DatabaseError.check(code, connection: handle)
  }
}
