/// What was asked for, in one direction: the image+title group's size, the size the button
/// needs, and where each element belongs within given bounds.
///
/// The exact solver aims at these frames, the configuration model reproduces them with its own
/// rounding, and the diagnostics measure every technique against them.
public struct Arrangement: Hashable, Sendable {
  /// The inputs arranged.
  public let spec: ButtonSpec
  /// The direction the elements are arranged in.
  public let direction: LayoutDirection
  /// Whose sizing rules apply: the legacy button's (every technique that sets edge insets) or
  /// `UIButton.Configuration`'s.
  public let sizing: Sizing
  /// The physical placement (`leading`/`trailing` resolved).
  public let placement: Placement
  /// `image.size`, unclamped.
  public let image: Size?
  /// The title as the button sizes it, unconstrained: rounded as in section 1, step 4 for the
  /// legacy sizing, up to the pixel grid for a configuration (section 2); a configuration's
  /// title and subtitle as one stack (`SubtitleStack.size`).
  public let title: Size?
  /// The spacing that applies (zero unless there are both an image and a title).
  public let spacing: Double
  /// The image+title group: side by side or stacked, spacing included.
  public let contentSize: Size

  /// The two ways a button sizes its title and itself (docs/layout-model.md sections 1 and 2).
  public enum Sizing: Hashable, Sendable {
    /// A button without a configuration: the title rounded per iOS release (section 1, step 4),
    /// the intrinsic size rounded to the pixel (step 10).
    case legacy
    /// `UIButton.Configuration`: the title rounded up to the pixel grid, the intrinsic size the
    /// content plus `contentInsets`, not rounded further (section 2) [measured].
    case configuration
  }

  /// The arrangement of `spec` in `direction`, with the title sized as `sizing` says.
  public init(_ spec: ButtonSpec, direction: LayoutDirection, sizing: Sizing = .legacy) {
    self.spec = spec
    self.direction = direction
    self.sizing = sizing
    placement = spec.placement.resolved(direction)
    // A configuration stacks what takes the image's place by its slot (a symbol, the activity
    // indicator, a reservation), a bitmap image by its size.
    image =
      sizing == .configuration
      ? ConfigurationImageSlot(spec, placement: placement)?.size ?? spec.imageSize
      : spec.imageSize
    switch sizing {
    case .legacy: title = spec.roundedTitleSize
    case .configuration: title = SubtitleStack.size(spec)
    }
    let both = image != nil && title != nil
    spacing = both ? spec.spacing : 0
    let i = image ?? .zero
    let t = title ?? .zero
    if placement.isVertical {
      contentSize = Size(
        width: Swift.max(i.width, t.width), height: i.height + spacing + t.height)
    } else {
      contentSize = Size(
        width: i.width + spacing + t.width, height: Swift.max(i.height, t.height))
    }
  }

  /// The arrangement a technique's layout is measured against: the configuration's sizing for
  /// `configuration`, the legacy one for the others.
  public init(_ spec: ButtonSpec, direction: LayoutDirection, technique: Technique) {
    self.init(
      spec, direction: direction, sizing: technique == .configuration ? .configuration : .legacy)
  }

  /// Content plus padding: the intrinsic size the button should report. The legacy button rounds
  /// it to the pixel (section 1, step 10); a configuration reports it as is (section 2).
  public var neededSize: Size {
    let size = Size(
      width: contentSize.width + spec.padding.horizontal,
      height: contentSize.height + spec.padding.vertical)
    switch sizing {
    case .legacy: return InferredRules.roundIntrinsicSize(size, grid: spec.grid)
    case .configuration: return size
    }
  }

  /// The button's bounds: the fixed size, or what it needs.
  public var bounds: Size { spec.size.fixedSize ?? neededSize }

  /// The padded area the group is aligned in.
  public func paddedArea(_ bounds: Size) -> Rect {
    Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).inset(by: spec.padding)
  }

  /// The horizontal alignment that applies (leading/trailing resolved; fill centres the group).
  public var horizontalAlignment: HorizontalAlignment {
    let resolved = spec.horizontalAlignment.resolved(direction)
    return resolved == .fill ? .center : resolved
  }

  /// The vertical alignment that applies (fill centres the group).
  public var verticalAlignment: VerticalAlignment {
    spec.verticalAlignment == .fill ? .center : spec.verticalAlignment
  }

  var horizontalAnchor: Int {
    switch horizontalAlignment {
    case .left: -1
    case .right: 1
    default: 0
    }
  }

  var verticalAnchor: Int {
    switch verticalAlignment {
    case .top: -1
    case .bottom: 1
    default: 0
    }
  }

  /// The gap a device shows between image and title along the placement axis, in the order
  /// asked (negative when they overlap or swapped sides); `nil` without both.
  public func gap(image: Rect?, title: Rect?) -> Double? {
    guard let image, let title else { return nil }
    switch placement {
    case .top: return title.minY - image.maxY
    case .bottom: return image.minY - title.maxY
    case .left, .leading: return title.minX - image.maxX
    case .right, .trailing: return image.minX - title.maxX
    }
  }
}
