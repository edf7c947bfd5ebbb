/// Shared plumbing of the techniques that set legacy edge insets: simulate the button with the
/// insets a technique chose, at its fixed size or at the intrinsic size those insets produce
/// (what Auto Layout gives a `fit` button).
enum LegacyTechnique {
  static func simulate(
    _ spec: ButtonSpec, _ direction: LayoutDirection, image: EdgeInsets, title: EdgeInsets,
    content: EdgeInsets
  ) -> LegacyLayout {
    var button = spec.legacyButton(direction: direction)
    button.imageEdgeInsets = image
    button.titleEdgeInsets = title
    button.contentEdgeInsets = content
    return LegacySimulator.layout(button)
  }

  static func frames(_ layout: LegacyLayout) -> LayoutFrames {
    LayoutFrames(
      contentRect: layout.contentRect, imageFrame: layout.imageFrame, titleFrame: layout.titleFrame,
      intrinsicContentSize: layout.intrinsicContentSize)
  }

  static func result(
    _ technique: Technique, _ direction: LayoutDirection, image: EdgeInsets, title: EdgeInsets,
    content: EdgeInsets, _ layout: LegacyLayout
  ) -> TechniqueLayout {
    TechniqueLayout(
      technique: technique, direction: direction,
      values: .legacy(image: image, title: title, content: content), bounds: layout.bounds,
      frames: frames(layout), titleTextFrame: layout.titleFrame,
      titleTruncated: layout.titleTruncated, imageClamped: layout.imageClamped)
  }
}
