internal import CSQLite

/// An open `sqlite3*` connection handle.
///
/// Opaque on purpose: only ``Database`` opens and closes it, so its lifetime is the lifetime of
/// one object and no other code can close it behind that object's back.
package typealias SQLiteConnection = OpaquePointer

/// A prepared `sqlite3_stmt*` handle.
///
/// Only ``Statement`` prepares and finalizes it, for the same reason.
package typealias SQLiteStatement = OpaquePointer

/// `SQLITE_TRANSIENT`: tells SQLite to copy a bound text or blob before the call returns.
///
/// The C macro is a cast of -1 to a function pointer, which Swift does not import. Bound
/// buffers only live for the duration of a `withUTF8`/`withUnsafeBytes` call, so SQLite must
/// copy them.
var sqliteTransient: sqlite3_destructor_type {
  unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
