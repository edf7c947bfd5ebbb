import ButtonJSON
import ButtonLayout
import ButtonMeasure

/// The JSON form of a record's inputs: what `show --format json` prints as `button`, what the
/// history keeps for every revision, and what the `json` export carries. Every key is always
/// present (absent values are `null`), in this order.
public enum RecordJSON {
  public static let keys: [String] = [
    "name", "description", "tags", "title", "titleSource", "font", "fallbackFonts", "fontSize",
    "titleSize", "titleDigest", "imageSource", "image", "imageSize", "imageDigest", "placement",
    "spacing", "padding", "size", "align", "valign", "scale", "ios", "direction", "technique",
  ]

  static func font(_ f: FontSource) -> JSONValue {
    .object([("path", .string(f.path)), ("face", .integer(Int64(f.faceIndex)))])
  }

  public static func encode(_ r: ButtonRecord) -> JSONValue {
    let s = r.spec
    let size: JSONValue =
      switch s.size {
      case .fit: .string("fit")
      case .fixed(let v): LayoutJSON.size(v)
      }
    return .object([
      ("name", .string(r.name)),
      ("description", .string(r.description)),
      ("tags", .array(r.tags.map { .string($0) })),
      ("title", .optional(r.title) { .string($0) }),
      ("titleSource", .string(r.titleSource.rawValue)),
      ("font", r.font.map(font) ?? .string("system")),
      ("fallbackFonts", .array(r.fallbackFonts.map(font))),
      ("fontSize", .optional(r.fontSize) { .number($0) }),
      ("titleSize", .optional(s.titleSize, LayoutJSON.size)),
      ("titleDigest", .optional(r.titleDigest) { .string($0) }),
      ("imageSource", .string(r.imageSource.rawValue)),
      ("image", .optional(r.imagePath) { .string($0) }),
      ("imageSize", .optional(s.imageSize, LayoutJSON.size)),
      ("imageDigest", .optional(r.imageDigest) { .string($0) }),
      ("placement", .string(s.placement.rawValue)),
      ("spacing", .number(s.spacing)),
      ("padding", LayoutJSON.insets(s.padding)),
      ("size", size),
      ("align", .string(s.horizontalAlignment.rawValue)),
      ("valign", .string(s.verticalAlignment.rawValue)),
      ("scale", .number(s.scale)),
      ("ios", .string(s.ios.description)),
      ("direction", .string(s.direction.rawValue)),
      ("technique", .string(r.technique.rawValue)),
    ])
  }

  static func fontSource(_ value: JSONValue?, _ path: String, _ reader: JSONReader) -> FontSource? {
    guard let o = reader.object(value, path, allowed: ["path", "face"]),
      let p = reader.string(o["path"], path + ".path"),
      let face = reader.integer(o["face"], path + ".face")
    else { return nil }
    guard face >= 0 else {
      reader.problem(path + ".face", "must not be negative")
      return nil
    }
    return FontSource(path: p, faceIndex: face)
  }

  /// Reads a record's inputs, adding every problem to `reader` (unknown keys included).
  public static func decode(_ value: JSONValue, _ path: String, _ reader: JSONReader)
    -> ButtonRecord?
  {
    guard let o = reader.object(value, path, allowed: Set(keys)) else { return nil }
    for key in keys where o[key] == nil { reader.problem("\(path).\(key)", "missing") }
    let before = reader.problems.count
    func p(_ key: String) -> String { "\(path).\(key)" }
    var r = ButtonRecord(name: reader.string(o["name"], p("name")) ?? "")
    r.description = reader.string(o["description"], p("description")) ?? ""
    r.tags = (reader.array(o["tags"], p("tags")) ?? []).enumerated().compactMap {
      reader.string($1, "\(p("tags"))[\($0)]")
    }
    r.title = reader.optionalString(o["title"], p("title")) ?? nil
    r.titleSource = reader.choice(o["titleSource"], p("titleSource"), TitleSource.self) ?? .none
    if o["font"] == .string("system") {
      r.font = nil
    } else if o["font"] != nil {
      r.font = fontSource(o["font"], p("font"), reader)
    }
    r.fallbackFonts = (reader.array(o["fallbackFonts"], p("fallbackFonts")) ?? []).enumerated()
      .compactMap {
        fontSource($1, "\(p("fallbackFonts"))[\($0)]", reader)
      }
    r.fontSize = reader.optionalNumber(o["fontSize"], p("fontSize")) ?? nil
    r.spec.titleSize =
      (o["titleSize"] == .null ? nil : LayoutJSON.size(o["titleSize"], p("titleSize"), reader))
    r.titleDigest = reader.optionalString(o["titleDigest"], p("titleDigest")) ?? nil
    r.imageSource = reader.choice(o["imageSource"], p("imageSource"), ImageSource.self) ?? .none
    r.imagePath = reader.optionalString(o["image"], p("image")) ?? nil
    r.spec.imageSize =
      (o["imageSize"] == .null ? nil : LayoutJSON.size(o["imageSize"], p("imageSize"), reader))
    r.imageDigest = reader.optionalString(o["imageDigest"], p("imageDigest")) ?? nil
    r.spec.placement = reader.choice(o["placement"], p("placement"), Placement.self) ?? .left
    r.spec.spacing = reader.number(o["spacing"], p("spacing")) ?? 0
    r.spec.padding = LayoutJSON.insets(o["padding"], p("padding"), reader) ?? .zero
    if o["size"] == .string("fit") {
      r.spec.size = .fit
    } else if let size = LayoutJSON.size(o["size"], p("size"), reader) {
      r.spec.size = .fixed(size)
    }
    r.spec.horizontalAlignment =
      reader.choice(o["align"], p("align"), HorizontalAlignment.self) ?? .center
    r.spec.verticalAlignment =
      reader.choice(o["valign"], p("valign"), VerticalAlignment.self) ?? .center
    if let scale = reader.number(o["scale"], p("scale")) {
      r.spec.scale = scale
    }
    if let text = reader.string(o["ios"], p("ios")) {
      if let v = IOSVersion(parsing: text) {
        r.spec.ios = v
      } else {
        reader.problem(
          p("ios"), "\"\(text)\" is not an iOS version; use \(IOSVersion.rangeDescription)")
      }
    }
    r.spec.direction = reader.choice(o["direction"], p("direction"), DirectionChoice.self) ?? .ltr
    r.technique = reader.choice(o["technique"], p("technique"), Technique.self) ?? .exact
    r.spec.titleLineHeight =
      r.titleSource == .font ? nil : r.fontSize.map(SystemFont.lineHeight(pointSize:))
    return reader.problems.count == before ? r : nil
  }

  /// What changed between two revisions' inputs, as `field: old → new` lines.
  public static func changes(from old: ButtonRecord?, to new: ButtonRecord) -> String {
    guard let old else { return "" }
    let a = Dictionary(encode(old).objectValue ?? [], uniquingKeysWith: { x, _ in x })
    let writer = JSONWriter(pretty: false)
    var lines: [String] = []
    for case (let key, let value) in encode(new).objectValue ?? [] where a[key] != value {
      lines.append("\(key): \(a[key].map(writer.string) ?? "null") → \(writer.string(value))")
    }
    return lines.joined(separator: "\n")
  }
}
