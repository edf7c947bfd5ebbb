import ButtonMigrations
import ButtonStore
import Foundation
import Testing

/// The binary carries exactly the scripts of `Migrations/`, and they apply to a new catalog.
@Suite struct EmbeddedMigrationsTests {
  /// The repository's `Migrations/` folder, found from this file's path.
  static let folder = URL(filePath: #filePath)
    .deletingLastPathComponent()  // ButtonStoreTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appending(path: "Migrations")

  /// What `Migrations/` holds now: every `.sql` file, as the build should have embedded it.
  static func migrationsOnDisk() throws -> [Migration] {
    try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
      .filter { !$0.hasPrefix(".") && $0.hasSuffix(".sql") }
      .sorted()
      .map { name in
        let bytes = try Data(contentsOf: folder.appending(path: name))
        return Migration(
          identifier: String(name.dropLast(4)), sql: String(decoding: bytes, as: UTF8.self))
      }
  }

  @Test func embeddedMigrationsEqualTheFilesOnDisk() throws {
    let onDisk = try Self.migrationsOnDisk()
    #expect(
      EmbeddedMigrations.all == onDisk,
      "EmbeddedMigrations is stale: rebuild; if it stays stale, any change to Package.swift makes SwiftPM re-plan"
    )
    #expect(Migrator.catalog.migrations == onDisk)
  }

  /// The schema computed when the binary was built is what running the migrations creates now
  /// (with the catalog's own SQL functions, not the build tool's stand-ins): writing commands
  /// compare files with it instead of running the migrations.
  @Test func embeddedSchemaIsWhatTheMigrationsCreate() throws {
    let running = Migrator(migrations: EmbeddedMigrations.all, prepare: Migrator.catalog.prepare)
    #expect(running.expectedSchema == nil)
    let created = try running.migratedSchema()
    #expect(EmbeddedMigrations.schema == created)
    #expect(Migrator.catalog.expectedSchema == created)
    let tables = created.filter { $0.type == "table" }.map(\.name)
    #expect(tables.contains("buttons") && tables.contains("schema_migrations"), "\(tables)")
    #expect(created.contains { $0.type == "index" && $0.name == "buttons_in_name_order" })
  }

  /// Through the embedded schema, a new catalog has nothing foreign and a hand-added trigger,
  /// index or changed table is still found.
  @Test func theCatalogMigratorFindsHandAddedObjectsThroughTheEmbeddedSchema() throws {
    try withTemporaryDirectory { directory throws in
      let db = try Migrator.catalog.openDatabase(
        atPath: directory + "/catalog.sqlite", mode: .readWriteCreate)
      #expect(try Migrator.catalog.foreignSchemaObjects(in: db) == [])
      try db.execute(
        sql: """
          CREATE TRIGGER audit AFTER INSERT ON buttons BEGIN DELETE FROM tags; END;
          CREATE INDEX tags_by_button ON tags (button_id);
          DROP INDEX revisions_by_name;
          """)
      #expect(
        try Migrator.catalog.foreignSchemaObjects(in: db) == [
          "index 'tags_by_button' on tags was not created by buttoncat's migrations",
          "trigger 'audit' on buttons was not created by buttoncat's migrations",
          "index 'revisions_by_name' is missing",
        ])
    }
  }

  @Test func embeddedMigrationsApplyToANewCatalog() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      let db = try Migrator.catalog.openDatabase(atPath: path, mode: .readWriteCreate)
      #expect(try recordedIdentifiers(db) == EmbeddedMigrations.all.map(\.identifier))
      #expect(try scalar(db, "PRAGMA foreign_key_check", as: String.self) == nil)
    }
  }
}
