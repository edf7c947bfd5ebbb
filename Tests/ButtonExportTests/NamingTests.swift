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
        "class", "default_2", "2up", "tabbarHomeIcon", "tabbarHomeIcon_2", "u8BBEU7F6E",
        "httpButton",
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

  /// Every identifier form a renderer uses is unique: lower camel (`xStyle`), upper camel
  /// (`applyXStyle`, ObjC selectors, SwiftUI types), whatever other form collides.
  @Test func everyIdentifierFormIsUnique() {
    let names = ["iOS", "IOS", "ios", "AB", "a-b", "ab", "aB", "Ab"]
    let ids = StyleIdentifier.unique(names)
    #expect(Set(ids.map(\.lower)).count == names.count)
    #expect(Set(ids.map(\.upper)).count == names.count)
    #expect(
      ids.map { $0.member(prefix: "apply", suffix: "Style") } == [
        "applyIOSStyle", "applyIOS_2Style", "applyIosStyle", "applyABStyle", "applyAB_2Style",
        "applyAb_2Style", "applyAB_3Style", "applyAb_3Style",
      ])
    #expect(ids.map(\.lower) == ["iOS", "ios_2", "ios", "ab", "aB_2", "ab_2", "aB_3", "ab_3"])
    for (index, name) in Fixtures.collidingNames.enumerated() {
      let ids = StyleIdentifier.unique(Array(Fixtures.collidingNames[...index]))
      #expect(Set(ids.map(\.lower)).count == ids.count, "lower forms collide after \(name)")
      #expect(Set(ids.map(\.upper)).count == ids.count, "upper forms collide after \(name)")
    }
  }

  /// No generated type shadows an SDK type: `default` would declare SwiftUI's
  /// `DefaultLabelStyle`, `UI` UIKit's `UILabel`.
  @Test func generatedTypesNeverShadowSDKTypes() {
    let sdk: Set = [
      "DefaultLabelStyle", "IconOnlyLabelStyle", "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
      "AutomaticLabelStyle", "UILabel", "Label", "LabelStyle",
    ]
    let ids = StyleIdentifier.unique(
      ["default", "icon-only", "IconOnly", "title_only", "title-and-icon", "automatic", "UI", "ui"])
    let types = ids.flatMap(\.typeNames)
    #expect(sdk.isDisjoint(with: types), "\(types)")
    #expect(ids[0].typeNames == ["Default_2LabelStyle", "Default_2Label"])
    #expect(ids[6].typeNames == ["UI_2LabelStyle", "UI_2Label"])
    #expect(ids[7].typeNames == ["UiLabelStyle", "UiLabel"])
    #expect(StyleIdentifier.unique(["corner"])[0].member(suffix: "Style") == "corner_2Style")
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

  /// Per-button file names avoid Windows' device names, with any extension and in any case,
  /// and never end in a dot.
  @Test func fileNamesAvoidWindowsDeviceNames() {
    let names = [
      "con", "CON", "nul.txt", "Aux", "prn", "com1", "COM9", "lpt1", "LPT9.tar", "com²", "com10",
      "console", "a.", "a..", "_con",
    ]
    let catalog = ExportCatalog(
      buttons: names.map { ExportButton(name: $0, spec: .init(), layouts: []) })
    let files = SVGRenderer.fileNames(catalog)
    let byName = Dictionary(uniqueKeysWithValues: zip(catalog.buttons.map(\.name), files))
    #expect(byName["CON"] == "_CON.svg")
    #expect(byName["con"] == "_con-3.svg")  // after `CON` and `_con`, in natural order
    #expect(byName["nul.txt"] == "_nul.txt.svg")
    #expect(byName["LPT9.tar"] == "_LPT9.tar.svg")
    #expect(byName["com²"] == "_com².svg")
    #expect(byName["com10"] == "com10.svg")
    #expect(byName["console"] == "console.svg")
    #expect(byName["a."] == "a.svg")
    let reserved = Set(
      ["con", "prn", "aux", "nul"] + (0...9).flatMap { ["com\($0)", "lpt\($0)"] })
    for file in files {
      let base = String(file.lowercased().prefix { $0 != "." })
      #expect(!reserved.contains(base), "\(file) is a Windows device name")
      #expect(!file.dropLast(4).hasSuffix("."), "\(file) ends its stem in a dot")
    }
    #expect(Set(files.map { $0.lowercased() }).count == files.count)
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

  /// The export says which button got a suffixed identifier, file or anchor,
  /// and whose name it would have been.
  @Test func collisionsAreAnnounced() {
    let catalog = ExportCatalog(
      buttons: ["AB", "a/b", "default", "plain"].map {
        ExportButton(name: $0, spec: .init(), layouts: [])
      })
    #expect(
      ExportNaming.collisions(.swift, catalog, files: []) == [
        "'a/b' gets applyAB_2Style(): applyABStyle() is 'AB''s",
        "'default' gets applyDefault_2Style(): applyDefaultStyle() would shadow an SDK name",
      ])
    let svg = ExportCatalog(
      buttons: ["tabbar-home", "tabbar/home"].map {
        ExportButton(name: $0, spec: .init(), layouts: [])
      })
    #expect(
      ExportNaming.collisions(.svg, svg, files: SVGRenderer().render(svg)) == [
        "'tabbar/home' gets tabbar-home-2.svg: tabbar-home.svg is 'tabbar-home''s"
      ])
    #expect(
      ExportNaming.collisions(.markdown, svg, files: []) == [
        "'tabbar/home' gets #button-tabbar-home-2: #button-tabbar-home is 'tabbar-home''s"
      ])
    #expect(ExportNaming.collisions(.csv, catalog, files: []).isEmpty)
  }
}
