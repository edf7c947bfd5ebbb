import ButtonLayout
import ButtonMeasure

/// Apple's system font files where a team has them: the folder
/// `$BUTTONCAT_SYSTEM_FONTS` names (`SystemFontFiles`), searched for its variable SF Pro file
/// once per command, when a title first needs it (most commands never do).
///
/// A system-font title with no device measurement is measured from that file and laid out as
/// **approximate**: the title records `approximateDigest` (`approximate:` and the file's
/// SHA-256) instead of a measurement's digest, so a different file, or none, makes its layouts
/// stale (`StaleCause.approximateFontsChanged`). Without a folder, or without a usable file in
/// it, every such title stays unmeasured. The files are only read where they are.
package final class SystemFonts: @unchecked Sendable {
  /// The folder as given, or `nil` when the variable is unset or empty.
  package let folder: String?
  private let lock = Lock()
  private var loaded: Result<SystemFontFiles, MeasureError>?
  private struct Key: Hashable {
    var text: String
    var weight: SystemFontWeight
    var pointSize: Double
  }
  private var sizes: [Key: Size?] = [:]

  /// The environment variable that names the folder (`BUTTONCAT_SYSTEM_FONTS`).
  package static let environmentVariable = SystemFontFiles.environmentVariable

  /// What approximate titles record, before the file's SHA-256.
  package static let digestPrefix = "approximate:"

  package init(folder: String?) {
    self.folder = folder.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// No font files: every system-font title without a device measurement is unmeasured.
  package static let none = SystemFonts(folder: nil)

  private func load() -> Result<SystemFontFiles, MeasureError>? {
    guard let folder else { return nil }
    return lock.withLock {
      if let loaded { return loaded }
      let result = Result { () throws(MeasureError) in try SystemFontFiles(folder: folder) }
      loaded = result
      return result
    }
  }

  /// The variable SF Pro file found in the folder, or `nil` (no folder, or none usable).
  package var files: SystemFontFiles? {
    if case .success(let files) = load() { return files }
    return nil
  }

  /// Why the folder given has no usable file, or `nil` (no folder given, or a usable file).
  package var problem: MeasureError? {
    if case .failure(let error) = load() { return error }
    return nil
  }

  /// The digest an approximate title records: `approximate:` and the file's SHA-256, or `nil`
  /// without a usable file.
  package var approximateDigest: String? { files.map { Self.digestPrefix + $0.digest.hex } }

  /// Whether `digest` (a title's, or a `title_needs` row's) is an approximate title's.
  package static func isApproximate(_ digest: String?) -> Bool {
    digest?.hasPrefix(digestPrefix) == true
  }

  /// How messages name the file an approximate digest records, after "font file": its path
  /// and digest when it is the one found now (`/fonts/SF-Pro.ttf (SHA-256 1a2b…,
  /// $BUTTONCAT_SYSTEM_FONTS)`), else its digest alone (`with SHA-256 1a2b…`).
  package func describe(_ digest: String) -> String {
    let hex = String(digest.dropFirst(Self.digestPrefix.count))
    let short = "SHA-256 \(hex.prefix(12))…"
    if let files, files.digest.hex == hex {
      return "\(files.source.path) (\(short), $\(SystemFontFiles.environmentVariable))"
    }
    return "with \(short)"
  }

  /// The raw size of `text` in the system font at `weight` and `pointSize`, measured from the
  /// file (once per command), or `nil` without a usable file or when the file cannot set the
  /// title (a character SF Pro has no glyph for: only a device can measure it).
  package func size(_ text: String, weight: SystemFontWeight, pointSize: Double) -> Size? {
    guard let files else { return nil }
    let key = Key(text: text, weight: weight, pointSize: pointSize)
    if let known = lock.withLock({ sizes[key] }) { return known }
    let size = try? files.measure(text, weight: weight, pointSize: pointSize).size
    lock.withLock { sizes[key] = .some(size) }
    return size
  }
}
