import Foundation
import Testing

/// From the command line: `export --deployment-target`, its refusals,
/// and a complete style from a catalog with a font file, a text style, per-state titles and a
/// largest content size category.
@Suite struct DeploymentTargetTests {
  static let cart = [
    "add", "cart", "--title", "Add to cart", "--font", SourceFileTests.dejaVu, "--font-size", "17",
    "--image-size", "20x20", "--placement", "leading", "--spacing", "8", "--padding",
    "12,16,12,16", "--size", "240x48", "--text-style", "body", "--state-title",
    "highlighted=Adding", "--max-content-size", "AX1", "--ios", "14",
  ]

  /// A bad version exits 64 naming the option and the value as typed, and writes nothing.
  @Test(arguments: ["abc", "15.x", "9.0", "30", "", "15.0.0.1", "١٥"])
  func refusesBadTargets(_ bad: String) throws {
    let c = try CatalogFixture()
    #expect(try c.run(CatalogCommandTests.share).status == 0)
    let before = c.digest()
    let folder = c.path("out") + "/"
    let result = try c.run([
      "export", "--format", "swift", "--deployment-target", bad, "--output", folder,
    ])
    #expect(result.status == 64, "\(bad): \(result.stderr)")
    #expect(result.stderr.contains("--deployment-target: '\(bad)'"), "\(result.stderr)")
    #expect(result.stdout.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: folder))
    #expect(c.digest() == before)
  }

  @Test func targetsChooseThePaths() throws {
    let c = try CatalogFixture()
    #expect(try c.run(Self.cart).status == 0)
    let at15 = try c.run(["export", "--format", "swift", "--deployment-target", "15.0"])
    #expect(at15.status == 0, "\(at15.stderr)")
    let styles = at15.stdout.components(separatedBy: "// MARK: - Runtime layout")[0]
    #expect(styles.contains("Deployment target iOS 15.0"))
    #expect(!styles.contains("#available") && !styles.contains("EdgeInsets = "))
    // The complete style: the font file by the PostScript name its name table gives, scaled
    // like the text style; the state's title; the largest content size; the fixed size.
    for text in [
      "UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont(name: \"DejaVuSans\", size: 17)",
      "case .highlighted:", "configuration.title = \"Adding\"",
      "maximumContentSizeCategory = .accessibilityMedium",
      "widthAnchor.constraint(equalToConstant: 240)",
    ] {
      #expect(styles.contains(text), "missing: \(text)")
    }
    // The default is the lowest --ios of the exported buttons: 14.0, both paths.
    let byDefault = try c.run(["export", "--format", "swift"])
    #expect(byDefault.stdout.contains("Deployment target iOS 14.0"))
    #expect(byDefault.stdout.contains("if #available(iOS 15.0, *)"))
    #expect(byDefault.stdout.contains("setTitle(\"Adding\", for: .highlighted)"))
    let objc = c.path("objc") + "/"
    let written = try c.run([
      "export", "--format", "objc", "--deployment-target", "17.2", "--output", objc,
    ])
    #expect(written.status == 0, "\(written.stderr)")
    let implementation = try String(
      contentsOfFile: objc + "UIButton+ButtonStyles.m", encoding: .utf8)
    #expect(implementation.contains("Deployment target iOS 17.2"))
    #expect(!implementation.contains("@available(iOS 15.0, *)"))
    let swiftUI = try c.run(["export", "--format", "swiftui", "--deployment-target", "17.0"])
    #expect(swiftUI.stdout.contains("\n#Preview(\"cart\") {"))
    #expect(!swiftUI.stdout.contains("@available(iOS 17.0, *)"))
  }

  @Test func helpNamesTheOption() throws {
    let c = try CatalogFixture()
    let help = try c.run(["export", "--help"])
    #expect(help.status == 0)
    #expect(help.stdout.contains("--deployment-target VERSION"))
  }
}
