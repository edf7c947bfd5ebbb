import Testing

@testable import ButtonLayout

@Suite struct PixelGridTests {
  @Test func roundsHalfPixelTiesAwayFromZero() {
    let g2 = PixelGrid(scale: 2)
    // 0.25 pt = 0.5 px at 2x: a tie, away from zero → 1 px = 0.5 pt.
    #expect(g2.round(0.25) == 0.5)
    #expect(g2.round(-0.25) == -0.5)
    // 1/3 pt at 3x is exactly one pixel: stays put despite float noise.
    let g3 = PixelGrid(scale: 3)
    #expect(g3.floor(1.0 / 3.0) == 1.0 / 3.0)
    #expect(g3.ceil(1.0 / 3.0) == 1.0 / 3.0)
  }
}
