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
package enum StaleCause: Hashable, Sendable, CustomStringConvertible {
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
  /// The strings file's titles the button lays out are not the ones read: the
  /// locales whose titles changed (empty for an older catalog's digest of the whole file).
  case stringsFileChanged(String, locales: [String])
  /// The button has variant inputs and no stored variant layouts.
  case variantLayoutsMissing
  /// A title's device measurement is not the one its layouts were computed from.
  case measurementsChanged
  /// Titles laid out as approximate were measured from other system font files than
  /// `$BUTTONCAT_SYSTEM_FONTS` names now (or it names none), or titles left unmeasured could
  /// now be measured from the files it names: what and why, as said.
  case systemFontFiles(String)

  package var description: String {
    switch self {
    case .missingLayouts:
      "layouts are missing for some techniques or directions"
    case .engineVersion(let stored):
      "layouts computed by engine version \(stored); this buttoncat computes with version \(InputDigest.engineVersion)"
    case .inputsChanged:
      "inputs changed since the layouts were computed (the catalog was edited outside buttoncat)"
    case .fontFileChanged(let path): "font file changed: \(path)"
    case .imageFileChanged(let path): "image file changed: \(path)"
    case .stringsFileChanged(let path, let locales):
      "strings file changed: \(path)"
        + (locales.isEmpty
          ? ""
          : " (the \(locales.joined(separator: ", ")) title\(locales.count == 1 ? "" : "s"))")
    case .variantLayoutsMissing: "the variant layouts are missing"
    case .measurementsChanged:
      "a title's device measurement changed (or arrived) since the layouts were computed"
    case .systemFontFiles(let message): message
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

/// What `title_needs` says of one button (`Catalog.needsSummarySQL`): its layouts waiting for
/// a measurement, and the titles laid out from another measurement than the catalog's now.
struct NeedsSummary: Sendable {
  var pending = 0
  var changed = 0
  /// The approximate digests (`SystemFonts.digestPrefix`) its titles record, each once.
  var approximate: [String] = []

  init(_ text: String?) {
    guard let parts = text?.split(separator: " "), parts.count >= 2 else { return }
    pending = Int(parts[0]) ?? 0
    changed = Int(parts[1]) ?? 0
    if parts.count > 2 { approximate = parts[2].split(separator: ",").map(String.init) }
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
///
/// Shared by the threads that judge buttons (`check`): each cache is read and written under
/// `lock`, never held while a file is read (two threads may read one file at once; both find
/// the same).
final class SourceFiles: @unchecked Sendable {
  /// Resolves a stored path to the file to read.
  let resolve: @Sendable (String) -> String
  private let lock = Lock()
  private var digests: [String: String?] = [:]

  init(resolve: @escaping @Sendable (String) -> String = { $0 }) {
    self.resolve = resolve
  }

  /// What `cache` holds for `file`, else `compute()`, kept there.
  private func cached(
    _ cache: ReferenceWritableKeyPath<SourceFiles, [String: String?]>, _ file: String,
    _ compute: () -> String?
  ) -> String? {
    if let known = lock.withLock({ self[keyPath: cache][file] }) { return known }
    let value = compute()
    lock.withLock { self[keyPath: cache][file] = .some(value) }
    return value
  }

  /// The SHA-256 of the file at the stored `path`, or `nil` when it cannot be read.
  func digest(_ path: String) -> String? {
    let file = resolve(path)
    return cached(\.digests, file) { try? ContentDigest(fileAt: file).hex }
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
  /// be read: what an older catalog recorded.
  func stringsDigest(_ path: String) -> String? {
    let file = resolve(path)
    return cached(\.strings, file) { StringsDigest.of(file) }
  }
  private var strings: [String: String?] = [:]
  /// The strings files read, each once per command (`recompute` and `check` share their
  /// measurer's, so a file is read once for both). Set before the threads start.
  var tables = StringTables()

  /// The locales whose titles the button lays out differ from the ones it read (`StringsUse`),
  /// or `nil` when they do not. Empty (changed, no locale to name) for an older catalog's
  /// digest of the whole file when the file changed, and for a file that no longer parses or
  /// lacks the key (`check` and `recompute` say why). `nil` when the file cannot be read
  /// (`missing` says so).
  func stringsChanged(_ record: ButtonRecord) -> [String]? {
    guard let path = record.variants.strings else { return nil }
    guard let stored = record.variants.stringsDigest.flatMap({ StringsUse(stored: $0) }) else {
      guard let current = stringsDigest(path) else { return nil }
      return current != record.variants.stringsDigest ? [] : nil
    }
    let file = resolve(path)
    guard let table = try? tables.table(file),
      let current = try? StringsUse(record, table: table)
    else { return SourceFailure.unreadable(file) == nil ? [] : nil }
    let locales = current.changedLocales(from: stored)
    return locales.isEmpty ? nil : locales
  }

  /// The source files of `record` that cannot be read, each with why (each file checked once
  /// per command): the button's stored values are kept, and it is `missing`.
  func missing(_ record: ButtonRecord) -> [SourceFailure] {
    record.sourcePaths.compactMap { source in
      let file = resolve(source.path)
      let reason = cached(\.unreadable, file) { SourceFailure.unreadable(file) }
      return reason.map {
        SourceFailure(.missingSource, source.field, path: source.shown, message: $0)
      }
    }
  }
  private var unreadable: [String: String?] = [:]

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
    sources: SourceFiles, images: ImageMeasurer = ImageMeasurer(), digest: String? = nil,
    variantsDigest: String? = nil
  ) -> [StaleCause] {
    var causes: [StaleCause] = []
    // An unmeasured title's layouts are pending: none is stored.
    let expected =
      record.isTitleUnmeasured || record.isImageUnmeasured
      ? 0 : Technique.techniques(for: record.spec).count * record.spec.directions.count
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
    // The variants: their own layouts, from their own digest.
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
      if variants.digest != (variantsDigest ?? InputDigest.ofVariants(record)),
        !causes.contains(.inputsChanged)
      {
        causes.append(.inputsChanged)
      }
    } else {
      causes.append(.variantLayoutsMissing)
    }
    if let locales = sources.stringsChanged(record) {
      causes.append(.stringsFileChanged(record.variants.strings ?? "", locales: locales))
    }
    for path in sources.stateImagesChanged(record, images: images) {
      causes.append(.imageFileChanged(path))
    }
    return causes
  }

  /// The causes for the button `id`, its layouts summed up from the database, for a command
  /// that writes layouts as it goes (`recompute`, `import --replace`); reading commands get them
  /// with the button (`readButtons`).
  func staleness(
    _ db: Database, _ id: Int64, _ record: ButtonRecord, sources: SourceFiles,
    digests: (inputs: String, variants: String?)? = nil
  ) throws -> [StaleCause] {
    var causes = Self.staleness(
      record, try Self.layoutSummary(db, id), variants: try Self.variantSummary(db, id),
      sources: sources, digest: digests?.inputs, variantsDigest: digests?.variants)
    let needs = NeedsSummary(
      try db.fetchOne("SELECT \(Self.needsSummarySQL("?1"))", arguments: [id]) {
        try $0.optionalString(at: 0)
      } ?? nil)
    causes += try needsCauses(db, id, needs)
    return causes
  }

  /// Why the measured titles the button `id` needs (`needs`, its `title_needs` summed up) make
  /// its layouts stale: a device measurement changed or arrived; approximate titles measured
  /// from other system font files than the ones `systemFonts` finds now (or none now); pending
  /// titles the files found now can measure.
  func needsCauses(_ db: Database, _ id: Int64, _ needs: NeedsSummary) throws -> [StaleCause] {
    var causes: [StaleCause] = []
    if needs.changed > 0 { causes.append(.measurementsChanged) }
    let variable = "$\(SystemFontFiles.environmentVariable)"
    if !needs.approximate.isEmpty {
      let current = systemFonts.approximateDigest
      let others = needs.approximate.filter { $0 != current }
      if !others.isEmpty {
        let now =
          if systemFonts.files != nil {
            "\(variable) names another one now, \(systemFonts.describe(current ?? ""))"
          } else if let folder = systemFonts.folder {
            "\(variable) names \"\(folder)\" now, which has none to measure with"
          } else {
            "\(variable) is not set now"
          }
        causes.append(
          .systemFontFiles(
            "approximate titles were measured from Apple's font file \(others.map(systemFonts.describe).joined(separator: ", ")), and \(now)"
          ))
      }
    }
    if needs.pending > 0, let files = systemFonts.files {
      // Only when the file can set one of them (SF Pro has no CJK glyphs, for one).
      let pending = try db.fetchAll(
        """
        SELECT text, font_key, point_size_key FROM title_needs
        WHERE button_id = ? AND measurement_digest IS NULL
        """, arguments: [id]
      ) { row in (try row.string(at: 0), try row.string(at: 1), try row.int(at: 2)) }
      let measurable = pending.filter { text, font, points in
        guard case .system(let weight)? = MeasuredFont(storedKey: font) else { return false }
        return systemFonts.size(text, weight: weight, pointSize: Double(points) / 1000) != nil
      }.count
      if measurable > 0 {
        causes.append(
          .systemFontFiles(
            "\(measurable) unmeasured title\(measurable == 1 ? "" : "s") can be measured approximately from Apple's font file \(files.source.path) (\(variable))"
          ))
      }
    }
    return causes
  }
}

extension Catalog {
  /// A fresh cache of source-file digests for one command.
  func sourceFiles() -> SourceFiles {
    let folder = folder
    return SourceFiles { CatalogPaths.resolve($0, folder: folder) }
  }
}
