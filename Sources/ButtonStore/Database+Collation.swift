internal import CSQLite

/// A comparison SQLite can call, kept alive as long as the connection uses it.
final class CollationBox {
  let compare: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Int
  init(_ compare: @escaping (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Int) {
    self.compare = compare
  }
}

extension Database {
  /// Registers a collating sequence, usable as `ORDER BY name COLLATE <name>`.
  ///
  /// `compare` orders two UTF-8 strings (negative, zero, positive), called for each comparison
  /// with the bytes SQLite holds, so it should not allocate. Collations live in the connection,
  /// not the file: never use one in a schema object (an index, a CHECK), or other tools (the
  /// sqlite3 shell, `integrity_check`) could not read the file.
  public func registerCollation(
    _ name: String,
    compare: @escaping (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Int
  ) throws {
    let context = Unmanaged.passRetained(CollationBox(compare)).toOpaque()
    let code = sqlite3_create_collation_v2(
      handle, name, SQLITE_UTF8, context,
      { context, lengthA, bytesA, lengthB, bytesB in
        let box = Unmanaged<CollationBox>.fromOpaque(context!).takeUnretainedValue()
        let a = UnsafeBufferPointer(
          start: bytesA?.assumingMemoryBound(to: UInt8.self), count: Int(lengthA))
        let b = UnsafeBufferPointer(
          start: bytesB?.assumingMemoryBound(to: UInt8.self), count: Int(lengthB))
        return Int32(clamping: box.compare(a, b))
      },
      { context in
        if let context { Unmanaged<CollationBox>.fromOpaque(context).release() }
      })
    try DatabaseError.check(code, connection: handle)
  }
}
