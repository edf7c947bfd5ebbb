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
    var found: [String] = []
    do {
      self = try Self.streaming(catalog, names: names, titles: titles) { source in
        found = source.index.stale
        var buttons: [ExportButton] = []
        try source.forEachButton { buttons.append($0) }
        return ExportCatalog(buttons: buttons, settings: source.index.settings)
      }
    } catch let error as CatalogError {
      throw error
    } catch {
      throw .storage(path: catalog.path, "\(error)")
    }
    stale = found
  }

  /// Runs `body` with the buttons of `catalog` (all, or those named) as an `ExportSource`:
  /// its index read now in a first pass without layouts (`stale` names the buttons whose
  /// layouts are stale), each pass of `forEachButton` reading the buttons again one at a time
  /// with every stored layout decoded, all in one read transaction (one snapshot). An unknown
  /// name throws before `body` runs; an invalid button stops the pass that reads it
  /// (`CatalogError.invalidButton`). `checkFirst` checks every button before `body` runs, the
  /// error naming every invalid one, for an output that cannot be taken back (standard
  /// output). With `titles`, each button gets its variants' titles (`variantTitles`) and its
  /// font file's digest. An error `body` throws reaches the caller as thrown.
  package static func streaming<T>(
    _ catalog: Catalog, names: [String]? = nil, checkFirst: Bool = false, titles: Bool = false,
    _ body: (any ExportSource) throws -> T
  ) throws -> T {
    try catalog.withButtonPasses(names, checkFirst: checkFirst, layouts: .decoded) { passes in
      var entries: [ExportIndex.Entry] = []
      var stale: [String] = []
      // The first pass: names and small facts only, no layouts; an invalid row is left for
      // the pass that reads it whole (its error names every problem, layouts included).
      try passes.forEach(layouts: nil, staleness: true, checked: false) { button in
        entries.append(ExportIndex.Entry(button.record))
        if button.stale { stale.append(button.record.name) }
      }
      // Settings rows that are not settings are the commands' to refuse (those that use them).
      var index = ExportIndex(entries: entries, settings: passes.settings())
      index.stale = stale
      let source = CatalogSource(
        index: index, passes: passes, reader: ExportButtonReader(catalog, titles: titles))
      return try body(source)
    }
  }
}

/// The buttons of a catalog as an export reads them (`ExportCatalog.streaming`).
struct CatalogSource: ExportSource {
  let index: ExportIndex
  let passes: ButtonPasses
  let reader: ExportButtonReader

  func forEachButton(_ body: (ExportButton) throws -> Void) throws {
    try passes.forEach(layouts: .decoded, staleness: true) { button in
      try body(try reader.button(button))
    }
  }
}

/// Makes `ExportButton`s of a catalog's buttons, reading each font's names once and keeping
/// the images read most recently up to `imageBytesLimit` bytes (buttons that share an image
/// read it once): memory grows with the distinct font files, not with the buttons.
final class ExportButtonReader {
  /// The most image bytes kept between buttons.
  static let imageBytesLimit = 8 << 20
  /// The most images kept between buttons.
  static let imageCountLimit = 256

  let catalog: Catalog
  let titles: Bool
  private var fonts: [FontSource: FontNames?] = [:]
  private var digests: [String: String?] = [:]
  private var images: [String: ExportImage] = [:]
  private var imageOrder: [String] = []
  private var imageBytes = 0

  init(_ catalog: Catalog, titles: Bool) {
    self.catalog = catalog
    self.titles = titles
  }

  /// `button` as exports see it, its font's names, image and (with `titles`) variant titles
  /// and font digest read now.
  func button(_ button: CatalogButton) throws(CatalogError) -> ExportButton {
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
      exported.image = image(path)
    }
    return exported
  }

  /// The image stored as `path`, read now unless kept from an earlier button.
  func image(_ path: String) -> ExportImage {
    if let kept = images[path] { return kept }
    let image = ExportImage.read(path, in: catalog)
    let size = image.byteCount
    while imageBytes + size > Self.imageBytesLimit || imageOrder.count >= Self.imageCountLimit,
      !imageOrder.isEmpty
    {
      let oldest = imageOrder.removeFirst()
      imageBytes -= images.removeValue(forKey: oldest)?.byteCount ?? 0
    }
    if size <= Self.imageBytesLimit {
      images[path] = image
      imageOrder.append(path)
      imageBytes += size
    }
    return image
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

  /// The bytes held (an embedded image's), for a cache's limit.
  var byteCount: Int {
    if case .embedded(_, let bytes) = content { return bytes.count + path.utf8.count }
    return path.utf8.count
  }

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
  /// JSON document straight from the catalog (`CatalogDocument.write`), any other format
  /// streamed by its renderer (`ExportCatalog.streaming`, `ExportRenderer.write`), file after
  /// file; memory does not grow with the catalog (but for a format whose renderer does not
  /// stream yet). `progress` gets the buttons written so far (the JSON document's as it goes,
  /// others' at the end). `checkFirst`: every button is checked before the first piece goes
  /// out (see `Catalog.forEachButton`).
  package func stream(
    _ catalog: Catalog, names: [String]? = nil, checkFirst: Bool = false,
    inputsOnly: Bool? = nil, progress: (Int) -> Void = { _ in }, to write: (String) -> Void
  ) throws(CatalogError) {
    guard streamsFromCatalog else {
      do {
        try withoutActuallyEscaping(write) { write in
          let count = try ExportCatalog.streaming(
            catalog, names: names, checkFirst: checkFirst, titles: needsVariantTitles
          ) { source in
            try renderer(for: self).write(source, singleFile: false, to: TextSink(write))
            return source.index.count
          }
          progress(count)
        }
      } catch let error as CatalogError {
        throw error
      } catch {
        throw .storage(path: catalog.path, "\(error)")
      }
      return
    }
    try CatalogDocument.write(
      catalog, names: names, checkFirst: checkFirst, inputsOnly: inputsOnly, progress: progress,
      to: write)
  }
}

/// A sink that hands every piece to a function (the files one after another).
private final class TextSink: ExportSink {
  let body: (String) -> Void

  init(_ body: @escaping (String) -> Void) {
    self.body = body
  }

  func begin(_ path: String) {}

  func write(_ text: String) {
    body(text)
  }
}
