/// File names derived from button names, safe on every common file system and unique in a
/// folder.
///
/// `/` (grouping, as in `tabbar/home`) and any character other than a letter, a digit, `.`,
/// `-` or `_` become `-`; a leading `.` (a hidden file) becomes `_`; stems are cut to 200 bytes
/// of UTF-8. Two buttons whose stems differ only in case would overwrite each other on a
/// case-insensitive file system (macOS, Windows), so uniqueness is checked case-folded; the
/// later one in catalog order gets `-2`, `-3`…
enum SafeFileName {
  static let maxStemBytes = 200

  static func stem(_ name: String) -> String {
    var stem = String(
      name.map { c -> Character in
        c.isLetter || c.isNumber || c == "." || c == "-" || c == "_" ? c : "-"
      })
    if stem.hasPrefix(".") { stem = "_" + stem.dropFirst() }
    while stem.utf8.count > maxStemBytes { stem.removeLast() }
    return stem.isEmpty ? "button" : stem
  }

  /// `stem(name) + "." + fileExtension` for every name, in order, unique case-insensitively.
  static func unique(_ names: [String], fileExtension: String) -> [String] {
    UniqueNames.disambiguate(
      names.map(stem), key: { $0.lowercased() }, suffixed: { "\($0)-\($1)" }
    ).map { $0 + "." + fileExtension }
  }
}
