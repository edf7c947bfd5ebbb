import Foundation
import Testing

/// End to end: `export --format html|svg` reads each image file at
/// export time, from the catalog's folder, and embeds its sharpest file (a higher-scale
/// sibling of a PNG, the 3x file of an image set) as a data URI; a PDF is drawn as its box with
/// its name, an SVG is embedded in base64 only, a file gone since `add` is drawn crossed with a
/// note, and the title is drawn in its font's family (read from the font's name table).
@Suite struct HandoffExportTests {
  static let red = ImageFixtures.solidPNG(width: 48, height: 48, rgba: [0xE5, 0x3E, 0x3E, 0xFF])
  static let blue = ImageFixtures.solidPNG(width: 72, height: 72, rgba: [0x31, 0x82, 0xCE, 0xFF])
  static let green = ImageFixtures.solidPNG(width: 60, height: 60, rgba: [0x2F, 0x85, 0x5A, 0xFF])
  static let star = Array(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" onload="alert(1)"><script>alert(2)</script><rect width="20" height="20"/></svg>

    """.utf8)

  static func write(_ bytes: [UInt8], _ path: String, in c: CatalogFixture) throws {
    let url = URL(fileURLWithPath: c.path(path))
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  static func base64(_ bytes: [UInt8]) -> String { Data(bytes).base64EncodedString() }

  @Test func exportsEmbedTheSharpestImageFiles() throws {
    let c = try CatalogFixture()
    try Self.write(Self.red, "assets/home@2x.png", in: c)
    try Self.write(Self.blue, "assets/home@3x.png", in: c)
    try Self.write(Self.red, "Gear.imageset/gear@2x.png", in: c)
    try Self.write(Self.green, "Gear.imageset/gear@3x.png", in: c)
    try Self.write(
      Array(
        """
        {"images": [{"idiom": "universal", "filename": "gear@2x.png", "scale": "2x"},
                    {"idiom": "universal", "filename": "gear@3x.png", "scale": "3x"}]}
        """.utf8), "Gear.imageset/Contents.json", in: c)
    try Self.write(Self.star, "assets/star.svg", in: c)
    try Self.write(Array(ImageFixtures.pdf(mediaBox: "[0 0 22 22]").utf8), "assets/doc.pdf", in: c)
    try Self.write(Self.red, "assets/gone@2x.png", in: c)
    // 400×400 px stored uncompressed: 625 KiB, more than a page embeds.
    let huge = ImageFixtures.solidPNG(width: 400, height: 400, rgba: [0, 0, 0, 255])
    try Self.write(huge, "assets/huge@3x.png", in: c)
    let common = ["--title-size", "40x20", "--placement", "left", "--spacing", "4"]
    for (name, image) in [
      ("home", "assets/home@2x.png"), ("gear", "Gear.imageset"), ("star", "assets/star.svg"),
      ("doc", "assets/doc.pdf"), ("gone", "assets/gone@2x.png"), ("huge", "assets/huge@3x.png"),
    ] {
      let add = try c.run(["add", name, "--title", name.capitalized, "--image", image] + common)
      #expect(add.status == 0, "\(add.stderr)")
    }
    let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    let titled = try c.run([
      "add", "titled", "--title", "Done", "--font", font, "--font-size", "17",
    ])
    #expect(titled.status == 0, "\(titled.stderr)")
    try FileManager.default.removeItem(atPath: c.path("assets/gone@2x.png"))

    let html = try c.run(["export", "--format", "html"])
    #expect(html.status == 0, "\(html.stderr)")
    let page = html.stdout
    // home@2x.png was given; home@3x.png beside it is sharper. The image set's 3x file.
    #expect(page.contains("data:image/png;base64," + Self.base64(Self.blue)))
    #expect(page.contains("data:image/png;base64," + Self.base64(Self.green)))
    #expect(!page.contains(Self.base64(Self.red)))
    // The SVG only in base64; its script never in the page.
    #expect(page.contains("data:image/svg+xml;base64," + Self.base64(Self.star)))
    #expect(!page.contains("alert("))
    #expect(page.contains("assets/doc.pdf (PDF, drawn as its box)"))
    #expect(page.contains(">doc.pdf</text>"))
    #expect(page.contains("assets/gone@2x.png (cannot be read now: no such file)"))
    #expect(page.contains("assets/huge@3x.png (not embedded: 626 KiB, more than 512 KiB)"))
    #expect(!page.contains(Self.base64(huge)))
    // The title in its font's family, at its size (17 pt at 4 px per point).
    #expect(page.contains("font-size=\"68\" font-family=\"&#39;DejaVu Sans&#39;, "))
    #expect(page.contains("<td>DejaVu Sans Book</td>"))

    let out = c.path("diagrams") + "/"
    let svg = try c.run(["export", "--format", "svg", "--output", out])
    #expect(svg.status == 0, "\(svg.stderr)")
    let home = try String(contentsOfFile: out + "home.svg", encoding: .utf8)
    #expect(home.contains("href=\"data:image/png;base64,\(Self.base64(Self.blue))\""))
    let gone = try String(contentsOfFile: out + "gone.svg", encoding: .utf8)
    #expect(gone.contains(">image assets/gone@2x.png cannot be read now: no such</text>"))
  }
}

/// The page's variant matrix agrees with the stored variants on where a button breaks.
@Suite struct HandoffVariantMatrixTests {
  @Test func pageMatrixMarksTheFirstFailingSize() throws {
    let c = try VariantInputTests.fixture()
    let added = try c.run(VariantEndToEndTests.add)
    #expect(added.status == 0, "\(added.stderr)")
    let json = try VariantInputTests.json(try c.run(["show", "tab", "--format", "json"]).stdout)
    let variants = try #require(json["variants"] as? [[String: Any]])
    let germanFails = try #require(VariantEndToEndTests.firstFailing(variants, "de"))

    let page = try c.run(["export", "--format", "html"]).stdout
    let matrix = try #require(
      page.components(separatedBy: "<div class=\"matrix\"><table>").dropFirst().first)
    let rows = matrix.components(separatedBy: "</table>")[0].split(separator: "\n")
    let header = try Regex(#"<th scope="col">(?:<bdi>)?([^<]*)"#)
    let locales = String(rows[0]).matches(of: header).map { String($0.output[1].substring ?? "") }
    #expect(locales == ["normal", "en", "ar", "de"])
    let de = try #require(locales.firstIndex(of: "de"))
    let cell = try Regex(#"<td class="([a-z]+)">"#)
    var firstError: String?
    for row in rows.dropFirst() {
      let size = String(row.split(separator: ">")[2].split(separator: "<")[0])
      let classes = String(row).matches(of: cell).map { String($0.output[1].substring ?? "") }
      if classes.count == 3, classes[de - 1] == "error" {
        firstError = size
        break
      }
    }
    #expect(firstError == germanFails)
    #expect(page.contains("<bdi>ar</bdi> (RTL)"))
  }
}
