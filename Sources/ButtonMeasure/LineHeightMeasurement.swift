import ButtonLayout

/// The line height of a title font at a point size, without a width.
///
/// What a caller can know about the system font off Apple platforms (its published metrics,
/// docs/layout-model.md section 3), and what an empty title contributes to a button's height
/// (section 1, step 10). The title width then has to come from the user (`--title-size`,
/// `--title-width`).
public struct LineHeightMeasurement: Hashable, Sendable, Codable {
  /// The font measured.
  public var font: TitleFont
  /// The point size measured at.
  public var pointSize: Double
  /// Unrounded, in points: `size*2444/2048` for the system font, the `hhea` sum for a file.
  public var lineHeight: Double
  /// The font file and its digest; nil for the system font, which has no file here.
  public var source: MeasuredFont?

  /// A measurement with these values; `TitleMeasurer.lineHeight` makes them.
  public init(font: TitleFont, pointSize: Double, lineHeight: Double, source: MeasuredFont?) {
    self.font = font
    self.pointSize = pointSize
    self.lineHeight = lineHeight
    self.source = source
  }

  /// The label's height: `ceilS` of the line height at `scale` (docs/layout-model.md section 3).
  public func labelHeight(scale: Double) -> Double {
    PixelGrid(scale: scale).ceil(lineHeight)
  }
}
