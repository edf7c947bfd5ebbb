import ButtonExport
import ButtonLayout
import Foundation
import Testing

/// The configuration's look in the exports (`--style`, `--corner-style`, `--corner-radius`):
/// the code starts from the style's factory and sets the corners; SwiftUI previews the label in
/// a `Button` with SwiftUI's button style; the tokens carry the corner radius; the SVG and HTML
/// draw the style. A button without them is exported as before (the other golden files did not
/// change).
@Suite struct ConfigurationStyleExportTests {
  static func styled(
    _ name: String, _ title: String, width: Double, _ appearance: ConfigurationAppearance,
    size: ButtonSize = .fit
  ) -> ExportButton {
    var button = Fixtures.button(
      name, title: title, technique: .configuration,
      ButtonSpec(
        titleSize: Size(width: width, height: 20.333),
        padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12), size: size))
    button.record.appearance = appearance
    return button
  }

  /// A filled button with fixed corners of 6, a glass one, a tinted capsule 44 pt tall, and a
  /// button without a look.
  static let catalog = ExportCatalog(buttons: [
    styled(
      "cta/filled", "Configure", width: 75,
      ConfigurationAppearance(style: .filled, cornerStyle: .fixed, cornerRadius: 6)),
    styled("toolbar/glass", "Done", width: 38, ConfigurationAppearance(style: .glass)),
    styled(
      "chip/tinted", "Tag", width: 24.333,
      ConfigurationAppearance(style: .tinted, cornerStyle: .capsule),
      size: .fixed(Size(width: 80, height: 44))),
    styled("plain/unstyled", "Go", width: 20, ConfigurationAppearance()),
  ])

  static func only(_ name: String) -> ExportCatalog {
    ExportCatalog(buttons: catalog.buttons.filter { $0.name == name })
  }

  @Test func codeMatchesGoldenFiles() throws {
    try Golden.check(
      renderer(for: .swift).render(Self.catalog)[0].contents, "style/ButtonStyles.swift")
    // The category only: the runtime layout math in C is the same for every catalog.
    try Golden.check(
      renderer(for: .objc).render(Self.catalog).filter { $0.path.hasPrefix("UIButton+") },
      folder: "style/objc")
    try Golden.check(
      renderer(for: .swiftui).render(Self.catalog)[0].contents, "style/ButtonLabelStyles.swift")
  }

  @Test func tokensAndPicturesMatchGoldenFiles() throws {
    try Golden.check(
      renderer(for: .tokens).render(Self.catalog)[0].contents, "style/buttons.tokens.json")
    let svgs = renderer(for: .svg).render(Self.catalog)
    for name in ["cta-filled.svg", "toolbar-glass.svg"] {
      let svg = try #require(svgs.first { $0.path == name })
      try Golden.check(svg.contents, "style/\(name)")
    }
    try Golden.check(
      renderer(for: .html).render(Self.only("toolbar/glass"))[0].contents, "style/glass.html")
  }

  /// Each configuration path (`applyXConfiguration` and the factory) starts from the factory
  /// and sets the corners once; the unstyled button's code is what it was.
  @Test func theFactoryAndTheCornersInBothPaths() {
    let swift = renderer(for: .swift).render(Self.catalog)[0].contents
    #expect(count("var configuration = UIButton.Configuration.filled()\n", in: swift) == 2)
    #expect(count("var configuration = UIButton.Configuration.glass()\n", in: swift) == 2)
    #expect(count("configuration.cornerStyle = .fixed\n", in: swift) == 2)
    #expect(count("configuration.background.cornerRadius = 6\n", in: swift) == 2)
    #expect(count("configuration.cornerStyle = .capsule\n", in: swift) == 2)
    // The unstyled button keeps the button's own configuration, as before.
    #expect(count("var configuration = self.configuration ?? .plain()\n", in: swift) == 1)
    #expect(!swift.contains("#available(iOS 26.0"))
    let objc = renderer(for: .objc).render(Self.catalog).map(\.contents).joined()
    #expect(
      count(
        "UIButtonConfiguration *configuration = [UIButtonConfiguration glassButtonConfiguration];",
        in: objc) == 2)
    #expect(
      count("configuration.cornerStyle = UIButtonConfigurationCornerStyleFixed;", in: objc) == 2)
    #expect(count("configuration.background.cornerRadius = 6;", in: objc) == 2)
    let unstyled = Self.only("plain/unstyled")
    for format in [ExportFormat.swift, .objc, .swiftui, .tokens, .svg] {
      let text = renderer(for: format).render(unstyled).map(\.contents).joined()
      for word in ["cornerStyle", "cornerRadius", "buttonStyle", "rx=", "corners "] {
        #expect(!text.contains(word), "\(format): \(word)")
      }
    }
  }

  /// The code exports refuse a glass style below iOS 26 (`StyleAvailability`); the probe's
  /// code, built for an old target, asks `#available(iOS 26.0, *)` instead.
  @Test func aGlassStyleBelowIOS26() {
    let problems = StyleAvailability.problems(Self.catalog, Fixtures.target(17))
    #expect(problems.map(\.name) == ["toolbar/glass"])
    #expect(problems.first?.style == .glass && problems.first?.target == "17.0")
    #expect(StyleAvailability.problems(Self.catalog, Fixtures.target(26)).isEmpty)
    let swift = renderer(for: .swift, options: Fixtures.target(17)).render(Self.catalog)[0]
      .contents
    #expect(
      swift.contains(
        "var configuration = UIButton.Configuration.plain()\n    if #available(iOS 26.0, *) {\n      configuration = .glass()\n    }\n"
      ), "\(swift)")
  }

  @Test func swiftTypechecks() throws {
    let styles = StyleIdentifier.unique(Self.catalog.buttons.map(\.name))
    let code = renderer(for: .swift).renderSingleFile(Self.catalog)[0].contents
    let results = try SwiftTypecheckTests.typecheck(
      module: "UIKit",
      sources: ["ButtonStyles.swift": code, "Usage.swift": SwiftTypecheckTests.uikitUsage(styles)])
    for result in results {
      #expect(result.status == 0, "generated Swift does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "\(result.output)")
    }
    // The check has teeth: a factory or corner style UIKit does not have fails.
    let broken = code.replacingOccurrences(of: ".glass()", with: ".liquid()")
      .replacingOccurrences(of: ".cornerStyle = .capsule", with: ".cornerStyle = .pill")
    let failing = try SwiftTypecheckTests.typecheck(
      module: "UIKit",
      sources: [
        "ButtonStyles.swift": broken, "Usage.swift": SwiftTypecheckTests.uikitUsage(styles),
      ])
    #expect(
      failing.allSatisfy {
        $0.status != 0 && $0.output.contains("liquid") && $0.output.contains("pill")
      })
  }

  @Test func swiftUITypechecks() throws {
    let styles = StyleIdentifier.unique(Self.catalog.buttons.map(\.name))
    let code = renderer(for: .swiftui).render(Self.catalog)[0].contents
    let results = try SwiftTypecheckTests.typecheck(
      module: "SwiftUI",
      sources: [
        "ButtonLabelStyles.swift": code, "Usage.swift": SwiftTypecheckTests.swiftUIUsage(styles),
      ])
    for result in results {
      #expect(result.status == 0, "generated SwiftUI does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "\(result.output)")
    }
    let broken = code.replacingOccurrences(
      of: ".buttonStyle(.glass)", with: ".buttonStyle(.frosted)")
    let failing = try SwiftTypecheckTests.typecheck(
      module: "SwiftUI",
      sources: [
        "ButtonLabelStyles.swift": broken, "Usage.swift": SwiftTypecheckTests.swiftUIUsage(styles),
      ])
    #expect(failing.allSatisfy { $0.status != 0 && $0.output.contains("frosted") })
  }

  /// For iOS 26 with `-Werror`; and for iOS 17, where the glass factory must be guarded.
  @Test func objCCompiles() throws {
    let files = renderer(for: .objc).render(Self.catalog)
    let result = try ObjCSyntaxTests.check(files, target: "arm64-apple-ios26.0", werror: true)
    #expect(result.status == 0, "generated Objective-C does not compile:\n\(result.output)")
    let old = renderer(for: .objc, options: Fixtures.target(17)).render(Self.catalog)
    let guarded = try ObjCSyntaxTests.check(old, target: "arm64-apple-ios17.0", werror: true)
    #expect(guarded.status == 0, "guarded Objective-C does not compile:\n\(guarded.output)")
    // The check has teeth: the glass factory outside its guard fails for iOS 17.
    let unguarded = old.map {
      ExportFile(
        path: $0.path,
        contents: $0.contents.replacingOccurrences(
          of: "if (@available(iOS 26.0, *)) {", with: "{"))
    }
    let failing = try ObjCSyntaxTests.check(unguarded, target: "arm64-apple-ios17.0", werror: true)
    #expect(failing.status != 0 && failing.output.contains("glassButtonConfiguration"))
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
