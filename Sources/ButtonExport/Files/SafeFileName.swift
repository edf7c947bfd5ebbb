/// File names derived from button names, safe on every common file system and unique in a
/// folder.
///
/// `/` (grouping, as in `tabbar/home`) and any character other than a letter, a digit, `.`,
/// `-` or `_` become `-` (so none of the characters Windows refuses, `<>:"/\|?*` and controls,
/// remains); a leading `.` (a hidden file) becomes `_`; trailing dots, which Windows drops,
/// are removed; stems are cut to 200 bytes of UTF-8. A stem Windows reserves for a device
/// (`con`, `prn`, `aux`, `nul`, `com0`…`com9`, `lpt0`…`lpt9`, also with superscript digits, in
/// any case and with any extension: `nul.tar` is `nul` too) gets a leading `_`. Two buttons
/// whose stems differ only in case would overwrite each other on a case-insensitive file
/// system (macOS, Windows), so uniqueness is checked case-folded; the later one in catalog
/// order gets `-2`, `-3`…
enum SafeFileName {
  static let maxStemBytes = 200

  static func stem(_ name: String) -> String {
    var stem = String(
      name.map { c -> Character in
        c.isLetter || c.isNumber || c == "." || c == "-" || c == "_" ? c : "-"
      })
    if stem.hasPrefix(".") { stem = "_" + stem.dropFirst() }
    while stem.utf8.count > maxStemBytes { stem.removeLast() }
    while stem.hasSuffix(".") { stem.removeLast() }
    if stem.isEmpty { return "button" }
    return isWindowsDeviceName(stem) ? "_" + stem : stem
  }

  /// Whether Windows reads `stem` as a device: its part before the first `.`, trailing spaces
  /// ignored, is one of the reserved names, whatever the case.
  static func isWindowsDeviceName(_ stem: String) -> Bool {
    var base = stem.prefix { $0 != "." }.lowercased()
    while base.hasSuffix(" ") { base.removeLast() }
    if ["con", "prn", "aux", "nul"].contains(base) { return true }
    guard base.count == 4, base.hasPrefix("com") || base.hasPrefix("lpt") else { return false }
    return "0123456789¹²³".contains(base.last!)
  }

  /// `name.lowercased()`, as a case-insensitive file system compares names: `name` itself
  /// (not a copy) when it has nothing to lower, as most file names of a catalog have not.
  static func folded(_ name: String) -> String {
    name.utf8.allSatisfy { $0 < 0x80 && !(0x41...0x5A).contains($0) } ? name : name.lowercased()
  }

  /// `stem(name) + "." + fileExtension` for every name, in order, unique case-insensitively.
  /// With `kept` (each name's file name before, or `nil`), a name keeps the file it had.
  static func unique(_ names: [String], fileExtension: String, kept: [String?]? = nil)
    -> [String]
  {
    let dot = "." + fileExtension
    let stems = names.map(stem)
    let keptStems = kept.map { kept in
      zip(stems, kept).map { stem, file -> String? in
        guard let file, file.hasSuffix(dot) else { return nil }
        let old = file.dropLast(dot.count)
        // The stem itself, not a copy of it: a catalog of 100,000 buttons keeps nearly all.
        guard old != stem else { return stem }
        // `stem-N`, N ≥ 2, as `disambiguate` suffixes it.
        guard old.hasPrefix(stem + "-"), let n = Int(old.dropFirst(stem.count + 1)), n >= 2,
          old == "\(stem)-\(n)"
        else { return nil }
        return String(old)
      }
    }
    return UniqueNames.disambiguate(
      stems, key: folded, suffixed: { "\($0)-\($1)" }, kept: keptStems
    ).map { $0 + dot }
  }
}
