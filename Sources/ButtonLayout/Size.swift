/// A width and a height in points, as `CGSize` holds them.
public struct Size: Equatable, Hashable, Sendable, Codable {
  /// The width, in points.
  public var width: Double
  /// The height, in points.
  public var height: Double

  /// A size of `width` × `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// 0 × 0.
  public static let zero = Size(width: 0, height: 0)
}
