import ButtonLayout
import ButtonStore
import Testing

@testable import ButtonCatalog

/// Accepted findings through the `Catalog` API: they are stored as an input outside
/// every digest, and `set` of a selection changes every button in one transaction.
@Suite struct AcceptedFindingsCatalogTests {
  typealias T = TemporaryCatalog

  static func catalog() throws -> (T, Catalog) {
    let t = try T()
    let catalog = try t.open()
    for (name, tags) in [("tabbar/home", ["tabbar"]), ("tabbar/search", ["tabbar"]), ("share", [])]
    {
      try catalog.add(T.record(name, tags: tags), by: T.alice)
    }
    return (t, catalog)
  }

  /// Every button's inputs and revision, as stored.
  static func contents(_ t: T) throws -> [String] {
    let db = try Database(path: t.path, mode: .readOnly)
    return try db.fetchAll("SELECT name || ' ' || revision || ' ' || accepted FROM buttons") {
      try $0.string(at: 0)
    }
  }

  @Test func acceptableCodesAreTheWarningAndInfoCodes() {
    #expect(AcceptedFindings.acceptableCode("small-hit-target") == .success(.smallHitTarget))
    #expect(AcceptedFindings.acceptableCode("content-overflow") == .success(.contentOverflow))
    #expect(AcceptedFindings.acceptableCode("title-truncated") == .failure(.error))
    #expect(AcceptedFindings.acceptableCode("device-mismatch") == .failure(.error))
    #expect(AcceptedFindings.acceptableCode("Small-Hit-Target") == .failure(.unknown))
    #expect(AcceptedFindings.acceptableCodes.allSatisfy { !$0.isAlwaysError })
    #expect(AcceptedFindings.reasonProblem(String(repeating: "x", count: 500)) == nil)
    #expect(AcceptedFindings.reasonProblem("tab\tbar") != nil)
  }

  /// Accepting keeps every digest (no layout changes) but is a revision with its change.
  @Test func acceptingIsARevisionThatKeepsTheDigests() throws {
    let (_, catalog) = try Self.catalog()
    let before = try catalog.show("tabbar/home")
    let (_, new) = try catalog.set("tabbar/home", by: T.bob) {
      $0.accepted.accept(.smallHitTarget, reason: "the tab bar sizes its items")
    }
    #expect(new.revision == 2)
    let after = try catalog.show("tabbar/home")
    #expect(after.record.accepted.reason(for: .smallHitTarget) == "the tab bar sizes its items")
    #expect(!after.stale)
    #expect(InputDigest.of(after.record.spec) == InputDigest.of(before.record.spec))
    #expect(InputDigest.ofVariants(after.record) == InputDigest.ofVariants(before.record))
  }

  @Test func aSelectionIsSetInOneTransaction() throws {
    let (t, catalog) = try Self.catalog()
    let selection = try ButtonSelection(namesOrPatterns: ["tabbar/*"], tags: [])
    let results = try catalog.set(selection, by: T.bob) { _, record in
      record.accepted.accept(.offPixel)
    }
    #expect(results.map(\.new.name) == ["tabbar/home", "tabbar/search"])
    #expect(results.allSatisfy { $0.new.revision == 2 && $0.new.accepted.codes == [.offPixel] })

    // One failure: nothing changes, the error names the button.
    let digest = try Self.contents(t)
    #expect(
      throws: CatalogError.inButton(
        "tabbar/search", .invalidInputs([InputProblem(.spacing, "'-1' must not be negative")]))
    ) {
      try catalog.set(ButtonSelection(tags: ["tabbar"]), by: T.bob) { name, record in
        record.accepted.remove(.offPixel)
        if name == "tabbar/search" { record.spec.spacing = -1 }
      }
    }
    #expect(try Self.contents(t) == digest)
    #expect(try catalog.show("tabbar/home").record.accepted.codes == [.offPixel])
    #expect(throws: CatalogError.self) {
      try catalog.set(ButtonSelection(), by: T.bob) { _, _ in }
    }
    #expect(throws: CatalogError.invalid(["no button has the tag 'nope'"])) {
      try catalog.set(ButtonSelection(tags: ["nope"]), by: T.bob) { _, _ in }
    }
  }
}
