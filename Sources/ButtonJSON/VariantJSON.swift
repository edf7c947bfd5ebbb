import ButtonLayout

/// The JSON shape of a variant's layout: an entry of `show`/`layout`'s `"variants"` and what the
/// catalog stores per variant (docs/variants.md; keys in this order).
public enum VariantJSON {
  public static let keys = [
    "locale", "contentSize", "state", "direction", "technique", "fontSize", "titleSize", "bounds",
    "frames", "gap", "diagnostics",
  ]

  public static func value(_ v: VariantLayout) -> JSONValue {
    .object([
      ("locale", .optional(v.key.locale) { .string($0) }),
      ("contentSize", .string(v.key.contentSize.shortName)),
      ("state", .string(v.key.state.rawValue)),
      ("direction", .string(v.direction.rawValue)),
      ("technique", .string(v.technique.rawValue)),
      ("fontSize", .optional(v.fontSize) { .number($0) }),
      ("titleSize", .optional(v.titleSize, LayoutJSON.size)),
      ("bounds", LayoutJSON.size(v.bounds)),
      (
        "frames",
        .object([
          ("contentRect", LayoutJSON.rect(v.frames.contentRect)),
          ("imageFrame", .optional(v.frames.imageFrame, LayoutJSON.rect)),
          ("titleFrame", .optional(v.frames.titleFrame, LayoutJSON.rect)),
          ("intrinsicContentSize", LayoutJSON.size(v.frames.intrinsicContentSize)),
        ])
      ),
      ("gap", .optional(v.gap) { .number($0) }),
      ("diagnostics", .array(v.diagnostics.map(LayoutJSON.diagnostic))),
    ])
  }

  /// Reads back what `value(_:)` wrote, or `nil` with the reader's problems.
  public static func variant(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> VariantLayout?
  {
    guard let o = reader.object(value, path, allowed: Set(keys)) else { return nil }
    let locale = reader.optionalString(o["locale"], path + ".locale")
    let sizeName = reader.string(o["contentSize"], path + ".contentSize")
    let contentSize = sizeName.flatMap(ContentSizeCategory.init(parsing:))
    if sizeName != nil, contentSize == nil {
      reader.problem(path + ".contentSize", "unknown content size '\(sizeName!)'")
    }
    let state = reader.choice(o["state"], path + ".state", ControlState.self)
    let direction = reader.choice(o["direction"], path + ".direction", LayoutDirection.self)
    let technique = reader.choice(o["technique"], path + ".technique", Technique.self)
    let fontSize = reader.optionalNumber(o["fontSize"], path + ".fontSize")
    let titleSize: Size?? =
      o["titleSize"] == nil || o["titleSize"] == .null
      ? .some(nil) : LayoutJSON.size(o["titleSize"], path + ".titleSize", reader).map { .some($0) }
    let bounds = LayoutJSON.size(o["bounds"], path + ".bounds", reader)
    let fp = path + ".frames"
    let f = reader.object(
      o["frames"], fp, allowed: ["contentRect", "imageFrame", "titleFrame", "intrinsicContentSize"])
    let content = f.flatMap { LayoutJSON.rect($0["contentRect"], fp + ".contentRect", reader) }
    let image = f.flatMap { LayoutJSON.optionalRect($0["imageFrame"], fp + ".imageFrame", reader) }
    let title = f.flatMap { LayoutJSON.optionalRect($0["titleFrame"], fp + ".titleFrame", reader) }
    let intrinsic = f.flatMap {
      LayoutJSON.size($0["intrinsicContentSize"], fp + ".intrinsicContentSize", reader)
    }
    let gap = reader.optionalNumber(o["gap"], path + ".gap")
    var diagnostics: [Diagnostic] = []
    if let items = reader.array(o["diagnostics"], path + ".diagnostics") {
      for (i, item) in items.enumerated() {
        if let d = LayoutJSON.diagnostic(item, path + ".diagnostics[\(i)]", reader) {
          diagnostics.append(d)
        }
      }
    }
    guard let locale, let contentSize, let state, let direction, let technique, let fontSize,
      let titleSize, let bounds, let content, let image, let title, let intrinsic, let gap
    else { return nil }
    return VariantLayout(
      key: VariantKey(locale: locale, contentSize: contentSize, state: state),
      direction: direction, technique: technique, fontSize: fontSize, titleSize: titleSize,
      frames: LayoutFrames(
        contentRect: content, imageFrame: image, titleFrame: title, intrinsicContentSize: intrinsic),
      bounds: bounds, gap: gap, diagnostics: diagnostics)
  }

  /// A stored array of variants, throwing when it is not what `value(_:)` wrote.
  public static func decodeStored(_ text: String) throws -> [VariantLayout] {
    let reader = JSONReader()
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw JSONShapeError(problems: [error.description])
    }
    var result: [VariantLayout] = []
    if let items = reader.array(value, "variants") {
      for (i, item) in items.enumerated() {
        if let v = variant(item, "variants[\(i)]", reader) { result.append(v) }
      }
    }
    guard reader.problems.isEmpty else { throw JSONShapeError(problems: reader.problems) }
    return result
  }

  /// The stored form: the compact JSON array of `value(_:)`.
  public static func encodeStored(_ variants: [VariantLayout]) -> String {
    JSONWriter(pretty: false).string(.array(variants.map(value)))
  }
}
