import ButtonJSON
import ButtonLayout
import ButtonStore

/// How an export takes a button's stored layouts.
package enum ExportLayouts: Sendable {
  /// Their JSON as stored, checked for syntax only (the JSON document splices them in).
  case text
  /// Decoded: a stored layout that is not a layout makes the button invalid.
  case decoded
}

extension Catalog {
  /// Streams buttons in natural name order (all of them, or `names` in that order) with their
  /// stored layouts (`layouts`: as stored JSON text, or decoded), inside one read transaction:
  /// memory does not grow with the catalog. Every button is read with one query
  /// (`readButtons`).
  ///
  /// A row that is not a valid button (`StoredButton`), or whose layouts' JSON is not a layout,
  /// stops the stream with `CatalogError.invalidButton`. `checkFirst` checks every button before
  /// the first reaches `body`, in the same transaction, for a caller that cannot take back what
  /// it has written (a stream to standard output); the error then names every invalid row.
  /// The second pass then reads the rows again for their values without checking them again
  /// (the same snapshot). `staleness: false` skips telling whether each button is stale, for
  /// a caller that does not use it (`staleCauses` is then empty).
  package func forEachButton(
    _ names: [String]? = nil, layouts: ExportLayouts = .text, checkFirst: Bool = false,
    staleness: Bool = true, _ body: (CatalogButton) throws -> Void
  ) throws(CatalogError) {
    let sources = sourceFiles()
    var parts: ReadParts = layouts == .text ? [.layoutText] : [.decodedLayouts]
    if staleness { parts.insert(.staleness) }
    try read { db in
      for name in (names ?? []).sorted(by: NaturalOrder.less) {
        if try !exists(db, name) { throw CatalogError.unknownName(name) }
      }
      /// Every selected button, in order, with `parts`.
      func each(_ parts: ReadParts, _ body: (CatalogButton) throws -> Void) throws {
        guard let names else {
          try readButtons(db, .all, parts, sources: sources, body)
          return
        }
        for name in names.sorted(by: NaturalOrder.less) {
          guard let button = try readButton(db, name, parts, sources: sources) else {
            throw CatalogError.unknownName(name)
          }
          try body(button)
        }
      }
      if checkFirst {
        // Their JSON syntax only: a renderer that decodes them refuses what is not a layout.
        var invalid: [CatalogButton] = []
        try each(layouts == .text ? [.layoutSyntax] : [.decodedLayouts]) {
          if !$0.problems.isEmpty { invalid.append($0) }
        }
        if let first = invalid.first {
          throw CatalogError.invalidButton(
            first.record.name,
            first.problems
              + invalid.dropFirst().map {
                "also button '\(Self.escaped($0.record.name))': \($0.problems.joined(separator: "; "))"
              })
        }
        // Checked in this transaction: the same snapshot.
        parts.insert(.trusted)
      }
      try each(parts) { button in
        if !button.problems.isEmpty {
          throw CatalogError.invalidButton(button.record.name, button.problems)
        }
        try body(button)
      }
    }
  }
}
