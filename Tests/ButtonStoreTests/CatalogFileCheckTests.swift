import ButtonStore
import Foundation
import Testing

/// Files that are not catalogs are refused with their name, and left byte for byte as they were.
@Suite struct CatalogFileCheckTests {
  static let migrator = Migrator(migrations: [
    Migration(
      identifier: "0001_rows",
      sql: "CREATE TABLE item(id INTEGER PRIMARY KEY, label TEXT NOT NULL);")
  ])

  /// Writes `contents` as `name`, opens it as a catalog in every mode, and checks that each
  /// attempt throws `expected(path)` and leaves the directory unchanged.
  ///
  /// A file whose header says WAL may get SQLite's empty read-only sidecars (see
  /// `expectUnchangedWALCatalog`); any other file must stay alone in its directory.
  private func expectRefusal(
    of contents: Data, named name: String = "catalog.sqlite",
    _ expected: (String) -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/" + name
      try contents.write(to: URL(filePath: path))
      let before = try snapshot(directory)
      for mode in [Database.Mode.readOnly, .readWrite, .readWriteCreate] {
        let error = #expect(throws: MigrationError.self, sourceLocation: sourceLocation) {
          try Self.migrator.openDatabase(atPath: path, mode: mode)
        }
        #expect(error?.description == expected(path), sourceLocation: sourceLocation)
      }
      let isWAL =
        contents.count >= 20 && contents.starts(with: Data("SQLite format 3\0".utf8))
        && contents[18] == 2
      if isWAL {
        try expectUnchangedWALCatalog(path, contents, sourceLocation: sourceLocation)
      } else {
        #expect(try snapshot(directory) == before, sourceLocation: sourceLocation)
      }
    }
  }

  @Test func textFileIsRefused() throws {
    let text = Data(String(repeating: "This is a README, not a catalog.\n", count: 200).utf8)
    try expectRefusal(of: text, named: "notes.txt") { path in
      "cannot open catalog '\(path)': file is not a database (SQLite error 26)"
    }
  }

  @Test func garbageIsRefused() throws {
    var generator = SplitMix64(seed: 42)
    let garbage = Data((0..<16_384).map { _ in UInt8(truncatingIfNeeded: generator.next()) })
    try expectRefusal(of: garbage) { path in
      "cannot open catalog '\(path)': file is not a database (SQLite error 26)"
    }
  }

  @Test(arguments: [0.5, 0.2])
  func truncatedCatalogIsRefused(keeping fraction: Double) throws {
    let catalog = try catalogBytes(rows: 3_000)
    let truncated = catalog.prefix(Int(Double(catalog.count) * fraction))
    try expectRefusal(of: Data(truncated)) { path in
      "cannot open catalog '\(path)': database disk image is malformed (SQLite error 11)"
    }
  }

  @Test func headerOnlyFragmentIsRefused() throws {
    let catalog = try catalogBytes(rows: 10)
    try expectRefusal(of: Data(catalog.prefix(60))) { path in
      "cannot open catalog '\(path)': database disk image is malformed (SQLite error 11)"
    }
  }

  @Test func foreignDatabaseIsRefusedAndNotSwitchedToWAL() throws {
    let foreign = try withTemporaryDirectory { directory throws in
      let path = directory + "/other.sqlite"
      let db = try Database(path: path, mode: .readWriteCreate)
      try db.execute(
        sql:
          "PRAGMA journal_mode = DELETE; CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES('hi');"
      )
      return try Data(contentsOf: URL(filePath: path))
    }
    #expect(foreign[18] == 1 && foreign[19] == 1)  // rollback journal, not WAL (2)
    try expectRefusal(of: foreign) { path in
      "'\(path)' is a SQLite database but not a buttoncat catalog (it has no schema_migrations table)"
    }
  }

  @Test func anotherToolsSchemaMigrationsIsRefused() throws {
    let foreign = try withTemporaryDirectory { directory throws in
      let path = directory + "/rails.sqlite"
      let db = try Database(path: path, mode: .readWriteCreate)
      try db.execute(
        sql:
          "PRAGMA journal_mode = DELETE; CREATE TABLE schema_migrations(version TEXT PRIMARY KEY);")
      return try Data(contentsOf: URL(filePath: path))
    }
    try expectRefusal(of: foreign) { path in
      "'\(path)' is a SQLite database but not a buttoncat catalog (it has no schema_migrations table)"
    }
  }

  /// The bytes of a closed catalog holding `rows` rows.
  private func catalogBytes(rows: Int) throws -> Data {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/catalog.sqlite"
      do {
        let db = try Self.migrator.openDatabase(atPath: path, mode: .readWriteCreate)
        try db.write { db in
          for index in 0..<rows {
            try db.execute(
              "INSERT INTO item(label) VALUES(?)",
              arguments: ["item \(index) " + String(repeating: "x", count: 40)])
          }
        }
      }
      return try Data(contentsOf: URL(filePath: path))
    }
  }
}
