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
    _ record: ButtonRecord, _ layouts: LayoutSummary, sources: SourceFiles,
    images: ImageMeasurer = ImageMeasurer(), digest: String? = nil
  ) -> [StaleCause] {
    var causes: [StaleCause] = []
    if layouts.count != Technique.allCases.count * record.spec.direction.directions.count {
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
    return causes
  }

  /// The causes for the button `id`, its layouts summed up from the database, for a command
  /// that writes layouts as it goes (`recompute`, `import --replace`); reading commands get them
  /// with the button (`readButtons`).
  func staleness(_ db: Database, _ id: Int64, _ record: ButtonRecord, sources: SourceFiles)
    throws -> [StaleCause]
  {
    Self.staleness(record, try Self.layoutSummary(db, id), sources: sources)
  }
}

extension Catalog {
  /// A fresh cache of source-file digests for one command.
  func sourceFiles() -> SourceFiles {
    let folder = folder
    return SourceFiles { CatalogPaths.resolve($0, folder: folder) }
  }
}
