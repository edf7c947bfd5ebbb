/// The `layer.cornerRadius` a `UIButton.Configuration` gives a button, from its corner style,
/// its background's `cornerRadius` and the button's height, as measured on iOS 26.1
/// (OpenUIKit's buttonconfigprobe, `uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json`,
/// key `cornerStyles`; docs/layout-model.md, "Corner radius"). The radius lives on the button's
/// layer; the background view inside it has none.
///
/// | corner style | radius at height h | source |
/// |---|---|---|
/// | `capsule` | h / 2 | [measured] 10, 14, 17, 22, 30 at h 20, 28, 34, 44, 60 |
/// | `large` | h / 4 | [measured] 5, 7, 8.5, 11, 15 |
/// | `medium` | 0.175 h | [measured] 3.5, 4.9, 5.95, 7.7, 10.5 |
/// | `small` | h / 8 | [measured] 2.5, 3.5, 4.25, 5.5, 7.5 |
/// | `fixed` | the background's radius (5.95 unless given) | [measured] 5.95 at every height |
/// | `dynamic` | min(the background's radius (17 unless given), h / 2) | [measured] 10, 14, 17, 17, 17 |
/// | `dynamic`, a large button without a radius | h / 2 | [inferred] 25.167 at h 50.333 |
///
/// A radius given to `capsule`, `small`, `medium` or `large` is ignored (measured at h 44 for
/// `capsule`, `medium` and `large`: the same corner pixels as without it). That `fixed` and
/// `dynamic` use a given radius is [inferred] from the corner pixels of a radius of 6 at h 44
/// (those of 5.95), and that `dynamic` scales with Dynamic Type is not modelled: the radius is
/// the default content size's.
public enum CornerRadius {
  /// The background's `cornerRadius` after the corner style is set, unless one is given:
  /// 17 for `dynamic` (every non-glass factory's default), 5.95 for the others ([measured]
  /// `cornerStyles.*.hN.backgroundCornerRadius`; 5.95 is `medium`'s 0.175 × 34).
  public static func defaultBackgroundRadius(_ cornerStyle: CornerStyle) -> Double {
    cornerStyle == .dynamic ? 17 : 5.95
  }

  /// Whether a `dynamic` corner without a given radius is half the height whatever it is: a
  /// large button's ([inferred] from `buttonSizes.large.topLeftCorner`, whose corner at h 50.333
  /// is that of a radius of h / 2, not 17; the radius itself was not dumped).
  public static func dynamicIsHalfTheHeight(_ size: ConfigurationButtonSize) -> Bool {
    size == .large
  }

  /// The layer's corner radius at `height` points, for `cornerStyle` with the background's
  /// radius `backgroundRadius` (`nil`: the default the corner style gives) on a button of
  /// `buttonSize` (the 17 of `dynamic` is medium's, measured; mini's and small's agree at their
  /// height, 28).
  public static func resolved(
    cornerStyle: CornerStyle, backgroundRadius: Double?, height: Double,
    buttonSize: ConfigurationButtonSize = .medium
  ) -> Double {
    let h = Swift.max(height, 0)
    if cornerStyle == .dynamic, backgroundRadius == nil, dynamicIsHalfTheHeight(buttonSize) {
      return h / 2
    }
    let radius = backgroundRadius ?? defaultBackgroundRadius(cornerStyle)
    switch cornerStyle {
    case .capsule: return h / 2
    case .large: return h / 4
    case .medium: return h * 7 / 40  // 0.175 h, exact for whole heights
    case .small: return h / 8
    case .fixed: return radius
    case .dynamic: return Swift.min(radius, h / 2)
    }
  }
}
