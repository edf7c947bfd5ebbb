import ButtonLayout

/// The point size of an image, with where it was read from and the digest of the bytes.
///
/// UIKit lays out `image.size`, which is in points: pixels divided by the image's scale for a
/// raster, the page or canvas size for a vector (docs/layout-model.md section 1, `iw0 × ih0`). The
/// digest lets the catalog notice when the image changed.
public struct ImageMeasurement: Hashable, Sendable, Codable {
  /// The path as given: an image file or an `.imageset` folder.
  public var path: String
  /// The image file that was read: `path` itself, or the variant chosen inside the image set.
  public var file: String
  /// The file's format, judged by its bytes.
  public var format: ImageFormat
  /// In points.
  public var size: Size
  /// The PNG's size in pixels; nil for vector images.
  public var pixelSize: Size?
  /// Pixels per point: from the `@2x`/`@3x` file name suffix or the image set's entry; 1 for
  /// vector images.
  public var scale: Double
  /// SHA-256 of the file; for an image set, of `Contents.json` followed by the chosen file.
  public var digest: ContentDigest

  /// A measurement with these values; `ImageMeasurer` makes them.
  public init(
    path: String, file: String, format: ImageFormat, size: Size, pixelSize: Size?, scale: Double,
    digest: ContentDigest
  ) {
    self.path = path
    self.file = file
    self.format = format
    self.size = size
    self.pixelSize = pixelSize
    self.scale = scale
    self.digest = digest
  }
}
