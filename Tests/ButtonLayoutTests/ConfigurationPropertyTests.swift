import Testing

@testable import ButtonLayout

/// The `configuration` technique's promises on random buttons (docs/layout-model.md section 2):
/// the gap is `imagePadding` exactly, the intrinsic size is the content (the title rounded up to
/// the pixel grid) plus `contentInsets` with nothing rounded, and centred content is centred to
/// half a pixel.
@Suite struct ConfigurationPropertyTests {
  /// A fixed size made at least what the configuration needs (the random specs are sized for
  /// the legacy button, whose rounded intrinsic size may be up to half a pixel smaller).
  static func withRoom(_ spec: ButtonSpec) -> ButtonSpec {
    guard case .fixed(let fixed) = spec.size else { return spec }
    var spec = spec
    let need = Arrangement(spec, direction: .leftToRight, sizing: .configuration).neededSize
    spec.size = .fixed(
      Size(width: max(fixed.width, need.width), height: max(fixed.height, need.height)))
    return spec
  }

  func check(_ spec: ButtonSpec, context: String) {
    let grid = spec.grid
    let half = grid.pixel / 2 + 1e-9
    for direction in spec.direction.directions {
      let layout = LayoutEngine.layout(spec, .configuration, direction)
      #expect(layout.isModel, "model \(context)")
      #expect(!layout.titleTruncated, "truncated \(direction) \(context)")
      let image = layout.frames.imageFrame
      let title = layout.frames.titleFrame
      let placement = spec.placement.resolved(direction)
      // The title as a configured label sizes it: each dimension up to the pixel grid.
      let t0 = spec.titleSize.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) }
      if let t = title, let t0 {
        #expect(close(t.size, t0), "title size \(direction) \(context)")
      }
      // Gap: imagePadding, exactly, along the placement axis in the order asked.
      if let i = image, let t = title {
        let gap = measuredGap(image: i, title: t, placement)
        #expect(close(gap, spec.spacing, 1e-9), "gap \(gap) \(direction) \(context)")
        #expect(close(layout.gap ?? .nan, spec.spacing, 1e-9), "reported gap \(context)")
      }
      // Intrinsic size: content plus contentInsets, not rounded.
      let i0 = spec.imageSize ?? .zero
      let c0 = t0 ?? .zero
      let s = image != nil && title != nil ? spec.spacing : 0
      let content =
        placement.isVertical
        ? Size(width: max(i0.width, c0.width), height: i0.height + s + c0.height)
        : Size(width: i0.width + s + c0.width, height: max(i0.height, c0.height))
      let expected = Size(
        width: content.width + spec.padding.horizontal,
        height: content.height + spec.padding.vertical)
      #expect(
        close(layout.frames.intrinsicContentSize, expected), "intrinsic \(direction) \(context)")
      #expect(
        !layout.diagnostics.contains { $0.code == .intrinsicSizeMismatch },
        "mismatch \(direction) \(context)")
      // Centred content is centred in the inset bounds to half a pixel; at its intrinsic size
      // it sits exactly at the insets, whatever they are (they are not snapped).
      let (minX, maxX, minY, maxY) = extent(of: [image, title])
      let bounds = layout.bounds
      let area = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).inset(
        by: spec.padding)
      if spec.horizontalAlignment == .center {
        #expect(abs((minX + maxX) / 2 - area.midX) <= half, "centre x \(direction) \(context)")
        if spec.size == .fit { #expect(close(minX, spec.padding.left, 1e-9), "x \(context)") }
      }
      if spec.verticalAlignment == .center {
        #expect(abs((minY + maxY) / 2 - area.midY) <= half, "centre y \(direction) \(context)")
        if spec.size == .fit { #expect(close(minY, spec.padding.top, 1e-9), "y \(context)") }
      }
    }
  }

  @Test func configurationHoldsForRandomButtons() {
    var rng = SplitMix64(seed: 0xC0_4F16)
    for n in 0..<10_000 {
      let spec = Self.withRoom(
        ExactPropertyTests.randomSpec(&rng, onGrid: Bool.random(using: &rng)))
      check(spec, context: "#\(n) \(spec)")
    }
  }

  @Test func centredContentOnTheGridStaysOnTheGrid() {
    // Insets, image sizes and padding on the grid: every origin is on the grid too.
    var rng = SplitMix64(seed: 0x6_21D)
    for n in 0..<2_000 {
      var spec = Self.withRoom(ExactPropertyTests.randomSpec(&rng, onGrid: true))
      spec.horizontalAlignment = .center
      spec.verticalAlignment = .center
      for direction in spec.direction.directions {
        let layout = LayoutEngine.layout(spec, .configuration, direction)
        for frame in [layout.frames.imageFrame, layout.frames.titleFrame].compactMap({ $0 }) {
          #expect(
            spec.grid.isAligned(frame.x) && spec.grid.isAligned(frame.y),
            "#\(n) \(frame) \(direction) \(spec)")
        }
      }
    }
  }
}
