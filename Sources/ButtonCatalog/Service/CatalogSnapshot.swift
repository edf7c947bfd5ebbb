import ButtonLayout

/// Every button of a catalog or of a catalog document, read whole, with its chosen technique's
/// layouts: one side of `diff`, one of the three of `merge`.
///
/// A catalog's layouts are the stored ones (what it says today, stale or not; its rows are
/// checked as they are read). A document carries inputs and layouts as exported, but its
/// layouts are not trusted (`import` recomputes them): they are computed with the engine.
package struct CatalogSnapshot: Sendable {
  package struct Button: Sendable {
    package var record: ButtonRecord
    /// The chosen technique's layouts, LTR first.
    package var layouts: [TechniqueLayout]

    package init(record: ButtonRecord, layouts: [TechniqueLayout]) {
      self.record = record
      self.layouts = layouts
    }

    /// The button with its chosen technique laid out by the engine.
    package init(computing record: ButtonRecord) {
      self.init(
        record: record, layouts: LayoutEngine.layouts(record.spec, techniques: [record.technique]))
    }
  }

  /// In natural name order.
  package var buttons: [Button]
  /// The team's settings (`CatalogSettings`): the document's, or the catalog's.
  package var settings: CatalogSettings

  package init(buttons: [Button], settings: CatalogSettings = CatalogSettings()) {
    self.buttons = buttons.sorted { NaturalOrder.less($0.record.name, $1.record.name) }
    self.settings = settings
  }

  /// The buttons of a document (`CatalogDocument.read`: every problem listed, markers named),
  /// laid out with the engine. `source` names the document in messages.
  package static func document(_ bytes: UnsafeBufferPointer<UInt8>, source: String)
    throws(CatalogError) -> CatalogSnapshot
  {
    var records: [ButtonRecord] = []
    let settings = try CatalogDocument.read(bytes, source: source) { record, _ in
      records.append(record)
      return true
    }
    return CatalogSnapshot(buttons: records.map(Button.init(computing:)), settings: settings)
  }

  /// The buttons of the catalog at `path`, opened without writing anything (`.snapshot`), with
  /// their stored layouts.
  package static func catalog(at path: String) throws(CatalogError) -> CatalogSnapshot {
    let catalog = try Catalog(path: path, access: .snapshot)
    var buttons: [Button] = []
    try catalog.forEachButton(layouts: .decoded, staleness: false) { button in
      buttons.append(
        Button(
          record: button.record,
          layouts: button.layouts.filter { $0.technique == button.record.technique }))
    }
    return CatalogSnapshot(buttons: buttons, settings: try catalog.settings())
  }

  /// Whether `bytes` begin as a SQLite database file does (`SQLite format 3` and a NUL).
  package static func isCatalogFile(_ prefix: [UInt8]) -> Bool {
    prefix.starts(with: Array("SQLite format 3\0".utf8))
  }
}
