/// One forward-only schema change: a SQL script and the identifier it is recorded under.
///
/// The identifier is the file name without `.sql` (`0001_catalog`); migrations apply in
/// identifier order. Once a migration has shipped it is never edited, because catalogs that
/// already recorded it will never run it again: a change is always a new migration.
package struct Migration: Equatable, Hashable, Sendable {
  /// `NNNN_name`, unique within a ``Migrator``.
  package let identifier: String
  /// The script; it must not contain BEGIN, COMMIT, ROLLBACK or SAVEPOINT, because the
  /// ``Migrator`` runs it inside its own transaction.
  package let sql: String

  package init(identifier: String, sql: String) {
    self.identifier = identifier
    self.sql = sql
  }
}
