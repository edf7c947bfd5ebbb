@testable import ButtonLayout

/// Builds a button with the defaults the tests share (iOS 26.1, scale 3, centre/centre, LTR).
func button(
  _ bounds: Size?, image: Size? = nil, title: Size? = nil,
  content: EdgeInsets = .zero, imageInsets: EdgeInsets = .zero, titleInsets: EdgeInsets = .zero,
  align: HorizontalAlignment = .center, valign: VerticalAlignment = .center,
  direction: LayoutDirection = .leftToRight, scale: Double = 3, ios: IOSVersion = .newest
) -> LegacyButton {
  LegacyButton(
    bounds: bounds, imageSize: image, titleSize: title, contentEdgeInsets: content,
    imageEdgeInsets: imageInsets, titleEdgeInsets: titleInsets, horizontalAlignment: align,
    verticalAlignment: valign, direction: direction, scale: scale, ios: ios)
}

func size(_ w: Double, _ h: Double) -> Size { Size(width: w, height: h) }
func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
  Rect(x: x, y: y, width: w, height: h)
}
func insets(_ t: Double, _ l: Double, _ b: Double, _ r: Double) -> EdgeInsets {
  EdgeInsets(top: t, left: l, bottom: b, right: r)
}

/// Equal within a tiny tolerance (values such as 55/3 are not exact in binary).
func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  Swift.abs(a - b) <= tolerance
}

func close(_ a: Rect?, _ b: Rect?) -> Bool {
  guard let a, let b else { return a == nil && b == nil }
  return close(a.x, b.x) && close(a.y, b.y) && close(a.width, b.width)
    && close(a.height, b.height)
}

func close(_ a: Size, _ b: Size) -> Bool { close(a.width, b.width) && close(a.height, b.height) }

/// The smallest and largest x and y of the frames given (the content group that alignment
/// places); at least one frame must be present.
func extent(of frames: [Rect?]) -> (minX: Double, maxX: Double, minY: Double, maxY: Double) {
  let present = frames.compactMap { $0 }
  return (
    present.map(\.minX).min()!, present.map(\.maxX).max()!,
    present.map(\.minY).min()!, present.map(\.maxY).max()!
  )
}

/// The distance from image to title along the placement axis, in the order asked (negative
/// when they overlap), measured on the frames.
func measuredGap(image i: Rect, title t: Rect, _ placement: Placement) -> Double {
  switch placement {
  case .top: t.minY - i.maxY
  case .bottom: i.minY - t.maxY
  case .left: t.minX - i.maxX
  default: i.minX - t.maxX
  }
}
