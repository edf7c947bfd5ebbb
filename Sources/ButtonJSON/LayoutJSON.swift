import ButtonLayout

/// The JSON shapes scripts rely on (docs/cli.md): rects `{x, y, width, height}`, sizes
/// `{width, height}`, insets `{top, left, bottom, right}`, absent elements `null`.
package enum LayoutJSON {
  package static func rect(_ r: Rect) -> JSONValue {
    .object([
      ("x", .number(r.x)), ("y", .number(r.y)), ("width", .number(r.width)),
      ("height", .number(r.height)),
    ])
  }

  package static func size(_ s: Size) -> JSONValue {
    .object([("width", .number(s.width)), ("height", .number(s.height))])
  }

  package static func insets(_ i: EdgeInsets) -> JSONValue {
    .object([
      ("top", .number(i.top)), ("left", .number(i.left)), ("bottom", .number(i.bottom)),
      ("right", .number(i.right)),
    ])
  }

  /// `simulate --format json`: exactly the four keys of the contract.
  package static func legacy(_ layout: LegacyLayout) -> JSONValue {
    .object([
      ("contentRect", rect(layout.contentRect)),
      ("imageFrame", .optional(layout.imageFrame, rect)),
      ("titleFrame", .optional(layout.titleFrame, rect)),
      ("intrinsicContentSize", size(layout.intrinsicContentSize)),
    ])
  }
}

extension LayoutJSON {
  package static func directional(_ i: DirectionalEdgeInsets) -> JSONValue {
    .object([
      ("top", .number(i.top)), ("leading", .number(i.leading)), ("bottom", .number(i.bottom)),
      ("trailing", .number(i.trailing)),
    ])
  }

  package static func values(_ values: TechniqueValues) -> JSONValue {
    switch values {
    case .legacy(let image, let title, let content):
      .object([
        ("imageEdgeInsets", insets(image)), ("titleEdgeInsets", insets(title)),
        ("contentEdgeInsets", insets(content)),
      ])
    case .configuration(let placement, let padding, let contentInsets):
      .object([
        ("imagePlacement", .optional(placement) { .string($0.rawValue) }),
        ("imagePadding", .number(padding)),
        ("contentInsets", directional(contentInsets)),
      ])
    case .frames(let position, let margin, let contentEdgeInsets, let imageFrame, let titleFrame):
      .object([
        ("buttonImagePosition", .optional(position) { .string($0.rawValue) }),
        ("buttonImageMargin", .number(margin)),
        ("contentEdgeInsets", insets(contentEdgeInsets)),
        ("imageFrame", .optional(imageFrame, rect)), ("titleFrame", .optional(titleFrame, rect)),
      ])
    }
  }

  package static func diagnostic(_ d: Diagnostic) -> JSONValue {
    .object(
      [
        ("code", .string(d.code.rawValue)), ("severity", .string(d.severity.rawValue)),
        ("message", .string(d.message)),
      ]
        + d.numbers.map { ($0.name, .number($0.value)) })
  }

  /// One entry of `layouts`: the documented shape, plus `bounds` and `model`.
  package static func layout(_ l: TechniqueLayout) -> JSONValue {
    .object([
      ("technique", .string(l.technique.rawValue)),
      ("direction", .string(l.direction.rawValue)),
      ("model", .bool(l.isModel)),
      ("values", values(l.values)),
      ("bounds", size(l.bounds)),
      (
        "frames",
        .object(
          [
            ("contentRect", rect(l.frames.contentRect)),
            ("imageFrame", .optional(l.frames.imageFrame, rect)),
            ("titleFrame", .optional(l.frames.titleFrame, rect)),
          ]
            // Issue 28 (subtitle): only a layout with a subtitle has the key.
            + (l.frames.subtitleFrame.map { [("subtitleFrame", rect($0))] } ?? [])
            + [("intrinsicContentSize", size(l.frames.intrinsicContentSize))])
      ),
      ("gap", .optional(l.gap) { .number($0) }),
      ("diagnostics", .array(l.diagnostics.map(diagnostic))),
    ])
  }

}
