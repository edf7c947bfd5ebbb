import ButtonExport
import Foundation
import Testing

/// Every diagram renders with a real SVG renderer: librsvg's `rsvg-convert` (Debian package
/// `librsvg2-bin`, installed by `scripts/deps.sh`) converts it to PNG with exit status 0.
@Suite struct SVGRenderTests {
  @Test func everyDiagramRenders() throws {
    let rsvg = try ToolRunner.require(
      "rsvg-convert", install: "run scripts/deps.sh (Debian package librsvg2-bin)")
    let temp = try TemporaryDirectory()
    for file in renderer(for: .svg).render(Fixtures.catalog) {
      let svg = try temp.write(file.path, file.contents)
      let png = svg + ".png"
      let result = try ToolRunner.run(rsvg, ["--format=png", "--output", png, svg])
      #expect(result.status == 0, "\(file.path) does not render:\n\(result.output)")
      let size = (try? FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0
      #expect(size > 0, "\(file.path) rendered an empty PNG")
    }
  }

  /// The renderer rejects malformed SVG, so the check above means something.
  @Test func brokenDiagramFails() throws {
    let rsvg = try ToolRunner.require(
      "rsvg-convert", install: "run scripts/deps.sh (Debian package librsvg2-bin)")
    let temp = try TemporaryDirectory()
    let file = renderer(for: .svg).render(Fixtures.catalog)[0]
    let svg = try temp.write("broken.svg", file.contents.replacingOccurrences(of: "</g>", with: ""))
    let result = try ToolRunner.run(rsvg, ["--format=png", "--output", svg + ".png", svg])
    #expect(result.status != 0)
  }

  @Test func diagramShowsEveryPart() {
    let svg = SVGRenderer.diagram(Fixtures.catalog.buttons.first { $0.name == "设置" }!)
    #expect(svg.contains(">设置</text>"))
    #expect(svg.contains("LTR"))
    #expect(svg.contains("RTL"))
    #expect(svg.contains("gap 8"))
    #expect(!svg.contains(" id="))
  }
}
