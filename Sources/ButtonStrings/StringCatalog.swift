import ButtonJSON

/// Reads an Xcode String Catalog (`.xcstrings`, Xcode 15+): JSON with `sourceLanguage`,
/// `version` and `strings` → key → `localizations` → locale → `stringUnit` `{state, value}` or
/// `variations` (docs/variants.md, "String Catalog").
///
/// A plural variation gives its `other` value; a device variation its `iphone` value, else
/// `other` (a locale with neither has no value for an iPhone: it falls back). Both are noted.
/// Substitutions (`%#@name@`) are kept as written and noted. `version` is not checked: 1.0 is
/// the only version seen, and what 1.1 changed is unpublished.
package enum StringCatalog {
  package static func parse(_ bytes: [UInt8], file: String) throws(StringsError) -> StringTable {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw StringsError(
        .syntax, file: file, location: .lineColumn(error.line, error.column),
        reason: "not valid JSON: \(error.reason)")
    }
    var reader = Reader(file: file)
    return try reader.table(root)
  }

  struct Reader {
    let file: String

    mutating func table(_ root: JSONValue) throws(StringsError) -> StringTable {
      guard root.objectValue != nil else { throw mismatch("", root, "an object") }
      let sourceLanguage = try string(root, "sourceLanguage", path: "")
      guard !sourceLanguage.isEmpty else {
        throw StringsError(
          .structure, file: file, location: .jsonPath("sourceLanguage"),
          reason: "the source language is empty", value: sourceLanguage)
      }
      guard let stringsValue = root["strings"] else {
        throw StringsError(
          .structure, file: file, location: .jsonPath("strings"),
          reason: "a String Catalog needs a \"strings\" object")
      }
      guard let strings = stringsValue.objectValue else {
        throw mismatch("strings", stringsValue, "an object")
      }
      var entries: [String: [String: LocalizedValue]] = [:]
      var untranslatable: Set<String> = []
      var locales: Set<String> = [sourceLanguage]
      entries.reserveCapacity(strings.count)
      for (key, entry) in strings {
        // Paths are written only for an error: a catalog has thousands of keys.
        func path() -> String { "strings" + Self.member(key) }
        guard entry.objectValue != nil else { throw mismatch(path(), entry, "an object") }
        if let flag = entry["shouldTranslate"] {
          guard case .bool(let translate) = flag else {
            throw mismatch(path() + ".shouldTranslate", flag, "true or false")
          }
          if !translate { untranslatable.insert(key) }
        }
        var values: [String: LocalizedValue] = [:]
        if let localizations = entry["localizations"] {
          guard let members = localizations.objectValue else {
            throw mismatch(path() + ".localizations", localizations, "an object")
          }
          values.reserveCapacity(members.count)
          for (locale, localization) in members {
            locales.insert(locale)
            if let value = try self.localization(
              localization, path: path() + ".localizations" + Self.member(locale))
            {
              values[locale] = value
            }
          }
        }
        entries[key] = values
      }
      let ordered = [sourceLanguage] + locales.subtracting([sourceLanguage]).sorted()
      return StringTable(
        file: file, sourceLanguage: sourceLanguage, locales: ordered, entries: entries,
        untranslatableKeys: untranslatable)
    }

    /// One locale's value: a string unit, or the variation buttoncat uses; nil when the locale
    /// has no usable value (an empty unit, device variations for other devices only).
    func localization(_ value: JSONValue, path: @autoclosure () -> String) throws(StringsError)
      -> LocalizedValue?
    {
      guard value.objectValue != nil else { throw mismatch(path(), value, "an object") }
      var notes: [TitleNote] = []
      if let substitutions = value["substitutions"] {
        guard let members = substitutions.objectValue else {
          throw mismatch(path() + ".substitutions", substitutions, "an object")
        }
        if !members.isEmpty { notes.append(.substitutionsNotExpanded(members.map(\.0))) }
      }
      if let unit = value["stringUnit"] {
        guard let found = try stringUnit(unit, path: path() + ".stringUnit") else { return nil }
        return LocalizedValue(found.text, notes: found.notes + notes)
      }
      if let variations = value["variations"] {
        guard let found = try self.variations(variations, path: path() + ".variations") else {
          return nil
        }
        return LocalizedValue(found.text, notes: found.notes + notes)
      }
      throw StringsError(
        .structure, file: file, location: .jsonPath(path()),
        reason: "a localization needs a \"stringUnit\" or \"variations\"")
    }

    func variations(_ value: JSONValue, path: @autoclosure () -> String) throws(StringsError)
      -> LocalizedValue?
    {
      guard value.objectValue != nil else { throw mismatch(path(), value, "an object") }
      if let device = value["device"] {
        let dpath = path() + ".device"
        guard let members = device.objectValue else { throw mismatch(dpath, device, "an object") }
        guard
          let chosen = ["iphone", "other"].first(where: { name in
            members.contains { $0.0 == name }
          })
        else { return nil }
        guard let leaf = try self.leaf(device[chosen]!, path: dpath + Self.member(chosen)) else {
          return nil
        }
        return LocalizedValue(leaf.text, notes: [.deviceVariation(used: chosen)] + leaf.notes)
      }
      if let plural = value["plural"] {
        let ppath = path() + ".plural"
        guard plural.objectValue != nil else { throw mismatch(ppath, plural, "an object") }
        guard let other = plural["other"] else {
          throw StringsError(
            .structure, file: file, location: .jsonPath(ppath),
            reason: "plural variations need an \"other\" case")
        }
        guard let leaf = try self.leaf(other, path: ppath + ".other") else { return nil }
        return LocalizedValue(leaf.text, notes: [.pluralVariation(used: "other")] + leaf.notes)
      }
      throw StringsError(
        .structure, file: file, location: .jsonPath(path()),
        reason: "variations need \"plural\" or \"device\"")
    }

    /// A variation case: `{ "stringUnit": … }`, or nested variations (a device case with
    /// plural variations).
    func leaf(_ value: JSONValue, path: @autoclosure () -> String) throws(StringsError)
      -> LocalizedValue?
    {
      try localization(value, path: path())
    }

    func stringUnit(_ value: JSONValue, path: @autoclosure () -> String) throws(StringsError)
      -> LocalizedValue?
    {
      guard value.objectValue != nil else { throw mismatch(path(), value, "an object") }
      let text = try string(value, "value", path: path())
      var state: String?
      if let stateValue = value["state"] {
        guard let s = stateValue.stringValue else {
          throw mismatch(path() + ".state", stateValue, "a string")
        }
        state = s
      }
      guard StringAssumptions.unitProvidesValue(state: state, value: text) else { return nil }
      var notes: [TitleNote] = []
      if let state, state != "translated" { notes.append(.state(state)) }
      return LocalizedValue(text, notes: notes)
    }

    func string(_ object: JSONValue, _ key: String, path: @autoclosure () -> String)
      throws(StringsError) -> String
    {
      func full() -> String {
        let path = path()
        return path.isEmpty ? key : path + "." + key
      }
      guard let value = object[key] else {
        throw StringsError(
          .structure, file: file, location: .jsonPath(full()), reason: "missing \"\(key)\"")
      }
      guard let s = value.stringValue else { throw mismatch(full(), value, "a string") }
      return s
    }

    func mismatch(_ path: String, _ value: JSONValue, _ expected: String) -> StringsError {
      StringsError(
        .structure, file: file, location: .jsonPath(path.isEmpty ? "(top level)" : path),
        reason: "expected \(expected)", value: JSONWriter(pretty: false).string(value))
    }

    /// `.name` for a plain identifier, `["any key"]` otherwise.
    static func member(_ key: String) -> String {
      let plain =
        !key.isEmpty
        && key.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || $0 == "_" || $0 == "-"
        }
      return plain ? "." + key : "[" + StringsError.quoted(key) + "]"
    }
  }
}
