/// Why a file could not be opened as a catalog, or brought up to date.
///
/// Every case names the file, because the command line reports it as is and the user needs to
/// know which file is wrong. The descriptions are tested verbatim.
public enum MigrationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
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

  public var description: String {
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
    }
  }

  /// `migration 0002_a` or `migrations 0002_a, 0003_b`.
  private static func migrations(_ identifiers: [String]) -> String {
    (identifiers.count == 1 ? "migration " : "migrations ") + identifiers.joined(separator: ", ")
  }
}
