/// `UIButton.Configuration`'s factory: the style a configuration starts from
/// (`UIButton.Configuration.filled()`…), as `--style` names it.
///
/// Measured on iOS 26.1 (docs/layout-model.md, "Corner radius" and "Configuration styles"):
/// every factory gives the same layout defaults (content insets 7,12,7,12, button size medium,
/// image padding 0, title padding 1, the title in the regular system font of 17 pt), and the
/// glass styles lay out as `filled` does. The configuration model sets the content insets
/// explicitly (from `--padding`), so a style changes no frame: it is not a layout input.
public enum ConfigurationStyle: String, CaseIterable, Hashable, Sendable {
  case plain, gray, tinted, filled, borderless, bordered, borderedTinted, borderedProminent
  case glass, prominentGlass, clearGlass, prominentClearGlass

  /// The Liquid Glass styles of iOS 26.
  public var isGlass: Bool {
    switch self {
    case .glass, .prominentGlass, .clearGlass, .prominentClearGlass: true
    default: false
    }
  }

  /// The iOS major version the factory first exists in: 15 (`UIButton.Configuration`), 26 for
  /// the glass styles.
  public var introducedIn: Int { isGlass ? 26 : 15 }

  /// The corner style the factory gives (`factoryDefaults` of the probe): `capsule` for the
  /// glass styles, `dynamic` for the others.
  public var defaultCornerStyle: CornerStyle { isGlass ? .capsule : .dynamic }

  /// Whether the style's background is the tint colour, solid (`filled`,
  /// `borderedProminent`) or as glass (`prominentGlass`, `prominentClearGlass`): its title is
  /// white.
  public var isProminent: Bool {
    switch self {
    case .filled, .borderedProminent, .prominentGlass, .prominentClearGlass: true
    default: false
    }
  }
}

/// `UIButton.Configuration.CornerStyle`: how the background's corners are rounded
/// (`CornerRadius` resolves the radius each gives).
public enum CornerStyle: String, CaseIterable, Hashable, Sendable {
  case fixed, dynamic, small, medium, large, capsule

  /// Whether the style reads the background's `cornerRadius` (`--corner-radius`): `fixed` and
  /// `dynamic` do; the others derive the radius from the height alone.
  public var usesRadius: Bool { self == .fixed || self == .dynamic }
}

/// The configuration's look as a button's inputs give it: the factory, the corner style and the
/// background's corner radius, each `nil` while not given (UIKit's default then).
public struct ConfigurationAppearance: Hashable, Sendable {
  public var style: ConfigurationStyle?
  public var cornerStyle: CornerStyle?
  /// `UIBackgroundConfiguration.cornerRadius`, in points.
  public var cornerRadius: Double?

  public init(
    style: ConfigurationStyle? = nil, cornerStyle: CornerStyle? = nil, cornerRadius: Double? = nil
  ) {
    self.style = style
    self.cornerStyle = cornerStyle
    self.cornerRadius = cornerRadius
  }

  /// Whether any of the three is given (else every output is what it was before them).
  public var isSet: Bool { style != nil || cornerStyle != nil || cornerRadius != nil }

  /// The corner style in effect: the one given, else the factory's (`plain`'s without a style).
  public var effectiveCornerStyle: CornerStyle {
    cornerStyle ?? (style ?? .plain).defaultCornerStyle
  }

  /// The button layer's `cornerRadius` at `height` on a button of `buttonSize`
  /// (`CornerRadius.resolved`).
  public func cornerRadius(height: Double, buttonSize: ConfigurationButtonSize = .medium)
    -> Double
  {
    CornerRadius.resolved(
      cornerStyle: effectiveCornerStyle, backgroundRadius: cornerRadius, height: height,
      buttonSize: buttonSize)
  }
}
