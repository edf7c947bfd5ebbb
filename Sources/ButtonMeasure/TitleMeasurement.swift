import ButtonLayout

/// The typographic size of a single-line title, with the fonts and file digests it came from.
///
/// docs/layout-model.md section 3: width is the sum of glyph advances plus kerning, height the line
/// height (`ascender − descender + lineGap` of `hhea`), the largest of the fonts that set glyphs
/// when fallbacks were needed. `size` is raw (section 1 calls it `tw_raw × th_raw`); the label
/// rounds it with `labelSize(scale:)`, and the button then applies its own rounding (section 1,
/// step 4), so the caller picks what it needs.
public struct TitleMeasurement: Hashable, Sendable, Codable {
  /// The title measured.
  public var title: String
  /// The point size measured at.
  public var pointSize: Double
  /// Unrounded width × line height in points.
  public var size: Size
  /// The title split by font, in logical order.
  public var segments: [TitleSegment]
  /// Every font consulted, primary first, then fallbacks in the order they were tried.
  public var fonts: [MeasuredFont]

  /// A measurement with these values; `TitleMeasurer.measure` makes them.
  public init(
    title: String, pointSize: Double, size: Size, segments: [TitleSegment], fonts: [MeasuredFont]
  ) {
    self.title = title
    self.pointSize = pointSize
    self.size = size
    self.segments = segments
    self.fonts = fonts
  }

  /// The label's size: `ceilS` of width and height at `scale` (docs/layout-model.md section 3).
  public func labelSize(scale: Double) -> Size {
    let grid = PixelGrid(scale: scale)
    return Size(width: grid.ceil(size.width), height: grid.ceil(size.height))
  }
}
