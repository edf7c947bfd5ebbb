/// UIKit's legacy UIButton layout (no `UIButton.Configuration`), docs/layout-model.md section 1.
///
/// A pure function of `LegacyButton`: no state, no allocation, fast enough to run millions of
/// times a second (the solver and the property tests lean on that).
public enum LegacySimulator {
  /// The padding UIKit adds above and below a title-only button (step 10) [impl, measured].
  public static let titleOnlyVerticalPadding = 6.0
  /// The minimum width of a title-only button (step 10) [impl, measured].
  public static let titleOnlyMinimumWidth = 30.0

  /// Lays the button out at its bounds (or at its intrinsic size when it has none).
  public static func layout(_ button: LegacyButton) -> LegacyLayout {
    let grid = PixelGrid(scale: button.scale)
    let intrinsic = intrinsicContentSize(button, grid: grid)
    let bounds = button.bounds ?? intrinsic

    // Step 1: the content rect.
    let contentRect = contentRect(bounds: bounds, insets: button.contentEdgeInsets, grid: grid)
    // Step 2: image and title rects.
    let imageRect = elementRect(contentRect, button.imageEdgeInsets, grid)
    let titleRect = elementRect(contentRect, button.titleEdgeInsets, grid)

    // Step 3: the image view shrinks to its rect.
    let image0 = button.imageSize
    let iw = image0.map { Swift.min($0.width, imageRect.width) } ?? 0
    let ih = image0.map { Swift.min($0.height, imageRect.height) } ?? 0
    let imageClamped = image0.map { $0.width > iw || $0.height > ih } ?? false

    // Step 4: the title may use what the image leaves of its rect.
    var tw = 0.0
    var th = 0.0
    var truncated = false
    if let title = button.titleSize {
      let maxTitleWidth = Swift.max(titleRect.width - iw, 0)
      truncated = title.width > maxTitleWidth + PixelGrid.epsilon
      tw = roundTitleDimension(Swift.min(title.width, maxTitleWidth), button.ios, grid)
      th = roundTitleDimension(title.height, button.ios, grid)
    }

    // Step 5: horizontal placement of the group.
    var imageWidth = iw
    var titleWidth = tw
    let imageX: Double
    let titleX: Double
    let alignment = button.horizontalAlignment.resolved(button.direction)
    switch (alignment, button.direction) {
    case (.fill, _):
      let total = iw + tw == 0 ? 1 : iw + tw
      imageWidth = iw * imageRect.width / total
      titleWidth = tw * titleRect.width / total
      if button.direction == .leftToRight {
        imageX = imageRect.x
        titleX = titleRect.x + titleRect.width - titleWidth
      } else {
        (imageX, titleX) = InferredRules.rtlFill(
          imageRect: imageRect, titleRect: titleRect, imageWidth: imageWidth,
          titleWidth: titleWidth)
      }
    case (.left, .leftToRight):
      imageX = imageRect.x
      titleX = titleRect.x + iw
    case (.right, .leftToRight):
      imageX = Swift.max(imageRect.x + imageRect.width - tw - iw, imageRect.x)
      titleX = titleRect.x + titleRect.width - tw
    case (.left, .rightToLeft):
      imageX = imageRect.x + tw
      titleX = titleRect.x
    case (.right, .rightToLeft):
      imageX = Swift.max(imageRect.x + imageRect.width - iw, imageRect.x)
      titleX = titleRect.x + titleRect.width - tw - iw
    case (_, .leftToRight):  // center
      imageX = imageRect.x + Swift.max(grid.floor((imageRect.width - iw - tw) / 2), 0)
      titleX = titleRect.x + iw + grid.round((titleRect.width - iw - tw) / 2)
    case (_, .rightToLeft):  // center
      imageX = imageRect.x + Swift.max(grid.floor((imageRect.width - iw - tw) / 2 + tw), 0)
      titleX = InferredRules.rtlCenteredTitleX(
        titleRect: titleRect, imageWidth: iw, titleWidth: tw, grid: grid)
    }

    // Step 6: vertical placement, each element alone in its rect.
    var imageHeight = ih
    var titleHeight = th
    let imageY: Double
    let titleY: Double
    switch button.verticalAlignment {
    case .center:
      imageY = imageRect.y + Swift.max(grid.floor((imageRect.height - ih) / 2), 0)
      titleY = titleRect.y + grid.round((titleRect.height - th) / 2)
    case .top:
      imageY = imageRect.y
      titleY = titleRect.y
    case .bottom:
      imageY = Swift.max(imageRect.y + imageRect.height - ih, imageRect.y)
      titleY = titleRect.y + titleRect.height - th
    case .fill:
      imageY = imageRect.y
      titleY = titleRect.y
      imageHeight = imageRect.height
      titleHeight = titleRect.height
    }

    // Step 7: origins rounded last.
    let imageFrame =
      image0 == nil
      ? nil
      : Rect(x: grid.round(imageX), y: grid.round(imageY), width: imageWidth, height: imageHeight)
    let titleFrame =
      button.titleSize == nil
      ? nil
      : Rect(x: grid.round(titleX), y: grid.round(titleY), width: titleWidth, height: titleHeight)

    return LegacyLayout(
      bounds: bounds, contentRect: contentRect, imageRect: imageRect, titleRect: titleRect,
      imageFrame: imageFrame, titleFrame: titleFrame, intrinsicContentSize: intrinsic,
      titleTruncated: truncated, imageClamped: imageClamped)
  }

  /// Step 1: `contentRectForBounds:`. Insets larger than the bounds collapse the rect around
  /// the middle of what is left; the result is snapped outward to the pixel grid.
  @inline(__always)
  public static func contentRect(bounds: Size, insets ci: EdgeInsets, grid: PixelGrid) -> Rect {
    let w = bounds.width - ci.left - ci.right
    let h = bounds.height - ci.top - ci.bottom
    let x = ci.left + (w < 0 ? w / 2 : 0)
    let y = ci.top + (h < 0 ? h / 2 : 0)
    return InferredRules.snapContentRect(
      x: x, y: y, width: Swift.max(w, 0), height: Swift.max(h, 0), grid: grid)
  }

  /// Step 2: `imageRectForContentRect:` / `titleRectForContentRect:` before placement: the content
  /// rect inset by the element's insets, origin and size each rounded with `roundS`.
  @inline(__always)
  static func elementRect(_ content: Rect, _ insets: EdgeInsets, _ grid: PixelGrid) -> Rect {
    InferredRules.clampNegativeSize(grid.round(content.inset(by: insets)))
  }

  /// Step 4: the button's rounding of its title label's size: whole points from iOS 15 on
  /// [impl], the pixel grid on iOS 14 and earlier [measured]. Both keep the model's epsilon, so a
  /// width already whole never grows.
  @inline(__always)
  public static func roundTitleDimension(_ v: Double, _ ios: IOSVersion, _ grid: PixelGrid)
    -> Double
  {
    ios.major >= 15 ? PixelGrid(scale: 1).ceil(v) : grid.ceil(v)
  }

  /// Step 10: `intrinsicContentSize`. Image and title edge insets never count; the title is not
  /// width-constrained; a title-only button with zero content insets gets 6 pt above and below
  /// and at least 30 pt of width; without a title one empty line of the title font still counts.
  public static func intrinsicContentSize(_ button: LegacyButton, grid: PixelGrid) -> Size {
    let ci = button.contentEdgeInsets
    let titleWidth = button.titleSize.map { roundTitleDimension($0.width, button.ios, grid) } ?? 0
    let titleHeight = roundTitleDimension(
      button.titleSize?.height ?? button.effectiveTitleLineHeight, button.ios, grid)
    let image = button.imageSize ?? .zero
    var width = image.width + titleWidth
    var height = Swift.max(image.height, titleHeight)
    if InferredRules.titleOnlyAdjustmentApplies(
      hasImage: button.imageSize != nil, contentEdgeInsets: ci)
    {
      height += 2 * titleOnlyVerticalPadding
      width = Swift.max(width, titleOnlyMinimumWidth)
    }
    return InferredRules.roundIntrinsicSize(
      Size(width: width + ci.left + ci.right, height: height + ci.top + ci.bottom), grid: grid)
  }
}
