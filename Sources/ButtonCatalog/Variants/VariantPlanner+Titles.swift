import ButtonLayout
import ButtonMeasure
import ButtonStrings

/// A title a variant shows, with how it was obtained.
struct ShownTitle: Equatable, Sendable {
  var text: String
  /// `missing-translation` and `variant-note` findings, reported with the variant.
  var notes: [Diagnostic]
  /// The input the text comes from, named when it cannot be measured.
  var field: ButtonField
  /// How messages name it: `de title`, `de highlighted title`, `pseudo-double title`.
  var label: String
}

/// One locale's titles: the normal title and each state's own (the others fall back to normal,
/// as UIKit's do), and the direction the locale is written in.
struct LocaleTitles: Sendable {
  /// `VariantKey.locale`: the locale, `pseudo-NAME`, or `nil` for the button's own title.
  var name: String?
  var direction: LayoutDirection
  /// The source language (or the button's own title): the base variant's locale.
  var isSource: Bool
  var titles: StateValues<ShownTitle>

  /// These titles as `pseudo` shows them (`PseudoLocale.transform`); `direction` is the
  /// source's, unless the pseudo-locale forces one.
  func pseudo(_ pseudo: PseudoLocale) -> LocaleTitles {
    var values: [ControlState: ShownTitle] = [:]
    for (state, title) in titles.values {
      let text = pseudo.transform(title.text)
      values[state] = ShownTitle(
        text: text, notes: title.notes,
        field: text == title.text ? title.field : ButtonField.pseudo,
        label: pseudo.localeName + (state == .normal ? "" : " " + state.rawValue) + " title")
    }
    return LocaleTitles(
      name: pseudo.localeName, direction: pseudo.direction ?? direction, isSource: false,
      titles: StateValues(values))
  }
}

extension VariantPlanner {
  /// The titles of every locale laid out: the button's own (no strings file), or each locale of
  /// the strings file chosen, the source language first; then the pseudo-locales, made from
  /// the source language's titles.
  func localeTitles(_ record: ButtonRecord) throws(CatalogError) -> [LocaleTitles] {
    let settings = record.variants
    let stateTexts = ControlState.allCases.compactMap { state in
      state == .normal ? nil : settings.stateTitles[state].map { (state, $0) }
    }
    guard let path = settings.strings else {
      var values: [ControlState: ShownTitle] = [:]
      if let title = record.title {
        values[.normal] = ShownTitle(text: title, notes: [], field: .title, label: "title")
      }
      for (state, text) in stateTexts {
        values[state] = ShownTitle(
          text: text, notes: [], field: ButtonField.stateTitle, label: "\(state.rawValue) title")
      }
      let own = LocaleTitles(
        name: nil, direction: .leftToRight, isSource: true, titles: StateValues(values))
      return [own] + settings.pseudo.map(own.pseudo)
    }
    guard let key = settings.titleKey else {
      throw .invalidInputs([
        InputProblem(
          ButtonField.titleKey,
          "a strings file gives the title of a key: give \(ButtonField.titleKey.mention("KEY"))")
      ])
    }
    let table: StringTable
    do {
      table = try cache.table(measurer.file(path))
    } catch {
      throw Self.problem(error)
    }
    guard table.contains(key: key) else {
      throw Self.problem(
        StringsError(
          .keyNotFound, file: table.file, reason: "no such key in the strings file", value: key))
    }
    let stateKeys = ControlState.allCases.compactMap { state in
      settings.stateTitleKeys[state].map { (state, $0) }
    }
    let missing = stateKeys.filter { !table.contains(key: $0.1) }.map { state, stateKey in
      InputProblem(
        ButtonField.stateTitleKey,
        "\(state.rawValue): "
          + StringsError(
            .keyNotFound, file: table.file, reason: "no such key in the strings file",
            value: stateKey
          ).description)
    }
    if !missing.isEmpty { throw .invalidInputs(missing) }

    let ordered: [String]
    do {
      ordered = try Self.localeNames(settings, key: key, table: table)
    } catch {
      throw Self.problem(error)
    }

    var problems: [InputProblem] = []
    for name in ordered {
      if !table.locales.contains(name) {
        problems.append(
          InputProblem(
            ButtonField.locales,
            StringsError(
              .unknownLocale, file: table.file,
              reason:
                "no locale of this name in the file (it has \(table.locales.joined(separator: ", ")))",
              value: name
            ).description))
      } else if !Self.isLocaleCode(name) {
        problems.append(
          InputProblem(
            ButtonField.strings,
            "\(table.file): the locale \(StringsError.quoted(name)) is not a locale code (letters, digits, '-' and '_')"
          ))
      }
    }
    for pseudo in settings.pseudo where ordered.contains(pseudo.localeName) {
      problems.append(
        InputProblem(
          ButtonField.pseudo,
          "the strings file has a locale named '\(pseudo.localeName)', which the pseudo-locale \(pseudo.rawValue) is reported as"
        ))
    }
    if !problems.isEmpty { throw .invalidInputs(problems) }

    func shown(_ key: String, _ locale: String, field: ButtonField, label: String) -> ShownTitle {
      // Every locale here is in the table, and the key in it: the lookup cannot fail.
      guard let title = try? table.title(forKey: key, locale: locale) else {
        return ShownTitle(text: key, notes: [], field: field, label: label)
      }
      if let problem = TextRules.titleProblem(title.text) {
        problems.append(
          InputProblem(ButtonField.strings, "\(table.file): the \(label): \(problem)"))
      }
      return ShownTitle(
        text: title.text, notes: Self.notes(title, label: label), field: field, label: label)
    }

    /// `locale`'s titles: the key's, each state title key's (`--state-title-key`), and each
    /// state title's (looked up when it is a key of the file, else shown as written in every
    /// locale).
    func titles(_ locale: String) -> LocaleTitles {
      var values: [ControlState: ShownTitle] = [:]
      values[.normal] = shown(key, locale, field: ButtonField.strings, label: "\(locale) title")
      for (state, stateKey) in stateKeys {
        values[state] = shown(
          stateKey, locale, field: ButtonField.stateTitleKey,
          label: "\(locale) \(state.rawValue) title")
      }
      for (state, text) in stateTexts {
        let label = "\(locale) \(state.rawValue) title"
        values[state] =
          table.contains(key: text)
          ? shown(text, locale, field: ButtonField.stateTitle, label: label)
          : ShownTitle(text: text, notes: [], field: ButtonField.stateTitle, label: label)
      }
      return LocaleTitles(
        name: locale, direction: LocaleDirection.of(locale),
        isSource: locale == table.sourceLanguage, titles: StateValues(values))
    }
    var result = ordered.map(titles)
    if !settings.pseudo.isEmpty {
      let source = result.first(where: \.isSource) ?? titles(table.sourceLanguage)
      result += settings.pseudo.map(source.pseudo)
    }
    if !problems.isEmpty { throw .invalidInputs(problems) }
    return result
  }

  /// The locales laid out from `table` for the title `key`, the source language first: those
  /// given, every locale of the file (`all`), or by default every locale with a value.
  static func localeNames(_ settings: VariantSettings, key: String, table: StringTable)
    throws(StringsError) -> [String]
  {
    let names: [String]
    if let given = settings.locales {
      names = given == VariantSettings.allLocales ? table.locales : given
    } else {
      names = try table.localesWithValue(forKey: key)
    }
    var ordered: [String] = names.contains(table.sourceLanguage) ? [table.sourceLanguage] : []
    for name in names where !ordered.contains(name) { ordered.append(name) }
    return ordered
  }

  /// A strings file's problem as the catalog reports it, naming the field: a key not in the
  /// file (`title-key`), a locale not in it (`locales`), else the file itself (`strings`).
  static func problem(_ error: StringsError) -> CatalogError {
    switch error.kind {
    case .keyNotFound: .invalidInputs([InputProblem(ButtonField.titleKey, error.description)])
    case .unknownLocale: .invalidInputs([InputProblem(ButtonField.locales, error.description)])
    default: .measurement(ButtonField.strings, error.description)
    }
  }

  /// The notes of a localized title as findings: a fallback is `missing-translation`, the rest
  /// (`TitleNote`) `variant-note`, all info.
  static func notes(_ title: LocalizedTitle, label: String) -> [Diagnostic] {
    title.notes.map { note in
      if case .missingTranslation(let source) = note {
        return Diagnostic(
          .missingTranslation, .info,
          "the \(label) has no translation of its own: the \(source) title is shown")
      }
      return Diagnostic(.variantNote, .info, "the \(label): \(note)")
    }
  }

  /// A locale code as String Catalogs and `.lproj` folders name them: ASCII letters, digits,
  /// `-` and `_`, 1 to 64 characters.
  static func isLocaleCode(_ name: String) -> Bool {
    !name.isEmpty && name.utf8.count <= 64
      && name.utf8.allSatisfy {
        ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x7A) || $0 == 0x2D
          || $0 == 0x5F
      }
  }
}

/// The title's point size and size at each content size, and the spacing and padding
/// (`--scaled-metrics`), for one record.
struct TitleSizing {
  let record: ButtonRecord
  let planner: VariantPlanner
  let style: TextStyle?
  let limits: ContentSizeLimits
  /// The title's font files, resolved (a title measured in a font file), and their number in
  /// the cache.
  let font: TitleFont?
  let fontID: Int

  init(record: ButtonRecord, planner: VariantPlanner) {
    self.record = record
    self.planner = planner
    style = record.variants.textStyle
    limits = ContentSizeLimits(maximum: record.variants.maxContentSize)
    let font: TitleFont? = record.font.map {
      .file(
        planner.measurer.file($0), fallbacks: record.fallbackFonts.map(planner.measurer.file))
    }
    self.font = font
    fontID = font.map(planner.cache.fontID) ?? -1
  }

  /// `spec` with spacing and padding scaled to `size` by `UIFontMetrics.scaledValue(for:)` of
  /// the text style (body without one) on the pixel grid, when the record asks for it.
  func metrics(_ spec: ButtonSpec, _ size: ContentSizeCategory) -> ButtonSpec {
    guard record.variants.scaledMetrics else { return spec }
    let metrics = FontMetrics(forTextStyle: style ?? .body)
    func scaled(_ value: Double) -> Double {
      metrics.scaledValue(for: value, category: size, scale: spec.scale, limits: limits)
    }
    var result = spec
    result.spacing = scaled(spec.spacing)
    let p = spec.padding
    result.padding = EdgeInsets(
      top: scaled(p.top), left: scaled(p.left), bottom: scaled(p.bottom), right: scaled(p.right))
    return result
  }

  struct Sized {
    var fontSize: Double?
    var size: Size?
    var lineHeight: Double?
    var notes: [Diagnostic] = []
    /// A system-font title: the measurement it is laid out from (`digest`), or none (the
    /// variant is pending).
    var need: (key: TitleMeasurementKey, digest: String?)?
  }

  /// `shown`'s point size and size at `size`: measured in the font file at the scaled size
  /// (`scaledFont(for:maximumPointSize:)`), or, for a title given by size (which never has a
  /// text style), the size given.
  func title(_ shown: ShownTitle?, at size: ContentSizeCategory) throws(CatalogError) -> Sized {
    guard let shown else {
      return Sized(fontSize: nil, size: nil, lineHeight: record.spec.titleLineHeight)
    }
    switch record.titleSource {
    case .font:
      guard let font else { throw .measurement(.font, "no font file given") }
      let base = record.effectiveFontSize
      let points =
        style.map {
          FontMetrics(forTextStyle: $0).scaledFontSize(
            for: base, category: size, maximumPointSize: record.variants.maxFontSize ?? 0,
            limits: limits)
        } ?? base
      do {
        let measured = try planner.cache.titleSize(
          shown.text, font: font, fontID: fontID, pointSize: points,
          measurer: planner.measurer.titles)
        // A device measurement of the title in this file wins over HarfBuzz.
        let need = planner.measurer.fontTitleNeed(shown.text, record, pointSize: points)
        let device = need.flatMap { planner.measurer.measurements[$0.key] }
        return Sized(
          fontSize: points, size: device?.size ?? measured, lineHeight: nil, need: need)
      } catch {
        throw .measurement(SourceFailure.fontField(error), "the \(shown.label): \(error)")
      }
    case .system:
      let points = record.systemTitlePointSize(at: size)
      let lineHeight = SystemFont.lineHeight(pointSize: points)
      let source = planner.measurer.titleSize(shown.text, record, pointSize: points)
      var notes: [Diagnostic] = []
      if case .approximate = source {
        notes.append(
          Diagnostic(
            .approximateTitle, .info,
            "the \(shown.label) is measured from Apple's font files here, not on a device: its size is approximate until a device measures it"
          ))
      }
      return Sized(
        fontSize: points, size: source.size, lineHeight: lineHeight, notes: notes,
        need: (record.systemTitleKey(shown.text, pointSize: points), source.digest))
    case .none:
      throw .invalidInputs([
        InputProblem(
          shown.field,
          "the \(shown.label) is measured in the button's font file, and the button has no title: give \(ButtonField.title.mention("TEXT")) and \(ButtonField.font.mention("PATH"))"
        )
      ])
    case .size, .width:
      guard shown.text == record.title, let given = record.spec.titleSize else {
        throw .invalidInputs([
          InputProblem(
            shown.field,
            "the \(shown.label) is not the button's title: it is measured in a font file, and the system font's widths cannot be measured off Apple platforms; give \(ButtonField.font.mention("PATH"))"
          )
        ])
      }
      // A title given by size does not scale: a text style is refused with it
      // (`ButtonRecord.sizedTitleWithTextStyle`), so every content size shows it as given.
      return Sized(
        fontSize: record.effectiveFontSize, size: given, lineHeight: record.spec.titleLineHeight)
    }
  }
}
