/// Where the image sits relative to the title (`--placement`).
///
/// `left`/`right` are physical; `leading`/`trailing` follow the layout direction.
public enum Placement: String, CaseIterable, Hashable, Sendable, Codable {
  /// The image on that side of the title.
  case top, bottom, left, right, leading, trailing

  /// The physical placement in a layout direction (`leading` is left in LTR, right in RTL).
  public func resolved(_ direction: LayoutDirection) -> Placement {
    switch (self, direction) {
    case (.leading, .leftToRight), (.trailing, .rightToLeft): .left
    case (.trailing, .leftToRight), (.leading, .rightToLeft): .right
    default: self
    }
  }

  /// Image and title stacked vertically (top, bottom) rather than side by side.
  public var isVertical: Bool { self == .top || self == .bottom }
}

/// The layout directions a style is laid out for.
///
/// `auto` (the default when a strings file is given): each locale in its own
/// direction; the base layouts in the source language's (`ButtonSpec.autoDirection`, which the
/// catalog measures from the strings file; LTR when unknown).
public enum DirectionChoice: String, CaseIterable, Hashable, Sendable, Codable {
  /// Left to right, right to left, both, or each locale's own direction.
  case ltr, rtl, both, auto

  /// The directions laid out; `auto` without a known source language is LTR
  /// (`ButtonSpec.directions` knows the source language's).
  public var directions: [LayoutDirection] { directions(auto: .leftToRight) }

  /// The directions laid out, `auto` being `source` (the source language's direction).
  public func directions(auto source: LayoutDirection) -> [LayoutDirection] {
    switch self {
    case .ltr: [.leftToRight]
    case .rtl: [.rightToLeft]
    case .both: [.leftToRight, .rightToLeft]
    // Constant literals, not `[source]`: they are made once, not each time (every layout of
    // every variant asks).
    case .auto: source == .leftToRight ? [.leftToRight] : [.rightToLeft]
    }
  }
}

/// A button's size: fixed bounds, or `fit` (its intrinsic content size, as Auto Layout sizes it).
public enum ButtonSize: Hashable, Sendable {
  /// Its intrinsic content size.
  case fit
  /// These bounds, in points.
  case fixed(Size)

  /// The fixed size, or `nil` for `fit`.
  public var fixedSize: Size? {
    if case .fixed(let size) = self { return size }
    return nil
  }
}
