import Testing

@testable import ButtonStore

/// Cached statements are prepared once, and every use starts from a clean state.
@Suite struct StatementCacheTests {
  @Test func sameSQLReturnsTheSameStatement() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(x)")
      let sql = "INSERT INTO t(x) VALUES(?)"
      let first = try db.cachedStatement(sql)
      let second = try db.cachedStatement(sql)
      #expect(first === second)
      #expect(try db.cachedStatement("SELECT x FROM t") !== first)
      #expect(try db.makeStatement(sql) !== first)
    }
  }

  @Test func reusedStatementRebindsAndRereads() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(x INTEGER)")
      for value in 1...5 {
        try db.execute("INSERT INTO t(x) VALUES(?)", arguments: [value])
      }
      let select = "SELECT x FROM t WHERE x >= ? ORDER BY x"
      // fetchOne stops after one row; the next use must start over, not continue.
      #expect(try db.fetchOne(select, arguments: [2]) { try $0.int(at: 0) } == 2)
      #expect(try db.fetchAll(select, arguments: [4]) { try $0.int(at: 0) } == [4, 5])
      #expect(try db.fetchAll(select, arguments: [1]) { try $0.int(at: 0) } == [1, 2, 3, 4, 5])
      #expect(db.changedRowCount == 1)
      #expect(db.lastInsertedRowID == 5)
    }
  }

  @Test func statementWorksAgainAfterAFailure() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(name TEXT UNIQUE)")
      let insert = "INSERT INTO t(name) VALUES(?)"
      try db.execute(insert, arguments: ["a"])
      #expect(throws: DatabaseError.self) { try db.execute(insert, arguments: ["a"]) }
      try db.execute(insert, arguments: ["b"])
      #expect(
        try db.fetchAll("SELECT name FROM t ORDER BY name") { try $0.string(at: 0) } == ["a", "b"])
    }
  }

  @Test func statementSurvivesSchemaChanges() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(x)")
      let select = "SELECT * FROM t"
      #expect(try db.cachedStatement(select).columnCount == 1)
      try db.execute(sql: "ALTER TABLE t ADD COLUMN y")
      try db.execute("INSERT INTO t VALUES(?, ?)", arguments: [1, 2])
      // SQLite re-prepares the cached statement after the schema change.
      #expect(try db.fetchOne(select) { $0.count } == 2)
    }
  }
}
