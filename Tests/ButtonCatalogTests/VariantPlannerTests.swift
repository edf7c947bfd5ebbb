import ButtonCatalog
import ButtonLayout
import ButtonMeasure
import ButtonStrings
import Dispatch
import Foundation
import Testing

/// `VariantPlanner`: a record's variant inputs resolved into variants (Dynamic Type sizes,
/// localized titles, states) measured with the button's fonts, and laid out.
@Suite struct VariantPlannerTests {
  static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// A title measured in DejaVu Sans at `fontSize`, an image above it, measured.
  static func fontRecord(
    _ title: String = "Settings", fontSize: Double = 17, size: ButtonSize = .fit,
    measurer: SourceMeasurer = SourceMeasurer()
  ) throws -> ButtonRecord {
    var record = ButtonRecord(name: "tabbar/settings")
    record.title = title
    record.titleSource = .font
    record.font = FontSource(path: dejaVu)
    record.fontSize = fontSize
    record.imageSource = .size
    record.spec.imageSize = Size(width: 24, height: 24)
    record.spec.placement = .top
    record.spec.spacing = 4
    record.spec.size = size
    try measurer.measure(&record)
    return record
  }

  /// A title given by width (the system font), measured.
  static func systemRecord(width: Double = 40) throws -> ButtonRecord {
    var record = ButtonRecord(name: "tabbar/home")
    record.title = "Home"
    record.titleSource = .width
    record.spec.titleSize = Size(width: width, height: 0)
    record.fontSize = 17
    try SourceMeasurer().measure(&record)
    return record
  }

  /// A String Catalog: `tab.settings` in en (source), ar, de, es (device variations), uk
  /// (plural variations), and not in fr (a locale of another key).
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "tab.more" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "More" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Plus" } }
          }
        },
        "tab.settings" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "الإعدادات" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Einstellungen" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Settings" } },
            "es" : {
              "variations" : {
                "device" : {
                  "ipad" : { "stringUnit" : { "state" : "translated", "value" : "Configuración" } },
                  "iphone" : { "stringUnit" : { "state" : "translated", "value" : "Ajustes" } }
                }
              }
            },
            "uk" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Налаштування" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Параметри" } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  func codes(_ input: VariantInput) -> [Diagnostic.Code] { input.notes.map(\.code) }

  // MARK: - Without variant inputs

  @Test func aRecordWithoutVariantInputsHasTheBaseVariantOnly() throws {
    let record = try Self.fontRecord()
    let inputs = try VariantPlanner().inputs(for: record)
    #expect(inputs.count == 1)
    #expect(inputs[0].key == .base)
    #expect(inputs[0].spec == record.spec)
    #expect(inputs[0].title == "Settings")
    #expect(inputs[0].fontSize == 17)
  }

  // MARK: - Dynamic Type

  /// The body row of the HIG point sizes (xS … AX5; docs/variants.md section 1).
  static let bodyPointSizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
  /// `scaledFont(for: 17 pt)` with body metrics, measured on iOS 26 (the OpenUIKit dump; docs/variants.md section 1).
  static let bodyScaledFont17: [Double] = [15, 15, 16, 17, 19, 20, 22, 26, 31, 37, 43, 48]

  /// A title given by width or size with a text style would keep one text's size at every
  /// content size: the record is refused, naming both fields and the way out.
  @Test(arguments: [false, true])
  func aTitleGivenBySizeCannotTakeATextStyle(bySize: Bool) throws {
    var record = try Self.systemRecord(width: 40)
    if bySize {
      record.titleSource = .size
      record.spec.titleSize = Size(width: 34, height: 20)
    }
    #expect(record.validate().errors.isEmpty)
    record.variants.textStyle = .body
    let problems = record.validate().errors.map { $0.rendered { f in "<\(f.rawValue)>" } }
    #expect(
      problems == [
        "<text-style>: cannot go with <\(bySize ? "title-size" : "title-width")>: a title given by size is one text at one content size, which the text style cannot scale (every variant would lose the title); give <font> to measure the title in a font file at every size (the system font works once buttoncat can measure it), or drop one of the two"
      ])
  }

  @Test func aFontFileScalesLikeUIFontMetricsAndIsMeasuredAtEachSize() throws {
    var record = try Self.fontRecord(fontSize: 17)
    record.variants.textStyle = .body
    let inputs = try VariantPlanner().inputs(for: record)
    let byCategory = Dictionary(uniqueKeysWithValues: inputs.map { ($0.key.contentSize, $0) })
    let large = try #require(byCategory[.large]?.spec.titleSize)
    #expect(large == record.spec.titleSize)
    for category in ContentSizeCategory.allCases {
      let input = try #require(byCategory[category])
      let points = Self.bodyScaledFont17[category.rawValue]
      #expect(input.fontSize == points)
      // HarfBuzz measures in font units: the width is proportional to the point size.
      let width = try #require(input.spec.titleSize?.width)
      #expect(abs(width / points - large.width / 17) < 1e-9)
      #expect(input.spec.titleLineHeight == nil)
      #expect(input.notes.isEmpty)
    }
  }

  @Test func maxFontSizeCapsTheScaledFont() throws {
    var record = try Self.fontRecord(fontSize: 17)
    record.variants.textStyle = .body
    record.variants.maxFontSize = 40
    let sizes = try VariantPlanner().inputs(for: record).sorted {
      $0.key.contentSize < $1.key.contentSize
    }.map(\.fontSize)
    #expect(sizes == Self.bodyScaledFont17.map { min($0, 40) })
  }

  @Test func maxContentSizeClampsTheSizingButTheKeyKeepsTheAskedSize() throws {
    var record = try Self.fontRecord(fontSize: 17)
    record.variants.textStyle = .body
    record.variants.contentSizes = [.medium, .large, .extraExtraLarge, .accessibilityMedium]
    record.variants.maxContentSize = .extraExtraLarge
    let planner = VariantPlanner()
    let font = try planner.inputs(for: record)
    #expect(
      font.map(\.key.contentSize) == [.large, .medium, .extraExtraLarge, .accessibilityMedium])
    #expect(font.map(\.fontSize) == [17, 16, 20, 20])
    #expect(font[3].spec.titleSize == font[2].spec.titleSize)
  }

  @Test func withoutATextStyleNothingScales() throws {
    var record = try Self.fontRecord(fontSize: 15)
    // A size listed twice is laid out once.
    record.variants.contentSizes = [.small, .accessibilityExtraExtraExtraLarge, .small]
    let inputs = try VariantPlanner().inputs(for: record)
    #expect(inputs.map(\.key.contentSize) == [.small, .accessibilityExtraExtraExtraLarge])
    #expect(inputs.map(\.fontSize) == [15, 15])
    #expect(inputs.allSatisfy { $0.spec.titleSize == record.spec.titleSize })
  }

  @Test func scaledMetricsScaleSpacingAndPaddingOnThePixelGrid() throws {
    var record = try Self.fontRecord()
    record.spec.spacing = 8
    record.spec.padding = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    record.spec.scale = 3
    record.variants.textStyle = .body
    record.variants.scaledMetrics = true
    let inputs = try VariantPlanner().inputs(for: record)
    let byCategory = Dictionary(uniqueKeysWithValues: inputs.map { ($0.key.contentSize, $0.spec) })
    // Body scaledValue(for:) @3x of 8, 12 and 16, measured on iOS 26 (the OpenUIKit dump).
    let values: [(ContentSizeCategory, Double, Double, Double)] = [
      (.extraSmall, 7, 10.333, 13.667), (.medium, 7.667, 11.333, 15.333), (.large, 8, 12, 16),
      (.extraExtraExtraLarge, 10.667, 15.667, 21), (.accessibilityExtraLarge, 17.333, 26.333, 35),
      (.accessibilityExtraExtraExtraLarge, 22.667, 33.667, 45),
    ]
    for (category, spacing, vertical, horizontal) in values {
      let spec = try #require(byCategory[category])
      #expect(abs(spec.spacing - spacing) < 0.001, "\(category)")
      #expect(
        abs(spec.padding.top - vertical) < 0.001 && abs(spec.padding.bottom - vertical) < 0.001)
      #expect(
        abs(spec.padding.left - horizontal) < 0.001 && abs(spec.padding.right - horizontal) < 0.001)
      // On the 3x grid.
      #expect(spec.grid.isAligned(spec.spacing) && spec.grid.isAligned(spec.padding.left))
    }
    // Not asked for: unchanged at every size.
    record.variants.scaledMetrics = false
    #expect(try VariantPlanner().inputs(for: record).allSatisfy { $0.spec.spacing == 8 })
  }

  // MARK: - Localized titles

  @Test func aStringCatalogGivesEachLocalesTitleMeasuredInTheButtonsFont() throws {
    let directory = try TemporaryDirectory("variants")
    let path = try directory.write("Localizable.xcstrings", Self.catalog)
    var record = try Self.fontRecord()
    record.variants.strings = path
    record.variants.titleKey = "tab.settings"
    record.spec.direction = .auto
    let planner = VariantPlanner()
    let inputs = try planner.inputs(for: record)
    // The locales with a value of their own, the source language first.
    #expect(inputs.map(\.key.locale) == ["en", "ar", "de", "es", "uk"])
    #expect(
      inputs.map(\.title) == ["Settings", "الإعدادات", "Einstellungen", "Ajustes", "Параметри"])
    // Each title measured as the button's own title would be.
    for input in inputs {
      let own = try Self.fontRecord(try #require(input.title))
      #expect(input.spec.titleSize == own.spec.titleSize)
    }
    // Arabic is written right to left: laid out RTL (direction auto).
    #expect(inputs.map(\.spec.direction) == [.ltr, .rtl, .ltr, .ltr, .ltr])
    let layouts = try planner.layouts(for: record)
    #expect(layouts.filter { $0.key.locale == "ar" }.map(\.direction) == [.rightToLeft])
    #expect(layouts.filter { $0.key.locale == "de" }.map(\.direction) == [.leftToRight])
    // Device and plural variations: the iphone and other values, noted.
    let es = try #require(inputs.first { $0.key.locale == "es" })
    #expect(es.notes.map(\.code) == [.variantNote])
    #expect(es.notes.first?.message == "the es title: device variations: 'iphone' used")
    let uk = try #require(inputs.first { $0.key.locale == "uk" })
    #expect(uk.notes.first?.message == "the uk title: plural variations: 'other' used")
    #expect(uk.notes.first?.severity == .info)
  }

  @Test func aMissingTranslationFallsBackToTheSourceTitleAsInfo() throws {
    let directory = try TemporaryDirectory("variants")
    let path = try directory.write("Localizable.xcstrings", Self.catalog)
    var record = try Self.fontRecord()
    record.variants.strings = path
    record.variants.titleKey = "tab.settings"
    record.variants.locales = VariantSettings.allLocales
    let inputs = try VariantPlanner().inputs(for: record)
    #expect(inputs.map(\.key.locale) == ["en", "ar", "de", "es", "fr", "uk"])
    let fr = try #require(inputs.first { $0.key.locale == "fr" })
    #expect(fr.title == "Settings")
    #expect(fr.notes.map(\.code) == [.missingTranslation])
    #expect(fr.notes[0].severity == .info)
    #expect(
      fr.notes[0].message == "the fr title has no translation of its own: the en title is shown")
    let layouts = try VariantPlanner().layouts(for: record)
    #expect(
      layouts.first { $0.key.locale == "fr" }?.diagnostics.first?.code == .missingTranslation)
    // Locales listed: the source first, then as given.
    record.variants.locales = ["fr", "de", "en"]
    #expect(try VariantPlanner().inputs(for: record).map(\.key.locale) == ["en", "fr", "de"])
  }

  @Test func aStringsPathIsReadRelativeToTheCatalogsFolder() throws {
    let directory = try TemporaryDirectory("variants")
    try directory.write("strings/Localizable.xcstrings", Self.catalog)
    var record = try Self.fontRecord()
    record.variants.strings = "strings/Localizable.xcstrings"
    record.variants.titleKey = "tab.settings"
    record.variants.locales = ["de"]
    let inputs = try VariantPlanner(measurer: SourceMeasurer(folder: directory.path))
      .inputs(for: record)
    #expect(inputs.map(\.title) == ["Einstellungen"])
  }

  @Test(arguments: [true, false])
  func aUTF16StringsFileInAnLprojFolder(littleEndian: Bool) throws {
    let directory = try TemporaryDirectory("variants")
    try directory.write(
      "Strings/en.lproj/Localizable.strings", "/* Tab */\n\"tab.settings\" = \"Settings\";\n")
    try directory.write(
      "Strings/de.lproj/Localizable.strings",
      utf16("\"tab.settings\" = \"Einstellungen\";\n", littleEndian: littleEndian))
    try directory.write(
      "Strings/he.lproj/Localizable.strings",
      utf16("\"tab.settings\" = \"הגדרות\";\n", littleEndian: littleEndian))
    var record = try Self.fontRecord()
    record.variants.strings = directory.path("Strings")
    record.variants.titleKey = "tab.settings"
    record.spec.direction = .auto
    let inputs = try VariantPlanner().inputs(for: record)
    #expect(inputs.map(\.key.locale) == ["en", "de", "he"])
    #expect(inputs.map(\.title) == ["Settings", "Einstellungen", "הגדרות"])
    #expect(inputs[1].spec.titleSize == (try Self.fontRecord("Einstellungen").spec.titleSize))
    #expect(inputs.map(\.spec.direction) == [.ltr, .ltr, .rtl])

    // One .strings file: its locale from its .lproj folder.
    record.variants.strings = directory.path("Strings/de.lproj/Localizable.strings")
    let single = try VariantPlanner().inputs(for: record)
    #expect(single.map(\.key.locale) == ["de"])
    #expect(single.map(\.title) == ["Einstellungen"])
  }

  @Test func pseudoLocalesTransformTheSourceTitleAndComeLast() throws {
    let directory = try TemporaryDirectory("variants")
    let path = try directory.write("Localizable.xcstrings", Self.catalog)
    var record = try Self.fontRecord()
    record.variants.strings = path
    record.variants.titleKey = "tab.settings"
    record.variants.locales = ["de"]
    record.variants.pseudo = [.double, .bounded, .rtl]
    record.spec.direction = .auto
    let inputs = try VariantPlanner().inputs(for: record)
    #expect(inputs.map(\.key.locale) == ["de", "pseudo-double", "pseudo-bounded", "pseudo-rtl"])
    #expect(
      inputs.map(\.title) == ["Einstellungen", "Settings Settings", "[# Settings #]", "Settings"])
    #expect(inputs.map(\.spec.direction) == [.ltr, .ltr, .ltr, .rtl])

    // Without a strings file, of the button's own title.
    var own = try Self.fontRecord("Home")
    own.variants.pseudo = [.accented, .rtl]
    own.spec.direction = .auto
    let pseudo = try VariantPlanner().inputs(for: own)
    #expect(pseudo.map(\.key.locale) == [nil, "pseudo-accented", "pseudo-rtl"])
    #expect(pseudo[1].title == PseudoLocale.accented.transform("Home"))
    #expect(pseudo.map(\.spec.direction) == [.ltr, .ltr, .rtl])
  }

  @Test func anExplicitDirectionLaysEveryVariantOutInIt() throws {
    let directory = try TemporaryDirectory("variants")
    let path = try directory.write("Localizable.xcstrings", Self.catalog)
    var record = try Self.fontRecord()
    record.variants.strings = path
    record.variants.titleKey = "tab.settings"
    record.spec.direction = .both
    let layouts = try VariantPlanner().layouts(for: record)
    #expect(layouts.count == 5 * 2)
    #expect(
      layouts.map(\.direction)
        == Array(repeating: [.leftToRight, .rightToLeft], count: 5).flatMap { $0 })
    record.spec.direction = .rtl
    let rtl = try VariantPlanner().layouts(for: record)
    #expect(rtl.map(\.direction) == Array(repeating: .rightToLeft, count: 5))
  }

  // MARK: - States

  @Test func aHighlightedTitleLongerThanNormalGivesStateJump() throws {
    var record = try Self.fontRecord("Follow")
    record.variants.stateTitles = [.highlighted: "Following", .disabled: "Follow"]
    let layouts = try VariantPlanner().layouts(for: record)
    // Normal, then each state with a value of its own, in ControlState order.
    #expect(layouts.map(\.key.state) == [.normal, .highlighted, .disabled])
    #expect(!layouts[0].diagnostics.contains { $0.code == .stateJump })
    let jump = try #require(layouts[1].diagnostics.first { $0.code == .stateJump })
    #expect(jump.severity == .warning)
    #expect(jump.message.hasPrefix("the button jumps between normal and highlighted: "))
    let grown = try #require(jump.numbers.first { $0.name == "width" })
    let normalWidth = try #require(record.spec.titleSize?.width)
    let followingWidth = try #require(try Self.fontRecord("Following").spec.titleSize?.width)
    #expect(grown.value > 0)
    #expect(abs(grown.value - (followingWidth - normalWidth)) <= 1.0 / 3 + 1e-9)
    // The same title in another state does not move.
    #expect(!layouts[2].diagnostics.contains { $0.code == .stateJump })
  }

  @Test func aStateImageIsReadAndLaidOutInItsState() throws {
    let directory = try TemporaryDirectory("variants")
    let png = try directory.write("selected@2x.png", ImageFixtures.png(width: 60, height: 60))
    var record = try Self.fontRecord("Like")
    record.spec.scale = 2
    record.variants.stateImages = [
      .selected: .file(path: png, digest: nil), .disabled: .size(Size(width: 24, height: 24)),
    ]
    let inputs = try VariantPlanner().inputs(for: record)
    #expect(inputs.map(\.key.state) == [.normal, .selected, .disabled])
    #expect(
      inputs.map(\.spec.imageSize) == [
        Size(width: 24, height: 24), Size(width: 30, height: 30), Size(width: 24, height: 24),
      ])
    // The normal title shows in every state (UIKit's fallback).
    #expect(inputs.allSatisfy { $0.title == "Like" && $0.spec.titleSize == record.spec.titleSize })
    let layouts = try VariantPlanner().layouts(for: record)
    #expect(layouts[1].diagnostics.contains { $0.code == .stateJump })
    #expect(!layouts[2].diagnostics.contains { $0.code == .stateJump })
  }

  @Test func aStateTitleThatIsAKeyOfTheStringsFileIsLocalized() throws {
    let directory = try TemporaryDirectory("variants")
    let path = try directory.write("Localizable.xcstrings", Self.catalog)
    var record = try Self.fontRecord()
    record.variants.strings = path
    record.variants.titleKey = "tab.settings"
    record.variants.locales = ["en", "fr"]
    record.variants.stateTitles = [.selected: "tab.more", .highlighted: "Pressed"]
    let inputs = try VariantPlanner().inputs(for: record)
    #expect(
      inputs.map { "\($0.key.locale ?? "-") \($0.key.state.rawValue) \($0.title ?? "-")" } == [
        "en normal Settings", "en highlighted Pressed", "en selected More",
        "fr normal Settings", "fr highlighted Pressed", "fr selected Plus",
      ])
    #expect(inputs[3].notes.map(\.code) == [.missingTranslation])
    #expect(inputs[5].notes.isEmpty)
  }

  // MARK: - Where it breaks

  @Test func aGermanTitleTruncatesFromAX3InAFixedSizeButton() throws {
    let directory = try TemporaryDirectory("variants")
    let path = try directory.write("Localizable.xcstrings", Self.catalog)
    var record = try Self.fontRecord()
    record.variants.strings = path
    record.variants.titleKey = "tab.settings"
    record.variants.locales = ["en", "de"]
    record.variants.textStyle = .body
    let planner = VariantPlanner()
    // The width the German title needs at AX2 (31 pt) and AX3 (37 pt).
    let fit = try planner.inputs(for: record)
    func width(_ locale: String, _ size: ContentSizeCategory) throws -> Double {
      try #require(
        fit.first { $0.key.locale == locale && $0.key.contentSize == size }?.spec.titleSize?.width)
    }
    let ax2 = try width("de", .accessibilityLarge)
    let ax3 = try width("de", .accessibilityExtraLarge)
    let buttonWidth = ((ax2 + ax3) / 2).rounded()
    try #require(ax2 + 1 < buttonWidth && buttonWidth < ax3 - 1)
    try #require(try width("en", .accessibilityExtraExtraExtraLarge) < buttonWidth)

    // UIButton.Configuration truncates a title its content rect cannot hold.
    record.spec.size = .fixed(Size(width: buttonWidth, height: 200))
    record.technique = .configuration
    let layouts = try planner.layouts(for: record)
    func truncated(_ locale: String) -> [ContentSizeCategory] {
      layouts.filter {
        $0.key.locale == locale && $0.diagnostics.contains { $0.code == .titleTruncated }
      }.map(\.key.contentSize).sorted()
    }
    #expect(
      truncated("de")
        == [
          .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
          .accessibilityExtraExtraExtraLarge,
        ])
    #expect(truncated("en").isEmpty)
    let finding = try #require(
      layouts.first { $0.key.locale == "de" && $0.key.contentSize == .accessibilityExtraLarge }?
        .diagnostics.first { $0.code == .titleTruncated })
    #expect(finding.numbers.first { $0.name == "needed" }?.value == ax3)
  }

  @Test func aFitButtonWiderThanMaxWidthAtLargeSizes() throws {
    var record = try Self.fontRecord("Home")
    record.variants.textStyle = .body
    record.variants.maxWidth = 80
    let layouts = try VariantPlanner().layouts(for: record)
    let over = layouts.filter { $0.diagnostics.contains { $0.code == .exceedsMaxWidth } }
    #expect(!over.isEmpty && over.count < layouts.count)
    for l in layouts {
      let wide = l.frames.intrinsicContentSize.width > 80 + 1.0 / 6 + 1e-6
      #expect(l.diagnostics.contains { $0.code == .exceedsMaxWidth } == wide)
    }
    // Wider at each larger size: the failures are the largest sizes.
    let first = try #require(over.map(\.key.contentSize).min())
    #expect(
      over.map(\.key.contentSize).sorted() == ContentSizeCategory.allCases.filter { $0 >= first })
  }

  // MARK: - Bad inputs

  func problem(_ record: ButtonRecord, planner: VariantPlanner = VariantPlanner()) -> CatalogError?
  {
    do {
      _ = try planner.inputs(for: record)
      return nil
    } catch {
      return error
    }
  }

  @Test func badStringsInputsNameTheField() throws {
    let directory = try TemporaryDirectory("variants")
    let good = try directory.write("Localizable.xcstrings", Self.catalog)
    let bad = try directory.write("Bad.xcstrings", #"{ "sourceLanguage" : "en", "strings" : [] }"#)
    var record = try Self.fontRecord()
    record.variants.titleKey = "tab.settings"

    record.variants.strings = directory.path("Missing.xcstrings")
    #expect(
      problem(record)
        == .measurement(
          ButtonField(rawValue: "strings"),
          "\(directory.path("Missing.xcstrings")): no such file or folder"))

    record.variants.strings = bad
    guard case .measurement(let field, let message) = problem(record) else {
      Issue.record("a malformed catalog is not refused")
      return
    }
    #expect(field.rawValue == "strings")
    #expect(message.hasPrefix("\(bad) at strings: "))

    record.variants.strings = good
    record.variants.titleKey = "tab.nope"
    #expect(
      problem(record)
        == .invalidInputs([
          InputProblem(
            ButtonField(rawValue: "title-key"),
            "\(good): no such key in the strings file: \"tab.nope\"")
        ]))

    record.variants.titleKey = nil
    guard case .invalidInputs(let missingKey) = problem(record) else {
      Issue.record("a strings file without a key is not refused")
      return
    }
    #expect(missingKey.map(\.field?.rawValue) == ["title-key"])

    record.variants.titleKey = "tab.settings"
    record.variants.locales = ["de", "xx", "zz-Latn"]
    guard case .invalidInputs(let locales) = problem(record) else {
      Issue.record("unknown locales are not refused")
      return
    }
    #expect(locales.map(\.field?.rawValue) == ["locales", "locales"])
    #expect(
      locales.map(\.message) == [
        "\(good): no locale of this name in the file (it has en, ar, de, es, fr, uk): \"xx\"",
        "\(good): no locale of this name in the file (it has en, ar, de, es, fr, uk): \"zz-Latn\"",
      ])
  }

  @Test func aTitleGivenBySizeCannotBeLocalized() throws {
    let directory = try TemporaryDirectory("variants")
    var record = try Self.systemRecord()
    record.variants.strings = try directory.write("Localizable.xcstrings", Self.catalog)
    record.variants.titleKey = "tab.settings"
    guard case .invalidInputs(let problems) = problem(record) else {
      Issue.record("a localized title in the system font is not refused")
      return
    }
    #expect(problems.map(\.field?.rawValue) == ["strings"])
    #expect(problems[0].message.hasPrefix("the en title is not the button's title: "))

    var states = try Self.systemRecord()
    states.variants.stateTitles = [.selected: "Home!"]
    guard case .invalidInputs(let stateProblems) = problem(states) else {
      Issue.record("a state title in the system font is not refused")
      return
    }
    #expect(stateProblems.map(\.field?.rawValue) == ["state-title"])
    // The same title in a state is fine.
    states.variants.stateTitles = [.selected: "Home"]
    #expect(problem(states) == nil)
  }

  @Test func aTranslationWithALineBreakIsRefused() throws {
    let directory = try TemporaryDirectory("variants")
    var record = try Self.fontRecord()
    record.variants.strings = try directory.write(
      "Localizable.strings", "\"tab.settings\" = \"Set\\ntings\";\n")
    record.variants.titleKey = "tab.settings"
    guard case .invalidInputs(let problems) = problem(record) else {
      Issue.record("a multi-line translation is not refused")
      return
    }
    #expect(problems.map(\.field?.rawValue) == ["strings"])
    #expect(problems[0].message.contains("the en title: the title has a line break (U+000A)"))
  }

  // MARK: - The measurement cache

  @Test func oneRunMeasuresEachTitleOnceAcrossButtonsAndThreads() throws {
    let directory = try TemporaryDirectory("variants")
    let path = try directory.write("Localizable.xcstrings", Self.catalog)
    let measurer = SourceMeasurer()
    var records: [ButtonRecord] = []
    for i in 0..<8 {
      var record = try Self.fontRecord(measurer: measurer)
      record.name = "tab\(i)"
      record.variants.strings = path
      record.variants.titleKey = "tab.settings"
      record.variants.textStyle = .body
      records.append(record)
    }
    let alone = try records.map { try VariantPlanner().layouts(for: $0) }
    // Shared by every planner of the measurer (one run), on two threads at once.
    let results = ResultBox(count: records.count)
    let shared = records
    DispatchQueue.concurrentPerform(iterations: shared.count) { i in
      results.set(i, try? VariantPlanner(measurer: measurer).layouts(for: shared[i]))
    }
    #expect(results.values == alone.map { Optional($0) })
    let statistics = measurer.variantCache.statistics
    // 5 locales × 11 distinct point sizes (xS and S are both 15 pt).
    #expect(statistics.entries == 5 * 11)
    #expect(statistics.hits + statistics.misses == 8 * 5 * 12)
    // Each title measured once, or once per thread when both ask for it at the same moment.
    #expect(statistics.misses >= 5 * 11 && statistics.misses <= 5 * 11 * 2)
    // Planned again in the same run: nothing is measured.
    #expect(try records.map { try VariantPlanner(measurer: measurer).layouts(for: $0) } == alone)
    #expect(measurer.variantCache.statistics.misses == statistics.misses)
    #expect(measurer.variantCache.statistics.hits == statistics.hits + 8 * 5 * 12)
  }
}

/// Results written by several threads, each to its own slot.
final class ResultBox: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [[VariantLayout]?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ i: Int, _ value: [VariantLayout]?) {
    lock.lock()
    slots[i] = value
    lock.unlock()
  }

  var values: [[VariantLayout]?] {
    lock.lock()
    defer { lock.unlock() }
    return slots
  }
}

/// `text` in UTF-16 with a byte-order mark.
func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
  var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
  for unit in text.utf16 {
    let high = UInt8(unit >> 8)
    let low = UInt8(unit & 0xFF)
    bytes += littleEndian ? [low, high] : [high, low]
  }
  return bytes
}
