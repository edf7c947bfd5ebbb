import ButtonCatalog
import ButtonIB
import ButtonJSON
import ButtonLayout
import ButtonTestSupport
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
      try ScanCommand.outcome(report.counts)
    }
    report.files[0].buttons[0].severity = .error
    #expect(
      throws: CLIError(
        .failure, ["scan: 1 button with errors, 1 file with errors (see the report)"])
    ) {
      try ScanCommand.outcome(report.counts)
    }
    report.files.removeLast()
    report.files[0].buttons[0].severity = .warning
    #expect(throws: Never.self) { try ScanCommand.outcome(report.counts) }
  }

  /// A small app written here: `Base.lproj/Main.storyboard` with a legacy button (DejaVu Sans
  /// by its PostScript name, an image set, off-centre recipe insets, zeros as DBL_MIN), a
  /// configuration button and an SF Symbol button; `fr.lproj/Main.strings`; the image set and
  /// the font file.
  static func writeApp(_ directory: TemporaryDirectory) throws {
    try directory.write(
      "App/Assets.xcassets/Share.imageset/Contents.json",
      """
      { "images" : [ { "filename" : "share@3x.png", "idiom" : "universal", "scale" : "3x" } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    try directory.write(
      "App/Assets.xcassets/Share.imageset/share@3x.png", ImageFixtures.png(width: 72, height: 72))
    try directory.write(
      "App/Fonts/Brand.ttf",
      Array(try Data(contentsOf: URL(fileURLWithPath: SourceFileTests.dejaVu))))
    try directory.write(
      "App/fr.lproj/Main.strings",
      """
      /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "shr-01-abc"; */
      "shr-01-abc.normalTitle" = "Partager";
      """)
    try directory.write(
      "App/Base.lproj/Main.storyboard",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s1"><objects><viewController id="vc1"><view key="view" id="v1"><subviews>
          <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="shr-01-abc" userLabel="Share">
            <rect key="frame" x="20" y="100" width="140" height="44"/>
            <fontDescription key="fontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="17"/>
            <inset key="contentEdgeInsets" minX="12" minY="2.2250738585072014e-308" maxX="12" maxY="2.2250738585072014e-308"/>
            <inset key="imageEdgeInsets" minX="-8" minY="2.2250738585072014e-308" maxX="2.2250738585072014e-308" maxY="2.2250738585072014e-308"/>
            <state key="normal" title="Share" image="Share"/>
          </button>
          <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="cfg-03-abc">
            <rect key="frame" x="16" y="8" width="200" height="50"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="filled" title="Continue" image="Share" imagePlacement="leading" imagePadding="8">
              <directionalEdgeInsets key="contentInsets" top="14" leading="20" bottom="14" trailing="20"/>
              <fontDescription key="titleFontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="17"/>
            </buttonConfiguration>
          </button>
          <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" id="abc-12-def" userLabel="Symbol">
            <rect key="frame" x="20" y="100" width="44" height="44"/>
            <state key="normal"><imageReference key="image" image="gear" catalog="system"/></state>
          </button>
        </subviews></view></viewController></objects></scene></scenes>
      </document>
      """)
  }

  /// End to end with the built binary on an app written here: the real reader, the project's
  /// sources, the legacy layout and the migration advisor, text and JSON.
  @Test func scansAStoryboardEndToEnd() throws {
    let directory = try TemporaryDirectory("buttoncat-scan")
    try Self.writeApp(directory)
    let text = try BinaryRunner.run(
      ["scan", directory.path("App")], directory: URL(fileURLWithPath: directory.path))
    // The legacy button's intrinsic size does not hold its moved image: an error, exit 1.
    #expect(text.status == 1)
    #expect(text.stderr == "Error: scan: 1 button with errors (see the report)\n")
    #expect(text.stdout.contains("Main/Share"))
    #expect(text.stdout.contains("Main/Symbol"))
    let (status, document) = try Self.scanJSON(directory)
    #expect(status == 1)
    #expect(document["formatVersion"] as? Int == 1)
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(
      files.map { $0["path"] as? String } == [directory.path("App/Base.lproj/Main.storyboard")])
    let buttons = try #require(files.first?["buttons"] as? [[String: Any]])
    #expect(
      buttons.map { $0["name"] as? String } == ["Main/Share", "Main/cfg-03-abc", "Main/Symbol"])

    // The legacy button: its font found by PostScript name, its image set, its French title,
    // DBL_MIN read as 0, laid out from its insets: the image moved half its -8 inset left.
    let share = buttons[0]
    #expect(share["skipped"] is NSNull)
    #expect(share["locales"] as? [String: String] == ["Base": "Share", "fr": "Partager"])
    let font = try #require(share["font"] as? [String: Any])
    #expect(font["kind"] as? String == "custom" && font["name"] as? String == "DejaVuSans")
    #expect((share["image"] as? [String: Any])?["name"] as? String == "Share")
    let insets = try #require(share["insets"] as? [String: Any])
    #expect(
      insets["image"] as? [String: Double] == ["top": 0, "left": -8, "bottom": 0, "right": 0])
    #expect(insets["title"] is NSNull)
    let layout = try #require(share["layout"] as? [String: Any])
    #expect(layout["model"] as? String == "legacy")
    let frames = try #require(layout["frames"] as? [String: Any])
    let image = try #require(frames["imageFrame"] as? [String: Double])
    #expect(image == ["x": 8, "y": 0, "width": 24, "height": 24])
    let codes = (share["diagnostics"] as? [[String: Any]] ?? []).compactMap {
      $0["code"] as? String
    }
    for code in ["off-center", "intrinsic-size-mismatch", "ib-frame-mismatch"] {
      #expect(codes.contains(code), "\(codes)")
    }
    #expect(share["status"] as? String == "error")

    // Its migration is the advisor's for the same button (its inputs as the scan prepares them).
    let migration = try #require(share["migration"] as? [String: Any])
    let legacy = try Self.legacyShare(directory)
    let advice = MigrationAdvisor.advice(for: legacy)
    guard
      case .configuration(let placement, let padding, let contentInsets) =
        advice.configuration.values
    else {
      Issue.record("the advisor gave no configuration")
      return
    }
    #expect(migration["imagePlacement"] as? String == placement?.rawValue)
    #expect(migration["imagePadding"] as? Double == padding)
    #expect(
      migration["contentInsets"] as? [String: Double] == [
        "top": contentInsets.top, "leading": contentInsets.leading,
        "bottom": contentInsets.bottom, "trailing": contentInsets.trailing,
      ])
    #expect(migration["buttonSize"] as? String == advice.buttonSize.rawValue)
    #expect(migration["titleAlignment"] as? String == advice.titleAlignment)

    // The configuration button: the configuration's title, its model, the image then the title.
    let configured = buttons[1]
    #expect(configured["title"] as? String == "Continue")
    #expect(configured["migration"] is NSNull)
    let model = try #require(configured["layout"] as? [String: Any])
    #expect(model["model"] as? String == "configuration")
    let configuredFrames = try #require(model["frames"] as? [String: Any])
    #expect((configuredFrames["imageFrame"] as? [String: Double])?["x"] == 20)
    #expect((configuredFrames["titleFrame"] as? [String: Double])?["x"] == 52)
    // The SF Symbol is reported, not measured.
    #expect((buttons[2]["skipped"] as? String)?.hasPrefix("the SF Symbol 'gear'") == true)

    // A file the reader refuses is an error of the report, named, and exit 1.
    try directory.write("App/Broken.xib", "<document><button")
    let broken = try BinaryRunner.run(
      ["scan", directory.path("App")], directory: URL(fileURLWithPath: directory.path))
    #expect(broken.status == 1)
    #expect(broken.stdout.contains("Broken.xib"))
  }

  /// What the reader could not read in a button (a number that is not one, a font type not
  /// known) reaches the report as the button's `ib-unknown-value`, naming each.
  @Test func valuesTheReaderCouldNotReadAreReported() throws {
    let directory = try TemporaryDirectory("buttoncat-scan")
    try directory.write(
      "App/Odd.xib",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
        <objects><view id="v1"><subviews>
          <button id="odd-01-abc">
            <rect key="frame" x="0" y="0" width="1O" height="44"/>
            <fontDescription key="fontDescription" type="oblique" pointSize="15"/>
            <state key="normal"><imageReference key="image" image="gear" catalog="system"/></state>
          </button>
        </subviews></view></objects>
      </document>
      """)
    let (status, document) = try Self.scanJSON(directory)
    #expect(status == 0)
    let files = try #require(document["files"] as? [[String: Any]])
    let button = try #require((files.first?["buttons"] as? [[String: Any]])?.first)
    let found = (button["diagnostics"] as? [[String: Any]] ?? []).filter {
      $0["code"] as? String == "ib-unknown-value"
    }
    #expect(found.count == 1)
    let message = try #require(found.first?["message"] as? String)
    #expect(message.hasPrefix("not read: "), "\(message)")
    #expect(message.contains("width \"1O\" is not a number"), "\(message)")
    #expect(message.contains("has type \"oblique\""), "\(message)")
    #expect(found.first?["severity"] as? String == "warning")
  }

  /// `buttoncat scan DIRECTORY/App --format json` with the built binary: its exit status and
  /// its document.
  static func scanJSON(_ directory: TemporaryDirectory) throws -> (Int32, [String: Any]) {
    let json = try BinaryRunner.run(
      ["scan", directory.path("App"), "--format", "json"],
      directory: URL(fileURLWithPath: directory.path))
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any],
      "\(json.stderr)")
    return (json.status, document)
  }

  /// The legacy button the scan lays out for `Main/Share` of `writeApp`: read by the reader,
  /// its inputs prepared and measured in this process as the scan does.
  static func legacyShare(_ directory: TemporaryDirectory) throws -> LegacyButton {
    let file = try IBReader.read(path: directory.path("App/Base.lproj/Main.storyboard"))
    let button = try #require(file.buttons.first)
    let project = ScanProject.find(in: [directory.path("App")])
    var inputs = ScanInputs(button, name: "Main/Share", project: project, strings: nil)
    _ = try Catalog.prepare(&inputs.record)
    return ScanService.legacy(inputs.record.spec, button, .leftToRight)
  }
}

/// Every text a file gives the report is shown escaped, the system font's weight too.
@Suite struct ScanTextEscapingTests {
  @Test func aWeightFromTheFileIsEscaped() {
    let font = ScannedFont(kind: .system, size: 17, weight: "\u{9B}31m\u{202E}x\nFAKE")
    let text = ScanText.font(font)
    #expect(!text.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" || $0 == "\n" })
    #expect(text.hasPrefix("system 17 pt "))
  }
}

/// The report `scan` writes file by file is the document and the text the whole report
/// renders to: the JSON exactly as `JSONWriter` writes `ScanJSON.document`, with `"catalog"`
/// last after `--add`.
@Suite struct ScanReportWriterTests {
  static func written(_ report: ScanReport, json: Bool, applied: ScanApplyReport? = nil) -> String {
    let out = StringSink()
    var writer = ScanCommand.ReportWriter(json: json, console: Console(out: out, err: StringSink()))
    for file in report.files { writer.write(file) }
    writer.end(applied: applied)
    #expect(writer.counts == report.counts)
    return out.text
  }

  @Test func jsonWrittenFileByFileIsTheWholeDocument() throws {
    let report = ScanCommandTests.report()
    #expect(report.files.count > 1)
    #expect(
      Self.written(report, json: true) == JSONWriter().string(ScanJSON.document(report)) + "\n")
    let empty = ScanReport(files: [])
    #expect(Self.written(empty, json: true) == JSONWriter().string(ScanJSON.document(empty)) + "\n")
    let applied = ScanApplyReport(added: ["Main/Share"], gone: ["Main/Old"])
    guard case .object(var members) = ScanJSON.document(report) else {
      Issue.record("not an object")
      return
    }
    members.append(("catalog", ScanJSON.applied(applied)))
    #expect(
      Self.written(report, json: true, applied: applied)
        == JSONWriter().string(.object(members)) + "\n")
    let parsed = try JSONParser.parse(Self.written(empty, json: true, applied: applied))
    #expect(parsed["catalog"] == ScanJSON.applied(applied))
  }

  @Test func textWrittenFileByFileIsTheWholeReport() {
    let report = ScanCommandTests.report()
    #expect(Self.written(report, json: false) == ScanText.render(report))
  }
}
