import ButtonCatalog
import ButtonExport
import ButtonLayout
import ButtonMeasure
import Foundation
import Testing

/// The code generators at a deployment target (configuration only from
/// iOS 15, both paths below) and complete styles (font, titles and images per state, largest
/// content size, fixed size, SwiftUI's scaled metrics and previews), on golden files at iOS 14.0
/// and 15.0, type-checked and compiled at both.
@Suite struct CompleteStyleTests {
  static let targets = [(14, 0), (15, 0)]

  static func files(_ format: ExportFormat, _ major: Int, _ catalog: ExportCatalog) -> [ExportFile]
  {
    renderer(for: format, options: Fixtures.target(major)).render(catalog)
  }

  @Test(arguments: [14, 15])
  func matchesGoldenFiles(_ major: Int) throws {
    for format in [ExportFormat.swift, .objc, .swiftui] {
      try Golden.check(
        Self.files(format, major, Fixtures.completeCatalog),
        folder: "complete-ios\(major)/\(format.rawValue)")
    }
    // The shared ten-button catalog's code at iOS 15 too (its default target is 14.0, the
    // lowest of its buttons: the top-level golden files).
    for format in [ExportFormat.swift, .objc, .swiftui] {
      try Golden.check(
        Self.files(format, 15, Fixtures.catalog), folder: "ios15/\(format.rawValue)")
    }
  }

  /// The default target is the lowest `--ios` of the exported buttons.
  @Test func defaultTargetIsTheLowestIOS() {
    let swift = renderer(for: .swift).render(Fixtures.completeCatalog)[0].contents
    #expect(swift.contains("Deployment target iOS 14.0"))
    #expect(swift == Self.files(.swift, 14, Fixtures.completeCatalog)[0].contents)
    let newer = ExportCatalog(buttons: Array(Fixtures.completeButtons.dropFirst()))
    #expect(renderer(for: .swift).render(newer)[0].contents.contains("Deployment target iOS 15.0"))
    let objc = renderer(for: .objc).render(newer)[1].contents
    #expect(objc.contains("Deployment target iOS 15.0"))
  }

  /// From iOS 15: no legacy insets in the styles, no availability check or attribute that is
  /// always true; the runtime class stays, for buttons without a configuration.
  @Test func fromIOS15OnlyTheConfiguration() {
    for catalog in [Fixtures.catalog, Fixtures.completeCatalog] {
      let swift = Self.files(.swift, 15, catalog)[0].contents
      let styles = String(swift[..<swift.range(of: "// MARK: - Runtime layout")!.lowerBound])
      for banned in ["EdgeInsets =", "#available", "@available(iOS 15.0"] {
        #expect(!styles.contains(banned), "\(banned) in the styles at iOS 15")
      }
      #expect(swift.contains("class ButtonStyleButton"))
      #expect(swift.contains("    configuration == nil\n"))
      #expect(!swift.contains("#available"))
      let objc = Self.files(.objc, 15, catalog).map(\.contents).joined()
      for banned in ["EdgeInsets = ", "@available(", "API_AVAILABLE(ios(15.0))"] {
        let hits = objc.components(separatedBy: banned).count - 1
        // The runtime class sets the three insets, under the deprecation pragma.
        #expect(hits == (banned == "EdgeInsets = " ? 3 : 0), "\(banned) \(hits)× at iOS 15")
      }
      // Below 15 both paths, the configuration guarded.
      let old = Self.files(.swift, 14, catalog)[0].contents
      #expect(old.contains("if #available(iOS 15.0, *)") && old.contains("imageEdgeInsets = "))
    }
  }

  /// Every catalog value a complete style sets, in both languages.
  @Test func completeStylesSetEverything() {
    let swift = Self.files(.swift, 14, Fixtures.completeCatalog)[0].contents
    let expected = [
      // The font file by its PostScript name, scaled like its text style up to 28 pt.
      "UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"DejaVuSans\", size: 17) ?? UIFont.systemFont(ofSize: 17), maximumPointSize: 28)",
      "titleLabel?.adjustsFontForContentSizeCategory = true",
      "outgoing.font = UIFontMetrics(forTextStyle: .body)",
      // The localized title, its key and table escaped.
      "NSLocalizedString(\"cart.add \\\"primary\\\"\", tableName: \"Buttons\", comment: \"Add to cart\")",
      "setTitle(\"Adding\\u{2026}\", for: .highlighted)",
      "setTitle(\"Remove \\\"1\\\"\\\\n\", for: [.selected, .highlighted])",
      "setImage(UIImage(named: \"cart.fill\"), for: .selected)",
      "// The image for the disabled state is 20×20 pt",
      "case [.selected, .highlighted]:",
      "maximumContentSizeCategory = .accessibilityMedium",
      "func applyCartAddStyle(constrainingSize: Bool = true)",
      "widthAnchor.constraint(equalToConstant: 240)",
      // A font file whose names could not be read: its file name stands in, said in a comment.
      "UIFont(name: \"Missing Font\", size: 13)",
      "could not be read at export",
      // The system font of a text style; the system font at a size and weight; at a size and
      // weight (--font-weight) that follows a text style, as the catalog measured it (13 pt at
      // L, not 17).
      "UIFont.preferredFont(forTextStyle: .caption1)",
      "UIFont.systemFont(ofSize: 15, weight: .regular)",
      "UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .semibold), maximumPointSize: 24)",
      "configuration.titleAlignment = .leading",
      "configuration.titleAlignment = .trailing",
    ]
    for text in expected { #expect(swift.contains(text), "missing: \(text)") }
    let objc = Self.files(.objc, 14, Fixtures.completeCatalog).map(\.contents).joined()
    let expectedObjC = [
      "[[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:([UIFont fontWithName:@\"DejaVuSans\" size:17] ?: [UIFont systemFontOfSize:17]) maximumPointSize:28]",
      "self.titleLabel.adjustsFontForContentSizeCategory = YES;",
      "NSLocalizedStringFromTable(@\"cart.add \\\"primary\\\"\", @\"Buttons\", @\"Add to cart\")",
      "[self setTitle:@\"Adding\\342\\200\\246\" forState:UIControlStateHighlighted];",
      "forState:(UIControlStateSelected | UIControlStateHighlighted)",
      "self.maximumContentSizeCategory = UIContentSizeCategoryAccessibilityMedium;",
      "- (void)applyCartAddStyleConstrainingSize:(BOOL)constrainingSize",
      "outgoing[NSFontAttributeName] = ",
      "[UIFont preferredFontForTextStyle:UIFontTextStyleCaption1]",
      "[UIFont systemFontOfSize:15 weight:UIFontWeightRegular]",
      "[[UIFontMetrics metricsForTextStyle:UIFontTextStyleBody] scaledFontForFont:[UIFont systemFontOfSize:13 weight:UIFontWeightSemibold] maximumPointSize:24]",
      "configuration.titleAlignment = UIButtonConfigurationTitleAlignmentLeading;",
    ]
    for text in expectedObjC { #expect(objc.contains(text), "missing: \(text)") }
    let swiftUI = Self.files(.swiftui, 14, Fixtures.completeCatalog)[0].contents
    let expectedSwiftUI = [
      "@ScaledMetric(relativeTo: .body) private var spacing: CGFloat = 8",
      "@ScaledMetric(relativeTo: .caption) private var spacing: CGFloat = 2",
      ".font(.custom(\"DejaVuSans\", size: 17, relativeTo: .body))",
      ".font(.system(size: 15, weight: .regular))",
      "@ScaledMetric(relativeTo: .body) private var titleSize: CGFloat = 13",
      ".font(.system(size: min(titleSize, 24), weight: .semibold))",
      "HStack(spacing: spacing)",
      "@available(iOS 17.0, *)\n#Preview(\"cart/add\") {",
      "Text(verbatim: \"\\u{DC}nread ??/ */\")",
    ]
    for text in expectedSwiftUI { #expect(swiftUI.contains(text), "missing: \(text)") }
    // A style without the new inputs sets none of them.
    let plain = Self.files(.swift, 14, ExportCatalog(buttons: [Fixtures.completeButtons[3]]))
    for absent in [
      "UIFontMetrics", "adjustsFontForContentSizeCategory", "configurationUpdateHandler",
      "maximumContentSizeCategory", "NSLayoutConstraint",
    ] {
      #expect(!plain[0].contents.contains(absent), "\(absent) in a plain style")
    }
  }

  /// iOS 17 and later: `#Preview` needs no `@available`; iOS 15: `dynamicTypeSize` unguarded.
  @Test func swiftUIFollowsTheTarget() {
    let at17 = Self.files(.swiftui, 17, Fixtures.completeCatalog)[0].contents
    #expect(at17.contains("\n#Preview(\"cart/add\") {") && !at17.contains("@available"))
    let at15 = Self.files(.swiftui, 15, Fixtures.completeCatalog)[0].contents
    #expect(at15.contains(".dynamicTypeSize(...DynamicTypeSize.accessibility1)"))
    let at14 = Self.files(.swiftui, 14, Fixtures.completeCatalog)[0].contents
    #expect(!at14.contains(".dynamicTypeSize(") && at14.contains("@available(iOS 17.0, *)"))
  }

  /// Usage of the complete styles, as an app calls them (the fixed-size one with and without
  /// its constraints).
  static var uikitUsage: String {
    let styles = StyleIdentifier.unique(Fixtures.completeButtons.map(\.name))
    return SwiftTypecheckTests.uikitUsage(styles)
      + "\n@MainActor func useSizes(_ button: UIButton) {\n"
      + "  button.applyCartAddStyle(constrainingSize: false)\n  button.applyCartAddStyle()\n}\n"
  }

  @Test(arguments: [14, 15, 17])
  func swiftTypechecks(_ major: Int) throws {
    for catalog in [Fixtures.completeCatalog, Fixtures.catalog] {
      let styles = StyleIdentifier.unique(catalog.buttons.map(\.name))
      let usage =
        catalog == Fixtures.completeCatalog
        ? Self.uikitUsage : SwiftTypecheckTests.uikitUsage(styles)
      let uikit = try SwiftTypecheckTests.typecheck(
        module: "UIKit",
        sources: [
          "ButtonStyles.swift": SwiftTypecheckTests.generated(
            .swift, catalog, options: Fixtures.target(major)),
          "Usage.swift": usage,
        ])
      let swiftUI = try SwiftTypecheckTests.typecheck(
        module: "SwiftUI",
        sources: [
          "ButtonLabelStyles.swift": SwiftTypecheckTests.generated(
            .swiftui, catalog, options: Fixtures.target(major)),
          "Usage.swift": SwiftTypecheckTests.swiftUIUsage(styles),
        ])
      for result in uikit + swiftUI {
        #expect(result.status == 0, "iOS \(major): does not type-check:\n\(result.output)")
        #expect(!result.output.contains("warning:"), "iOS \(major): warnings:\n\(result.output)")
      }
    }
  }

  /// The type-check has teeth on the new code: a wrong font or preview API fails.
  @Test func brokenCompleteCodeFails() throws {
    let swift = SwiftTypecheckTests.generated(
      .swift, Fixtures.completeCatalog, options: Fixtures.target(15))
    let broken = swift.replacingOccurrences(of: "scaledFont(for:", with: "scaledFont(of:")
    let results = try SwiftTypecheckTests.typecheck(
      module: "UIKit", sources: ["ButtonStyles.swift": broken, "Usage.swift": Self.uikitUsage])
    #expect(results.allSatisfy { $0.status != 0 && $0.output.contains("scaledFont") })
    let swiftUI = SwiftTypecheckTests.generated(
      .swiftui, Fixtures.completeCatalog, options: Fixtures.target(15))
    let styles = StyleIdentifier.unique(Fixtures.completeButtons.map(\.name))
    let brokenPreview = swiftUI.replacingOccurrences(of: "Text(verbatim:", with: "Txt(verbatim:")
    let failing = try SwiftTypecheckTests.typecheck(
      module: "SwiftUI",
      sources: [
        "ButtonLabelStyles.swift": brokenPreview,
        "Usage.swift": SwiftTypecheckTests.swiftUIUsage(styles),
      ])
    #expect(failing.allSatisfy { $0.status != 0 && $0.output.contains("Txt") })
  }

  /// Objective-C for iOS 14 and 15 compiles without a warning at its own target (`-Werror`):
  /// below 15 every configuration API is guarded, from 15 no deprecated inset is set outside
  /// the runtime class's silenced `-layoutSubviews`.
  @Test(arguments: [14, 15])
  func objCCompiles(_ major: Int) throws {
    for catalog in [Fixtures.completeCatalog, Fixtures.catalog] {
      let result = try ObjCSyntaxTests.check(
        Self.files(.objc, major, catalog), target: "arm64-apple-ios\(major).0", werror: true)
      #expect(result.status == 0, "iOS \(major): does not compile:\n\(result.output)")
    }
  }

  /// Code for iOS 15 does not compile for iOS 14 (it has no guards), and a legacy inset set in
  /// a style at iOS 15 is a deprecation error: the compile checks have teeth.
  @Test func objCTargetsAreChecked() throws {
    let at15 = Self.files(.objc, 15, Fixtures.completeCatalog)
    let result = try ObjCSyntaxTests.check(at15, target: "arm64-apple-ios14.0", werror: true)
    #expect(result.status != 0 && result.output.contains("only available on iOS 15.0 or newer"))
    let at14 = Self.files(.objc, 14, Fixtures.catalog)
    let old = try ObjCSyntaxTests.check(at14, target: "arm64-apple-ios15.0", werror: true)
    #expect(old.status != 0 && old.output.contains("deprecated"))
  }
}

/// Everything new that reaches generated source from the catalog (a font's own PostScript name,
/// a font file's name, per-state titles, a strings key and table, asset names) is escaped:
/// raw control characters and bidi overrides never reach a file, and the code still compiles.
@Suite struct CompleteStyleEscapingTests {
  static let hostile = "a\u{0}b\u{7}\r\n\u{202E}\u{2028}\"\\??/ */ %@ \u{85}"

  static let catalog: ExportCatalog = {
    var button = Fixtures.completeButtons[0]
    button.fontNames = FontNames(family: "F", style: "S", postScriptName: "PS" + hostile)
    button.record.variants.stateTitles = [.highlighted: hostile, .selectedHighlighted: hostile]
    button.record.variants.titleKey = hostile
    button.record.variants.strings = "Strings/" + hostile + ".strings"
    button.record.variants.stateImages = [.selected: .file(path: hostile + "@2x.png", digest: nil)]
    var unread = Fixtures.completeButtons[1]
    unread.record.font = FontSource(path: "Fonts/" + hostile + ".ttf")
    return ExportCatalog(buttons: [button, unread])
  }()

  @Test(arguments: [14, 15])
  func noRawControlsAndItCompiles(_ major: Int) throws {
    var files: [ExportFile] = []
    for format in [ExportFormat.swift, .objc, .swiftui] {
      files += renderer(for: format, options: Fixtures.target(major)).render(Self.catalog)
    }
    for file in files {
      #expect(ControlCharacterTests.rawControls(file.contents, bidi: true).isEmpty, "\(file.path)")
    }
    let objc = renderer(for: .objc, options: Fixtures.target(major)).render(Self.catalog)
    let compiled = try ObjCSyntaxTests.check(
      objc, target: "arm64-apple-ios\(major).0", werror: true)
    #expect(compiled.status == 0, "\(compiled.output)")
    let styles = StyleIdentifier.unique(Self.catalog.buttons.map(\.name))
    let swift = try SwiftTypecheckTests.typecheck(
      module: "UIKit",
      sources: [
        "ButtonStyles.swift": SwiftTypecheckTests.generated(
          .swift, Self.catalog, options: Fixtures.target(major)),
        "Usage.swift": SwiftTypecheckTests.uikitUsage(styles),
      ])
    let swiftUI = try SwiftTypecheckTests.typecheck(
      module: "SwiftUI",
      sources: [
        "ButtonLabelStyles.swift": SwiftTypecheckTests.generated(
          .swiftui, Self.catalog, options: Fixtures.target(major)),
        "Usage.swift": SwiftTypecheckTests.swiftUIUsage(styles),
      ])
    for result in swift + swiftUI {
      #expect(result.status == 0 && !result.output.contains("warning:"), "\(result.output)")
    }
  }
}
