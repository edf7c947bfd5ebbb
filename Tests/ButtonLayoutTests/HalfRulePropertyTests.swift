import Testing

@testable import ButtonLayout

/// docs/layout-model.md section 1, step 9: under centre/centre alignment an edge inset moves its
/// element by half its value, to the pixel.
@Suite struct HalfRulePropertyTests {
  struct Case: CustomStringConvertible {
    var button: LegacyButton
    var d: Double
    var description: String { "\(button) d=\(d)" }
  }

  /// Random buttons with room to spare, so no clamping hides the rule.
  static func cases(count: Int, seed: UInt64) -> [Case] {
    var rng = SplitMix64(seed: seed)
    return (0..<count).map { _ in
      let scale = [1.0, 2.0, 3.0].randomElement(using: &rng)!
      let d = Double.random(in: -12...12, using: &rng)
      let iw = Double.random(in: 4...40, using: &rng)
      let ih = Double.random(in: 4...40, using: &rng)
      let tw = Double.random(in: 0...80, using: &rng)
      let th = Double.random(in: 10...30, using: &rng)
      let width = iw + tw.rounded(.up) + 2 * abs(d) + 2 + Double.random(in: 0...100, using: &rng)
      let height =
        max(ih, th.rounded(.up)) + 2 * abs(d) + 2 + Double.random(in: 0...60, using: &rng)
      let b = LegacyButton(
        bounds: Size(width: width, height: height), imageSize: Size(width: iw, height: ih),
        titleSize: Size(width: tw, height: th),
        direction: [.leftToRight, .rightToLeft].randomElement(using: &rng)!,
        scale: scale, ios: [IOSVersion(14), .newest].randomElement(using: &rng)!)
      return Case(button: b, d: d)
    }
  }

  @Test func anInsetMovesItsElementByHalf() {
    for c in Self.cases(count: 10_000, seed: 0x5EED) {
      let pixel = 1 / c.button.scale
      let base = LegacySimulator.layout(c.button)

      var left = c.button
      left.imageEdgeInsets.left += c.d
      let movedX = LegacySimulator.layout(left).imageFrame!.x - base.imageFrame!.x
      #expect(abs(movedX - c.d / 2) <= pixel + 1e-9, "image left: \(c)")

      var top = c.button
      top.imageEdgeInsets.top += c.d
      let movedY = LegacySimulator.layout(top).imageFrame!.y - base.imageFrame!.y
      #expect(abs(movedY - c.d / 2) <= pixel + 1e-9, "image top: \(c)")

      var right = c.button
      right.titleEdgeInsets.right += c.d
      let movedTitle = LegacySimulator.layout(right).titleFrame!.x - base.titleFrame!.x
      #expect(abs(movedTitle + c.d / 2) <= pixel + 1e-9, "title right: \(c)")

      var bottom = c.button
      bottom.titleEdgeInsets.bottom += c.d
      let movedTitleY = LegacySimulator.layout(bottom).titleFrame!.y - base.titleFrame!.y
      #expect(abs(movedTitleY + c.d / 2) <= pixel + 1e-9, "title bottom: \(c)")
    }
  }

  @Test func underLeftTopAlignmentTheInsetMovesByItsFullValue() {
    for c in Self.cases(count: 2_000, seed: 0xA11) {
      var b = c.button
      b.horizontalAlignment = .left
      b.verticalAlignment = .top
      b.direction = .leftToRight
      let base = LegacySimulator.layout(b)
      b.imageEdgeInsets.left += c.d
      b.imageEdgeInsets.top += c.d
      let moved = LegacySimulator.layout(b)
      let pixel = 1 / b.scale
      #expect(abs(moved.imageFrame!.x - base.imageFrame!.x - c.d) <= pixel / 2 + 1e-9, "\(c)")
      #expect(abs(moved.imageFrame!.y - base.imageFrame!.y - c.d) <= pixel / 2 + 1e-9, "\(c)")
    }
  }

  @Test func framesAlwaysLandOnThePixelGrid() {
    for c in Self.cases(count: 5_000, seed: 0x917) {
      var b = c.button
      b.contentEdgeInsets = EdgeInsets(top: c.d, left: -c.d / 3, bottom: c.d / 7, right: 0.1)
      let l = LegacySimulator.layout(b)
      let grid = PixelGrid(scale: b.scale)
      for r in [l.contentRect, l.imageFrame!, l.titleFrame!] {
        #expect(grid.isAligned(r.x) && grid.isAligned(r.y), "\(c)")
      }
    }
  }
}
