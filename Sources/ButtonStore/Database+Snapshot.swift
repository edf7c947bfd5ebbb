internal import CSQLite

extension Database {
  /// A private in-memory copy of `source`'s database, made with SQLite's online backup (one
  /// consistent snapshot, read in the source's own transaction rules), writable, and named
  /// `source.path` in messages and for the functions a migration calls. Nothing is written to
  /// the source's file or beside it; the copy is gone when the connection closes.
  ///
  /// For reading a catalog that needs migrations without changing it: the copy is migrated.
  package convenience init(inMemoryCopyOf source: Database) throws {
    try self.init(inMemoryCopyOf: source, label: source.path)
  }

  /// A private in-memory copy of `source`'s database, named `label`.
  convenience init(inMemoryCopyOf source: Database, label: String) throws {
    try self.init(memoryLabelled: label)
    guard let backup = sqlite3_backup_init(handle, "main", source.handle, "main") else {
      throw DatabaseError(code: sqlite3_errcode(handle), connection: handle, sql: nil)
    }
    let step = sqlite3_backup_step(backup, -1)
    let finish = sqlite3_backup_finish(backup)
    guard step == SQLITE_DONE else {
      throw DatabaseError(code: step, connection: source.handle, sql: nil)
    }
    try DatabaseError.check(finish, connection: handle)
  }
}
