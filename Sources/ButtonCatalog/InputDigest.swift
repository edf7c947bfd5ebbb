import ButtonJSON
import ButtonLayout
import ButtonMeasure

/// The digest of everything the engine reads from a record, and the engine's version: a stored
/// layout whose digest or version differs from the current ones is stale.
public enum InputDigest {
  /// Bump when a change to the engine changes any computed number; every stored layout then
  /// shows as stale until `recompute`.
  public static let engineVersion = 2

  /// SHA-256 of the engine inputs in a fixed, compact JSON form.
  ///
  /// The text is written directly (every command that reads buttons computes it for each one,
  /// to tell whether its layouts are current); it is byte for byte what `JSONWriter(pretty:
  /// false)` writes for `canonical(spec)`, so digests stored by earlier versions still match.
  public static func of(_ spec: ButtonSpec) -> String {
    // Bytes, not a String: appending to a String re-checks it for each piece.
    var text: [UInt8] = []
    text.reserveCapacity(400)
    func add(_ piece: StaticString) {
      text.append(
        contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
    }
    func add(_ piece: String) { text.append(contentsOf: piece.utf8) }
    func number(_ value: Double) { add(JSONWriter.format(value)) }
    func size(_ value: Size?) {
      guard let value else {
        add("null")
        return
      }
      add("{\"width\":")
      number(value.width)
      add(",\"height\":")
      number(value.height)
      add("}")
    }
    add("{\"titleSize\":")
    size(spec.titleSize)
    add(",\"titleLineHeight\":")
    if let height = spec.titleLineHeight { number(height) } else { add("null") }
    add(",\"imageSize\":")
    size(spec.imageSize)
    add(",\"placement\":\"")
    add(spec.placement.rawValue)
    add("\",\"spacing\":")
    number(spec.spacing)
    add(",\"padding\":{\"top\":")
    number(spec.padding.top)
    add(",\"left\":")
    number(spec.padding.left)
    add(",\"bottom\":")
    number(spec.padding.bottom)
    add(",\"right\":")
    number(spec.padding.right)
    add("},\"size\":")
    switch spec.size {
    case .fit: add("\"fit\"")
    case .fixed(let value): size(value)
    }
    add(",\"align\":\"")
    add(spec.horizontalAlignment.rawValue)
    add("\",\"valign\":\"")
    add(spec.verticalAlignment.rawValue)
    add("\",\"scale\":")
    number(spec.scale)
    add(",\"ios\":\"")
    add(spec.ios.description)
    add("\",\"direction\":\"")
    add(spec.direction.rawValue)
    add("\"}")
    return ContentDigest(sha256Of: text).hex
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
