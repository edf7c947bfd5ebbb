import CHarfBuzz

/// HarfBuzz, loaded with dlopen the first time a font file is opened rather than linked: the
/// commands that never measure a font (show, set, list…) do not pay for loading it and its
/// dependencies at start-up (Sources/CHarfBuzz/include/CHarfBuzz.h).
///
/// Every HarfBuzz object descends from a `FontFile` blob, and `FontFile.init` calls `load()`
/// first, so the `bchb_*` wrappers are only ever called once the library is in place.
enum HarfBuzzLibrary {
  /// The shared library loaded: `libharfbuzz.so.0` on Linux, `libharfbuzz.0.dylib` (Homebrew's)
  /// on macOS.
  static let soname = BUTTONCAT_HB_SONAME

  /// How to install it on this platform, for the error when it cannot be loaded.
  static let installHint = BUTTONCAT_HB_INSTALL

  /// Loads HarfBuzz on the first call; later calls, from any thread, repeat the first result.
  /// Throws `.harfBuzzUnavailable` when the library is missing or lacks a function.
  static func load() throws(MeasureError) {
    var error: UnsafePointer<CChar>? = nil
    guard buttoncat_hb_load(&error) == 0 else { return }
    throw .harfBuzzUnavailable(reason: error.map { String(cString: $0) } ?? "unknown error")
  }

  /// Opens `soname` and looks up every function the way `load()` does, leaving the loaded
  /// library alone: nil when all are found, otherwise the reason. For tests of the failure path.
  static func probe(_ soname: String) -> String? {
    var error = [CChar](repeating: 0, count: 512)
    if buttoncat_hb_probe(soname, &error, error.count) != 0 { return nil }
    return String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
