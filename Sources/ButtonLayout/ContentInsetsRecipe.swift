/// The content-insets recipe, four `…AlignmentWithSpace:` methods, reproduced literally
/// (docs/layout-model.md
/// section 4).
///
/// Each resets all three insets (so any padding is lost), lays out, reads the title and image
/// rects (`titleRectForContentRect:` / `imageRectForContentRect:`, the frames UIKit placed), and
/// sets title, image and content insets. `space` is a C `float`, and so are the vertical
/// variant's intermediate values: the reproduction keeps that precision.
public enum ContentInsetsRecipe {
  /// The recipe's four methods.
  public enum Method: String, CaseIterable, Sendable {
    /// `imageTitleHorizontalAlignmentWithSpace:`: image left, title right.
    case imageTitleHorizontal
    /// `titleImageHorizontalAlignmentWithSpace:`: title left, image right.
    case titleImageHorizontal
    /// `imageTitleVerticalAlignmentWithSpace:`: image above the title.
    case imageTitleVertical
    /// `titleImageVerticalAlignmentWithSpace:`: title above the image.
    case titleImageVertical
  }

  /// The method a developer would call: physical sides only, so leading is image-title and
  /// trailing is title-image in every direction.
  public static func method(for placement: Placement) -> Method {
    switch placement {
    case .top: .imageTitleVertical
    case .bottom: .titleImageVertical
    case .left, .leading: .imageTitleHorizontal
    case .right, .trailing: .titleImageHorizontal
    }
  }

  /// The insets a method sets, from the title and image sizes it read after the reset.
  public static func insets(
    method: Method, space spaceArgument: Double, titleSize: Size, imageSize: Size
  ) -> (image: EdgeInsets, title: EdgeInsets, content: EdgeInsets) {
    let space = Double(Float(spaceArgument))  // `(float)space`
    switch method {
    case .titleImageHorizontal:
      return (
        EdgeInsets(
          top: 0, left: titleSize.width + space, bottom: 0, right: -titleSize.width - space),
        EdgeInsets(top: 0, left: -imageSize.width, bottom: 0, right: imageSize.width),
        EdgeInsets(top: 0, left: 0, bottom: 0, right: space)
      )
    case .imageTitleHorizontal:
      return (
        .zero,
        EdgeInsets(top: 0, left: space, bottom: 0, right: -space),
        EdgeInsets(top: 0, left: 0, bottom: 0, right: space)
      )
    case .imageTitleVertical, .titleImageVertical:
      // `verticalAlignmentWithTitleTop:space:`, float locals and all.
      let halfWidth = Double(Float((titleSize.width + imageSize.width) / 2))
      let halfHeight = Double(Float((titleSize.height + imageSize.height) / 2))
      let topInset = Double(Float(Swift.min(halfHeight, titleSize.height)))
      let leftInset = Double(
        Float(titleSize.width - imageSize.width > 0 ? (titleSize.width - imageSize.width) / 2 : 0))
      let bottomInset = Double(
        Float(
          titleSize.height - imageSize.height > 0 ? (titleSize.height - imageSize.height) / 2 : 0))
      let rightInset = Double(Float(Swift.min(halfWidth, titleSize.width)))
      if method == .titleImageVertical {  // isTop: YES
        return (
          .zero,
          EdgeInsets(
            top: -titleSize.height - space, left: -halfWidth, bottom: imageSize.height + space,
            right: halfWidth),
          EdgeInsets(
            top: topInset + space, left: leftInset, bottom: -bottomInset, right: -rightInset)
        )
      }
      return (
        .zero,
        EdgeInsets(
          top: imageSize.height + space, left: -halfWidth, bottom: -titleSize.height - space,
          right: halfWidth),
        EdgeInsets(top: -bottomInset, left: leftInset, bottom: topInset + space, right: -rightInset)
      )
    }
  }

  static func layout(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueLayout {
    // `resetEdgeInsets`, `layoutIfNeeded`, then read the rects UIKit placed.
    let reset = LegacyTechnique.simulate(
      spec, direction, image: .zero, title: .zero, content: .zero)
    let (image, title, content) = insets(
      method: method(for: spec.placement), space: spec.spacing,
      titleSize: reset.titleFrame?.size ?? .zero, imageSize: reset.imageFrame?.size ?? .zero)
    return LegacyTechnique.result(
      .contentInsets, spec, direction, image: image, title: title, content: content)
  }
}
