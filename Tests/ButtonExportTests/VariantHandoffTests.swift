import ButtonCatalog
import ButtonJSON
import ButtonLayout
import Testing

@testable import ButtonExport

/// Issue 29, items 2 and 3: the variant inputs in every handoff export (state titles and
/// images, the strings file, its key and locales, content sizes, the max width, accepted
/// findings), the variant matrix of a state with an image of its own, and CSV for spreadsheets
/// (numbers on the pixel grid, the byte order mark, the grouped findings).
@Suite struct VariantHandoffTests {
  /// A tab bar item with a strings file, a text style, a selected image and a highlighted
  /// title of its own, a container width and an accepted finding; its states lay out as normal
  /// does (same sizes), so only its own inputs tell them apart.
  static let tabItem: ExportButton = {
    let spec = ButtonSpec(
      titleSize: Size(width: 30, height: 12), imageSize: Size(width: 24, height: 24),
      placement: .top, spacing: 4)
    var record = ButtonRecord(name: "tabbar/home")
    record.title = "Home"
    record.titleSource = .size
    record.imageSource = .file
    record.imagePath = "icons/home@3x.png"
    record.spec = spec
    record.variants.textStyle = .caption1
    record.variants.contentSizes = [.large, .accessibilityLarge]
    record.variants.strings = "Localizable.xcstrings"
    record.variants.titleKey = "tab.home"
    record.variants.maxWidth = 78
    record.variants.stateTitles[.highlighted] = "Tap"
    record.variants.stateImages[.selected] = .file(
      path: "icons/home-selected@3x.png", digest: nil)
    record.variants.stateImages[.disabled] = .size(Size(width: 20, height: 20))
    record.accepted.accept(.smallHitTarget, reason: "the tab bar sizes its items; on purpose")
    var button = ExportButton(record: record, layouts: LayoutEngine.layouts(spec))
    var inputs: [VariantInput] = []
    for locale in ["en", "ar"] {
      for size in [ContentSizeCategory.large, .accessibilityLarge] {
        for state in [ControlState.normal, .highlighted, .selected, .disabled] {
          inputs.append(
            VariantInput(
              key: VariantKey(locale: locale, contentSize: size, state: state), spec: spec,
              fontSize: 12, title: "Home"))
        }
      }
    }
    button.variants = VariantEngine.layouts(inputs, technique: .exact, maxWidth: 78)
    return button
  }()

  static func csv(_ catalog: ExportCatalog, bom: Bool = false) -> String {
    var options = ExportOptions()
    options.csvBOM = bom
    return renderer(for: .csv, options: options).render(catalog)[0].contents
  }

  /// Each named column's cell of the default form's first row.
  static func firstRow(_ text: String) -> [String: String] {
    let records = CSVTests.parse(text)
    return Dictionary(uniqueKeysWithValues: zip(records[0], records[1]).map { ($0, $1) })
  }

  @Test(arguments: [
    (87.66666666666667, 3.0, "87.667"), (46.666666666666664, 3, "46.667"),
    (46.66666666666666, 3, "46.667"), (17.333333333333332, 3, "17.333"),
    (-0.3333333333333333, 3, "-0.333"), (12.5, 2, "12.5"), (44, 1, "44"), (-0.0, 3, "0"),
    // Within 1e-9 of three decimals: that number, on the grid or not.
    (85.6, 3, "85.6"), (33.792, 3, "33.792"), (0.30000000000000004, 1, "0.3"),
    // Off the grid: every digit.
    (60.123456, 3, "60.123456"), (17.333333333333332, 2, "17.333333333333332"),
    (0.1234567, 1, "0.1234567"),
  ])
  func numbersOnThePixelGrid(_ value: Double, _ scale: Double, _ text: String) {
    #expect(ExportNumber.grid(value, scale: scale) == text)
    // Read back and multiplied by the scale, an on-grid cell gives the same pixel.
    if let read = Double(text), (value * scale - (value * scale).rounded()).magnitude < 1e-9 {
      #expect((read * scale).rounded() == (value * scale).rounded())
    }
  }

  /// `--bom` puts U+FEFF first, in both forms; the text after it is the file without it, and
  /// Arabic, CJK and emoji read back cell for cell.
  @Test(arguments: [false, true])
  func byteOrderMark(layouts: Bool) {
    let spec = ButtonSpec(titleSize: Size(width: 40.5, height: 18))
    let button = ExportButton(
      name: "ar/save", tags: ["العربية", "中文"], title: "حفظ 保存 😀", spec: spec,
      layouts: LayoutEngine.layouts(spec))
    let catalog = ExportCatalog(buttons: [button])
    var options = ExportOptions()
    options.csvLayouts = layouts
    let plain = renderer(for: .csv, options: options).render(catalog)[0].contents
    options.csvBOM = true
    let marked = renderer(for: .csv, options: options).render(catalog)[0].contents
    #expect(Array(marked.utf8.prefix(3)) == [0xEF, 0xBB, 0xBF])
    #expect(!plain.hasPrefix("\u{FEFF}"))
    #expect(marked == "\u{FEFF}" + plain)
    let records = CSVTests.parse(String(marked.dropFirst()))
    #expect(records[0][0] == "name")
    #expect(records[1][2] == "حفظ 保存 😀")
    #expect(records[1][1] == "العربية;中文")
  }

  /// The CSV's variant columns: the strings file and key, the locales and content sizes laid
  /// out, each state's own title and image (a file's size as laid out, a size as given), the
  /// max width, the accepted finding with its reason, and the grouped findings.
  @Test func variantInputsInCSV() {
    let row = Self.firstRow(Self.csv(ExportCatalog(buttons: [Self.tabItem])))
    #expect(row["strings"] == "Localizable.xcstrings")
    #expect(row["title_key"] == "tab.home")
    #expect(row["locales"] == "en;ar")
    #expect(row["pseudo"] == "")
    #expect(row["content_sizes"] == "L;AX2")
    #expect(row["scaled_metrics"] == "false")
    #expect(row["max_width"] == "78")
    #expect(row["highlighted_title"] == "Tap")
    #expect(row["highlighted_image"] == "")
    #expect(row["selected_title"] == "")
    #expect(row["selected_image"] == "icons/home-selected@3x.png")
    #expect(row["selected_image_width"] == "24")
    #expect(row["disabled_image"] == "")
    #expect(row["disabled_image_width"] == "20")
    #expect(row["selected_highlighted_title"] == "")
    #expect(row["accepted"] == "small-hit-target=the tab bar sizes its items; on purpose")
    let findings = row["findings", default: ""].split(separator: "\n").map(String.init)
    #expect(findings.count == 1)
    #expect(
      findings.first?.hasPrefix(
        "accepted warning small-hit-target: 16 variants (every variant), worst [") == true)
    #expect(
      findings.first?.hasSuffix("(accepted: the tab bar sizes its items; on purpose)") == true)
  }

  /// `status=error` from the variants: the diagnostics column names the variants' codes after
  /// the base layouts', and the findings column says where.
  @Test func diagnosticsNameTheVariantErrors() throws {
    let text = Self.csv(DataExportTests.variantCatalog)
    let records = CSVTests.parse(text)
    let column = Dictionary(uniqueKeysWithValues: records[0].enumerated().map { ($1, $0) })
    let gear = try #require(records.first { $0[0] == "settings/gear" })
    #expect(gear[column["status"]!] == "error")
    #expect(gear[column["diagnostics"]!] == "ignored-with-configuration content-overflow")
    #expect(
      gear[column["findings"]!].hasPrefix(
        "error content-overflow: 3 variants (en at AX2; de at xL, AX2), worst [de, AX2, normal, LTR]: "
      ))
    // Without variants the column is as before: the base layouts' codes.
    let plain = try #require(records.first { $0[0] == "plain" })
    #expect(plain[column["diagnostics"]!] == "small-hit-target")
  }

  /// The Markdown and HTML inputs list the variant inputs, each once; the state image file is
  /// linked relative to the page like the button's image.
  @Test func variantRowsInMarkdownAndHTML() {
    let rows = ButtonSummary.variantRows(Self.tabItem)
    #expect(
      rows.map(\.label) == [
        "text style", "content sizes", "strings", "locales", "highlighted title", "selected image",
        "disabled image", "max width",
      ])
    #expect(
      rows.map(\.value) == [
        "caption1", "L, AX2", "Localizable.xcstrings, key \"tab.home\"",
        "every translated locale: en, ar", "\"Tap\"", "24×24, icons/home-selected@3x.png",
        "20×20", "78 pt",
      ])
    var options = ExportOptions()
    options.catalogFolder = "/w/cat"
    options.outputFolder = "/w/cat/docs"
    let page = renderer(for: .markdown, options: options)
      .render(ExportCatalog(buttons: [Self.tabItem]))[0].contents
    #expect(
      page.contains("| selected image | 24×24, ![home-selected](../icons/home-selected%403x.png) |")
    )
    #expect(page.contains("| highlighted title | \"Tap\" |"))
    #expect(
      page.contains("| accepted | small-hit-target (\"the tab bar sizes its items; on purpose\") |")
    )
    let html = renderer(for: .html).render(ExportCatalog(buttons: [Self.tabItem]))[0].contents
    #expect(html.contains("Localizable.xcstrings, key <bdi>&quot;tab.home&quot;</bdi>"))
  }

  /// A state with its own image or title whose cells match normal's is not "same as normal":
  /// its line says what it has of its own.
  @Test func matrixNamesAStateWithItsOwnImage() {
    let html = VariantGrid.html(Self.tabItem)
    #expect(!html.contains("same as normal"))
    #expect(
      html.contains(
        "<p>highlighted (its own title), selected (its own image), disabled (its own image): verdicts and title widths as normal.</p>"
      ))
    // Without inputs of its own (a matrix read from variants alone), the old line.
    #expect(
      VariantGrid.html(Self.tabItem.variants, own: [:]).contains(
        "<p>highlighted, selected, disabled: same as normal.</p>"))
  }

  /// The tokens file: a `maxWidth` dimension token, the variant inputs and the accepted
  /// finding under `$extensions`; still the format's shape (every dimension an object).
  @Test func variantInputsInTokens() throws {
    let text = renderer(for: .tokens).render(ExportCatalog(buttons: [Self.tabItem]))[0].contents
    let root = try JSONParser.parse(text)
    let home = try #require(root["tabbar"]?["home"])
    #expect(home["maxWidth"]?["$type"] == .string("dimension"))
    #expect(home["maxWidth"]?["$value"]?["value"] == .integer(78))
    #expect(home["maxWidth"]?["$value"]?["unit"] == .string("px"))
    let ext = try #require(home["$extensions"]?["com.buttoncat"])
    let variants = try #require(ext["variants"])
    #expect(variants["strings"] == .string("Localizable.xcstrings"))
    #expect(variants["titleKey"] == .string("tab.home"))
    #expect(variants["locales"] == .array([.string("en"), .string("ar")]))
    #expect(variants["contentSizes"] == .array([.string("L"), .string("AX2")]))
    #expect(variants["states"]?["highlighted"]?["title"] == .string("Tap"))
    #expect(variants["states"]?["selected"]?["image"] == .string("icons/home-selected@3x.png"))
    #expect(variants["states"]?["disabled"]?["iconSize"]?["width"]?["value"] == .integer(20))
    #expect(
      ext["accepted"]
        == .array([
          .object([
            ("code", .string("small-hit-target")),
            ("reason", .string("the tab bar sizes its items; on purpose")),
          ])
        ]))
    // A button without variant inputs has none of these keys.
    let plain = try JSONParser.parse(
      renderer(for: .tokens).render(DataExportTests.variantCatalog)[0].contents)
    #expect(plain["plain"]?["maxWidth"] == nil)
    #expect(plain["plain"]?["$extensions"]?["com.buttoncat"]?["variants"] == nil)
  }
}
