import ButtonStore
import Testing

/// The command line prints these descriptions as they are, so they are asserted verbatim.
@Suite struct DatabaseErrorTests {
  @Test func uniqueViolationNamesConstraintAndStatement() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(name TEXT UNIQUE)")
      try db.execute("INSERT INTO t(name) VALUES(?)", arguments: ["a"])
      let error = #expect(throws: DatabaseError.self) {
        try db.execute("INSERT INTO t(name) VALUES(?)", arguments: ["a"])
      }
      #expect(
        error?.description
          == "SQLite error 19: UNIQUE constraint failed: t.name - while executing `INSERT INTO t(name) VALUES(?)`"
      )
      #expect(error?.resultCode == 19)
      #expect(error?.extendedResultCode == 2067)  // SQLITE_CONSTRAINT_UNIQUE
      #expect(error?.message == "UNIQUE constraint failed: t.name")
      #expect(error?.sql == "INSERT INTO t(name) VALUES(?)")
    }
  }

  @Test func syntaxErrorNamesTokenAndStatement() throws {
    try withTemporaryDatabase { db throws in
      let error = #expect(throws: DatabaseError.self) {
        try db.execute("SELEC name FROM t", arguments: [])
      }
      #expect(
        error?.description
          == "SQLite error 1: near \"SELEC\": syntax error - while executing `SELEC name FROM t`")
    }
  }

  @Test func scriptErrorNamesTheFailingStatementOnly() throws {
    try withTemporaryDatabase { db throws in
      let error = #expect(throws: DatabaseError.self) {
        try db.execute(
          sql: "CREATE TABLE a(x);\n  INSERT INTO nowhere VALUES(1);\nCREATE TABLE b(y);")
      }
      #expect(
        error?.description
          == "SQLite error 1: no such table: nowhere - while executing `INSERT INTO nowhere VALUES(1);`"
      )
      // Statements before the failure ran; the script is not a transaction by itself.
      #expect(try tableNames(db) == ["a"])
    }
  }

  @Test func descriptionWithoutSQL() {
    #expect(
      DatabaseError(resultCode: 14).description == "SQLite error 14: unable to open database file")
    let error = DatabaseError(resultCode: 2067, extendedResultCode: 2067, message: "m")
    #expect(error.resultCode == 19)
    #expect(error.description == "SQLite error 19: m")
  }

  @Test func singleStatementAPIRefusesScripts() throws {
    try withTemporaryDatabase { db throws in
      let error = #expect(throws: DatabaseError.self) {
        try db.execute("CREATE TABLE a(x); CREATE TABLE b(y)", arguments: [])
      }
      #expect(
        error?.description
          == "SQLite error 21: multiple statements found; use execute(sql:) for scripts - while executing `CREATE TABLE a(x); CREATE TABLE b(y)`"
      )
      #expect(try tableNames(db) == [])
      // Trailing whitespace, comments and semicolons are not statements.
      try db.execute("CREATE TABLE c(x); -- done\n ;", arguments: [])
      #expect(try tableNames(db) == ["c"])
    }
  }

  @Test func readingAStoredValueAsTheWrongTypeThrows() throws {
    try withTemporaryDatabase { db throws in
      try db.execute(sql: "CREATE TABLE t(note TEXT, n INTEGER); INSERT INTO t VALUES(NULL, 7);")
      let null = #expect(throws: DatabaseError.self) {
        try db.fetchOne("SELECT note FROM t") { try $0.string(at: 0) }
      }
      #expect(
        null?.description
          == "SQLite error 20: column 0 (note) holds NULL, which cannot be read as String - while executing `SELECT note FROM t`"
      )
      let integer = #expect(throws: DatabaseError.self) {
        try db.fetchOne("SELECT n FROM t") { try $0.string(at: 0) }
      }
      #expect(integer?.message == "column 0 (n) holds INTEGER, which cannot be read as String")
      // Optional types read NULL as nil.
      #expect(
        try db.fetchOne("SELECT note FROM t") { try $0.value(at: 0, as: String?.self) }
          == .some(nil))
    }
  }
}
