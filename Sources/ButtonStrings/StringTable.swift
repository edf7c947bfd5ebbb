/// Every localized value of one string table (one `.xcstrings` file, one `.strings` file, or one
/// table across a folder's `*.lproj`), ready to answer "what is this key's title in each locale".
package struct StringTable: Equatable, Sendable {
  /// The file or folder read, as given; errors and notes name it.
  package var file: String
  /// The development language: the fallback for a locale without a translation.
  package var sourceLanguage: String
  /// Every locale the table names, the source language first, then in code order.
  package var locales: [String]
  /// key → locale → value. A key's source value may be absent (see `title(forKey:locale:)`).
  package var entries: [String: [String: LocalizedValue]]
  /// Keys whose catalog entry says `shouldTranslate: false`: every locale shows the source value.
  package var untranslatableKeys: Set<String>

  package init(
    file: String, sourceLanguage: String, locales: [String],
    entries: [String: [String: LocalizedValue]], untranslatableKeys: Set<String> = []
  ) {
    self.file = file
    self.sourceLanguage = sourceLanguage
    self.locales = locales
    self.entries = entries
    self.untranslatableKeys = untranslatableKeys
  }

  /// Whether the table holds `key` (in any locale).
  package func contains(key: String) -> Bool { entries[key] != nil }

  /// The title of `key` in every locale of the table, in `locales` order: a locale without its
  /// own value falls back to the source language, noted `missingTranslation`.
  package func titles(forKey key: String) throws(StringsError) -> [LocalizedTitle] {
    guard contains(key: key) else { throw keyNotFound(key) }
    var result: [LocalizedTitle] = []
    for locale in locales {
      result.append(try title(forKey: key, locale: locale))
    }
    return result
  }

  /// The locales with a value of their own for `key` (the default `--locales`).
  package func localesWithValue(forKey key: String) throws(StringsError) -> [String] {
    try titles(forKey: key).filter { !$0.isFallback }.map(\.locale)
  }

  /// The title of `key` in `locale`. Throws when the key or the locale is not in the table.
  package func title(forKey key: String, locale: String) throws(StringsError) -> LocalizedTitle {
    guard let values = entries[key] else { throw keyNotFound(key) }
    guard locales.contains(locale) else {
      throw StringsError(
        .unknownLocale, file: file,
        reason: "no locale of this name in the file (it has \(locales.joined(separator: ", ")))",
        value: locale)
    }
    let source = sourceValue(key: key, values: values)
    if untranslatableKeys.contains(key) {
      return LocalizedTitle(
        locale: locale, text: source.text, notes: source.notes + [.notTranslatable],
        isFallback: false)
    }
    if locale == sourceLanguage {
      return LocalizedTitle(
        locale: locale, text: source.text, notes: source.notes, isFallback: false)
    }
    if let own = values[locale] {
      return LocalizedTitle(locale: locale, text: own.text, notes: own.notes, isFallback: false)
    }
    return LocalizedTitle(
      locale: locale, text: source.text,
      notes: [.missingTranslation(sourceLanguage: sourceLanguage)] + source.notes,
      isFallback: true)
  }

  private func sourceValue(key: String, values: [String: LocalizedValue]) -> LocalizedValue {
    values[sourceLanguage] ?? StringAssumptions.sourceValueWhenAbsent(key: key)
  }

  private func keyNotFound(_ key: String) -> StringsError {
    StringsError(.keyNotFound, file: file, reason: "no such key in the strings file", value: key)
  }
}

/// One locale's value of one key, with what was chosen to get it.
package struct LocalizedValue: Equatable, Sendable {
  package var text: String
  package var notes: [TitleNote]

  package init(_ text: String, notes: [TitleNote] = []) {
    self.text = text
    self.notes = notes
  }
}

/// A key's title in one locale.
package struct LocalizedTitle: Equatable, Sendable {
  package var locale: String
  package var text: String
  package var notes: [TitleNote]
  /// Whether the text is the source language's, for want of a translation.
  package var isFallback: Bool

  package init(locale: String, text: String, notes: [TitleNote], isFallback: Bool) {
    self.locale = locale
    self.text = text
    self.notes = notes
    self.isFallback = isFallback
  }
}

/// How a title was obtained, for the report beside each variant.
package enum TitleNote: Equatable, Hashable, Sendable, CustomStringConvertible {
  /// No value in this locale: the source language's is shown (reported as info).
  case missingTranslation(sourceLanguage: String)
  /// The value has plural variations; the `other` one is used.
  case pluralVariation(used: String)
  /// The value has device variations; this one is used (`iphone`, else `other`).
  case deviceVariation(used: String)
  /// The String Catalog's state of the unit, when it is not `translated` (`new`,
  /// `needs_review`, `stale`).
  case state(String)
  /// The source language has no value: the key is the text (`StringAssumptions`).
  case keyAsSourceValue
  /// The value names substitutions (`%#@name@`) that are shown as written, not expanded.
  case substitutionsNotExpanded([String])
  /// The entry says `shouldTranslate: false`: the source value in every locale.
  case notTranslatable

  package var description: String {
    switch self {
    case .missingTranslation(let source): "missing translation: the \(source) title is shown"
    case .pluralVariation(let used): "plural variations: '\(used)' used"
    case .deviceVariation(let used): "device variations: '\(used)' used"
    case .state(let state): "translation state '\(state)'"
    case .keyAsSourceValue: "no source value: the key is the title"
    case .substitutionsNotExpanded(let names):
      "substitutions not expanded: " + names.joined(separator: ", ")
    case .notTranslatable: "marked not to be translated: the source title in every locale"
    }
  }
}
