import ButtonStore
import Foundation
import Testing

/// Migrations apply forward, once, each in its own transaction.
@Suite struct MigratorTests {
  static let first = Migration(
    identifier: "0001_buttons",
    sql: "CREATE TABLE button(id INTEGER PRIMARY KEY, name TEXT NOT NULL);\n")
  static let second = Migration(
    identifier: "0002_styles",
    sql: """
      CREATE TABLE style(id INTEGER PRIMARY KEY, button INTEGER NOT NULL REFERENCES button(id));
      ALTER TABLE button ADD COLUMN title TEXT;
      """)
  static let third = Migration(
    identifier: "0003_index", sql: "CREATE INDEX style_button ON style(button);")

  @Test func appliesInIdentifierOrderAndRecordsEach() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      // Given out of order: 0002 needs 0001's table, 0003 needs 0002's.
      let migrator = Migrator(migrations: [Self.third, Self.first, Self.second])
      #expect(
        migrator.migrations.map(\.identifier) == ["0001_buttons", "0002_styles", "0003_index"])
      let db = try migrator.openDatabase(atPath: path, mode: .readWriteCreate)
      #expect(try recordedIdentifiers(db) == ["0001_buttons", "0002_styles", "0003_index"])
      #expect(try tableNames(db) == ["button", "schema_migrations", "style"])
      let appliedAt = try db.fetchAll("SELECT applied_at FROM schema_migrations") {
        try $0.string(at: 0)
      }
      #expect(appliedAt.allSatisfy { $0.count == 24 && $0.hasSuffix("Z") && $0.contains("T") })
      #expect(try scalar(db, "PRAGMA journal_mode", as: String.self) == "wal")
      #expect(try scalar(db, "PRAGMA foreign_keys", as: Bool.self) == true)
    }
  }

  @Test func reopeningAppliesNothingTwice() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      let migrator = Migrator(migrations: [Self.first, Self.second])
      _ = try migrator.openDatabase(atPath: path, mode: .readWriteCreate)
      // CREATE TABLE without IF NOT EXISTS: running it again would fail.
      let db = try migrator.openDatabase(atPath: path, mode: .readWrite)
      #expect(try recordedIdentifiers(db) == ["0001_buttons", "0002_styles"])
      _ = try migrator.openDatabase(atPath: path, mode: .readOnly)
    }
  }

  @Test func newMigrationsApplyToAnOlderCatalog() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      try Migrator(migrations: [Self.first]).openDatabase(atPath: path, mode: .readWriteCreate)
        .execute("INSERT INTO button(name) VALUES(?)", arguments: ["ok"])
      let db = try Migrator(migrations: [Self.first, Self.second, Self.third]).openDatabase(
        atPath: path, mode: .readWrite)
      #expect(try recordedIdentifiers(db) == ["0001_buttons", "0002_styles", "0003_index"])
      #expect(try scalar(db, "SELECT name FROM button", as: String.self) == "ok")
    }
  }

  @Test func noMigrationsStillMarksTheFileAsACatalog() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      let db = try Migrator(migrations: []).openDatabase(atPath: path, mode: .readWriteCreate)
      #expect(try tableNames(db) == ["schema_migrations"])
      #expect(try recordedIdentifiers(db) == [])
      _ = try Migrator(migrations: []).openDatabase(atPath: path, mode: .readOnly)
    }
  }

  @Test func failingMigrationLeavesEarlierOnesAndNothingOfItself() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      let broken = Migration(
        identifier: "0002_broken",
        sql: "CREATE TABLE half(x);\nINSERT INTO half VALUES(1);\nINSERT INTO nowhere VALUES(1);\n")
      let migrator = Migrator(migrations: [Self.first, broken, Self.third])
      let error = #expect(throws: MigrationError.self) {
        try migrator.openDatabase(atPath: path, mode: .readWriteCreate)
      }
      #expect(
        error?.description
          == "cannot apply migration 0002_broken to catalog '\(path)': no such table: nowhere (SQLite error 1)"
      )
      let db = try Database(path: path, mode: .readOnly)
      #expect(try recordedIdentifiers(db) == ["0001_buttons"])
      #expect(try tableNames(db) == ["button", "schema_migrations"])  // no `half`, no 0003
    }
  }

  @Test func migrationMustNotEndTheTransaction() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      let sneaky = Migration(
        identifier: "0001_sneaky", sql: "CREATE TABLE a(x);\nCOMMIT;\nCREATE TABLE b(x);")
      let error = #expect(throws: MigrationError.self) {
        try Migrator(migrations: [sneaky]).openDatabase(atPath: path, mode: .readWriteCreate)
      }
      #expect(
        error?.description
          == "cannot apply migration 0001_sneaky to catalog '\(path)': a migration must not contain BEGIN, COMMIT, ROLLBACK or SAVEPOINT (it already runs in its own transaction) (SQLite error 23)"
      )
      let db = try Database(path: path, mode: .readOnly)
      #expect(try tableNames(db) == ["schema_migrations"])
    }
  }

  @Test(arguments: [Database.Mode.readOnly, .readWrite, .readWriteCreate])
  func catalogFromANewerBuildIsRefusedUntouched(_ mode: Database.Mode) throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      _ = try Migrator(migrations: [Self.first, Self.second, Self.third]).openDatabase(
        atPath: path, mode: .readWriteCreate)
      let before = try Data(contentsOf: URL(filePath: path))
      let error = #expect(throws: MigrationError.self) {
        try Migrator(migrations: [Self.first]).openDatabase(atPath: path, mode: mode)
      }
      #expect(
        error?.description
          == "catalog '\(path)' was written by a newer buttoncat: it records migrations 0002_styles, 0003_index that this buttoncat does not know"
      )
      try expectUnchangedWALCatalog(path, before)
    }
  }

  @Test func readOnlyOpenRefusesACatalogThatNeedsMigrations() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      _ = try Migrator(migrations: [Self.first]).openDatabase(atPath: path, mode: .readWriteCreate)
      let before = try Data(contentsOf: URL(filePath: path))
      let error = #expect(throws: MigrationError.self) {
        try Migrator(migrations: [Self.first, Self.second]).openDatabase(
          atPath: path, mode: .readOnly)
      }
      #expect(
        error?.description
          == "catalog '\(path)' needs migration 0002_styles; open it for writing to apply them")
      try expectUnchangedWALCatalog(path, before)
    }
  }

  /// A `-wal` that is a folder (or a link to nothing) holds no changes: a
  /// reader reads the file without it, a writer refuses naming it, and nothing changes.
  @Test(arguments: ["folder", "dangling link"])
  func aWALThatIsNotAFileIsReadWithoutAndRefusedForWriting(_ kind: String) throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      try Migrator(migrations: [Self.first]).openDatabase(atPath: path, mode: .readWriteCreate)
        .execute("INSERT INTO button(name) VALUES(?)", arguments: ["ok"])
      if kind == "folder" {
        try FileManager.default.createDirectory(
          atPath: path + "-wal", withIntermediateDirectories: false)
      } else {
        try FileManager.default.createSymbolicLink(
          atPath: path + "-wal", withDestinationPath: directory + "/nowhere")
      }
      let before = try Data(contentsOf: URL(filePath: path))
      let migrator = Migrator(migrations: [Self.first])
      let reader = try migrator.openDatabase(atPath: path, mode: .readOnly)
      #expect(try scalar(reader, "SELECT name FROM button", as: String.self) == "ok")
      let snapshot = try migrator.openSnapshot(atPath: path)
      #expect(try scalar(snapshot, "SELECT name FROM button", as: String.self) == "ok")
      // An older file is migrated in memory only.
      let newer = try Migrator(migrations: [Self.first, Self.second]).openSnapshot(atPath: path)
      #expect(try recordedIdentifiers(newer) == ["0001_buttons", "0002_styles"])
      let error = #expect(throws: MigrationError.self) {
        try migrator.openDatabase(atPath: path, mode: .readWrite)
      }
      let what = kind == "folder" ? "a folder" : "a link to nothing"
      #expect(
        error?.description
          == "cannot write catalog '\(path)': '\(path)-wal' beside it is \(what), not a file SQLite can keep the catalog's changes in; nothing was changed. It holds no changes: remove or rename it, then run the command again (reading commands read the catalog without it)"
      )
      #expect(try Data(contentsOf: URL(filePath: path)) == before)
      #expect(!FileManager.default.fileExists(atPath: directory + "/nowhere"))
    }
  }

  @Test(arguments: [Database.Mode.readOnly, .readWrite])
  func missingFileIsNotCreated(_ mode: Database.Mode) throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/missing.sqlite"
      let error = #expect(throws: MigrationError.self) {
        try Migrator(migrations: [Self.first]).openDatabase(atPath: path, mode: mode)
      }
      #expect(
        error?.description
          == "cannot open catalog '\(path)': unable to open database file (SQLite error 14)")
      #expect(try snapshot(directory).isEmpty)
    }
  }

  @Test func emptyFileBecomesACatalogOnlyWhenWritable() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/empty.sqlite"
      try Data().write(to: URL(filePath: path))
      let error = #expect(throws: MigrationError.self) {
        try Migrator(migrations: [Self.first]).openDatabase(atPath: path, mode: .readOnly)
      }
      #expect(error == .notACatalog(path: path))
      #expect(try snapshot(directory) == ["empty.sqlite": Data()])
      let db = try Migrator(migrations: [Self.first]).openDatabase(atPath: path, mode: .readWrite)
      #expect(try recordedIdentifiers(db) == ["0001_buttons"])
    }
  }
}
