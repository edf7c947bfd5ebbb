import ButtonCatalog
import ButtonExport
import ButtonLayout
import ButtonMeasure
import Testing

@testable import ButtonExport

/// The data exports beyond the fixed catalog's golden files: the CSV
/// long form and the Markdown page with every technique as golden files, and a catalog with a
/// font file, an image file and variants (text style, content sizes, a translation) in every
/// data format.
@Suite struct DataExportTests {
  static func options(_ change: (inout ExportOptions) -> Void) -> ExportOptions {
    var options = ExportOptions()
    change(&options)
    return options
  }

  @Test func csvLongFormMatchesGolden() throws {
    let files = renderer(for: .csv, options: Self.options { $0.csvLayouts = true })
      .render(Fixtures.catalog)
    try Golden.check(files[0].contents, "buttons-layouts.csv")
  }

  @Test func markdownWithEveryTechniqueMatchesGolden() throws {
    let files = renderer(for: .markdown, options: Self.options { $0.allTechniques = true })
      .render(Fixtures.catalog)
    let page = files[0].contents
    try Golden.check(page, "buttons-all-techniques.md")
    // Without the option, other techniques are left out; with it, each is a section.
    let plain = renderer(for: .markdown).render(Fixtures.catalog)[0].contents
    #expect(!plain.contains("### Other techniques"))
    #expect(
      page.components(separatedBy: "### Other techniques").count - 1 == Fixtures.buttons.count)
  }

  /// A button as the catalog exports it with every variant input this page shows: a font
  /// file's names, a text style, an image file, content sizes and a translation, a fixed size
  /// the largest sizes overflow.
  static let variantCatalog: ExportCatalog = {
    let spec = ButtonSpec(
      titleSize: Size(width: 60, height: 20), imageSize: Size(width: 24, height: 24),
      placement: .left, spacing: 6, padding: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8),
      size: .fixed(Size(width: 120, height: 44)))
    var record = ButtonRecord(name: "settings/gear")
    record.title = "Settings"
    record.titleSource = .font
    record.font = FontSource(path: "fonts/DejaVuSans.ttf")
    record.imageSource = .file
    record.imagePath = "icons/gear@2x.png"
    record.spec = spec
    record.description = "Scales with body."
    record.tags = ["settings"]
    record.fontSize = 17
    record.variants.textStyle = .body
    record.variants.locales = ["en", "de"]
    var button = ExportButton(record: record, layouts: LayoutEngine.layouts(spec))
    button.fontNames = FontNames(
      family: "DejaVu Sans", style: "Book", postScriptName: "DejaVuSans", fullName: "DejaVu Sans")
    button.fontNames?.weightClass = 400
    var inputs: [VariantInput] = []
    for (locale, width) in [("en", 60.0), ("de", 84.0)] {
      for (size, pt) in [
        (ContentSizeCategory.large, 17.0), (.extraLarge, 19), (.accessibilityLarge, 33),
      ] {
        var variant = spec
        variant.titleSize = Size(width: width * pt / 17, height: 20 * pt / 17)
        inputs.append(
          VariantInput(
            key: VariantKey(locale: locale, contentSize: size, state: .normal), spec: variant,
            fontSize: pt, title: locale == "en" ? "Settings" : "Einstellungen"))
      }
    }
    inputs[0].key = .base
    button.variants = VariantEngine.layouts(inputs, technique: .exact)
    let plain = Fixtures.button(
      "plain", title: "Plain", technique: .configuration,
      ButtonSpec(titleSize: Size(width: 34, height: 18)))
    return ExportCatalog(buttons: [button, plain])
  }()

  @Test(arguments: [ExportFormat.csv, .markdown, .tokens])
  func variantCatalogMatchesGolden(_ format: ExportFormat) throws {
    let options = Self.options {
      $0.catalogFolder = "/work/project"
      $0.outputFolder = "/work/project/docs/handoff"
    }
    let files = renderer(for: format, options: options).render(Self.variantCatalog)
    try #require(files.count == 1)
    try Golden.check(files, folder: "data-variants-\(format.rawValue)")
  }

  /// The variant summary counts each variant layout once, and names the first at the worst
  /// severity.
  @Test func variantSummary() throws {
    let button = try #require(Self.variantCatalog.buttons.first { $0.name == "settings/gear" })
    let counts = button.variantCounts
    #expect(counts.map(\.count).reduce(0, +) == button.variants.count)
    #expect(counts.map(\.status) == [.error, .warning, .ok])
    let errors = button.variants.filter { $0.worstSeverity == .error }.count
    #expect(counts[0].count == errors)
    #expect(errors > 0)
    #expect(button.status == .error)
    let page = renderer(for: .markdown).render(Self.variantCatalog)[0].contents
    #expect(page.contains("### Variants"))
    #expect(page.contains("Findings, each once with the variants it hits:"))
    #expect(
      page.contains("- **error** `content-overflow` in 3 variants: en at AX2; de at xL, AX2; worst")
    )
    #expect(page.contains("Status: **error**: `exact` ✗ 3 of 6 variants fail: "))
    #expect(page.contains("| font | DejaVu Sans Book, 17 pt, scales with `body` |"))
  }

  /// Image links are relative to the page's folder and percent-encoded, so no path can end the
  /// link or name a scheme.
  @Test func imageLinksAreRelativeAndEncoded() {
    let options = Self.options {
      $0.catalogFolder = "/w/cat"
      $0.outputFolder = "/w/out/docs"
    }
    #expect(MarkdownLink.relativePath("icons/a.png", options) == "../../cat/icons/a.png")
    #expect(MarkdownLink.relativePath("/abs/a.png", options) == "../../../abs/a.png")
    #expect(MarkdownLink.relativePath("../shared/a.png", options) == "../../shared/a.png")
    #expect(MarkdownLink.relativePath("icons/a.png", ExportOptions()) == "icons/a.png")
    let same = Self.options {
      $0.catalogFolder = "/w/cat"
      $0.outputFolder = "/w/cat"
    }
    #expect(MarkdownLink.relativePath("icons/a.png", same) == "icons/a.png")
    #expect(
      MarkdownLink.image("javascript:alert(1).png", label: "x", options: ExportOptions())
        == "![x](javascript%3Aalert%281%29.png)")
    #expect(
      MarkdownLink.image("a b)<c>\n.png", label: "[l]", options: ExportOptions())
        == "![\\[l\\]](a%20b%29%3Cc%3E%0A.png)")
    #expect(
      MarkdownLink.image("Assets.xcassets/gear.imageset", label: "gear", options: ExportOptions())
        == "[gear](Assets.xcassets/gear.imageset)")
    #expect(MarkdownLink.destination("设置@2x.png") == "%E8%AE%BE%E7%BD%AE%402x.png")
  }

  /// The contents list every button under each of its tags, linking an anchor the page
  /// defines exactly once; anchors are unique even where names differ only in punctuation.
  @Test func contentsLinkEveryButton() {
    let page = renderer(for: .markdown).render(Fixtures.catalog)[0].contents
    let anchors = MarkdownLink.anchors(Fixtures.buttons.map(\.name))
    #expect(Set(anchors).count == anchors.count)
    for (button, anchor) in zip(
      Fixtures.catalog.buttons,
      MarkdownLink.anchors(
        Fixtures.catalog.buttons.map(\.name)))
    {
      #expect(page.components(separatedBy: "<a id=\"\(anchor)\"></a>").count == 2, "\(anchor)")
      let links = page.components(separatedBy: "](#\(anchor))").count - 1
      #expect(links == max(button.tags.count, 1), "\(button.name)")
    }
    #expect(
      page.contains(
        "- **`tabbar`**: [`tabbar.home_icon`](#button-tabbar-home_icon), "
          + "[`tabbar/home-icon`](#button-tabbar-home-icon)\n"))
    #expect(
      MarkdownLink.anchors(["a.b", "a/b", "a-b", "a-b-2"]) == [
        "button-a-b", "button-a-b-3", "button-a-b-4", "button-a-b-2",
      ])
    #expect(MarkdownLink.anchors(["设置", "x\u{202E}\"<y>"]) == ["button-设置", "button-x---y-"])
  }

  /// Font names, image paths and variant locales made of hostile Markdown lines add no
  /// structure to the page, with every section the page can have.
  @Test func hostileFontsImagesAndLocalesAddNoStructure() throws {
    let spec = ButtonSpec(
      titleSize: Size(width: 30, height: 18), imageSize: Size(width: 16, height: 16),
      size: .fixed(Size(width: 40, height: 30)))
    let layouts = LayoutEngine.layouts(spec)
    let buttons = MarkdownTests.hostileLines.enumerated().map { index, line in
      var record = ButtonRecord(name: "b\(index)")
      record.title = line
      record.titleSource = .font
      record.font = FontSource(path: line + ".ttf")
      record.imageSource = .file
      record.imagePath = line + (index.isMultiple(of: 2) ? ".png" : ".pdf")
      record.tags = [line]
      record.spec = spec
      var button = ExportButton(record: record, layouts: layouts)
      button.fontNames = FontNames(family: line, style: line)
      button.variants = VariantEngine.layouts(
        [
          VariantInput(
            key: VariantKey(locale: line, contentSize: .accessibilityLarge, state: .normal),
            spec: spec, fontSize: 30, title: line)
        ], technique: .exact)
      return button
    }
    let options = Self.options {
      $0.allTechniques = true
      $0.catalogFolder = "/c"
      $0.outputFolder = "/c/out"
    }
    let page = renderer(for: .markdown, options: options).render(ExportCatalog(buttons: buttons))[0]
      .contents
    #expect(ControlCharacterTests.rawControls(page).isEmpty)
    for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      switch MarkdownTests.blockKind(line) {
      case "heading":
        #expect(line.hasPrefix("# Button styles") || line.hasPrefix("## ") || line.hasPrefix("###"))
      case "list item": #expect(line.hasPrefix("- **") || line.hasPrefix("- `"), "\(line)")
      case "table row", "blank", "paragraph": break
      case let kind: Issue.record("\(kind): \(line)")
      }
    }
    #expect(page.contains("### Variants"))
    #expect(page.contains("](../%5Bref%5D%3A%20http%3A/evil.example.pdf)"))
  }
}
