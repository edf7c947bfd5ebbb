/// Every rule of the strings readers and pseudo-locales that no public source confirms
/// (docs/variants.md marks them **UNVERIFIED**), in one place: change a rule here and nowhere
/// else when a measurement or a document disagrees.
package enum StringAssumptions {
  /// **UNVERIFIED**: a String Catalog entry without a value in its source language uses the key
  /// as its source text (Xcode writes no source unit when the key is the English text, as in the
  /// public catalogs read; no document states it).
  package static func sourceValueWhenAbsent(key: String) -> LocalizedValue {
    LocalizedValue(key, notes: [.keyAsSourceValue])
  }

  /// **UNVERIFIED**: a catalog unit counts as a translation when its value is not empty, whatever
  /// its `state` (`new`, `needs_review` and `stale` are noted, not skipped). Whether Xcode
  /// compiles units in every state into the app is not documented.
  package static func unitProvidesValue(state: String?, value: String) -> Bool {
    !value.isEmpty
  }

  /// **UNVERIFIED**: the source language of a folder of `*.lproj` tables, which the folder does
  /// not record (the app's `CFBundleDevelopmentRegion` does): the one given, else `en` when the
  /// folder has it, else the first locale in code order.
  package static func folderSourceLanguage(given: String?, locales: [String]) -> String {
    if let given { return given }
    if locales.contains("en") { return "en" }
    return locales.sorted().first ?? "en"
  }

  /// **UNVERIFIED**: the locale of a single `.strings` file: its folder's name when that is
  /// `LOCALE.lproj`, else the source language given, else `en`.
  package static func fileLocale(path: String, given: String?) -> String {
    let parts = path.split(separator: "/")
    if parts.count >= 2, parts[parts.count - 2].hasSuffix(".lproj") {
      return String(parts[parts.count - 2].dropLast(".lproj".count))
    }
    return given ?? "en"
  }
}

extension StringAssumptions {
  /// **UNVERIFIED** (Xcode's separator is unpublished): the double-length pseudo-locale repeats
  /// the text once, after a space (`Home` → `Home Home`).
  package static func doubleLength(_ text: String) -> String {
    text.isEmpty ? text : text + " " + text
  }

  /// **UNVERIFIED** (Apple's markers are unpublished; one secondary source shows `[# … #]`): the
  /// markers of the bounded-string pseudo-locale.
  package static let boundedMarkers = (open: "[# ", close: " #]")

  /// **UNVERIFIED** (Apple's map is unpublished): the accented pseudo-locale's letters, one
  /// accented (or hooked) letter for each ASCII letter, in the manner of Android's and Chromium's
  /// pseudo-locales (a→å, e→é, o→ö). Other characters are kept.
  package static let accentedLetters: [Unicode.Scalar: Unicode.Scalar] = {
    let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    let accented = "åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
    return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, accented.unicodeScalars))
  }()
}
