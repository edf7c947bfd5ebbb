import Testing

@testable import ButtonStore

/// `write` commits all of its changes or none of them.
@Suite struct TransactionTests {
  struct Abort: Error, Equatable {}

  @Test func writeCommitsAndReturnsTheResult() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(x)")
      let id = try db.write { db in
        try db.execute("INSERT INTO t(x) VALUES(?)", arguments: [1])
        #expect(db.isInsideTransaction)
        return db.lastInsertedRowID
      }
      #expect(id == 1)
      #expect(!db.isInsideTransaction)
      #expect(try scalar(db, "SELECT count(*) FROM t", as: Int.self) == 1)
    }
  }

  @Test func writeRollsBackWhenTheBodyThrows() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(x)")
      #expect(throws: Abort()) {
        try db.write { db in
          try db.execute("INSERT INTO t(x) VALUES(?)", arguments: [1])
          try db.execute("INSERT INTO t(x) VALUES(?)", arguments: [2])
          throw Abort()
        }
      }
      #expect(!db.isInsideTransaction)
      #expect(try scalar(db, "SELECT count(*) FROM t", as: Int.self) == 0)
    }
  }

  @Test func failedCommitRollsBackAndThrows() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(
        sql: """
          CREATE TABLE parent(id INTEGER PRIMARY KEY);
          CREATE TABLE child(parent INTEGER REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED);
          """)
      let error = #expect(throws: DatabaseError.self) {
        try db.write { db in
          try db.execute("INSERT INTO child(parent) VALUES(?)", arguments: [7])
        }
      }
      #expect(
        error?.description
          == "SQLite error 19: FOREIGN KEY constraint failed - while executing `COMMIT`")
      #expect(!db.isInsideTransaction)
      #expect(try scalar(db, "SELECT count(*) FROM child", as: Int.self) == 0)
    }
  }

  @Test func readSeesOneSnapshot() throws {
    try withTemporaryDirectory { directory throws in
      let path = directory + "/test.sqlite"
      let reader = try Database(path: path, mode: .readWriteCreate)
      let writer = try Database(path: path, mode: .readWrite)
      try writer.execute(sql: "CREATE TABLE t(x); INSERT INTO t VALUES(1);")
      let counts = try reader.read { reader in
        let before = try scalar(reader, "SELECT count(*) FROM t", as: Int.self)
        try writer.execute("INSERT INTO t(x) VALUES(?)", arguments: [2])  // WAL: does not wait
        let after = try scalar(reader, "SELECT count(*) FROM t", as: Int.self)
        return [before, after]
      }
      #expect(counts == [1, 1])
      #expect(try scalar(reader, "SELECT count(*) FROM t", as: Int.self) == 2)
    }
  }

  @Test func nestedTransactionsTrap() async {
    await #expect(processExitsWith: .failure) {
      let db = try Database(memoryLabelled: ":memory:")
      try db.write { db in try db.read { _ in } }
    }
  }
}
