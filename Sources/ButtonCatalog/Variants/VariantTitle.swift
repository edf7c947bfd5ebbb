import ButtonLayout

/// One variant of a button with the title it shows (`VariantPlanner.titles(for:)`): what a
/// device measures and lays out for it, nothing measured here.
package struct VariantTitle: Hashable, Sendable {
  package var key: VariantKey
  /// The directions the variant is laid out in (a right-to-left locale's own with `--direction
  /// auto`).
  package var directions: [LayoutDirection]
  /// The title shown in the variant's locale and state, or `nil` without a title.
  package var text: String?

  package init(key: VariantKey, directions: [LayoutDirection], text: String?) {
    self.key = key
    self.directions = directions
    self.text = text
  }
}

extension Catalog {
  /// Every variant of `record` with its title (`VariantPlanner.titles(for:)`), its strings file
  /// read from the catalog's folder. A problem names the button.
  package func variantTitles(_ record: ButtonRecord) throws(CatalogError) -> [VariantTitle] {
    do {
      return try VariantPlanner(measurer: measuring(SourceMeasurer())).titles(for: record)
    } catch {
      throw .invalid(error.problems.map { "button '\(Self.escaped(record.name))': \($0)" })
    }
  }
}
