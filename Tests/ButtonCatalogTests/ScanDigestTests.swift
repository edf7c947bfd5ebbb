import ButtonCatalog
import ButtonLayout
import ButtonMeasure
import Testing

/// What counts as an edit of a scanned button (`ScanDigest`): the inputs the scan writes do;
/// the team's annotations and what measuring derives from the files do not.
@Suite struct ScanDigestTests {
  /// A scanned button measured from files: a font title and an image file.
  static func measured() -> ButtonRecord {
    var r = ButtonRecord(name: "Main/Favorite")
    r.title = "Favorite"
    r.titleSource = .font
    r.font = FontSource(path: "App/Fonts/Brand.ttf", faceIndex: 0)
    r.titleDigest = String(repeating: "a", count: 64)
    r.imageSource = .file
    r.imagePath = "App/Assets.xcassets/star.imageset"
    r.imageDigest = String(repeating: "b", count: 64)
    r.spec.titleSize = Size(width: 67.934, height: 19.789)
    r.spec.imageSize = Size(width: 24, height: 24)
    r.spec.spacing = 8
    r.tags = ["Main.storyboard"]
    return r
  }

  @Test func remeasuredFilesAndAnnotationsAreNotEdits() {
    let before = ScanDigest.of(Self.measured())
    var remeasured = Self.measured()
    remeasured.spec.titleSize = Size(width: 70, height: 20)
    remeasured.spec.imageSize = Size(width: 30, height: 30)
    remeasured.titleDigest = String(repeating: "c", count: 64)
    remeasured.imageDigest = String(repeating: "d", count: 64)
    #expect(ScanDigest.of(remeasured) == before)
    var annotated = Self.measured()
    annotated.description = "the star"
    annotated.tags = ["Main.storyboard", "legacy"]
    annotated.accepted = AcceptedFindings([.offCenter: "by design"])
    annotated.namingOrder = 3
    #expect(ScanDigest.of(annotated) == before)
  }

  @Test func editsOfWhatTheScanWroteChangeIt() {
    let before = ScanDigest.of(Self.measured())
    var spacing = Self.measured()
    spacing.spec.spacing = 10
    #expect(ScanDigest.of(spacing) != before)
    var title = Self.measured()
    title.title = "Favourite"
    #expect(ScanDigest.of(title) != before)
    var insets = Self.measured()
    insets.spec.givenInsets = GivenInsets(image: EdgeInsets(top: 0, left: -4, bottom: 0, right: 4))
    #expect(ScanDigest.of(insets) != before)
    // A size given by hand is an input, not a measurement.
    var given = Self.measured()
    given.titleSource = .size
    var givenWider = given
    givenWider.spec.titleSize = Size(width: 80, height: 20)
    #expect(ScanDigest.of(givenWider) != ScanDigest.of(given))
  }

  /// The scan's button with the catalog's annotations kept: its description, accepted
  /// findings, naming rank, and its tags beside the scan's.
  @Test func keepingAnnotations() {
    var stored = Self.measured()
    stored.description = "the star"
    stored.tags = ["Main.storyboard", "legacy"]
    stored.accepted = AcceptedFindings([.offCenter: "by design"])
    stored.namingOrder = 3
    var scanned = Self.measured()
    scanned.spec.spacing = 10
    let kept = ScanDigest.keepingAnnotations(scanned, of: stored)
    #expect(kept.spec.spacing == 10)
    #expect(kept.description == "the star")
    #expect(kept.tags == ["Main.storyboard", "legacy"])
    #expect(kept.accepted == stored.accepted)
    #expect(kept.namingOrder == 3)
  }
}
