import ButtonJSON
import ButtonStore

extension Migrator {
  /// The migrator for buttoncat catalogs: every migration of `Migrations/`, embedded.
  ///
  /// What the catalog service opens files with, so that every command checks and upgrades a
  /// catalog the same way.
  ///
  /// Its connections know `natural_key(name)`, the sort key of natural name order
  /// (`NaturalOrder.key`), which migration 0003 fills in.
  public static let catalog = Migrator(migrations: EmbeddedMigrations.all) { database in
    try database.registerFunction("natural_key", NaturalOrder.key)
  }
}
