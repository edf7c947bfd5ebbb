/// Everything UIKit's legacy (pre-Configuration) layout reads from a UIButton
/// (docs/layout-model.md section 1, "Inputs").
public struct LegacyButton: Equatable, Hashable, Sendable {
  /// The button's bounds size; `nil` lays the button out at its intrinsic content size.
  public var bounds: Size?
  /// The image's own size (`image.size`), or `nil` for no image.
  public var imageSize: Size?
  /// The title's single-line, unconstrained typographic size, or `nil` for no title.
  public var titleSize: Size?
  /// The unrounded line height of the title font. With no title the button still counts one
  /// empty line of it in its intrinsic height (step 10). `nil`: the default font of `ios`.
  public var titleLineHeight: Double?
  /// `contentEdgeInsets`.
  public var contentEdgeInsets: EdgeInsets
  /// `imageEdgeInsets`.
  public var imageEdgeInsets: EdgeInsets
  /// `titleEdgeInsets`.
  public var titleEdgeInsets: EdgeInsets
  /// `contentHorizontalAlignment`.
  public var horizontalAlignment: HorizontalAlignment
  /// `contentVerticalAlignment`.
  public var verticalAlignment: VerticalAlignment
  /// `effectiveUserInterfaceLayoutDirection`.
  public var direction: LayoutDirection
  /// The screen scale.
  public var scale: Double
  /// The iOS release whose rounding applies.
  public var ios: IOSVersion

  /// A button with these inputs; each defaults to UIKit's (no insets, centred, LTR, 3x, the
  /// newest iOS).
  public init(
    bounds: Size? = nil,
    imageSize: Size? = nil,
    titleSize: Size? = nil,
    titleLineHeight: Double? = nil,
    contentEdgeInsets: EdgeInsets = .zero,
    imageEdgeInsets: EdgeInsets = .zero,
    titleEdgeInsets: EdgeInsets = .zero,
    horizontalAlignment: HorizontalAlignment = .center,
    verticalAlignment: VerticalAlignment = .center,
    direction: LayoutDirection = .leftToRight,
    scale: Double = 3,
    ios: IOSVersion = .newest
  ) {
    self.bounds = bounds
    self.imageSize = imageSize
    self.titleSize = titleSize
    self.titleLineHeight = titleLineHeight
    self.contentEdgeInsets = contentEdgeInsets
    self.imageEdgeInsets = imageEdgeInsets
    self.titleEdgeInsets = titleEdgeInsets
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.direction = direction
    self.scale = scale
    self.ios = ios
  }

  /// The line height used for an absent title: the given font's, else the default title font's.
  public var effectiveTitleLineHeight: Double {
    titleLineHeight ?? SystemFont.lineHeight(pointSize: SystemFont.defaultTitlePointSize(for: ios))
  }
}

/// What the legacy layout produces: the rects UIKit computes and the frames a device shows.
public struct LegacyLayout: Equatable, Hashable, Sendable {
  /// The bounds the layout was computed in (the intrinsic size when none was given).
  public var bounds: Size
  /// `contentRectForBounds:` (step 1).
  public var contentRect: Rect
  /// IR of step 2: the content rect inset by `imageEdgeInsets`, the area the image is placed in
  /// (UIKit's public `imageRectForContentRect:` returns the placed frame, `imageFrame`).
  public var imageRect: Rect
  /// TR of step 2: the content rect inset by `titleEdgeInsets`, the area the title is placed in
  /// (UIKit's public `titleRectForContentRect:` returns the placed frame, `titleFrame`).
  public var titleRect: Rect
  /// `imageView.frame`, or `nil` without an image.
  public var imageFrame: Rect?
  /// `titleLabel.frame`, or `nil` without a title.
  public var titleFrame: Rect?
  /// `intrinsicContentSize` (step 10).
  public var intrinsicContentSize: Size
  /// The title was wider than the width it was allowed (step 4) and is truncated.
  public var titleTruncated: Bool
  /// The image was larger than its rect and the image view shrank (step 3).
  public var imageClamped: Bool

  /// A layout with these rects and flags.
  public init(
    bounds: Size, contentRect: Rect, imageRect: Rect, titleRect: Rect, imageFrame: Rect?,
    titleFrame: Rect?, intrinsicContentSize: Size, titleTruncated: Bool, imageClamped: Bool
  ) {
    self.bounds = bounds
    self.contentRect = contentRect
    self.imageRect = imageRect
    self.titleRect = titleRect
    self.imageFrame = imageFrame
    self.titleFrame = titleFrame
    self.intrinsicContentSize = intrinsicContentSize
    self.titleTruncated = titleTruncated
    self.imageClamped = imageClamped
  }
}
