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

  /// The insets a technique tells you to set: an element the button does not have gets none
  /// (zero), whatever the technique computed for it. UIKit uses `imageRectForContentRect:` only
  /// to place the image view and `titleRectForContentRect:` only for the title label (section 1,
  /// steps 2-7), so an absent element's insets change no frame; the simulation below runs with
  /// the insets returned.
  static func applicable(_ spec: ButtonSpec, image: EdgeInsets, title: EdgeInsets)
    -> (image: EdgeInsets, title: EdgeInsets)
  {
    (spec.imageSize == nil ? .zero : image, spec.titleSize == nil ? .zero : title)
  }

  /// The technique's layout from the insets it computed: those of absent elements dropped
  /// (`applicable`), the button simulated with what is left.
  static func result(
    _ technique: Technique, _ spec: ButtonSpec, _ direction: LayoutDirection, image: EdgeInsets,
    title: EdgeInsets, content: EdgeInsets
  ) -> TechniqueLayout {
    let set = applicable(spec, image: image, title: title)
    let layout = simulate(spec, direction, image: set.image, title: set.title, content: content)
    return result(
      technique, direction, image: set.image, title: set.title, content: content, layout)
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
