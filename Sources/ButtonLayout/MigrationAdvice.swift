// PLACEHOLDER until the migration advisor lands (issue 27, item 6): the API the scan is
// written against. `MigrationAdvisor.advice` traps; nothing calls it on `main` yet.

/// What a legacy button's edge insets were meant to give, what they give today, and the
/// `UIButton.Configuration` values that give what was meant, with how far each subview moves.
public struct MigrationAdvice: Hashable, Sendable {
  /// The button as its insets meant it: placement, spacing (`imagePadding`), padding
  /// (`contentInsets`), alignment, and the legacy button's bounds, scale, iOS and direction.
  public var intent: ButtonSpec
  /// Today's layout: UIKit's legacy layout of the insets as given (`LegacySimulator`).
  public var legacy: LegacyLayout
  /// What is wrong with today's layout, measured against `intent` (off-center,
  /// spacing-mismatch, title-truncated, content-overflow, small-hit-target…).
  public var legacyDiagnostics: [Diagnostic]
  /// The configuration technique's layout of `intent` in the same bounds; its `values` are the
  /// `imagePlacement`, `imagePadding` and `contentInsets` to set.
  public var configuration: TechniqueLayout
  /// `UIButton.Configuration.titleAlignment`: `automatic`, `leading`, `center`, `trailing`.
  public var titleAlignment: String
  /// `UIButton.Configuration.buttonSize` the values are written for.
  public var buttonSize: ConfigurationButtonSize
  /// How far each subview moves from today's frame to the configuration's.
  public var residual: MigrationResidual

  /// Advice with these parts.
  public init(
    intent: ButtonSpec, legacy: LegacyLayout, legacyDiagnostics: [Diagnostic],
    configuration: TechniqueLayout, titleAlignment: String, buttonSize: ConfigurationButtonSize,
    residual: MigrationResidual
  ) {
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
/// in device pixels (points × scale); 0 when they are the same, `nil` when the button has no
/// such subview.
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

  /// Nothing moves.
  public var isExact: Bool { (image ?? 0) == 0 && (title ?? 0) == 0 && intrinsicSize == 0 }
}

/// Reads what a legacy button's insets were meant to give and advises the configuration.
public enum MigrationAdvisor {
  /// The advice for `button` (its bounds, sizes, insets, alignment, direction, scale and iOS).
  public static func advice(for button: LegacyButton) -> MigrationAdvice {
    fatalError("MigrationAdvisor.advice: not written yet")
  }
}
