import ButtonStore

extension Migrator {
  /// The migrator for buttoncat catalogs: every migration of `Migrations/`, embedded.
  ///
  /// What the catalog service opens files with, so that every command checks and upgrades a
  /// catalog the same way.
  public static let catalog = Migrator(migrations: EmbeddedMigrations.all)
}
