import ButtonJSON
import ButtonLayout
import ButtonStore

/// One revision in `history`.
package struct RevisionEntry: Equatable, Sendable {
  package var revision: Int
  package var name: String
  package var action: String
  package var changes: String
  package var user: String
  package var time: String
  package var inputsJSON: String
}

extension Catalog {
  /// Every button (or those with `tag`, or only stale ones), in name order, with its tags,
  /// status and staleness (`Catalog.staleness`, as everywhere: source files are read, once
  /// each, for the buttons measured from files), in one query, without reading any layout.
  ///
  /// A row that is not a valid button is marked (`problems`), nothing else looked at (`check`
  /// tells the rest): its name has its control characters escaped, its description and tags
  /// are left out, and `staleOnly` leaves it out.
  package func list(
    tag: String? = nil, staleOnly: Bool = false, _ body: (CatalogButton) throws -> Void
  ) throws(CatalogError) {
    let sources = sourceFiles()
    try read { db in
      try readButtons(
        db, tag.map { .tagged($0) } ?? .all, [.staleness, .severity], sources: sources
      ) { button in try Self.listed(button, staleOnly: staleOnly, body) }
    }
  }

  /// Hands `button` to `list`'s `body`: an invalid row with its name escaped and nothing else
  /// (unless `staleOnly`), a valid one unless `staleOnly` and current.
  static func listed(
    _ button: CatalogButton, staleOnly: Bool, _ body: (CatalogButton) throws -> Void
  ) throws {
    if !button.problems.isEmpty {
      if staleOnly { return }
      var invalid = button
      invalid.record.name = Self.escaped(button.record.name)
      invalid.record.description = ""
      invalid.record.tags = []
      try body(invalid)
      return
    }
    if staleOnly, !button.needsRecompute { return }
    try body(button)
  }

  /// The button named `name` with its stored layouts decoded (technique order, LTR first) and
  /// whether they are stale; an invalid row (its layouts included) is refused.
  package func show(_ name: String) throws(CatalogError) -> CatalogButton {
    let sources = sourceFiles()
    return try read { db in
      guard let button = try readButton(db, name, [.staleness, .decodedLayouts], sources: sources)
      else { throw CatalogError.unknownName(name) }
      if !button.problems.isEmpty {
        throw CatalogError.invalidButton(button.record.name, button.problems)
      }
      return button
    }
  }

  /// Every revision of the button that is or was called `name` (across renames and `rm`),
  /// oldest first.
  package func history(_ name: String) throws(CatalogError) -> [RevisionEntry] {
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
  package func count() throws(CatalogError) -> Int {
    try read { db in try db.fetchOne("SELECT count(*) FROM buttons") { try $0.int(at: 0) } ?? 0 }
  }

  /// The names of every button, in name order.
  package func names() throws(CatalogError) -> [String] {
    try read { db in
      try db.fetchAll("SELECT name FROM buttons ORDER BY name_key, name") {
        try $0.string(at: 0)
      }
    }
  }
}
