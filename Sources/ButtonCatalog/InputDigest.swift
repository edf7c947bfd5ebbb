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
  public static func of(_ spec: ButtonSpec) -> String {
    let size: JSONValue =
      switch spec.size {
      case .fit: .string("fit")
      case .fixed(let v): LayoutJSON.size(v)
      }
    let canonical = JSONValue.object([
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
    return ContentDigest(sha256Of: Array(JSONWriter(pretty: false).string(canonical).utf8)).hex
  }
}
