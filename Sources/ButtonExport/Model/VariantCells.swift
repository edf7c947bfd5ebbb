import ButtonLayout

/// A button's variants grouped into the cells of its matrix, as `show` prints it and the HTML
/// page draws it: one cell per (locale, content size, state), the worst finding over the
/// variant's directions and its widest title; the locales in the variants' order (the base
/// locale first), which of them are laid out right to left only, the sizes and the states.
package struct VariantCells: Sendable {
  /// One cell: a variant's worst finding over its directions and its title's width.
  package struct Cell: Equatable, Sendable {
    package var severity: Diagnostic.Severity?
    /// The widest title over the variant's directions, or `nil` without a title.
    package var titleWidth: Double?
    /// The title's size is approximate (measured from Apple's font files, not on a device).
    package var approximate = false

    /// The verdict's mark: `✓` ok, `~` warning, `✗` error (`LayoutText.verdict`'s marks).
    package var mark: String {
      switch severity {
      case .error: "✗"
      case .warning: "~"
      default: "✓"
      }
    }
  }

  package var technique: Technique
  package var cells: [VariantKey: Cell] = [:]
  /// `nil`: the button's own title.
  package var locales: [String?] = []
  /// Per locale: laid out right to left only.
  package var rightToLeft: [String?: Bool] = [:]
  package var sizes: [ContentSizeCategory]
  package var states: [ControlState]
  /// Some variant is laid out in both directions (its cell shows the worse).
  package var bothDirections = false

  /// The cells of `variants` (one technique's), or `nil` when there are none.
  package init?(_ variants: [VariantLayout]) {
    guard let technique = variants.first?.technique else { return nil }
    self.technique = technique
    var localeDirections: [String?: Set<LayoutDirection>] = [:]
    var directions: [VariantKey: Set<LayoutDirection>] = [:]
    for v in variants {
      directions[v.key, default: []].insert(v.direction)
      if localeDirections[v.key.locale] == nil { locales.append(v.key.locale) }
      localeDirections[v.key.locale, default: []].insert(v.direction)
      var cell = cells[v.key] ?? Cell(severity: nil, titleWidth: nil)
      cell.severity = [cell.severity, v.worstSeverity].compactMap { $0 }.max()
      if let width = v.titleSize?.width {
        cell.titleWidth = Swift.max(cell.titleWidth ?? width, width)
      }
      if v.isTitleApproximate { cell.approximate = true }
      cells[v.key] = cell
    }
    bothDirections = directions.values.contains { $0.count > 1 }
    rightToLeft = localeDirections.mapValues { $0 == [.rightToLeft] }
    sizes = Set(variants.map(\.key.contentSize)).sorted()
    states = ControlState.allCases.filter { s in variants.contains { $0.key.state == s } }
  }

  package func cell(_ state: ControlState, _ size: ContentSizeCategory, _ locale: String?) -> Cell?
  {
    cells[VariantKey(locale: locale, contentSize: size, state: state)]
  }
}
