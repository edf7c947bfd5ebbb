import ButtonIB
import ButtonLayout
import Foundation
import Testing

@testable import ButtonCatCLI
@testable import ButtonScan

/// `buttoncat scan`: its usage errors, its text report (golden, from report values: the
/// service's own tests build the reports), and end to end on IB files once the reader lands.
@Suite struct ScanCommandTests {
  /// `buttoncat ARGUMENTS` in this process.
  static func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
    HelpGoldenTests.help(arguments)
  }

  @Test func withoutAPathItIsAUsageError() {
    let r = Self.run(["scan"])
    #expect(r.status == 64)
    #expect(r.stdout.isEmpty)
    #expect(
      r.stderr
        == "Error: expected PATH… (a .storyboard, a .xib or a folder), got nothing\nUsage: buttoncat scan PATH… [--add [--replace]] [--format text|json]\n"
    )
  }

  @Test func anUnknownFormatNamesTheOptionAndTheValue() {
    let r = Self.run(["scan", "App", "--format", "xml"])
    #expect(r.status == 64)
    #expect(r.stdout.isEmpty)
    #expect(r.stderr.hasPrefix("Error: --format: 'xml' is not one of text, json\n"))
    let unknown = Self.run(["scan", "App", "--adding"])
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains("--adding"))
  }

  /// A legacy button with its migration, a configuration button whose title carries a
  /// terminal escape (shown escaped), a skipped button and a file that could not be read.
  static func report() -> ScanReport {
    var legacy = ScannedButton(id: "shr-01-abc", name: "Main/Share", line: 40)
    legacy.title = "Share"
    legacy.titles = [KeyedText("normal", "Share"), KeyedText("highlighted", "Sharing")]
    legacy.locales = [KeyedText("Base", "Share"), KeyedText("de", "Teilen")]
    legacy.font = ScannedFont(kind: .custom, size: 17, name: "DejaVuSans")
    legacy.image = ScannedImage(name: "Share", symbol: false)
    legacy.insets = ScannedInsets(
      content: EdgeInsets(top: 0, left: 12, bottom: 0, right: 12),
      image: EdgeInsets(top: 0, left: -8, bottom: 0, right: 0), title: nil)
    legacy.frame = Rect(x: 20, y: 100, width: 140, height: 44)
    legacy.layout = ScannedLayout(
      model: "legacy", direction: .leftToRight, bounds: Size(width: 97, height: 24),
      frames: LayoutFrames(
        contentRect: Rect(x: 12, y: 0, width: 73, height: 24),
        imageFrame: Rect(x: 8, y: 0, width: 24, height: 24),
        titleFrame: Rect(x: 40, y: 2, width: 49, height: 20),
        intrinsicContentSize: Size(width: 97, height: 24)))
    legacy.severity = .warning
    legacy.verdict = "~ 1 warning: off-center (LTR)"
    legacy.diagnostics = [
      Diagnostic(.offCenter, .warning, "the image+title group is 4 pt left of centre")
    ]
    legacy.migration = ScannedMigration(
      values: .configuration(
        imagePlacement: .leading, imagePadding: 4,
        contentInsets: DirectionalEdgeInsets(top: 0, leading: 12, bottom: 0, trailing: 12)),
      titleAlignment: "center", buttonSize: .medium,
      residual: MigrationResidual(image: 12, title: 0, intrinsicSize: 0),
      frames: LayoutFrames(
        contentRect: Rect(x: 12, y: 0, width: 73, height: 24),
        imageFrame: Rect(x: 12, y: 0, width: 24, height: 24),
        titleFrame: Rect(x: 40, y: 2, width: 49, height: 20),
        intrinsicContentSize: Size(width: 97, height: 24)))
    var configured = ScannedButton(id: "cfg-03-abc", name: "Card/cfg-03-abc", line: 12)
    configured.title = "Go\u{1B}[31m red"
    var configuration = IBConfiguration(style: "filled")
    configuration.imagePlacement = "leading"
    configuration.imagePadding = 8
    configured.configuration = configuration
    configured.font = ScannedFont(kind: .textStyle, size: 17, textStyle: "UICTFontTextStyleBody")
    configured.layout = ScannedLayout(
      model: "configuration", direction: .rightToLeft, bounds: Size(width: 80, height: 34),
      frames: LayoutFrames(
        contentRect: Rect(x: 12, y: 7, width: 56, height: 20), imageFrame: nil,
        titleFrame: Rect(x: 12, y: 7, width: 56, height: 20),
        intrinsicContentSize: Size(width: 80, height: 34)))
    configured.verdict = "✓ ok"
    var skipped = ScannedButton(id: "sym-07-abc", name: "Main/sym-07-abc", line: 100)
    skipped.image = ScannedImage(name: "gear\u{202E}lmth", symbol: true)
    skipped.skipped = "the SF Symbol 'gear' (its size comes from the system; no file to measure)"
    skipped.verdict = "skipped: " + (skipped.skipped ?? "")
    return ScanReport(files: [
      ScannedFile(path: "App/Base.lproj/Main.storyboard", buttons: [legacy, skipped]),
      ScannedFile(path: "App/Views/Card.xib", buttons: [configured]),
      ScannedFile(
        path: "App/Broken.xib",
        error: "App/Broken.xib:3: an external entity is refused (entities are not expanded)"),
    ])
  }

  @Test func theTextReport() throws {
    let text = ScanText.render(Self.report())
    #expect(!text.contains("\u{1B}") && !text.contains("\u{202E}"))
    try Golden.check(text, "scan-report.txt")
    #expect(Self.report().failing == 1)
  }

  /// Exit 1 when a button has an error or a file cannot be read; warnings and skipped buttons
  /// pass.
  @Test func theExitStatus() {
    var report = Self.report()
    #expect(throws: CLIError(.failure, ["scan: 1 file with errors (see the report)"])) {
      try ScanCommand.outcome(report)
    }
    report.files[0].buttons[0].severity = .error
    #expect(
      throws: CLIError(
        .failure, ["scan: 1 button with errors, 1 file with errors (see the report)"])
    ) {
      try ScanCommand.outcome(report)
    }
    report.files.removeLast()
    report.files[0].buttons[0].severity = .warning
    #expect(throws: Never.self) { try ScanCommand.outcome(report) }
  }

  /// End to end with the built binary on IB files written here: waits for the reader.
  @Test(.disabled("needs IBReader (h-ib)")) func scansAStoryboardEndToEnd() throws {
    let directory = try TemporaryDirectory("buttoncat-scan")
    try directory.write(
      "App/Base.lproj/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s1"><objects><viewController id="vc1"><view key="view" id="v1"><subviews>
          <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="abc-12-def" userLabel="Symbol">
            <rect key="frame" x="20" y="100" width="44" height="44"/>
            <state key="normal"><imageReference key="image" image="gear" catalog="system"/></state>
          </button>
        </subviews></view></viewController></objects></scene></scenes>
      </document>
      """)
    let text = try BinaryRunner.run(["scan", directory.path("App")])
    #expect(text.status == 0, "\(text.stderr)")
    #expect(text.stdout.contains("Main/Symbol"))
    let json = try BinaryRunner.run(["scan", directory.path("App"), "--format", "json"])
    #expect(json.status == 0)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(document["formatVersion"] as? Int == 1)
    // A file the reader refuses is an error of the report, named, and exit 1.
    try directory.write("App/Broken.xib", "<document><button")
    let broken = try BinaryRunner.run(["scan", directory.path("App")])
    #expect(broken.status == 1)
    #expect(broken.stdout.contains("Broken.xib"))
  }
}
