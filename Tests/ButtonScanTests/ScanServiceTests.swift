import ButtonCatalog
import ButtonIB
import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonTestSupport
import Testing

@testable import ButtonScan

/// The scan on IB values the tests build, in a project the tests write (`ScanFixture`): the
/// inputs each button becomes, its layout, its findings, its locales, why it is skipped.
@Suite struct ScanServiceTests {
  let fixture: ScanFixture
  let service: ScanService

  init() throws {
    fixture = try ScanFixture()
    service = ScanService(project: fixture.project)
  }

  func scanned(_ file: IBFile) -> [String: ScannedButton] {
    Dictionary(uniqueKeysWithValues: service.scan(file).buttons.map { ($0.id, $0) })
  }

  var storyboard: [String: ScannedButton] { scanned(fixture.files[0]) }

  @Test func theProjectsSourcesAreFound() throws {
    let project = fixture.project
    #expect(project.imageSets.keys.sorted() == ["Share"])
    #expect(project.imageSets["Share"]?.hasSuffix("Icons/Share.imageset") == true)
    #expect(project.fonts["DejaVuSans"]?.path == fixture.directory.path("App/Fonts/Brand.ttf"))
    let strings = try #require(try ScanProject.strings(for: fixture.storyboard))
    #expect(strings.path == fixture.directory.path("App/*.lproj/Main.strings"))
    #expect(strings.table.locales == ["de", "fr"])
    let catalog = try #require(try ScanProject.strings(for: fixture.xib))
    #expect(catalog.path.hasSuffix("App/Views/Card.xcstrings"))
    // A file with neither has none.
    #expect(try ScanProject.strings(for: fixture.directory.path("App/Other.xib")) == nil)
  }

  /// Build products, dependencies and version control are not the app's sources; a file's
  /// project is the folder above its `Base.lproj`.
  @Test func theWalkSkipsFoldersThatAreNotTheApp() throws {
    for folder in ["Pods/X", "build/Y", "DerivedData/Z", "Carthage/W", ".git/V"] {
      try fixture.directory.write(
        "App/\(folder)/Assets.xcassets/Hidden.imageset/Contents.json", #"{"images": []}"#)
    }
    #expect(fixture.project.imageSets.keys.sorted() == ["Share"])
    #expect(
      ScanProject.roots([fixture.storyboard, fixture.xib]) == [
        fixture.directory.path("App"), fixture.directory.path("App/Views"),
      ])
    let fromFile = ScanProject.find(in: [fixture.storyboard])
    #expect(fromFile.imageSets.keys.sorted() == ["Share"])
    #expect(fromFile.fonts.keys.sorted() == ["DejaVuSans"])
  }

  /// A legacy button with off-centre insets: laid out from its insets as UIKit lays it out,
  /// its findings and its migration the migration advisor's (`MigrationAdvisor.advice`).
  @Test func aLegacyButtonIsLaidOutFromItsInsets() throws {
    let b = try #require(storyboard["shr-01-abc"])
    #expect(b.name == "Main/Share")
    #expect(b.skipped == nil)
    #expect(b.title == "Share")
    #expect(b.image == ScannedImage(name: "Share", symbol: false))
    #expect(b.font?.kind == .custom && b.font?.name == "DejaVuSans" && b.font?.size == 17)
    let layout = try #require(b.layout)
    #expect(layout.model == "legacy")
    // The image (24×24 pt at 3x) where UIKit puts it with these insets: half the -8 inset,
    // 4 pt, left of the content's left edge.
    let button = ScanService.legacy(
      try spec(of: ScanFixture.legacyShare()), ScanFixture.legacyShare(), .leftToRight)
    let legacy = LegacySimulator.layout(button)
    #expect(layout.frames.imageFrame == legacy.imageFrame)
    #expect(layout.frames.imageFrame?.size == Size(width: 24, height: 24))
    #expect(abs((layout.frames.imageFrame?.x ?? 0) - (12 - 4)) < 1e-9)
    let offCentre = try #require(b.diagnostics.first { $0.code == .offCenter })
    #expect(offCentre.severity == .warning)
    // The migration is the advisor's: its values, alignment, size and residual.
    let advice = MigrationAdvisor.advice(for: button)
    let migration = try #require(b.migration)
    #expect(migration.values == advice.configuration.values)
    #expect(migration.frames == advice.configuration.frames)
    #expect(migration.residual == advice.residual)
    #expect(migration.buttonSize == advice.buttonSize)
    #expect(migration.titleAlignment == advice.titleAlignment)
    guard case .configuration(let placement, _, let insets) = migration.values else {
      Issue.record("no configuration values")
      return
    }
    #expect(placement == .leading)
    #expect(insets.leading == 12 && insets.trailing == 12)
    // The highlighted title is a variant of its own; the locales come from Main.strings.
    #expect(b.titles == [KeyedText("normal", "Share"), KeyedText("highlighted", "Sharing")])
    #expect(
      b.locales == [
        KeyedText("Base", "Share"), KeyedText("de", "Teilen"), KeyedText("fr", "Partager"),
      ])
  }

  /// The scan reports what the advisor says, as it says it: a controlled advisor's findings,
  /// residual and size (`controlledAdvisor`) reach the report unchanged.
  @Test func theReportCarriesTheAdvisorsAdvice() throws {
    let controlled = ScanService(project: fixture.project, advisor: controlledAdvisor)
    let file = IBFile(
      path: fixture.storyboard, kind: .storyboard, buttons: [ScanFixture.legacyShare()])
    let b = try #require(controlled.scan(file).buttons.first)
    let offCentre = b.diagnostics.filter { $0.code == .offCenter }.map(\.message)
    #expect(offCentre == ["controlled: the advisor's own words"])
    #expect(b.migration?.residual == MigrationResidual(image: 7, title: 5, intrinsicSize: 3))
    #expect(b.migration?.buttonSize == .large)
  }

  /// The record the scan prepares for `button` (measured), for comparing frames.
  func spec(of button: IBButton) throws -> ButtonSpec {
    var inputs = ScanInputs(button, name: "Main/x", project: fixture.project, strings: nil)
    _ = try Catalog.prepare(&inputs.record)
    return inputs.record.spec
  }

  /// A fixed-size button (width and height constraints) whose German title is truncated:
  /// `title-truncated` names the locale; an unknown alignment word and `misplaced` are findings,
  /// not failures to read.
  @Test func truncationPerLocaleAndIBFindings() throws {
    let b = try #require(storyboard["fix-02-abc"])
    #expect(b.name == "Main/fix-02-abc")  // "Save settings" is not a valid button name
    #expect(b.layout?.bounds == Size(width: 100, height: 44))
    #expect(b.fails)
    let truncated = try #require(b.diagnostics.first { $0.code == .titleTruncated })
    #expect(truncated.severity == .error)
    #expect(b.verdict.contains("title-truncated (de"))
    let unknown = try #require(b.diagnostics.first { $0.code == .ibUnknownValue })
    #expect(
      unknown.message
        == "contentHorizontalAlignment=\"justified\" is not a value buttoncat knows (center, left, right, fill, leading, trailing); laid out as center"
    )
    #expect(b.diagnostics.contains { $0.code == .ibMisplaced && $0.severity == .warning })
    // Both dimensions are fixed: the stored frame is not compared with the intrinsic size.
    #expect(!b.diagnostics.contains { $0.code == .ibFrameMismatch })
  }

  /// What the reader could not read (`IBButton.problems`) is an `ib-unknown-value` warning
  /// naming each problem, on a button laid out or skipped alike; a button without problems
  /// has none.
  @Test func valuesTheReaderCouldNotReadAreFindings() throws {
    var odd = ScanFixture.legacyShare()
    odd.problems = [
      "<inset key=\"titleEdgeInsets\"> minX \"1O\" is not a number",
      "the button has no id",
    ]
    var skipped = ScanFixture.skipped()[3]
    skipped.problems = [
      "<fontDescription key=\"fontDescription\"> has type \"oblique\", not a font type known (system, boldSystem, italicSystem, a style or a name)"
    ]
    let file = IBFile(path: fixture.storyboard, kind: .storyboard, buttons: [odd, skipped])
    let scanned = service.scan(file).buttons
    let found = scanned.map { b in b.diagnostics.filter { $0.code == .ibUnknownValue } }
    #expect(
      found.map { $0.map(\.message) } == [
        [
          "not read: <inset key=\"titleEdgeInsets\"> minX \"1O\" is not a number; the button has no id; laid out without them (the defaults)"
        ],
        [
          "not read: <fontDescription key=\"fontDescription\"> has type \"oblique\", not a font type known (system, boldSystem, italicSystem, a style or a name); laid out without it (the defaults)"
        ],
      ])
    #expect(found.joined().allSatisfy { $0.severity == .warning })
    #expect(scanned[0].layout != nil && scanned[1].skipped != nil)
    #expect(scanned[0].verdict.contains("ib-unknown-value"))
    let clean = try #require(storyboard["shr-01-abc"])
    #expect(!clean.diagnostics.contains { $0.code == .ibUnknownValue })
  }

  /// The frame IB stored against the intrinsic size, beyond half a pixel, per free dimension.
  @Test func theStoredFrameAgainstTheIntrinsicSize() throws {
    let b = try #require(storyboard["shr-01-abc"])
    let intrinsic = try #require(b.layout?.frames.intrinsicContentSize)
    let width = try #require(b.diagnostics.first { $0.code == .ibFrameMismatch })
    #expect(width.numbers.map(\.name) == ["stored", "intrinsic"])
    #expect(width.numbers.map(\.value).first == 140)
    #expect(width.numbers.map(\.value).last == intrinsic.width)
    // Within half a pixel: no finding.
    var close = ScanFixture.legacyShare()
    close.frame = Rect(x: 0, y: 0, width: intrinsic.width + 0.1, height: intrinsic.height - 0.1)
    let file = IBFile(path: fixture.storyboard, kind: .storyboard, buttons: [close])
    let found = try #require(service.scan(file).buttons.first)
    #expect(!found.diagnostics.contains { $0.code == .ibFrameMismatch })
  }

  /// A configuration button: the configuration model's layout, its title from the String
  /// Catalog (the configuration's key), and its legacy insets reported as ignored.
  @Test func aConfigurationButton() throws {
    let b = try #require(scanned(fixture.files[1])["cfg-03-abc"])
    #expect(b.name == "Card/cfg-03-abc")
    #expect(b.title == "Continue")
    #expect(b.layout?.model == "configuration")
    #expect(b.migration == nil)
    #expect(b.locales == [KeyedText("en", "Continue"), KeyedText("de", "Weiter")])
    let ignored = try #require(b.diagnostics.first { $0.code == .ignoredWithConfiguration })
    #expect(ignored.message.contains("contentEdgeInsets"))
    // The same button without legacy insets has no such finding.
    var clean = ScanFixture.configured()
    clean.contentEdgeInsets = nil
    let other = try #require(
      service.scan(IBFile(path: fixture.xib, kind: .xib, buttons: [clean])).buttons.first)
    #expect(!other.diagnostics.contains { $0.code == .ignoredWithConfiguration })
    // 20 pt leading inset, the 24 pt image, 8 pt padding, then the title.
    let frames = try #require(other.layout?.frames)
    #expect(frames.imageFrame?.x == 20)
    #expect(frames.titleFrame.map { $0.x } == 52)
  }

  /// `contentInsets` are directional: in a button forced right to left, leading is its right
  /// edge, so the image (leading) sits after the 30 pt leading inset from the right.
  @Test func aRightToLeftConfigurationButtonsLeadingInsetIsItsRight() throws {
    var button = ScanFixture.configured()
    button.contentEdgeInsets = nil
    button.semanticContentAttribute = "forceRightToLeft"
    button.configuration?.contentInsets = DirectionalEdgeInsets(
      top: 14, leading: 30, bottom: 14, trailing: 10)
    let b = try #require(
      service.scan(IBFile(path: fixture.xib, kind: .xib, buttons: [button])).buttons.first)
    let layout = try #require(b.layout)
    #expect(layout.direction == .rightToLeft)
    let image = try #require(layout.frames.imageFrame)
    let title = try #require(layout.frames.titleFrame)
    #expect(abs(image.maxX - (layout.bounds.width - 30)) < 1e-9)
    #expect(title.x == 10)
  }

  /// Buttons that cannot be laid out say why, and do not fail the scan.
  @Test func skippedButtonsSayWhy() throws {
    let buttons = storyboard
    let reasons = [
      "att-04-abc": "an attributed title (its runs are not measured)",
      "fnt-05-abc":
        "the font 'Avenir-Heavy' is not among the project's font files (.ttf, .otf, .ttc)",
      "img-06-abc": "the image set 'Gone' is not in the project's asset catalogs",
      "sym-07-abc": "the SF Symbol 'gear' (its size comes from the system; no file to measure)",
    ]
    for (id, reason) in reasons {
      let b = try #require(buttons[id])
      #expect(b.skipped == reason, "\(id)")
      #expect(b.verdict == "skipped: " + reason)
      #expect(b.layout == nil && b.migration == nil && !b.fails)
    }
    let system = try #require(buttons["sys-08-abc"])
    #expect(system.skipped?.hasPrefix("the system-font title has no device measurement") == true)
    #expect(system.font?.weight == "medium" && system.font?.size == 15)
    // Two buttons claim the label "Symbol": both are named by their IDs.
    #expect(buttons["sym-07-abc"]?.name == "Main/sym-07-abc")
    #expect(system.name == "Main/sys-08-abc")
  }

  /// With a device measurement of its title, a system-font button is laid out.
  @Test func aMeasuredSystemFontTitleIsLaidOut() throws {
    var measurer = SourceMeasurer()
    let key = TitleMeasurementKey(
      text: "Done", font: .system(.medium), pointSize: 15, scale: 3,
      iosMajor: IOSVersion.newest.major)
    measurer.measurements = TitleMeasurements([
      TitleMeasurement(key: key, pointSize: 15, ios: "26.0", size: Size(width: 36.5, height: 18))
    ])
    let measured = ScanService(project: fixture.project, measurer: measurer)
    let button = ScanFixture.skipped()[4]
    let b = try #require(
      measured.scan(IBFile(path: fixture.xib, kind: .xib, buttons: [button])).buttons.first)
    #expect(b.skipped == nil)
    // The measured size, laid out as UIKit lays a title of that size out.
    let legacy = LegacySimulator.layout(
      LegacyButton(
        titleSize: Size(width: 36.5, height: 18),
        titleLineHeight: SystemFont.lineHeight(pointSize: 15)))
    #expect(b.layout?.frames.titleFrame == legacy.titleFrame)
  }

  /// A file whose name a button name cannot carry still names its buttons validly.
  @Test func aStemIsMadeAValidName() {
    #expect(ScanNames.stem("App/Base.lproj/Main~ipad.storyboard") == "Main-ipad")
    #expect(ScanNames.stem("Login Screen.xib") == "Login-Screen")
    #expect(ScanNames.stem("Écran.storyboard") == "Écran")
    #expect(ScanNames.stem("+++.xib") == "---")
    let file = IBFile(path: "Views/Card+Big.xib", kind: .xib, buttons: [IBButton(id: "a1")])
    #expect(ScanNames.names(file) == ["Card-Big/a1"])
  }

  /// What the layout does not model skips the button with the reason: a subtitle, a
  /// background image, an inset out of range (as the catalog bounds given insets).
  @Test func unmodelledOrOutOfRangeButtonsAreSkipped() throws {
    var subtitled = ScanFixture.configured()
    subtitled.configuration?.subtitle = "Step 2 of 3"
    var background = ScanFixture.legacyShare()
    background.hasBackgroundImage = true
    var huge = ScanFixture.legacyShare()
    huge.imageEdgeInsets = EdgeInsets(top: 0, left: 1e308, bottom: 0, right: 0)
    let report = service.scan(
      IBFile(path: fixture.xib, kind: .xib, buttons: [subtitled, background, huge]))
    let reasons = report.buttons.map { $0.skipped ?? "" }
    #expect(reasons[0].hasPrefix("a subtitle"), "\(reasons)")
    #expect(reasons[1].hasPrefix("a background image"))
    #expect(reasons[2].hasPrefix("its imageEdgeInsets 0,1e+308,0,0 are out of range"), "\(reasons)")
    #expect(report.buttons.allSatisfy { $0.layout == nil && $0.migration == nil })
  }

  /// Names: a valid, unique user label; else the ID; the file's stem first.
  @Test func names() {
    var a = IBButton(id: "aaa-01-bbb")
    a.userLabel = "Sign in"
    var b = IBButton(id: "ccc-02-ddd")
    b.userLabel = "Primary"
    var c = IBButton(id: "eee-03-fff")
    c.userLabel = "Primary"
    var d = IBButton(id: "ggg-04-hhh")
    d.userLabel = "Close"
    let file = IBFile(
      path: "App/Base.lproj/Login.storyboard", kind: .storyboard, buttons: [a, b, c, d])
    #expect(
      ScanNames.names(file) == [
        "Login/aaa-01-bbb", "Login/ccc-02-ddd", "Login/eee-03-fff", "Login/Close",
      ])
    #expect(ScanNames.stem("Views/Card.xib") == "Card")
    #expect(ScanNames.stem(".hidden") == ".hidden")
  }

  /// The report's JSON, and its text rendering in ButtonCatCLITests, on the fixture: golden.
  @Test func theJSONReport() throws {
    let report = service.report(fixture.files)
    // The German title of fix-02-abc is truncated; shr-01-abc's intrinsic size does not hold
    // its moved image.
    #expect(report.failing == 2)
    #expect(report.counts.buttons == 8)
    let json = JSONWriter().string(ScanJSON.document(report)) + "\n"
    try GoldenFiles(besideFile: #filePath).check(fixture.stable(json), "scan-report.json")
  }
}
