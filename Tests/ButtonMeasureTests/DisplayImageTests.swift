import ButtonTestSupport
import Testing

@testable import ButtonMeasure

/// The file a page shows for an image: the sharpest one, checked like a measurement.
@Suite struct DisplayImageTests {
  @Test func sharperSiblingsOfAPNG() {
    #expect(DisplayImage.sharperSiblings(of: "a/home.png") == ["a/home@3x.png", "a/home@2x.png"])
    #expect(DisplayImage.sharperSiblings(of: "a/home@2x.png") == ["a/home@3x.png"])
    #expect(DisplayImage.sharperSiblings(of: "home@3x.PNG") == [])
    #expect(DisplayImage.sharperSiblings(of: "icon~ipad.png") == [])
    #expect(DisplayImage.sharperSiblings(of: "a/home.svg") == [])
  }

  @Test func readsTheSharpestReadableFile() throws {
    let temp = try TemporaryDirectory()
    let two = ImageFixtures.png(width: 48, height: 48)
    let three = ImageFixtures.png(width: 72, height: 72)
    let path = try temp.write("home@2x.png", two)
    // Without a sibling: the file itself.
    var image = try DisplayImage.read(path: path)
    #expect(image.bytes == two && image.scale == 2 && image.mediaType == "image/png")
    // A sibling that is no PNG is passed over.
    _ = try temp.write("home@3x.png", Array("not a png".utf8))
    image = try DisplayImage.read(path: path)
    #expect(image.bytes == two)
    _ = try temp.write("home@3x.png", three)
    image = try DisplayImage.read(path: path)
    #expect(image.bytes == three && image.scale == 3 && image.file.hasSuffix("home@3x.png"))
  }

  @Test func vectorsAndFailures() throws {
    let temp = try TemporaryDirectory()
    let svg = try temp.write("star.svg", ImageFixtures.svg("width=\"20\" height=\"20\""))
    #expect(try DisplayImage.read(path: svg).mediaType == "image/svg+xml")
    let pdf = try temp.write("doc.pdf", ImageFixtures.pdf(mediaBox: "[0 0 22 22]"))
    #expect(try DisplayImage.read(path: pdf).format == .pdf)
    #expect(throws: MeasureError.self) { try DisplayImage.read(path: temp.path("gone.png")) }
    let jpeg = try temp.write("photo.png", [0xFF, 0xD8, 0xFF, 0xE0])
    #expect(throws: MeasureError.self) { try DisplayImage.read(path: jpeg) }
  }
}
