/// The swizzled `layoutSubviews` category (`UIButton (TTAdd)`), reproduced literally
/// (docs/layout-model.md section 4).
///
/// It swizzles `layoutSubviews` for every UIButton in the app, lets UIKit lay out first, then
/// assigns the frames itself, unrounded. Top/Bottom stack image and title around the vertical
/// centre with `buttonImageMargin` between them and widen the title label to the button with
/// centred text; Right puts the title first; anything else, "not set" included, takes the Left
/// branch. It does nothing when image or title edge insets are non-zero (ours are always zero:
/// the padding goes to `contentEdgeInsets`, which it ignores), and never changes the intrinsic
/// size.
public enum LayoutSubviewsRecipe {
  /// The `buttonImagePosition` a developer would set: the enum has no Left, so left (and leading,
  /// physical as everywhere in the category) stays unset; trailing is Right.
  public static func position(for placement: Placement) -> Seed000Position {
    switch placement {
    case .top: .top
    case .bottom: .bottom
    case .right, .trailing: .right
    case .left, .leading: .notSet
    }
  }

  /// `tt_layoutSubviews` after UIKit's own pass: the frames it assigns, from the bounds and the
  /// frames UIKit produced. Returns the new image and title frames and whether the title label
  /// was widened to the button (with centred text).
  public static func frames(
    position: Seed000Position, margin: Double, bounds: Size, imageFrame: Rect, titleFrame: Rect
  ) -> (image: Rect, title: Rect, titleWidened: Bool) {
    let height = bounds.height
    let imageWidth = imageFrame.width
    let imageHeight = imageFrame.height
    let titleHeight = titleFrame.height
    let midX = bounds.width / 2
    switch position {
    case .top:
      let image = Rect(
        x: midX - imageWidth / 2, y: (height - imageHeight - titleHeight - margin) / 2,
        width: imageWidth, height: imageHeight)
      let title = Rect(
        x: 0, y: image.height + (height - imageHeight - titleHeight) / 2 + margin / 2,
        width: bounds.width, height: titleFrame.height)
      return (image, title, true)
    case .bottom:
      let title = Rect(
        x: 0, y: (height - imageHeight - titleHeight - margin) / 2, width: bounds.width,
        height: titleHeight)
      let image = Rect(
        x: midX - imageWidth / 2,
        y: (height - imageHeight - titleHeight) / 2 + titleHeight + margin / 2,
        width: imageWidth, height: imageHeight)
      return (image, title, true)
    case .right:
      let titleX = (bounds.width - (imageFrame.width + titleFrame.width + margin)) / 2
      let title = Rect(
        x: titleX, y: titleFrame.y, width: titleFrame.width, height: titleFrame.height)
      let image = Rect(
        x: title.maxX + margin, y: imageFrame.y, width: imageFrame.width, height: imageFrame.height)
      return (image, title, false)
    case .notSet:
      let imageNewX = (bounds.width - (imageFrame.width + titleFrame.width + margin)) / 2
      let image = Rect(
        x: imageNewX, y: imageFrame.y, width: imageFrame.width, height: imageFrame.height)
      let title = Rect(
        x: image.maxX + margin, y: titleFrame.y, width: titleFrame.width, height: titleFrame.height)
      return (image, title, false)
    }
  }

  static func layout(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueLayout {
    let padding = spec.padding
    let uikit = LegacyTechnique.simulate(
      spec, direction, image: .zero, title: .zero, content: padding)
    // Its two properties place the image against the title: a button with only one of them
    // leaves both unset (the Left branch, margin 0), which is what the category then runs with.
    let both = spec.hasImageAndTitle
    let position = both ? position(for: spec.placement) : nil
    let margin = both ? spec.spacing : 0
    // The category reads the views whether or not they show anything: an absent one is 0×0.
    let (image, title, widened) = frames(
      position: position ?? .notSet, margin: margin, bounds: uikit.bounds,
      imageFrame: uikit.imageFrame ?? .zero, titleFrame: uikit.titleFrame ?? .zero)
    let imageFrame = uikit.imageFrame == nil ? nil : image
    let titleFrame = uikit.titleFrame == nil ? nil : title
    // A widened label centres its text; the text is as wide as the unconstrained title allows.
    var textFrame = titleFrame
    if widened, let titleFrame, let full = spec.roundedTitleSize {
      let textWidth = Swift.min(full.width, titleFrame.width)
      textFrame = Rect(
        x: titleFrame.x + (titleFrame.width - textWidth) / 2, y: titleFrame.y, width: textWidth,
        height: titleFrame.height)
    }
    return TechniqueLayout(
      technique: .layoutSubviews, direction: direction,
      values: .frames(
        position: position, margin: margin, contentEdgeInsets: padding,
        imageFrame: imageFrame,
        titleFrame: titleFrame),
      bounds: uikit.bounds,
      frames: LayoutFrames(
        contentRect: uikit.contentRect, imageFrame: imageFrame, titleFrame: titleFrame,
        intrinsicContentSize: uikit.intrinsicContentSize),
      titleTextFrame: textFrame,
      titleTruncated: widened
        ? (spec.titleSize.map { $0.width > title.width + PixelGrid.epsilon } ?? false)
        : uikit.titleTruncated,
      imageClamped: uikit.imageClamped)
  }
}
