/// Every rule docs/layout-model.md marks **[inferred]**, in one place.
///
/// These are our reconstruction, not read from UIKit nor measured. When a device measurement
/// disagrees, change the rule here and nowhere else; the simulator only calls these functions.
public enum InferredRules {
  /// Section 1, step 1: the content rect is snapped *outward* to the pixel grid (floor of the
  /// minimum edges, ceil of the maximum edges).
  @inline(__always)
  public static func snapContentRect(
    x: Double, y: Double, width: Double, height: Double, grid: PixelGrid
  ) -> Rect {
    let minX = grid.floor(x)
    let minY = grid.floor(y)
    let maxX = grid.ceil(x + width)
    let maxY = grid.ceil(y + height)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Section 1, step 2: an image or title rect whose size comes out negative (insets larger than
  /// the content rect) is treated as empty.
  @inline(__always)
  public static func clampNegativeSize(_ r: Rect) -> Rect {
    Rect(x: r.x, y: r.y, width: Swift.max(r.width, 0), height: Swift.max(r.height, 0))
  }

  /// Section 1, step 5, RTL centre row: the title's x mirrors the LTR formula,
  /// `TR.x + roundS((TR.w - iw - tw)/2 + iw) - iw`.
  @inline(__always)
  public static func rtlCenteredTitleX(
    titleRect: Rect, imageWidth iw: Double, titleWidth tw: Double, grid: PixelGrid
  ) -> Double {
    titleRect.x + grid.round((titleRect.width - iw - tw) / 2 + iw) - iw
  }

  /// Section 1, step 5, fill under RTL (the model gives only LTR): mirrored, so the title takes
  /// the left of its rect and the image the right of its rect, widths as in LTR.
  @inline(__always)
  public static func rtlFill(
    imageRect: Rect, titleRect: Rect, imageWidth: Double, titleWidth: Double
  ) -> (imageX: Double, titleX: Double) {
    (imageRect.x + imageRect.width - imageWidth, titleRect.x)
  }

  /// Section 1, step 10: "the final size is rounded to the pixel" — with `roundS`.
  @inline(__always)
  public static func roundIntrinsicSize(_ size: Size, grid: PixelGrid) -> Size {
    Size(width: grid.round(size.width), height: grid.round(size.height))
  }

  /// Section 1, step 10: the title-only padding (+12 height) and minimum width (30) apply only
  /// while every content inset is zero. The model measures this for the padding; that the
  /// minimum width goes away with it is our reading of the same sentence. A button with neither
  /// image nor title counts as title-only (an empty title).
  @inline(__always)
  public static func titleOnlyAdjustmentApplies(hasImage: Bool, contentEdgeInsets: EdgeInsets)
    -> Bool
  {
    !hasImage && contentEdgeInsets.isZero
  }

  // MARK: UIButton.Configuration (section 2: the whole model is [inferred])

  /// Section 2: a half-pixel tie rounds *down*, toward the smaller coordinate [measured], unlike
  /// the legacy title; other values go to the nearest pixel.
  @inline(__always)
  public static func configurationSnap(_ v: Double, grid: PixelGrid) -> Double {
    (v * grid.scale - 0.5 - PixelGrid.epsilon).rounded(.up) / grid.scale
  }

  /// Section 2: the configuration's title label sizes itself as the legacy button does (step 4).
  /// Nothing published says otherwise; a measurement that does would change this one function.
  public static func configurationTitleSize(_ spec: ButtonSpec) -> Size? {
    spec.roundedTitleSize
  }

  /// Section 2 describes centred content only. Under another `contentHorizontalAlignment` (or
  /// vertical alignment) the content is taken to move to that edge of the inset bounds, as the
  /// legacy layout does; `fill` centres.
  public static let configurationHonoursAlignment = true
}
