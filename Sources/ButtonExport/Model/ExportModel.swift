import ButtonCatalog
import ButtonJSON
import ButtonLayout
import ButtonMeasure

/// One button as every export format sees it: its catalog record (name, inputs, the technique
/// exports use), and every technique's computed layout in every direction the style asks for.
///
/// The catalog builds these (it owns sources, digests and history); renderers only read them.
/// The record is held once: the inputs below read it, so a renderer and the JSON document (which
/// carries the record) never disagree.
package struct ExportButton: Hashable, Sendable {
  /// The catalog's record of the button, as the JSON document carries it (sources, digests,
  /// inputs); built from the values given when the button is made by hand.
  package var record: ButtonRecord
  /// The asset name the image is loaded by (`UIImage(named:)`), or `nil` without an image or
  /// when the size was given by hand: a stored button's comes from `record.imagePath`
  /// (`assetName`).
  package var imageName: String?
  /// Every technique's layout, one per technique and direction (`LayoutEngine.layouts`).
  package var layouts: [TechniqueLayout]
  /// The stored variant layouts of the chosen technique, base variant first; empty for a
  /// button without variant inputs.
  package var variants: [VariantLayout] = []
  /// The catalog's verdict of the button (`CatalogButton.verdict`), or `nil` (then judged from
  /// `layouts` and `variants`: `judged`).
  package var verdict: ButtonVerdict?
  /// The catalog's status of the button (`CatalogButton.status`), or `nil` outside a catalog.
  package var catalogStatus: ButtonStatus?
  /// The names the title font gives itself (its `name` table), or `nil` for the system font or
  /// a font file that cannot be read now (renderers then fall back to the file's name).
  package var fontNames: FontNames?
  /// The image as the HTML and SVG exports draw it (its bytes, or why there are none), read at
  /// export time from `record.imagePath`; `nil` without an image file (no image, or its size
  /// given by hand).
  package var image: ExportImage?
  /// Every variant with the title it shows (the probe export measures and lays them out);
  /// empty unless the export asks for them (`ExportCatalog(_:names:stale:titles:)`).
  package var variantTitles: [VariantTitle] = []
  /// The SHA-256 of the title's font file as read at export, with `titles`, or `nil` (the
  /// system font, or a file that cannot be read now).
  package var fontDigest: String?

  /// Unique; letters, digits, `.`, `-`, `_`, `/` (for grouping, e.g. `tabbar/home`).
  package var name: String { record.name }
  /// The button's description (free text).
  package var description: String { record.description }
  /// The button's tags, in the order given.
  package var tags: [String] { record.tags }
  /// The title text, or `nil` for an image-only button.
  package var title: String? { record.title }
  /// The title font: `nil` is the system font; otherwise the font file's path.
  package var fontPath: String? { record.font?.path }
  /// The title's point size, or `nil` for the default title font size of the target iOS.
  package var fontSize: Double? { record.fontSize }
  /// The engine's inputs (measured sizes, placement, spacing, padding, size, alignment…).
  package var spec: ButtonSpec { record.spec }
  /// The technique the generated code applies.
  package var technique: Technique { record.technique }
  /// The record's revision.
  package var revision: Int { record.revision }
  /// When the button claimed its generated names in the catalog (`ButtonRecord.namingOrder`), or
  /// `nil` outside a catalog: of two buttons whose names make the same identifier, file name or
  /// anchor, the smaller rank keeps it (`ExportCatalog.inNamingOrder`); buttons without a rank
  /// come after, in name order (the order exports used before ranks were kept).
  package var namingOrder: Int? { record.namingOrder }

  /// A button from its record and layouts; `imageName` defaults to the asset name of
  /// `record.imagePath`.
  package init(record: ButtonRecord, layouts: [TechniqueLayout], imageName: String? = nil) {
    self.record = record
    self.layouts = layouts
    self.imageName = imageName ?? Self.assetName(record.imagePath)
  }

  /// A button made by hand: a record with these values (sizes given, or the title measured in
  /// `fontPath`).
  package init(
    name: String, description: String = "", tags: [String] = [], title: String? = nil,
    fontPath: String? = nil, fontSize: Double? = nil, imageName: String? = nil, spec: ButtonSpec,
    technique: Technique = .exact, layouts: [TechniqueLayout], revision: Int = 1
  ) {
    var record = ButtonRecord(name: name)
    record.description = description
    record.tags = tags
    record.title = title
    record.titleSource = spec.titleSize == nil ? .none : fontPath == nil ? .size : .font
    record.font = fontPath.map { FontSource(path: $0) }
    record.fontSize = fontSize
    record.imageSource = spec.imageSize == nil ? .none : .size
    record.spec = spec
    record.technique = technique
    record.revision = revision
    self.init(record: record, layouts: layouts, imageName: imageName)
  }

  /// The chosen technique's layouts (one per direction), in direction order.
  package var chosenLayouts: [TechniqueLayout] {
    layouts.filter { $0.technique == technique }
  }
}

/// A button's image file as the diagrams draw it: a PNG or SVG embedded (as a base64 data URI,
/// never inline), a PDF drawn as its box with its name, or a file that cannot be read now drawn
/// as a crossed box with the reason.
package struct ExportImage: Hashable, Sendable {
  package enum Content: Hashable, Sendable {
    /// The bytes of a PNG (`image/png`) or an SVG (`image/svg+xml`) file.
    case embedded(mediaType: String, bytes: [UInt8])
    /// A PDF: browsers cannot draw one in an `<img>`, so its box is drawn with its name.
    case pdf
    /// The file cannot be read now, or is not embedded (too large): why, for a note.
    case missing(reason: String)
  }

  /// The file's name as the catalog stores it (the path relative to the catalog's folder).
  package var path: String
  package var content: Content

  package init(path: String, content: Content) {
    self.path = path
    self.content = content
  }

  /// The file name alone (`home@3x.png` for `assets/home@3x.png`), for labels.
  package var fileName: String {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    return String(trimmed.split(separator: "/").last ?? Substring(trimmed))
  }

  /// The bytes as a `data:` URI, for an embedded image.
  package var dataURI: String? {
    guard case .embedded(let mediaType, let bytes) = content else { return nil }
    return "data:\(mediaType);base64,\(Base64.encode(bytes))"
  }
}

/// A whole catalog for export, buttons in natural name order (`item2` before `item10`).
package struct ExportCatalog: Hashable, Sendable {
  package var buttons: [ExportButton]
  /// The team's settings, for the JSON document (`JSONRenderer`).
  package var settings = CatalogSettings()

  package init(buttons: [ExportButton], settings: CatalogSettings = CatalogSettings()) {
    self.buttons = buttons.sorted { NaturalOrder.less($0.name, $1.name) }
    self.settings = settings
  }

  /// `derive` of the buttons' names (and `extra`, one per button) given in naming order, its
  /// results in catalog order (`ExportIndex.inNamingOrder`).
  func inNamingOrder<T, E>(
    _ extra: [E], _ derive: (_ names: [String], _ extra: [E]) -> [T]
  ) -> [T] {
    index.inNamingOrder(extra, derive)
  }

  /// `derive` of the buttons' names given in naming order, its results in catalog order.
  func inNamingOrder<T>(_ derive: (_ names: [String]) -> [T]) -> [T] {
    index.inNamingOrder(derive)
  }
}

/// One file an export writes: a path relative to the output (a file name for single-file
/// formats) and its complete text (LF line endings, trailing newline).
package struct ExportFile: Hashable, Sendable {
  package var path: String
  package var contents: String

  package init(path: String, contents: String) {
    self.path = path
    self.contents = contents
  }
}
