import ButtonCatalog
import ButtonExport
import ButtonLayout
import Foundation
import Testing

/// Issue 28's image inputs in the exports: an SF Symbol (`UIImage(systemName:withConfiguration:)`,
/// SwiftUI's `Image(systemName:)`, a labelled box in the pictures), the activity indicator
/// (`showsActivityIndicator`, a `ProgressView`, a spinner) and the image reservation. A symbol
/// name is catalog text: hostile until escaped for each output.
@Suite struct SymbolExportTests {
  /// Quotes, a comment's end, an interpolation, a backslash, a bidi override and markup.
  static let hostile = "star\"fill*/ \\(boom) \\ \u{202E}<b>&amp;"

  static func symbolButton(
    _ name: String, symbol: String, weight: SystemFontWeight? = nil, scale: SymbolScale? = nil,
    _ spec: ButtonSpec
  ) -> ExportButton {
    var spec = spec
    spec.symbolPointSize = 17
    var button = ExportButton(
      name: name, title: "Go", spec: spec, technique: .configuration,
      layouts: LayoutEngine.layouts(spec))
    button.record.symbol = symbol
    button.record.symbolPointSize = 17
    button.record.symbolWeight = weight
    button.record.symbolScale = scale
    return button
  }

  static let catalog: ExportCatalog = {
    let go = ButtonSpec(
      titleSize: Size(width: 22, height: SystemFont.lineHeight(pointSize: 17)),
      imageSize: Size(width: 22, height: 20), placement: .leading,
      padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
    var loading = ButtonSpec(
      titleSize: Size(width: 75, height: SystemFont.lineHeight(pointSize: 17)),
      padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
    loading.showsActivityIndicator = true
    var reserved = go
    reserved.imageReservation = 30
    var reservedButton = ExportButton(
      name: "reserved", title: "Go", imageName: "dot", spec: reserved,
      technique: .configuration, layouts: LayoutEngine.layouts(reserved))
    reservedButton.record.imageReservation = 30
    return ExportCatalog(buttons: [
      symbolButton("star", symbol: "star.fill", go),
      symbolButton("hostile", symbol: hostile, weight: .bold, scale: .large, go),
      ExportButton(
        name: "loading", title: "Configure", spec: loading, technique: .configuration,
        layouts: LayoutEngine.layouts(loading)),
      reservedButton,
    ])
  }()

  @Test func codeAndPicturesMatchGoldenFiles() throws {
    // The styles' own files: the runtime layout files beside them do not depend on these
    // inputs, and other golden files hold them.
    let swift = renderer(for: .swift).render(Self.catalog)
    #expect(swift.map(\.path) == ["ButtonStyles.swift", "ButtonStyleLayout.swift"])
    try Golden.check(swift[0].contents, "symbols/ButtonStyles.swift")
    for file in renderer(for: .objc).render(Self.catalog)
    where file.path.hasPrefix("UIButton+ButtonStyles") {
      try Golden.check(file.contents, "symbols/objc/" + file.path)
    }
    try Golden.check(
      renderer(for: .swiftui).renderSingleFile(Self.catalog)[0].contents,
      "symbols/ButtonLabelStyles.swift")
    try Golden.check(renderer(for: .svg).render(Self.catalog), folder: "symbols/svg")
  }

  @Test func theCodeCreatesTheSymbolWithItsConfiguration() {
    let swift = renderer(for: .swift).renderSingleFile(Self.catalog)[0].contents
    #expect(
      swift.contains(
        "configuration.image = UIImage(systemName: \"star.fill\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium))"
      ))
    #expect(swift.contains("configuration.showsActivityIndicator = true\n"))
    #expect(swift.contains("configuration.imageReservation = 30\n"))
    let objc = renderer(for: .objc).render(Self.catalog).map(\.contents).joined()
    #expect(
      objc.contains(
        "configuration.image = [UIImage systemImageNamed:@\"star.fill\" withConfiguration:[UIImageSymbolConfiguration configurationWithPointSize:17 weight:UIImageSymbolWeightRegular scale:UIImageSymbolScaleMedium]];"
      ))
    #expect(objc.contains("configuration.showsActivityIndicator = YES;\n"))
    let swiftUI = renderer(for: .swiftui).renderSingleFile(Self.catalog)[0].contents
    #expect(swiftUI.contains("Image(systemName: \"star.fill\")\n"))
    #expect(swiftUI.contains(".font(.system(size: 17, weight: .bold))\n"))
    #expect(swiftUI.contains(".imageScale(.large)\n"))
    #expect(swiftUI.contains("ProgressView()\n"))
  }

  /// The hostile name reaches code only as an escaped literal: no raw quote, comment end,
  /// interpolation or bidi character; the pictures escape it as text.
  @Test func aHostileSymbolNameIsEscapedInEveryOutput() {
    let swiftLiteral = "\"star\\\"fill*/ \\\\(boom) \\\\ \\u{202E}<b>&amp;\""
    for text in [
      renderer(for: .swift).renderSingleFile(Self.catalog)[0].contents,
      renderer(for: .swiftui).renderSingleFile(Self.catalog)[0].contents,
    ] {
      #expect(text.contains(swiftLiteral), "\(text)")
      #expect(!text.contains("\u{202E}"))
      #expect(!text.contains("\\(boom)\""))
    }
    let objc = renderer(for: .objc).render(Self.catalog).map(\.contents).joined()
    #expect(!objc.contains("\u{202E}"))
    #expect(objc.contains("systemImageNamed:@\"star\\\"fill*/"), "\(objc)")
    for text in [
      renderer(for: .svg).render(Self.catalog).map(\.contents).joined(),
      renderer(for: .html).renderSingleFile(Self.catalog)[0].contents,
    ] {
      #expect(!text.contains("<b>&amp;"))
      #expect(text.contains("star&quot;fill*/") || text.contains("star\"fill*/"))
      #expect(!text.contains("\u{202E}"))
    }
  }

  @Test func belowIOS13TheLegacyPathChecksAvailability() {
    let swift = renderer(for: .swift, options: Fixtures.target(12)).renderSingleFile(
      Self.catalog)[0].contents
    let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
    let setImage = lines.indices.filter {
      lines[$0].contains("setImage(UIImage(systemName: \"star.fill\"")
    }
    #expect(!setImage.isEmpty)
    for index in setImage {
      #expect(lines[index - 1].hasSuffix("if #available(iOS 13.0, *) {"), "\(swift)")
    }
    let objc = renderer(for: .objc, options: Fixtures.target(12)).render(Self.catalog).map(
      \.contents
    ).joined()
    #expect(objc.contains("if (@available(iOS 13.0, *)) {\n"), "\(objc)")
  }

  @Test(arguments: [12, 14, 15, 26])
  func swiftTypechecks(target: Int) throws {
    let styles = StyleIdentifier.unique(Self.catalog.buttons.map(\.name))
    let results = try SwiftTypecheckTests.typecheck(
      module: "UIKit",
      sources: [
        "ButtonStyles.swift": renderer(for: .swift, options: Fixtures.target(target))
          .renderSingleFile(Self.catalog)[0].contents,
        "Usage.swift": SwiftTypecheckTests.uikitUsage(styles),
      ])
    for result in results {
      #expect(result.status == 0, "generated Swift does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "\(result.output)")
    }
  }

  @Test func swiftUITypechecks() throws {
    let styles = StyleIdentifier.unique(Self.catalog.buttons.map(\.name))
    let results = try SwiftTypecheckTests.typecheck(
      module: "SwiftUI",
      sources: [
        "ButtonLabelStyles.swift": renderer(for: .swiftui).renderSingleFile(Self.catalog)[0]
          .contents,
        "Usage.swift": SwiftTypecheckTests.swiftUIUsage(styles),
      ])
    for result in results {
      #expect(result.status == 0, "generated SwiftUI does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "\(result.output)")
    }
  }

  @Test(arguments: [12, 15])
  func objCCompiles(target: Int) throws {
    let files = renderer(for: .objc, options: Fixtures.target(target)).render(Self.catalog)
    let result = try ObjCSyntaxTests.check(
      files, target: "arm64-apple-ios\(target).0", werror: true)
    #expect(result.status == 0, "generated Objective-C does not compile:\n\(result.output)")
  }
}
