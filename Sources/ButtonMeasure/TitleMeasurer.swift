import ButtonLayout

/// Measures single-line titles in a font file, or gives the system font's line height.
///
/// docs/layout-model.md section 3. A font file is shaped with HarfBuzz at font-unit precision and
/// converted to points in `Double`; characters the font lacks are measured in the fallback fonts
/// (see `TitleShaper`) or reported. The system font has published vertical metrics only, so its
/// width is an error that tells the user how to supply it. Fonts are loaded once per process
/// through `cache`; a measurer is cheap to create and safe to use from several threads.
///
/// HarfBuzz is loaded the first time a font file is measured (`libharfbuzz.so.0`); without it,
/// `measure` throws `.harfBuzzUnavailable`.
///
/// ```swift
/// import ButtonLayout
/// import ButtonMeasure
///
/// let font = TitleFont.file(FontSource(path: "Fonts/Brand.ttf"))
/// let title = try TitleMeasurer().measure("Share", font: font, pointSize: 17)
/// let spec = ButtonSpec(titleSize: title.size, titleLineHeight: title.size.height)
/// let layout = LayoutEngine.layout(spec, .configuration, .leftToRight)
/// ```
public struct TitleMeasurer: Sendable {
  /// Where fonts are loaded once per process.
  public let cache: FontCache

  /// A measurer loading fonts through `cache` (the process-wide one by default).
  public init(cache: FontCache = .shared) {
    self.cache = cache
  }

  /// The raw size of `title` set on one line in `font` at `pointSize` points.
  ///
  /// Throws `.systemFontWidthUnavailable` for `.system`, `.missingCharacters` when neither the
  /// font nor a fallback covers a character, and file errors for unreadable fonts.
  public func measure(_ title: String, font: TitleFont, pointSize: Double) throws(MeasureError)
    -> TitleMeasurement
  {
    try measure(title, font: font, pointSize: pointSize, coverage: .characterMap)
  }

  /// `measure` with the planning mode chosen; tests use `.shaping` to exercise the exact path.
  func measure(
    _ title: String, font: TitleFont, pointSize: Double, coverage: TitleShaper.Coverage
  ) throws(MeasureError) -> TitleMeasurement {
    try Self.validate(pointSize)
    guard case .file(let primary, let fallbacks) = font else {
      throw .systemFontWidthUnavailable
    }
    return try Self.shape(
      title, pointSize: pointSize, primary: try cache.font(primary), fallbacks: fallbacks,
      cache: cache, coverage: coverage)
  }

  /// `title` shaped in `primary` (a loaded face or instance) and `fallbacks` at `pointSize`.
  static func shape(
    _ title: String, pointSize: Double, primary: ShapingFont, fallbacks: [FontSource],
    cache: FontCache, coverage: TitleShaper.Coverage = .characterMap
  ) throws(MeasureError) -> TitleMeasurement {
    var contiguous = title
    contiguous.makeContiguousUTF8()
    let buffer = HarfBuzzBufferPool.shared.take()
    defer { HarfBuzzBufferPool.shared.giveBack(buffer) }
    let result = contiguous.utf8.withContiguousStorageIfAvailable {
      bytes -> Result<TitleMeasurement, MeasureError> in
      let shaper = TitleShaper(
        title: contiguous, text: bytes, pointSize: pointSize, primary: primary,
        fallbacks: fallbacks, cache: cache, buffer: buffer)
      return Result { () throws(MeasureError) in try shaper.measure(coverage: coverage) }
    }
    // A string made contiguous always provides its storage.
    return try result!.get()
  }

  /// The line height of `font` at `pointSize`: the published metrics for the system font
  /// (17 pt → 20.287109375), the `hhea` line height of the primary face for a font file.
  public func lineHeight(font: TitleFont, pointSize: Double) throws(MeasureError)
    -> LineHeightMeasurement
  {
    try Self.validate(pointSize)
    switch font {
    case .system:
      return LineHeightMeasurement(
        font: font, pointSize: pointSize, lineHeight: SystemFont.lineHeight(pointSize: pointSize),
        source: nil)
    case .file(let primary, _):
      let loaded = try cache.font(primary)
      let lineHeight = loaded.lineHeight(pointSize: pointSize)
      let source = MeasuredFont(
        source: primary, digest: loaded.digest, lineHeight: lineHeight, isUsed: true)
      return LineHeightMeasurement(
        font: font, pointSize: pointSize, lineHeight: lineHeight, source: source)
    }
  }

  private static func validate(_ pointSize: Double) throws(MeasureError) {
    guard pointSize.isFinite, pointSize > 0 else { throw .invalidPointSize(pointSize) }
  }
}
