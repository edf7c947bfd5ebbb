/// Font files and faces loaded once per process, keyed by path and face index.
///
/// Loading maps the file, hashes it and builds HarfBuzz objects, which costs far more than
/// measuring a title; the catalog measures many titles in few fonts. Thread-safe: a lock guards
/// the tables, and the cached fonts are immutable. A file changed on disk during the process is
/// not noticed (the digest recorded with each measurement is that of the bytes measured).
public final class FontCache: @unchecked Sendable {
  /// The process-wide cache that `TitleMeasurer` uses by default.
  public static let shared = FontCache()

  private let lock = Lock()
  private var files: [String: FontFile] = [:]
  private var fonts: [FontSource: ShapingFont] = [:]
  /// Instances of variable fonts (`SystemFontFiles`), by face, weight and point size.
  private var instances: [InstanceKey: ShapingFont] = [:]

  private struct InstanceKey: Hashable {
    var source: FontSource
    var instance: FontInstance
  }

  /// An empty cache (most callers share `shared`).
  public init() {}

  /// The number of faces loaded so far.
  package var loadedFaceCount: Int {
    lock.lock()
    defer { lock.unlock() }
    return fonts.count
  }

  /// The digest of a font file's bytes, loading the file if needed.
  public func digest(of source: FontSource) throws(MeasureError) -> ContentDigest {
    try font(source).digest
  }

  /// The ready-to-shape face for `source`, loaded on first use. Failures are not cached, so a
  /// file fixed later is picked up.
  func font(_ source: FontSource) throws(MeasureError) -> ShapingFont {
    lock.lock()
    defer { lock.unlock() }
    if let font = fonts[source] { return font }
    let file: FontFile
    if let cached = files[source.path] {
      file = cached
    } else {
      file = try FontFile(path: source.path)
      files[source.path] = file
    }
    let font = try ShapingFont(file: file, faceIndex: source.faceIndex)
    fonts[source] = font
    return font
  }

  /// `source` at `instance` (its axes and point size set), loaded on first use.
  func font(_ source: FontSource, instance: FontInstance) throws(MeasureError) -> ShapingFont {
    let key = InstanceKey(source: source, instance: instance)
    lock.lock()
    if let font = instances[key] {
      lock.unlock()
      return font
    }
    lock.unlock()
    // The file is mapped once, through the plain face.
    _ = try self.font(source)
    lock.lock()
    defer { lock.unlock() }
    if let font = instances[key] { return font }
    guard let file = files[source.path] else {
      throw .unreadableFile(path: source.path, reason: "it is not loaded")
    }
    let font = try ShapingFont(file: file, faceIndex: source.faceIndex, instance: instance)
    instances[key] = font
    return font
  }
}
