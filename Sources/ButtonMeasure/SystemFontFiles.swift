import ButtonJSON
import ButtonLayout

/// Apple's system font files where a team has them: a folder of SF Pro files
/// the user installed (`$BUTTONCAT_SYSTEM_FONTS`), whose variable SF Pro file measures a
/// system-font title with HarfBuzz at the title's point size (`hb_font_set_ptem`), optical size
/// (`opsz`, the point size) and weight (`wght`, `SystemFontWeight.axisValue`).
///
/// Such a measurement is an approximation: iOS lays San Francisco out with its own text cut and
/// tracking, so only a device measurement is exact, and every output marks these as approximate
/// until one replaces them. buttoncat only reads the files where the user put them: it never
/// ships, copies or caches them anywhere.
public struct SystemFontFiles: Sendable {
  /// The environment variable that names the folder.
  package static let environmentVariable = "BUTTONCAT_SYSTEM_FONTS"

  /// The folder, as given.
  public let folder: String
  /// The variable SF Pro file chosen in it.
  public let source: FontSource
  /// The SHA-256 of that file: what an approximate measurement records.
  public let digest: ContentDigest
  let cache: FontCache

  /// The folder named by `environment[environmentVariable]`, or nil when it is unset or empty.
  package static func fromEnvironment(
    _ environment: [String: String], cache: FontCache = .shared
  ) throws(MeasureError) -> SystemFontFiles? {
    guard let folder = environment[environmentVariable], !folder.isEmpty else { return nil }
    return try SystemFontFiles(folder: folder, cache: cache)
  }

  /// Finds the variable SF Pro file in `folder`: the first font file (`.ttf`, `.otf`, in name
  /// order) whose family is SF Pro (not SF Pro Rounded) and that has both a `wght` and an
  /// `opsz` axis. Throws `.noSystemFontFiles` naming the folder when there is none, or the
  /// folder cannot be listed.
  public init(folder: String, cache: FontCache = .shared) throws(MeasureError) {
    let names: [String]
    do {
      names = try DirectoryListing.names(folder)
    } catch {
      throw .noSystemFontFiles(folder: folder, reason: error.reason)
    }
    let candidates = names.filter { name in
      let lower = name.lowercased()
      return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf")
    }.sorted()
    for name in candidates {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      let source = FontSource(path: path)
      guard let names = try? FontNames.read(path: path), Self.isSFPro(names.family),
        let font = try? cache.font(source), font.axes.contains("wght"), font.axes.contains("opsz")
      else { continue }
      self.folder = folder
      self.source = source
      self.digest = font.digest
      self.cache = cache
      return
    }
    throw .noSystemFontFiles(
      folder: folder,
      reason: candidates.isEmpty
        ? "it has no .ttf or .otf file"
        : candidates.count == 1
          ? "its one font file is not a variable SF Pro font with wght and opsz axes"
          : "none of its \(candidates.count) font files is a variable SF Pro font with wght and opsz axes"
    )
  }

  /// SF Pro, SF Pro Text, SF Pro Display; not SF Pro Rounded, nor SF Compact or New York.
  static func isSFPro(_ family: String) -> Bool {
    family.hasPrefix("SF Pro") && !family.contains("Rounded")
  }

  /// The raw size of `title` in the system font at `weight` and `pointSize`: the width shaped in
  /// the variable file at that point size, optical size and weight; the height the system
  /// font's published line height (`SystemFont.lineHeight`), as a label's. Approximate.
  public func measure(_ title: String, weight: SystemFontWeight, pointSize: Double)
    throws(MeasureError) -> TitleMeasurement
  {
    guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
    let instance = FontInstance(weight: weight.axisValue, pointSize: pointSize)
    let font = try cache.font(source, instance: instance)
    var measurement = try TitleMeasurer.shape(
      title, pointSize: pointSize, primary: font, fallbacks: [], cache: cache)
    measurement.size.height = SystemFont.lineHeight(pointSize: pointSize)
    return measurement
  }
}

/// A variable font's instance as a title is set in it: the `wght` axis at `weight`, the `opsz`
/// axis at the point size, and the point size for size-dependent tables (`trak`) through
/// `hb_font_set_ptem`. HarfBuzz clamps each axis to the font's range.
struct FontInstance: Hashable, Sendable {
  var weight: Double
  var pointSize: Double
}
