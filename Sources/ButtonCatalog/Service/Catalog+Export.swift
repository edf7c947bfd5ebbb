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
    do {
      try withButtonPasses(names, checkFirst: checkFirst, layouts: layouts) { passes in
        try passes.forEach(layouts: layouts, staleness: staleness, body)
      }
    } catch let error as CatalogError {
      throw error
    } catch {
      throw .storage(path: path, "\(error)")
    }
  }
}
