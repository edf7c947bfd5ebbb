import ButtonLayout
import Foundation
import Testing

@testable import ButtonExport

/// The handoff page and diagrams: real images as data URIs (an SVG's script never
/// reaches the page), titles at their font size, the legend, padding, a note for every mark
/// drawn oddly, isolated right-to-left text, stable anchors, the overview and the variant matrix.
@Suite struct HandoffTests {
  static let page = renderer(for: .html).render(HandoffFixtures.catalog)[0].contents
  static let svgs = renderer(for: .svg).render(HandoffFixtures.catalog)

  static func svg(_ name: String) -> String {
    SVGRenderer.diagram(HandoffFixtures.buttons.first { $0.name == name }!)
  }

  @Test func matchesGolden() throws {
    try Golden.check(Self.page, "buttons-handoff.html")
    try Golden.check(Self.svgs, folder: "svg-handoff")
  }

  @Test func embedsImagesOnceAsDataURIs() {
    let png = "data:image/png;base64," + Data(HandoffFixtures.png).base64EncodedString()
    let svg =
      "data:image/svg+xml;base64," + Data(HandoffFixtures.hostileSVG).base64EncodedString()
    // One symbol per distinct image (two buttons share the PNG), used by reference.
    #expect(Self.page.components(separatedBy: png).count - 1 == 1)
    #expect(Self.page.components(separatedBy: svg).count - 1 == 1)
    #expect(Self.page.contains("<use href=\"#image:1\""))
    #expect(Self.page.contains("<use href=\"#image:2\""))
    // A file stands alone: the diagram carries its image.
    #expect(Self.svg("toolbar/share").contains("<image x="))
    #expect(Self.svg("toolbar/share").contains("href=\"\(png)\""))
    #expect(Self.svg("settings/gear").contains("href=\"\(svg)\""))
  }

  @Test func hostileSVGNeverInline() {
    for text in [Self.page] + Self.svgs.map(\.contents) {
      #expect(!text.contains("alert(1)"))
      #expect(!text.contains("alert(2)"))
      #expect(!text.contains("onload"))
    }
    // The page's own script is the only one, and the policy lets only it run.
    #expect(Self.page.components(separatedBy: "<script").count - 1 == 1)
    #expect(Self.page.contains("script-src 'sha256-"))
    #expect(Self.page.contains("default-src 'none'; img-src data:;"))
  }

  @Test func hostileNamesTagsAndTitlesAreEscaped() {
    for text in [Self.page] + Self.svgs.map(\.contents) {
      for raw in [
        "<script>alert(5)", "<script>alert(6)", "onmouseover=\"", "<script>alert(8)", "</style><",
        "<script>alert(9)",
        "<b>", "<i>x</i>",
      ] {
        #expect(!text.contains(raw), "unescaped \(raw)")
      }
    }
    #expect(
      Self.page.contains(
        "assets/&quot;&lt;script&gt;alert(9)&lt;/script&gt;.png (cannot be read now"))
    #expect(Self.page.contains("id=\"x&quot;&gt;&lt;script&gt;alert(5)&lt;/script&gt;\""))
    #expect(
      Self.page.contains(
        "<bdi class=\"name\">x&quot;&gt;&lt;script&gt;alert(5)&lt;/<wbr>script&gt;</bdi></h2>"))
    #expect(
      Self.page.contains("<span class=\"tag\"><bdi>a&quot; onmouseover=&quot;alert(7)</bdi></span>")
    )
    // In an href the name is percent-encoded, then escaped for the attribute.
    #expect(Self.page.contains("href=\"#x%22%3E%3Cscript%3Ealert%285%29%3C/script%3E\""))
  }

  @Test func rightToLeftTextIsIsolated() {
    #expect(Self.page.contains("<bdi>عربي</bdi>"))
    #expect(Self.page.contains("<p class=\"description\" dir=\"auto\">مرحبا"))
    // Only the quoted title is isolated: the numbers after it keep their order.
    #expect(Self.page.contains("<td><bdi>&quot;الإعدادات!&quot;</bdi>, "))
    // The title is drawn right to left in the diagram; a Latin one is not.
    #expect(
      Self.svg("settings/gear").contains(
        "direction=\"rtl\" text-anchor=\"middle\" fill=\"#1a202c\">الإعدادات!</text>"))
    #expect(!Self.svg("toolbar/share").contains("direction=\"rtl\""))
    #expect(BidiText.isRightToLeft("123 שלום"))
    #expect(!BidiText.isRightToLeft("Share שלום"))
  }

  @Test func titleAtItsFontSizeNeverSqueezed() {
    let share = Self.svg("toolbar/share")
    // 17 pt at 4 px per point.
    #expect(share.contains("font-size=\"68\" text-anchor=\"middle\" fill=\"#1a202c\">Share</text>"))
    for text in [Self.page] + Self.svgs.map(\.contents) {
      #expect(!text.contains("textLength"))
      #expect(!text.contains("lengthAdjust"))
    }
  }

  @Test func legendPaddingAndNotes() {
    let share = Self.svg("toolbar/share")
    for label in [
      "bounds", "padding", "content rect", "image (crossed: no image file)",
      "title, at its font size", "gap",
    ] {
      #expect(share.contains(">\(label)</text>"), "legend lacks \(label)")
      #expect(
        Self.page.contains("</svg> \(Markup.escape(label))</li>"), "page legend lacks \(label)")
    }
    // The padding band: outer rect, inner rect (12 pt, 8 pt at 4 px per point), even-odd.
    #expect(share.contains("fill=\"#d6bcfa\" fill-rule=\"evenodd\""))
    #expect(Self.svg("doc/export").contains(">export.pdf</text>"))
    #expect(Self.svg("doc/export").contains("image assets/export.pdf: a PDF, drawn as its box"))
    #expect(
      Self.svg("broken/missing").contains(
        ">image assets/gone.png cannot be read now: no such file;"))
    #expect(Self.svg("broken/missing").contains("drawn crossed</text>"))
  }

  @Test func contentRectPastTheBoundsIsExplained() {
    let frames = LayoutFrames(
      contentRect: Rect(x: -4, y: 0, width: 58, height: 44), imageFrame: nil,
      titleFrame: Rect(x: -4, y: 12, width: 58, height: 20),
      intrinsicContentSize: Size(width: 58, height: 20))
    let layout = TechniqueLayout(
      technique: .exact, direction: .leftToRight,
      values: LayoutEngine.layouts(ButtonSpec())[0].values,
      bounds: Size(width: 50, height: 44), frames: frames, titleTextFrame: nil)
    let button = ExportButton(
      name: "wide", title: "Wide", spec: ButtonSpec(titleSize: Size(width: 58, height: 20)),
      layouts: [layout])
    let svg = SVGRenderer.diagram(button)
    #expect(svg.contains("content rect past the bounds (left 4, right 4 pt)"))
    #expect(!Self.svg("toolbar/share").contains("content rect past"))
    // The exact technique stacks image and title with negative content insets: said so.
    #expect(Self.svg("tabbar/home").contains("content rect past the bounds (left 12, right 12 pt)"))
  }

  @Test func stableAnchorsAndOverview() {
    #expect(Self.page.contains("<section class=\"button\" id=\"tabbar/home\""))
    #expect(Self.page.contains("<a class=\"anchor\" href=\"#tabbar/home\""))
    // The overview links every button, grouped by tag (toolbar holds two).
    #expect(Self.page.contains("<h3><bdi>toolbar</bdi> <span class=\"count\">(2)</span></h3>"))
    for button in HandoffFixtures.buttons {
      let id = HTMLRenderer.anchors([button.name])[0]
      #expect(
        Self.page.contains(
          "\(HTMLRenderer.filterData(button))><a href=\"\(Markup.escape(HTMLRenderer.fragment(id)))\">"
        ))
    }
    #expect(
      HTMLRenderer.anchors(["a b", "a_b", "a\u{1}b", "设置", "image:1"])
        == ["a_b", "a_b~2", "a_b~3", "设置", "image_1"])
    #expect(HTMLRenderer.fragment("设置") == "#%E8%AE%BE%E7%BD%AE")
  }

  @Test func variantMatrixMarksFailingCells() {
    #expect(Self.page.contains("<h3>Variants (exact)</h3>"))
    #expect(Self.page.contains("<th scope=\"col\"><bdi>ar</bdi> (RTL)</th>"))
    #expect(Self.page.contains("<th scope=\"col\"><bdi>&lt;i&gt;x&lt;/i&gt;</bdi></th>"))
    // German at xL: 91 pt, past the 90 pt the container gives.
    #expect(Self.page.contains("<td class=\"error\">✗ 91</td>"))
    #expect(Self.page.contains("<th scope=\"col\">highlighted</th>"))
    #expect(!Self.page.contains("same as normal"))
    // Buttons without variants have no matrix.
    let plain = renderer(for: .html).render(Fixtures.catalog)[0].contents
    #expect(!plain.contains("class=\"variants\""))
  }

  @Test func everyHandoffDiagramRenders() throws {
    let rsvg = try ToolRunner.require(
      "rsvg-convert", install: "run scripts/deps.sh (Debian package librsvg2-bin)")
    let temp = try TemporaryDirectory()
    for file in Self.svgs {
      let svg = try temp.write(file.path, file.contents)
      let result = try ToolRunner.run(rsvg, ["--format=png", "--output", svg + ".png", svg])
      #expect(result.status == 0, "\(file.path) does not render:\n\(result.output)")
    }
  }
}
