import Foundation
import Testing

/// Adding a button never moves a generated name (`applyABStyle()`, the SVG
/// file, the anchor) to another button; the one that had it keeps it, the newcomer is suffixed
/// and the export says so.
@Suite struct GeneratedNamesTests {
  /// Buttons whose names make the same identifier (`AB`), and one that makes its own.
  static let colliding = ["a/b", "AB", "a-b"]

  /// A fixed-seed generator, so a failing order can be run again.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  static func add(_ c: CatalogFixture, _ name: String) throws {
    let r = try c.run(["add", name, "--title", "Go", "--title-size", "40x18"])
    #expect(r.status == 0, "\(r.stderr)")
  }

  /// The notes an export of `order` (names added in that order) must print: each later
  /// colliding button gets the next suffix, the first keeps the plain name.
  static func expectedNotes(_ order: [String]) -> [String] {
    let group = order.filter { colliding.contains($0) }
    return group.enumerated().dropFirst().map { i, name in
      "Note: '\(name)' gets applyAB_\(i + 1)Style(): applyABStyle() is '\(group[0])''s"
    }.sorted()
  }

  /// The export's notes, sorted (an export prints them in name order).
  static func notes(_ stderr: String) -> [String] {
    stderr.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Note: ") }.sorted()
  }

  /// `a/b` then `AB`: `a/b` keeps `applyABStyle()` though `AB` sorts first, and keeps it
  /// through `export --format json` and `import` into a new catalog.
  @Test func theFirstKeepsItsName() throws {
    let c = try CatalogFixture()
    try Self.add(c, "a/b")
    let before = try c.run(["export", "--format", "swift"])
    #expect(Self.notes(before.stderr).isEmpty)
    #expect(before.stdout.contains("func applyABStyle()"))
    try Self.add(c, "AB")
    let after = try c.run(["export", "--format", "swift"])
    #expect(after.status == 0, "\(after.stderr)")
    #expect(
      Self.notes(after.stderr) == ["Note: 'AB' gets applyAB_2Style(): applyABStyle() is 'a/b''s"])
    let markdown = try c.run(["export", "--format", "markdown"])
    // Their anchors (`button-a-b`, `button-AB`) do not collide: no note, and each its own.
    #expect(Self.notes(markdown.stderr).isEmpty, "\(markdown.stderr)")
    #expect(markdown.stdout.contains("<a id=\"button-a-b\"></a>"))
    #expect(markdown.stdout.contains("<a id=\"button-AB\"></a>"))

    let document = try c.run(["export", "--format", "json"])
    #expect(document.stdout.contains("\"namingOrder\": 2"))
    try Data(document.stdout.utf8).write(to: URL(fileURLWithPath: c.path("doc.json")))
    let other = c.path("other.sqlite")
    let imported = try BinaryRunner.run(["import", c.path("doc.json"), "--db", other])
    #expect(imported.status == 0, "\(imported.stderr)")
    let again = try BinaryRunner.run(["export", "--format", "swift", "--db", other])
    #expect(again.stdout == after.stdout)
    #expect(Self.notes(again.stderr) == Self.notes(after.stderr))
    let document2 = try BinaryRunner.run(["export", "--format", "json", "--db", other])
    #expect(document2.stdout == document.stdout)

    // A rename is a new name: it joins last, the other keeps its name.
    #expect(try c.run(["rename", "a/b", "a.b"]).status == 0)
    let renamed = try c.run(["export", "--format", "swift"])
    #expect(
      Self.notes(renamed.stderr) == ["Note: 'a.b' gets applyAB_2Style(): applyABStyle() is 'AB''s"])
  }

  /// Property: in every order of additions (random orders, fixed seed), the first of the
  /// colliding names keeps `applyABStyle()` and the others get suffixes in the order added,
  /// across `export --format json` and `import`.
  @Test func everyOrderOfAdditions() throws {
    var random = SplitMix(state: 25_08)
    let names = Self.colliding + ["zeta", "Alpha"]
    for _ in 0..<4 {
      let order = names.shuffled(using: &random)
      let c = try CatalogFixture()
      for name in order { try Self.add(c, name) }
      let export = try c.run(["export", "--format", "swift"])
      #expect(export.status == 0, "\(export.stderr)")
      #expect(Self.notes(export.stderr) == Self.expectedNotes(order), "order \(order)")
      let document = try c.run(["export", "--format", "json"])
      try Data(document.stdout.utf8).write(to: URL(fileURLWithPath: c.path("doc.json")))
      let other = c.path("other.sqlite")
      #expect(try BinaryRunner.run(["import", c.path("doc.json"), "--db", other]).status == 0)
      let again = try BinaryRunner.run(["export", "--format", "swift", "--db", other])
      #expect(again.stdout == export.stdout, "order \(order)")
      #expect(Self.notes(again.stderr) == Self.expectedNotes(order), "order \(order)")
    }
  }

  /// A document without ranks (written before them) imports; its buttons are ranked in the
  /// document's order, which is name order, as exports named them before.
  @Test func olderDocumentsImport() throws {
    let c = try CatalogFixture()
    try Self.add(c, "a/b")
    try Self.add(c, "AB")
    let document = try c.run(["export", "--format", "json"]).stdout
    let older = document.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("\"namingOrder\"") }.joined(separator: "\n")
    try Data(older.utf8).write(to: URL(fileURLWithPath: c.path("old.json")))
    let other = c.path("other.sqlite")
    let imported = try BinaryRunner.run(["import", c.path("old.json"), "--db", other])
    #expect(imported.status == 0, "\(imported.stderr)")
    let export = try BinaryRunner.run(["export", "--format", "swift", "--db", other])
    #expect(
      Self.notes(export.stderr) == ["Note: 'a/b' gets applyAB_2Style(): applyABStyle() is 'AB''s"])
    // Into the catalog that has them, the stored ranks stay.
    let same = try c.run(["import", c.path("old.json"), "--replace"])
    #expect(same.status == 0, "\(same.stderr)")
    #expect(
      Self.notes(try c.run(["export", "--format", "swift"]).stderr) == [
        "Note: 'AB' gets applyAB_2Style(): applyABStyle() is 'a/b''s"
      ])
  }
}
