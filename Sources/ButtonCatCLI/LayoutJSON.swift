import ButtonExport
import ButtonJSON
import ButtonLayout

// The shared shapes (rect, size, insets, values, diagnostic, layout) live in ButtonExport's
// `LayoutJSON`; the command line adds what only it knows: its inputs and `simulate`'s output.
extension LayoutJSON {
  /// `simulate --format json`: exactly the four keys of the contract.
  static func legacy(_ layout: LegacyLayout) -> JSONValue {
    .object([
      ("contentRect", rect(layout.contentRect)),
      ("imageFrame", .optional(layout.imageFrame, rect)),
      ("titleFrame", .optional(layout.titleFrame, rect)),
      ("intrinsicContentSize", size(layout.intrinsicContentSize)),
    ])
  }

  /// The inputs of a button, every key present (absent values are `null`).
  static func inputs(_ inputs: ButtonInputs) -> JSONValue {
    let spec = inputs.spec
    let size: JSONValue =
      switch spec.size {
      case .fit: .string("fit")
      case .fixed(let s): Self.size(s)
      }
    return .object([
      ("title", .optional(inputs.title) { .string($0) }),
      ("fontSize", .optional(inputs.fontSize) { .number($0) }),
      ("titleSize", .optional(spec.titleSize, Self.size)),
      ("imageSize", .optional(spec.imageSize, Self.size)),
      ("placement", .string(spec.placement.rawValue)),
      ("spacing", .number(spec.spacing)),
      ("padding", insets(spec.padding)),
      ("size", size),
      ("align", .string(spec.horizontalAlignment.rawValue)),
      ("valign", .string(spec.verticalAlignment.rawValue)),
      ("scale", .number(spec.scale)),
      ("ios", .string(spec.ios.description)),
      ("direction", .string(spec.direction.rawValue)),
      ("technique", .string(inputs.technique.rawValue)),
    ])
  }

  /// `{"button": {…}, "layouts": […]}`.
  static func document(_ inputs: ButtonInputs, _ layouts: [TechniqueLayout]) -> JSONValue {
    .object([("button", Self.inputs(inputs)), ("layouts", .array(layouts.map(layout)))])
  }
}
