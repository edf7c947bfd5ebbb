/// Schema objects that the migrations did not create: a trigger, view, index or table added by
/// hand (or a table redefined through `PRAGMA writable_schema`) would run inside the commands
/// that write, so they are found and reported.
extension Migrator {
  /// One line per object of `database`'s schema that is not as this migrator's migrations
  /// create it: added (`trigger 'audit' on buttons was not created by the migrations`),
  /// changed, or missing. Empty for a catalog the migrations made. Compares the
  /// `sqlite_master` of `database` with that of a new in-memory database migrated with every
  /// migration (SQLite's own statistics tables, which `ANALYZE` creates, are not objects of
  /// the schema and are ignored).
  public func foreignSchemaObjects(in database: Database) throws -> [String] {
    let expected = try Self.schema(of: openDatabase(atPath: ":memory:", mode: .readWriteCreate))
    let actual = try Self.schema(of: database)
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

  private struct SchemaObject: Hashable, Comparable {
    var type: String
    var name: String

    static func < (a: SchemaObject, b: SchemaObject) -> Bool {
      (a.type, a.name) < (b.type, b.name)
    }
  }

  private static func schema(of database: Database) throws -> [SchemaObject: (String, String)] {
    var objects: [SchemaObject: (String, String)] = [:]
    try database.iterate(
      """
      SELECT CAST(type AS TEXT), CAST(name AS TEXT), CAST(tbl_name AS TEXT), CAST(sql AS TEXT)
      FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_stat%' ESCAPE '\\'
      """
    ) { row in
      let object = SchemaObject(
        type: try row.optionalString(at: 0) ?? "", name: try row.optionalString(at: 1) ?? "")
      objects[object] = (try row.optionalString(at: 2) ?? "", try row.optionalString(at: 3) ?? "")
    }
    return objects
  }
}
