import ButtonJSON
import ButtonMeasure
import ButtonStrings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The SHA-256 standing for a strings file (`--strings`): the file's own, or for a folder one
/// digest of every `LOCALE.lproj/*.strings` file in it (names and contents), so editing,
/// adding or removing any table changes it. Like a font file's digest, it joins the inputs:
/// the variants computed from another digest are stale.
enum StringsDigest {
  /// The digest of the strings file or folder at `path` (resolved), or `nil` when it cannot be
  /// read.
  static func of(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    guard (info.st_mode & S_IFMT) == S_IFDIR else {
      return try? ContentDigest(fileAt: path, kind: .strings).hex
    }
    let base = path.hasSuffix("/") ? path : path + "/"
    var parts: [String] = []
    for folder in children(path).sorted() where folder.hasSuffix(".lproj") {
      for name in children(base + folder).sorted() where name.hasSuffix(".strings") {
        let file = base + folder + "/" + name
        guard let digest = try? ContentDigest(fileAt: file, kind: .strings).hex else { return nil }
        parts.append("\(folder)/\(name) \(digest)")
      }
    }
    return ContentDigest(sha256Of: Array(parts.joined(separator: "\n").utf8)).hex
  }

  /// The names in `folder` (none when it cannot be listed).
  private static func children(_ folder: String) -> [String] {
    (try? StringsFile.children(folder)) ?? []
  }
}

/// What a button reads from its strings file: per key (the title's, and each
/// state title that is a key of the file) and per locale it lays out, the text. Stored as the
/// button's strings digest (`VariantSettings.stringsDigest`, a compact JSON object with sorted
/// keys), so that an edit makes stale exactly the buttons whose titles changed, and `history`
/// names the titles (`de: Folgen → Diesem Konto folgen`). An older catalog's digest of the whole
/// file (64 hex digits) stays valid while the file is unchanged.
struct StringsUse: Equatable, Sendable {
  /// key → locale → text.
  var values: [String: [String: String]]

  /// What `record` reads from `table`: the locales `VariantPlanner` lays out.
  init(_ record: ButtonRecord, table: StringTable) throws(StringsError) {
    values = [:]
    let settings = record.variants
    guard let key = settings.titleKey else { return }
    guard table.contains(key: key) else {
      throw StringsError(
        .keyNotFound, file: table.file, reason: "no such key in the strings file", value: key)
    }
    // The source language's title is the base layouts' (and the pseudo-locales'), laid out
    // whichever locales are chosen.
    var locales = try VariantPlanner.localeNames(settings, key: key, table: table).filter {
      table.locales.contains($0)
    }
    if !locales.contains(table.sourceLanguage) { locales.insert(table.sourceLanguage, at: 0) }
    // The title's key, then each state title's key (`--state-title-key`) the file has.
    // Issue 28 (subtitle): the subtitle's key too, so a changed translation turns it stale.
    let stateKeys = Set(settings.stringKeys.dropFirst()).union(
      record.subtitleKey.map { [$0] } ?? []
    )
    .subtracting([key])
    let keys = [key] + stateKeys.filter { table.contains(key: $0) }.sorted()
    for key in keys {
      var texts: [String: String] = [:]
      for locale in locales {
        if let title = try? table.title(forKey: key, locale: locale) { texts[locale] = title.text }
      }
      values[key] = texts
    }
  }

  init(values: [String: [String: String]]) {
    self.values = values
  }

  /// The stored form: `{"KEY":{"LOCALE":"TEXT",…},…}`, keys sorted.
  var stored: String {
    JSONWriter(pretty: false).string(
      .object(
        values.keys.sorted().map { key in
          (
            key,
            .object(
              (values[key] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, .string($0.value)) })
          )
        }))
  }

  /// The use a stored digest records, or `nil` for an older catalog's digest of the whole file
  /// (or a value that is neither).
  init?(stored text: String) {
    guard text.hasPrefix("{"), let value = try? JSONParser.parse(text),
      let keys = value.objectValue
    else { return nil }
    var values: [String: [String: String]] = [:]
    for (key, locales) in keys {
      guard let members = locales.objectValue else { return nil }
      var texts: [String: String] = [:]
      for (locale, text) in members {
        guard case .string(let text) = text else { return nil }
        texts[locale] = text
      }
      values[key] = texts
    }
    self.values = values
  }

  /// The titles that differ from `old`'s, as `history` shows them: `de: Folgen → Diesem Konto
  /// folgen` (the key named when it is not the title's), a locale added or no longer laid out
  /// with nothing on its side.
  func changes(from old: StringsUse, titleKey: String?) -> [String] {
    var lines: [String] = []
    for key in Set(old.values.keys).union(values.keys).sorted() {
      let before = old.values[key] ?? [:]
      let after = values[key] ?? [:]
      let prefix = key == titleKey ? "" : "\(key) "
      for locale in Set(before.keys).union(after.keys).sorted()
      where before[locale] != after[locale] {
        let a = before[locale].map(Catalog.escaped) ?? "(none)"
        let b = after[locale].map(Catalog.escaped) ?? "(none)"
        lines.append("\(prefix)\(locale): \(a) → \(b)")
      }
    }
    return lines
  }

  /// The locales whose titles differ from `old`'s, in order.
  func changedLocales(from old: StringsUse) -> [String] {
    var locales: Set<String> = []
    for key in Set(old.values.keys).union(values.keys) {
      let before = old.values[key] ?? [:]
      let after = values[key] ?? [:]
      for locale in Set(before.keys).union(after.keys) where before[locale] != after[locale] {
        locales.insert(locale)
      }
    }
    return locales.sorted()
  }
}
