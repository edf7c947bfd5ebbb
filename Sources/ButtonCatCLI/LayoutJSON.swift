import ButtonJSON
import ButtonLayout

/// The JSON shapes of PRODUCT.md: rects `{x, y, width, height}`, sizes `{width, height}`,
/// insets `{top, left, bottom, right}`, absent elements `null`.
enum LayoutJSON {
  static func rect(_ r: Rect) -> JSONValue {
    .object([
      ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
      ("height", .number(r.height)),
    ])
  }

  static func size(_ s: Size) -> JSONValue {
    .object([("width", .number(s.width)), ("height", .number(s.height))])
  }

  static func insets(_ i: EdgeInsets) -> JSONValue {
    .object([
      ("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)),
      ("right", .number(i.right)),
    ])
  }

  /// `simulate --format json`: exactly the four keys of the contract.
  static func legacy(_ layout: LegacyLayout) -> JSONValue {
    .object([
      ("contentRect", rect(layout.contentRect)),
      ("imageFrame", .optional(layout.imageFrame, rect)),
      ("titleFrame", .optional(layout.titleFrame, rect)),
      ("intrinsicContentSize", size(layout.intrinsicContentSize)),
    ])
  }
}
