import ButtonTestSupport
import Foundation
import Testing

@testable import ButtonCatCLI

/// `buttoncat scan --add [--replace]`: the buttons of a storyboard the test writes go into a
/// temporary catalog, and each later run reports added, changed, unchanged, gone and kept as
/// the file and the catalog change.
@Suite struct ScanAddTests {
  static let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

  /// A legacy button (image and title shifted 4 pt apart by the common recipe) and a
  /// configuration button, both in DejaVu Sans with the image set `star`; `extra` is more
  /// buttons' XML.
  static func storyboard(imageInset: Int = 4, padding: Int = 8, extra: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch">
      <scenes><scene sceneID="s1"><objects><viewController id="vc1"><view key="view" id="v1"><subviews>
        <button opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="abc-12-xyz" userLabel="Favorite">
          <rect key="frame" x="100" y="100" width="140" height="44"/>
          <constraints>
            <constraint firstAttribute="width" constant="140" id="w1"/>
            <constraint firstAttribute="height" constant="44" id="h1"/>
          </constraints>
          <fontDescription key="fontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="17"/>
          <inset key="imageEdgeInsets" minX="-\(imageInset)" minY="0.0" maxX="\(imageInset)" maxY="2.2250738585072014e-308"/>
          <inset key="titleEdgeInsets" minX="4" minY="0.0" maxX="-4" maxY="0.0"/>
          <state key="normal" title="Favorite" image="star"/>
        </button>
        <button opaque="NO" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="cfg-34-uvw">
          <rect key="frame" x="100" y="200" width="120" height="44"/>
          <state key="normal" title="Button"/>
          <buttonConfiguration key="configuration" style="filled" image="star" title="Share" imagePadding="\(padding)">
            <fontDescription key="titleFontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="17"/>
          </buttonConfiguration>
        </button>
        \(extra)
      </subviews></view></viewController></objects></scene></scenes>
    </document>
    """
  }

  /// `show`'s inputs block: each line's label (the words before the run of spaces) → its value.
  static func inputs(_ show: String) -> [String: String] {
    var result: [String: String] = [:]
    var inBlock = false
    for line in show.split(separator: "\n", omittingEmptySubsequences: false) {
      if line == "inputs" {
        inBlock = true
        continue
      }
      guard inBlock else { continue }
      guard line.hasPrefix("  "), let gap = line.dropFirst(2).firstRange(of: "  ") else { break }
      let label = String(line.dropFirst(2)[..<gap.lowerBound])
      result[label] = String(line[gap.upperBound...]).trimmingCharacters(in: .whitespaces)
    }
    return result
  }

  /// A project (the storyboard, the font, the image set) and its catalog, in a temporary folder.
  struct Project {
    let directory: TemporaryDirectory
    var app: String { directory.path("App") }
    var db: String { directory.path("buttons.sqlite") }

    init() throws {
      directory = try TemporaryDirectory("buttoncat-scan-add")
      _ = try directory.write("App/Base.lproj/Main.storyboard", ScanAddTests.storyboard())
      _ = try directory.write(
        "App/Fonts/DejaVuSans.ttf",
        Array(try Data(contentsOf: URL(fileURLWithPath: ScanAddTests.font))))
      _ = try directory.write(
        "App/Assets.xcassets/star.imageset/star@2x.png", ImageFixtures.png(width: 48, height: 48))
      _ = try directory.write(
        "App/Assets.xcassets/star.imageset/Contents.json",
        #"{"images":[{"idiom":"universal","filename":"star@2x.png","scale":"2x"}],"info":{"version":1,"author":"xcode"}}"#
      )
    }

    func storyboard(_ text: String) throws {
      _ = try directory.write("App/Base.lproj/Main.storyboard", text)
    }

    func run(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
      HelpGoldenTests.help(arguments + ["--db", db])
    }

    /// The `catalog:` line of a `scan --add` run.
    func add(_ more: [String] = []) -> String {
      let r = run(["scan", app, "--add"] + more)
      #expect(r.status == 0, "\(r.stderr)")
      return r.stdout.split(separator: "\n").first { $0.hasPrefix("catalog: ") }.map(String.init)
        ?? r.stdout
    }
  }

  @Test func addsThenLeavesUnchangedThenUpdatesWhatItsFileChanged() throws {
    let project = try Project()
    #expect(project.add() == "catalog: 2 added, 0 changed, 0 unchanged, 0 gone, 0 kept")
    let list = project.run(["list"])
    #expect(list.stdout.contains("Main/Favorite"))
    #expect(list.stdout.contains("Main/cfg-34-uvw"))
    // The legacy button: its insets as given (DBL_MIN read as 0), what they meant.
    let show = project.run(["show", "Main/Favorite"])
    let inputs = Self.inputs(show.stdout)
    #expect(inputs["technique"] == "insets", "\(show.stdout)")
    #expect(inputs["image insets"] == "0,-4,0,4 (given)")
    #expect(inputs["title insets"] == "0,4,0,-4 (given)")
    #expect(inputs["placement"] == "leading, spacing 8")
    #expect(inputs["size"] == "140×44")
    #expect(show.stdout.contains("\n  tags: Main.storyboard\n"))
    #expect(inputs["image"]?.hasSuffix("/App/Assets.xcassets/star.imageset)") == true)
    let configured = Self.inputs(project.run(["show", "Main/cfg-34-uvw"]).stdout)
    #expect(configured["technique"] == "configuration")
    #expect(configured["placement"] == "leading, spacing 8")

    #expect(project.add() == "catalog: 0 added, 0 changed, 2 unchanged, 0 gone, 0 kept")

    try project.storyboard(Self.storyboard(imageInset: 5))
    #expect(project.add() == "catalog: 0 added, 1 changed, 1 unchanged, 0 gone, 0 kept")
    let history = project.run(["history", "Main/Favorite"])
    #expect(
      history.stdout.contains(
        #"imageInsets: {"top":0,"left":-4,"bottom":0,"right":4} → {"top":0,"left":-5,"bottom":0,"right":5}"#
      ))
  }

  @Test func aButtonEditedInTheCatalogIsKeptUnlessReplaced() throws {
    let project = try Project()
    _ = project.add()
    // An input the scan writes, edited in the catalog: the button is kept.
    #expect(project.run(["set", "Main/cfg-34-uvw", "--spacing", "10"]).status == 0)
    try project.storyboard(Self.storyboard(padding: 6))
    let kept = project.run(["scan", project.app, "--add"])
    #expect(kept.stdout.contains("catalog: 0 added, 0 changed, 1 unchanged, 0 gone, 1 kept"))
    #expect(
      kept.stdout.contains(
        "  kept: Main/cfg-34-uvw (edited in the catalog since the last scan; --replace overwrites it)"
      ))
    #expect(
      Self.inputs(project.run(["show", "Main/cfg-34-uvw"]).stdout)["placement"]
        == "leading, spacing 10")
    #expect(
      project.add(["--replace"]) == "catalog: 0 added, 1 changed, 1 unchanged, 0 gone, 0 kept")
    #expect(
      Self.inputs(project.run(["show", "Main/cfg-34-uvw"]).stdout)["placement"]
        == "leading, spacing 6")
  }

  /// `--replace` undoes an edit even when the file did not change since the last scan.
  @Test func replaceUndoesAnEditOfAnUnchangedFile() throws {
    let project = try Project()
    _ = project.add()
    #expect(project.run(["set", "Main/cfg-34-uvw", "--spacing", "10"]).status == 0)
    #expect(project.add() == "catalog: 0 added, 0 changed, 2 unchanged, 0 gone, 0 kept")
    #expect(
      project.add(["--replace"]) == "catalog: 0 added, 1 changed, 1 unchanged, 0 gone, 0 kept")
    #expect(
      Self.inputs(project.run(["show", "Main/cfg-34-uvw"]).stdout)["placement"]
        == "leading, spacing 8")
  }

  /// A button the scan cannot lay out this time (its image set is gone) is skipped, not gone.
  @Test func aSkippedButtonIsNotGone() throws {
    let project = try Project()
    _ = project.add()
    try FileManager.default.moveItem(
      atPath: project.directory.path("App/Assets.xcassets/star.imageset"),
      toPath: project.directory.path("App/Assets.xcassets/moon.imageset"))
    try project.storyboard(Self.storyboard(imageInset: 5))
    let r = project.run(["scan", project.app, "--add"])
    #expect(
      r.stdout.contains("catalog: 0 added, 0 changed, 0 unchanged, 0 gone, 0 kept"), "\(r.stdout)")
    #expect(project.run(["show", "Main/Favorite"]).status == 0)
  }

  /// Two files of the same name give the same button names: the second is refused, never
  /// written over the first's, and the catalog is unchanged.
  @Test func aButtonOfAnotherFileOfTheSameNameIsNotOverwritten() throws {
    let project = try Project()
    _ = project.add()
    let before = project.run(["show", "Main/Favorite"]).stdout
    _ = try project.directory.write("Widget/Main.storyboard", Self.storyboard(imageInset: 6))
    for source in ["Fonts/DejaVuSans.ttf", "Assets.xcassets"] {
      try FileManager.default.copyItem(
        atPath: project.directory.path("App/" + source),
        toPath: project.directory.path(
          "Widget/" + source.replacingOccurrences(of: "Fonts/", with: "")))
    }
    let r = project.run(["scan", project.directory.path("Widget"), "--add"])
    #expect(r.status != 0)
    #expect(r.stderr.contains("came from another file"), "\(r.stderr)")
    #expect(project.run(["show", "Main/Favorite"]).stdout == before)
  }

  /// What the team adds to a scanned button (a description, an accepted finding with its
  /// reason, a tag) is not an edit of what the scan wrote: the button still follows its file,
  /// and keeps them.
  @Test func annotationsAreKeptAndAreNotEdits() throws {
    let project = try Project()
    _ = project.add()
    let annotate = project.run([
      "set", "Main/Favorite", "--description", "the star", "--tag", "legacy",
      "--accept", "intrinsic-size-mismatch=fixed by its constraints",
    ])
    #expect(annotate.status == 0, "\(annotate.stderr)")
    try project.storyboard(Self.storyboard(imageInset: 5))
    #expect(project.add() == "catalog: 0 added, 1 changed, 1 unchanged, 0 gone, 0 kept")
    let show = project.run(["show", "Main/Favorite"]).stdout
    #expect(show.contains("\n  tags: Main.storyboard, legacy\n"), "\(show)")
    #expect(show.contains("the star"))
    #expect(show.contains("fixed by its constraints"))
    #expect(Self.inputs(show)["image insets"] == "0,-5,0,5 (given)")
  }

  @Test func aButtonNoLongerInItsFileIsGoneNotRemoved() throws {
    let project = try Project()
    let extra = """
      <button opaque="NO" buttonType="system" id="ext-56-rst">
        <rect key="frame" x="0" y="0" width="80" height="44"/>
        <fontDescription key="fontDescription" name="DejaVuSans" family="DejaVu Sans" pointSize="17"/>
        <state key="normal" title="More"/>
      </button>
      """
    try project.storyboard(Self.storyboard(extra: extra))
    #expect(project.add() == "catalog: 3 added, 0 changed, 0 unchanged, 0 gone, 0 kept")
    try project.storyboard(Self.storyboard())
    let r = project.run(["scan", project.app, "--add", "--format", "json"])
    #expect(r.status == 0, "\(r.stderr)")
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    let catalog = try #require(document["catalog"] as? [String: [String]])
    #expect(catalog["gone"] == ["Main/ext-56-rst"])
    #expect(catalog["unchanged"] == ["Main/Favorite", "Main/cfg-34-uvw"])
    #expect(project.run(["show", "Main/ext-56-rst"]).status == 0)
  }

  @Test func replaceWithoutAddIsAUsageErrorAndWritesNothing() throws {
    let project = try Project()
    let r = project.run(["scan", project.app, "--replace"])
    #expect(r.status == 64)
    #expect(r.stderr.hasPrefix("Error: --replace: only goes with --add"))
    #expect(!FileManager.default.fileExists(atPath: project.db))
    // Without --add the scan is a dry run: no catalog is created.
    #expect(project.run(["scan", project.app]).status != 64)
    #expect(!FileManager.default.fileExists(atPath: project.db))
  }

  @Test func aNameAButtonOutsideTheScanHasIsRefusedAndNothingChanges() throws {
    let project = try Project()
    #expect(
      project.run(["add", "Main/Favorite", "--title-size", "40x18"]).status == 0)
    let before = project.run(["show", "Main/Favorite"]).stdout
    let r = project.run(["scan", project.app, "--add"])
    #expect(r.status != 0)
    #expect(r.stderr.contains("Main/Favorite"), "\(r.stderr)")
    #expect(project.run(["show", "Main/Favorite"]).stdout == before)
    #expect(project.run(["show", "Main/cfg-34-uvw"]).status != 0)
  }
}
