import ButtonExport
import ButtonLayout
import Foundation
import Testing

/// A button whose technique is `insets` gets its given insets in the code, exactly as given;
/// the data and page formats show the `insets` layout beside the other techniques'. Buttons
/// without given insets export as they did (the golden files of `GoldenTests` did not change).
@Suite struct GivenInsetsExportTests {
  /// An `insets` button in both directions (the image insets move it 10 pt further than the
  /// spacing asks: off-centre),
  /// and an `exact` one that has given insets too.
  static let catalog = ExportCatalog(buttons: [
    Fixtures.button(
      "legacy/share", title: "Share", imageName: "share", technique: .insets,
      given(
        ButtonSpec(
          titleSize: Size(width: 40, height: 18), imageSize: Size(width: 24, height: 24),
          placement: .left, spacing: 8, size: .fixed(Size(width: 120, height: 44)),
          direction: .both),
        GivenInsets(
          content: EdgeInsets(top: 2, left: 0, bottom: 2, right: 0),
          image: EdgeInsets(top: 0, left: -14, bottom: 0, right: 14),
          title: EdgeInsets(top: 0, left: 4, bottom: 0, right: -4)))),
    Fixtures.button(
      "legacy/exact", title: "Go", technique: .exact,
      given(
        ButtonSpec(titleSize: Size(width: 20, height: 18)),
        GivenInsets(content: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)))),
  ])

  static func given(_ spec: ButtonSpec, _ insets: GivenInsets) -> ButtonSpec {
    var spec = spec
    spec.givenInsets = insets
    return spec
  }

  /// The code for iOS 14, where the legacy insets are set (a newer target gets the
  /// configuration only).
  static let ios14 = Fixtures.target(14)

  @Test func codeAndDataMatchGoldenFiles() throws {
    try Golden.check(
      renderer(for: .swift, options: Self.ios14).render(Self.catalog)[0].contents,
      "given-insets/ButtonStyles.swift")
    try Golden.check(
      renderer(for: .objc, options: Self.ios14).render(Self.catalog), folder: "given-insets/objc")
    var options = ExportOptions()
    options.allTechniques = true
    try Golden.check(
      renderer(for: .markdown, options: options).render(Self.catalog)[0].contents,
      "given-insets/buttons-all-techniques.md")
    try Golden.check(
      renderer(for: .json).render(Self.catalog)[0].contents, "given-insets/buttons.json")
  }

  /// The code sets the three insets as given, in both directions (they are physical: the same
  /// in RTL).
  @Test func theCodeSetsTheInsetsAsGiven() {
    let swift = renderer(for: .swift, options: Self.ios14).render(Self.catalog)[0].contents
    #expect(
      swift.contains("contentEdgeInsets = UIEdgeInsets(top: 2, left: 0, bottom: 2, right: 0)"))
    #expect(
      swift.contains("imageEdgeInsets = UIEdgeInsets(top: 0, left: -14, bottom: 0, right: 14)"))
    #expect(swift.contains("titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: -4)"))
    let objc = renderer(for: .objc, options: Self.ios14).render(Self.catalog).map(\.contents)
      .joined()
    #expect(objc.contains("UIEdgeInsetsMake(0, -14, 0, 14)"))
    // The `exact` button's code is its solver's insets, not the given ones.
    let exact = renderer(for: .swift, options: Self.ios14).render(
      ExportCatalog(buttons: [Self.catalog.buttons[1]]))[0].contents
    #expect(!exact.contains("UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)"))
  }

  @Test func swiftTypechecks() throws {
    let styles = StyleIdentifier.unique(Self.catalog.buttons.map(\.name))
    let results = try SwiftTypecheckTests.typecheck(
      module: "UIKit",
      sources: [
        "ButtonStyles.swift": renderer(for: .swift, options: Self.ios14).renderSingleFile(
          Self.catalog)[0].contents,
        "Usage.swift": SwiftTypecheckTests.uikitUsage(styles),
      ])
    for result in results {
      #expect(result.status == 0, "generated Swift does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "\(result.output)")
    }
  }

  @Test func objCCompiles() throws {
    let files = renderer(for: .objc, options: Self.ios14).render(Self.catalog)
    let result = try ObjCSyntaxTests.check(files, target: "arm64-apple-ios14.0", werror: true)
    #expect(result.status == 0, "generated Objective-C does not compile:\n\(result.output)")
  }
}
