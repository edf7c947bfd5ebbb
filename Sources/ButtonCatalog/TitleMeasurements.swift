import ButtonLayout
import ButtonMeasure

/// The font a title was measured in on a device: the system font at a weight, or a font file
/// named by its PostScript name and the SHA-256 of the file (docs/measurements.md).
public enum MeasuredFont: Hashable, Sendable {
  case system(SystemFontWeight)
  case file(postScriptName: String, digest: String)
}

/// What a title measurement is looked up by: the text, the font, the point size (to a
/// thousandth of a point), the screen scale and the iOS major version. A catalog holds at most
/// one measurement per key.
public struct TitleMeasurementKey: Hashable, Sendable, CustomStringConvertible {
  public var text: String
  public var font: MeasuredFont
  /// The point size in thousandths of a point (`17` → 17000): a size UIKit scaled for a
  /// content size is matched whatever digits past the thousandth each side printed.
  public var pointSizeKey: Int
  public var scale: Int
  public var iosMajor: Int

  public init(text: String, font: MeasuredFont, pointSize: Double, scale: Int, iosMajor: Int) {
    self.text = text
    self.font = font
    pointSizeKey = Self.key(pointSize)
    self.scale = scale
    self.iosMajor = iosMajor
  }

  /// `"Done", system regular 15 pt, @3x, iOS 26`: how messages name the measurement.
  public var description: String {
    let font: String =
      switch font {
      case .system(let weight): "system \(weight.rawValue)"
      case .file(let name, _): name
      }
    let points = TextNumber.format(Double(pointSizeKey) / 1000)
    return "\"\(text)\", \(font) \(points) pt, @\(scale)x, iOS \(iosMajor)"
  }

  /// `pointSize` in thousandths of a point, rounded (finite sizes within the input limits).
  public static func key(_ pointSize: Double) -> Int {
    Int((pointSize * 1000).rounded())
  }
}

/// Which size a system-font title is laid out with, decided in one place
/// (`SourceMeasurer.titleSize`): a device measurement, an approximation (Apple's font files
/// measured here, which a device measurement replaces), or none yet, when the title is
/// unmeasured and every layout that shows it is pending.
public enum TitleSizeSource: Hashable, Sendable {
  /// The label's size as UIKit reported it, and the digest of the measurement it comes from.
  case measured(Size, digest: String)
  /// A size measured off the device, marked approximate wherever it is shown.
  case approximate(Size, digest: String)
  case unmeasured

  /// The size, or `nil` while unmeasured.
  public var size: Size? {
    switch self {
    case .measured(let size, _), .approximate(let size, _): size
    case .unmeasured: nil
    }
  }

  /// The digest a title sized from it records (`titleDigest`), or `nil` while unmeasured.
  public var digest: String? {
    switch self {
    case .measured(_, let digest), .approximate(_, let digest): digest
    case .unmeasured: nil
    }
  }
}

/// A variant not laid out: its system-font title has no measurement yet.
public struct PendingVariant: Hashable, Sendable {
  public var key: VariantKey
  /// The measurement it waits for.
  public var title: TitleMeasurementKey

  public init(key: VariantKey, title: TitleMeasurementKey) {
    self.key = key
    self.title = title
  }
}

/// One title measured on a device: what it is looked up by, the label's size, and where it was
/// measured.
public struct TitleMeasurement: Hashable, Sendable {
  public var key: TitleMeasurementKey
  /// The point size as the document gives it (the key keeps thousandths).
  public var pointSize: Double
  /// The iOS version measured on, as given (`26.1`).
  public var ios: String
  /// `intrinsicContentSize` of the label, on the pixel grid.
  public var size: Size
  /// Provenance: the device, its runtime and when (free text, as the probe wrote them).
  public var device: String?
  public var runtime: String?
  public var measuredAt: String?

  public init(
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
  public var digest: String {
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
public struct TitleMeasurements: Sendable {
  public private(set) var byKey: [TitleMeasurementKey: TitleMeasurement] = [:]

  public init(_ measurements: [TitleMeasurement] = []) {
    for m in measurements { byKey[m.key] = m }
  }

  public var isEmpty: Bool { byKey.isEmpty }

  public subscript(key: TitleMeasurementKey) -> TitleMeasurement? { byKey[key] }
}

extension SourceMeasurer {
  /// The key of `text` in `record`'s system font at `pointSize` (the record's own at the
  /// default content size by default).
  public func systemTitleKey(_ text: String, _ record: ButtonRecord, pointSize: Double? = nil)
    -> TitleMeasurementKey
  {
    TitleMeasurementKey(
      text: text, font: .system(record.effectiveFontWeight),
      pointSize: pointSize ?? record.systemTitlePointSize(), scale: Int(record.spec.scale),
      iosMajor: record.spec.ios.major)
  }

  /// The size `text` is laid out with in `record`'s system font at `pointSize` (the record's
  /// own by default): the one place a system-font title's size is decided.
  public func titleSize(_ text: String, _ record: ButtonRecord, pointSize: Double? = nil)
    -> TitleSizeSource
  {
    let key = systemTitleKey(text, record, pointSize: pointSize)
    if let m = measurements[key] { return .measured(m.size, digest: m.digest) }
    return .unmeasured
  }
}
