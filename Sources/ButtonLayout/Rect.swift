/// A rectangle in points, origin at the button's top-left corner, as `CGRect` holds it.
///
/// Kept flat (`x`, `y`, `width`, `height`) because that is the shape every output uses.
public struct Rect: Equatable, Hashable, Sendable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public init(origin x: Double, _ y: Double, size: Size) {
    self.init(x: x, y: y, width: size.width, height: size.height)
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var size: Size { Size(width: width, height: height) }
  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }

  /// The rect shrunk by `insets` (grown where an inset is negative), like `UIEdgeInsetsInsetRect`.
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: width - insets.left - insets.right,
      height: height - insets.top - insets.bottom)
  }
}
