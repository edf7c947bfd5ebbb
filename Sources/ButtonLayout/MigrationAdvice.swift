/// What a legacy button's edge insets were meant to give, what they give today, and the
/// `UIButton.Configuration` values that give what was meant, with how far each subview moves.
public struct MigrationAdvice: Hashable, Sendable {
  /// The button as its insets meant it: placement, spacing (`imagePadding`), padding
  /// (`contentInsets`), alignment, and the legacy button's bounds, scale, iOS and direction.
  public var intent: ButtonSpec
  /// Today's layout: UIKit's legacy layout of the insets as given (`LegacySimulator`).
  public var legacy: LegacyLayout
  /// What is wrong with today's layout, measured against `intent` (off-center,
  /// spacing-mismatch, title-truncated, content-overflow, intrinsic-size-mismatch, off-pixel,
  /// small-hit-target; never ignored-with-configuration: the button has no configuration).
  public var legacyDiagnostics: [Diagnostic]
  /// The configuration technique's layout of `intent` in the same bounds (a `fit` button at the
  /// configuration's own intrinsic size); its `values` are the `imagePlacement`, `imagePadding`
  /// and `contentInsets` to set, its diagnostics the configuration's own (`requires-ios-15` for
  /// a button whose iOS is older).
  public var configuration: TechniqueLayout
  /// `UIButton.Configuration.titleAlignment`: `automatic`, `leading`, `center`, `trailing`.
  public var titleAlignment: String
  /// `UIButton.Configuration.buttonSize` the values are written for.
  public var buttonSize: ConfigurationButtonSize
  /// How far each subview moves from today's frame to the configuration's.
  public var residual: MigrationResidual
  /// How the insets were read: a recipe recognised, the plain order, or their geometry
  /// (`geometric` when advice is built without saying).
  public var reading: InsetsReading

  /// Advice with these parts.
  public init(
    intent: ButtonSpec, legacy: LegacyLayout, legacyDiagnostics: [Diagnostic],
    configuration: TechniqueLayout, titleAlignment: String, buttonSize: ConfigurationButtonSize,
    residual: MigrationResidual, reading: InsetsReading = .geometric
  ) {
    self.reading = reading
    self.intent = intent
    self.legacy = legacy
    self.legacyDiagnostics = legacyDiagnostics
    self.configuration = configuration
    self.titleAlignment = titleAlignment
    self.buttonSize = buttonSize
    self.residual = residual
  }
}

/// Per subview, the largest difference between two layouts' frames over x, y, width and height,
/// in device pixels (points × scale), rounded to a thousandth of a pixel (so floating-point noise
/// reads 0); 0 when they are the same, `nil` when the button has no such subview. The intent has
/// the legacy button's image and title, so a subview is in both layouts or in neither; were it in
/// one only, the other would count as a zero rect at the origin.
public struct MigrationResidual: Hashable, Sendable {
  /// `imageView.frame`.
  public var image: Double?
  /// `titleLabel.frame`.
  public var title: Double?
  /// `intrinsicContentSize` (width and height).
  public var intrinsicSize: Double

  /// A residual with these values.
  public init(image: Double?, title: Double?, intrinsicSize: Double) {
    self.image = image
    self.title = title
    self.intrinsicSize = intrinsicSize
  }

  /// The residual from `legacy` to `configuration`, each frame in its own bounds (a `fit`
  /// button's bounds are each layout's intrinsic size).
  public init(legacy: LayoutFrames, configuration: LayoutFrames, scale: Double) {
    func pixels(_ values: [Double]) -> Double {
      ((values.map(Swift.abs).max() ?? 0) * scale * 1000).rounded() / 1000
    }
    func residual(_ a: Rect?, _ b: Rect?) -> Double? {
      guard a != nil || b != nil else { return nil }
      let a = a ?? .zero
      let b = b ?? .zero
      return pixels([a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height])
    }
    let i = legacy.intrinsicContentSize
    let c = configuration.intrinsicContentSize
    self.init(
      image: residual(legacy.imageFrame, configuration.imageFrame),
      title: residual(legacy.titleFrame, configuration.titleFrame),
      intrinsicSize: pixels([i.width - c.width, i.height - c.height]))
  }

  /// Nothing moves.
  public var isExact: Bool { (image ?? 0) == 0 && (title ?? 0) == 0 && intrinsicSize == 0 }
}

/// Reads what a legacy button's insets were meant to give and advises the configuration
/// (docs/layout-model.md, "Migrating legacy insets to UIButton.Configuration").
///
/// Pure, like the rest of the engine: the intent is `MigrationIntent`'s reading, today's layout
/// the `LegacySimulator`'s, the configuration's the `ConfigurationModel`'s in the same bounds.
///
/// ```swift
/// let button = LegacyButton(
///   bounds: Size(width: 100, height: 44), imageSize: Size(width: 20, height: 20),
///   titleSize: Size(width: 41, height: 20),
///   imageEdgeInsets: EdgeInsets(top: 0, left: -4, bottom: 0, right: 4),
///   titleEdgeInsets: EdgeInsets(top: 0, left: 4, bottom: 0, right: -4))
/// let advice = MigrationAdvisor.advice(for: button)
/// print(advice.configuration.values, advice.residual)  // imagePadding 8; the title moves 1 px
/// ```
public enum MigrationAdvisor {
  /// The advice for `button` (its bounds, sizes, insets, alignment, direction, scale and iOS).
  public static func advice(for button: LegacyButton) -> MigrationAdvice {
    let (intent, reading) = MigrationIntent.read(button)
    let legacy = LegacySimulator.layout(button)
    let configuration = LayoutEngine.layout(intent, .configuration, button.direction)
    return MigrationAdvice(
      intent: intent, legacy: legacy,
      legacyDiagnostics: diagnostics(button, legacy, intent: intent),
      configuration: configuration,
      titleAlignment: ConfigurationTitleAlignment(button.horizontalAlignment, button.direction)
        .rawValue,
      buttonSize: intent.configurationButtonSize,
      residual: MigrationResidual(
        legacy: LegacyTechnique.frames(legacy), configuration: configuration.frames,
        scale: button.scale),
      reading: reading)
  }

  /// What is wrong with today's layout measured against the intent, as `Diagnose` measures a
  /// technique (off-center, spacing-mismatch, title-truncated, content-overflow,
  /// intrinsic-size-mismatch, off-pixel, small-hit-target).
  ///
  /// The technique only labels the layout. `Diagnose.measure` reads it for three findings:
  /// `global-side-effect` (layout-subviews), `requires-ios-15` (configuration) and
  /// `ignored-with-configuration` (every legacy technique from iOS 15), which is dropped here: a
  /// legacy button has no configuration, and the scan reports that finding for the buttons that
  /// have one. The layout is labelled `insets`: the technique of insets as given.
  static func diagnostics(_ button: LegacyButton, _ legacy: LegacyLayout, intent: ButtonSpec)
    -> [Diagnostic]
  {
    var layout = LegacyTechnique.result(
      .insets, button.direction, image: button.imageEdgeInsets,
      title: button.titleEdgeInsets, content: button.contentEdgeInsets, legacy)
    Diagnose.measure(&layout, Arrangement(intent, direction: button.direction, sizing: .legacy))
    return layout.diagnostics.filter { $0.code != .ignoredWithConfiguration }
  }
}
