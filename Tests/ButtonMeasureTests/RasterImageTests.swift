import ButtonLayout
import Testing

@testable import ButtonMeasure

/// PNG sizes in points: pixels over the scale the file name declares.
@Suite struct RasterImageTests {
  let measurer = ImageMeasurer()
  /// Removed when the test (which holds this suite instance) ends.
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func plainPNGIsOnePointPerPixel() throws {
    let bytes = ImageFixtures.png(width: 48, height: 30)
    let path = try directory.write("icon.png", bytes)
    let m = try measurer.measure(path: path)
    #expect(m.size == Size(width: 48, height: 30))
    #expect(m.pixelSize == Size(width: 48, height: 30))
    #expect(m.scale == 1)
    #expect(m.format == .png)
    #expect(m.path == path && m.file == path)
    #expect(m.digest.hex == (try sha256sum(path)))
  }

  @Test(arguments: [
    ("icon@2x.png", 48, 30, 24.0, 15.0, 2.0),
    ("icon@3x.png", 72, 72, 24.0, 24.0, 3.0),
    ("icon@3x~iphone.png", 72, 36, 24.0, 12.0, 3.0),
    ("icon@2x.PNG", 45, 31, 22.5, 15.5, 2.0),
    ("email@example.png", 10, 10, 10.0, 10.0, 1.0),
  ])
  func scaleSuffix(name: String, w: UInt32, h: UInt32, pw: Double, ph: Double, scale: Double)
    throws
  {
    let path = try directory.write(name, ImageFixtures.png(width: w, height: h))
    let m = try measurer.measure(path: path)
    #expect(m.size == Size(width: pw, height: ph))
    #expect(m.scale == scale)
  }

  @Test func appleCgBIVariant() throws {
    let path = try directory.write(
      "button@2x.png", ImageFixtures.png(width: 60, height: 40, cgbi: true))
    let m = try measurer.measure(path: path)
    #expect(m.size == Size(width: 30, height: 20))
    #expect(m.pixelSize == Size(width: 60, height: 40))
    #expect(
      try PNGHeader(bytes: ImageFixtures.png(width: 1, height: 2, cgbi: true), path: "x")
        .isAppleCgBI)
  }

  @Test func formatIsJudgedByContentNotExtension() throws {
    let path = try directory.write("really-a-png.img", ImageFixtures.png(width: 8, height: 4))
    #expect(try measurer.measure(path: path).size == Size(width: 8, height: 4))
  }
}
