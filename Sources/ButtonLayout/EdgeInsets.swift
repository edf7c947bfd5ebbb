/// Physical edge insets in points, in UIKit's order (top, left, bottom, right).
///
/// Legacy UIButton insets are physical: `left` stays left under right-to-left layout
/// (docs/layout-model.md section 1, step 5).
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
  /// Top inset, in points.
  public var top: Double
  /// Left inset, in points.
  public var left: Double
  /// Bottom inset, in points.
  public var bottom: Double
  /// Right inset, in points.
  public var right: Double

  /// Insets with these four values.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No insets.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Whether all four values are 0.
  public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
  /// `left + right`.
  public var horizontal: Double { left + right }
  /// `top + bottom`.
  public var vertical: Double { top + bottom }

  /// The four values as an array, in UIKit's order.
  public var values: [Double] { [top, left, bottom, right] }
}

/// Directional insets (`NSDirectionalEdgeInsets`): leading and trailing flip under RTL.
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable, Codable {
  /// Top inset, in points.
  public var top: Double
  /// Leading inset (left in LTR, right in RTL), in points.
  public var leading: Double
  /// Bottom inset, in points.
  public var bottom: Double
  /// Trailing inset (right in LTR, left in RTL), in points.
  public var trailing: Double

  /// Insets with these four values.
  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The physical insets these resolve to in a layout direction.
  public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}
