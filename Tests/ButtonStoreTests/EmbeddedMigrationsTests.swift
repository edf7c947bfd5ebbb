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

  @Test func embeddedMigrationsApplyToANewCatalog() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      let db = try Migrator.catalog.openDatabase(atPath: path, mode: .readWriteCreate)
      #expect(try recordedIdentifiers(db) == EmbeddedMigrations.all.map(\.identifier))
      #expect(try scalar(db, "PRAGMA foreign_key_check", as: String.self) == nil)
    }
  }
}
