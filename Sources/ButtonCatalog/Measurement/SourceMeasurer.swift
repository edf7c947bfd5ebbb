import ButtonLayout
import ButtonMeasure
import ButtonMigrations
import ButtonStrings
import Dispatch

/// Fills a record's measured values (title and image sizes, their digests) from its sources:
/// font files through HarfBuzz, images from their headers (docs/layout-model.md section 3).
package struct SourceMeasurer: Sendable {
  let titles: TitleMeasurer
  let images: ImageMeasurer
  /// The folder relative source paths are read from: the catalog's (paths are stored relative
  /// to it), or `nil` for the current folder (paths as typed, before they are stored).
  package var folder: String?
  /// What variants measure, shared by every button this measurer (one run) plans
  /// (`VariantPlanner`).
  package let variantCache = VariantCache()
  /// The strings files read so far (each once per measurer: many buttons share one), the
  /// variants' too (`VariantCache.strings`).
  var stringTables: StringTables { variantCache.strings }
  /// The device measurements system-font titles are sized from (`titleSize`): the catalog's,
  /// read when a command opens it; none by default (every system-font title unmeasured).
  package var measurements = TitleMeasurements()
  /// Apple's font files (`$BUTTONCAT_SYSTEM_FONTS`) that size a system-font title with no
  /// device measurement, approximately (`titleSize`): none by default.
  package var systemFonts = SystemFonts.none

  package init(
    titles: TitleMeasurer = TitleMeasurer(), images: ImageMeasurer = ImageMeasurer(),
    folder: String? = nil
  ) {
    self.titles = titles
    self.images = images
    self.folder = folder
  }

  /// The file a record's path names.
  func file(_ path: String) -> String {
    folder.map { CatalogPaths.resolve(path, folder: $0) } ?? path
  }

  /// The string table of the strings file at the stored `path` (resolved like every source
  /// path), read once per measurer; its errors name the file as resolved.
  package func stringTable(_ path: String) throws(StringsError) -> StringTable {
    try stringTables.table(file(path))
  }

  /// Starts reading the strings file at the stored `path` on a pool thread: the first button
  /// that needs it then waits less, or not at all (`StringTables` reads each file once, and a
  /// thread that asks while it is read waits for it). A file that cannot be read is left for
  /// measuring to report.
  package func prefetchStrings(_ path: String) {
    let tables = stringTables
    let file = file(path)
    DispatchQueue.global(qos: .userInitiated).async { _ = try? tables.table(file) }
  }

  /// Makes `table` the strings table of the stored `path` for this measurer's run (its
  /// `stringTable` and its variants'): a table the caller read itself, such as a storyboard's
  /// `LOCALE.lproj/Main.strings` (`StringsFile.load(path:table:)`), which `--strings` (a
  /// folder's `Localizable` table) cannot name.
  package func provide(_ table: StringTable, at path: String) {
    variantCache.provide(table, at: file(path))
  }

  /// `font` with its path resolved to the file.
  /// Loads the font file `font` (its stored path) into the font cache, as measuring a title in
  /// it would; a file that cannot be loaded is left for measuring to report.
  func loadFont(_ font: FontSource) {
    _ = try? titles.cache.digest(of: file(font))
  }

  func file(_ font: FontSource) -> FontSource {
    FontSource(path: file(font.path), faceIndex: font.faceIndex)
  }

  /// Measures `record` in place. Sizes given by hand are kept; what comes from the system font
  /// or a file is (re)computed.
  package func measure(_ record: inout ButtonRecord) throws(CatalogError) {
    try measureStrings(&record)
    let grid = record.spec.grid
    switch record.titleSource {
    case .none:
      record.spec.titleSize = nil
      record.titleDigest = nil
    case .size:
      record.titleDigest = nil
    case .width:
      // docs/layout-model.md section 3: the system font's line height, rounded up by the label.
      let width = record.spec.titleSize?.width ?? 0
      let lineHeight = SystemFont.lineHeight(pointSize: record.effectiveFontSize)
      record.spec.titleSize = Size(width: width, height: grid.ceil(lineHeight))
      record.titleDigest = nil
    case .system:
      measureSystemTitle(&record)
    case .font:
      guard let font = record.font else { break }
      do {
        let m = try titles.measure(
          record.title ?? "", font: .file(file(font), fallbacks: record.fallbackFonts.map(file)),
          pointSize: record.effectiveFontSize)
        // A device measurement of the title in this file wins over HarfBuzz.
        record.spec.titleSize =
          deviceTitle(record.title ?? "", record, pointSize: record.effectiveFontSize)?.size
          ?? m.size
        record.titleDigest = Self.combined(m.fonts.map(\.digest.hex))
      } catch {
        throw .measurement(SourceFailure.fontField(error), "\(error)")
      }
    }
    record.deriveTitleLineHeight()
    try measureSubtitle(&record)
    try measureTitlePieces(&record)
    switch measureSymbolImage(&record) ? nil : record.imageSource {
    case nil: break
    case .none?:
      record.spec.imageSize = nil
      record.imageDigest = nil
      record.imagePath = nil
    case .size?:
      record.imageDigest = nil
      record.imagePath = nil
    case .file?:
      guard let path = record.imagePath else { break }
      do {
        let m = try images.measure(path: file(path), preferredScale: Int(record.spec.scale))
        record.spec.imageSize = m.size
        record.imageDigest = m.digest.hex
      } catch {
        throw .measurement(.image, "\(error)")
      }
    }
    try measureStateImages(&record)
  }

  /// Sizes a system-font title from the measurements (`titleSize`): none while unmeasured.
  package func measureSystemTitle(_ record: inout ButtonRecord) {
    _ = measureSymbolImage(&record)
    if record.titleSource != .font {
      record.spec.subtitleSize = record.subtitle.flatMap {
        titleSize($0, record, pointSize: record.subtitlePointSize).size
      }
    }
    guard record.titleSource == .system else { return }
    let source = record.title.map { titleSize($0, record) } ?? .unmeasured
    record.spec.titleSize = source.size
    record.titleDigest = source.digest
  }

  /// Reads the strings file: every problem with it at once (the file unreadable or
  /// malformed, the key missing, a locale not in it), each naming its field; then the title is
  /// the source language's value of the key, the digest the file's (every file of a folder),
  /// and `direction` auto lays the base out in the source language's direction.
  func measureStrings(_ record: inout ButtonRecord) throws(CatalogError) {
    guard let path = record.variants.strings else {
      record.variants.stringsDigest = nil
      record.spec.autoDirection = .leftToRight
      return
    }
    let resolved = file(path)
    let table: StringTable
    // Messages name the file as stored (relative to the catalog), not as resolved.
    func named(_ error: StringsError) -> String {
      var shown = error
      if shown.file.hasPrefix(resolved) {
        shown.file = path + String(shown.file.dropFirst(resolved.count))
      }
      return shown.description
    }
    do {
      table = try stringTables.table(resolved)
    } catch {
      throw .measurement(.strings, named(error))
    }
    var problems: [InputProblem] = []
    var title: String?
    if let key = record.variants.titleKey {
      do {
        title = try table.title(forKey: key, locale: table.sourceLanguage).text
      } catch {
        problems.append(InputProblem(.titleKey, named(error)))
      }
      // Each state's title key, like the title's.
      for state in ControlState.allCases {
        guard let stateKey = record.variants.stateTitleKeys[state] else { continue }
        do {
          _ = try table.title(forKey: stateKey, locale: table.sourceLanguage)
        } catch {
          problems.append(InputProblem(.stateTitleKey, "\(state.rawValue): \(named(error))"))
        }
      }
      for locale in record.variants.locales ?? [] where !table.locales.contains(locale) {
        problems.append(
          InputProblem(
            .locales,
            "'\(Catalog.escaped(locale))' is not a locale of \(path) (it has \(table.locales.map(Catalog.escaped).joined(separator: ", ")))"
          ))
      }
    }
    if let problem = subtitleFromStrings(&record, table) { problems.append(problem) }
    if !problems.isEmpty { throw .invalidInputs(problems) }
    let use: StringsUse
    do {
      use = try StringsUse(record, table: table)
    } catch {
      throw .measurement(.strings, named(error))
    }
    record.title = title ?? record.title
    record.variants.stringsDigest = use.stored
    record.spec.autoDirection =
      record.spec.direction == .auto ? LocaleDirection.of(table.sourceLanguage) : .leftToRight
  }

  /// Records the digests a document leaves out, measured from the files as
  /// they are, so that a catalog rebuilt by `import` from the sources a document was made from
  /// is current: the font's and the image's when the document has none, and the titles read
  /// from the strings file (`StringsUse`) when it has none or an older buttoncat's digest of
  /// the whole file that is still the file's. The sizes are kept as the document gives them
  /// (`check` re-measures them); a digest the document gives is kept (a file changed since
  /// shows as stale). Nothing is recorded from a file that cannot be measured.
  func recordDigests(_ record: inout ButtonRecord) {
    let titles = record.variants.strings.flatMap { path -> Bool? in
      guard let digest = record.variants.stringsDigest else { return true }
      guard StringsUse(stored: digest) == nil else { return nil }
      return StringsDigest.of(file(path)) == digest
    }
    let states = ControlState.allCases.filter {
      if case .file(_, nil) = record.variants.stateImages[$0] { true } else { false }
    }
    let title = record.titleSource == .font && record.titleDigest == nil
    let image = record.imageSource == .file && record.imageDigest == nil
    guard title || image || titles == true || !states.isEmpty else { return }
    var measured = record
    do {
      try measure(&measured)
    } catch {
      return
    }
    if title { record.titleDigest = measured.titleDigest }
    if image { record.imageDigest = measured.imageDigest }
    if titles == true { record.variants.stringsDigest = measured.variants.stringsDigest }
    for state in states {
      record.variants.stateImages[state] = measured.variants.stateImages[state]
    }
  }

  /// Reads each state's image file like the image (its digest kept; its size is read again when
  /// the variants are laid out).
  func measureStateImages(_ record: inout ButtonRecord) throws(CatalogError) {
    for state in ControlState.allCases {
      guard case .file(let path, _) = record.variants.stateImages[state] else { continue }
      do {
        let m = try images.measure(path: file(path), preferredScale: Int(record.spec.scale))
        record.variants.stateImages[state] = .file(path: path, digest: m.digest.hex)
      } catch {
        throw .measurement(.stateImage, "\(state.rawValue): \(error)")
      }
    }
  }

  /// One digest standing for several files (a font and its fallbacks).
  static func combined(_ digests: [String]) -> String {
    digests.count == 1
      ? digests[0] : ContentDigest(sha256Of: Array(digests.joined(separator: "\n").utf8)).hex
  }
}

extension ButtonRecord {
  /// Every problem with the record's inputs at once: the name, the text fields' characters
  /// (`TextRules`), the sources, the ranges of `InputLimits`, the engine's own validation, and
  /// every constraint of the catalog's schema (so no write fails in SQLite). Warnings are
  /// returned separately; they do not stop a command.
  ///
  /// `measured`: the record's measured values are filled in (as stored, or as a document gives
  /// them), so each source must agree with its value as the schema requires; `Catalog.prepare`
  /// validates once before measuring with `false`.
  package func validate(measured: Bool = true) -> (
    errors: [InputProblem], warnings: [InputProblem]
  ) {
    var errors: [InputProblem] = []
    func error(_ field: ButtonField?, _ message: String) {
      errors.append(InputProblem(field, message))
    }
    if let problem = ButtonName.problem(name) { error(.name, problem) }
    if let title, let problem = TextRules.titleProblem(title) { error(.title, problem) }
    if let problem = TextRules.descriptionProblem(description) { error(.description, problem) }
    if title != nil, titleSource == .none {
      error(
        .title,
        "a title needs a size: the system font's (measured on a device), \(ButtonField.titleSize.mention("WxH")), \(ButtonField.titleWidth.mention("W")) or \(ButtonField.font.mention("PATH")) (title source 'none')"
      )
    }
    if titleSource == .system, title == nil, variants.strings == nil {
      error(.title, "a system-font title needs its text; give \(ButtonField.title.mention("TEXT"))")
    }
    if let fontWeight, let font {
      error(
        .fontWeight,
        "'\(fontWeight.rawValue)' is a weight of the system font, and the font is the file \(font) (its weight is its own)"
      )
    }
    if titleSource == .font, title == nil, variants.strings == nil {
      error(.font, "a font file measures a title; give \(ButtonField.title.mention("TEXT"))")
    }
    if titleSource == .font, font == nil { error(.font, "no font file given") }
    if let font, let problem = TextRules.pathProblem(font.path) { error(.font, problem) }
    if let font, font.path.isEmpty { error(.font, "the path is empty") }
    if font != nil, titleSource != .font {
      error(
        .font,
        "a font file is kept only for a title it measures (title source '\(titleSource.rawValue)')")
    }
    if measured {
      // A system-font title has a size once measured, none before (`isTitleUnmeasured`).
      if titleSource != .system, (titleSource == .none) != (spec.titleSize == nil) {
        error(
          .titleSize,
          titleSource == .none
            ? "a title size without a title (title source 'none')"
            : "no title size for a title measured from '\(titleSource.rawValue)'")
      }
      if (imageSource == .none) != (spec.imageSize == nil) {
        error(
          .imageSize,
          imageSource == .none
            ? "an image size without an image (image source 'none')"
            : "no image size for an image from '\(imageSource.rawValue)'")
      }
      if imageSource != .file, imagePath != nil {
        error(.image, "a path is kept only for an image read from a file")
      }
    }
    for fallback in fallbackFonts {
      if let problem = TextRules.pathProblem(fallback.path) { error(.fallbackFont, problem) }
    }
    if let imagePath, let problem = TextRules.pathProblem(imagePath) { error(.image, problem) }
    errors += appearanceProblems()
    if let reservation = imageReservation {
      let shown = "'\(ButtonSpec.messageNumber(reservation))'"
      if reservation < 0 {
        error(.imageReservation, "\(shown) must not be negative")
      } else if let problem = InputLimits.lengthProblem(reservation) {
        error(.imageReservation, "\(shown) \(problem)")
      }
    }
    if spec.titleLines < 0 || spec.titleLines > TitleWrapper.maximumLines {
      error(
        .lines, "'\(spec.titleLines)' must be 0 (no limit) to \(TitleWrapper.maximumLines) lines")
    }
    if technique == .insets, spec.givenInsets == nil {
      error(
        .technique,
        "'insets' lays out the button's given insets, and it has none; give \(ButtonField.contentInsets.mention("T,L,B,R")), \(ButtonField.imageInsets.mention("T,L,B,R")) or \(ButtonField.titleInsets.mention("T,L,B,R"))"
      )
    }
    let fontSizeProblem = fontSize.flatMap(InputLimits.fontSizeProblem)
    if let fontSize, let fontSizeProblem {
      error(.fontSize, "'\(ButtonSpec.messageNumber(fontSize))' \(fontSizeProblem)")
    }
    var seenTags: Set<String> = []
    for tag in tags {
      if let problem = TextRules.tagProblem(tag) {
        error(.tag, problem)
      } else if !seenTags.insert(tag).inserted {
        error(.tag, "'\(tag)' is given twice; each tag once")
      }
    }
    if imageSource == .file, imagePath == nil { error(.image, "no path given") }
    if titleSource == .none, imageSource == .none, symbol == nil {
      error(
        nil,
        "a button needs a title or an image: give \(ButtonField.title.mention()) (with \(ButtonField.titleSize.mention()), \(ButtonField.titleWidth.mention()) or \(ButtonField.font.mention())) or \(ButtonField.image.mention()) (or \(ButtonField.imageSize.mention()))"
      )
    }
    errors += subtitleProblems()
    errors += variantProblems(measured: measured)
    errors += acceptedProblems()
    errors += symbolProblems()
    errors += titlePiecesProblems()
    var warnings: [InputProblem] = []
    for problem in spec.validate() {
      // Said above from the sources (a measured size is only known after measuring), and the
      // font size rather than the line height it gives.
      if problem.field == .title { continue }
      if problem.field == .fontSize, fontSizeProblem != nil { continue }
      // A measured size is reported against what the user gave: the title and its font, the
      // image file.
      var input = InputProblem(problem.field, problem.message)
      if problem.field == .titleSize, titleSource == .font || titleSource == .system {
        let measurer = font.map { "the font \($0.path)" } ?? "the system font"
        input = InputProblem(.title, "the size measured with \(measurer): \(problem.message)")
      } else if problem.field == .imageSize, imageSource == .file, let imagePath {
        input = InputProblem(.image, "the size measured from \(imagePath): \(problem.message)")
      }
      if problem.severity == .error { errors.append(input) } else { warnings.append(input) }
    }
    return (errors, warnings)
  }
}

/// String tables by file, each read once (`StringsFile.load`), shared by the threads of a
/// command (the files do not change while it runs; each command makes its own measurer).
final class StringTables: @unchecked Sendable {
  private let lock = Lock()
  private var tables: [String: Result<StringTable, StringsError>] = [:]

  /// No file was read or provided yet.
  var isEmpty: Bool { lock.withLock { tables.isEmpty } }

  func provide(_ table: StringTable, at file: String) {
    lock.lock()
    tables[file] = .success(table)
    lock.unlock()
  }

  /// The table of `file`, read by the first thread that asks; the others wait for it rather
  /// than read the file again (a String Catalog of a few megabytes takes tens of milliseconds).
  func table(_ file: String) throws(StringsError) -> StringTable {
    lock.lock()
    defer { lock.unlock() }
    if let known = tables[file] { return try known.get() }
    let result: Result<StringTable, StringsError>
    do {
      result = .success(try StringsFile.load(path: file))
    } catch {
      result = .failure(error)
    }
    tables[file] = result
    return try result.get()
  }
}
