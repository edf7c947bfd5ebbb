import ButtonLayout
import Testing

@testable import ButtonMeasure

/// PDF and SVG sizes in points.
@Suite struct VectorImageTests {
  let measurer = ImageMeasurer()
  /// Removed when the test (which holds this suite instance) ends.
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  @Test func pdfMediaBox() throws {
    let path = try directory.write("arrow.pdf", ImageFixtures.pdf(mediaBox: "[0 0 24 18.5]"))
    let m = try measurer.measure(path: path)
    #expect(m.size == Size(width: 24, height: 18.5))
    #expect(m.format == .pdf)
    #expect(m.pixelSize == nil)
    #expect(m.scale == 1)
  }

  @Test func pdfMediaBoxWithOffsetOrigin() throws {
    let path = try directory.write("a.pdf", ImageFixtures.pdf(mediaBox: "[ -10 5.5 20 35.5 ]"))
    #expect(try measurer.measure(path: path).size == Size(width: 30, height: 30))
  }

  @Test(arguments: [
    ("width=\"20\" height=\"16px\"", 20.0, 16.0),
    ("viewBox=\"0 0 32 24\"", 32.0, 24.0),
    ("width=\"48\" viewBox=\"0,0,32,24\"", 48.0, 36.0),
    ("height=\"12\" viewBox=\"0 0 32 24\"", 16.0, 12.0),
    ("width=\"100%\" height=\"100%\" viewBox=\"0 0 10 20\"", 10.0, 20.0),
    ("width='18pt' height='9pt'", 24.0, 12.0),
  ])
  func svgSize(attributes: String, width: Double, height: Double) throws {
    let path = try directory.write("icon.svg", ImageFixtures.svg(attributes))
    let m = try measurer.measure(path: path)
    #expect(m.size == Size(width: width, height: height))
    #expect(m.format == .svg)
  }
}
