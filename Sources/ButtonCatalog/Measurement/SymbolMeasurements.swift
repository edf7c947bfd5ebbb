import ButtonJSON
import ButtonLayout
import ButtonMeasure

/// What an SF Symbol measurement is looked up by: the symbol configuration (name, point size to
/// a thousandth of a point, weight, scale), the screen scale and the iOS major version.
package struct SymbolMeasurementKey: Hashable, Sendable, CustomStringConvertible {
  package var symbol: String
  package var pointSizeKey: Int
  package var weight: SystemFontWeight
  package var symbolScale: SymbolScale
  package var scale: Int
  package var iosMajor: Int

  package init(
    symbol: String, pointSize: Double, weight: SystemFontWeight, symbolScale: SymbolScale,
    scale: Int, iosMajor: Int
  ) {
    self.symbol = symbol
    pointSizeKey = TitleMeasurementKey.key(pointSize)
    self.weight = weight
    self.symbolScale = symbolScale
    self.scale = scale
    self.iosMajor = iosMajor
  }

  /// `'star.fill' 17 pt medium medium, @3x, iOS 26`: how messages name the measurement.
  package var description: String {
    let points = TextNumber.format(Double(pointSizeKey) / 1000)
    return
      "'\(symbol)' \(points) pt \(weight.rawValue) \(symbolScale.rawValue), @\(scale)x, iOS \(iosMajor)"
  }
}

/// One SF Symbol measured on a device (the document's `images` entries): the configured
/// image's `UIImage.size` and, optionally, its image view's size in a configured button.
package struct SymbolMeasurement: Hashable, Sendable {
  package var key: SymbolMeasurementKey
  /// The point size as the document gives it (the key keeps thousandths).
  package var pointSize: Double
  /// The iOS version measured on, as given (`26.1`).
  package var ios: String
  /// `UIImage(systemName:withConfiguration:).size`.
  package var size: Size
  /// `imageView.frame.size` in a `UIButton(configuration:)` showing the image, or `nil`.
  package var imageView: Size?
  package var source: MeasurementProvenance

  /// The SHA-256 of what the layout reads from the measurement (its key and sizes, not its
  /// provenance): a symbol laid out from it records this (`image_digest`, `device:` before it).
  package var digest: String {
    let fields = [
      key.symbol, String(key.pointSizeKey), key.weight.rawValue, key.symbolScale.rawValue,
      String(key.scale), String(key.iosMajor), TextNumber.format(size.width),
      TextNumber.format(size.height), imageView.map { TextNumber.format($0.width) } ?? "-",
      imageView.map { TextNumber.format($0.height) } ?? "-",
    ]
    return ContentDigest(sha256Of: Array(fields.joined(separator: "\u{0}").utf8)).hex
  }

  /// The image digest a symbol laid out from a device measurement records.
  package var layoutDigest: String { Self.digestPrefix + digest }
  package static let digestPrefix = "device:"
}

extension MeasurementsDocument {
  static func order(_ m: SymbolMeasurement) -> ByteOrder {
    ByteOrder([
      m.key.symbol, pad(m.key.pointSizeKey), m.key.weight.rawValue, m.key.symbolScale.rawValue,
      pad(m.key.scale), pad(m.key.iosMajor),
    ])
  }

  static func json(_ m: SymbolMeasurement) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("symbol", .string(m.key.symbol)), ("pointSize", .number(m.pointSize)),
      ("weight", .string(m.key.weight.rawValue)),
      ("symbolScale", .string(m.key.symbolScale.rawValue)),
      ("scale", .number(Double(m.key.scale))), ("ios", .string(m.ios)),
      ("size", LayoutJSON.size(m.size)),
    ]
    if let view = m.imageView { members.append(("imageView", LayoutJSON.size(view))) }
    if let source = json(m.source) { members.append(("source", source)) }
    return .object(members)
  }

  static func sizeValue(_ value: JSONValue?, _ p: String, _ reader: JSONReader) -> Size? {
    guard let o = reader.object(value, p, allowed: ["width", "height"]) else { return nil }
    let range = 0...InputLimits.maximumLength
    let w = number(o["width"], p + ".width", reader, range)
    let h = number(o["height"], p + ".height", reader, range)
    guard let w, let h else { return nil }
    return Size(width: w, height: h)
  }

  /// Reads one `images` entry, every problem named by entry and field.
  static func image(_ value: JSONValue, _ p: String, _ reader: JSONReader) -> SymbolMeasurement? {
    guard
      let o = reader.object(
        value, p,
        allowed: [
          "symbol", "pointSize", "weight", "symbolScale", "scale", "ios", "size", "imageView",
          "source",
        ])
    else { return nil }
    let before = reader.problems.count
    let symbol = reader.string(o["symbol"], p + ".symbol")
    if let symbol {
      let length = symbol.unicodeScalars.count
      if symbol.unicodeScalars.contains(where: TextRules.isControl) {
        reader.problem(p + ".symbol", "has a control character; a symbol name is one line of text")
      } else if length == 0 || length > ButtonRecord.maximumSymbolLength {
        reader.problem(
          p + ".symbol",
          "has \(length) characters; a symbol name has 1 to \(ButtonRecord.maximumSymbolLength)")
      }
    }
    let points = number(
      o["pointSize"], p + ".pointSize", reader, 0...InputLimits.maximumFontSize, positive: true)
    let weight = reader.choice(o["weight"], p + ".weight", SystemFontWeight.self)
    let symbolScale = reader.choice(o["symbolScale"], p + ".symbolScale", SymbolScale.self)
    let scale = scale(o["scale"], p + ".scale", reader)
    let ios = ios(o["ios"], p + ".ios", reader)
    let size = sizeValue(o["size"], p + ".size", reader)
    var view: Size?? = .some(nil)
    if let v = o["imageView"], v != .null { view = sizeValue(v, p + ".imageView", reader) }
    let source = provenance(o["source"], p + ".source", reader)
    guard reader.problems.count == before, let symbol, let points, let weight, let symbolScale,
      let scale, let ios, let size, let view, let source
    else { return nil }
    return SymbolMeasurement(
      key: SymbolMeasurementKey(
        symbol: symbol, pointSize: points, weight: weight, symbolScale: symbolScale,
        scale: scale, iosMajor: ios.1),
      pointSize: points, ios: ios.0, size: size, imageView: view, source: source)
  }

  /// Reads the `images` entries, at most one per key.
  static func images(_ items: [JSONValue], _ reader: JSONReader) -> [SymbolMeasurement] {
    var seen: [SymbolMeasurementKey: Int] = [:]
    var result: [SymbolMeasurement] = []
    for (i, item) in items.enumerated() {
      guard let m = image(item, "images[\(i)]", reader) else { continue }
      if let first = seen[m.key] {
        reader.problem(
          "images[\(i)]",
          "the same symbol configuration as images[\(first)] (\(Catalog.escaped(m.key.description))); one entry per symbol, point size, weight, symbol scale, scale and iOS major version"
        )
      } else {
        seen[m.key] = i
        result.append(m)
      }
    }
    return result
  }
}

extension ButtonRecord {
  /// The key of the record's symbol configuration, or `nil` without a symbol.
  package var symbolMeasurementKey: SymbolMeasurementKey? {
    guard let symbol, let points = effectiveSymbolPointSize else { return nil }
    return SymbolMeasurementKey(
      symbol: symbol, pointSize: points, weight: effectiveSymbolWeight,
      symbolScale: effectiveSymbolScale, scale: Int(spec.scale), iosMajor: spec.ios.major)
  }

  /// Whether the symbol's size comes from a device measurement (not `--symbol-size`).
  package var isSymbolFromDevice: Bool {
    symbol != nil && imageSource == .size
      && imageDigest?.hasPrefix(SymbolMeasurement.digestPrefix) == true
  }
}

extension SourceMeasurer {
  /// Sizes a symbol without `--symbol-size` from the device measurement of its configuration
  /// (its image size and image view), or leaves it unmeasured. A size given by hand wins, as
  /// `--title-size` wins over a title's device measurement. Returns whether it decided.
  func measureSymbolImage(_ record: inout ButtonRecord) -> Bool {
    guard record.symbol != nil, record.imageSource == .none || record.isSymbolFromDevice
    else { return false }
    if let key = record.symbolMeasurementKey, let m = measurements.images[key] {
      record.imageSource = .size
      record.spec.imageSize = m.size
      record.spec.symbolImageViewSize = m.imageView
      record.imageDigest = m.layoutDigest
    } else {
      record.imageSource = .none
      record.spec.imageSize = nil
      record.spec.symbolImageViewSize = nil
      record.imageDigest = nil
    }
    record.imagePath = nil
    return true
  }
}
