import ButtonLayout
import ButtonStore

/// Which buttons a reading command takes (`list`, `export`): those named, those whose name
/// matches a pattern, and those with one of the tags; a button is selected when it matches any
/// of them. An empty selection is every button.
package struct ButtonSelection: Hashable, Sendable {
  package var names: [String]
  package var patterns: [NamePattern]
  package var tags: [String]

  package init(names: [String] = [], patterns: [NamePattern] = [], tags: [String] = []) {
    self.names = names
    self.patterns = patterns
    self.tags = tags
  }

  /// Plain names and patterns told apart (`NamePattern.isPattern`), each given once.
  package init(namesOrPatterns: [String], tags: [String] = []) throws(NamePattern.SyntaxError) {
    var seen: Set<String> = []
    var names: [String] = []
    var patterns: [NamePattern] = []
    for text in namesOrPatterns where seen.insert(text).inserted {
      if NamePattern.isPattern(text) {
        patterns.append(try NamePattern(text))
      } else {
        names.append(text)
      }
    }
    var seenTags: Set<String> = []
    self.init(names: names, patterns: patterns, tags: tags.filter { seenTags.insert($0).inserted })
  }

  /// No name, pattern or tag: every button.
  package var isEverything: Bool { names.isEmpty && patterns.isEmpty && tags.isEmpty }
}

/// The buttons a selection takes.
package struct SelectedButtons: Equatable, Sendable {
  /// Their names in natural order, or `nil` for every button.
  package var names: [String]?
  /// The selection's tags that no button has (they select nothing; a typo, perhaps).
  package var unusedTags: [String] = []
}

extension Catalog {
  /// The buttons `selection` takes, in natural name order. A plain name that is not in the
  /// catalog throws `unknownName` (as every command that takes names does); patterns that
  /// match no button throw `invalid`, each named as typed; a tag no button has selects nothing
  /// and is returned in `unusedTags`.
  package func select(_ selection: ButtonSelection) throws(CatalogError) -> SelectedButtons {
    try read { db in try select(db, selection) }
  }

  func select(_ db: Database, _ selection: ButtonSelection) throws -> SelectedButtons {
    if selection.isEverything { return SelectedButtons(names: nil) }
    for name in selection.names.sorted(by: NaturalOrder.less) {
      if try !exists(db, name) { throw CatalogError.unknownName(name) }
    }
    var selected = Set(selection.names)
    if !selection.patterns.isEmpty {
      var matched = Set<Int>()
      // A name that is not text belongs to an invalid row: no pattern matches it.
      try db.iterate("SELECT name FROM buttons WHERE typeof(name) = 'text'") { row in
        let name = try row.string(at: 0)
        for (i, pattern) in selection.patterns.enumerated() where pattern.matches(name) {
          matched.insert(i)
          selected.insert(name)
        }
      }
      let unmatched = selection.patterns.indices.filter { !matched.contains($0) }
      if !unmatched.isEmpty {
        throw CatalogError.invalid(
          unmatched.map { "no button name matches the pattern '\(selection.patterns[$0].text)'" })
      }
    }
    var unused: [String] = []
    for tag in selection.tags {
      var any = false
      try db.iterate(
        """
        SELECT b.name FROM buttons b JOIN tags t ON t.button_id = b.id
        WHERE t.tag = ? AND typeof(b.name) = 'text'
        """, arguments: [tag]
      ) { row in
        any = true
        selected.insert(try row.string(at: 0))
      }
      if !any { unused.append(tag) }
    }
    return SelectedButtons(names: selected.sorted(by: NaturalOrder.less), unusedTags: unused)
  }

  /// Every tag in the catalog, in byte order (to suggest one for a tag no button has).
  package func tags() throws(CatalogError) -> [String] {
    try read { db in
      try db.fetchAll("SELECT DISTINCT tag FROM tags WHERE typeof(tag) = 'text' ORDER BY tag") {
        try $0.string(at: 0)
      }
    }
  }

  /// `list` of a selection: the selected buttons, as `list(tag:staleOnly:_:)` gives them, in
  /// natural name order, read in one transaction with the selection (nothing reaches `body`
  /// when the selection throws). Returns the selection's tags that no button has.
  package func list(
    _ selection: ButtonSelection, staleOnly: Bool = false, _ body: (CatalogButton) throws -> Void
  ) throws(CatalogError) -> [String] {
    if selection.isEverything
      || (selection.tags.count == 1 && selection.names.isEmpty
        && selection.patterns.isEmpty)
    {
      // One query for every button, or those of one tag.
      var found = false
      try list(tag: selection.tags.first, staleOnly: staleOnly) { button in
        found = true
        try body(button)
      }
      if found || selection.isEverything { return [] }
      return try read { db in try select(db, selection).unusedTags }
    }
    let sources = sourceFiles()
    return try read { db in
      let selected = try select(db, selection)
      for name in selected.names ?? [] {
        guard let button = try readButton(db, name, [.staleness, .severity], sources: sources)
        else { continue }
        try Self.listed(button, staleOnly: staleOnly, body)
      }
      return selected.unusedTags
    }
  }
}
