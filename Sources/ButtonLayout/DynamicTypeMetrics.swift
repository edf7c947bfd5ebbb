/// `UIFontMetrics` for a text style: how UIKit scales a custom font or a length with the user's
/// content size category (docs/variants.md, "UIFontMetrics").
///
/// The factor is the style's *leading* at the category over its leading at Large (iOS 26's
/// effective leadings, `DynamicTypeTables.effectiveLeading`), not the ratio of point sizes: a
/// 17 pt font scaled like body is 48 pt at AX5 while the system body font is 53 pt.
public struct FontMetrics: Equatable, Hashable, Sendable {
  /// The text style whose leadings scale values.
  public var textStyle: TextStyle

  /// `UIFontMetrics(forTextStyle:)`.
  public init(forTextStyle textStyle: TextStyle) {
    self.textStyle = textStyle
  }

  /// `UIFontMetrics.default`: the body style's metrics.
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// leading(style, category) / leading(style, Large): 1 at Large.
  public func scaleFactor(for category: ContentSizeCategory) -> Double {
    DynamicTypeTables.effectiveLeading(textStyle, category)
      / DynamicTypeTables.effectiveLeading(textStyle, .default)
  }

  /// `value` × leading(category) / leading(Large), multiplied before dividing: a product that is
  /// mathematically a tie then stays one (footnote AX2 scales 11 to 20.1666…, 60.5 px at 3x,
  /// which the dump rounds up; dividing first lands a hair below).
  @inline(__always)
  func scaled(_ value: Double, _ category: ContentSizeCategory) -> Double {
    value * DynamicTypeTables.effectiveLeading(textStyle, category)
      / DynamicTypeTables.effectiveLeading(textStyle, .default)
  }

  /// `scaledValue(for:compatibleWith:)`: `value` × the factor, rounded to the pixel grid of
  /// `scale` (`VariantAssumptions.roundScaledValue`). Body 17 at AX5 @3x is 48; at M, 16.333.
  public func scaledValue(
    for value: Double, category: ContentSizeCategory, scale: Double,
    limits: ContentSizeLimits = .none
  ) -> Double {
    return VariantAssumptions.roundScaledValue(
      scaled(value, limits.apply(to: category)), scale: scale)
  }

  /// The point size of `scaledFont(for:maximumPointSize:compatibleWith:)` for a font of
  /// `pointSize` at Large: size × the factor rounded to a whole point, then at most
  /// `maximumPointSize` when that is greater than 0 (a plain `min`, as UIKit does). A tie goes
  /// away from zero, as every measured tie does but one (headline AX4, 11 pt: 25.5 measured as
  /// 25; see docs/variants.md).
  public func scaledFontSize(
    for pointSize: Double, category: ContentSizeCategory, maximumPointSize: Double = 0,
    limits: ContentSizeLimits = .none
  ) -> Double {
    let size = scaled(pointSize, limits.apply(to: category)).rounded()
    return maximumPointSize > 0 ? Swift.min(size, maximumPointSize) : size
  }
}

/// A view's `minimumContentSizeCategory` / `maximumContentSizeCategory` (iOS 15): the category the
/// view and its subviews see is clamped to them, so fonts and values are those of the limit.
public struct ContentSizeLimits: Equatable, Hashable, Sendable {
  /// `minimumContentSizeCategory`, or `nil` for none.
  public var minimum: ContentSizeCategory?
  /// `maximumContentSizeCategory`, or `nil` for none.
  public var maximum: ContentSizeCategory?

  /// Limits with these bounds (none by default).
  public init(minimum: ContentSizeCategory? = nil, maximum: ContentSizeCategory? = nil) {
    self.minimum = minimum
    self.maximum = maximum
  }

  /// No limit (`nil` for both, UIKit's default).
  public static let none = ContentSizeLimits()

  /// The category the view applies at `category`.
  public func apply(to category: ContentSizeCategory) -> ContentSizeCategory {
    category.clamped(minimum: minimum, maximum: maximum)
  }
}

extension DynamicTypeTables {
  /// The point size of `preferredFont(forTextStyle:)` in a view with `limits`: the style's size
  /// at the clamped category (UIKit takes the size at the maximum category as a maximum point
  /// size, which comes to the same). A navigation bar's items are capped at xxL: body at AX1 is
  /// 21 pt there.
  public static func preferredPointSize(
    _ style: TextStyle, _ category: ContentSizeCategory, limits: ContentSizeLimits = .none
  ) -> Double {
    pointSize(style, limits.apply(to: category))
  }
}
