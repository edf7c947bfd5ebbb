// Schema objects that the migrations did not create: a trigger, view, index or table added by
// hand (or a table redefined through `PRAGMA writable_schema`) would run inside the commands
// that write, so they are found and reported.

/// One object of a database's schema, as a row of `sqlite_master` describes it.
package struct SchemaEntry: Hashable, Sendable, Comparable {
  /// `table`, `index`, `trigger` or `view`.
  package var type: String
  package var name: String
  /// The table an index or trigger belongs to (a table's or view's own name).
  package var table: String
  /// The statement that created it, as SQLite stores it; empty for the indexes SQLite makes for
  /// a table's UNIQUE and PRIMARY KEY constraints.
  package var sql: String

  package init(type: String, name: String, table: String, sql: String) {
    self.type = type
    self.name = name
    self.table = table
    self.sql = sql
  }

  /// Type, then name: the order ``Migrator/migratedSchema()`` returns.
  package static func < (a: SchemaEntry, b: SchemaEntry) -> Bool {
    (a.type, a.name) < (b.type, b.name)
  }
}

extension Migrator {
  /// One line per object of `database`'s schema that is not as this migrator's migrations
  /// create it: added (`trigger 'audit' on buttons was not created by the migrations`),
  /// changed, or missing. Empty for a catalog the migrations made.
  ///
  /// Compares the `sqlite_master` of `database` with ``expectedSchema`` when the migrator was
  /// given one (the catalog's, computed at build time), else with that of a new in-memory
  /// database migrated with every migration (``migratedSchema()``). SQLite's own statistics
  /// tables, which `ANALYZE` creates, are not objects of the schema and are ignored.
  package func foreignSchemaObjects(in database: Database) throws -> [String] {
    let expectedEntries = try expectedSchema ?? migratedSchema()
    let actualEntries = try Self.schema(of: database)
    // The common case, every object as the migrations create it, needs no lookup tables.
    if actualEntries == expectedEntries { return [] }
    let expected = Self.keyed(expectedEntries)
    let actual = Self.keyed(actualEntries)
    var problems: [String] = []
    for object in actual.keys.sorted() {
      let (table, sql) = actual[object]!
      let described =
        "\(object.type) '\(object.name)'"
        + (["trigger", "index"].contains(object.type) ? " on \(table)" : "")
      guard let known = expected[object] else {
        problems.append("\(described) was not created by buttoncat's migrations")
        continue
      }
      if known != (table, sql) {
        problems.append("\(described) is not defined as buttoncat's migrations define it")
      }
    }
    for object in expected.keys.sorted() where actual[object] == nil {
      problems.append("\(object.type) '\(object.name)' is missing")
    }
    return problems
  }

  /// The schema every migration creates: that of a new in-memory database migrated with all
  /// of them (through ``prepare``), sorted by type and name.
  package func migratedSchema() throws -> [SchemaEntry] {
    let database = try Database(memoryLabelled: ":memory:")
    try prepare(database)
    try migrate(database, path: ":memory:", recorded: nil)
    return try Self.schema(of: database)
  }

  /// The objects of `database`'s schema (SQLite's statistics tables left out), sorted by type
  /// and name.
  static func schema(of database: Database) throws -> [SchemaEntry] {
    try database.fetchAll(
      """
      SELECT CAST(type AS TEXT), CAST(name AS TEXT), CAST(tbl_name AS TEXT), CAST(sql AS TEXT)
      FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\'
      """
    ) { row in
      SchemaEntry(
        type: try row.optionalString(at: 0) ?? "", name: try row.optionalString(at: 1) ?? "",
        table: try row.optionalString(at: 2) ?? "", sql: try row.optionalString(at: 3) ?? "")
    }.sorted()
  }

  private struct SchemaObject: Hashable, Comparable {
    var type: String
    var name: String

    static func < (a: SchemaObject, b: SchemaObject) -> Bool {
      (a.type, a.name) < (b.type, b.name)
    }
  }

  private static func keyed(_ entries: [SchemaEntry]) -> [SchemaObject: (String, String)] {
    var objects: [SchemaObject: (String, String)] = [:]
    for entry in entries {
      objects[SchemaObject(type: entry.type, name: entry.name)] = (entry.table, entry.sql)
    }
    return objects
  }
}
