/// The `configuration` technique: `UIButton.Configuration`'s `imagePlacement`, `imagePadding`
/// and `contentInsets`, with frames from the model of docs/layout-model.md section 2.
///
/// The frames are a model, not a simulation of UIKit's code, and every output labels them so:
/// the content (image, padding, title stacked along the placement axis, centred across it) is
/// aligned in the bounds inset by `contentInsets`; the intrinsic size is the content plus
/// `contentInsets`; half-pixel ties round toward the smaller coordinate.
public enum ConfigurationModel {
  /// `imagePlacement` is directional: a physical side becomes leading or trailing per direction.
  public static func imagePlacement(_ placement: Placement, _ direction: LayoutDirection)
    -> ConfigurationPlacement
  {
    switch placement.resolved(direction) {
    case .top: .top
    case .bottom: .bottom
    case .left, .leading: direction == .leftToRight ? .leading : .trailing
    case .right, .trailing: direction == .leftToRight ? .trailing : .leading
    }
  }

  /// `contentInsets` from the physical padding: leading is the left in LTR, the right in RTL.
  public static func contentInsets(_ padding: EdgeInsets, _ direction: LayoutDirection)
    -> DirectionalEdgeInsets
  {
    direction == .leftToRight
      ? DirectionalEdgeInsets(
        top: padding.top, leading: padding.left, bottom: padding.bottom, trailing: padding.right)
      : DirectionalEdgeInsets(
        top: padding.top, leading: padding.right, bottom: padding.bottom, trailing: padding.left)
  }

  static func layout(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueLayout {
    var modelSpec = spec
    if !InferredRules.configurationHonoursAlignment {
      modelSpec.horizontalAlignment = .center
      modelSpec.verticalAlignment = .center
    }
    let arrangement = Arrangement(modelSpec, direction: direction)
    let grid = spec.grid
    let bounds = arrangement.bounds
    let targets = arrangement.targets(in: bounds) {
      InferredRules.configurationSnap($0, grid: grid)
    }
    let area = arrangement.paddedArea(bounds)
    let title = InferredRules.configurationTitleSize(spec)
    // Content wider than the inset bounds squeezes the title first.
    var titleFrame = targets.title
    var truncated = false
    if var frame = titleFrame, let title,
      arrangement.contentSize.width > area.width + PixelGrid.epsilon
    {
      let others =
        arrangement.placement.isVertical ? 0 : (spec.imageSize?.width ?? 0) + arrangement.spacing
      frame.width = Swift.max(Swift.min(title.width, area.width - others), 0)
      truncated = frame.width < title.width
      titleFrame = frame
    }
    let values = TechniqueValues.configuration(
      imagePlacement: imagePlacement(spec.placement, direction), imagePadding: spec.spacing,
      contentInsets: contentInsets(spec.padding, direction))
    return TechniqueLayout(
      technique: .configuration, direction: direction, values: values, bounds: bounds,
      frames: LayoutFrames(
        contentRect: area, imageFrame: targets.image, titleFrame: titleFrame,
        intrinsicContentSize: arrangement.neededSize),
      titleTextFrame: titleFrame, titleTruncated: truncated, isModel: true)
  }
}
