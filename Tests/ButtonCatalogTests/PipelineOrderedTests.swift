import ButtonStore
import Dispatch
import Synchronization
import Testing

@testable import ButtonCatalog

/// `Pipeline.ordered` (what `check` reads with): every item mapped once and consumed in the
/// order read, whichever thread mapped it; an error of `consume` or `read` stops it.
@Suite struct PipelineOrderedTests {
  /// A map that takes a different time per item, so chunks finish out of order.
  static func slowDouble(_ i: Int) -> Int {
    var x = 0
    for j in 0..<((i * 7919) % 5_000) { x &+= j }
    return i * 2 + (x == -1 ? 1 : 0)
  }

  @Test(arguments: [(1, 1), (2, 2), (3, 1), (8, 4)])
  func everyItemInOrder(chunk: Int, ahead: Int) throws {
    let mapped = Atomic<Int>(0)
    var consumed: [Int] = []
    try Pipeline.ordered(
      chunk: chunk, ahead: ahead,
      map: { (i: Int) -> Int in
        mapped.add(1, ordering: .relaxed)
        return Self.slowDouble(i)
      },
      read: { emit in for i in 0..<1_001 { try emit(i) } },
      consume: { consumed.append($0) })
    #expect(consumed == (0..<1_001).map { $0 * 2 })
    #expect(mapped.load(ordering: .relaxed) == 1_001)
  }

  struct Stop: Error {}

  @Test func anErrorOfConsumeStopsReadingAndIsRethrown() {
    var consumed: [Int] = []
    var read = 0
    #expect(throws: Stop.self) {
      try Pipeline.ordered(
        map: { (i: Int) in i },
        read: { emit in
          for i in 0..<10_000 {
            read = i + 1
            try emit(i)
          }
        },
        consume: { i in
          if i == 100 { throw Stop() }
          consumed.append(i)
        })
    }
    #expect(consumed == Array(0..<100))
    #expect(read < 10_000)
  }

  @Test func anErrorOfReadIsRethrownAfterWhatWasRead() {
    var consumed: [Int] = []
    #expect(throws: Stop.self) {
      try Pipeline.ordered(
        map: { (i: Int) in i },
        read: { emit in
          for i in 0..<10 { try emit(i) }
          throw Stop()
        },
        consume: { consumed.append($0) })
    }
    // What was consumed before the error is a prefix, in order.
    #expect(consumed == Array(0..<consumed.count))
  }
}

/// `import` gives a new button without a naming rank the next one, as `add` does (the largest
/// stored rank plus one), counting instead of reading the table for each button.
@Suite struct ImportNamingRankTests {
  typealias T = TemporaryCatalog

  static func ranks(_ catalog: Catalog) throws -> [String: Int] {
    var ranks: [String: Int] = [:]
    try catalog.read { db in
      try db.iterate("SELECT name, naming_order FROM buttons") { row in
        ranks[try row.string(at: 0)] = try row.int(at: 1)
      }
    }
    return ranks
  }

  @Test func newButtonsTakeTheRanksAfterEveryStoredAndGivenOne() throws {
    let temp = try T()
    let catalog = try temp.open()
    _ = try catalog.add(T.record("old/a"), by: T.alice)
    _ = try catalog.add(T.record("old/b"), by: T.alice)
    var given = T.record("new/b")
    given.namingOrder = 10
    let document = CatalogMergeStreamTests.document(
      [T.record("new/a"), given, T.record("new/c"), T.record("new/d")], inputsOnly: true)
    try withBytes(document) { bytes throws in
      _ = try catalog.importDocument(
        DocumentBytes(bytes) { _ in }, source: "doc", replace: false, by: T.alice)
    }
    #expect(
      try Self.ranks(catalog) == [
        "old/a": 1, "old/b": 2, "new/a": 3, "new/b": 10, "new/c": 11, "new/d": 12,
      ])
  }

  @Test func aReplacedButtonsRankIsCountedFrom() throws {
    let temp = try T()
    let catalog = try temp.open()
    _ = try catalog.add(T.record("a"), by: T.alice)
    var replaced = T.record("a", spacing: 9)
    replaced.namingOrder = 20
    let document = CatalogMergeStreamTests.document(
      [replaced, T.record("b"), T.record("c")], inputsOnly: true)
    try withBytes(document) { bytes throws in
      _ = try catalog.importDocument(
        DocumentBytes(bytes) { _ in }, source: "doc", replace: true, by: T.alice)
    }
    #expect(try Self.ranks(catalog) == ["a": 20, "b": 21, "c": 22])
  }
}
