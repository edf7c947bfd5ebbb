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
  /// A stored layout is missing or out of date (engine version or inputs changed).
  public var stale: Bool
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
  public var stale: Bool
}

extension Catalog {
  /// The SQL condition for "this button's layouts are not all current" (`b` is the button).
  static let staleCondition = """
    (SELECT count(*) FROM layouts l WHERE l.button_id = b.id AND l.engine_version = ?1
       AND l.input_digest = b.input_digest)
      <> 5 * (CASE b.direction WHEN 'both' THEN 2 ELSE 1 END)
    """

  /// Every button (or those with `tag`, or only stale ones), in name order.
  public func list(tag: String? = nil, staleOnly: Bool = false, _ body: (ListEntry) throws -> Void)
    throws(CatalogError)
  {
    var conditions: [String] = []
    if tag != nil {
      conditions.append("EXISTS (SELECT 1 FROM tags t WHERE t.button_id = b.id AND t.tag = ?2)")
    }
    if staleOnly { conditions.append(Self.staleCondition) }
    // The chosen technique's layout summaries (one per direction, from a covering index) give
    // its worst severity (0 to 3), times two, plus one when they are missing or out of date.
    // Layouts are always written as a whole set, so the chosen technique's stand for all of
    // them; `--stale`, `check` and `recompute` look at every layout.
    let sql = """
      SELECT b.name, b.description, b.placement, b.width, b.height, b.technique, b.revision,
        (SELECT group_concat(tag, char(10)) FROM tags WHERE button_id = b.id),
        (SELECT coalesce(max(CASE worst_severity WHEN 'error' THEN 3 WHEN 'warning' THEN 2
                                                 WHEN 'info' THEN 1 ELSE 0 END), 0) * 2
                + (count(*) FILTER (WHERE l.engine_version = ?1 AND l.input_digest = b.input_digest)
                   <> (CASE b.direction WHEN 'both' THEN 2 ELSE 1 END))
           FROM layouts l WHERE l.button_id = b.id AND l.technique = b.technique)
      FROM buttons b
      \(conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND "))
      ORDER BY b.name_key, b.name
      """
    let arguments: StatementArguments =
      tag.map { [InputDigest.engineVersion, $0] } ?? [InputDigest.engineVersion]
    try read { db in
      try db.iterate(sql, arguments: arguments) { row in
        var size = ButtonSize.fit
        if let w = try row.optionalDouble(at: 3), let h = try row.optionalDouble(at: 4) {
          size = .fixed(Size(width: w, height: h))
        }
        let summary = try row.int(at: 8)
        let severity: Diagnostic.Severity? =
          switch summary / 2 {
          case 3: .error
          case 2: .warning
          case 1: .info
          default: nil
          }
        var tags: [String] = []
        if let text = try row.optionalString(at: 7) {
          tags = text.split(separator: "\n").map(String.init)
          tags.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
        try body(
          ListEntry(
            name: try row.string(at: 0), description: try row.string(at: 1), tags: tags,
            placement: Placement(rawValue: try row.string(at: 2)) ?? .left, size: size,
            technique: Technique(rawValue: try row.string(at: 5)) ?? .exact,
            revision: try row.int(at: 6), worstSeverity: severity,
            stale: staleOnly || summary % 2 == 1))
      }
    }
  }

  /// The record named `name` with its stored layouts (technique order, LTR first).
  public func show(_ name: String) throws(CatalogError) -> ShownButton {
    try read { db in
      guard let (id, record) = try find(db, name) else { throw CatalogError.unknownName(name) }
      let digest = InputDigest.of(record.spec)
      var stale = false
      var layouts: [TechniqueLayout] = []
      try db.iterate(
        "SELECT layout_json, engine_version, input_digest FROM layouts WHERE button_id = ?",
        arguments: [id]
      ) { row in
        layouts.append(try LayoutJSON.decodeLayout(try row.string(at: 0)))
        if try row.int(at: 1) != InputDigest.engineVersion || (try row.string(at: 2)) != digest {
          stale = true
        }
      }
      let order = Technique.allCases
      layouts.sort {
        (order.firstIndex(of: $0.technique)!, $0.direction == .leftToRight ? 0 : 1)
          < (order.firstIndex(of: $1.technique)!, $1.direction == .leftToRight ? 0 : 1)
      }
      if layouts.count != Technique.allCases.count * record.spec.direction.directions.count {
        stale = true
      }
      return ShownButton(record: record, layouts: layouts, stale: stale)
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
