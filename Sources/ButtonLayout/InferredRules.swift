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

  // MARK: UIButton.Configuration (section 2: what the measurements leave open)

  /// Section 2, centring: the offset of the content from the inset edge goes to the pixel grid.
  /// A half-pixel tie goes toward the smaller coordinate [measured: 160 × 44 at 3x centres
  /// "Configure" at (42.333, 11.667) for an exact (42.5, 11.833)]; any other fraction goes to
  /// the *nearest* pixel [inferred: every published case is a tie, so flooring would fit them as
  /// well]. Rounding the offset rather than the origin is [inferred] too: it is what keeps
  /// off-grid `contentInsets` unsnapped (8.5 stays 8.5) while centred content still lands on the
  /// grid whenever the insets are on it.
  @inline(__always)
  public static func configurationOffset(_ v: Double, grid: PixelGrid) -> Double {
    (v * grid.scale - 0.5 - PixelGrid.epsilon).rounded(.up) / grid.scale
  }

  /// Section 2 measures centred content only. Under another `contentHorizontalAlignment` (or
  /// vertical alignment) the content is taken to move to that edge of the bounds inset by
  /// `contentInsets`, as in the legacy layout; `fill` centres, and `leading`/`trailing` follow
  /// the layout direction; the offset to the far edge goes to the grid as `configurationOffset`
  /// says. Anchors: `-1` the left (top) edge, `0` centre, `1` the right (bottom) edge.
  static func configurationAlignment(_ arrangement: Arrangement) -> (horizontal: Int, vertical: Int)
  {
    (arrangement.horizontalAnchor, arrangement.verticalAnchor)
  }
}
