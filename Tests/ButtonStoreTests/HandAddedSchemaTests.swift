import ButtonStore
import Foundation
import Testing

/// A trigger or view added to a file by hand never runs through a connection,
/// and the migrator finds every schema object its migrations did not create.
@Suite struct HandAddedSchemaTests {
  @Test func triggersNeverFireAndViewsNeverRun() throws {
    try withTemporaryDatabase { db in
      try db.execute(
        sql: """
          CREATE TABLE t (x INTEGER);
          CREATE TABLE log (x INTEGER);
          CREATE TRIGGER audit AFTER INSERT ON t BEGIN INSERT INTO log VALUES (new.x); END;
          CREATE VIEW everything AS SELECT x FROM t;
          INSERT INTO t VALUES (1);
          """)
      #expect(try db.fetchOne("SELECT count(*) FROM log") { try $0.int(at: 0) } == 0)
      #expect(throws: DatabaseError.self) {
        try db.fetchAll("SELECT x FROM everything") { try $0.int(at: 0) }
      }
    }
  }

  @Test func objectsTheMigrationsDidNotCreateAreFound() throws {
    try withTemporaryDirectory { directory in
      let migrator = Migrator(migrations: [
        Migration(identifier: "0001_t", sql: "CREATE TABLE t (x INTEGER NOT NULL) STRICT;")
      ])
      let db = try migrator.openDatabase(atPath: directory + "/c.sqlite", mode: .readWriteCreate)
      #expect(try migrator.foreignSchemaObjects(in: db) == [])
      try db.execute(
        sql: """
          CREATE TRIGGER audit AFTER INSERT ON t BEGIN DELETE FROM t; END;
          CREATE INDEX t_x ON t (x);
          """)
      #expect(
        try migrator.foreignSchemaObjects(in: db) == [
          "index 't_x' on t was not created by buttoncat's migrations",
          "trigger 'audit' on t was not created by buttoncat's migrations",
        ])
    }
  }

  /// A migrator given the schema its migrations create compares files with it, without running
  /// the migrations: the same findings as running them; and a schema that differs is what
  /// the file is compared with (so the given schema is really the one used).
  @Test func aGivenExpectedSchemaIsWhatFilesAreComparedWith() throws {
    try withTemporaryDirectory { directory in
      let migrations = [
        Migration(identifier: "0001_t", sql: "CREATE TABLE t (x INTEGER NOT NULL) STRICT;")
      ]
      let running = Migrator(migrations: migrations)
      let schema = try running.migratedSchema()
      #expect(
        Set(schema.map(\.name))
          == ["schema_migrations", "sqlite_autoindex_schema_migrations_1", "t"])
      #expect(schema == schema.sorted())
      let known = Migrator(migrations: migrations, expectedSchema: schema.reversed())
      #expect(known.expectedSchema == schema)
      let db = try known.openDatabase(atPath: directory + "/c.sqlite", mode: .readWriteCreate)
      #expect(try known.foreignSchemaObjects(in: db) == [])
      try db.execute(sql: "CREATE VIEW v AS SELECT x FROM t;")
      #expect(
        try known.foreignSchemaObjects(in: db) == running.foreignSchemaObjects(in: db))
      #expect(
        try known.foreignSchemaObjects(in: db) == [
          "view 'v' was not created by buttoncat's migrations"
        ])
      var changed = schema
      changed[changed.firstIndex { $0.name == "t" }!].sql = "CREATE TABLE t (x INTEGER) STRICT"
      let other = Migrator(migrations: migrations, expectedSchema: changed)
      #expect(
        try other.foreignSchemaObjects(in: db) == [
          "table 't' is not defined as buttoncat's migrations define it",
          "view 'v' was not created by buttoncat's migrations",
        ])
    }
  }
}
