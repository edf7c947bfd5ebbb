import ButtonCatalog
import ButtonExport
import ButtonLayout
import ButtonMeasure
import Foundation
import Testing

/// The `probe` export: an XCTest case for the app's unit-test target that
/// measures every title and lays out every button in every variant with the `swift` export's
/// style code. It type-checks against the stub UIKit and XCTest modules (warnings count as
/// failures), golden files pin it, and hostile catalog text stays inside string literals.
@Suite struct ProbeTests {
  /// Buttons with every kind of variant the probe handles: a system font following a text style
  /// in two locales (one right-to-left) and two content sizes, a state title; the `exact`
  /// technique (a live ButtonStyleButton) with a fixed size and hostile text; an image-only
  /// legacy style; a font file; a font file whose names could not be read; `layout-subviews`.
  static func buttons(ios: Int) -> [ExportButton] {
    let os = IOSVersion(ios)
    var done = Fixtures.button(
      "sys/done", title: "Done", imageName: "checkmark", technique: .configuration,
      ButtonSpec(
        titleSize: Size(width: 34, height: 16), imageSize: Size(width: 16, height: 16),
        placement: .leading, spacing: 6, ios: os))
    done.record.fontSize = 13
    done.record.fontWeight = .medium
    done.record.variants.textStyle = .body
    done.record.variants.stateTitles = [.highlighted: "Saving"]
    done.variantTitles = [
      VariantTitle(
        key: VariantKey(locale: "en", contentSize: .large, state: .normal),
        directions: [.leftToRight], text: "Done"),
      VariantTitle(
        key: VariantKey(locale: "en", contentSize: .large, state: .highlighted),
        directions: [.leftToRight], text: "Saving"),
      VariantTitle(
        key: VariantKey(locale: "en", contentSize: .accessibilityExtraLarge, state: .normal),
        directions: [.leftToRight], text: "Done"),
      VariantTitle(
        key: VariantKey(locale: "ar", contentSize: .large, state: .normal),
        directions: [.rightToLeft], text: "تم"),
    ]
    let hostileName = "evil\"/\\u{41}\u{202E}x"
    let hostileTitle = "Say \"hi\" \\ \\u{1F600} \u{202E}gnp.exe\u{2066}\nnext\u{0}"
    var hostile = Fixtures.button(
      hostileName, title: hostileTitle, technique: .exact,
      ButtonSpec(
        titleSize: Size(width: 120, height: 20), spacing: 4,
        size: .fixed(Size(width: 200, height: 44)), ios: os, direction: .both))
    hostile.variantTitles = [
      VariantTitle(
        key: VariantKey(locale: "x\"\\\u{202E}", contentSize: .large, state: .normal),
        directions: [.leftToRight, .rightToLeft], text: hostileTitle)
    ]
    let icon = Fixtures.button(
      "edge/icon", imageName: "gear", technique: .edgeInsets,
      ButtonSpec(imageSize: Size(width: 24, height: 24), ios: os))
    var brand = Fixtures.button(
      "brand/buy", title: "Buy", technique: .contentInsets,
      ButtonSpec(titleSize: Size(width: 30, height: 20), ios: os))
    brand.record.font = FontSource(path: "Fonts/Brand.ttf")
    brand.record.fontSize = 17
    brand.fontNames = FontNames(
      family: "Brand", style: "Bold", postScriptName: "Brand-Bold", fullName: "Brand Bold")
    brand.fontDigest = String(repeating: "ab", count: 32)
    var unread = Fixtures.button(
      "brand/unread", title: "Gone", technique: .configuration,
      ButtonSpec(titleSize: Size(width: 30, height: 20), ios: os))
    unread.record.font = FontSource(path: "Fonts/Missing.ttf")
    let swizzled = Fixtures.button(
      "old/swizzled", title: "Old", imageName: "star", technique: .layoutSubviews,
      ButtonSpec(
        titleSize: Size(width: 24, height: 20), imageSize: Size(width: 20, height: 20), ios: os))
    return [done, hostile, icon, brand, unread, swizzled]
  }

  static func catalog(ios: Int) -> ExportCatalog { ExportCatalog(buttons: buttons(ios: ios)) }

  static func files(ios: Int) -> [ExportFile] {
    renderer(for: .probe).render(catalog(ios: ios))
  }

  /// Builds the stub UIKit and XCTest modules and type-checks `files` against them, in Swift 5
  /// and 6 modes.
  static func typecheck(_ files: [ExportFile]) throws -> [ToolRunner.Result] {
    let swiftc = try ToolRunner.require("swiftc", install: "install the Swift toolchain")
    let temp = try TemporaryDirectory()
    for module in ["UIKit", "XCTest"] {
      let build = try ToolRunner.run(
        swiftc,
        [
          "-emit-module", "-parse-as-library", "-module-name", module, "-swift-version", "6",
          "-emit-module-path", temp.path + "/\(module).swiftmodule",
          ToolRunner.stubs + "/\(module).swift",
        ] + (module == "UIKit" ? [] : ["-I", temp.path]))
      try #require(build.status == 0, "stub \(module) does not compile:\n\(build.output)")
    }
    var paths: [String] = []
    for file in files { paths.append(try temp.write("probe/" + file.path, file.contents)) }
    return try ["5", "6"].map { version in
      try ToolRunner.run(
        swiftc,
        ["-typecheck", "-parse-as-library", "-swift-version", version, "-I", temp.path] + paths)
    }
  }

  @Test(arguments: [15, 26])
  func typechecksWithoutWarnings(_ ios: Int) throws {
    let files = Self.files(ios: ios)
    #expect(
      files.map(\.path) == [
        "ButtonCatProbeTests.swift", "ButtonStyles.swift", "ButtonStyleLayout.swift",
      ])
    for result in try Self.typecheck(files) {
      #expect(result.status == 0, "the probe does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "the probe has warnings:\n\(result.output)")
    }
  }

  /// The type-check has teeth: a probe calling a UIKit member the SDK does not have fails.
  @Test func aWrongCallFailsTheTypecheck() throws {
    var files = Self.files(ios: 26)
    files[0].contents = files[0].contents.replacingOccurrences(
      of: "label.intrinsicContentSize", with: "label.intrinsicSize")
    let results = try Self.typecheck(files)
    #expect(results.allSatisfy { $0.status != 0 })
  }

  @Test(arguments: [15, 26])
  func matchesGolden(_ ios: Int) throws {
    try Golden.check(Self.files(ios: ios), folder: "probe-ios\(ios)")
  }

  /// The style code is the `swift` export's, generated below iOS 15 so each style keeps the
  /// path of its technique; nothing of it is copied into the probe file.
  @Test func reusesTheSwiftExportsStyles() {
    let files = Self.files(ios: 26)
    let swift = renderer(for: .swift, options: ExportOptions(deploymentTarget: (14, 0)))
      .render(Self.catalog(ios: 26))
    #expect(Array(files.dropFirst()) == swift)
    #expect(!files[0].contents.contains("imageEdgeInsets"))
    #expect(!files[0].contents.contains("contentInsets ="))
    // Every laid-out style is applied by its own member.
    #expect(files[0].contents.contains("case 0: button.applyBrandBuyStyle()"))
    #expect(
      files[0].contents.contains("case 3: button.applyEvilU41U202EXStyle(constrainingSize: false)"))
    // layout-subviews (old/swizzled, number 4) is not applied.
    #expect(!files[0].contents.contains("case 4:"))
  }

  /// Every variant in every direction is laid out once (layout-subviews not at all); every title
  /// in every font and content size it is shown in is measured once; a font file that cannot be
  /// named is left out and said so.
  @Test func coversEveryVariant() {
    let probe = Self.files(ios: 26)[0].contents
    let layouts = probe.components(separatedBy: "layouts.append(").count - 1
    // done: 4 variants × 1 direction; hostile: 1 × 2; icon, brand, unread: 1 each.
    #expect(layouts == 4 + 2 + 3)
    #expect(!probe.contains("name: \"old/swizzled\""))
    let titles = probe.components(separatedBy: "titles.append(").count - 1
    // Done at L and AX3, Saving, تم, the hostile title, Buy, Old (unread's font is unnamed).
    #expect(titles == 7)
    #expect(
      probe.contains(
        "titles.append(Title(text: \"Done\", font: .system(size: 13, weight: .medium, textStyle: .body, maximumPointSize: nil), name: .system(weight: \"medium\"), contentSize: .accessibilityExtraLarge))"
      ))
    #expect(
      probe.contains(
        ".named(\"Brand-Bold\", size: 17, textStyle: nil, maximumPointSize: nil), name: .file(postScriptName: \"Brand-Bold\", digest: \"\(String(repeating: "ab", count: 32))\")"
      ))
    #expect(probe.contains("Not measured: the titles of brand/unread"))
    #expect(probe.contains("part of the generated code): old/swizzled."))
    #expect(probe.contains("kind: .styleButton"))
    #expect(probe.contains("state: .highlighted, stateName: \"highlighted\""))
    #expect(probe.contains("locale: \"ar\", contentSize: .large, contentSizeName: \"L\""))
    #expect(probe.contains("rightToLeft: true"))
  }

  /// Hostile names, titles and locales reach the source only as escaped literals: no raw
  /// newline, NUL, bidi control or unescaped quote (the type-check proves the literals parse).
  @Test func escapesCatalogText() {
    let probe = Self.files(ios: 26)[0].contents
    for raw in ["\u{202E}", "\u{2066}", "\u{0}", "hi\" \\"] {
      #expect(!probe.contains(raw), "raw \(raw.debugDescription) in the probe")
    }
    #expect(
      probe.contains(
        #"title: "Say \"hi\" \\ \\u{1F600} \u{202E}gnp.exe\u{2066}\u{A}next\u{0}""#))
    #expect(probe.contains(#"name: "evil\"/\\u{41}\u{202E}x""#))
    #expect(SwiftAvailabilityTests.unguardedLines(probe) == [])
  }

  /// A catalog without variant titles in the model (a renderer called directly) is probed in
  /// each button's base variant.
  @Test func baseVariantWithoutTitles() {
    let probe = renderer(for: .probe).render(Fixtures.catalog)[0].contents
    #expect(
      probe.contains("locale: nil, contentSize: .large, contentSizeName: \"L\", state: .normal"))
  }
}
