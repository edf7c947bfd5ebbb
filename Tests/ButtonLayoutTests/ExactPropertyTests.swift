import Testing

@testable import ButtonLayout

/// The `exact` technique's promises, checked on random buttons against the simulator's frames
/// (measured here independently of the engine's diagnostics).
@Suite struct ExactPropertyTests {
  static func randomSpec(_ rng: inout SplitMix64, onGrid: Bool) -> ButtonSpec {
    let scale = [1.0, 2.0, 3.0].randomElement(using: &rng)!
    func length(_ range: ClosedRange<Double>) -> Double {
      let v = Double.random(in: range, using: &rng)
      return onGrid ? (v * scale).rounded() / scale : v
    }
    let hasImage = Int.random(in: 0..<10, using: &rng) > 0
    let hasTitle = Int.random(in: 0..<10, using: &rng) > 0 || !hasImage
    var spec = ButtonSpec(
      titleSize: hasTitle
        ? Size(
          width: Double.random(in: 0...140, using: &rng),
          height: Double.random(in: 10...30, using: &rng)) : nil,
      imageSize: hasImage ? Size(width: length(1...48), height: length(1...48)) : nil,
      placement: Placement.allCases.randomElement(using: &rng)!,
      spacing: hasImage && hasTitle ? length(0...24) : 0,
      padding: EdgeInsets(
        top: length(0...16), left: length(0...16), bottom: length(0...16), right: length(0...16)),
      horizontalAlignment: HorizontalAlignment.allCases.randomElement(using: &rng)!,
      verticalAlignment: VerticalAlignment.allCases.randomElement(using: &rng)!,
      scale: scale,
      ios: [IOSVersion(13), IOSVersion(14, 5), IOSVersion(15), .newest].randomElement(using: &rng)!,
      direction: .both)
    if Bool.random(using: &rng) {
      // A fixed size with room to spare.
      let needed = Arrangement(spec, direction: .leftToRight).neededSize
      spec.size = .fixed(
        Size(width: needed.width + length(0...120), height: needed.height + length(0...60)))
    }
    return spec
  }

  func check(_ spec: ButtonSpec, gapTolerance: Double, context: String) {
    let half = spec.grid.pixel / 2 + 1e-9
    for direction in spec.direction.directions {
      let layout = ExactSolver.layout(spec, direction)
      let image = layout.frames.imageFrame
      let title = layout.frames.titleFrame
      let placement = spec.placement.resolved(direction)
      // Gap along the placement axis, in the order asked.
      if let i = image, let t = title {
        let gap = measuredGap(image: i, title: t, placement)
        #expect(abs(gap - spec.spacing) <= gapTolerance, "gap \(gap) \(direction) \(context)")
      }
      // Nothing truncated or squeezed.
      #expect(!layout.titleTruncated, "truncated \(direction) \(context)")
      #expect(!layout.imageClamped, "clamped \(direction) \(context)")
      if let t = title, let raw = spec.roundedTitleSize {
        // Under fill UIKit stretches the label to its share of a rect whose width is on the
        // grid: with off-grid sizes that share is up to a pixel wider than the text.
        let slack = spec.horizontalAlignment == .fill ? spec.grid.pixel : 1e-9
        #expect(
          t.width >= raw.width - 1e-9 && t.width <= raw.width + slack,
          "title width \(direction) \(context)")
      }
      // Intrinsic size: content plus padding.
      let i0 = spec.imageSize ?? .zero
      let t0 = spec.roundedTitleSize ?? .zero
      let s = image != nil && title != nil ? spec.spacing : 0
      let content =
        placement.isVertical
        ? Size(width: max(i0.width, t0.width), height: i0.height + s + t0.height)
        : Size(width: i0.width + s + t0.width, height: max(i0.height, t0.height))
      let expected = Size(
        width: spec.grid.round(content.width + spec.padding.horizontal),
        height: spec.grid.round(content.height + spec.padding.vertical))
      #expect(
        close(layout.frames.intrinsicContentSize, expected), "intrinsic \(direction) \(context)")
      // The group is aligned as asked within the padded bounds, to half a pixel.
      let (minX, maxX, minY, maxY) = extent(of: [image, title])
      let bounds = layout.bounds
      let area = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).inset(
        by: spec.padding)
      let dx: Double =
        switch spec.horizontalAlignment.resolved(direction) {
        case .left: minX - area.minX
        case .right: maxX - area.maxX
        default: (minX + maxX) / 2 - area.midX
        }
      let dy: Double =
        switch spec.verticalAlignment {
        case .top: minY - area.minY
        case .bottom: maxY - area.maxY
        default: (minY + maxY) / 2 - area.midY
        }
      #expect(abs(dx) <= half && abs(dy) <= half, "centring \(dx),\(dy) \(direction) \(context)")
      // Everything on the pixel grid: the insets and the frames' origins.
      if case .legacy(let ii, let ti, let ci) = layout.values {
        for v in ii.values + ti.values + ci.values {
          #expect(spec.grid.isAligned(v), "inset \(v) off grid \(direction) \(context)")
        }
      }
    }
  }

  @Test func exactHoldsForRandomButtonsOnTheGrid() {
    var rng = SplitMix64(seed: 0xB077_0A7)
    for n in 0..<10_000 {
      let spec = Self.randomSpec(&rng, onGrid: true)
      check(spec, gapTolerance: 1e-9, context: "#\(n) \(spec)")
    }
  }

  @Test func exactHoldsToHalfAPixelForArbitrarySizes() {
    var rng = SplitMix64(seed: 0x0FF_61D)
    for n in 0..<10_000 {
      let spec = Self.randomSpec(&rng, onGrid: false)
      check(spec, gapTolerance: spec.grid.pixel / 2 + 1e-9, context: "#\(n) \(spec)")
    }
  }
}
