import ButtonLayout
import Testing

@testable import ButtonMeasure

/// `.imageset` folders: the variant chosen from Contents.json, and a digest covering both files.
@Suite struct ImageSetTests {
  let measurer = ImageMeasurer()
  /// Removed when the test (which holds this suite instance) ends.
  let directory: TemporaryDirectory

  init() throws {
    directory = try TemporaryDirectory()
  }

  private static let rasterContents = """
    {
      "images" : [
        { "filename" : "star.png", "idiom" : "universal", "scale" : "1x" },
        { "filename" : "star@2x.png", "idiom" : "universal", "scale" : "2x" },
        { "filename" : "star@3x.png", "idiom" : "universal", "scale" : "3x" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "filename" : "star-dark@3x.png", "idiom" : "universal", "scale" : "3x" }
      ],
      "info" : { "author" : "xcode", "version" : 1 }
    }
    """

  private func rasterSet() throws -> String {
    let folder = try directory.folder("Star.imageset")
    try directory.write("Star.imageset/Contents.json", Self.rasterContents)
    try directory.write("Star.imageset/star.png", ImageFixtures.png(width: 22, height: 20))
    try directory.write("Star.imageset/star@2x.png", ImageFixtures.png(width: 44, height: 40))
    try directory.write("Star.imageset/star@3x.png", ImageFixtures.png(width: 66, height: 60))
    try directory.write("Star.imageset/star-dark@3x.png", ImageFixtures.png(width: 90, height: 90))
    return folder
  }

  @Test func rasterAtTheRequestedScale() throws {
    let folder = try rasterSet()
    let m = try measurer.measure(path: folder, preferredScale: 2)
    #expect(m.size == Size(width: 22, height: 20))
    #expect(m.pixelSize == Size(width: 44, height: 40))
    #expect(m.scale == 2)
    #expect(m.path == folder)
    #expect(m.file == folder + "/star@2x.png")
    // Digest of Contents.json followed by the chosen file.
    let json = Array(Self.rasterContents.utf8)
    let concatenated = try directory.write("both", json + ImageFixtures.png(width: 44, height: 40))
    #expect(m.digest.hex == (try sha256sum(concatenated)))
  }

  @Test func largestScaleWithoutARequest() throws {
    let folder = try rasterSet()
    let m = try measurer.measure(path: folder)
    #expect(m.file == folder + "/star@3x.png")
    #expect(m.size == Size(width: 22, height: 20))
    #expect(m.scale == 3)
    // A scale the set lacks also falls back to the largest.
    #expect(try measurer.measure(path: folder, preferredScale: 4).scale == 3)
  }

  @Test func vectorPDF() throws {
    let folder = try directory.folder("Arrow.imageset")
    try directory.write(
      "Arrow.imageset/Contents.json",
      """
      { "images" : [ { "filename" : "arrow.pdf", "idiom" : "universal" } ],
        "info" : { "author" : "xcode", "version" : 1 },
        "properties" : { "preserves-vector-representation" : true } }
      """)
    try directory.write("Arrow.imageset/arrow.pdf", ImageFixtures.pdf(mediaBox: "[0 0 28 20]"))
    let m = try measurer.measure(path: folder, preferredScale: 3)
    #expect(m.size == Size(width: 28, height: 20))
    #expect(m.format == .pdf)
    #expect(m.file == folder + "/arrow.pdf")
  }

  @Test func vectorSVG() throws {
    let folder = try directory.folder("Gear.imageset")
    try directory.write(
      "Gear.imageset/Contents.json",
      #"{ "images" : [ { "filename" : "gear.svg", "idiom" : "universal" } ] }"#)
    try directory.write("Gear.imageset/gear.svg", ImageFixtures.svg("viewBox=\"0 0 25 25\""))
    let m = try measurer.measure(path: folder)
    #expect(m.size == Size(width: 25, height: 25))
    #expect(m.format == .svg)
  }

  /// With both kinds, the requested scale's raster wins; without a request, the vector.
  @Test func rasterAndVectorTogether() throws {
    let folder = try directory.folder("Mixed.imageset")
    try directory.write(
      "Mixed.imageset/Contents.json",
      """
      { "images" : [
          { "filename" : "m.pdf", "idiom" : "universal" },
          { "filename" : "m@2x.png", "idiom" : "universal", "scale" : "2x" } ] }
      """)
    try directory.write("Mixed.imageset/m.pdf", ImageFixtures.pdf(mediaBox: "[0 0 30 10]"))
    try directory.write("Mixed.imageset/m@2x.png", ImageFixtures.png(width: 62, height: 22))
    #expect(try measurer.measure(path: folder).format == .pdf)
    #expect(
      try measurer.measure(path: folder, preferredScale: 2).size == Size(width: 31, height: 11))
  }

  /// `Contents.json` may name only files inside the set; a path that would
  /// read another file (`../`, absolute, a subfolder) is refused, naming the entry.
  @Test(arguments: ["../secret.png", "/tmp/secret.png", "sub/star.png", "..", "."])
  func entriesNameFilesInsideTheSet(_ name: String) throws {
    let folder = try directory.folder("Escape.imageset")
    try directory.write("secret.png", ImageFixtures.png(width: 30, height: 30))
    try directory.folder("Escape.imageset/sub")
    try directory.write("Escape.imageset/sub/star.png", ImageFixtures.png(width: 30, height: 30))
    try directory.write(
      "Escape.imageset/Contents.json",
      "{\"images\": [{\"filename\": \"\(name)\", \"idiom\": \"universal\", \"scale\": \"1x\"}]}")
    let error = #expect(throws: MeasureError.self) { try measurer.measure(path: folder) }
    #expect(
      error?.description
        == "image set \"\(folder)\": Contents.json names \"\(name)\", which is not a file name in the image set; an image set's entries name files inside its folder (no '/' or '..')"
    )
  }
}
