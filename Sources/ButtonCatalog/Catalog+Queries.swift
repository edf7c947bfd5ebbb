import ButtonJSON
import ButtonLayout
import ButtonStore

/// One line of `list`.
public struct ListEntry: Equatable, Sendable {
  public var name: String
  public var description: String
  public var tags: [String]
  public var placement: Placement
  public var size: ButtonSize
  public var technique: Technique
  public var revision: Int
  /// The worst diagnostic of the chosen technique, over its directions.
  public var worstSeverity: Diagnostic.Severity?
  /// Why the stored layouts are out of date (`StaleCause`); empty when they are current.
  public var staleCauses: [StaleCause]
  /// The stored layouts are out of date: `staleCauses` is not empty.
  public var stale: Bool { !staleCauses.isEmpty }
  /// How the button's row is not a valid button (edited outside buttoncat or damaged); the
  /// other values are then not to be trusted, and `name` has its control characters escaped.
  public var problems: [String] = []
}

/// One revision in `history`.
public struct RevisionEntry: Equatable, Sendable {
  public var revision: Int
  public var name: String
  public var action: String
  public var changes: String
  public var user: String
  public var time: String
  public var inputsJSON: String
}

/// A button as `show` displays it: the record, its stored layouts, and whether they are stale.
public struct ShownButton: Sendable {
  public var record: ButtonRecord
  public var layouts: [TechniqueLayout]
  /// Why the stored layouts are out of date (`StaleCause`); empty when they are current.
  public var staleCauses: [StaleCause]
  public var stale: Bool { !staleCauses.isEmpty }
}

extension Catalog {
  /// Every button (or those with `tag`, or only stale ones), in name order. Stale is
  /// `Catalog.staleness`, as everywhere: source files are read (once each) for the buttons
  /// measured from files.
  public func list(tag: String? = nil, staleOnly: Bool = false, _ body: (ListEntry) throws -> Void)
    throws(CatalogError)
  {
    // Each row: the button, its tags, the worst severity (0 to 3) of the chosen technique's
    // layouts and a summary of every stored layout (from the covering index `layouts_summary`,
    // without reading the layouts' JSON).
    let columns = Self.columns.count + 1
    let sql = """
      SELECT \(Self.selectColumns),
        (SELECT group_concat(tag, char(10)) FROM tags WHERE button_id = b.id),
        (SELECT coalesce(max(CASE worst_severity WHEN 'error' THEN 3 WHEN 'warning' THEN 2
                                                 WHEN 'info' THEN 1 ELSE 0 END), 0)
           FROM layouts l WHERE l.button_id = b.id AND l.technique = b.technique),
        \(Self.layoutSummarySQL("b.id"))
      FROM buttons b
      \(tag == nil ? "" : "WHERE EXISTS (SELECT 1 FROM tags t WHERE t.button_id = b.id AND t.tag = ?1)")
      ORDER BY b.name_key, b.name
      """
    let arguments: StatementArguments = tag.map { [$0] } ?? []
    let sources = sourceFiles()
    try read { db in
      try db.iterate(sql, arguments: arguments) { row in
        var stored = try Self.decode(row)
        if let text = try row.optionalString(at: columns) {
          stored.record.tags = text.split(separator: "\n").map(String.init)
          stored.record.tags.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        Self.validate(&stored)
        let record = stored.record
        if !stored.problems.isEmpty {
          // Marked invalid, nothing else looked at (`check` tells the rest).
          if staleOnly { return }
          var entry = ListEntry(
            name: Self.escaped(record.name), description: "", tags: [],
            placement: record.spec.placement, size: record.spec.size,
            technique: record.technique, revision: record.revision, worstSeverity: nil,
            staleCauses: [])
          entry.problems = stored.problems
          try body(entry)
          return
        }
        let causes = Self.staleness(
          record, LayoutSummary(try row.optionalString(at: columns + 2)), sources: sources)
        if staleOnly, causes.isEmpty { return }
        let severity: Diagnostic.Severity? =
          switch try row.int(at: columns + 1) {
          case 3: .error
          case 2: .warning
          case 1: .info
          default: nil
          }
        try body(
          ListEntry(
            name: record.name, description: record.description, tags: record.tags,
            placement: record.spec.placement, size: record.spec.size,
            technique: record.technique, revision: record.revision, worstSeverity: severity,
            staleCauses: causes))
      }
    }
  }

  /// The record named `name` with its stored layouts (technique order, LTR first).
  public func show(_ name: String) throws(CatalogError) -> ShownButton {
    try read { db in
      guard let (id, record) = try find(db, name) else { throw CatalogError.unknownName(name) }
      let problems = try layoutProblems(db, id)
      if !problems.isEmpty { throw CatalogError.invalidButton(record.name, problems) }
      var layouts: [TechniqueLayout] = []
      try db.iterate("SELECT layout_json FROM layouts WHERE button_id = ?", arguments: [id]) {
        layouts.append(try LayoutJSON.decodeLayout(try $0.string(at: 0)))
      }
      let order = Technique.allCases
      layouts.sort {
        (order.firstIndex(of: $0.technique)!, $0.direction == .leftToRight ? 0 : 1)
          < (order.firstIndex(of: $1.technique)!, $1.direction == .leftToRight ? 0 : 1)
      }
      return ShownButton(
        record: record, layouts: layouts,
        staleCauses: try staleness(db, id, record, sources: sourceFiles()))
    }
  }

  /// Every revision of the button that is or was called `name` (across renames and `rm`),
  /// oldest first.
  public func history(_ name: String) throws(CatalogError) -> [RevisionEntry] {
    try read { db in
      let entries = try db.fetchAll(
        """
        SELECT revision, name, action, changes, user, at, inputs_json FROM revisions
        WHERE button_id IN (SELECT button_id FROM revisions WHERE name = ?)
        ORDER BY button_id, revision
        """, arguments: [name]
      ) { row in
        RevisionEntry(
          revision: try row.int(at: 0), name: try row.string(at: 1), action: try row.string(at: 2),
          changes: try row.string(at: 3), user: try row.string(at: 4), time: try row.string(at: 5),
          inputsJSON: try row.string(at: 6))
      }
      if entries.isEmpty { throw CatalogError.unknownName(name) }
      return entries
    }
  }

  /// How many buttons the catalog holds.
  public func count() throws(CatalogError) -> Int {
    try read { db in try db.fetchOne("SELECT count(*) FROM buttons") { try $0.int(at: 0) } ?? 0 }
  }

  /// The names of every button, in name order.
  public func names() throws(CatalogError) -> [String] {
    try read { db in
      try db.fetchAll("SELECT name FROM buttons ORDER BY name_key, name") {
        try $0.string(at: 0)
      }
    }
  }
}
