import ButtonCatalog
import ButtonLayout
import Foundation
import Testing

/// The catalog service through its API: every change validates, writes the inputs, every
/// technique's layouts and a revision in one transaction; a refused change writes nothing.
@Suite struct CatalogServiceTests {
  typealias T = TemporaryCatalog

  @Test func addStoresTheRecordEveryLayoutAndARevision() throws {
    let temp = try T()
    let catalog = try temp.open()
    var record = T.record("tabbar/home", tags: ["tabbar"])
    record.spec.direction = .both
    let stored = try catalog.add(record, by: T.alice)
    #expect(stored.revision == 1)
    #expect(stored.createdAt == T.alice.time)

    let shown = try catalog.show("tabbar/home")
    #expect(shown.record.spec.spacing == 4)
    #expect(shown.record.tags == ["tabbar"])
    #expect(shown.staleCauses.isEmpty)
    // Every technique, in each direction, LTR first; without given insets, no `insets`.
    let techniques = Technique.allCases.filter { $0 != .insets }
    #expect(shown.layouts.count == techniques.count * 2)
    #expect(shown.layouts.map(\.technique) == techniques.flatMap { [$0, $0] })
    #expect(shown.layouts.first?.direction == .leftToRight)
    #expect(T.computed(shown.layouts) == T.computed(LayoutEngine.layouts(shown.record.spec)))

    let history = try catalog.history("tabbar/home")
    #expect(history.map(\.action) == ["add"])
    #expect(history.map(\.user) == ["alice"])
    #expect(try catalog.count() == 1)
  }

  @Test func addRefusesADuplicateNameAndInvalidInputsWritingNothing() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("a"), by: T.alice)
    let before = try Data(contentsOf: URL(fileURLWithPath: temp.path))

    #expect(throws: CatalogError.duplicateName("a")) {
      try catalog.add(T.record("a", spacing: 9), by: T.bob)
    }
    var negative = T.record("b")
    negative.spec.spacing = -1
    do {
      try catalog.add(negative, by: T.bob)
      Issue.record("a negative spacing was accepted")
    } catch .invalidInputs(let problems) {
      #expect(problems.contains { $0.field == .spacing && $0.message.contains("-1") })
    } catch {
      Issue.record("unexpected error \(error)")
    }
    #expect(try catalog.names() == ["a"])
    #expect(try catalog.history("a").count == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: temp.path)) == before)
  }

  @Test func setChangesInputsRecomputesAndRecordsWhatChanged() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("b"), by: T.alice)
    let (old, new) = try catalog.set("b", by: T.bob) { $0.spec.spacing = 10 }
    #expect(old.spec.spacing == 4)
    #expect(new.spec.spacing == 10)
    #expect(new.revision == 2)
    #expect(new.createdAt == T.alice.time)
    #expect(new.updatedAt == T.bob.time)

    let shown = try catalog.show("b")
    #expect(shown.record.spec.spacing == 10)
    #expect(T.computed(shown.layouts) == T.computed(LayoutEngine.layouts(shown.record.spec)))
    #expect(shown.staleCauses.isEmpty)

    let history = try catalog.history("b")
    #expect(history.map(\.action) == ["add", "set"])
    #expect(history.map(\.revision) == [1, 2])
    #expect(history[1].user == "bob")
    #expect(history[1].changes.contains("spacing"))
  }

  @Test func setWithTheStoredValuesWritesNothing() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("c"), by: T.alice)
    let (old, new) = try catalog.set("c", by: T.bob) { $0.spec.spacing = 4 }
    #expect(old == new)
    #expect(new.revision == 1)
    #expect(try catalog.history("c").count == 1)
  }

  @Test func setOfAnUnknownNameOrInvalidValueChangesNothing() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("d"), by: T.alice)
    #expect(throws: CatalogError.unknownName("e")) {
      try catalog.set("e", by: T.bob) { $0.spec.spacing = 1 }
    }
    #expect(throws: CatalogError.self) {
      try catalog.set("d", by: T.bob) { $0.spec.spacing = .infinity }
    }
    #expect(try catalog.show("d").record.spec.spacing == 4)
    #expect(try catalog.history("d").count == 1)
  }

  @Test func renameKeepsTheHistoryAndRefusesATakenName() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("old"), by: T.alice)
    try catalog.add(T.record("taken"), by: T.alice)
    #expect(throws: CatalogError.duplicateName("taken")) {
      try catalog.rename("old", to: "taken", by: T.bob)
    }
    #expect(throws: CatalogError.self) {
      try catalog.rename("old", to: "bad name", by: T.bob)
    }
    try catalog.rename("old", to: "new", by: T.bob)
    #expect(try catalog.names() == ["new", "taken"])
    #expect(throws: CatalogError.unknownName("old")) { try catalog.show("old") }

    let history = try catalog.history("new")
    #expect(history.map(\.action) == ["add", "rename"])
    #expect(history.map(\.name) == ["old", "new"])
    #expect(history[1].changes == "name: old → new")
    // The old name finds the same history.
    #expect(try catalog.history("old") == history)
    #expect(try catalog.show("new").record.revision == 2)
  }

  @Test func removeDropsTheButtonAndKeepsItsHistory() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("gone"), by: T.alice)
    try catalog.remove("gone", by: T.bob)
    #expect(try catalog.count() == 0)
    #expect(throws: CatalogError.unknownName("gone")) { try catalog.show("gone") }
    #expect(throws: CatalogError.unknownName("gone")) { try catalog.remove("gone", by: T.bob) }
    let history = try catalog.history("gone")
    #expect(history.map(\.action) == ["add", "rm"])
    #expect(history.map(\.user) == ["alice", "bob"])
  }

  @Test func listsInNaturalOrderWithTagsAndStatus() throws {
    let temp = try T()
    let catalog = try temp.open()
    for name in ["item10", "item2", "item1"] {
      try catalog.add(T.record(name, tags: name == "item2" ? ["tab"] : []), by: T.alice)
    }
    var all: [CatalogButton] = []
    try catalog.list { all.append($0) }
    #expect(all.map(\.record.name) == ["item1", "item2", "item10"])
    #expect(all.allSatisfy { !$0.stale && $0.problems.isEmpty })
    var tagged: [String] = []
    try catalog.list(tag: "tab") { tagged.append($0.record.name) }
    #expect(tagged == ["item2"])
  }

  @Test func aReadingOpenNeverCreatesACatalog() throws {
    let temp = try T()
    #expect(throws: CatalogError.missingCatalog(temp.path)) { try temp.open(.read) }
    #expect(!FileManager.default.fileExists(atPath: temp.path))
  }
}
