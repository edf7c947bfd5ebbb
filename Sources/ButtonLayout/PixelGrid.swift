/// The pixel grid of a screen scale, with UIKit's three snapping functions.
///
/// docs/layout-model.md (pixel grid): `floorS(v) = floor(v*s + 1e-9)/s`, `ceilS(v) = ceil(v*s -
/// 1e-9)/s`, `roundS(v) = sign(v) * floor(|v|*s + 0.5 + 1e-9)/s`. The epsilon keeps a value already
/// on the grid from moving and makes an exact half-pixel tie round away from zero despite
/// floating-point noise.
public struct PixelGrid: Equatable, Hashable, Sendable {
  /// The tolerance the model adds before snapping.
  public static let epsilon = 1e-9

  /// The screen scale: 1, 2 or 3.
  public let scale: Double

  /// The grid of a screen scale (1, 2 or 3).
  public init(scale: Double) {
    self.scale = scale
  }

  /// One pixel, in points.
  public var pixel: Double { 1 / scale }

  /// `floorS(v)`: down to the grid.
  @inline(__always)
  public func floor(_ v: Double) -> Double {
    (v * scale + Self.epsilon).rounded(.down) / scale
  }

  /// `ceilS(v)`: up to the grid.
  @inline(__always)
  public func ceil(_ v: Double) -> Double {
    (v * scale - Self.epsilon).rounded(.up) / scale
  }

  /// `roundS(v)`: to the nearest grid line, a half pixel away from zero.
  @inline(__always)
  public func round(_ v: Double) -> Double {
    let magnitude = (Swift.abs(v) * scale + 0.5 + Self.epsilon).rounded(.down) / scale
    return v < 0 ? -magnitude : magnitude
  }

  /// Whether `v` lies on the grid (within the model's epsilon, measured in pixels).
  public func isAligned(_ v: Double) -> Bool {
    let pixels = v * scale
    return Swift.abs(pixels - pixels.rounded()) <= 1e-6
  }

  /// `roundS` applied to each field of a rect (origin and size separately).
  public func round(_ r: Rect) -> Rect {
    Rect(x: round(r.x), y: round(r.y), width: round(r.width), height: round(r.height))
  }
}
