/// A maximal part of a title set in one font, with its width.
///
/// A title the primary font covers is one segment; fallback fonts split it. The segments' widths
/// add up to the title's width, since no kerning applies across a change of font.
public struct TitleSegment: Hashable, Sendable, Codable {
  /// The part of the title.
  public var text: String
  /// The font that set it.
  public var font: FontSource
  /// Advance sum including kerning, in points, unrounded.
  public var width: Double

  /// A segment with these values.
  public init(text: String, font: FontSource, width: Double) {
    self.text = text
    self.font = font
    self.width = width
  }
}
