internal import CSQLite

/// Transactions: every change goes through ``Database/write(_:)``, which commits all of it or
/// none of it.
extension Database {
  /// Runs `body` in a `BEGIN IMMEDIATE` transaction: commits when it returns, rolls back when
  /// it throws (then rethrows).
  ///
  /// IMMEDIATE takes the write lock up front, so a second writer waits (busy timeout) at BEGIN
  /// rather than failing halfway through with a lock upgrade error. Transactions do not nest:
  /// calling `write` or `read` inside `body` is a programmer mistake and traps.
  package func write<Result>(_ body: (Database) throws -> Result) throws -> Result {
    try transaction("BEGIN IMMEDIATE", body)
  }

  /// Runs `body` in a `BEGIN DEFERRED` transaction, so several reads see one snapshot.
  ///
  /// Nothing prevents `body` from writing, but writes belong in ``write(_:)``: a deferred
  /// transaction upgrading to a write lock can fail with BUSY where IMMEDIATE would wait.
  package func read<Result>(_ body: (Database) throws -> Result) throws -> Result {
    try transaction("BEGIN DEFERRED", body)
  }

  private func transaction<Result>(
    _ begin: String, _ body: (Database) throws -> Result
  ) throws -> Result {
    // A failing BEGIN inside a transaction would otherwise roll back the outer one.
    precondition(!isInsideTransaction, "transactions do not nest: `\(begin)` inside a transaction")
    try execute(begin, arguments: [])
    do {
      let result = try body(self)
      try execute("COMMIT", arguments: [])
      return result
    } catch {
      rollback()
      throw error
    }
  }

  /// Rolls back the open transaction, if SQLite has not already done so.
  ///
  /// Some errors (a full disk, an I/O error) end the transaction themselves; a second ROLLBACK
  /// would then fail and hide the original error, which is the one worth reporting.
  private func rollback() {
    guard isInsideTransaction else { return }
    try? execute("ROLLBACK", arguments: [])
  }
}
