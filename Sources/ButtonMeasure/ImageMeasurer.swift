import ButtonJSON
import ButtonLayout

/// Reads the point size of an image file or an `.imageset` folder.
///
/// The format is judged by the bytes, not the extension: PNG (header only, CgBI included), PDF
/// (`/MediaBox`) and SVG (`width`/`height` or `viewBox`). A PNG's scale comes from its `@2x`/`@3x`
/// name, or from its entry in an image set. Every failure names the path and the problem.
///
/// ```swift
/// import ButtonLayout
/// import ButtonMeasure
///
/// let image = try ImageMeasurer().measure(path: "Assets.xcassets/share.imageset")
/// let spec = ButtonSpec(imageSize: image.size)  // in points: pixels over the scale
/// print(image.file, image.scale, image.digest)
/// ```
public struct ImageMeasurer: Sendable {
  /// A measurer; it holds no state.
  public init() {}

  /// The size of the image at `path`: a PNG, PDF or SVG file, or an `.imageset` folder.
  ///
  /// `preferredScale` (1, 2, 3) picks the variant of an image set (see `ImageSetContents`); it
  /// does not apply to a single file, whose name declares its scale.
  public func measure(path: String, preferredScale: Int? = nil) throws(MeasureError)
    -> ImageMeasurement
  {
    if FileBytes.isDirectory(path) {
      return try measureImageSet(path, preferredScale: preferredScale)
    }
    let bytes = try FileBytes.read(path, kind: .image)
    let digest = ContentDigest(sha256Of: bytes)
    return try measure(
      bytes, file: path, path: path, scale: ScaleSuffix.scale(ofFileName: path), digest: digest)
  }

  private func measureImageSet(_ folder: String, preferredScale: Int?) throws(MeasureError)
    -> ImageMeasurement
  {
    func fail(_ reason: String) -> MeasureError { .invalidImageSet(path: folder, reason: reason) }
    // An asset catalog is a folder of image sets (its own Contents.json names no image).
    let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    if !trimmed.lowercased().hasSuffix(".imageset"), AssetCatalog.isAssetCatalog(folder) {
      throw AssetCatalog.problem(folder)
    }
    let contentsPath = folder + "/Contents.json"
    guard FileBytes.exists(contentsPath) else {
      throw fail("no Contents.json (an image must be a PNG, PDF or SVG file or an .imageset)")
    }
    let json = try FileBytes.read(contentsPath, kind: .imageSetContents)
    guard let contents = ImageSetContents(json: json) else {
      throw fail("Contents.json is not valid asset catalog JSON")
    }
    guard let entry = contents.choose(preferredScale: preferredScale), let name = entry.filename
    else {
      throw fail("Contents.json names no image file")
    }
    // Xcode names the files of an image set by their plain names, in the set's folder: a
    // path (`../secret.png`, `/etc/x.png`, `sub/x.png`) would read a file outside it.
    guard !name.isEmpty, !name.contains("/"), name != ".", name != "..", !name.contains("\0")
    else {
      throw fail(
        "Contents.json names \"\(name)\", which is not a file name in the image set; an image "
          + "set's entries name files inside its folder (no '/' or '..')")
    }
    let file = folder + "/" + name
    let bytes: [UInt8]
    do {
      bytes = try FileBytes.read(file, kind: .image)
    } catch {
      throw fail("Contents.json names \"\(name)\", which cannot be read: \(Self.reason(error))")
    }
    let digest = ContentDigest(sha256Of: json + bytes)
    return try measure(bytes, file: file, path: folder, scale: entry.scaleValue, digest: digest)
  }

  private func measure(
    _ bytes: [UInt8], file: String, path: String, scale: Int, digest: ContentDigest
  ) throws(MeasureError) -> ImageMeasurement {
    guard !bytes.isEmpty else { throw .invalidImage(path: file, reason: "the file is empty") }
    guard let format = ImageFormat.sniff(bytes) else {
      let reason =
        ImageFormat.unsupportedName(bytes).map { "it is a \($0) file; use PNG, PDF or SVG" }
        ?? "it is not a PNG, PDF or SVG file"
      throw .unsupportedImage(path: file, reason: reason)
    }
    switch format {
    case .png:
      let header = try PNGHeader(bytes: bytes, path: file)
      let s = Double(scale)
      return ImageMeasurement(
        path: path, file: file, format: .png,
        size: Size(width: Double(header.width) / s, height: Double(header.height) / s),
        pixelSize: Size(width: Double(header.width), height: Double(header.height)), scale: s,
        digest: digest)
    case .pdf:
      let box = try PDFMediaBox.size(of: bytes, path: file)
      return ImageMeasurement(
        path: path, file: file, format: .pdf, size: Size(width: box.width, height: box.height),
        pixelSize: nil, scale: 1, digest: digest)
    case .svg:
      let box = try SVGSize.size(of: bytes, path: file)
      return ImageMeasurement(
        path: path, file: file, format: .svg, size: Size(width: box.width, height: box.height),
        pixelSize: nil, scale: 1, digest: digest)
    }
  }

  private static func reason(_ error: MeasureError) -> String {
    if case .unreadableFile(_, let reason) = error { return reason }
    return error.description
  }
}
