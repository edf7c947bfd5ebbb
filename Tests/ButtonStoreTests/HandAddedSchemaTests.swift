import ButtonStore
import Foundation
import Testing

/// Issue 12 item 5: a trigger or view added to a file by hand never runs through a connection,
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
}
