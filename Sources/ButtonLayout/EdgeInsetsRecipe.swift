/// The common edge-insets category, `layoutButtonWithEdgeInsetsStyle:imageTitleSpace:`, reproduced
/// literally
/// (docs/layout-model.md section 4).
///
/// The category reads `imageView.frame.size` and `titleLabel.intrinsicContentSize`, then sets
/// image and title edge insets only. By the half rule, top/bottom give a gap of `space/2` and
/// left/right give `space`; `contentEdgeInsets` is never touched, so the intrinsic size ignores
/// the stacking and the spacing. The developer's padding is set as `contentEdgeInsets` before
/// the call, since the recipe has no padding of its own.
public enum EdgeInsetsRecipe {
  /// `MKButtonEdgeInsetsStyle`.
  public enum Style: String, CaseIterable, Sendable {
    /// The image on that side of the title.
    case top, left, bottom, right
  }

  /// The style a developer would call for a placement: the recipe knows only physical sides, so
  /// leading is Left and trailing is Right in every direction.
  public static func style(for placement: Placement) -> Style {
    switch placement {
    case .top: .top
    case .bottom: .bottom
    case .left, .leading: .left
    case .right, .trailing: .right
    }
  }

  /// The recipe's own formula, verbatim: the insets for a style from the sizes it read.
  public static func insets(
    style: Style, space: Double, imageWidth imageWith: Double, imageHeight: Double,
    labelWidth: Double, labelHeight: Double
  ) -> (image: EdgeInsets, title: EdgeInsets) {
    switch style {
    case .top:
      (
        EdgeInsets(top: -labelHeight - space / 2.0, left: 0, bottom: 0, right: -labelWidth),
        EdgeInsets(top: 0, left: -imageWith, bottom: -imageHeight - space / 2.0, right: 0)
      )
    case .left:
      (
        EdgeInsets(top: 0, left: -space / 2.0, bottom: 0, right: space / 2.0),
        EdgeInsets(top: 0, left: space / 2.0, bottom: 0, right: -space / 2.0)
      )
    case .bottom:
      (
        EdgeInsets(top: 0, left: 0, bottom: -labelHeight - space / 2.0, right: -labelWidth),
        EdgeInsets(top: -imageHeight - space / 2.0, left: -imageWith, bottom: 0, right: 0)
      )
    case .right:
      (
        EdgeInsets(
          top: 0, left: labelWidth + space / 2.0, bottom: 0, right: -labelWidth - space / 2.0),
        EdgeInsets(
          top: 0, left: -imageWith - space / 2.0, bottom: 0, right: imageWith + space / 2.0)
      )
    }
  }

  static func layout(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueLayout {
    let padding = spec.padding
    // What the recipe reads: the image view as UIKit laid it out with no element insets, and the
    // label's own intrinsic size (its typographic size rounded up to the pixel, section 3).
    let before = LegacyTechnique.simulate(
      spec, direction, image: .zero, title: .zero, content: padding)
    let imageSize = before.imageFrame?.size ?? .zero
    let label =
      spec.titleSize.map {
        Size(width: spec.grid.ceil($0.width), height: spec.grid.ceil($0.height))
      } ?? .zero
    let (image, title) = insets(
      style: style(for: spec.placement), space: spec.spacing, imageWidth: imageSize.width,
      imageHeight: imageSize.height, labelWidth: label.width, labelHeight: label.height)
    return LegacyTechnique.result(
      .edgeInsets, spec, direction, image: image, title: title, content: padding)
  }
}
