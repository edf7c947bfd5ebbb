/// The `configuration` technique: `UIButton.Configuration`'s `imagePlacement`, `imagePadding`
/// and `contentInsets`, with frames from docs/layout-model.md section 2.
///
/// Measured on iOS 26.1 [measured]: the title is rounded up to the pixel grid, the intrinsic size
/// is the content plus `contentInsets` (not rounded, insets not snapped), `imagePadding` lies
/// exactly between image and title, and centring puts the offset from the inset edge on the pixel
/// grid with a half-pixel tie going toward the smaller coordinate. What is not measured (how
/// other fractions round, alignments other than centre, images) is in `InferredRules`, and every
/// output labels these frames a model.
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

  /// The values a configured button is given in `direction`. `imagePlacement` and
  /// `imagePadding` place the image against the title: with only one of them there is nothing
  /// to place, so the placement is left unset (`nil`) and the padding is 0 (the model lays a
  /// single element out without either, so the frames are the same).
  public static func values(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueValues {
    let both = spec.hasImageAndTitle || (spec.showsActivityIndicator && spec.titleSize != nil)
    return .configuration(
      imagePlacement: both ? imagePlacement(spec.placement, direction) : nil,
      imagePadding: both ? spec.spacing : 0, contentInsets: contentInsets(spec.padding, direction))
  }

  /// The title label's size in a configured button: the text's size rounded up to the pixel
  /// grid in each dimension (`ceilS`), not to whole points as the legacy button's label is
  /// (section 2) [measured: 17 pt "Configure" is 75 × 20.333 at 3x, 75 × 20.5 at 2x].
  public static func titleSize(_ spec: ButtonSpec) -> Size? {
    let grid = spec.grid
    return spec.titleSize.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) }
  }

  static func layout(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueLayout {
    let arrangement = Arrangement(spec, direction: direction, sizing: .configuration)
    let bounds = arrangement.bounds
    let area = arrangement.paddedArea(bounds)
    let placed = place(arrangement, in: area)
    // Content wider than the inset bounds squeezes the title first.
    var titleFrame = placed.title
    var imageFrame = placed.image
    var truncated = false
    if var frame = titleFrame, let title = arrangement.title,
      arrangement.contentSize.width > area.width + PixelGrid.epsilon
    {
      let others =
        arrangement.placement.isVertical ? 0 : (arrangement.image?.width ?? 0) + arrangement.spacing
      frame.width = Swift.max(Swift.min(title.width, area.width - others), 0)
      truncated = frame.width < title.width
      titleFrame = frame
      // Issue 28 (lines): the squeezed label is placed as it is [measured].
      (imageFrame, titleFrame) = TitleWrapping.squeezed(spec, direction, area, width: frame.width)
    }
    var frames = LayoutFrames(
      contentRect: area, imageFrame: imageFrame, titleFrame: titleFrame,
      intrinsicContentSize: arrangement.neededSize)
    // A subtitle: the placed title is the stack of both labels.
    if let stack = titleFrame, let labels = SubtitleStack.frames(in: stack, spec, direction) {
      frames.titleFrame = labels.title
      frames.subtitleFrame = labels.subtitle
      truncated = labels.title.width < (titleSize(spec)?.width ?? 0)
    }
    var layout = TechniqueLayout(
      technique: .configuration, direction: direction, values: values(spec, direction),
      bounds: bounds, frames: frames, titleTextFrame: frames.titleFrame,
      titleTruncated: truncated, isModel: true)
    ConfigurationImageSlot(spec, placement: arrangement.placement)?.place(
      in: &layout, grid: spec.grid)
    return layout
  }

  /// Image and title in `area` (the bounds inset by `contentInsets`): one after the other along
  /// the placement's axis with exactly `imagePadding` between them, the narrower centred on the
  /// wider across it, the whole aligned in `area`. Only the offsets from the area's edges go to
  /// the pixel grid (`InferredRules.configurationOffset`): the insets, the padding and the sizes
  /// are used as they are.
  static func place(_ arrangement: Arrangement, in area: Rect) -> (image: Rect?, title: Rect?) {
    let grid = arrangement.spec.grid
    let image = arrangement.image
    let title = arrangement.title
    let i = image ?? .zero
    let t = title ?? .zero
    let placement = arrangement.placement
    let vertical = placement.isVertical
    let alignment = InferredRules.configurationAlignment(arrangement)
    func offset(_ leftover: Double, _ anchor: Int) -> Double {
      switch anchor {
      case -1: 0
      case 1: InferredRules.configurationOffset(leftover, grid: grid)
      default: InferredRules.configurationOffset(leftover / 2, grid: grid)
      }
    }
    let mainAnchor = vertical ? alignment.vertical : alignment.horizontal
    let crossAnchor = vertical ? alignment.horizontal : alignment.vertical
    // Along the placement axis: the first element (top or left), the padding, the second.
    let imageFirst = placement == .top || placement == .left
    let imageMain = vertical ? i.height : i.width
    let titleMain = vertical ? t.height : t.width
    let firstLength = imageFirst ? imageMain : titleMain
    let both = image != nil && title != nil
    let extent =
      both ? imageMain + arrangement.spacing + titleMain : Swift.max(imageMain, titleMain)
    let mainMin = vertical ? area.y : area.x
    let mainAvailable = vertical ? area.height : area.width
    let mainStart = mainMin + offset(mainAvailable - extent, mainAnchor)
    let secondStart = mainStart + (both ? firstLength + arrangement.spacing : 0)
    let imageAlong = imageFirst ? mainStart : secondStart
    let titleAlong = imageFirst ? secondStart : mainStart
    // Across it: the wider element aligned, the narrower centred on it.
    let imageCross = vertical ? i.width : i.height
    let titleCross = vertical ? t.width : t.height
    let crossExtent = Swift.max(imageCross, titleCross)
    let crossMin = vertical ? area.x : area.y
    let crossAvailable = vertical ? area.width : area.height
    let crossStart = crossMin + offset(crossAvailable - crossExtent, crossAnchor)
    let imageAcross = crossStart + offset(crossExtent - imageCross, 0)
    let titleAcross = crossStart + offset(crossExtent - titleCross, 0)
    func rect(along: Double, across: Double, _ size: Size) -> Rect {
      vertical ? Rect(origin: across, along, size: size) : Rect(origin: along, across, size: size)
    }
    return (
      image.map { rect(along: imageAlong, across: imageAcross, $0) },
      title.map { rect(along: titleAlong, across: titleAcross, $0) }
    )
  }
}
