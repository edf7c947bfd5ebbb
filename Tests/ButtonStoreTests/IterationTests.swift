import Testing

@testable import ButtonStore

/// Rows are streamed one at a time, and a statement is clean after any kind of exit.
@Suite struct IterationTests {
  /// 200,000 generated rows, never materialized: the loop sees each row exactly once.
  @Test func iterateStreamsEveryRow() throws {
    try withTemporaryDatabase { db throws in
      let sql = """
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
        SELECT i, 'row ' || i FROM n
        """
      var count = 0
      var sum: Int64 = 0
      try db.iterate(sql, arguments: [200_000]) { row in
        count += 1
        sum += try row.int64(at: 0)
        if count == 200_000 {
          #expect(try row.string(at: 1) == "row 200000")
        }
      }
      #expect(count == 200_000)
      #expect(sum == 200_000 * 200_001 / 2)
    }
  }

  @Test func throwingFromTheBodyStopsAndResets() throws {
    struct Stop: Error {}
    try withTemporaryDirectory { directory throws in
      let path = directory + "/test.sqlite"
      let db = try Database(path: path, mode: .readWriteCreate)
      try db.execute(sql: "CREATE TABLE t(x); INSERT INTO t VALUES(1), (2), (3);")
      var seen: [Int] = []
      #expect(throws: Stop.self) {
        try db.iterate("SELECT x FROM t ORDER BY x") { row in
          seen.append(try row.int(at: 0))
          if seen.count == 2 { throw Stop() }
        }
      }
      #expect(seen == [1, 2])
      // The statement released its read snapshot: a checkpoint can complete.
      let other = try Database(path: path, mode: .readWrite)
      try other.execute("INSERT INTO t(x) VALUES(?)", arguments: [4])
      let busy = try other.fetchOne("PRAGMA wal_checkpoint(TRUNCATE)") { try $0.int(at: 0) }
      #expect(busy == 0)
      #expect(try db.fetchAll("SELECT x FROM t ORDER BY x") { try $0.int(at: 0) } == [1, 2, 3, 4])
    }
  }

  @Test func nestedIterationNeedsItsOwnStatement() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(x); INSERT INTO t VALUES(1), (2);")
      let sql = "SELECT x FROM t ORDER BY x"
      var pairs: [[Int]] = []
      try db.iterate(sql) { outer in
        let x = try outer.int(at: 0)
        try db.makeStatement(sql).forEachRow { inner in pairs.append([x, try inner.int(at: 0)]) }
      }
      #expect(pairs == [[1, 1], [1, 2], [2, 1], [2, 2]])
    }
  }

  @Test func columnIndexOutOfRangeTraps() async {
    await #expect(processExitsWith: .failure) {
      let db = try Database(memoryLabelled: ":memory:")
      _ = try db.fetchOne("SELECT 1") { try $0.int(at: 1) }
    }
  }

  @Test func rowUsedAfterItsLoopTraps() async {
    await #expect(processExitsWith: .failure) {
      let db = try Database(memoryLabelled: ":memory:")
      let escaped = try db.fetchOne("SELECT 1") { $0 }
      _ = try escaped?.int(at: 0)
    }
  }

  @Test func wrongArgumentCountTraps() async {
    await #expect(processExitsWith: .failure) {
      let db = try Database(memoryLabelled: ":memory:")
      try db.execute("SELECT ?, ?", arguments: [1])
    }
  }
}
