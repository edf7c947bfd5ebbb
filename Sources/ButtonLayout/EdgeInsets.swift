/// Physical edge insets in points, in UIKit's order (top, left, bottom, right).
///
/// Legacy UIButton insets are physical: `left` stays left under right-to-left layout
/// (docs/layout-model.md section 1, step 5).
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
  public var horizontal: Double { left + right }
  public var vertical: Double { top + bottom }

  /// The four values as an array, in UIKit's order.
  public var values: [Double] { [top, left, bottom, right] }
}

/// Directional insets (`NSDirectionalEdgeInsets`): leading and trailing flip under RTL.
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable, Codable {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The physical insets these resolve to in a layout direction.
  public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight: EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }
}
