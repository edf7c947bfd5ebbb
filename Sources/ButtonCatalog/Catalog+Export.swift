import ButtonJSON
import ButtonLayout
import ButtonStore

extension Catalog {
  static let layoutOrder = """
    ORDER BY CASE technique WHEN 'exact' THEN 0 WHEN 'configuration' THEN 1 WHEN 'edge-insets' THEN 2
      WHEN 'content-insets' THEN 3 ELSE 4 END, direction
    """

  /// Streams buttons in natural name order (all of them, or `names` in that order) with their
  /// stored layouts as stored JSON text, inside one read transaction: memory does not grow
  /// with the catalog.
  public func forEachButton(
    _ names: [String]? = nil,
    _ body: (_ record: ButtonRecord, _ layoutsJSON: [String], _ stale: Bool) throws -> Void
  ) throws(CatalogError) {
    let sources = sourceFiles()
    try read { db in
      func emit(_ id: Int64, _ record: ButtonRecord) throws {
        var r = record
        r.tags = try db.fetchAll(
          "SELECT tag FROM tags WHERE button_id = ? ORDER BY tag", arguments: [id]
        ) {
          try $0.string(at: 0)
        }
        let layouts = try db.fetchAll(
          "SELECT layout_json FROM layouts WHERE button_id = ? \(Self.layoutOrder)",
          arguments: [id]
        ) { row -> String in try row.string(at: 0) }
        try body(r, layouts, try !staleness(db, id, r, sources: sources).isEmpty)
      }
      if let names {
        let sorted = names.sorted(by: NaturalOrder.less)
        for name in sorted {
          guard let (id, record) = try find(db, name) else { throw CatalogError.unknownName(name) }
          try emit(id, record)
        }
      } else {
        try db.iterate(
          "SELECT \(Self.selectColumns) FROM buttons ORDER BY name_key, name"
        ) { row in
          let (id, record) = try Self.record(row)
          try emit(id, record)
        }
      }
    }
  }
}
