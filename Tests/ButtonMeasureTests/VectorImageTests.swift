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

  /// SVG lengths take SVG's number syntax only. Swift's `Double("0x10")` is
  /// 16, `Double("inf")` infinite: such a width is no width (the viewBox, or an error).
  @Test(arguments: [
    "width=\"0x10\" height=\"0x10\"", "width=\"inf\" height=\"8\"", "width=\"nan\" height=\"8\"",
    "width=\"1_0\" height=\"8\"", "width=\"0x1p4\" height=\"8\"", "width=\"1e\" height=\"8\"",
    "width=\".\" height=\"8\"",
  ])
  func svgLengthsAreSVGNumbers(attributes: String) throws {
    let path = try directory.write("icon.svg", ImageFixtures.svg(attributes))
    #expect(throws: MeasureError.self) { try measurer.measure(path: path) }
    let boxed = try directory.write(
      "boxed.svg", ImageFixtures.svg(attributes + " viewBox=\"0x0 0 0x10 12\""))
    #expect(throws: MeasureError.self) { try measurer.measure(path: boxed) }
  }

  @Test(arguments: [
    ("1e1", 10.0), ("+.5E+1", 5.0), ("12.", 12.0), ("-0.0", -0.0), (".25", 0.25), ("7", 7.0),
  ])
  func svgNumbers(text: String, value: Double) {
    #expect(SVGSize.svgNumber(Substring(text)) == value)
  }

  @Test(arguments: ["0x10", "inf", "nan", "1_0", "e5", "1e", "+", "", " 1", "1 ", "١٢"])
  func notSVGNumbers(text: String) {
    #expect(SVGSize.svgNumber(Substring(text)) == nil)
  }
}
