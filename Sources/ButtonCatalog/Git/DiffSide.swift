import ButtonLayout

/// One side of `diff` walked in name order one button at a time: a document (its index, each
/// button read again at its bytes and laid out by the engine) or a catalog (inside one read
/// transaction: each button read again by name, with its stored layouts, as
/// `CatalogSnapshot.catalog` takes them).
package struct DiffSide {
  /// Every button's name and input hash, in natural name order, and the settings (a catalog's
  /// buttons have no byte range).
  package var index: DocumentIndex
  /// Whether the layouts are computed from the inputs (a document): inputs alike are then
  /// laid out alike. A catalog's are the stored ones, stale or not.
  package var computesLayouts: Bool
  /// Button `i`'s inputs.
  package var record: (Int) throws(CatalogError) -> ButtonRecord
  /// Button `i` with its chosen technique's layouts.
  package var button: (Int) throws(CatalogError) -> CatalogSnapshot.Button

  /// The side of a document.
  package init(_ document: IndexedDocument) {
    index = document.index
    computesLayouts = true
    record = { i throws(CatalogError) in try document.record(i) }
    button = { i throws(CatalogError) in CatalogSnapshot.Button(computing: try document.record(i)) }
  }

  init(
    index: DocumentIndex, record: @escaping (Int) throws(CatalogError) -> ButtonRecord,
    button: @escaping (Int) throws(CatalogError) -> CatalogSnapshot.Button
  ) {
    self.index = index
    computesLayouts = false
    self.record = record
    self.button = button
  }
}

extension Catalog {
  /// Runs `body` with this catalog as a side of `diff`, in one read transaction: its buttons
  /// are read once first (each checked, with its decoded layouts: the first invalid row, in
  /// name order, throws `CatalogError.invalidButton`, as `CatalogSnapshot.catalog` does), then
  /// read again one at a time as `body` asks. An error `body` throws reaches the caller as
  /// thrown.
  package func withDiffSide<T>(_ body: (DiffSide) throws -> T) throws -> T {
    try withButtonPasses(layouts: .decoded) { passes in
      var index = DocumentIndex()
      try passes.forEach(layouts: .decoded) { button in
        index.buttons.append(
          DocumentIndex.Button(
            name: button.record.name, range: 0..<0,
            identity: CatalogDiff.identity(button.record).hashValue,
            position: index.buttons.count))
      }
      let (settings, problems) = try Catalog.storedSettings(passes.db)
      let bad = problems.filter { $0.setting != nil }
      guard bad.isEmpty else { throw CatalogError.invalidSettings(bad) }
      index.settings = settings
      let names = index.buttons.map(\.name)
      func read(_ i: Int) throws(CatalogError) -> CatalogButton {
        try storage {
          guard
            let button = try readButton(
              passes.db, names[i], [.decodedLayouts], sources: passes.sources)
          else { throw CatalogError.unknownName(names[i]) }
          guard button.problems.isEmpty else {
            throw CatalogError.invalidButton(button.record.name, button.problems)
          }
          return button
        }
      }
      let side = DiffSide(
        index: index, record: { i throws(CatalogError) in try read(i).record },
        button: { i throws(CatalogError) in
          let button = try read(i)
          return CatalogSnapshot.Button(
            record: button.record,
            layouts: button.layouts.filter { $0.technique == button.record.technique })
        })
      return try body(side)
    }
  }
}
