import ButtonJSON
import Foundation
import Testing

/// `export` of the data formats from the command line: the options
/// that choose the CSV's long form and the Markdown page's other techniques, refused for other
/// formats; image links relative to where the page is written; a font file's names; the
/// tokens file.
@Suite struct DataExportCommandTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// A catalog with a button whose image is `icons/gear@2x.png` next to it and whose title is
  /// measured in DejaVu Sans (when the system has it), and a plain one.
  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    try FileManager.default.createDirectory(
      atPath: c.path("icons"), withIntermediateDirectories: true)
    try SourceFileTests.png(width: 48, height: 48).write(
      to: URL(fileURLWithPath: c.path("icons/gear@2x.png")))
    var add = ["add", "settings/gear", "--image", "icons/gear@2x.png", "--title", "Settings"]
    if FileManager.default.fileExists(atPath: dejaVu) {
      add += ["--font", dejaVu, "--font-size", "17"]
    } else {
      add += ["--title-size", "60x20"]
    }
    let first = try c.run(add + ["--spacing", "6", "--tag", "settings"])
    #expect(first.status == 0, "\(first.stderr)")
    let second = try c.run(["add", "plain", "--title-size", "30x18"])
    #expect(second.status == 0, "\(second.stderr)")
    return c
  }

  @Test func optionsOfOneFormatAreRefusedForOthers() throws {
    let c = try Self.fixture()
    let before = c.digest()
    let layouts = try c.run(["export", "--format", "markdown", "--layouts", "--output", "x.md"])
    #expect(layouts.status == 64)
    #expect(
      layouts.stderr.hasPrefix(
        "Error: --layouts: only the csv export takes it, not markdown\n"), "\(layouts.stderr)")
    let all = try c.run(["export", "--format", "csv", "--all-techniques"])
    #expect(all.status == 64)
    #expect(
      all.stderr.hasPrefix(
        "Error: --all-techniques: only the markdown export takes it, not csv\n"), "\(all.stderr)")
    #expect(all.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: c.path("x.md")))
    #expect(c.digest() == before)
  }

  @Test func csvShortAndLongForms() throws {
    let c = try Self.fixture()
    let short = try c.run(["export", "--format", "csv"])
    #expect(short.status == 0, "\(short.stderr)")
    let lines = short.stdout.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("name,tags,title,font_family,font_style,font_size,text_style,"))
    let gear = try #require(lines.first { $0.hasPrefix("settings/gear,") })
    #expect(gear.contains(",icons/gear@2x.png,24,24,left,6,"))
    if FileManager.default.fileExists(atPath: Self.dejaVu) {
      #expect(gear.hasPrefix("settings/gear,settings,Settings,DejaVu Sans,Book,17,,"))
    }
    let long = try c.run(["export", "--format", "csv", "--layouts"])
    #expect(long.status == 0, "\(long.stderr)")
    #expect(long.stdout.hasPrefix("name,tags,title,technique,direction,chosen,model,"))
    // Every technique of both buttons, one direction each.
    #expect(long.stdout.split(separator: "\n").count == 1 + 2 * 5)
  }

  /// The image link goes from the page's folder to the image, wherever the page is written.
  @Test func markdownLinksImagesRelativeToThePage() throws {
    let c = try Self.fixture()
    let here = try c.run(["export", "--format", "markdown"])
    #expect(here.status == 0, "\(here.stderr)")
    #expect(here.stdout.contains("| image | 24×24, ![gear](icons/gear%402x.png) |"))
    #expect(!here.stdout.contains("### Other techniques"))
    let nested = try c.run(["export", "--format", "markdown", "--output", "out/handoff/"])
    #expect(nested.status == 0, "\(nested.stderr)")
    let page = try String(contentsOfFile: c.path("out/handoff/buttons.md"), encoding: .utf8)
    #expect(page.contains("![gear](../../icons/gear%402x.png)"))
    let file = try c.run(["export", "--format", "markdown", "--output", "out/page.md"])
    #expect(file.status == 0, "\(file.stderr)")
    let other = try String(contentsOfFile: c.path("out/page.md"), encoding: .utf8)
    #expect(other.contains("![gear](../icons/gear%402x.png)"))
    if FileManager.default.fileExists(atPath: Self.dejaVu) {
      #expect(page.contains("| font | DejaVu Sans Book, 17 pt |"))
      #expect(!page.contains(Self.dejaVu))
    }
    let all = try c.run(["export", "--format", "markdown", "--all-techniques"])
    #expect(all.status == 0, "\(all.stderr)")
    #expect(all.stdout.components(separatedBy: "### Other techniques\n").count == 3)
  }

  @Test func tokensFile() throws {
    let c = try Self.fixture()
    let out = try c.run(["export", "--format", "tokens", "--output", "out/"])
    #expect(out.status == 0, "\(out.stderr)")
    #expect(out.stderr == "wrote out/buttons.tokens.json\n")
    let text = try String(contentsOfFile: c.path("out/buttons.tokens.json"), encoding: .utf8)
    let file = try JSONParser.parse(text)
    let gear = try #require(file["settings"]?["gear"])
    #expect(
      gear["gap"]?["$value"]?["value"] == .integer(6)
        || gear["gap"]?["$value"]?["value"] == .number(6))
    #expect(gear["iconSize"]?["width"]?["$value"]?["unit"] == .string("px"))
    if FileManager.default.fileExists(atPath: Self.dejaVu) {
      #expect(gear["label"]?["$value"]?["fontFamily"] == .string("DejaVu Sans"))
      let weight = gear["label"]?["$value"]?["fontWeight"]
      #expect(weight == .integer(400) || weight == .number(400))
    }
    // Standard output gives the same bytes.
    let stdout = try c.run(["export", "--format", "tokens"])
    #expect(stdout.stdout == text)
  }
}
