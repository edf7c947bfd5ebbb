import ButtonLayout
import ButtonMeasure
import ButtonStrings

/// What planning variants reads and measures, kept for one run so every button of the run pays
/// for each title once: title sizes keyed by (font files, face and fallbacks, point size, text),
/// the strings files read, and the state images. Shaping with HarfBuzz is the expensive part of
/// a variant (a button of 12 content sizes × 10 locales × 2 states measures up to 240 titles).
///
/// One run is one `SourceMeasurer` (a command creates one and hands it to every button), which
/// holds the cache (`SourceMeasurer.variantCache`): a catalog's buttons share titles, sizes and
/// strings files. Thread-safe: buttons are planned on several threads at once. The lock guards
/// the tables only; measuring happens outside it, so two threads may measure one title at the
/// same moment (each gets the same size). Nothing is evicted, and a file changed during the run
/// is not noticed (as `FontCache`); a failure is not kept for titles (a font fixed later is
/// measured again), and is kept for strings files and images (one message per run).
package final class VariantCache: @unchecked Sendable {
  /// A title's key: the font by number (`fonts`), so each entry holds no path, and the text.
  /// Its sizes are kept per point size under it: a title is asked for at up to 12 sizes, so
  /// the table holds (and hashes, and rehashes as it grows) a tenth as many keys.
  ///
  /// The text is compared and hashed by its UTF-8 bytes, as HarfBuzz is given it: `String`'s
  /// own hashing normalises a non-ASCII text first (most of a lookup's cost), and would let
  /// two canonically equal spellings share one measurement, whichever was measured first.
  struct TitleKey: Hashable {
    var font: Int
    var text: String

    static func == (a: TitleKey, b: TitleKey) -> Bool {
      guard a.font == b.font, a.text.utf8.count == b.text.utf8.count else { return false }
      var x = a.text
      var y = b.text
      return x.withUTF8 { p in
        y.withUTF8 { q in
          for i in 0..<p.count where p[i] != q[i] { return false }
          return true
        }
      }
    }

    func hash(into hasher: inout Hasher) {
      hasher.combine(font)
      var text = text
      text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  struct ImageKey: Hashable {
    var path: String
    var scale: Int
  }

  private let lock = Lock()
  private var fonts: [TitleFont: Int] = [:]
  private var titles: [TitleKey: [(pointSize: Double, size: Size)]] = [:]
  private var entryCount = 0
  /// The strings files read (the measurer's `stringTables` too).
  let strings = StringTables()
  private var images: [ImageKey: Result<Size, MeasureError>] = [:]
  private var hitCount = 0
  private var missCount = 0

  package init() {}

  /// How the title cache has done so far: sizes found in it, sizes measured (two threads may
  /// measure one title at once), entries held.
  package var statistics: (hits: Int, misses: Int, entries: Int) {
    lock.withLock { (hitCount, missCount, entryCount) }
  }

  /// The number the title cache knows `font` by: looked up once per button, not per title.
  func fontID(_ font: TitleFont) -> Int {
    lock.withLock {
      if let number = fonts[font] { return number }
      let number = fonts.count
      fonts[font] = number
      return number
    }
  }

  /// The raw (unrounded) size of `text` in `font` (numbered `fontID`) at `pointSize`,
  /// measured once per run.
  func titleSize(
    _ text: String, font: TitleFont, fontID: Int, pointSize: Double, measurer: TitleMeasurer
  ) throws(MeasureError) -> Size {
    let key = TitleKey(font: fontID, text: text)
    let known = lock.withLock { () -> Size? in
      guard let sizes = titles[key], let found = sizes.first(where: { $0.pointSize == pointSize })
      else { return nil }
      hitCount += 1
      return found.size
    }
    if let known { return known }
    let size = try measurer.measure(text, font: font, pointSize: pointSize).size
    lock.withLock {
      missCount += 1
      // Another thread may have measured it meanwhile: kept once.
      if titles[key]?.contains(where: { $0.pointSize == pointSize }) == true { return }
      titles[key, default: []].append((pointSize, size))
      entryCount += 1
    }
    return size
  }

  /// The font file `font` (resolved) as a device measurement names it: its PostScript name and
  /// the SHA-256 of the file, read once per run; `nil` when either cannot be read.
  func measuredFont(_ font: FontSource, fonts: FontCache) -> MeasuredFont? {
    if let known = lock.withLock({ measuredFonts[font] }) { return known }
    var named: MeasuredFont?
    if let name = (try? FontNames.read(path: font.path, faceIndex: font.faceIndex))?
      .postScriptName, let digest = try? fonts.digest(of: font)
    {
      named = .file(postScriptName: name, digest: digest.hex)
    }
    lock.withLock { measuredFonts[font] = .some(named) }
    return named
  }
  private var measuredFonts: [FontSource: MeasuredFont?] = [:]

  /// `table` as the strings file at `path` for this run (`SourceMeasurer.provide`).
  func provide(_ table: StringTable, at path: String) {
    strings.provide(table, at: path)
  }

  /// The strings file (or folder) at `path`, read once per run.
  func table(_ path: String) throws(StringsError) -> StringTable {
    try strings.table(path)
  }

  /// The size of the image at `path` for a screen of `scale`, read once per run.
  func imageSize(_ path: String, scale: Int, measurer: ImageMeasurer) throws(MeasureError)
    -> Size
  {
    let key = ImageKey(path: path, scale: scale)
    if let known = lock.withLock({ images[key] }) { return try known.get() }
    let result = Result { () throws(MeasureError) in
      try measurer.measure(path: path, preferredScale: scale).size
    }
    lock.withLock { images[key] = result }
    return try result.get()
  }
}
