/// How the migration advisor read a legacy button's image and title edge insets
/// (docs/layout-model.md, "Migrating legacy insets to UIButton.Configuration").
public enum InsetsReading: Hashable, Sendable {
  /// No image or title edge insets, or a button without both an image and a title: UIKit's own
  /// order (image first in the reading direction), no spacing.
  case plain
  /// Exactly what the edge-insets recipe sets for this style, these sizes and some spacing
  /// (section 4).
  case edgeInsets(EdgeInsetsRecipe.Style)
  /// Exactly what the content-insets recipe sets for this method, these sizes and some spacing
  /// (section 4); its content insets are taken out of the padding.
  case contentInsets(ContentInsetsRecipe.Method)
  /// Insets no recipe sets: read from where they put image and title (the half rule, section 1,
  /// step 9) [inferred].
  case geometric

  /// `plain`, `edge-insets top`, `content-insets imageTitleVertical`, `geometric`.
  public var text: String {
    switch self {
    case .plain: "plain"
    case .edgeInsets(let style): "edge-insets \(style.rawValue)"
    case .contentInsets(let method): "content-insets \(method.rawValue)"
    case .geometric: "geometric"
    }
  }
}

/// Reads what a legacy button's insets were meant to give, as a `ButtonSpec` (the rules are in
/// docs/layout-model.md, "Migrating legacy insets to UIButton.Configuration").
///
/// 1. Sizes, alignment, scale, iOS and direction are the button's; the size is its bounds when
///    it has them, else `fit`; the configuration's `buttonSize` is medium.
/// 2. With an image and a title, the image and title edge insets are matched against what each
///    recipe of section 4 sets for the button's sizes (`EdgeInsetsRecipe`, then
///    `ContentInsetsRecipe`), solving the recipe's spacing from one of its values and comparing
///    all eight within `tolerance`. A match gives the side the recipe names and its spacing; the
///    content-insets recipe's own content insets are taken out of `contentEdgeInsets` to give
///    the padding, the edge-insets recipe leaves `contentEdgeInsets` as the padding. No image or
///    title insets at all is the plain button: UIKit's order, spacing 0.
/// 3. Other insets are read geometrically [inferred]: where they put image and title with nothing
///    squeezed and nothing rounded (each element shifted as section 1, steps 5, 6 and 9 shift it
///    under the button's alignment); the axis on which the two are further apart gives the
///    placement (physical: left, right, top or bottom), the distance between them on it the
///    spacing; `contentEdgeInsets` are the padding.
/// 4. With only an image or only a title (or neither) there is nothing to place: spacing 0,
///    the element's own edge insets added to the padding (it sits centred in its rect, which is
///    the padded area with its insets), and the room UIKit adds by itself kept as padding too
///    (`uikitRoom`): 6 pt above and below a button without an image or content insets, and the
///    rest of its 30 pt minimum width on either side; the empty title line of a button without
///    a title, above and below its image (step 10).
/// 5. A recipe's left or right and the plain order become leading or trailing in the button's
///    direction (`imagePlacement` is directional); a geometric reading stays physical. A
///    negative spacing or padding is taken as 0 (a spec has none) [inferred]: what that leaves
///    out shows in the legacy layout's diagnostics.
enum MigrationIntent {
  /// How far a value may be from the recipe's and still be the recipe's, in points: the
  /// content-insets recipe computes in `float`, Interface Builder stores typed decimals.
  static let tolerance = 1e-3

  /// The placement and spacing the insets mean, and what to take out of `contentEdgeInsets`.
  struct Reading {
    var reading: InsetsReading
    /// Physical: left, right, top or bottom.
    var placement: Placement
    var spacing: Double
    /// The recipe's own content insets (zero unless the content-insets recipe).
    var room: EdgeInsets = .zero
  }

  /// The intent of `button` and how its insets were read.
  static func read(_ button: LegacyButton) -> (spec: ButtonSpec, reading: InsetsReading) {
    var spec = ButtonSpec(
      titleSize: button.titleSize, titleLineHeight: button.titleLineHeight,
      imageSize: button.imageSize, size: button.bounds.map { .fixed($0) } ?? .fit,
      horizontalAlignment: button.horizontalAlignment,
      verticalAlignment: button.verticalAlignment, scale: button.scale, ios: button.ios,
      direction: button.direction == .leftToRight ? .ltr : .rtl,
      configurationButtonSize: .medium)
    spec.autoDirection = button.direction
    guard let image = button.imageSize, let title = spec.roundedTitleSize else {
      spec.placement = .leading
      spec.padding = nonNegative(
        add(
          add(button.contentEdgeInsets, uikitRoom(button)),
          button.imageSize == nil ? button.titleEdgeInsets : button.imageEdgeInsets))
      return (spec, .plain)
    }
    let reading = recognize(button) ?? geometric(button, image: image, title: title)
    spec.placement =
      reading.reading == .geometric
      ? reading.placement : directional(reading.placement, button.direction)
    spec.spacing = Swift.max(reading.spacing, 0)
    spec.padding = nonNegative(subtract(button.contentEdgeInsets, reading.room))
    return (spec, reading.reading)
  }

  /// The plain order or a recipe's recognised insets, or `nil` for other insets.
  static func recognize(_ button: LegacyButton) -> Reading? {
    let ii = button.imageEdgeInsets
    let ti = button.titleEdgeInsets
    if ii.isZero && ti.isZero {
      return Reading(
        reading: .plain, placement: button.direction == .leftToRight ? .left : .right, spacing: 0)
    }
    // The same insets can be one method's with a spacing and the opposite method's with a
    // negative one (the vertical content-insets methods mirror each other): the first match
    // with a spacing of at least 0 wins, else the first match.
    let matches = edgeInsetsRecipe(button) + contentInsetsRecipe(button)
    return matches.first { $0.spacing >= -tolerance } ?? matches.first
  }

  /// The edge-insets recipe reads the image view's size as UIKit laid it out with the content
  /// insets and no element insets, and the label's intrinsic size (the title rounded up to the
  /// pixel); each style's spacing is solved from a title inset the label size does not enter.
  static func edgeInsetsRecipe(_ button: LegacyButton) -> [Reading] {
    let grid = PixelGrid(scale: button.scale)
    var before = button
    before.imageEdgeInsets = .zero
    before.titleEdgeInsets = .zero
    let image = LegacySimulator.layout(before).imageFrame?.size ?? .zero
    let label =
      button.titleSize.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) }
      ?? .zero
    let ti = button.titleEdgeInsets
    return EdgeInsetsRecipe.Style.allCases.compactMap { style in
      let space: Double =
        switch style {
        case .top: 2 * (-ti.bottom - image.height)
        case .left: 2 * ti.left
        case .bottom: 2 * (-ti.top - image.height)
        case .right: 2 * (ti.right - image.width)
        }
      let set = EdgeInsetsRecipe.insets(
        style: style, space: space, imageWidth: image.width, imageHeight: image.height,
        labelWidth: label.width, labelHeight: label.height)
      guard matches(button, image: set.image, title: set.title) else { return nil }
      return Reading(reading: .edgeInsets(style), placement: placement(style), spacing: space)
    }
  }

  /// The content-insets recipe reads the title and image frames UIKit placed with every inset
  /// reset; each method's spacing is solved from the inset that is the spacing plus a size.
  static func contentInsetsRecipe(_ button: LegacyButton) -> [Reading] {
    var reset = button
    reset.imageEdgeInsets = .zero
    reset.titleEdgeInsets = .zero
    reset.contentEdgeInsets = .zero
    let layout = LegacySimulator.layout(reset)
    let title = layout.titleFrame?.size ?? .zero
    let image = layout.imageFrame?.size ?? .zero
    return ContentInsetsRecipe.Method.allCases.compactMap { method in
      let space: Double =
        switch method {
        case .imageTitleHorizontal: button.titleEdgeInsets.left
        case .titleImageHorizontal: button.imageEdgeInsets.left - title.width
        case .imageTitleVertical: button.titleEdgeInsets.top - image.height
        case .titleImageVertical: button.titleEdgeInsets.bottom - image.height
        }
      let set = ContentInsetsRecipe.insets(
        method: method, space: space, titleSize: title, imageSize: image)
      guard matches(button, image: set.image, title: set.title) else { return nil }
      return Reading(
        reading: .contentInsets(method), placement: placement(method), spacing: space,
        room: set.content)
    }
  }

  /// The insets read where they put the elements: each shifted from UIKit's natural place as
  /// the alignment shifts it (centre: half the difference of its two sides; left or top: the
  /// whole left or top inset; right or bottom: minus the whole right or bottom inset), nothing
  /// squeezed or rounded. `title` is the title as the button rounds it.
  static func geometric(_ button: LegacyButton, image: Size, title: Size) -> Reading {
    let rtl = button.direction == .rightToLeft
    let horizontal = button.horizontalAlignment.resolved(button.direction)
    let vertical = button.verticalAlignment
    func shiftX(_ e: EdgeInsets) -> Double {
      switch horizontal {
      case .left: e.left
      case .right: -e.right
      default: (e.left - e.right) / 2
      }
    }
    func shiftY(_ e: EdgeInsets) -> Double {
      switch vertical {
      case .top: e.top
      case .bottom: -e.bottom
      default: (e.top - e.bottom) / 2
      }
    }
    // Each element alone across the height (step 6), the two as one group along the width,
    // image first in LTR and title first in RTL (step 5).
    func y0(_ height: Double) -> Double {
      switch vertical {
      case .top: 0
      case .bottom: -height
      default: -height / 2
      }
    }
    let imageRect = Rect(
      x: (rtl ? title.width : 0) + shiftX(button.imageEdgeInsets),
      y: y0(image.height) + shiftY(button.imageEdgeInsets), width: image.width,
      height: image.height)
    let titleRect = Rect(
      x: (rtl ? 0 : image.width) + shiftX(button.titleEdgeInsets),
      y: y0(title.height) + shiftY(button.titleEdgeInsets), width: title.width,
      height: title.height)
    let across = separation(
      image: (imageRect.minX, imageRect.maxX), title: (titleRect.minX, titleRect.maxX),
      imageFirstOnTie: !rtl)
    let down = separation(
      image: (imageRect.minY, imageRect.maxY), title: (titleRect.minY, titleRect.maxY),
      imageFirstOnTie: true)
    if down.gap > across.gap + tolerance {
      return Reading(
        reading: .geometric, placement: down.imageFirst ? .top : .bottom, spacing: down.gap)
    }
    return Reading(
      reading: .geometric, placement: across.imageFirst ? .left : .right, spacing: across.gap)
  }

  /// Which of two extents comes first along an axis (by their centres) and the distance from
  /// the end of the first to the start of the second (negative when they overlap).
  static func separation(
    image: (min: Double, max: Double), title: (min: Double, max: Double), imageFirstOnTie: Bool
  ) -> (gap: Double, imageFirst: Bool) {
    let imageCentre = image.min + image.max
    let titleCentre = title.min + title.max
    let imageFirst =
      Swift.abs(imageCentre - titleCentre) <= tolerance
      ? imageFirstOnTie : imageCentre < titleCentre
    return imageFirst ? (title.min - image.max, true) : (image.min - title.max, false)
  }

  /// The room UIKit gives a single element (or none) by itself (section 1, step 10): a button
  /// without an image and with no content insets gets 6 pt above and below and is at least
  /// 30 pt wide; a button without a title counts one empty line of the title font in its
  /// height. The title is centred in that room with `roundS`, the image with `floorS` (steps 5
  /// and 6), so the room splits the same way.
  static func uikitRoom(_ button: LegacyButton) -> EdgeInsets {
    let grid = PixelGrid(scale: button.scale)
    func rounded(_ v: Double) -> Double { LegacySimulator.roundTitleDimension(v, button.ios, grid) }
    let title = button.titleSize.map { Size(width: rounded($0.width), height: rounded($0.height)) }
    let element = title ?? button.imageSize ?? .zero
    var width = element.width
    var height = Swift.max(
      element.height, title == nil ? rounded(button.effectiveTitleLineHeight) : 0)
    if InferredRules.titleOnlyAdjustmentApplies(
      hasImage: button.imageSize != nil, contentEdgeInsets: button.contentEdgeInsets)
    {
      height += 2 * LegacySimulator.titleOnlyVerticalPadding
      width = Swift.max(width, LegacySimulator.titleOnlyMinimumWidth)
    }
    func half(_ extra: Double) -> Double {
      title == nil ? grid.floor(extra / 2) : grid.round(extra / 2)
    }
    let left = half(width - element.width)
    let top = half(height - element.height)
    return EdgeInsets(
      top: top, left: left, bottom: height - element.height - top,
      right: width - element.width - left)
  }

  static func matches(_ button: LegacyButton, image: EdgeInsets, title: EdgeInsets) -> Bool {
    let given = button.imageEdgeInsets.values + button.titleEdgeInsets.values
    let recipe = image.values + title.values
    return zip(given, recipe).allSatisfy { Swift.abs($0 - $1) <= tolerance }
  }

  static func placement(_ style: EdgeInsetsRecipe.Style) -> Placement {
    switch style {
    case .top: .top
    case .left: .left
    case .bottom: .bottom
    case .right: .right
    }
  }

  static func placement(_ method: ContentInsetsRecipe.Method) -> Placement {
    switch method {
    case .imageTitleVertical: .top
    case .titleImageVertical: .bottom
    case .imageTitleHorizontal: .left
    case .titleImageHorizontal: .right
    }
  }

  /// A physical side as the leading or trailing edge of `direction`.
  static func directional(_ placement: Placement, _ direction: LayoutDirection) -> Placement {
    switch (placement, direction) {
    case (.left, .leftToRight), (.right, .rightToLeft): .leading
    case (.right, .leftToRight), (.left, .rightToLeft): .trailing
    default: placement
    }
  }

  static func add(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom,
      right: a.right + b.right)
  }

  static func subtract(_ a: EdgeInsets, _ b: EdgeInsets) -> EdgeInsets {
    add(a, EdgeInsets(top: -b.top, left: -b.left, bottom: -b.bottom, right: -b.right))
  }

  static func nonNegative(_ e: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: Swift.max(e.top, 0), left: Swift.max(e.left, 0), bottom: Swift.max(e.bottom, 0),
      right: Swift.max(e.right, 0))
  }
}
