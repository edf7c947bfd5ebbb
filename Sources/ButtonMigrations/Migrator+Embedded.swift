import ButtonJSON
import ButtonLayout
import ButtonStore

extension Migrator {
  /// The migrator for buttoncat catalogs: every migration of `Migrations/`, embedded.
  ///
  /// What the catalog service opens files with, so that every command checks and upgrades a
  /// catalog the same way.
  ///
  /// Its connections know `natural_key(name)`, the sort key of natural name order
  /// (`NaturalOrder.key`), which migration 0003 fills in, and `catalog_relative_path(path)` and
  /// `catalog_relative_fonts(json)`, which migration 0004 rewrites source paths with
  /// (`CatalogPaths.migrated`, against the folder of the connection's file).
  ///
  /// It knows the schema its migrations create (`EmbeddedMigrations.schema`, computed at build
  /// time), so checking a file for schema objects the migrations did not create reads the
  /// file's `sqlite_master` only.
  package static let catalog = Migrator(
    migrations: EmbeddedMigrations.all, expectedSchema: EmbeddedMigrations.schema
  ) { database in
    try database.registerFunction("natural_key", NaturalOrder.key)
    let folder = CatalogPaths.folder(ofCatalogAt: database.path)
    try database.registerFunction("catalog_relative_path") { bytes in
      CatalogPaths.migrated(String(decoding: bytes, as: UTF8.self), folder: folder)
    }
    try database.registerFunction("catalog_relative_fonts") { bytes in
      let text = String(decoding: bytes, as: UTF8.self)
      guard let fonts = (try? JSONParser.parse(text))?.arrayValue else { return text }
      let migrated: [JSONValue] = fonts.map { font in
        guard let members = font.objectValue else { return font }
        return .object(
          members.map { key, value in
            guard key == "path", case .string(let path) = value else { return (key, value) }
            return (key, .string(CatalogPaths.migrated(path, folder: folder)))
          })
      }
      return JSONWriter(pretty: false).string(.array(migrated))
    }
  }
}
