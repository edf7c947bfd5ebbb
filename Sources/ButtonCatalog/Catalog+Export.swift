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
  ///
  /// A row that is not a valid button (`StoredButton`), or whose layouts' JSON is not a layout,
  /// stops the stream with `CatalogError.invalidButton`. `checkFirst` checks every button before
  /// the first reaches `body`, in the same transaction, for a caller that cannot take back what
  /// it has written (a stream to standard output); the error then names every invalid row.
  /// The second pass then reads the rows again for their values without checking them again
  /// (the same snapshot). `staleness: false` skips telling whether each button is stale, for
  /// a caller that does not use it (`stale` is then `false`).
  public func forEachButton(
    _ names: [String]? = nil, checkFirst: Bool = false, staleness: Bool = true,
    _ body: (_ record: ButtonRecord, _ layoutsJSON: [String], _ stale: Bool) throws -> Void
  ) throws(CatalogError) {
    let sources = sourceFiles()
    try read { db in
      var ids: [Int64] = []
      if let names {
        for name in names.sorted(by: NaturalOrder.less) {
          guard let stored = try findStored(db, name) else {
            throw CatalogError.unknownName(name)
          }
          ids.append(stored.id)
        }
      } else {
        ids = try self.ids(db)
      }
      /// The button `id` when it is valid, with its layouts' JSON; else its problems.
      func load(_ id: Int64, checking: Bool = true, fetching: Bool = true) throws -> (
        StoredButton, [String]
      ) {
        guard var stored = try findStored(db, id: id, validating: checking) else {
          throw CatalogError.unknownName("\(id)")
        }
        // Unless checked already in this transaction (`checkFirst`): the same snapshot.
        // Their JSON syntax: a renderer that decodes them refuses what is not a layout.
        if checking { stored.problems += try layoutProblems(db, id, decoding: false) }
        if !stored.problems.isEmpty || !fetching { return (stored, []) }
        let layouts = try db.fetchAll(
          "SELECT layout_json FROM layouts WHERE button_id = ? \(Self.layoutOrder)",
          arguments: [id]
        ) { row -> String in try row.string(at: 0) }
        return (stored, layouts)
      }
      if checkFirst {
        var invalid: [StoredButton] = []
        for id in ids {
          let (stored, _) = try load(id, fetching: false)
          if !stored.problems.isEmpty { invalid.append(stored) }
        }
        if let first = invalid.first {
          throw CatalogError.invalidButton(
            first.record.name,
            first.problems
              + invalid.dropFirst().map {
                "also button '\(Self.escaped($0.record.name))': \($0.problems.joined(separator: "; "))"
              })
        }
      }
      for id in ids {
        let (stored, layouts) = try load(id, checking: !checkFirst)
        if !stored.problems.isEmpty {
          throw CatalogError.invalidButton(stored.record.name, stored.problems)
        }
        try body(
          stored.record, layouts,
          try staleness && !self.staleness(db, id, stored.record, sources: sources).isEmpty)
      }
    }
  }
}
