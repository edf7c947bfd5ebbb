import ButtonStore
import Testing

/// Values go in through `sqlite3_bind_*` and come back unchanged, whatever they contain.
@Suite struct BindingTests {
  /// Stores `value` by position and by name in an untyped column, reads it back as `Value`.
  private func roundTrip<Value: DatabaseValueConvertible & Equatable>(
    _ value: Value, in db: Database
  ) throws -> (positional: Value?, named: Value?) {
    try db.execute(sql: "DROP TABLE IF EXISTS v; CREATE TABLE v(x)")
    try db.execute("INSERT INTO v(x) VALUES(?)", arguments: [value])
    try db.execute("INSERT INTO v(x) VALUES(:value)", arguments: ["value": value])
    let values = try db.fetchAll("SELECT x FROM v ORDER BY rowid") {
      try $0.value(at: 0, as: Value.self)
    }
    return (values.first, values.last)
  }

  static let strings = [
    "",
    "plain",
    "🎛️ 👩‍👩‍👧 emoji",
    "按钮样式目录",
    "'; DROP TABLE x;--",
    "\"quoted\" \\ back\\slash ? :name @name $name",
    "line\nbreak\r\ntab\t",
    "embedded\u{0}NUL",
    String(repeating: "0123456789", count: 1_000),  // 10,000 characters
  ]

  @Test(arguments: strings) func stringsRoundTrip(_ text: String) throws {
    try withTemporaryDatabase { db throws in
      let result = try roundTrip(text, in: db)
      #expect(result.positional == text)
      #expect(result.named == text)
    }
  }

  @Test func boundTextIsNeverExecuted() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE x(a); CREATE TABLE t(name TEXT)")
      try db.execute("INSERT INTO t(name) VALUES(?)", arguments: ["'); DROP TABLE x;--"])
      #expect(try tableNames(db) == ["t", "x"])
      #expect(try scalar(db, "SELECT name FROM t", as: String.self) == "'); DROP TABLE x;--")
    }
  }

  @Test func blobsRoundTrip() throws {
    try withTemporaryDatabase { db throws in
      let allBytes = (0...255).map(UInt8.init)
      #expect(try roundTrip(allBytes, in: db) == (allBytes, allBytes))
      let large = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      #expect(try roundTrip(large, in: db).named == large)
      // An empty blob stays an empty blob; it does not become NULL.
      #expect(try roundTrip([UInt8](), in: db) == ([], []))
      #expect(try db.fetchOne("SELECT x FROM v") { try $0.value(at: 0) } == .blob([]))
    }
  }

  @Test func emptyStringIsNotNull() throws {
    try withTemporaryDatabase { db throws in
      _ = try roundTrip("", in: db)
      #expect(try db.fetchOne("SELECT x FROM v") { try $0.value(at: 0) } == .text(""))
    }
  }

  @Test(arguments: [
    0.1, 1.0 / 3.0, Double.pi, -0.0, 1e-300, 123_456_789.123_456_79,
    Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, Double.infinity, -Double.infinity,
  ])
  func doublesKeepEveryBit(_ value: Double) throws {
    try withTemporaryDatabase { db throws in
      let result = try roundTrip(value, in: db)
      #expect(result.positional?.bitPattern == value.bitPattern)
      #expect(result.named?.bitPattern == value.bitPattern)
    }
  }

  @Test func nanIsStoredAsNullBySQLite() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE v(x)")
      try db.execute("INSERT INTO v(x) VALUES(?)", arguments: [Double.nan])
      #expect(try db.fetchOne("SELECT x FROM v") { try $0.value(at: 0) } == .null)
    }
  }

  @Test(arguments: [Int64.min, Int64.min + 1, -1, 0, 1, Int64(Int32.max) + 1, Int64.max])
  func int64ExtremesRoundTrip(_ value: Int64) throws {
    try withTemporaryDatabase { db throws in
      #expect(try roundTrip(value, in: db) == (value, value))
    }
  }

  @Test func intBoolAndNilRoundTrip() throws {
    try withTemporaryDatabase { db throws in
      #expect(try roundTrip(Int.max, in: db) == (Int.max, Int.max))
      #expect(try roundTrip(Int.min, in: db) == (Int.min, Int.min))
      #expect(try roundTrip(true, in: db) == (true, true))
      #expect(try roundTrip(false, in: db) == (false, false))
      #expect(try roundTrip(String?.none, in: db) == (.some(nil), .some(nil)))
      #expect(try roundTrip(String?.some("x"), in: db) == ("x", "x"))
      #expect(try db.fetchOne("SELECT typeof(x) FROM v") { try $0.string(at: 0) } == "text")
    }
  }

  @Test func mixedLiteralArgumentsAndTypedGetters() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(i INTEGER, r REAL, s TEXT, b BLOB, f INTEGER, n TEXT)")
      let note: String? = nil
      try db.execute(
        "INSERT INTO t VALUES(?, ?, ?, ?, ?, ?)",
        arguments: [42, 2.5, "s", [UInt8]([1, 2]), true, note])
      try db.iterate("SELECT i, r, s, b, f, n FROM t") { row throws in
        #expect(row.count == 6)
        #expect(row.columnName(at: 2) == "s")
        #expect(try row.int(at: 0) == 42)
        #expect(try row.int64(at: 0) == 42)
        #expect(try row.double(at: 1) == 2.5)
        #expect(try row.double(at: 0) == 42)  // INTEGER reads as Double
        #expect(try row.string(at: 2) == "s")
        #expect(try row.blob(at: 3) == [1, 2])
        #expect(try row.bool(at: 4))
        #expect(row.isNull(at: 5))
        #expect(try row.value(at: 5) == .null)
      }
    }
  }

  @Test func namedParametersAcceptEveryPrefix() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(a, b, c)")
      try db.execute("INSERT INTO t VALUES(:a, @b, $c)", arguments: ["a": 1, "b": "two", "c": nil])
      // A name used twice binds one value.
      try db.execute("INSERT INTO t VALUES(:a, :a, :a)", arguments: ["a": 9])
      let rows = try db.fetchAll("SELECT a, b, c FROM t ORDER BY rowid") { row in
        [try row.value(at: 0), try row.value(at: 1), try row.value(at: 2)]
      }
      #expect(
        rows == [[.integer(1), .text("two"), .null], [.integer(9), .integer(9), .integer(9)]])
    }
  }
}
