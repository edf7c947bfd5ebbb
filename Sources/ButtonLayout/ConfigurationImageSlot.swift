/// What takes the image's place in a configured button, the space it takes in the layout, and
/// where its view lies in that space (docs/layout-model.md, "The image's place in a
/// configuration").
///
/// A bitmap image takes its own size and its view is the image (section 2): it has no slot of
/// its own, and the layout is section 2's. Three things make the space differ from the view:
/// an SF Symbol, whose image view is larger than the image and stacks by less than its height
/// [measured]; the activity indicator, shown in place of the image [measured]; and
/// `imageReservation`, a length along the placement axis the image is centred in [UNVERIFIED,
/// Apple's description].
public struct ConfigurationImageSlot: Hashable, Sendable {
  /// What stands in the slot.
  public enum Content: String, Hashable, Sendable {
    /// A bitmap image: its view is the image.
    case image
    /// An SF Symbol: its image view is larger than the image.
    case symbol
    /// `showsActivityIndicator`: the indicator, in place of any image.
    case activityIndicator = "activity-indicator"
  }

  /// What stands in the slot.
  public let content: Content
  /// The space the slot takes in the layout: what stacks against the title, and what the gap
  /// between image and title is measured from.
  public let size: Size
  /// The view drawn in it: the image view, or the indicator.
  public let viewSize: Size
  /// How far the view's centre lies from the slot's centre, physical (down is positive).
  public let viewOffset: (x: Double, y: Double)

  /// The slot of `spec` with the image placed as `placement` says (physical, resolved), or
  /// `nil` when there is none to model: no image and no indicator, or a bitmap image without a
  /// reservation (section 2 lays it out as it is).
  public init?(_ spec: ButtonSpec, placement: Placement) {
    let grid = spec.grid
    var size: Size
    if spec.showsActivityIndicator {
      content = .activityIndicator
      viewSize = InferredRules.activityIndicatorSize(spec)
      size = viewSize
      viewOffset = (0, 0)
    } else if let image = spec.imageSize, let pointSize = spec.symbolPointSize {
      content = .symbol
      let view = spec.symbolImageViewSize ?? InferredRules.symbolImageView(image, pointSize, grid)
      viewSize = view
      size = Size(
        width: view.width, height: InferredRules.symbolLayoutHeight(image, pointSize, grid))
      viewOffset = (0, InferredRules.symbolViewOffsetY(pointSize))
    } else if let image = spec.imageSize, spec.imageReservation != nil {
      content = .image
      viewSize = image
      size = image
      viewOffset = (0, 0)
    } else {
      return nil
    }
    // imageReservation: at least that much along the placement axis, the view centred in it;
    // a larger image ignores it [UNVERIFIED].
    if let reservation = spec.imageReservation {
      if placement.isVertical {
        size.height = Swift.max(size.height, reservation)
      } else {
        size.width = Swift.max(size.width, reservation)
      }
    }
    self.size = size
  }

  /// The slot of `spec` in the configuration technique's layout in `direction`.
  public init?(_ spec: ButtonSpec, direction: LayoutDirection) {
    self.init(spec, placement: spec.placement.resolved(direction))
  }

  /// The view's frame in the slot's frame `slot`: centred on it, moved by `viewOffset`, each
  /// origin's offset from the slot's edge on the pixel grid as section 2 rounds centring
  /// (`InferredRules.configurationOffset`).
  public func viewFrame(in slot: Rect, grid: PixelGrid) -> Rect {
    Rect(
      x: slot.x
        + InferredRules.configurationOffset(
          (slot.width - viewSize.width) / 2 + viewOffset.x, grid: grid),
      y: slot.y
        + InferredRules.configurationOffset(
          (slot.height - viewSize.height) / 2 + viewOffset.y, grid: grid),
      width: viewSize.width, height: viewSize.height)
  }

  public static func == (a: Self, b: Self) -> Bool {
    a.content == b.content && a.size == b.size && a.viewSize == b.viewSize
      && a.viewOffset == b.viewOffset
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(content)
    hasher.combine(size)
    hasher.combine(viewSize)
    hasher.combine(viewOffset.x)
    hasher.combine(viewOffset.y)
  }
}

extension ConfigurationImageSlot {
  /// Puts the view into `layout`, whose image frame is the slot as section 2 placed it: the
  /// slot becomes `imageSlotFrame`, the view the image frame (an image or a symbol) or the
  /// activity indicator's frame (no image view shows beside it).
  func place(in layout: inout TechniqueLayout, grid: PixelGrid) {
    guard let slot = layout.frames.imageFrame else { return }
    let view = viewFrame(in: slot, grid: grid)
    layout.imageSlotFrame = slot
    switch content {
    case .image, .symbol:
      layout.frames.imageFrame = view
    case .activityIndicator:
      layout.frames.imageFrame = nil
      layout.frames.activityIndicatorFrame = view
    }
  }
}

extension ConfigurationImageSlot {
  /// `no-activity-indicator` on a legacy technique's layout of a button that shows an activity
  /// indicator: only `UIButton.Configuration` has one (`showsActivityIndicator`, iOS 15).
  static func diagnoseLegacy(_ layout: inout TechniqueLayout, _ spec: ButtonSpec) {
    guard spec.showsActivityIndicator, layout.technique.isLegacy else { return }
    layout.diagnostics.append(
      Diagnostic(
        .noActivityIndicator, .warning,
        "the button shows an activity indicator, which only UIButton.Configuration has (showsActivityIndicator): this technique lays it out without one"
      ))
  }
}
