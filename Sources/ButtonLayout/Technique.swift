/// A way to make UIKit place image and title (docs/cli.md, "Comparing techniques").
public enum Technique: String, CaseIterable, Hashable, Sendable, Codable {
  /// Our solver: insets on the pixel grid that give exactly what was asked.
  case exact
  /// `UIButton.Configuration` (iOS 15+), frames from the model of docs/layout-model.md section 2.
  case configuration
  /// The common edge-insets category: `layoutButtonWithEdgeInsetsStyle:imageTitleSpace:`.
  case edgeInsets = "edge-insets"
  /// The content-insets recipe: four `…AlignmentWithSpace:` methods.
  case contentInsets = "content-insets"
  /// The `UIButton (TTAdd)` category that swizzles `layoutSubviews`.
  case layoutSubviews = "layout-subviews"
  /// The button's own legacy insets as given (`ButtonSpec.givenInsets`): the layout the app has
  /// now. Only a button with given insets has it (`techniques(for:)`).
  case insets

  /// The techniques laid out for `spec`, in declaration order: every one, but `insets` only when
  /// the spec has given insets.
  public static func techniques(for spec: ButtonSpec) -> [Technique] {
    spec.givenInsets == nil ? allCases.filter { $0 != .insets } : allCases
  }

  /// Whether the technique sets legacy edge insets (and is ignored under a configuration).
  public var isLegacy: Bool { self != .configuration }
}

/// `UIButton.Configuration.imagePlacement` (`NSDirectionalRectEdge`).
public enum ConfigurationPlacement: String, CaseIterable, Hashable, Sendable, Codable {
  /// `NSDirectionalRectEdge.top`, `.bottom`, `.leading`, `.trailing`.
  case top, bottom, leading, trailing
}

/// The layout-subviews category's `UIButtonImagePosition`: `Top = 1000`, `Right = 1001`,
/// `Bottom = 1002`; anything else, including never set, takes the Left branch.
public enum Seed000Position: String, CaseIterable, Hashable, Sendable, Codable {
  /// `UIButtonImagePositionTop`, `…Right`, `…Bottom`.
  case top, right, bottom
  /// Never set: the category takes its Left branch.
  case notSet = "not-set"

  /// How outputs show a placement that is left unset (`imagePlacement` or
  /// `buttonImagePosition` of a button without both an image and a title).
  package static let notSetText = "not set (no image and title to place)"

  /// `top (1000)`, or `notSetText` for a position left unset.
  package static func text(_ position: Seed000Position?) -> String {
    position.map { "\($0.rawValue) (\($0.rawNumber))" } ?? notSetText
  }

  /// The value the category stores (`0` when never set).
  public var rawNumber: Int {
    switch self {
    case .top: 1000
    case .right: 1001
    case .bottom: 1002
    case .notSet: 0
    }
  }
}

/// What a technique tells you to set on the button.
public enum TechniqueValues: Hashable, Sendable {
  /// `imageEdgeInsets`, `titleEdgeInsets`, `contentEdgeInsets`.
  case legacy(image: EdgeInsets, title: EdgeInsets, content: EdgeInsets)
  /// `imagePlacement`, `imagePadding`, `contentInsets`. A button without both an image and a
  /// title has nothing to place one against the other: no placement (`nil`, left unset) and a
  /// padding of 0.
  case configuration(
    imagePlacement: ConfigurationPlacement?, imagePadding: Double,
    contentInsets: DirectionalEdgeInsets)
  /// The layout-subviews category: its two properties, the content insets it leaves alone, and the
  /// frames it assigns in `layoutSubviews`. Without both an image and a title the position is
  /// `nil` (never set) and the margin 0.
  case frames(
    position: Seed000Position?, margin: Double, contentEdgeInsets: EdgeInsets, imageFrame: Rect?,
    titleFrame: Rect?)
}

/// The four things a device shows, as the output contract names them.
public struct LayoutFrames: Hashable, Sendable {
  /// `contentRectForBounds:`.
  public var contentRect: Rect
  /// `imageView.frame`, or `nil` without an image.
  public var imageFrame: Rect?
  /// `titleLabel.frame`, or `nil` without a title.
  public var titleFrame: Rect?
  /// `intrinsicContentSize`.
  public var intrinsicContentSize: Size
  // Issue 28 (D): the activity indicator.
  /// The configuration's activity indicator (`showsActivityIndicator`), or `nil` without one.
  /// Computed with the layout, not stored: a stored layout's is recomputed from the inputs.
  public var activityIndicatorFrame: Rect? = nil
  /// Issue 28 (subtitle): the subtitle label's frame (a configuration's), or `nil` without one.
  public var subtitleFrame: Rect? = nil

  /// Frames with these values.
  public init(contentRect: Rect, imageFrame: Rect?, titleFrame: Rect?, intrinsicContentSize: Size) {
    self.contentRect = contentRect
    self.imageFrame = imageFrame
    self.titleFrame = titleFrame
    self.intrinsicContentSize = intrinsicContentSize
  }
}

/// One technique's layout of a button in one direction: the values to set, what a device shows,
/// and what is wrong with it.
public struct TechniqueLayout: Hashable, Sendable {
  /// The technique laid out.
  public var technique: Technique
  /// The direction laid out in.
  public var direction: LayoutDirection
  /// What to set on the button to get this layout.
  public var values: TechniqueValues
  /// The bounds the frames were computed in (the intrinsic size for `fit`).
  public var bounds: Size
  /// What a device shows.
  public var frames: LayoutFrames
  /// Where the visible title text lies; differs from `frames.titleFrame` when a label is wider
  /// than its text (the layout-subviews category widens it to the button and centres the text).
  public var titleTextFrame: Rect?
  /// The title shows fewer characters than it has (a device would show an ellipsis).
  public var titleTruncated: Bool
  /// The image view is smaller than the image (the image is squeezed).
  public var imageClamped: Bool
  /// The measured distance between image and title, or `nil` without both.
  public var gap: Double?
  /// What a device would get wrong, measured from the frames (`Diagnose`).
  public var diagnostics: [Diagnostic]
  /// Frames come from the configuration model (section 2), not the legacy simulation.
  public var isModel: Bool
  // Issue 28 (D): the image's place in a configuration.
  /// The space what takes the image's place stacks by (`ConfigurationImageSlot`), when it is
  /// not the image view (a symbol, the activity indicator, a reservation); `nil` otherwise. The
  /// gap and the content's position are measured from it. Computed with the layout, not stored.
  public var imageSlotFrame: Rect? = nil
  // Issue 28 (lines): the lines of a wrapped title, or `nil` for a title on one line.
  /// The title's lines, top to bottom, when it wraps (`TitleWrapping`); `nil` otherwise.
  public var titleLines: [TitleLine]? = nil

  /// A layout with these values; the engine builds them (`LayoutEngine`).
  public init(
    technique: Technique, direction: LayoutDirection, values: TechniqueValues, bounds: Size,
    frames: LayoutFrames, titleTextFrame: Rect?, titleTruncated: Bool = false,
    imageClamped: Bool = false, gap: Double? = nil, diagnostics: [Diagnostic] = [],
    isModel: Bool = false
  ) {
    self.titleTruncated = titleTruncated
    self.imageClamped = imageClamped
    self.technique = technique
    self.direction = direction
    self.values = values
    self.bounds = bounds
    self.frames = frames
    self.titleTextFrame = titleTextFrame
    self.gap = gap
    self.diagnostics = diagnostics
    self.isModel = isModel
  }

  /// The worst severity among the diagnostics, or `nil` when there are none.
  public var worstSeverity: Diagnostic.Severity? { Diagnostic.worstSeverity(of: diagnostics) }
}
