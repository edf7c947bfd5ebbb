import ButtonStore
import Foundation
import Testing

/// One verdict per button, and every surface says it. A catalog with a button
/// whose variants fail (its base layout is fine), one that only warns, one whose warning is
/// accepted, one that is fine, one whose layouts are stale and one whose image is gone: `add`,
/// `show` (text and JSON), `list` (table, JSON, CSV), `check` (text and JSON) and the CSV,
/// tokens, Markdown and HTML exports all give each the same status.
@Suite struct VerdictAgreementTests {
  /// The buttons and the status each must have everywhere.
  static let expected: [(name: String, status: String)] = [
    ("accepted", "ok"), ("fails", "error"), ("fine", "ok"), ("gone", "missing-source"),
    ("old", "stale"), ("warns", "warning"),
  ]

  static func catalog() throws -> (CatalogFixture, [String: String]) {
    let c = try VariantInputTests.fixture()
    try SourceFileTests.png(width: 72, height: 72).write(
      to: URL(fileURLWithPath: c.path("gone@3x.png")))
    var added: [String: String] = [:]
    func add(_ arguments: [String]) throws {
      let result = try c.run(arguments)
      try #require(result.status == 0, "\(arguments): \(result.stderr)")
      added[arguments[1]] = result.stdout
    }
    // Fine in the base variant (English), broken in German from some content size on.
    try add([
      "add", "fails", "--font", "Brand.ttf", "--font-size", "10", "--image-size", "24x24",
      "--placement", "top", "--spacing", "4", "--text-style", "caption1", "--strings",
      "L.xcstrings", "--title-key", "home", "--max-width", "78", "--size", "78x50",
    ])
    try add(["add", "warns", "--title-size", "40x18", "--image-size", "20x20"])
    try add([
      "add", "accepted", "--title-size", "40x18", "--image-size", "20x20", "--accept",
      "small-hit-target=the bar sizes it",
    ])
    try add(["add", "fine", "--title-size", "40x18", "--size", "120x44"])
    try add(["add", "old", "--title-size", "40x18", "--size", "120x44"])
    try add(["add", "gone", "--image", "gone@3x.png", "--size", "60x60"])
    let db = try Database(path: c.database, mode: .readWrite)
    try db.execute(
      sql:
        "UPDATE layouts SET engine_version = 0 WHERE button_id = (SELECT id FROM buttons WHERE name = 'old')"
    )
    try FileManager.default.removeItem(atPath: c.path("gone@3x.png"))
    return (c, added)
  }

  @Test func everySurfaceGivesTheSameStatus() throws {
    let (c, added) = try Self.catalog()
    // add printed the verdict when it was made: the failing variants too.
    #expect(added["fails"]?.contains("  exact: ✗ ") == true, "\(added["fails"] ?? "")")
    #expect(added["fails"]?.contains("content-overflow (en, ar at AX2–AX5; de at AX1–AX5)") == true)
    #expect(added["warns"]?.contains("  exact: ~ 1 warning: small-hit-target") == true)
    #expect(added["accepted"]?.contains("  exact: ✓ ok (accepted: small-hit-target)") == true)
    #expect(added["fine"]?.contains("  exact: ✓ ok") == true)

    // The base layout alone says ok: the verdict is not the base layout's.
    let failsShow = try c.run(["show", "fails"]).stdout
    #expect(failsShow.contains("exact LTR: ✓ ok") || failsShow.contains("exact LTR: ~"))

    func json(_ arguments: [String]) throws -> Any {
      let result = try c.run(arguments)
      return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }
    var surfaces: [String: [String: String]] = [:]
    for (name, _) in Self.expected {
      let text = try c.run(["show", name]).stdout
      let line = try #require(
        text.split(separator: "\n").first { $0.hasPrefix("  status: ") }, "\(name): \(text)")
      surfaces["show", default: [:]][name] = String(
        line.dropFirst("  status: ".count).prefix { $0 != " " })
      let shown = try #require(try json(["show", name, "--format", "json"]) as? [String: Any])
      surfaces["show json", default: [:]][name] = shown["status"] as? String
    }
    let listed = try #require(try json(["list", "--format", "json"]) as? [[String: Any]])
    for entry in listed {
      surfaces["list json", default: [:]][entry["name"] as? String ?? ""] =
        entry["status"] as? String
    }
    for row in try c.run(["list"]).stdout.split(separator: "\n").dropFirst() {
      let cells = row.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      surfaces["list", default: [:]][cells[0]] = cells.first {
        ["ok", "warning", "error", "stale", "missing", "invalid", "unmeasured"].contains($0)
      }
    }
    let check = try c.run(["check", "--format", "json"])
    #expect(check.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    for button in report["buttons"] as? [[String: Any]] ?? [] {
      surfaces["check json", default: [:]][button["name"] as? String ?? ""] =
        button["status"] as? String
    }
    let checkText = try c.run(["check"]).stdout
    for (name, status) in Self.expected where status != "ok" {
      let line = checkText.split(separator: "\n").first { $0.hasPrefix("\(name): ") }
      surfaces["check", default: [:]][name] = line.map {
        String($0.dropFirst(name.count + 2).prefix { $0 != ":" })
      }
    }
    let csv = try c.run(["export", "--format", "csv"]).stdout.split(separator: "\n")
    let header = csv[0].split(separator: ",").map(String.init)
    let statusColumn = try #require(header.firstIndex(of: "status"))
    for row in csv.dropFirst() {
      let cells = row.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      surfaces["csv", default: [:]][cells[0]] = cells[statusColumn]
    }
    let tokens = try c.run(["export", "--format", "tokens"]).stdout
    let markdown = try c.run(["export", "--format", "markdown"]).stdout
    let html = try c.run(["export", "--format", "html"]).stdout

    for (name, status) in Self.expected {
      // `list` and the CSV name a source that cannot be read `missing`, as the list table does.
      let listName = status == "missing-source" ? "missing" : status
      #expect(surfaces["show"]?[name] == status, "show \(name)")
      #expect(surfaces["show json"]?[name] == status, "show json \(name)")
      #expect(surfaces["list"]?[name] == listName, "list \(name)")
      #expect(surfaces["list json"]?[name] == listName, "list json \(name)")
      #expect(surfaces["check json"]?[name] == status, "check json \(name)")
      if status != "ok" { #expect(surfaces["check"]?[name] == status, "check \(name)") }
      #expect(surfaces["csv"]?[name] == listName, "csv \(name)")
    }
    // The page-like exports, by count: as many buttons at each status as expected.
    func count(_ text: String, _ needle: String) -> Int {
      text.components(separatedBy: needle).count - 1
    }
    for status in Set(Self.expected.map(\.status)) {
      let n = Self.expected.filter { $0.status == status }.count
      let listName = status == "missing-source" ? "missing" : status
      #expect(count(markdown, "Status: **\(status)**") == n, "markdown \(status)")
      let statusLines = html.split(separator: "\n").filter { $0.hasPrefix("<p class=\"status\">") }
      #expect(
        statusLines.filter { $0.contains("\">\(status)</strong> <code>") }.count == n,
        "html \(status)")
      #expect(count(tokens, "\"status\": \"\(listName)\"") == n, "tokens \(status)")
    }
    // An ok button with accepted findings is listed by check, marked accepted.
    #expect(checkText.contains("accepted: ok: exact ✓ ok (accepted: small-hit-target)"))
  }
}
