import ButtonExport
import ButtonLayout
import Foundation
import Testing

/// The configuration code sets `buttonSize` (`UIButton.Configuration.Size`,
/// iOS 15+) when a style's size is not medium, and only then: medium styles' code is what it
/// was (the golden files of `GoldenTests` did not change).
@Suite struct ButtonSizeExportTests {
  /// A large style laid out for both directions, a mini one, and a medium one.
  static let catalog = ExportCatalog(buttons: [
    Fixtures.button(
      "cta/large", title: "Configure", technique: .configuration,
      ButtonSpec(
        titleSize: Size(width: 75, height: 20.333), imageSize: Size(width: 20, height: 20),
        placement: .leading, spacing: 6,
        padding: EdgeInsets(top: 15, left: 20, bottom: 15, right: 20), direction: .both,
        configurationButtonSize: .large)),
    Fixtures.button(
      "chip/mini", title: "Tag", technique: .exact,
      ButtonSpec(
        titleSize: Size(width: 24.333, height: 18),
        padding: EdgeInsets(top: 5, left: 10, bottom: 5, right: 10),
        configurationButtonSize: .mini)),
    Fixtures.button(
      "plain/medium", title: "Go", technique: .configuration,
      ButtonSpec(
        titleSize: Size(width: 20, height: 20.333),
        padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))),
  ])

  @Test func swiftAndObjCMatchGoldenFiles() throws {
    try Golden.check(
      renderer(for: .swift).render(Self.catalog)[0].contents, "button-size/ButtonStyles.swift")
    try Golden.check(renderer(for: .objc).render(Self.catalog), folder: "button-size/objc")
  }

  /// Each configuration path (the `applyXConfiguration` method and the factory) sets the size
  /// once, outside the direction branch; the medium style never does.
  @Test func onlyNonMediumStylesSetTheSize() {
    let swift = renderer(for: .swift).render(Self.catalog)[0].contents
    #expect(count("configuration.buttonSize = .large", in: swift) == 2)
    #expect(count("configuration.buttonSize = .mini", in: swift) == 2)
    #expect(count("buttonSize", in: swift) == 4)
    let objc = renderer(for: .objc).render(Self.catalog).map(\.contents).joined()
    #expect(count("configuration.buttonSize = UIButtonConfigurationSizeLarge;", in: objc) == 2)
    #expect(count("configuration.buttonSize = UIButtonConfigurationSizeMini;", in: objc) == 2)
    #expect(count("buttonSize", in: objc) == 4)
    let medium = ExportCatalog(buttons: [Self.catalog.buttons[2]])
    #expect(!renderer(for: .swift).render(medium)[0].contents.contains("buttonSize"))
    #expect(!renderer(for: .objc).render(medium).contains { $0.contents.contains("buttonSize") })
  }

  @Test func swiftTypechecks() throws {
    let styles = StyleIdentifier.unique(Self.catalog.buttons.map(\.name))
    let results = try SwiftTypecheckTests.typecheck(
      module: "UIKit",
      sources: [
        "ButtonStyles.swift": renderer(for: .swift).renderSingleFile(Self.catalog)[0].contents,
        "Usage.swift": SwiftTypecheckTests.uikitUsage(styles),
      ])
    for result in results {
      #expect(result.status == 0, "generated Swift does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "\(result.output)")
    }
    // The check has teeth: a size UIKit does not have fails.
    let broken = renderer(for: .swift).renderSingleFile(Self.catalog)[0].contents
      .replacingOccurrences(of: ".buttonSize = .large", with: ".buttonSize = .huge")
    let failing = try SwiftTypecheckTests.typecheck(
      module: "UIKit",
      sources: [
        "ButtonStyles.swift": broken, "Usage.swift": SwiftTypecheckTests.uikitUsage(styles),
      ])
    #expect(failing.allSatisfy { $0.status != 0 && $0.output.contains("huge") })
  }

  @Test func objCCompiles() throws {
    // Generated for the iOS 14 target it is compiled for.
    let files = renderer(for: .objc, options: Fixtures.target(14)).render(Self.catalog)
    let result = try ObjCSyntaxTests.check(files, target: "arm64-apple-ios14.0", werror: true)
    #expect(result.status == 0, "generated Objective-C does not compile:\n\(result.output)")
    let broken = files.map {
      ExportFile(
        path: $0.path,
        contents: $0.contents.replacingOccurrences(
          of: "UIButtonConfigurationSizeLarge", with: "UIButtonConfigurationSizeHuge"))
    }
    let failing = try ObjCSyntaxTests.check(broken, target: "arm64-apple-ios14.0", werror: true)
    #expect(failing.status != 0 && failing.output.contains("UIButtonConfigurationSizeHuge"))
  }

  private func count(_ needle: String, in text: String) -> Int {
    text.components(separatedBy: needle).count - 1
  }
}
