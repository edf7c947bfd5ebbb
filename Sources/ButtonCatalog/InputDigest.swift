import ButtonJSON
import ButtonLayout
import ButtonMeasure

/// The digest of everything the engine reads from a record, and the engine's version: a stored
/// layout whose digest or version differs from the current ones is stale.
public enum InputDigest {
  /// Bump when a change to the engine changes any computed number; every stored layout then
  /// shows as stale until `recompute`.
  public static let engineVersion = 1

  /// SHA-256 of the engine inputs in a fixed, compact JSON form.
  ///
  /// The text is written directly (every command that reads buttons computes it for each one,
  /// to tell whether its layouts are current); it is byte for byte what `JSONWriter(pretty:
  /// false)` writes for `canonical(spec)`, so digests stored by earlier versions still match.
  public static func of(_ spec: ButtonSpec) -> String {
    var text = ""
    text.reserveCapacity(400)
    func number(_ value: Double) { text += JSONWriter.format(value) }
    func size(_ value: Size?) {
      guard let value else {
        text += "null"
        return
      }
      text += "{\"width\":"
      number(value.width)
      text += ",\"height\":"
      number(value.height)
      text += "}"
    }
    text += "{\"titleSize\":"
    size(spec.titleSize)
    text += ",\"titleLineHeight\":"
    if let height = spec.titleLineHeight { number(height) } else { text += "null" }
    text += ",\"imageSize\":"
    size(spec.imageSize)
    text += ",\"placement\":\"" + spec.placement.rawValue + "\",\"spacing\":"
    number(spec.spacing)
    text += ",\"padding\":{\"top\":"
    number(spec.padding.top)
    text += ",\"left\":"
    number(spec.padding.left)
    text += ",\"bottom\":"
    number(spec.padding.bottom)
    text += ",\"right\":"
    number(spec.padding.right)
    text += "},\"size\":"
    switch spec.size {
    case .fit: text += "\"fit\""
    case .fixed(let value): size(value)
    }
    text +=
      ",\"align\":\"" + spec.horizontalAlignment.rawValue + "\",\"valign\":\""
      + spec.verticalAlignment.rawValue + "\",\"scale\":"
    number(spec.scale)
    text +=
      ",\"ios\":\"" + spec.ios.description + "\",\"direction\":\""
      + spec.direction.rawValue + "\"}"
    return ContentDigest(sha256Of: Array(text.utf8)).hex
  }

  /// The engine inputs as a JSON value: what `of` digests (its written form).
  public static func canonical(_ spec: ButtonSpec) -> JSONValue {
    let size: JSONValue =
      switch spec.size {
      case .fit: .string("fit")
      case .fixed(let v): LayoutJSON.size(v)
      }
    return JSONValue.object([
      ("titleSize", .optional(spec.titleSize, LayoutJSON.size)),
      ("titleLineHeight", .optional(spec.titleLineHeight) { .number($0) }),
      ("imageSize", .optional(spec.imageSize, LayoutJSON.size)),
      ("placement", .string(spec.placement.rawValue)),
      ("spacing", .number(spec.spacing)),
      ("padding", LayoutJSON.insets(spec.padding)),
      ("size", size),
      ("align", .string(spec.horizontalAlignment.rawValue)),
      ("valign", .string(spec.verticalAlignment.rawValue)),
      ("scale", .number(spec.scale)),
      ("ios", .string(spec.ios.description)),
      ("direction", .string(spec.direction.rawValue)),
    ])
  }
}
