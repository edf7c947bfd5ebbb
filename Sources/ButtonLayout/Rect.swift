/// A rectangle in points, origin at the button's top-left corner, as `CGRect` holds it.
///
/// Kept flat (`x`, `y`, `width`, `height`) because that is the shape every output uses.
public struct Rect: Equatable, Hashable, Sendable, Codable {
  /// The origin's x, in points.
  public var x: Double
  /// The origin's y, in points.
  public var y: Double
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// A rect with this origin and size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// A rect at (`x`, `y`) of `size`.
  public init(origin x: Double, _ y: Double, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  /// The empty rect at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// Width × height.
  public var size: Size { Size(width: width, height: height) }
  /// The left edge.
  public var minX: Double { x }
  /// The top edge.
  public var minY: Double { y }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }

  /// The rect shrunk by `insets` (grown where an inset is negative), like `UIEdgeInsetsInsetRect`.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
