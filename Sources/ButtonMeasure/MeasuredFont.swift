/// A font a measurement depended on, with the digest of its file.
///
/// Stored by the catalog next to the measured numbers: when a digest no longer matches the file,
/// the title must be measured again (docs/layout-model.md section 3).
public struct MeasuredFont: Hashable, Sendable, Codable {
  /// The font file and face.
  public var source: FontSource
  /// SHA-256 of the whole font file (all faces of a collection).
  public var digest: ContentDigest
  /// The face's `hhea` line height at the measured point size.
  public var lineHeight: Double
  /// True when the font set part of the title (or is the font of an empty title, whose line
  /// still has its height); only these count for the line height. False for a fallback that was
  /// consulted but lacked the characters: it is listed because a new version of it could change
  /// the result.
  public var isUsed: Bool

  /// A font with these values; measurements make them.
  public init(source: FontSource, digest: ContentDigest, lineHeight: Double, isUsed: Bool) {
    self.source = source
    self.digest = digest
    self.lineHeight = lineHeight
    self.isUsed = isUsed
  }
}
