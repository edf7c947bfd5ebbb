/// The vertical metrics of a face, read from the bytes of its `hhea` table, in font units.
///
/// docs/layout-model.md section 3: a label's line height is `ascender − descender + lineGap` of the
/// font. The bytes are read directly because HarfBuzz's own metrics API substitutes the `OS/2`
/// typographic values when a font sets USE_TYPO_METRICS, which is not what the label uses.
public struct HheaMetrics: Hashable, Sendable, Codable {
  /// Above the baseline, in font units.
  public var ascender: Int
  /// Negative below the baseline, as stored.
  public var descender: Int
  /// The extra space between lines, in font units.
  public var lineGap: Int

  /// Metrics with these values.
  public init(ascender: Int, descender: Int, lineGap: Int) {
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
  }

  /// `ascender − descender + lineGap`, in font units.
  public var lineHeightUnits: Int { ascender - descender + lineGap }

  /// The table's fields from its bytes (version, then three FWORDs, big-endian); nil when the
  /// table is shorter than the 36 bytes the format requires.
  init?(tableBytes bytes: UnsafeRawBufferPointer) {
    guard bytes.count >= 36 else { return nil }
    func fword(_ offset: Int) -> Int {
      Int(Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])))
    }
    self.init(ascender: fword(4), descender: fword(6), lineGap: fword(8))
  }
}
