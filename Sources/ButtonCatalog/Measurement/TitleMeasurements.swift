import ButtonLayout
import ButtonMeasure

/// The font a title was measured in on a device: the system font at a weight, or a font file
/// named by its PostScript name and the SHA-256 of the file (docs/measurements.md).
package enum MeasuredFont: Hashable, Sendable {
  case system(SystemFontWeight)
  case file(postScriptName: String, digest: String)
}

/// What a title measurement is looked up by: the text, the font, the point size (to a
/// thousandth of a point), the screen scale and the iOS major version. A catalog holds at most
/// one measurement per key.
package struct TitleMeasurementKey: Hashable, Sendable, CustomStringConvertible {
  package var text: String
  package var font: MeasuredFont
  /// The point size in thousandths of a point (`17` → 17000): a size UIKit scaled for a
  /// content size is matched whatever digits past the thousandth each side printed.
  package var pointSizeKey: Int
  package var scale: Int
  package var iosMajor: Int

  package init(text: String, font: MeasuredFont, pointSize: Double, scale: Int, iosMajor: Int) {
    self.text = text
    self.font = font
    pointSizeKey = Self.key(pointSize)
    self.scale = scale
    self.iosMajor = iosMajor
  }

  /// `"Done", system regular 15 pt, @3x, iOS 26`: how messages name the measurement.
  package var description: String {
    let font: String =
      switch font {
      case .system(let weight): "system \(weight.rawValue)"
      case .file(let name, _): name
      }
    let points = TextNumber.format(Double(pointSizeKey) / 1000)
    return "\"\(text)\", \(font) \(points) pt, @\(scale)x, iOS \(iosMajor)"
  }

  /// `pointSize` in thousandths of a point, rounded (finite sizes within the input limits).
  package static func key(_ pointSize: Double) -> Int {
    Int((pointSize * 1000).rounded())
  }
}

/// Which size a system-font title is laid out with, decided in one place
/// (`SourceMeasurer.titleSize`): a device measurement, an approximation (Apple's font files
/// measured here, which a device measurement replaces), or none yet, when the title is
/// unmeasured and every layout that shows it is pending.
package enum TitleSizeSource: Hashable, Sendable {
  /// The label's size as UIKit reported it, and the digest of the measurement it comes from.
  case measured(Size, digest: String)
  /// A size measured off the device, marked approximate wherever it is shown.
  case approximate(Size, digest: String)
  case unmeasured

  /// The size, or `nil` while unmeasured.
  package var size: Size? {
    switch self {
    case .measured(let size, _), .approximate(let size, _): size
    case .unmeasured: nil
    }
  }

  /// The digest a title sized from it records (`titleDigest`), or `nil` while unmeasured.
  package var digest: String? {
    switch self {
    case .measured(_, let digest), .approximate(_, let digest): digest
    case .unmeasured: nil
    }
  }
}

/// A variant not laid out: its system-font title has no measurement yet.
package struct PendingVariant: Hashable, Sendable {
  package var key: VariantKey
  /// The measurement it waits for.
  package var title: TitleMeasurementKey

  package init(key: VariantKey, title: TitleMeasurementKey) {
    self.key = key
    self.title = title
  }
}

/// One title measured on a device: what it is looked up by, the label's size, and where it was
/// measured.
package struct TitleMeasurement: Hashable, Sendable {
  package var key: TitleMeasurementKey
  /// The point size as the document gives it (the key keeps thousandths).
  package var pointSize: Double
  /// The iOS version measured on, as given (`26.1`).
  package var ios: String
  /// `intrinsicContentSize` of the label, on the pixel grid.
  package var size: Size
  /// Provenance: the device, its runtime and when (free text, as the probe wrote them).
  package var device: String?
  package var runtime: String?
  package var measuredAt: String?
  /// The digest the catalog stores beside the row (`title_measurements.digest`), which the
  /// layouts laid out from it record; `nil` for a measurement not read from a catalog.
  package var storedDigest: String?

  /// The digest a title laid out from this measurement records.
  package var layoutDigest: String { storedDigest ?? digest }

  package init(
    key: TitleMeasurementKey, pointSize: Double, ios: String, size: Size,
    device: String? = nil, runtime: String? = nil, measuredAt: String? = nil
  ) {
    self.key = key
    self.pointSize = pointSize
    self.ios = ios
    self.size = size
    self.device = device
    self.runtime = runtime
    self.measuredAt = measuredAt
  }

  /// The SHA-256 of what the layout reads from the measurement (its key and size, not its
  /// provenance): a title sized from it records this, so a changed measurement makes the
  /// button stale and the same values measured again do not.
  package var digest: String {
    let font: String =
      switch key.font {
      case .system(let weight): "system \(weight.rawValue)"
      case .file(let name, let digest): "file \(name) \(digest)"
      }
    let fields = [
      key.text, font, String(key.pointSizeKey), String(key.scale), String(key.iosMajor),
      TextNumber.format(size.width), TextNumber.format(size.height),
    ]
    return ContentDigest(sha256Of: Array(fields.joined(separator: "\u{0}").utf8)).hex
  }
}

/// The title measurements a command lays titles out from, by key (read once per command from
/// the catalog's `title_measurements`).
package struct TitleMeasurements: Sendable {
  package private(set) var byKey: [TitleMeasurementKey: TitleMeasurement] = [:]

  /// Whether a measurement names a font file (font-file titles look theirs up only then).
  package private(set) var hasFontFiles = false

  /// The SF Symbol measurements (`images`), by symbol configuration.
  package private(set) var images: [SymbolMeasurementKey: SymbolMeasurement] = [:]

  package init(_ measurements: [TitleMeasurement] = [], images: [SymbolMeasurement] = []) {
    for m in images { self.images[m.key] = m }
    for m in measurements {
      byKey[m.key] = m
      if case .file = m.key.font { hasFontFiles = true }
    }
  }

  package var isEmpty: Bool { byKey.isEmpty }

  package subscript(key: TitleMeasurementKey) -> TitleMeasurement? { byKey[key] }
}

extension ButtonRecord {
  /// The key of `text` in the record's system font at `pointSize` (its own at the default
  /// content size by default).
  package func systemTitleKey(_ text: String, pointSize: Double? = nil) -> TitleMeasurementKey {
    TitleMeasurementKey(
      text: text, font: .system(effectiveFontWeight),
      pointSize: pointSize ?? systemTitlePointSize(), scale: Int(spec.scale),
      iosMajor: spec.ios.major)
  }
}

/// A measured title a button's layouts need (`title_needs`): the measurement's key, the digest
/// of the one they were laid out from (`nil`: none, the layouts are pending) and how many
/// layouts wait for it.
package struct TitleNeed: Hashable, Sendable {
  /// The digest of a font-file title laid out from HarfBuzz (no device measurement): a
  /// measurement arriving for its key makes the layouts stale.
  package static let harfBuzzDigest = "harfbuzz"

  package var key: TitleMeasurementKey
  package var digest: String?
  package var pending: Int
}

extension SourceMeasurer {
  /// The size `text` is laid out with in `record`'s system font at `pointSize` (the record's
  /// own by default): the one place a system-font title's size is decided.
  package func titleSize(_ text: String, _ record: ButtonRecord, pointSize: Double? = nil)
    -> TitleSizeSource
  {
    let key = record.systemTitleKey(text, pointSize: pointSize)
    if let m = measurements[key] { return .measured(m.size, digest: m.layoutDigest) }
    // Apple's font files, where a team has them: approximate until a device measures it.
    if let digest = systemFonts.approximateDigest,
      let size = systemFonts.size(
        text, weight: record.effectiveFontWeight,
        pointSize: pointSize ?? record.systemTitlePointSize())
    {
      return .approximate(size, digest: digest)
    }
    return .unmeasured
  }

  /// The key a device measurement of `text` in `record`'s font file at `pointSize` has: the
  /// file's PostScript name and SHA-256, the record's scale and iOS major version; `nil`
  /// without a font file, or when its names cannot be read.
  package func fontTitleKey(_ text: String, _ record: ButtonRecord, pointSize: Double)
    -> TitleMeasurementKey?
  {
    guard record.titleSource == .font, let font = record.font,
      let named = variantCache.measuredFont(file(font), fonts: titles.cache)
    else { return nil }
    return TitleMeasurementKey(
      text: text, font: named, pointSize: pointSize, scale: Int(record.spec.scale),
      iosMajor: record.spec.ios.major)
  }

  /// The measured titles `record`'s base layouts need: a system-font title's
  /// (`ButtonRecord.baseTitleNeeds`), or a font-file title's (`fontTitleNeed`).
  package func baseTitleNeeds(_ record: ButtonRecord) -> [TitleNeed] {
    guard record.titleSource == .font, let title = record.title else {
      return record.baseTitleNeeds
    }
    guard let need = fontTitleNeed(title, record, pointSize: record.effectiveFontSize) else {
      return []
    }
    return [TitleNeed(key: need.key, digest: need.digest, pending: 0)]
  }

  /// The device measurement of a font-file title, which its layouts use instead of HarfBuzz's,
  /// or `nil` when there is none.
  package func deviceTitle(_ text: String, _ record: ButtonRecord, pointSize: Double)
    -> TitleMeasurement?
  {
    guard measurements.hasFontFiles,
      let key = fontTitleKey(text, record, pointSize: pointSize)
    else { return nil }
    return measurements[key]
  }

  /// What a font-file title's layouts need from the measurements (`title_needs`): its key, and
  /// the digest of the device measurement they use, or `harfBuzzDigest` (laid out from
  /// HarfBuzz; a device measurement arriving for it makes them stale). `nil` without a key,
  /// and while the catalog has no measurement of a font file: a catalog of font-file titles
  /// that no device measured stores no row per title (`measurements import` finds the buttons
  /// of a font file's first measurement by the file, `Catalog.fontFileButtons`).
  func fontTitleNeed(_ text: String, _ record: ButtonRecord, pointSize: Double)
    -> (key: TitleMeasurementKey, digest: String?)?
  {
    guard measurements.hasFontFiles, let key = fontTitleKey(text, record, pointSize: pointSize)
    else { return nil }
    return (key, measurements[key]?.layoutDigest ?? TitleNeed.harfBuzzDigest)
  }
}
