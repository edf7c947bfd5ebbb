/// Why a file could not be opened as a catalog, or brought up to date.
///
/// Every case names the file, because the command line reports it as is and the user needs to
/// know which file is wrong. The descriptions are tested verbatim.
package enum MigrationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// The file is missing, unreadable, not a SQLite database, or corrupted.
  case cannotOpen(path: String, DatabaseError)
  /// The file is a SQLite database, but not one this tool created: no `schema_migrations`.
  case notACatalog(path: String)
  /// The catalog records migrations this build does not know: a newer buttoncat wrote it.
  case newerCatalog(path: String, unknownIdentifiers: [String])
  /// The catalog needs migrations, and it was opened read-only so they cannot be applied.
  case migrationsPending(path: String, identifiers: [String])
  /// A migration failed; it was rolled back, the ones before it stay applied.
  case migrationFailed(path: String, identifier: String, DatabaseError)
  /// The catalog's `-wal` or `-shm` is not a file (a folder, a device…): a writer would lose
  /// changes in it, so nothing is written. (Readers read the catalog without it.)
  case sidecarNotAFile(path: String, sidecar: String, kind: String)
  /// The catalog's `-wal` holds changes that could be read neither in place (its folder cannot
  /// take SQLite's `-shm` index) nor from a private copy: why the copy failed.
  case changesUnreadable(path: String, reason: String)

  package var description: String {
    switch self {
    case .cannotOpen(let path, let error):
      "cannot open catalog '\(path)': \(error.message) (SQLite error \(error.resultCode))"
    case .notACatalog(let path):
      "'\(path)' is a SQLite database but not a buttoncat catalog "
        + "(it has no schema_migrations table)"
    case .newerCatalog(let path, let identifiers):
      "catalog '\(path)' was written by a newer buttoncat: it records "
        + "\(Self.migrations(identifiers)) that this buttoncat does not know"
    case .migrationsPending(let path, let identifiers):
      "catalog '\(path)' needs \(Self.migrations(identifiers)); open it for writing to apply them"
    case .migrationFailed(let path, let identifier, let error):
      "cannot apply migration \(identifier) to catalog '\(path)': \(error.message) (SQLite error \(error.resultCode))"
    case .sidecarNotAFile(let path, let sidecar, let kind):
      "cannot write catalog '\(path)': '\(sidecar)' beside it is \(kind), not a file SQLite can "
        + "keep the catalog's changes in; nothing was changed. It holds no changes: remove or "
        + "rename it, then run the command again (reading commands read the catalog without it)"
    case .changesUnreadable(let path, let reason):
      "cannot read catalog '\(path)': '\(path)-wal' holds changes that SQLite reads only with an "
        + "index file beside it, which this folder cannot take, and a private copy failed "
        + "(\(reason)). Copy the catalog with its -wal into a folder you can write and read the "
        + "copy, or run any buttoncat command on it where it can be written (that folds the "
        + "changes into the file)"
    }
  }

  /// `migration 0002_a` or `migrations 0002_a, 0003_b`.
  private static func migrations(_ identifiers: [String]) -> String {
    (identifiers.count == 1 ? "migration " : "migrations ") + identifiers.joined(separator: ", ")
  }
}
