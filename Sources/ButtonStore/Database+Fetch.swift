/// Reading rows: streamed by ``iterate(_:arguments:_:)``, or collected for small results.
extension Database {
  /// Calls `body` with each row of `sql` as SQLite produces it, through the statement cache.
  ///
  /// Nothing is collected, so memory stays bounded for any number of rows (exports of a
  /// million rows go through here). The ``Row`` is only valid inside `body`.
  package func iterate(
    _ sql: String, arguments: StatementArguments = [], _ body: (Row) throws -> Void
  ) throws {
    try cachedStatement(sql).forEachRow(arguments: arguments, body)
  }

  /// Every row of `sql`, each turned into a value by `transform`.
  package func fetchAll<Value>(
    _ sql: String, arguments: StatementArguments = [], _ transform: (Row) throws -> Value
  ) throws -> [Value] {
    var values: [Value] = []
    try iterate(sql, arguments: arguments) { row in
      values.append(try transform(row))
    }
    return values
  }

  /// The first row of `sql` turned into a value by `transform`, or nil when there is none.
  ///
  /// Stops after the first row instead of running the query to the end.
  package func fetchOne<Value>(
    _ sql: String, arguments: StatementArguments = [], _ transform: (Row) throws -> Value
  ) throws -> Value? {
    let statement = try cachedStatement(sql)
    try statement.bind(arguments)
    defer { statement.reset() }
    guard try statement.step() else { return nil }
    return try transform(Row(statement: statement, position: statement.position))
  }
}
