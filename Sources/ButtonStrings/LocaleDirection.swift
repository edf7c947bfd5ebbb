import ButtonLayout

/// The writing direction of a locale's script: a locale written right to left is laid out RTL
/// (`--direction auto`).
///
/// A script subtag decides when the code has one (`uz-Arab` is RTL, `ku-Latn` LTR): the scripts
/// Unicode writes right to left (Arab, Hebr, Thaa, Syrc, Nkoo, Adlm, Rohg, Mand, Samr). Otherwise
/// the language: the list of the rtl-detect package (shadiabuhilal/rtl-detect, after Wikipedia's
/// "Right-to-left script"), plus `iw`, Hebrew's former code. Codes may use `-` or `_`, in any case.
package enum LocaleDirection {
  /// The languages written right to left by default.
  package static let rightToLeftLanguages: Set<String> = [
    "ae", "ar", "arc", "bcc", "bqi", "ckb", "dv", "fa", "glk", "he", "iw", "ku", "mzn", "nqo",
    "pnb", "prs", "ps", "sd", "ug", "ur", "yi",
  ]

  /// The ISO 15924 codes of the scripts written right to left, lowercased.
  package static let rightToLeftScripts: Set<String> = [
    "arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr",
  ]

  /// The direction of `locale` (`ar`, `he-IL`, `fa_IR`, `uz-Arab-AF`, `en`).
  package static func of(_ locale: String) -> LayoutDirection {
    let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let language = parts.first else { return .leftToRight }
    if parts.count > 1, parts[1].count == 4 {
      return rightToLeftScripts.contains(String(parts[1])) ? .rightToLeft : .leftToRight
    }
    return rightToLeftLanguages.contains(String(language)) ? .rightToLeft : .leftToRight
  }
}
