import ButtonCatalog
import ButtonIB
import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonScan
import ButtonTestSupport
import Foundation

/// A small app written by the tests: an asset catalog with one image set, the DejaVu Sans font
/// file (fonts-dejavu-core, as ButtonMeasureTests use it), a storyboard's German and French
/// strings beside its Base.lproj, and a XIB's String Catalog. The IB files themselves are
/// built as values (`IBFile`): the reader is not needed.
final class ScanFixture {
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  let directory: TemporaryDirectory
  var root: String { directory.path }

  init() throws {
    directory = try TemporaryDirectory("buttonscan")
    try directory.write(
      "App/Assets.xcassets/Icons/Share.imageset/Contents.json",
      """
      { "images" : [ { "filename" : "share@3x.png", "idiom" : "universal", "scale" : "3x" } ],
        "info" : { "author" : "xcode", "version" : 1 } }
      """)
    try directory.write(
      "App/Assets.xcassets/Icons/Share.imageset/share@3x.png",
      ImageFixtures.png(width: 72, height: 72))
    try directory.write(
      "App/Fonts/Brand.ttf", Array(try Data(contentsOf: URL(fileURLWithPath: Self.dejaVuSans))))
    try directory.write(
      "App/de.lproj/Main.strings",
      """
      /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "shr-01-abc"; */
      "shr-01-abc.normalTitle" = "Teilen";
      "shr-01-abc.highlightedTitle" = "Wird geteilt";
      "fix-02-abc.normalTitle" = "Einstellungen speichern";
      """)
    try directory.write(
      "App/fr.lproj/Main.strings",
      """
      "shr-01-abc.normalTitle" = "Partager";
      "fix-02-abc.normalTitle" = "Enregistrer";
      """)
    try directory.write(
      "App/Views/Card.xcstrings",
      """
      { "sourceLanguage" : "en", "version" : "1.0", "strings" : {
        "cfg-03-abc.configuration.title" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Continue" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Weiter" } } } } } }
      """)
  }

  /// The storyboard's path (its strings are `App/*.lproj/Main.strings`).
  var storyboard: String { directory.path("App/Base.lproj/Main.storyboard") }
  /// The XIB's path (its String Catalog is `Card.xcstrings` beside it).
  var xib: String { directory.path("App/Views/Card.xib") }

  /// The project the scan finds under `App/`.
  var project: ScanProject { ScanProject.find(in: [directory.path("App")]) }

  /// A font description of the project's font (DejaVu Sans by its PostScript name).
  static func brand(_ size: Double) -> IBFont {
    var font = IBFont(kind: .custom, pointSize: size)
    font.name = "DejaVuSans"
    font.family = "DejaVu Sans"
    return font
  }

  /// A legacy button: the title in the brand font beside an image set, the image's left inset
  /// -8 (the recipe that moves the image away from the title: by the half rule 4 pt, so the
  /// group is no longer centred and the intrinsic size does not hold it), the content 12 pt on
  /// the sides, its frame as IB stored it.
  static func legacyShare() -> IBButton {
    var b = IBButton(id: "shr-01-abc", line: 40)
    b.userLabel = "Share"
    b.buttonType = "system"
    b.frame = Rect(x: 20, y: 100, width: 140, height: 44)
    b.states = [
      IBState(key: "normal", title: "Share", image: IBImage(name: "Share")),
      IBState(key: "highlighted", title: "Sharing"),
    ]
    b.font = brand(17)
    b.contentEdgeInsets = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
    b.imageEdgeInsets = EdgeInsets(top: 0, left: -8, bottom: 0, right: 0)
    return b
  }

  /// A fixed-size legacy button (width and height constraints) whose German title does not fit.
  static func fixedSave() -> IBButton {
    var b = IBButton(id: "fix-02-abc", line: 60)
    b.userLabel = "Save settings"
    b.frame = Rect(x: 0, y: 0, width: 100, height: 44)
    b.widthConstraint = 100
    b.heightConstraint = 44
    b.states = [IBState(key: "normal", title: "Save")]
    b.font = brand(17)
    b.contentHorizontalAlignment = "justified"
    b.misplaced = true
    return b
  }

  /// A configuration button (filled, image leading, padding 8) that also kept legacy insets.
  static func configured(id: String = "cfg-03-abc") -> IBButton {
    var b = IBButton(id: id, line: 12)
    b.frame = Rect(x: 16, y: 8, width: 200, height: 50)
    b.states = [IBState(key: "normal", title: "Button")]
    b.contentEdgeInsets = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    var c = IBConfiguration(style: "filled")
    c.title = "Continue"
    c.image = IBImage(name: "Share")
    c.imagePlacement = "leading"
    c.imagePadding = 8
    c.contentInsets = DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
    c.font = brand(17)
    b.configuration = c
    return b
  }

  /// Buttons that cannot be laid out, one reason each.
  static func skipped() -> [IBButton] {
    var attributed = IBButton(id: "att-04-abc", line: 70)
    attributed.states = [IBState(key: "normal", title: "Styled")]
    attributed.font = brand(15)
    attributed.hasAttributedTitle = true
    var missingFont = IBButton(id: "fnt-05-abc", line: 80)
    missingFont.states = [IBState(key: "normal", title: "Fancy")]
    var font = IBFont(kind: .custom, pointSize: 15)
    font.name = "Avenir-Heavy"
    missingFont.font = font
    var missingImage = IBButton(id: "img-06-abc", line: 90)
    missingImage.states = [IBState(key: "normal", image: IBImage(name: "Gone"))]
    var symbol = IBButton(id: "sym-07-abc", line: 100)
    symbol.userLabel = "Symbol"
    symbol.states = [IBState(key: "normal", image: IBImage(name: "gear", isSymbol: true))]
    var system = IBButton(id: "sys-08-abc", line: 110)
    system.userLabel = "Symbol"  // the same label as the one above: both named by ID
    system.states = [IBState(key: "normal", title: "Done")]
    var systemFont = IBFont(kind: .system, pointSize: 15)
    systemFont.weight = "medium"
    system.font = systemFont
    return [attributed, missingFont, missingImage, symbol, system]
  }

  /// The storyboard and the XIB as the reader would give them.
  var files: [IBFile] {
    [
      IBFile(
        path: storyboard, kind: .storyboard, toolsVersion: "22505",
        buttons: [Self.legacyShare(), Self.fixedSave()] + Self.skipped()),
      IBFile(path: xib, kind: .xib, buttons: [Self.configured()]),
    ]
  }

  /// Shown with the temporary folder as `PROJECT`, so golden files do not depend on it.
  func stable(_ text: String) -> String {
    text.replacingOccurrences(of: directory.path, with: "PROJECT")
  }
}

/// A controlled advisor: the real advice (`MigrationAdvisor.advice`) with words, a residual
/// and a size of its own, so a test shows the scan reports what the advisor says as it says it.
let controlledAdvisor: ScanService.Advisor = { button in
  var advice = MigrationAdvisor.advice(for: button)
  advice.legacyDiagnostics = [
    Diagnostic(.offCenter, .warning, "controlled: the advisor's own words")
  ]
  advice.residual = MigrationResidual(image: 7, title: 5, intrinsicSize: 3)
  advice.buttonSize = .large
  return advice
}
