import ButtonMeasure
import Foundation
import Testing

/// `export --format probe` from the command line: three files into a folder,
/// every variant of the catalog's buttons in the probe, the font file named by its PostScript
/// name and digest; the options that do not apply refused with nothing written.
@Suite struct ProbeExportTests {
  @Test func writesTheProbeIntoAFolder() throws {
    let c = try CatalogFixture()
    #expect(try c.run(DeploymentTargetTests.cart).status == 0)
    #expect(try c.run(CatalogCommandTests.share).status == 0)
    let folder = c.path("probe") + "/"
    let result = try c.run(["export", "--format", "probe", "--output", folder])
    #expect(result.status == 0, "\(result.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(
      names == ["ButtonCatProbeTests.swift", "ButtonStyleLayout.swift", "ButtonStyles.swift"])
    let probe = try String(contentsOfFile: folder + "ButtonCatProbeTests.swift", encoding: .utf8)
    // cart: 12 content sizes (its text style) × 2 states, laid out in one direction; share: one.
    let cartLayouts =
      probe.components(separatedBy: "layouts.append(Layout(style: 0, name: \"cart\"").count - 1
    #expect(cartLayouts == 24)
    #expect(
      probe.contains(
        "contentSize: .accessibilityExtraExtraExtraLarge, contentSizeName: \"AX5\", state: .highlighted"
      ))
    // The font file by its PostScript name and the SHA-256 of the file.
    let digest = try ContentDigest(fileAt: SourceFileTests.dejaVu).hex
    #expect(probe.contains("name: .file(postScriptName: \"DejaVuSans\", digest: \"\(digest)\")"))
    #expect(probe.contains("titles.append(Title(text: \"Adding\""))
    // Without --output: into ButtonCatProbe/ in the current folder.
    let byDefault = try c.run(["export", "--format", "probe"])
    #expect(byDefault.status == 0, "\(byDefault.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: c.path("ButtonCatProbe/ButtonCatProbeTests.swift")))
  }

  /// Options of other formats, and a file output, exit 64 naming them; nothing is written and
  /// the catalog is unchanged.
  @Test(arguments: [
    (["--layouts"], "--layouts: only the csv export takes it, not probe"),
    (["--all-techniques"], "--all-techniques: only the markdown export takes it, not probe"),
    (
      ["--deployment-target", "15.0"],
      "--deployment-target: only the swift, objc and swiftui exports take it, not probe"
    ),
  ])
  func refusesOptionsThatDoNotApply(_ extra: [String], _ message: String) throws {
    let c = try CatalogFixture()
    #expect(try c.run(CatalogCommandTests.share).status == 0)
    let before = c.digest()
    let folder = c.path("out") + "/"
    let result = try c.run(["export", "--format", "probe", "--output", folder] + extra)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder))
    #expect(c.digest() == before)
  }

  @Test func refusesAFileOutput() throws {
    let c = try CatalogFixture()
    #expect(try c.run(CatalogCommandTests.share).status == 0)
    let file = c.path("Probe.swift")
    let result = try c.run(["export", "--format", "probe", "--output", file])
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stderr.contains("the probe export writes 3 files"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: file))
  }

  /// A system-font button with a text style, a size and a weight: the
  /// code sets the font the catalog lays it out in, and the probe measures its title at every
  /// content size in that font, though the catalog has no measurement of it yet.
  @Test func systemFontButtonsExportTheirFontAndAreProbed() throws {
    let c = try CatalogFixture()
    let add = try c.run([
      "add", "sys/done", "--title", "Done", "--font-size", "13", "--text-style", "body",
      "--font-weight", "semibold",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let swift = try c.run(["export", "--format", "swift"])
    #expect(swift.status == 0, "\(swift.stderr)")
    #expect(
      swift.stdout.contains(
        "UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 13, weight: .semibold))"
      ))
    #expect(!swift.stdout.contains("preferredFont"))
    let folder = c.path("probe") + "/"
    let probe = try c.run(["export", "--format", "probe", "--output", folder])
    #expect(probe.status == 0, "\(probe.stderr)")
    let text = try String(contentsOfFile: folder + "ButtonCatProbeTests.swift", encoding: .utf8)
    let titles =
      text.components(
        separatedBy:
          "titles.append(Title(text: \"Done\", font: .system(size: 13, weight: .semibold, textStyle: .body, maximumPointSize: nil), name: .system(weight: \"semibold\")"
      ).count - 1
    #expect(titles == 12)
  }
}
