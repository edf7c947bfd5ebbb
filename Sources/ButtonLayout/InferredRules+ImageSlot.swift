/// The rules of the image's place in a configuration (`ConfigurationImageSlot`) that
/// docs/layout-model.md, "The image's place in a configuration", marks [inferred]: each is
/// fitted to one measured case (star.fill at 17 pt on iOS 26.1, the indicator beside "Go") and
/// generalised here, and nowhere else.
extension InferredRules {
  /// The star.fill measurement the symbol rules are fitted to: at 17 pt its 22 × 20 image sits
  /// in a 28 × 26.667 image view [measured], 6 × 6.667 larger.
  static let measuredSymbolPointSize = 17.0
  static let measuredSymbolViewGrowth = Size(width: 6, height: 20.0 / 3)

  /// A symbol's image view when no device measured it: the image grown by what star.fill's
  /// view adds at 17 pt, scaled with the point size, up to the pixel grid [inferred: one
  /// symbol at one size is measured; the growth of other glyphs, weights and scales is not].
  public static func symbolImageView(_ image: Size, _ pointSize: Double, _ grid: PixelGrid)
    -> Size
  {
    let k = pointSize / measuredSymbolPointSize
    return Size(
      width: grid.ceil(image.width + measuredSymbolViewGrowth.width * k),
      height: grid.ceil(image.height + measuredSymbolViewGrowth.height * k))
  }

  /// The height a symbol stacks by: the line height of the system font at the symbol's point
  /// size, up to the pixel grid [measured: star.fill at 17 pt stacks by 20.333, the 17 pt
  /// line (20.287) rounded up, not by its 26.667 view nor its 20 pt image], or the image's height
  /// when it is taller (a large-scale symbol) [inferred].
  public static func symbolLayoutHeight(_ image: Size, _ pointSize: Double, _ grid: PixelGrid)
    -> Double
  {
    Swift.max(grid.ceil(SystemFont.lineHeight(pointSize: pointSize)), grid.ceil(image.height))
  }

  /// How far a symbol's image view is centred above the space it stacks by: 0.5 pt at 17 pt
  /// [measured: the 26.667 view of star.fill starts 3.667 above the 20.333 space and ends 2.667
  /// below it], in proportion to the point size [inferred].
  public static func symbolViewOffsetY(_ pointSize: Double) -> Double {
    -0.5 * pointSize / measuredSymbolPointSize
  }

  /// The activity indicator's size in a configured button: a square as tall as the title's
  /// line, the title's height on the pixel grid [measured: beside 17 pt "Configure" it is
  /// 20.333 × 20.333, the title label's height]; without a title, the line of the button
  /// size's default title font [inferred]. That it follows the title's font rather than a
  /// fixed body line is [inferred]: one title size is measured.
  public static func activityIndicatorSize(_ spec: ButtonSpec) -> Size {
    // As tall as the title's first line: a wrapped title's block is taller than its line.
    let side: Double
    if let title = ConfigurationModel.titleSize(spec)?.height {
      side = Swift.min(title, spec.titleLineHeight.map(spec.grid.ceil) ?? title)
    } else {
      side = spec.grid.ceil(
        SystemFont.lineHeight(pointSize: spec.configurationButtonSize.defaultTitlePointSize))
    }
    return Size(width: side, height: side)
  }
}
