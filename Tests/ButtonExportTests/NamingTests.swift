import ButtonExport
import Testing

/// Identifiers and file names derived from button names.
@Suite struct NamingTests {
  @Test func identifiersFromAwkwardNames() {
    let ids = StyleIdentifier.unique([
      "class", "default", "2up", "tabbar/home-icon", "tabbar.home_icon", "设置", "HTTPButton",
      "Share", "share", "tabbarHomeIcon_2", "---",
    ])
    #expect(
      ids.map(\.lower) == [
        "class", "default", "2up", "tabbarHomeIcon", "tabbarHomeIcon_2", "u8BBEU7F6E", "httpButton",
        "share", "share_2", "tabbarHomeIcon2", "button",
      ])
    #expect(ids[0].member(prefix: "apply", suffix: "Style") == "applyClassStyle")
    #expect(ids[0].member(suffix: "Style") == "classStyle")
    #expect(ids[2].member(suffix: "Style") == "_2upStyle")
    #expect(ids[2].member(prefix: "apply", suffix: "Style") == "apply2upStyle")
    #expect(ids[2].member(prefix: "", suffix: "LabelStyle") == "_2upLabelStyle")
    #expect(ids[4].member(prefix: "", suffix: "Label") == "TabbarHomeIcon_2Label")
    #expect(ids[5].member(prefix: "", suffix: "Label") == "U8BBEU7F6ELabel")
  }

  @Test func identifiersAreUniqueAndIndependentOfOtherNames() {
    let alone = StyleIdentifier.unique(["tabbar/home-icon"])
    #expect(alone[0].lower == "tabbarHomeIcon")
    let ids = StyleIdentifier.unique(Fixtures.catalog.buttons.map(\.name))
    #expect(Set(ids.map(\.lower)).count == ids.count)
  }

  @Test func svgFileNames() {
    let catalog = ExportCatalog(
      buttons: ["tabbar/home", "tabbar-home", "Tabbar-Home", ".hidden", "设置", "a b"].map {
        ExportButton(name: $0, spec: .init(), layouts: [])
      })
    #expect(
      SVGRenderer.fileNames(catalog) == [
        "_hidden.svg", "Tabbar-Home.svg", "a-b.svg", "tabbar-home-2.svg", "tabbar-home-3.svg",
        "设置.svg",
      ])
  }

  @Test func codeNumbersAreExact() {
    #expect(ExportNumber.code(12) == "12")
    #expect(ExportNumber.code(-0.0) == "0")
    #expect(ExportNumber.code(8.5) == "8.5")
    #expect(ExportNumber.code(-0.125) == "-0.125")
    #expect(ExportNumber.code(52.0 / 3.0) == "52.0 / 3.0")
    #expect(ExportNumber.code(-1.0 / 6.0) == "-1.0 / 6.0")
    // Off the grid by floating-point noise only: the grid value.
    #expect(ExportNumber.code(17.333333333333336) == "52.0 / 3.0")
    #expect(ExportNumber.code(12.000000000000002) == "12")
    #expect(ExportNumber.code(0.1) == "0.1")
    #expect(ExportNumber.code(52.3) == "52.3")
    #expect(ExportNumber.text(52.0 / 3.0) == "17.333")
    #expect(ExportNumber.data(52.0 / 3.0) == "17.333333333333332")
  }
}
