import ButtonCatalog
import ButtonExport
import ButtonStore
import Foundation
import Testing

/// One read model for a stored button, used by `list`, `show`, `export`,
/// `check` and `recompute`; the export model built outside the command line; `json` an
/// `ExportFormat` like the others.
@Suite struct ReadModelTests {
  /// A catalog with a tab item measured from the edge-insets recipe (three errors), a button
  /// in both directions, and a tagged one.
  static func fixture() throws -> CatalogFixture {
    let c = try CatalogFixture()
    for arguments in [
      [
        "add", "legacy/tab", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
        "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--technique",
        "edge-insets",
      ],
      [
        "add", "toolbar/share", "--title", "Share", "--title-width", "41.2", "--image-size",
        "20x20", "--placement", "trailing", "--spacing", "6", "--size", "120x44",
        "--direction", "both", "--tag", "toolbar", "--description", "Line one\nline two",
      ],
      ["add", "item10", "--title-size", "40x18"], ["add", "item2", "--image-size", "24x24"],
    ] {
      let r = try c.run(arguments)
      #expect(r.status == 0, "\(arguments): \(r.stderr)")
    }
    return c
  }

  /// The JSON format rendered from the export model is the document the command line streams
  /// from the catalog, byte for byte.
  @Test func theJSONRendererWritesTheStreamedDocument() throws {
    let c = try Self.fixture()
    let streamed = try c.run(["export", "--format", "json"])
    #expect(streamed.status == 0, "\(streamed.stderr)")
    var stale: [String] = []
    let model = try ExportCatalog(try Catalog(path: c.database, access: .read), stale: &stale)
    #expect(stale.isEmpty)
    #expect(model.buttons.map(\.name) == ["item2", "item10", "legacy/tab", "toolbar/share"])
    let rendered = renderer(for: .json).render(model)
    #expect(rendered.map(\.path) == ["buttons.json"])
    #expect(rendered.first?.contents == streamed.stdout)
    // Every format streams through one call: the document from the catalog, others rendered.
    for format in [ExportFormat.json, .csv, .markdown] {
      var text = ""
      try format.stream(try Catalog(path: c.database, access: .read)) { text += $0 }
      let exported = try c.run(["export", "--format", format.rawValue])
      #expect(exported.status == 0)
      #expect(text == exported.stdout, "\(format)")
    }
    #expect(ExportFormat.json.layout == .singleFile && ExportFormat.json.streamsFromCatalog)
    // The team's settings too.
    #expect(try c.run(["settings", "deployment-target", "14.0"]).status == 0)
    let withSettings = try ExportCatalog(
      try Catalog(path: c.database, access: .read), stale: &stale)
    let document = try c.run(["export", "--format", "json"]).stdout
    #expect(document.contains("\"deploymentTarget\": \"14.0\""))
    #expect(renderer(for: .json).render(withSettings).first?.contents == document)
    #expect(!ExportFormat.allCases.filter { $0 != .json }.contains { $0.streamsFromCatalog })
  }

  /// The read model's status and staleness are `list`'s.
  @Test func listShowsTheReadModel() throws {
    let c = try Self.fixture()
    let catalog = try Catalog(path: c.database, access: .read)
    var statuses: [String: ButtonStatus] = [:]
    try catalog.list { statuses[$0.record.name] = $0.status }
    #expect(statuses["legacy/tab"] == .error)
    let list = try c.run(["list", "--format", "csv"])
    for (name, status) in statuses {
      // The status, then the title (issue 29: list --format csv's last column).
      #expect(list.stdout.contains("\(name),") && list.stdout.contains(",\(status.rawValue),"))
    }
    let shown = try catalog.show("toolbar/share")
    #expect(shown.layouts.count == 10)
    #expect(shown.record.tags == ["toolbar"])
    #expect(!shown.stale)
  }

  /// `check` takes a button's errors from its stored layouts while they are current, and
  /// computes them from the inputs once they are not.
  @Test func checkReadsTheStoredLayoutsWhileTheyAreCurrent() throws {
    let c = try Self.fixture()
    let before = try c.run(["check"])
    #expect(before.status == 1)
    #expect(
      before.stdout.contains("legacy/tab: error: edge-insets ✗ 3 errors: "), "\(before.stdout)")
    #expect(before.stdout.contains("  ✗ content-overflow (error) in 1 direction: LTR"))
    let db = try Database(path: c.database, mode: .readWrite)
    // The stored layouts say no error (inputs and engine unchanged: current).
    try db.execute(
      sql: """
        UPDATE layouts SET layout_json = json_set(layout_json, '$.diagnostics', json('[]'))
          WHERE technique = 'edge-insets';
        """)
    let trusted = try c.run(["check"])
    #expect(trusted.status == 0, "\(trusted.stdout)")
    // Once stale, the errors come from the inputs again.
    try db.execute(sql: "UPDATE layouts SET engine_version = 0 WHERE technique = 'edge-insets';")
    let stale = try c.run(["check"])
    #expect(stale.status == 1)
    #expect(stale.stdout.contains("legacy/tab: stale: layouts computed by engine version 0"))
    #expect(
      stale.stdout.contains("  ✗ content-overflow (error) in 1 direction: LTR"), "\(stale.stdout)")
  }
}
