import ButtonJSON
import ButtonLayout
import ButtonStore

/// The buttons of an export read in as many passes as it needs, all in one read transaction
/// (one snapshot), each pass one button at a time in natural name order: a renderer that
/// needs an overview before its sections reads the catalog twice, and memory does not grow
/// with the catalog. Valid only inside `Catalog.withButtonPasses`.
package struct ButtonPasses {
  let catalog: Catalog
  let db: Database
  let names: [String]?
  let sources: SourceFiles
  /// Every button was checked in this transaction (`checkFirst`): later passes skip the checks.
  let trusted: Bool

  /// Every selected button, in natural name order, with its layouts (`nil`: none read) and,
  /// with `staleness`, why they are stale. With `checked`, a row that is not a valid button
  /// stops the pass with `CatalogError.invalidButton` (the same error `forEachButton` gives);
  /// without, the button reaches `body` with its `problems` (a first pass that only collects
  /// names leaves the refusal to the pass that reads the whole button).
  package func forEach(
    layouts: ExportLayouts?, staleness: Bool = false, checked: Bool = true,
    _ body: (CatalogButton) throws -> Void
  ) throws {
    var parts: Catalog.ReadParts = []
    switch layouts {
    case .text: parts.insert(.layoutText)
    case .decoded: parts.insert(.decodedLayouts)
    case nil: break
    }
    if staleness { parts.insert(.staleness) }
    if trusted { parts.insert(.trusted) }
    try each(parts) { button in
      if checked, !button.problems.isEmpty {
        throw CatalogError.invalidButton(button.record.name, button.problems)
      }
      try body(button)
    }
  }

  /// The team's settings as stored in this snapshot; rows that are not settings are left out
  /// (the commands that use them refuse them).
  package func settings() -> CatalogSettings {
    (try? Catalog.storedSettings(db))?.0 ?? CatalogSettings()
  }

  /// Every selected button, in order, with `parts`.
  func each(_ parts: Catalog.ReadParts, _ body: (CatalogButton) throws -> Void) throws {
    guard let names else {
      try catalog.readButtons(db, .all, parts, sources: sources, body)
      return
    }
    for name in names.sorted(by: NaturalOrder.less) {
      guard let button = try catalog.readButton(db, name, parts, sources: sources) else {
        throw CatalogError.unknownName(name)
      }
      try body(button)
    }
  }
}

extension Catalog {
  /// Runs `body` with the buttons of an export (all, or `names`) to read in passes
  /// (`ButtonPasses`), in one read transaction. An unknown name throws before `body` runs.
  /// `checkFirst` checks every button (its layouts as `layouts` reads them) before `body`
  /// runs, for a caller that cannot take back what it writes (standard output); the error then
  /// names every invalid row. An error `body` throws reaches the caller as thrown.
  package func withButtonPasses<T>(
    _ names: [String]? = nil, checkFirst: Bool = false, layouts: ExportLayouts = .text,
    _ body: (ButtonPasses) throws -> T
  ) throws -> T {
    let sources = sourceFiles()
    var thrown: (any Error)?
    do {
      return try read { db in
        for name in (names ?? []).sorted(by: NaturalOrder.less) {
          if try !exists(db, name) { throw CatalogError.unknownName(name) }
        }
        var passes = ButtonPasses(
          catalog: self, db: db, names: names, sources: sources, trusted: false)
        if checkFirst {
          // Their JSON syntax only: a renderer that decodes them refuses what is not a layout.
          var invalid: [CatalogButton] = []
          try passes.each(layouts == .text ? [.layoutSyntax] : [.decodedLayouts]) {
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
          passes = ButtonPasses(
            catalog: self, db: db, names: names, sources: sources, trusted: true)
        }
        do {
          return try body(passes)
        } catch let error where !(error is CatalogError) && !(error is DatabaseError) {
          thrown = error
          throw error
        }
      }
    } catch {
      if let thrown { throw thrown }
      throw error
    }
  }
}
