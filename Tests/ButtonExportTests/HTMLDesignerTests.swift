import ButtonLayout
import Foundation
import Testing

@testable import ButtonExport

/// Issue 29, the HTML page a designer signs off: tiles at one scale, filterable tiles, names
/// that break only after `/` and `-`, the footer as HTML text, a switchable neutral background,
/// only user text isolated, and a note for a page too big for a browser. (What a browser lays
/// out is measured by `HTMLLabelBrowserTests`.)
@Suite struct HTMLDesignerTests {
  static let page = HandoffTests.page

  /// `(width, height, viewBox width, viewBox height)` of every overview tile.
  static func tiles(_ page: String) throws -> [(Double, Double, Double, Double)] {
    let tile = try Regex(
      #"<li data-name="[^"]*" data-tags="[^"]*"><a href="[^"]*"><svg xmlns="[^"]*" width="([0-9.]+)" height="([0-9.]+)" viewBox="0 0 ([0-9.]+) ([0-9.]+)""#
    )
    return page.matches(of: tile).map { m in
      let v = (1...4).map { Double(String(m.output[$0].substring ?? "")) ?? -1 }
      return (v[0], v[1], v[2], v[3])
    }
  }

  @Test func everyTileIsDrawnAtOnePixelAPoint() throws {
    let tiles = try Self.tiles(Self.page)
    // One tile per tag (two for a button with two tags), untagged ones once.
    let expected = HandoffFixtures.buttons.map { max($0.tags.count, 1) }.reduce(0, +)
    #expect(tiles.count == expected)
    for (w, h, vw, vh) in tiles {
      #expect(w == vw / 2 && h == vh / 2)
    }
    // So a wider button has the wider tile: 343 pt against 51 pt.
    let wide = Fixtures.button(
      "cta", title: "Continue", technique: .exact,
      ButtonSpec(titleSize: Size(width: 80, height: 20), size: .fixed(Size(width: 343, height: 50)))
    )
    let small = Fixtures.button(
      "cancel", title: "Cancel", technique: .exact,
      ButtonSpec(titleSize: Size(width: 51, height: 18)))
    let page = HTMLRenderer().render(ExportCatalog(buttons: [small, wide]))[0].contents
    let widths = try Self.tiles(page).map(\.0)
    #expect(widths == [53, 345])
  }

  @Test func tilesCarryWhatTheFilterSearches() {
    for button in HandoffFixtures.buttons {
      let data = HTMLRenderer.filterData(button)
      // The section and each of its tiles.
      #expect(
        Self.page.components(separatedBy: data).count - 1 == 1 + max(button.tags.count, 1))
    }
    #expect(HTMLPage.script.contains("tile.hidden = !matches(tile, words)"))
  }

  @Test func namesBreakOnlyAfterSlashAndHyphen() {
    #expect(
      HTMLRenderer.name("tabbar/notification-center")
        == "<bdi class=\"name\">tabbar/<wbr>notification-<wbr>center</bdi>")
    #expect(HTMLRenderer.name("notifications") == "<bdi class=\"name\">notifications</bdi>")
    #expect(HTMLRenderer.name("<a>/b") == "<bdi class=\"name\">&lt;a&gt;/<wbr>b</bdi>")
    #expect(HTMLPage.css.contains(".name { overflow-wrap: normal; word-break: keep-all;"))
  }

  @Test func onlyQuotedUserTextIsIsolated() {
    let f = HTMLRenderer.isolatingQuotes
    #expect(
      f("\"الإعدادات\", 85.6×33.792, 17 pt")
        == "<bdi>&quot;الإعدادات&quot;</bdi>, 85.6×33.792, 17 pt")
    #expect(f("no quotes <b>") == "no quotes &lt;b&gt;")
    #expect(
      f(#"code ("a \"b\" <i>") end"#)
        == "code (<bdi>&quot;a \\&quot;b\\&quot; &lt;i&gt;&quot;</bdi>) end")
    // An unpaired quote: the rest as it is, escaped, nothing isolated.
    #expect(f("x \"<y") == "x &quot;&lt;y")
  }

  @Test func theFooterIsHTMLTextOnThePageAndDrawnInTheFile() {
    let button = HandoffFixtures.buttons[0]
    let file = SVGDiagram(button: button).svg
    #expect(file.contains(">intrinsic "))
    let panels = SVGDiagram(button: button, legend: false, page: true).panelElements
    #expect(!panels.isEmpty)
    for panel in panels {
      #expect(!panel.svg.contains(">intrinsic "))
      #expect(panel.footer.first?.text.hasPrefix("intrinsic ") == true)
    }
    #expect(Self.page.contains("<ul class=\"footer\">\n<li class=\"measure\">intrinsic "))
  }

  @Test func theNeutralBackgroundIsSwitchableOnThePageOnly() {
    let button = HandoffFixtures.buttons[0]
    #expect(SVGDiagram(button: button, page: true).svg.contains("<rect class=\"neutral\" "))
    #expect(!SVGDiagram(button: button).svg.contains("class="))
    // A style without a fill stands on the neutral backdrop on the page, so a white icon shows.
    var plain = button
    plain.record.appearance = ConfigurationAppearance(style: .plain)
    #expect(SVGDiagram(button: plain, page: true).svg.contains("<rect class=\"neutral\" "))
    #expect(!SVGDiagram(button: plain, legend: false).svg.contains("#edf2f7"))
    var filled = button
    filled.record.appearance = ConfigurationAppearance(style: .filled)
    #expect(!SVGDiagram(button: filled, page: true).svg.contains("class=\"neutral\""))
    #expect(HTMLPage.css.contains("body.backdrop-dark { --backdrop: #2d3748;"))
    #expect(HTMLPage.css.contains("@media (prefers-color-scheme: dark)"))
  }

  @Test func aPageTooBigForABrowserSaysHowToSelect() {
    #expect(HTMLRenderer.sizeNote(count: 2_000, tags: [("a", 2_000)]) == nil)
    let note = HTMLRenderer.sizeNote(
      count: 2_001, tags: [("nav", 5), ("checkout", 1_500), ("a\u{202E}b", 5), ("tabbar", 496)])
    #expect(
      note
        == "the page holds 2001 buttons, more than a browser shows comfortably (about 2000): export a page per tag with --tag T, or per name pattern ('tabbar/*'); the largest tags: checkout (1500), tabbar (496), a\\u{202E}b (5), nav (5)"
    )
    #expect(HTMLRenderer.sizeWarning(count: 2_000) == "")
    #expect(HTMLRenderer.sizeWarning(count: 2_001).contains("--tag T"))
    #expect(!Self.page.contains("more than a browser shows comfortably"))
  }
}
