import Testing

@testable import ButtonLayout

@Suite struct PixelGridTests {
  @Test func roundsHalfPixelTiesAwayFromZero() {
    let g2 = PixelGrid(scale: 2)
    // 0.25 pt = 0.5 px at 2x: a tie, away from zero → 1 px = 0.5 pt.
    #expect(g2.round(0.25) == 0.5)
    #expect(g2.round(-0.25) == -0.5)
    // 0.2 pt = 0.4 px → 0 px; 0.3 pt = 0.6 px → 1 px.
    #expect(g2.round(0.2) == 0)
    #expect(g2.round(0.3) == 0.5)
  }

  @Test func valuesOnTheGridNeverMove() {
    // 1/3 pt at 3x is exactly one pixel; 0.1 + 0.2 carries float noise above 0.3.
    let g3 = PixelGrid(scale: 3)
    for v in [1.0 / 3.0, 2.0 / 3.0, 55.0 / 3.0, 10.0] {
      #expect(g3.floor(v) == v || close(g3.floor(v), v, 1e-12))
      #expect(close(g3.ceil(v), v, 1e-12))
      #expect(close(g3.round(v), v, 1e-12))
    }
    let g1 = PixelGrid(scale: 1)
    #expect(g1.ceil(0.1 + 0.2 + 2.7) == 3)  // 3.0000000000000004 stays 3
    #expect(g1.floor(2.9999999999) == 3)  // within epsilon of 3: floor does not drop a pixel
  }

  @Test func floorAndCeilPerScale() {
    // 18.5 pt at 3x = 55.5 px: floor 55 px = 18.333, ceil 56 px = 18.667, round 56 px.
    let g3 = PixelGrid(scale: 3)
    #expect(close(g3.floor(18.5), 55.0 / 3))
    #expect(close(g3.ceil(18.5), 56.0 / 3))
    #expect(close(g3.round(18.5), 56.0 / 3))
    // 18.25 pt at 2x = 36.5 px: floor 36 px = 18, ceil 37 px = 18.5, round (tie) 37 px = 18.5.
    let g2 = PixelGrid(scale: 2)
    #expect(g2.floor(18.25) == 18)
    #expect(g2.ceil(18.25) == 18.5)
    #expect(g2.round(18.25) == 18.5)
    // Negative values: floor goes down, round is symmetric.
    #expect(g2.floor(-0.1) == -0.5)
    #expect(g2.ceil(-0.1) == 0)
    #expect(g2.round(-18.25) == -18.5)
    #expect(PixelGrid(scale: 1).round(2.5) == 3)
  }

  @Test func alignmentCheck() {
    let g3 = PixelGrid(scale: 3)
    #expect(g3.isAligned(55.0 / 3))
    #expect(!g3.isAligned(18.5))
    #expect(PixelGrid(scale: 2).isAligned(18.5))
  }

  @Test func iosVersionParsing() {
    #expect(IOSVersion(parsing: "14") == IOSVersion(14, 0))
    #expect(IOSVersion(parsing: "15.4") == IOSVersion(15, 4))
    #expect(IOSVersion(parsing: "17.2.1") == IOSVersion(17, 2, 1))
    #expect(IOSVersion(parsing: "17.2.1")?.description == "17.2.1")
    for bad in ["", "abc", "15.", ".4", "1.2.3.4", "-3", "15.x", "1"] {
      #expect(IOSVersion(parsing: bad) == nil, "\(bad)")
    }
    #expect(IOSVersion(14) < IOSVersion(15))
  }
}
