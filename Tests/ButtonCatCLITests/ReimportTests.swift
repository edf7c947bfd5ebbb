import Foundation
import Testing

/// `import --replace` of what the catalog already holds changes nothing.
@Suite struct ReimportTests {
  @Test func reimportingIdenticalContentChangesNothing() throws {
    let c = try ImportExportTests.fixture()
    let document = c.path("catalog.json")
    #expect(try c.run(["export", "--output", document]).status == 0)
    let before = c.digest()
    let history = try c.run(["history", "item2"]).stdout

    let again = try c.run(["import", document, "--replace"], time: "2026-12-01T10:00:00Z")
    #expect(again.status == 0, "\(again.stderr)")
    #expect(again.stdout == "nothing changed: 5 buttons unchanged\n")
    #expect(c.digest() == before, "the catalog file changed")
    #expect(try c.run(["history", "item2"]).stdout == history)

    // One button edited in the document: one replaced, the others unchanged.
    let text = try String(contentsOfFile: document, encoding: .utf8)
    let edited = text.replacingOccurrences(
      of: "\"name\": \"item10\",\n      \"description\": \"\"",
      with: "\"name\": \"item10\",\n      \"description\": \"edited\"")
    #expect(edited != text)
    try Data(edited.utf8).write(to: URL(fileURLWithPath: document))
    let mixed = try c.run(["import", document, "--replace"], time: "2026-12-01T11:00:00Z")
    #expect(mixed.status == 0, "\(mixed.stderr)")
    #expect(mixed.stdout == "imported 1 button (1 replaced, 4 unchanged)\n")
    let log = try c.run(["history", "item10"]).stdout
    #expect(log.contains("r2  2026-12-01T11:00:00Z  tester  import item10"), "\(log)")
    #expect(!log.contains("2026-12-01T10:00:00Z"), "\(log)")
  }
}
