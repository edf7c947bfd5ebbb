import ButtonCatalog
import ButtonLayout
import ButtonMeasure

/// The export model of a catalog: built here, from the catalog's read model (`CatalogButton`),
/// so every caller (the command line among them) renders the same model the same way.
extension ExportCatalog {
  /// The buttons of `catalog` (all, or those named), with every stored layout decoded; the
  /// names of the buttons whose layouts are stale go to `stale`, in name order. An invalid
  /// button (its layouts included) or an unknown name throws, and nothing is returned. With
  /// `titles`, each button also gets every variant's title (`variantTitles`, its strings file
  /// read now) and its font file's digest.
  package init(
    _ catalog: Catalog, names: [String]? = nil, stale: inout [String], titles: Bool = false
  ) throws(CatalogError) {
    var buttons: [ExportButton] = []
    var found: [String] = []
    var fonts: [FontSource: FontNames?] = [:]
    var images: [String: ExportImage] = [:]
    var digests: [String: String?] = [:]
    try catalog.forEachButton(names, layouts: .decoded) { button in
      if button.stale { found.append(button.record.name) }
      var exported = ExportButton(button)
      if let font = button.record.font {
        if fonts[font] == nil {
          fonts[font] = try? FontNames.read(
            path: catalog.resolve(font.path), faceIndex: font.faceIndex)
        }
        exported.fontNames = fonts[font] ?? nil
        if titles {
          if digests[font.path] == nil {
            digests[font.path] = try? ContentDigest(fileAt: catalog.resolve(font.path)).hex
          }
          exported.fontDigest = digests[font.path] ?? nil
        }
      }
      if titles { exported.variantTitles = try catalog.variantTitles(button.record) }
      if button.record.imageSource == .file, let path = button.record.imagePath {
        if images[path] == nil { images[path] = ExportImage.read(path, in: catalog) }
        exported.image = images[path]
      }
      buttons.append(exported)
    }
    stale = found
    // Settings rows that are not settings are the commands' to refuse (those that use them).
    self.init(buttons: buttons, settings: (try? catalog.storedSettings())?.settings ?? .init())
  }
}

extension ExportButton {
  /// A stored button as exports see it.
  package init(_ button: CatalogButton) {
    self.init(record: button.record, layouts: button.layouts)
    self.variants = button.variants
    self.verdict = button.verdict
    self.catalogStatus = button.status
  }

  /// The name an asset catalog knows an image by: `icons/share@2x.png` and
  /// `Assets.xcassets/share.imageset` are both `share`.
  static func assetName(_ path: String?) -> String? {
    guard let path else { return nil }
    var name = String(path.split(separator: "/").last ?? Substring(path))
    for suffix in [".imageset", ".png", ".pdf", ".svg", ".PNG"] where name.hasSuffix(suffix) {
      name.removeLast(suffix.count)
    }
    for scale in ["@2x", "@3x", "@1x"] where name.hasSuffix(scale) { name.removeLast(scale.count) }
    return name.isEmpty ? nil : name
  }
}

extension ExportImage {
  /// The largest image file embedded in a page: a bigger one (a photo, a huge vector) is drawn
  /// as its box with a note, so the page stays small.
  package static let embedLimit = 512 * 1024

  /// The image stored as `path` in `catalog`, read now (`DisplayImage`: the sharpest file).
  static func read(_ path: String, in catalog: Catalog) -> ExportImage {
    let image: DisplayImage
    do {
      image = try DisplayImage.read(path: catalog.resolve(path))
    } catch {
      return ExportImage(path: path, content: .missing(reason: Self.reason(error)))
    }
    switch image.format {
    case .pdf:
      return ExportImage(path: path, content: .pdf)
    case .png, .svg:
      guard image.bytes.count <= embedLimit else {
        let kib = (image.bytes.count + 1023) / 1024
        return ExportImage(
          path: path,
          content: .missing(reason: "not embedded: \(kib) KiB, more than \(embedLimit / 1024) KiB"))
      }
      return ExportImage(
        path: path, content: .embedded(mediaType: image.mediaType, bytes: image.bytes))
    }
  }

  /// Why the file cannot be read, without the absolute path the message may hold (the page
  /// names the stored path already).
  static func reason(_ error: MeasureError) -> String {
    switch error {
    case .unreadableFile(_, let reason), .invalidImage(_, let reason),
      .unsupportedImage(_, let reason), .invalidImageSet(_, let reason):
      return "cannot be read now: " + reason
    default:
      return "cannot be read now"
    }
  }
}

extension ExportFormat {
  /// Writes the export of `catalog` (or of the buttons `names`) piece by piece to `write`: the
  /// JSON document straight from the catalog (`CatalogDocument.write`: memory does not grow with
  /// the catalog, `progress` gets the buttons written so far), any other format rendered whole
  /// from the export model, then written file after file. `checkFirst`: every button is checked
  /// before the first piece goes out (see `Catalog.forEachButton`).
  package func stream(
    _ catalog: Catalog, names: [String]? = nil, checkFirst: Bool = false,
    inputsOnly: Bool? = nil, progress: (Int) -> Void = { _ in }, to write: (String) -> Void
  ) throws(CatalogError) {
    guard streamsFromCatalog else {
      var stale: [String] = []
      let model = try ExportCatalog(catalog, names: names, stale: &stale)
      for file in renderer(for: self).render(model) { write(file.contents) }
      progress(model.buttons.count)
      return
    }
    try CatalogDocument.write(
      catalog, names: names, checkFirst: checkFirst, inputsOnly: inputsOnly, progress: progress,
      to: write)
  }
}
