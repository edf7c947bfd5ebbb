import Testing

@testable import ButtonMeasure

/// Unreadable, truncated, damaged and unsupported images: each message names the path and the
/// problem.
@Suite struct ImageErrorTests {
  let measurer = ImageMeasurer()
  /// Removed when the test (which holds this suite instance) ends.
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private func message(_ path: String, preferredScale: Int? = nil) -> String? {
    let error = #expect(throws: MeasureError.self) {
      try measurer.measure(path: path, preferredScale: preferredScale)
    }
    return error?.description
  }

  @Test func missingFile() {
    #expect(
      message("/nonexistent/icon.png") == "cannot read \"/nonexistent/icon.png\": no such file")
  }

  @Test func emptyFile() throws {
    let path = try directory.write("icon.png", [UInt8]())
    #expect(message(path) == "\"\(path)\" is not a valid image: the file is empty")
  }

  @Test func truncatedPNG() throws {
    let png = ImageFixtures.png(width: 10, height: 10)
    let inSignature = try directory.write("a.png", Array(png.prefix(5)))
    #expect(
      message(inSignature)
        == "\"\(inSignature)\" is not a valid image: truncated: 5 bytes, shorter than the 8-byte PNG signature"
    )
    let beforeChunk = try directory.write("b.png", Array(png.prefix(12)))
    #expect(
      message(beforeChunk)
        == "\"\(beforeChunk)\" is not a valid image: truncated: the file ends after 12 bytes, before a chunk header"
    )
    let inIHDR = try directory.write("c.png", Array(png.prefix(20)))
    #expect(
      message(inIHDR)
        == "\"\(inIHDR)\" is not a valid image: truncated: the file ends inside the IHDR chunk, after 20 bytes"
    )
  }

  @Test func damagedPNG() throws {
    let noIHDR = try directory.write(
      "a.png",
      Array(ImageFixtures.png(width: 1, height: 1).prefix(8))
        + ImageFixtures.chunk("IDAT", [1, 2, 3]))
    #expect(
      message(noIHDR)
        == "\"\(noIHDR)\" is not a valid image: the first chunk is 'IDAT', expected IHDR")
    let zero = try directory.write("b.png", ImageFixtures.png(width: 0, height: 7))
    #expect(
      message(zero) == "\"\(zero)\" is not a valid image: IHDR gives an invalid size of 0×7 pixels")
  }

  @Test func unsupportedFormats() throws {
    let jpeg = try directory.write(
      "photo.png", [0xFF, 0xD8, 0xFF, 0xE0, 0, 0x10] + Array("JFIF".utf8))
    #expect(
      message(jpeg)
        == "\"\(jpeg)\" is not a supported image: it is a JPEG file; use PNG, PDF or SVG")
    let text = try directory.write("notes.png", "hello")
    #expect(
      message(text) == "\"\(text)\" is not a supported image: it is not a PNG, PDF or SVG file")
  }

  @Test func vectorWithoutASize() throws {
    let pdf = try directory.write("a.pdf", "%PDF-1.5\n% page tree in a compressed object stream\n")
    #expect(
      message(pdf)
        == "\"\(pdf)\" is not a valid image: no /MediaBox found (the page may be inside a compressed object stream); export the PDF without object streams"
    )
    let reference = try directory.write("b.pdf", ImageFixtures.pdf(mediaBox: "5 0 R"))
    #expect(
      message(reference)
        == "\"\(reference)\" is not a valid image: its /MediaBox is not an array of four numbers (an indirect reference?)"
    )
    let svg = try directory.write("c.svg", ImageFixtures.svg("width=\"50%\""))
    #expect(
      message(svg)
        == "\"\(svg)\" is not a valid image: the <svg> element has no usable width and height (in px or pt) and no viewBox"
    )
  }

  @Test func imageSetProblems() throws {
    let plainFolder = try directory.folder("Icons")
    #expect(
      message(plainFolder)
        == "image set \"\(plainFolder)\": no Contents.json (an image must be a PNG, PDF or SVG file or an .imageset)"
    )
    let badJSON = try directory.folder("Bad.imageset")
    try directory.write("Bad.imageset/Contents.json", "{ images: ")
    #expect(
      message(badJSON) == "image set \"\(badJSON)\": Contents.json is not valid asset catalog JSON")
    let empty = try directory.folder("Empty.imageset")
    try directory.write(
      "Empty.imageset/Contents.json",
      #"{ "images" : [ { "idiom" : "universal", "scale" : "1x" } ] }"#)
    #expect(message(empty) == "image set \"\(empty)\": Contents.json names no image file")
    let dangling = try directory.folder("Dangling.imageset")
    try directory.write(
      "Dangling.imageset/Contents.json",
      #"{ "images" : [ { "filename" : "a@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#)
    #expect(
      message(dangling)
        == "image set \"\(dangling)\": Contents.json names \"a@2x.png\", which cannot be read: no such file"
    )
  }
}
