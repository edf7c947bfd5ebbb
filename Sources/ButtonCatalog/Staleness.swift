import ButtonLayout
import ButtonMeasure
import ButtonMigrations
import ButtonStore

/// Why a button's stored layouts are out of date: the one definition of "stale" that `list`,
/// `list --stale`, `show`, `export`, `check` and `recompute` share (`Catalog.staleness`, which
/// `CatalogButton.staleCauses` holds).
///
/// A button is stale when a technique or direction has no stored layout, when a stored layout
/// was computed by another engine version, when it was computed from other inputs than the
/// catalog now holds for the button, or when a source file (the font and its fallbacks, the
/// image) no longer has the SHA-256 recorded when it was measured. A source file that cannot be
/// read does not make a button stale: its stored values are kept, and `check` reports it.
public enum StaleCause: Hashable, Sendable, CustomStringConvertible {
  /// A technique or direction has no stored layout (or layouts are stored for another set).
  case missingLayouts
  /// Computed by another version of the engine.
  case engineVersion(stored: Int)
  /// The catalog's inputs for the button are not those its layouts were computed from: the
  /// row was edited outside buttoncat.
  case inputsChanged
  /// The font file or a fallback font is not the one the title was measured in.
  case fontFileChanged(String)
  /// The image file is not the one its size was read from.
  case imageFileChanged(String)
  /// The strings file is not the one the titles were read from (issue 15).
  case stringsFileChanged(String)
  /// The button has variant inputs and no stored variant layouts.
  case variantLayoutsMissing

  public var description: String {
    switch self {
    case .missingLayouts:
      "layouts are missing for some techniques or directions"
    case .engineVersion(let stored):
      "layouts computed by engine version \(stored); this buttoncat computes with version \(InputDigest.engineVersion)"
    case .inputsChanged:
      "inputs changed since the layouts were computed (the catalog was edited outside buttoncat)"
    case .fontFileChanged(let path): "font file changed: \(path)"
    case .imageFileChanged(let path): "image file changed: \(path)"
    case .stringsFileChanged(let path): "strings file changed: \(path)"
    case .variantLayoutsMissing: "the variant layouts are missing"
    }
  }
}

/// What the `layouts` table holds for one button, as `Catalog.layoutSummarySQL` sums it up
/// (from the covering index `layouts_summary`, without reading any layout's JSON).
struct LayoutSummary: Sendable {
  var count = 0
  var minimumEngine = 0
  var maximumEngine = 0
  /// How many different input digests the layouts were computed from.
  var digests = 0
  /// One of them (the smallest).
  var digest = ""

  /// The summary from `text`, the value of `layoutSummarySQL`: four integers and a digest,
  /// separated by spaces (read without splitting: `list` reads one per button).
  init(_ text: String?) {
    guard var text else { return }
    var numbers: [Int] = []
    let offset = text.withUTF8 { bytes -> Int in
      var value = 0
      var negative = false
      var index = 0
      while index < bytes.count, numbers.count < 4 {
        let byte = bytes[index]
        if byte == UInt8(ascii: " ") {
          numbers.append(negative ? -value : value)
          value = 0
          negative = false
        } else if byte == UInt8(ascii: "-") {
          negative = true
        } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
          value = value &* 10 &+ Int(byte - UInt8(ascii: "0"))
        }
        index += 1
      }
      return index
    }
    guard numbers.count == 4 else { return }
    (count, minimumEngine, maximumEngine, digests) = (
      numbers[0], numbers[1], numbers[2], numbers[3]
    )
    digest = String(decoding: text.utf8.dropFirst(offset), as: UTF8.self)
  }
}

/// What `button_variants` holds for one button, as `Catalog.variantSummarySQL` sums it up:
/// the engine version and the input digest the variant layouts were computed with.
struct VariantSummary: Sendable {
  var engine: Int
  var digest: String

  /// The summary from `text` (`"ENGINE DIGEST"`), or `nil` for no row.
  init?(_ text: String?) {
    guard let text, let space = text.firstIndex(of: " ") else { return nil }
    engine = Int(text[..<space]) ?? -1
    digest = String(text[text.index(after: space)...])
  }
}

/// The digests of source files, each file read once per command (many buttons share a font).
final class SourceFiles {
  /// Resolves a stored path to the file to read.
  let resolve: (String) -> String
  private var digests: [String: String?] = [:]

  init(resolve: @escaping (String) -> String = { $0 }) {
    self.resolve = resolve
  }

  /// The SHA-256 of the file at the stored `path`, or `nil` when it cannot be read.
  func digest(_ path: String) -> String? {
    let file = resolve(path)
    if let known = digests[file] { return known }
    let digest = try? ContentDigest(fileAt: file).hex
    digests[file] = digest
    return digest
  }

  /// Whether the title's fonts differ from the ones it was measured in. The measurement records
  /// the fonts it consulted: the font, then fallbacks in order as far as one was needed; so
  /// the stored digest is that of one of these prefixes. `false` when a file cannot be read.
  func fontChanged(_ record: ButtonRecord) -> Bool {
    guard record.titleSource == .font, let font = record.font else { return false }
    var seen: [FontSource] = []
    var digests: [String] = []
    var candidates: [String] = []
    for source in [font] + record.fallbackFonts where !seen.contains(source) {
      seen.append(source)
      guard let digest = digest(source.path) else { return false }
      digests.append(digest)
      candidates.append(SourceMeasurer.combined(digests))
    }
    guard let stored = record.titleDigest else { return true }
    return !candidates.contains(stored)
  }

  /// The digest of the strings file (or folder) at the stored `path`, or `nil` when it cannot
  /// be read.
  func stringsDigest(_ path: String) -> String? {
    let file = resolve(path)
    if let known = strings[file] { return known }
    let digest = StringsDigest.of(file)
    strings[file] = digest
    return digest
  }
  private var strings: [String: String?] = [:]

  /// Whether the strings file differs from the one the titles were read from. `false` when it
  /// cannot be read.
  func stringsChanged(_ record: ButtonRecord) -> Bool {
    guard let path = record.variants.strings, let current = stringsDigest(path) else {
      return false
    }
    return current != record.variants.stringsDigest
  }

  /// The state image files that differ from the ones read (`false` for one that cannot be read).
  func stateImagesChanged(_ record: ButtonRecord, images: ImageMeasurer) -> [String] {
    ControlState.allCases.compactMap { state in
      guard case .file(let path, let digest) = record.variants.stateImages[state],
        let measured = try? images.measure(
          path: resolve(path), preferredScale: Int(record.spec.scale)),
        measured.digest.hex != digest
      else { return nil }
      return path
    }
  }

  /// Whether the image file (or image set) differs from the one its size was read from.
  /// `false` when it cannot be read.
  func imageChanged(_ record: ButtonRecord, images: ImageMeasurer) -> Bool {
    guard record.imageSource == .file, let path = record.imagePath,
      let measured = try? images.measure(
        path: resolve(path), preferredScale: Int(record.spec.scale))
    else { return false }
    return measured.digest.hex != record.imageDigest
  }
}

extension Catalog {
  /// Sums up a button's stored layouts (`?1` or the button `b.id`) as `LayoutSummary` reads it.
  static func layoutSummarySQL(_ button: String) -> String {
    """
    (SELECT count(*) || ' ' || coalesce(min(engine_version), 0) || ' '
        || coalesce(max(engine_version), 0) || ' ' || count(DISTINCT input_digest) || ' '
        || coalesce(min(input_digest), '')
       FROM layouts WHERE button_id = \(button))
    """
  }

  /// The engine version and input digest of the button's stored variant layouts (`?1` or the
  /// button `b.id`), as `VariantSummary` reads them; `NULL` without a row.
  static func variantSummarySQL(_ button: String) -> String {
    "(SELECT engine_version || ' ' || input_digest FROM button_variants WHERE button_id = \(button))"
  }

  /// The stored variant layouts of the button `id`, summed up, or `nil`.
  static func variantSummary(_ db: Database, _ id: Int64) throws -> VariantSummary? {
    VariantSummary(
      try db.fetchOne("SELECT \(variantSummarySQL("?"))", arguments: [id]) {
        try $0.optionalString(at: 0)
      } ?? nil)
  }

  /// The stored layouts of the button `id`, summed up.
  static func layoutSummary(_ db: Database, _ id: Int64) throws -> LayoutSummary {
    LayoutSummary(
      try db.fetchOne("SELECT \(layoutSummarySQL("?"))", arguments: [id]) {
        try $0.optionalString(at: 0)
      } ?? nil)
  }

  /// Why the stored layouts of `record` are out of date (empty when they are current): the one
  /// definition of stale (see `StaleCause`). `digest` is `InputDigest.of(record.spec)` when the
  /// caller has it already.
  static func staleness(
    _ record: ButtonRecord, _ layouts: LayoutSummary, variants: VariantSummary?,
    sources: SourceFiles, images: ImageMeasurer = ImageMeasurer(), digest: String? = nil
  ) -> [StaleCause] {
    var causes: [StaleCause] = []
    // An unmeasured title's layouts are pending: none is stored.
    let expected =
      record.isTitleUnmeasured ? 0 : Technique.allCases.count * record.spec.directions.count
    if layouts.count != expected {
      causes.append(.missingLayouts)
    }
    if layouts.count > 0 {
      let current = InputDigest.engineVersion
      if layouts.minimumEngine != current || layouts.maximumEngine != current {
        causes.append(
          .engineVersion(
            stored: layouts.minimumEngine != current
              ? layouts.minimumEngine : layouts.maximumEngine))
      }
      if layouts.digests != 1 || layouts.digest != (digest ?? InputDigest.of(record.spec)) {
        causes.append(.inputsChanged)
      }
    }
    if sources.fontChanged(record) { causes.append(.fontFileChanged(record.font?.path ?? "")) }
    if sources.imageChanged(record, images: images) {
      causes.append(.imageFileChanged(record.imagePath ?? ""))
    }
    // The variants (issue 15): their own layouts, from their own digest.
    if record.variants.isEmpty {
      if variants != nil, !causes.contains(.inputsChanged) { causes.append(.inputsChanged) }
    } else if let variants {
      let current = InputDigest.engineVersion
      if variants.engine != current,
        !causes.contains(where: {
          if case .engineVersion = $0 { true } else { false }
        })
      {
        causes.append(.engineVersion(stored: variants.engine))
      }
      if variants.digest != InputDigest.ofVariants(record), !causes.contains(.inputsChanged) {
        causes.append(.inputsChanged)
      }
    } else {
      causes.append(.variantLayoutsMissing)
    }
    if sources.stringsChanged(record) {
      causes.append(.stringsFileChanged(record.variants.strings ?? ""))
    }
    for path in sources.stateImagesChanged(record, images: images) {
      causes.append(.imageFileChanged(path))
    }
    return causes
  }

  /// The causes for the button `id`, its layouts summed up from the database, for a command
  /// that writes layouts as it goes (`recompute`, `import --replace`); reading commands get them
  /// with the button (`readButtons`).
  func staleness(_ db: Database, _ id: Int64, _ record: ButtonRecord, sources: SourceFiles)
    throws -> [StaleCause]
  {
    Self.staleness(
      record, try Self.layoutSummary(db, id), variants: try Self.variantSummary(db, id),
      sources: sources)
  }
}

extension Catalog {
  /// A fresh cache of source-file digests for one command.
  func sourceFiles() -> SourceFiles {
    let folder = folder
    return SourceFiles { CatalogPaths.resolve($0, folder: folder) }
  }
}
