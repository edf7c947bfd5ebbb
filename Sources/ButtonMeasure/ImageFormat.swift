/// The image formats whose point size can be read: PNG rasters (including Apple's CgBI variant)
/// and the vector formats asset catalogs accept.
public enum ImageFormat: String, Hashable, Sendable, Codable {
  /// A PNG raster (Apple's CgBI variant included).
  case png
  /// A PDF vector (its `/MediaBox`).
  case pdf
  /// An SVG vector (`width`/`height`, else `viewBox`).
  case svg

  /// Raster images have a pixel size and a scale; vector images are sized in points.
  public var isVector: Bool { self != .png }

  /// The format `bytes` are in, judged by content rather than file name; nil when unknown.
  static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
    if !bytes.isEmpty, bytes.starts(with: PNGHeader.signature.prefix(bytes.count)) { return .png }
    if bytes.starts(with: Array("%PDF-".utf8)) { return .pdf }
    if SVGSize.looksLikeSVG(bytes) { return .svg }
    return nil
  }

  /// A hint naming a common format this tool does not read, for the error message.
  static func unsupportedName(_ bytes: [UInt8]) -> String? {
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
    if bytes.starts(with: Array("GIF8".utf8)) { return "GIF" }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)),
      Array(bytes[8..<12]) == Array("WEBP".utf8)
    {
      return "WebP"
    }
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) { return "HEIF/HEIC" }
    if bytes.starts(with: [0x49, 0x49, 0x2A, 0x00]) || bytes.starts(with: [0x4D, 0x4D, 0x00, 0x2A])
    {
      return "TIFF"
    }
    return nil
  }
}
