import ButtonLayout

/// What the code generators (Swift, Objective-C) emit for one style, shared so that both
/// languages set exactly the same values.
///
/// Values are taken from the catalog's computed layouts, direction by direction; when the two
/// directions agree (or the style is laid out for one direction only) the code needs no
/// `effectiveUserInterfaceLayoutDirection` check.
struct StyleCode {
  /// The three legacy insets a method sets.
  struct LegacyInsets: Equatable {
    var image: EdgeInsets
    var title: EdgeInsets
    var content: EdgeInsets
  }

  /// The three `UIButton.Configuration` values a method sets, always explicitly (their
  /// defaults depend on button size and Dynamic Type, docs/layout-model.md section 2).
  struct ConfigurationValues: Equatable {
    /// `nil` without both an image and a title: the code leaves it unset.
    var placement: ConfigurationPlacement?
    var padding: Double
    var contentInsets: DirectionalEdgeInsets
    /// `titleAlignment` (iOS 15+): the content's horizontal alignment, as a direction-relative
    /// edge (`ConfigurationTitleAlignment`, the one rule).
    var titleAlignment: String = "center"
  }

  let button: ExportButton
  let identifier: StyleIdentifier
  /// The button's name for comments and `#pragma mark` lines (`CodeComment.inline`).
  let commentName: String
  /// The legacy insets the style method sets: the chosen technique's; for `configuration` the
  /// `exact` technique's (the fallback before iOS 15); `nil` for `layout-subviews`, whose frames
  /// only a swizzled `layoutSubviews` can set.
  let legacy: Directional<LegacyInsets>?
  /// The technique `legacy` comes from.
  let legacyTechnique: Technique?
  let configuration: Directional<ConfigurationValues>
  /// `UIButton.Configuration.buttonSize`; code sets it only when it is not medium (the default).
  let buttonSize: ConfigurationButtonSize
  /// `UIButton.Configuration.imageReservation`; code sets it only when the button has one.
  let imageReservation: Double?
  /// The chosen technique's layouts, one per direction.
  let chosen: [TechniqueLayout]
  /// The iOS version the code is generated for.
  let target: CodeTarget
  /// The font, titles, images, largest content size and fixed size the style sets.
  let content: StyleContent

  init(_ button: ExportButton, _ identifier: StyleIdentifier, target: CodeTarget) {
    self.button = button
    self.identifier = identifier
    self.target = target
    content = StyleContent(button, target: target)
    commentName = CodeComment.inline(button.name)
    chosen = button.chosenLayouts
    let legacyTechnique: Technique? =
      switch button.technique {
      case .configuration: .exact
      case .layoutSubviews: nil
      default: button.technique
      }
    self.legacyTechnique = legacyTechnique
    legacy = legacyTechnique.flatMap { technique in
      Directional(
        button.layouts.filter { $0.technique == technique }.compactMap { layout in
          guard case .legacy(let image, let title, let content) = layout.values else { return nil }
          return (layout.direction, LegacyInsets(image: image, title: title, content: content))
        })
    }
    let spec = button.spec
    buttonSize = spec.configurationButtonSize
    imageReservation = button.record.imageReservation
    func values(_ values: TechniqueValues, _ direction: LayoutDirection) -> ConfigurationValues? {
      guard case .configuration(let placement, let padding, let insets) = values else {
        return nil
      }
      return ConfigurationValues(
        placement: placement, padding: padding, contentInsets: insets,
        titleAlignment: SubtitleStack.alignment(spec, direction).rawValue)
    }
    let computed = button.layouts.filter { $0.technique == .configuration }.compactMap {
      layout in values(layout.values, layout.direction).map { (layout.direction, $0) }
    }
    // A catalog always holds the configuration layouts; the engine's own values stand in
    // should one be missing, so the generated code is complete either way.
    configuration =
      Directional(computed)
      ?? Directional(
        spec.directions.compactMap { direction in
          values(ConfigurationModel.values(spec, direction), direction).map { (direction, $0) }
        })!
  }

  /// The style's code for every button of a catalog, identifiers made unique.
  static func all(_ catalog: ExportCatalog, target: CodeTarget) -> [StyleCode] {
    let identifiers = catalog.inNamingOrder(StyleIdentifier.unique)
    return zip(catalog.buttons, identifiers).map { StyleCode($0, $1, target: target) }
  }

  /// The style's code for each button of `source` in turn (one pass), identifiers made unique
  /// over the whole catalog (`identifiers`).
  static func forEach(
    _ source: any ExportSource, _ identifiers: [StyleIdentifier], target: CodeTarget,
    _ body: (StyleCode) throws -> Void
  ) throws {
    var index = 0
    try source.forEachButton { button in
      try body(StyleCode(button, identifiers[index], target: target))
      index += 1
    }
  }

  /// Whether the code applies the configuration only (deployment target iOS 15 or later).
  var configurationOnly: Bool { target.hasConfiguration }

  /// The layouts the code applies: the configuration's from iOS 15, else the chosen
  /// technique's.
  var applied: [TechniqueLayout] {
    configurationOnly ? button.layouts.filter { $0.technique == .configuration } : chosen
  }

  /// Whether the style is laid out for right-to-left only (its values are RTL's).
  var isRightToLeftOnly: Bool { button.spec.directions == [.rightToLeft] }
}

/// A value that may differ between the two layout directions.
enum Directional<Value: Equatable>: Equatable {
  /// The same value in every direction the style is laid out for.
  case same(Value)
  case perDirection(leftToRight: Value, rightToLeft: Value)

  /// `nil` when `values` is empty; the first value of a direction wins.
  init?(_ values: [(LayoutDirection, Value)]) {
    let ltr = values.first { $0.0 == .leftToRight }?.1
    let rtl = values.first { $0.0 == .rightToLeft }?.1
    switch (ltr, rtl) {
    case (let l?, let r?): self = l == r ? .same(l) : .perDirection(leftToRight: l, rightToLeft: r)
    case (let l?, nil): self = .same(l)
    case (nil, let r?): self = .same(r)
    case (nil, nil): return nil
    }
  }
}
