import ButtonJSON
import ButtonLayout
import ButtonMeasure

/// One button laid out by UIKit in one variant and direction (the probe's `buttons` entries):
/// what the engine's layout of the same button and variant is checked against.
package struct ButtonMeasurement: Hashable, Sendable {
  package var name: String
  package var variant: VariantKey
  package var direction: LayoutDirection
  package var scale: Int
  /// The iOS version measured on, as given (`26.1`).
  package var ios: String
  package var iosMajor: Int
  package var bounds: Rect
  package var imageFrame: Rect?
  package var titleFrame: Rect?
  package var intrinsicContentSize: Size
  package var source: MeasurementProvenance

  /// What at most one entry has: the button, the variant, the direction, the scale and the
  /// iOS major version.
  package var key: String {
    [
      name, variant.locale ?? "", variant.contentSize.shortName, variant.state.rawValue,
      direction.rawValue, String(scale), String(iosMajor),
    ].joined(separator: "\u{0}")
  }
}

/// Where a measurement was taken, as the probe wrote it (free text, each one line).
package struct MeasurementProvenance: Hashable, Sendable {
  package var device: String?
  package var runtime: String?
  package var measuredAt: String?

  package init(device: String? = nil, runtime: String? = nil, measuredAt: String? = nil) {
    self.device = device
    self.runtime = runtime
    self.measuredAt = measuredAt
  }
}

/// `buttons.measurements.json` (docs/measurements.md): titles and buttons measured on a device,
/// read with every problem named by entry and field, written deterministically (sorted by key).
package struct MeasurementsDocument: Hashable, Sendable {
  package static let formatVersion = 1
  /// The most entries of each kind a document may hold.
  package static let maximumEntries = 1_000_000
  /// The longest provenance text (device, runtime, time).
  package static let maximumProvenanceLength = 200

  package var titles: [TitleMeasurement]
  package var buttons: [ButtonMeasurement]
  /// SF Symbol images (`images`): each symbol configuration's `UIImage.size` and image view.
  package var images: [SymbolMeasurement]

  package init(
    titles: [TitleMeasurement] = [], buttons: [ButtonMeasurement] = [],
    images: [SymbolMeasurement] = []
  ) {
    self.titles = titles
    self.buttons = buttons
    self.images = images
    sort()
  }

  /// Entries in key order: titles by text (byte order), font, point size, scale and iOS;
  /// buttons by name, locale, content size, state, direction, scale and iOS.
  package mutating func sort() {
    titles.sort { Self.order($0) < Self.order($1) }
    buttons.sort { Self.order($0) < Self.order($1) }
    images.sort { Self.order($0) < Self.order($1) }
  }

  static func order(_ m: TitleMeasurement) -> ByteOrder {
    ByteOrder([
      m.key.text, m.key.font.storedKey, pad(m.key.pointSizeKey), pad(m.key.scale),
      pad(m.key.iosMajor),
    ])
  }

  static func order(_ m: ButtonMeasurement) -> ByteOrder {
    ByteOrder([
      m.name, m.variant.locale ?? "", pad(m.variant.contentSize.rawValue),
      pad(ControlState.allCases.firstIndex(of: m.variant.state) ?? 0),
      m.direction.rawValue, pad(m.scale), pad(m.iosMajor),
    ])
  }

  static func pad(_ n: Int) -> String {
    let digits = String(n)
    return String(repeating: "0", count: max(0, 12 - digits.count)) + digits
  }

  /// Strings compared field by field in UTF-8 byte order (the same on every platform).
  struct ByteOrder: Comparable {
    let fields: [String]
    init(_ fields: [String]) { self.fields = fields }
    static func < (a: Self, b: Self) -> Bool {
      for (x, y) in zip(a.fields, b.fields) where x != y {
        return x.utf8.lexicographicallyPrecedes(y.utf8)
      }
      return a.fields.count < b.fields.count
    }
  }

  // MARK: - Writing

  /// The document as JSON, entries sorted.
  package var json: JSONValue {
    var members: [(String, JSONValue)] = [
      ("formatVersion", .number(Double(Self.formatVersion))),
      ("measurements", .array(titles.map(Self.json))),
    ]
    if !buttons.isEmpty { members.append(("buttons", .array(buttons.map(Self.json)))) }
    if !images.isEmpty { members.append(("images", .array(images.map(Self.json)))) }
    return .object(members)
  }

  /// What `measurements export` writes: pretty JSON and a newline.
  package var text: String { JSONWriter().string(json) + "\n" }

  static func json(_ p: MeasurementProvenance) -> JSONValue? {
    let members: [(String, JSONValue)] = [
      p.device.map { ("device", .string($0)) }, p.runtime.map { ("runtime", .string($0)) },
      p.measuredAt.map { ("measuredAt", .string($0)) },
    ].compactMap { $0 }
    return members.isEmpty ? nil : .object(members)
  }

  static func json(_ m: TitleMeasurement) -> JSONValue {
    let font: JSONValue =
      switch m.key.font {
      case .system(let weight):
        .object([
          ("family", .string("system")), ("weight", .string(weight.rawValue)),
          ("size", .number(m.pointSize)),
        ])
      case .file(let name, let digest):
        .object([
          ("postScriptName", .string(name)), ("digest", .string(digest)),
          ("size", .number(m.pointSize)),
        ])
      }
    var members: [(String, JSONValue)] = [
      ("text", .string(m.key.text)), ("font", font), ("scale", .number(Double(m.key.scale))),
      ("ios", .string(m.ios)), ("width", .number(m.size.width)),
      ("height", .number(m.size.height)),
    ]
    if let source = json(
      MeasurementProvenance(device: m.device, runtime: m.runtime, measuredAt: m.measuredAt))
    {
      members.append(("source", source))
    }
    return .object(members)
  }

  static func json(_ m: ButtonMeasurement) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string(m.name)),
      (
        "variant",
        .object([
          ("locale", .optional(m.variant.locale) { .string($0) }),
          ("contentSize", .string(m.variant.contentSize.shortName)),
          ("state", .string(m.variant.state.rawValue)),
          ("direction", .string(m.direction.rawValue)),
        ])
      ),
      ("scale", .number(Double(m.scale))), ("ios", .string(m.ios)),
      ("bounds", LayoutJSON.rect(m.bounds)),
      ("imageFrame", .optional(m.imageFrame, LayoutJSON.rect)),
      ("titleFrame", .optional(m.titleFrame, LayoutJSON.rect)),
      ("intrinsicContentSize", LayoutJSON.size(m.intrinsicContentSize)),
    ]
    if let source = json(m.source) { members.append(("source", source)) }
    return .object(members)
  }

  // MARK: - Reading

  /// Reads a parsed document, checking every entry: the shape and types, sizes finite and in
  /// range, texts under the title rules, names under the name rules, at most one entry per key.
  /// Throws every problem at once, each naming the entry (`measurements[3].font.size`).
  package static func read(_ value: JSONValue) throws(CatalogError) -> MeasurementsDocument {
    let reader = JSONReader()
    var document = MeasurementsDocument()
    if let root = reader.object(
      value, "", allowed: ["formatVersion", "measurements", "buttons", "images"])
    {
      if let version = reader.integer(root["formatVersion"], "formatVersion"),
        version != formatVersion
      {
        reader.problem(
          "formatVersion", "\(version) is not a version this buttoncat reads (\(formatVersion))")
      }
      let titles = reader.array(root["measurements"], "measurements") ?? []
      let buttons = root["buttons"].flatMap { reader.array($0, "buttons") } ?? []
      let images = root["images"].flatMap { reader.array($0, "images") } ?? []
      if titles.count > maximumEntries || buttons.count > maximumEntries
        || images.count > maximumEntries
      {
        reader.problem("", "more than \(maximumEntries) entries of one kind")
      } else {
        var seen: [TitleMeasurementKey: Int] = [:]
        for (i, item) in titles.enumerated() {
          guard let m = title(item, "measurements[\(i)]", reader) else { continue }
          if let first = seen[m.key] {
            reader.problem(
              "measurements[\(i)]",
              "the same measurement as measurements[\(first)] (\(Catalog.escaped(m.key.description))); one entry per text, font, size, scale and iOS major version"
            )
          } else {
            seen[m.key] = i
            document.titles.append(m)
          }
        }
        var seenButtons: [String: Int] = [:]
        for (i, item) in buttons.enumerated() {
          guard let m = button(item, "buttons[\(i)]", reader) else { continue }
          if let first = seenButtons[m.key] {
            reader.problem(
              "buttons[\(i)]",
              "the same button, variant, direction, scale and iOS major version as buttons[\(first)]"
            )
          } else {
            seenButtons[m.key] = i
            document.buttons.append(m)
          }
        }
        document.images = Self.images(images, reader)
      }
    }
    if !reader.problems.isEmpty { throw .invalid(reader.problems.map(Catalog.escaped)) }
    document.sort()
    return document
  }

  /// A finite number in `range`, else a problem naming the value.
  static func number(
    _ value: JSONValue?, _ path: String, _ reader: JSONReader, _ range: ClosedRange<Double>,
    positive: Bool = false
  ) -> Double? {
    guard let n = reader.number(value, path) else { return nil }
    guard n.isFinite, range.contains(n), !positive || n > 0 else {
      reader.problem(
        path,
        "\(JSONWriter.format(n)) is out of range (\(positive ? "more than" : "at least") \(JSONWriter.format(range.lowerBound)), at most \(JSONWriter.format(range.upperBound)))"
      )
      return nil
    }
    return n
  }

  static func scale(_ value: JSONValue?, _ path: String, _ reader: JSONReader) -> Int? {
    guard let n = reader.integer(value, path) else { return nil }
    guard (1...3).contains(n) else {
      reader.problem(path, "\(n) is not a screen scale (1, 2 or 3)")
      return nil
    }
    return n
  }

  static func ios(_ value: JSONValue?, _ path: String, _ reader: JSONReader) -> (String, Int)? {
    guard let text = reader.string(value, path) else { return nil }
    guard let version = IOSVersion(parsing: text) else {
      reader.problem(
        path, "\"\(text)\" is not an iOS version; use \(IOSVersion.rangeDescription)")
      return nil
    }
    return (text, version.major)
  }

  static func provenance(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> MeasurementProvenance?
  {
    guard let value, value != .null else { return MeasurementProvenance() }
    guard let o = reader.object(value, path, allowed: ["device", "runtime", "measuredAt"]) else {
      return nil
    }
    let before = reader.problems.count
    func text(_ key: String) -> String? {
      guard let s = reader.optionalString(o[key], "\(path).\(key)") ?? nil else { return nil }
      if s.count > maximumProvenanceLength {
        reader.problem("\(path).\(key)", "longer than \(maximumProvenanceLength) characters")
      } else if let problem = TextRules.tagProblem(s), !s.isEmpty {
        reader.problem("\(path).\(key)", problem)
      }
      return s
    }
    let p = MeasurementProvenance(
      device: text("device"), runtime: text("runtime"), measuredAt: text("measuredAt"))
    return reader.problems.count == before ? p : nil
  }

  static func title(_ value: JSONValue, _ p: String, _ reader: JSONReader) -> TitleMeasurement? {
    guard
      let o = reader.object(
        value, p, allowed: ["text", "font", "scale", "ios", "width", "height", "source"])
    else { return nil }
    let before = reader.problems.count
    let text = reader.string(o["text"], p + ".text")
    if let text, let problem = TextRules.titleProblem(text) {
      reader.problem(p + ".text", problem)
    }
    var font: MeasuredFont?
    var size: Double?
    if let f = reader.object(
      o["font"], p + ".font", allowed: ["family", "weight", "size", "postScriptName", "digest"])
    {
      size = number(
        f["size"], p + ".font.size", reader, 0...InputLimits.maximumFontSize, positive: true)
      if f["postScriptName"] != nil || f["digest"] != nil {
        if f["family"] != nil || f["weight"] != nil {
          reader.problem(
            p + ".font", "a font file is named by postScriptName and digest, not family and weight")
        }
        let name = reader.string(f["postScriptName"], p + ".font.postScriptName")
        if let name, name.isEmpty || TextRules.tagProblem(name) != nil || name.count > 200 {
          reader.problem(p + ".font.postScriptName", "is not a PostScript name")
        }
        let digest = reader.string(f["digest"], p + ".font.digest")
        if let digest, !isDigest(digest) {
          reader.problem(p + ".font.digest", "is not a SHA-256 digest (64 lowercase hex digits)")
        }
        if let name, let digest { font = .file(postScriptName: name, digest: digest) }
      } else {
        if let family = reader.string(f["family"], p + ".font.family"), family != "system" {
          reader.problem(
            p + ".font.family",
            "\"\(family)\" is not a family measured by name (system); a font file is named by postScriptName and digest"
          )
        }
        if let weight = reader.choice(f["weight"], p + ".font.weight", SystemFontWeight.self) {
          font = .system(weight)
        }
      }
    }
    let scale = scale(o["scale"], p + ".scale", reader)
    let ios = ios(o["ios"], p + ".ios", reader)
    let width = number(o["width"], p + ".width", reader, 0...InputLimits.maximumLength)
    let height = number(o["height"], p + ".height", reader, 0...InputLimits.maximumLength)
    let source = provenance(o["source"], p + ".source", reader)
    guard reader.problems.count == before, let text, let font, let size, let scale, let ios,
      let width, let height, let source
    else { return nil }
    return TitleMeasurement(
      key: TitleMeasurementKey(
        text: text, font: font, pointSize: size, scale: scale, iosMajor: ios.1),
      pointSize: size, ios: ios.0, size: Size(width: width, height: height),
      device: source.device, runtime: source.runtime, measuredAt: source.measuredAt)
  }

  static func isDigest(_ text: String) -> Bool {
    text.utf8.count == 64
      && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
  }

  static func rect(_ value: JSONValue?, _ p: String, _ reader: JSONReader, optional: Bool)
    -> Rect??
  {
    if optional, value == nil || value == .null { return .some(nil) }
    guard let o = reader.object(value, p, allowed: ["x", "y", "width", "height"]) else {
      return nil
    }
    let range = -InputLimits.maximumLength...InputLimits.maximumLength
    let x = number(o["x"], p + ".x", reader, range)
    let y = number(o["y"], p + ".y", reader, range)
    let w = number(o["width"], p + ".width", reader, 0...InputLimits.maximumLength)
    let h = number(o["height"], p + ".height", reader, 0...InputLimits.maximumLength)
    guard let x, let y, let w, let h else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
  }

  static func button(_ value: JSONValue, _ p: String, _ reader: JSONReader) -> ButtonMeasurement? {
    guard
      let o = reader.object(
        value, p,
        allowed: [
          "name", "variant", "scale", "ios", "bounds", "imageFrame", "titleFrame",
          "intrinsicContentSize", "source",
        ])
    else { return nil }
    let before = reader.problems.count
    let name = reader.string(o["name"], p + ".name")
    if let name, let problem = ButtonName.problem(name) { reader.problem(p + ".name", problem) }
    var key: VariantKey?
    var direction: LayoutDirection?
    if let v = reader.object(
      o["variant"], p + ".variant", allowed: ["locale", "contentSize", "state", "direction"])
    {
      let locale = reader.optionalString(v["locale"], p + ".variant.locale") ?? nil
      if let locale,
        locale.isEmpty || locale.unicodeScalars.contains(where: TextRules.isControl)
          || locale.count > 64
      {
        reader.problem(p + ".variant.locale", "is not a locale name")
      }
      var size: ContentSizeCategory?
      if let text = reader.string(v["contentSize"], p + ".variant.contentSize") {
        size = ContentSizeCategory.allCases.first { $0.shortName == text }
        if size == nil {
          reader.problem(
            p + ".variant.contentSize",
            "\"\(text)\" is not one of \(ButtonInputs.contentSizeNames.joined(separator: ", "))")
        }
      }
      let state = reader.choice(v["state"], p + ".variant.state", ControlState.self)
      direction = reader.choice(v["direction"], p + ".variant.direction", LayoutDirection.self)
      if let size, let state { key = VariantKey(locale: locale, contentSize: size, state: state) }
    }
    let scale = scale(o["scale"], p + ".scale", reader)
    let ios = ios(o["ios"], p + ".ios", reader)
    let bounds = rect(o["bounds"], p + ".bounds", reader, optional: false) ?? nil
    let image = rect(o["imageFrame"], p + ".imageFrame", reader, optional: true)
    let title = rect(o["titleFrame"], p + ".titleFrame", reader, optional: true)
    var intrinsic: Size?
    if let s = reader.object(
      o["intrinsicContentSize"], p + ".intrinsicContentSize", allowed: ["width", "height"])
    {
      let range = 0...InputLimits.maximumLength
      let w = number(s["width"], p + ".intrinsicContentSize.width", reader, range)
      let h = number(s["height"], p + ".intrinsicContentSize.height", reader, range)
      if let w, let h { intrinsic = Size(width: w, height: h) }
    }
    let source = provenance(o["source"], p + ".source", reader)
    guard reader.problems.count == before, let name, let key, let direction, let scale,
      let ios, let bounds, let image, let title, let intrinsic, let source
    else { return nil }
    return ButtonMeasurement(
      name: name, variant: key, direction: direction, scale: scale, ios: ios.0,
      iosMajor: ios.1, bounds: bounds, imageFrame: image, titleFrame: title,
      intrinsicContentSize: intrinsic, source: source)
  }
}

extension MeasuredFont {
  /// The font as one string (`title_measurements.font_key`): `system:WEIGHT`, or
  /// `file:DIGEST:POSTSCRIPTNAME`.
  package var storedKey: String {
    switch self {
    case .system(let weight): "system:\(weight.rawValue)"
    case .file(let name, let digest): "file:\(digest):\(name)"
    }
  }

  /// The font a stored key names, or `nil`.
  package init?(storedKey: String) {
    if storedKey.hasPrefix("system:") {
      guard let weight = SystemFontWeight(rawValue: String(storedKey.dropFirst(7))) else {
        return nil
      }
      self = .system(weight)
    } else if storedKey.hasPrefix("file:") {
      let rest = storedKey.dropFirst(5)
      guard let colon = rest.firstIndex(of: ":") else { return nil }
      self = .file(
        postScriptName: String(rest[rest.index(after: colon)...]), digest: String(rest[..<colon]))
    } else {
      return nil
    }
  }
}
