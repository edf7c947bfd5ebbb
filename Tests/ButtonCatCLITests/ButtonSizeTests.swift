import ButtonJSON
import ButtonLayout
import ButtonStore
import Foundation
import Testing

@testable import ButtonCatalog

/// `--button-size mini|small|medium|large`, the configuration technique's
/// `UIButton.Configuration.Size`, stored with every button (migration 0005). A size given sets
/// the padding and font size the same command does not give to the size's defaults.
@Suite struct ButtonSizeTests {
  /// Each size's defaults (contentInsets, title point size) and the device's numbers for the
  /// title "Configure" in the system font at 3x (iOS 26.1 simulator, Vercantez/openuikit
  /// `buttonconfigprobe/ios-26.1-iphone16.json`): 17 pt is 75 × 20.333; medium insets
  /// (7, 12, 7, 12) give an intrinsic 99 × 34.333 with the title at (12, 7); large insets
  /// (15, 20, 15, 20) give 115 × 50.333; 15 pt (mini, small) is 67.333 × 18 and, with the
  /// measured insets (5, 10, 5, 10) and intrinsic = title + insets, 87.333 × 28.
  static let device:
    [String: (
      width: String, insets: [Double], fontSize: Double, title: [Double], intrinsic: [Double]
    )] = [
      "mini": ("67.333", [5, 10, 5, 10], 15, [10, 5, 67.333, 18], [87.333, 28]),
      "small": ("67.333", [5, 10, 5, 10], 15, [10, 5, 67.333, 18], [87.333, 28]),
      "medium": ("75", [7, 12, 7, 12], 17, [12, 7, 75, 20.333], [99, 34.333]),
      "large": ("75", [15, 20, 15, 20], 17, [20, 15, 75, 20.333], [115, 50.333]),
    ]

  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func numbers(_ object: Any?, _ keys: [String]) -> [Double] {
    let o = object as? [String: Any] ?? [:]
    return keys.map { (o[$0] as? NSNumber)?.doubleValue ?? .nan }
  }

  static func close(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.001 }
  }

  /// `layout` with a size and no padding or font size lays out like UIKit's configuration of
  /// that size.
  @Test(arguments: ["mini", "small", "medium", "large"])
  func layoutTakesEachSizesDefaults(_ size: String) throws {
    let d = try #require(Self.device[size])
    let r = try BinaryRunner.run([
      "layout", "--title", "Configure", "--title-width", d.width, "--button-size", size,
      "--technique", "configuration", "--format", "json",
    ])
    #expect(r.status == 0, "\(r.stderr)")
    let document = try Self.json(r.stdout)
    let button = document["button"] as? [String: Any] ?? [:]
    #expect(button["buttonSize"] as? String == size)
    #expect((button["fontSize"] as? NSNumber)?.doubleValue == d.fontSize)
    #expect(Self.numbers(button["padding"], ["top", "left", "bottom", "right"]) == d.insets)
    let layout = try #require((document["layouts"] as? [[String: Any]])?.first)
    let frames = layout["frames"] as? [String: Any] ?? [:]
    let title = Self.numbers(frames["titleFrame"], ["x", "y", "width", "height"])
    let intrinsic = Self.numbers(frames["intrinsicContentSize"], ["width", "height"])
    #expect(Self.close(title, d.title), "\(title)")
    #expect(Self.close(intrinsic, d.intrinsic), "\(intrinsic)")
    // The text names a size other than the default; medium's text is as it was.
    let text = try BinaryRunner.run([
      "layout", "--title-width", d.width, "--button-size", size, "--technique", "configuration",
    ])
    #expect(text.stdout.contains("button size") == (size != "medium"), "\(text.stdout)")
  }

  /// The example of the README: `add` with a size and no padding or font size.
  @Test(arguments: ["mini", "small", "medium", "large"])
  func addStoresTheSizeWithItsDefaults(_ size: String) throws {
    let d = try #require(Self.device[size])
    let c = try CatalogFixture()
    let add = try c.run([
      "add", "x", "--title", "Go", "--title-width", "20", "--button-size", size, "--technique",
      "configuration",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    let show = try c.run(["show", "x", "--format", "json"])
    let document = try Self.json(show.stdout)
    let button = document["button"] as? [String: Any] ?? [:]
    #expect(button["buttonSize"] as? String == size)
    #expect((button["fontSize"] as? NSNumber)?.doubleValue == d.fontSize)
    #expect(Self.numbers(button["padding"], ["top", "left", "bottom", "right"]) == d.insets)
    let layout = try #require(
      (document["layouts"] as? [[String: Any]])?.first {
        $0["technique"] as? String == "configuration"
      })
    let values = layout["values"] as? [String: Any] ?? [:]
    #expect(
      Self.numbers(values["contentInsets"], ["top", "leading", "bottom", "trailing"]) == d.insets)
    let text = try c.run(["show", "x"])
    #expect(text.stdout.contains("button size  \(size)") == (size != "medium"), "\(text.stdout)")
  }

  /// Values given with the size win; `set --button-size` changes only the padding and font
  /// size the same command does not give; a `set` without a size leaves them alone.
  @Test func givenValuesWinAndSetChangesOnlyWhatIsNotGiven() throws {
    let c = try CatalogFixture()
    let add = try c.run([
      "add", "x", "--title-width", "20", "--button-size", "large", "--padding", "1,2,3,4",
      "--font-size", "20",
    ])
    #expect(add.status == 0, "\(add.stderr)")
    func inputs() throws -> (String?, Double?, [Double]) {
      let button = try Self.json(c.run(["show", "x", "--format", "json"]).stdout)["button"]
      let b = button as? [String: Any] ?? [:]
      return (
        b["buttonSize"] as? String, (b["fontSize"] as? NSNumber)?.doubleValue,
        Self.numbers(b["padding"], ["top", "left", "bottom", "right"])
      )
    }
    var (size, font, padding) = try inputs()
    #expect(size == "large" && font == 20 && padding == [1, 2, 3, 4])
    #expect(try c.run(["set", "x", "--spacing", "2"]).status == 0)
    (size, font, padding) = try inputs()
    #expect(size == "large" && font == 20 && padding == [1, 2, 3, 4])
    #expect(try c.run(["set", "x", "--button-size", "small", "--padding", "9,9,9,9"]).status == 0)
    (size, font, padding) = try inputs()
    #expect(size == "small" && font == 15 && padding == [9, 9, 9, 9])
    #expect(try c.run(["set", "x", "--button-size", "large", "--font-size", "12"]).status == 0)
    (size, font, padding) = try inputs()
    #expect(size == "large" && font == 12 && padding == [15, 20, 15, 20])
    let history = try c.run(["history", "x"])
    #expect(history.stdout.contains("buttonSize: \"small\" → \"large\""), "\(history.stdout)")
  }

  /// A size that does not exist: exit 64 like every other choice (`--placement`), naming the
  /// option and the value as typed, nothing written (`add`, `set`, `layout`).
  @Test func badSizeIsRefusedLikeEveryChoice() throws {
    let c = try CatalogFixture()
    let add = try c.run(["add", "x", "--title-width", "20", "--button-size", "Huge"])
    #expect(add.status == 64)
    #expect(add.stderr.contains("--button-size: 'Huge' is not one of mini, small, medium, large"))
    #expect(!c.exists)
    #expect(try c.run(["add", "x", "--title-width", "20"]).status == 0)
    let before = c.digest()
    let set = try c.run(["set", "x", "--button-size", "larg"])
    #expect(set.status == 64)
    #expect(set.stderr.contains("--button-size: 'larg'"), "\(set.stderr)")
    #expect(set.stderr.contains("did you mean 'large'?"), "\(set.stderr)")
    #expect(c.digest() == before)
    let layout = try BinaryRunner.run(["layout", "--title-width", "20", "--button-size", ""])
    #expect(layout.status == 64)
    #expect(layout.stderr.contains("--button-size: '' is not one of"), "\(layout.stderr)")
  }

  /// `import` reads `buttonSize`, refuses a size that does not exist naming
  /// `buttons[N].buttonSize`, and takes a document written before the key existed as medium.
  @Test func importReadsTheSize() throws {
    let c = try CatalogFixture()
    #expect(
      try c.run([
        "add", "a", "--title-width", "20", "--button-size", "mini", "--technique", "configuration",
      ]).status == 0)
    #expect(try c.run(["add", "b", "--title-width", "20"]).status == 0)
    let exported = try c.run(["export", "--format", "json"]).stdout
    #expect(exported.contains("\"buttonSize\": \"mini\""))
    #expect(exported.contains("\"buttonSize\": \"medium\""))
    let other = try CatalogFixture()
    try Data(exported.utf8).write(to: URL(fileURLWithPath: other.path("in.json")))
    let imported = try other.run(["import", other.path("in.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try other.run(["export", "--format", "json"]).stdout == exported)

    let bad = exported.replacingOccurrences(
      of: "\"buttonSize\": \"mini\"", with: "\"buttonSize\": \"jumbo\"")
    let third = try CatalogFixture()
    try Data(bad.utf8).write(to: URL(fileURLWithPath: third.path("bad.json")))
    let refused = try third.run(["import", third.path("bad.json")])
    #expect(refused.status == 65)
    #expect(
      refused.stderr.contains(
        "buttons[0].buttonSize: \"jumbo\" is not one of mini, small, medium, large"),
      "\(refused.stderr)")
    #expect(!third.exists)

    // A document from before the key: every button is medium.
    let old = exported.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("\"buttonSize\"") }.joined(separator: "\n")
    try Data(old.utf8).write(to: URL(fileURLWithPath: third.path("old.json")))
    let before = try third.run(["import", third.path("old.json")])
    #expect(before.status == 0, "\(before.stderr)")
    let sizes = try third.run(["export", "--format", "json"]).stdout
    #expect(sizes.components(separatedBy: "\"buttonSize\": \"medium\"").count == 3)
  }

  /// The digest leaves medium out (the digests stored before the input existed) and takes in
  /// every other size, each its own.
  @Test func onlyANonMediumSizeEntersTheDigest() {
    var spec = ButtonSpec(titleSize: Size(width: 20, height: 20.333), titleLineHeight: 20.287)
    let medium = InputDigest.of(spec)
    #expect(!JSONWriter(pretty: false).string(InputDigest.canonical(spec)).contains("buttonSize"))
    var digests: Set<String> = [medium]
    for size in [ConfigurationButtonSize.mini, .small, .large] {
      spec.configurationButtonSize = size
      let canonical = JSONWriter(pretty: false).string(InputDigest.canonical(spec))
      #expect(canonical.hasSuffix(",\"buttonSize\":\"\(size.rawValue)\"}"), "\(canonical)")
      digests.insert(InputDigest.of(spec))
    }
    #expect(digests.count == 4)
  }

  /// A catalog made before migration 0005 opens, migrates (every button medium), and keeps its
  /// stored digests: nothing turns stale.
  @Test func aCatalogFromBeforeTheMigrationKeepsItsDigests() throws {
    let c = try CatalogFixture()
    for arguments in [
      ["add", "a", "--title-width", "20", "--technique", "configuration"],
      ["add", "b", "--title-size", "40x18", "--image-size", "24x24", "--placement", "top"],
    ] {
      #expect(try c.run(arguments).status == 0)
    }
    func digests() throws -> [String] {
      let db = try Database(path: c.database, mode: .readOnly)
      return try db.fetchAll(
        """
        SELECT b.name || ' ' || b.input_digest || ' ' || group_concat(l.input_digest, ' ')
        FROM buttons b JOIN layouts l ON l.button_id = b.id GROUP BY b.id ORDER BY b.name
        """
      ) { try $0.string(at: 0) }
    }
    let stored = try digests()
    do {
      // As buttoncat left it before migration 0005 (and so before 0006).
      let db = try Database(path: c.database, mode: .readWrite)
      try db.execute(sql: VariantMigration.undo)
      try db.execute(
        sql: """
          ALTER TABLE buttons DROP COLUMN button_size;
          DELETE FROM schema_migrations WHERE identifier = '0005_button_size';
          """)
    }
    let list = try c.run(["list", "--stale"])
    #expect(list.status == 0, "\(list.stderr)")
    #expect(list.stderr == "no buttons\n", "\(list.stdout)\(list.stderr)")
    #expect(try digests() == stored)
    let check = try c.run(["check"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll("SELECT button_size FROM buttons ORDER BY name") { try $0.string(at: 0) }
        == ["medium", "medium"])
    // The constraint holds for a row edited by hand.
    let write = try Database(path: c.database, mode: .readWrite)
    #expect(throws: (any Error).self) {
      try write.execute(sql: "UPDATE buttons SET button_size = 'huge'")
    }
  }
}
