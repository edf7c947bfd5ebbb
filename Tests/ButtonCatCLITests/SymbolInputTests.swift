import ButtonLayout
import ButtonStore
import Foundation
import Testing

@testable import ButtonCatalog

/// Issue 28's image inputs on the command line: `--activity-indicator`, `--symbol` with its
/// size and configuration (migration 0022), and `--image-reservation` as a layout input.
@Suite struct SymbolInputTests {
  static let go = ["--title", "Go", "--title-size", "22x20.333", "--technique", "configuration"]

  /// Every refusal names the option and the value as typed, exits as documented, and leaves the
  /// catalog as it was.
  @Test(
    arguments: [
      (
        ["--symbol", "star.fill", "--image-size", "24x24"], 64,
        "Error: --symbol 'star.fill' and --image-size '24x24' both give the image; a symbol is the button's image: use one"
      ),
      (
        ["--symbol", "star.fill", "--image", "icon.png"], 64,
        "Error: --symbol 'star.fill' and --image 'icon.png' both give the image"
      ),
      (
        ["--symbol", "star.fill", "--symbol-scale", "huge"], 64,
        "Error: --symbol-scale: 'huge' is not one of small, medium, large"
      ),
      (
        ["--symbol", "star.fill", "--symbol-weight", "fat"], 64,
        "Error: --symbol-weight: 'fat' is not one of ultraLight"
      ),
      (["--symbol", "star.fill", "--symbol-size", "22"], 64, "Error: --symbol-size: '22'"),
      (["--symbol", "star.fill", "--symbol-size", "-2x20"], 64, "Error: --symbol-size: '-2x20'"),
      (
        ["--symbol", "star\u{7}fill", "--symbol-size", "22x20"], 65,
        "Error: --symbol: 'star\\u{7}fill' has the control character U+0007; a symbol name is one line of text"
      ),
      (
        ["--symbol", "star\nfill"], 65,
        "Error: --symbol: 'star\\nfill' has the control character U+000A"
      ),
      (
        ["--symbol", String(repeating: "s", count: 201)], 65,
        "has 201 characters; a symbol name has 1 to 200"
      ),
      (
        ["--symbol-point-size", "17"], 65,
        "Error: --symbol-point-size: '17' configures an SF Symbol, and the button has none; give --symbol NAME"
      ),
      (
        ["--symbol", "star.fill", "--symbol-point-size", "0"], 65,
        "Error: --symbol-point-size: '0' must be a positive number"
      ),
    ] as [([String], Int32, String)])
  func badValuesAreRefusedAndChangeNothing(_ options: [String], _ status: Int32, _ message: String)
    throws
  {
    let c = try CatalogFixture()
    #expect(try c.run(["add", "a", "--title", "A", "--title-size", "10x10"]).status == 0)
    let before = c.digest()
    let add = try c.run(["add", "b"] + Self.go + options)
    #expect(add.status == status, "\(add.stderr)")
    #expect(add.stderr.contains(message), "\(add.stderr)")
    #expect(add.stdout.isEmpty)
    let set = try c.run(["set", "a"] + options)
    #expect(set.status == status, "\(set.stderr)")
    #expect(c.digest() == before)
  }

  @Test func aSymbolWithItsSizeIsLaidOutStoredShownAndExported() throws {
    let c = try CatalogFixture()
    let add = try c.run(
      ["add", "star"] + Self.go + [
        "--symbol", "star.fill", "--symbol-size", "22x20", "--symbol-point-size", "17",
        "--padding", "7,12,7,12",
      ])
    #expect(add.status == 0, "\(add.stderr)")
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(
      try db.fetchAll("SELECT symbol, image_source, image_width FROM buttons") {
        "\(try $0.string(at: 0)) \(try $0.string(at: 1)) \(try $0.double(at: 2))"
      } == ["star.fill size 22.0"])
    let show = try c.run(["show", "star"])
    #expect(
      show.stdout.contains(
        "symbol     star.fill, 17 pt regular medium, image view 28×26.667 (inferred)"),
      "\(show.stdout)")
    // The configuration lays the symbol out as measured: 74 wide with padding 0.
    let json = try c.run(["show", "star", "--format", "json", "--technique", "configuration"])
    #expect(json.stdout.contains("\"symbol\": \"star.fill\""), "\(json.stdout)")
    #expect(json.stdout.contains("\"width\": 74"), "\(json.stdout)")
    let swift = try c.run(["export", "--format", "swift", "star"])
    #expect(
      swift.stdout.contains(
        "configuration.image = UIImage(systemName: \"star.fill\", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular, scale: .medium))"
      ), "\(swift.stdout)")
    // An image file given alone replaces the symbol; `--no-image` removes either.
    let replaced = try c.run(["set", "star", "--image-size", "24x24"])
    #expect(replaced.status == 0, "\(replaced.stderr)")
    #expect(
      try db.fetchAll("SELECT count(*) FROM buttons WHERE symbol IS NULL") { try $0.int(at: 0) }
        == [1])
  }

  @Test func aSymbolSizeWithoutASymbolIsRefused() throws {
    let c = try CatalogFixture()
    let add = try c.run(["add", "b"] + Self.go + ["--symbol-size", "22x20"])
    #expect(add.status == 64)
    #expect(
      add.stderr.contains(
        "Error: --symbol-size '22x20' is an SF Symbol's size, and the button has none; give --symbol NAME"
      ), "\(add.stderr)")
    #expect(!c.exists)  // a usage error comes before the catalog is opened
  }

  @Test func aSymbolWithoutASizeIsUnmeasured() throws {
    let c = try CatalogFixture()
    let add = try c.run(["add", "star"] + Self.go + ["--symbol", "star.fill"])
    #expect(add.status == 0, "\(add.stderr)")
    #expect(
      add.stdout.contains("unmeasured: --symbol 'star.fill' has neither a size"), "\(add.stdout)")
    let check = try c.run(["check"])
    #expect(check.status != 0)
    #expect(check.stdout.contains("unmeasured-image"), "\(check.stdout)")
    let db = try Database(path: c.database, mode: .readOnly)
    #expect(try db.fetchAll("SELECT count(*) FROM layouts") { try $0.int(at: 0) } == [0])
    let layout = try c.run(["layout"] + Self.go + ["--symbol", "star.fill"])
    #expect(layout.status == 65)
    #expect(
      layout.stderr.contains("--symbol 'star.fill' has neither a size nor a device measurement"))
    // Given its size, it is laid out.
    #expect(try c.run(["set", "star", "--symbol-size", "22x20"]).status == 0)
    #expect(try c.run(["check"]).stdout.contains("unmeasured-image") == false)
    #expect(try db.fetchAll("SELECT count(*) FROM layouts") { try $0.int(at: 0) } != [0])
  }

  @Test func theActivityIndicatorIsStoredShownExportedAndCleared() throws {
    let c = try CatalogFixture()
    let add = try c.run(["add", "load"] + Self.go + ["--activity-indicator"])
    #expect(add.status == 0, "\(add.stderr)")
    let show = try c.run(["show", "load"])
    #expect(show.stdout.contains("activity indicator"), "\(show.stdout)")
    // The configuration's frames: the indicator at (12, 7), 20.333 square, the title after it.
    #expect(
      show.stdout.contains("  activityIndicator      12  7  20.333  20.333\n"), "\(show.stdout)")
    #expect(show.stdout.contains("  titleLabel         32.333  7      22  20.333\n"))
    let json = try c.run(["show", "load", "--format", "json"])
    #expect(json.stdout.contains("\"activityIndicator\": true"), "\(json.stdout)")
    #expect(json.stdout.contains("no-activity-indicator"), "\(json.stdout)")
    let swift = try c.run(["export", "--format", "swift", "load"])
    #expect(swift.stdout.contains("configuration.showsActivityIndicator = true\n"))
    #expect(try c.run(["set", "load", "--no-activity-indicator"]).status == 0)
    let after = try c.run(["show", "load", "--format", "json"])
    #expect(!after.stdout.contains("activityIndicator"), "\(after.stdout)")
    #expect(!after.stdout.contains("no-activity-indicator"))
  }

  /// A button stored with a reservation before it was a layout input (its digests lack the
  /// member) turns stale, and `recompute` lays it out again; a button without one stays current.
  @Test func aStoredReservationTurnsStaleAndIsRecomputed() throws {
    let c = try CatalogFixture()
    let inputs = [
      "--title-size", "20x18", "--image-size", "24x24", "--technique", "configuration",
    ]
    #expect(try c.run(["add", "r"] + inputs + ["--image-reservation", "30"]).status == 0)
    #expect(try c.run(["add", "twin"] + inputs).status == 0)
    // The digest a catalog stored for `r` before: its twin's, without the reservation.
    let db = try Database(path: c.database, mode: .readWrite)
    func digest(_ name: String) throws -> String {
      try db.fetchAll("SELECT input_digest FROM buttons WHERE name = ?", arguments: [name]) {
        try $0.string(at: 0)
      }[0]
    }
    let before = try digest("twin")
    #expect(try digest("r") != before)
    try db.execute(sql: "UPDATE buttons SET input_digest = '\(before)' WHERE name = 'r'")
    try db.execute(
      sql:
        "UPDATE layouts SET input_digest = '\(before)' WHERE button_id = (SELECT id FROM buttons WHERE name = 'r')"
    )
    let stale = try c.run(["list", "--stale"])
    #expect(stale.stdout.contains("r"), "\(stale.stdout)\(stale.stderr)")
    #expect(!stale.stdout.contains("twin"))
    #expect(try c.run(["recompute"]).status == 0)
    #expect(try c.run(["list", "--stale"]).stderr == "no buttons\n")
  }
}
