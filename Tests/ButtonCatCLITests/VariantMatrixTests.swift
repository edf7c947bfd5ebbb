import ButtonExport
import ButtonLayout
import Testing

@testable import ButtonCatCLI
@testable import ButtonCatalog

/// The matrix of a button's variants (`show`, `layout`), from hand-built
/// variant layouts.
@Suite struct VariantMatrixTests {
  /// The lines of the block whose corner holds `state`, up to the next blank line.
  static func block(_ text: String, _ state: String) -> [String] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(state)  ") }) else { return [] }
    return Array(lines[start...].prefix { !$0.isEmpty })
  }

  /// The cell under `header` in `line`, by character position (the fixture's text is one
  /// column per character).
  static func cell(_ header: [Character], _ line: String, _ column: String) -> String {
    let headerText = String(header)
    guard let range = headerText.range(of: "  " + column) else { return "" }
    let offset = headerText.distance(from: headerText.startIndex, to: range.lowerBound) + 2
    let characters = Array(line)
    guard offset < characters.count else { return "" }
    return String(characters[offset...].prefix { $0 != " " })
  }

  @Test func tabBarMatrixMatchesItsGoldenFile() throws {
    try Golden.check(VariantMatrix.render(VariantFixtures.tabBar), "variants-matrix-tabbar.txt")
  }

  @Test func theFirstFailingSizeOfEachLocaleIsItsFirstCross() throws {
    let variants = VariantFixtures.tabBar
    let text = VariantMatrix.render(variants)
    for state in [ControlState.normal, .highlighted] {
      let block = Self.block(text, state.rawValue)
      let header = Array(try #require(block.first))
      for locale in ["en", "de", "ar", "pseudo-double"] {
        let failing = variants.filter {
          $0.key.locale == locale && $0.key.state == state && $0.worstSeverity == .error
        }.map(\.key.contentSize).min()
        let firstFailing = try #require(failing)
        for (size, line) in zip(ContentSizeCategory.allCases, block.dropFirst()) {
          #expect(line.hasPrefix("  " + size.shortName + " "))
          let marks = Self.cell(header, line, locale == "ar" ? "ar (RTL)" : locale)
          #expect(
            marks.hasPrefix("✗") == (size >= firstFailing), "\(state) \(locale) \(size): \(marks)")
        }
      }
    }
  }

  @Test func localesKeepTheirOrderAndRightToLeftIsMarked() throws {
    let text = VariantMatrix.render(VariantFixtures.tabBar)
    let header = try #require(Self.block(text, "normal").first)
    let names = header.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
    #expect(names == ["normal", "en", "de", "ar", "(RTL)", "pseudo-double"])
    #expect(text.contains("(RTL) laid out right to left"))
    // Every variant in one direction, every cell laid out: no note about either.
    #expect(!text.contains("LTR and RTL"))
    #expect(!text.contains("·"))
  }

  @Test func statesLikeNormalAreOneLineAndOthersABlock() {
    let variants = VariantFixtures.tabBar
    let text = VariantMatrix.render(variants)
    #expect(text.contains("\n  selected: same as normal\n"))
    #expect(Self.block(text, "selected").isEmpty)
    #expect(Self.block(text, "highlighted").count == 13)
    // The counts are over variants (one per key), from the fixture.
    let errors = variants.filter { $0.worstSeverity == .error }.count
    let warnings = variants.filter { $0.worstSeverity == .warning }.count
    #expect(
      text.hasPrefix(
        "variants (exact): \(variants.count) (4 locales, 12 content sizes, 3 states)\n  ✗ \(errors) with errors, ~ \(warnings) with warnings, ✓ \(variants.count - errors - warnings) ok\n"
      ))
  }

  /// A state with an image, a title or a title key of its own whose cells match normal's is
  /// never "same as normal" (its image or title differs where the verdicts and widths do not):
  /// its line says what it has, as the HTML page's does; lines stay within the width.
  @Test func aStateWithItsOwnImageIsNotSameAsNormal() throws {
    var settings = VariantSettings()
    settings.stateImages[.selected] = .size(Size(width: 24, height: 24))
    let text = VariantMatrix.render(VariantFixtures.tabBar, own: settings.ownInputs)
    try Golden.check(text, "variants-matrix-own-image.txt")
    #expect(!text.contains("same as normal"))
    #expect(text.contains("\n  selected (its own image): verdicts and title widths as normal\n"))
    #expect(Self.block(text, "selected").isEmpty)
    // Everything above the line is the matrix without inputs of its own.
    let plain = VariantMatrix.render(VariantFixtures.tabBar)
    #expect(plain.contains("\n  selected: same as normal\n"))
    #expect(
      text.prefix(while: { $0 != "(" }) == plain.prefix(while: { $0 != "(" }))

    settings.stateTitleKeys[.selected] = "tab.home.selected"
    let both = VariantMatrix.render(VariantFixtures.tabBar, own: settings.ownInputs)
    #expect(both.contains("\n  selected (its own title and image): verdicts and title widths"))
    // A state with its own image beside one without: each on its line.
    let disabled = VariantFixtures.tabBar.filter { $0.key.state == .selected }.map { v in
      var v = v
      v.key.state = .disabled
      return v
    }
    let mixed = VariantMatrix.render(VariantFixtures.tabBar + disabled, own: settings.ownInputs)
    #expect(
      mixed.contains(
        "\n  disabled: same as normal\n  selected (its own title and image): verdicts and title"))
    for line in both.split(separator: "\n") + mixed.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= VariantMatrix.maximumWidth, "\(line)")
    }
  }

  @Test func twoDirectionsShowTheWorseAndMissingCellsADot() throws {
    let f = VariantFixtures.self
    let variants = [
      f.layout(nil, .large, .normal, .leftToRight, title: 40),
      f.layout(nil, .large, .normal, .rightToLeft, title: 40, [f.rtlBroken]),
      f.layout(nil, .extraLarge, .normal, .leftToRight, title: 44.5),
      f.layout(nil, .extraLarge, .normal, .rightToLeft, title: 44.5, [f.smallTarget]),
      // Disabled only at L: xL is not laid out.
      f.layout(nil, .large, .disabled, .leftToRight, title: nil),
      f.layout(nil, .large, .disabled, .rightToLeft, title: nil),
    ]
    let text = VariantMatrix.render(variants)
    try Golden.check(text, "variants-matrix-both-directions.txt")
    #expect(
      Self.block(text, "normal") == ["  normal  title", "  L       ✗   40", "  xL      ~ 44.5"])
    #expect(
      Self.block(text, "disabled") == ["  disabled  title", "  L         ✓", "  xL        ·"])
    #expect(text.contains("a cell laid out LTR and RTL shows the worse"))
    #expect(text.contains("· not laid out"))
    #expect(!text.contains("(RTL)"))
  }

  @Test func aWideMatrixIsCutIntoBlocksOfLocales() throws {
    let locales = (1...12).map { "locale-name-\($0)" }
    let variants = locales.flatMap { locale in
      [ContentSizeCategory.large, .accessibilityExtraLarge].map {
        VariantFixtures.layout(locale, $0, title: $0 == .large ? 33.333 : 101.5)
      }
    }
    let text = VariantMatrix.render(variants)
    try Golden.check(text, "variants-matrix-wrapped.txt")
    for line in text.split(separator: "\n") {
      #expect(DisplayWidth.of(String(line)) <= VariantMatrix.maximumWidth, "\(line)")
    }
    for locale in locales {
      let headers = text.split(separator: "\n").filter { $0.hasPrefix("  normal  ") }
      #expect(headers.count > 1)
      #expect(headers.filter { $0.split(separator: " ").contains(Substring(locale)) }.count == 1)
    }
  }

  @Test func localeNamesAreEscapedAndColumnsAlignByDisplayWidth() throws {
    let variants = [
      VariantFixtures.layout("中文", .large, title: 30),
      VariantFixtures.layout("de\u{1B}[2J", .large, title: 40),
      VariantFixtures.layout("x\u{202E}y", .large, title: 50),
    ]
    let text = VariantMatrix.render(variants)
    #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" })
    let block = Self.block(text, "normal")
    #expect(
      block == ["  normal  中文  de\\u{1B}[2J  x\\u{202E}y", "  L       ✓ 30  ✓ 40         ✓ 50"])
    // The second column starts at the same terminal column in the header and the row.
    let header = block[0]
    let row = block[1]
    let headerPrefix = header[..<header.range(of: "de\\u")!.lowerBound]
    let rowPrefix = row[..<row.range(of: "✓ 40")!.lowerBound]
    #expect(DisplayWidth.of(String(headerPrefix)) == DisplayWidth.of(String(rowPrefix)))
  }

  @Test func noVariantsIsNoMatrix() {
    #expect(VariantMatrix.render([]).isEmpty)
  }
}
