import ButtonJSON

/// An image's bytes as a page shows them (the HTML and SVG exports embed them as data URIs): the
/// sharpest file the image has, checked to be the format its bytes claim.
///
/// The sharpest file: in an `.imageset`, the 3x raster, else a vector, else the largest raster
/// (`ImageSetContents.choose` with scale 3); for a PNG file, a sibling of a higher scale when
/// one is there and readable (`home@2x.png` → `home@3x.png`), else the file itself. A file that
/// cannot be read or is not a PNG, PDF or SVG throws, like measuring it.
package struct DisplayImage: Hashable, Sendable {
  package var format: ImageFormat
  /// The whole file, as read.
  package var bytes: [UInt8]
  /// The file read: `path` itself, the file an image set names, or a higher-scale sibling.
  package var file: String
  /// Pixels per point of `file` (1 for a vector).
  package var scale: Double

  package init(format: ImageFormat, bytes: [UInt8], file: String, scale: Double) {
    self.format = format
    self.bytes = bytes
    self.file = file
    self.scale = scale
  }

  /// The media type of `format`: `image/png`, `application/pdf`, `image/svg+xml`.
  package var mediaType: String {
    switch format {
    case .png: "image/png"
    case .pdf: "application/pdf"
    case .svg: "image/svg+xml"
    }
  }

  /// The sharpest file of the image at `path` (a file or an `.imageset` folder), read whole.
  package static func read(path: String) throws(MeasureError) -> DisplayImage {
    let measurer = ImageMeasurer()
    if !FileBytes.isDirectory(path) {
      for sibling in sharperSiblings(of: path) where FileBytes.exists(sibling) {
        if let image = try? read(measurer.measure(path: sibling)) { return image }
      }
    }
    return try read(measurer.measure(path: path, preferredScale: 3))
  }

  private static func read(_ measured: ImageMeasurement) throws(MeasureError) -> DisplayImage {
    let bytes = try FileBytes.read(measured.file, kind: .image)
    guard ImageFormat.sniff(bytes) == measured.format else {
      throw .invalidImage(path: measured.file, reason: "the file changed while it was read")
    }
    return DisplayImage(
      format: measured.format, bytes: bytes, file: measured.file, scale: measured.scale)
  }

  /// `dir/home@3x.png` and `dir/home@2x.png` for `dir/home.png` (only the scales above the
  /// file's own, sharpest first); nothing for a vector or a name without a `.png` extension.
  static func sharperSiblings(of path: String) -> [String] {
    guard path.lowercased().hasSuffix(".png") else { return [] }
    let scale = ScaleSuffix.scale(ofFileName: path)
    guard scale < 3 else { return [] }
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let folder = path[..<slash]
    var stem = path[slash...].dropLast(4)
    let fileExtension = path.suffix(4)
    if scale > 1, let at = stem.lastIndex(of: "@") { stem = stem[..<at] }
    guard !stem.isEmpty, !stem.contains("~") else { return [] }
    return (scale + 1...3).reversed().map { "\(folder)\(stem)@\($0)x\(fileExtension)" }
  }
}
