import ButtonCatalog
import ButtonLayout
import ButtonTestSupport
import Testing

/// `diff` walking two sides in name order one button at a time (`CatalogDiff.head` and
/// `change` over `DiffSide`s) finds what the diff of the whole sides finds: documents in name
/// order or out of it, with or without layouts, with renames (pairs of the same inputs among
/// several alike), and catalogs (their stored layouts).
@Suite struct CatalogDiffStreamTests {
  typealias P = CatalogMergePropertyTests
  typealias T = TemporaryCatalog

  /// The document of `records` in the order given, with layouts or inputs only.
  static func document(_ records: [ButtonRecord], inputsOnly: Bool) -> String {
    var text = ""
    for (i, record) in records.enumerated() {
      let layouts = LayoutEngine.layouts(record.spec, techniques: [record.technique]).map {
        "{\"technique\":\"\($0.technique.rawValue)\",\"direction\":\"\($0.direction.rawValue)\"}"
      }
      CatalogDocument.appendButton(
        record, layouts: inputsOnly ? nil : layouts, index: i, into: &text)
    }
    return text + CatalogDocument.end(count: records.count)
  }

  static func side(_ text: String) throws -> DiffSide {
    DiffSide(try CatalogMergeStreamTests.indexed(text))
  }

  /// The diff `head` and `change` find, whole.
  static func walked(_ a: DiffSide, _ b: DiffSide) throws -> CatalogDiff {
    var (diff, changed) = try CatalogDiff.head(a, b)
    for (i, j) in changed {
      guard let change = try CatalogDiff.change(a, i, b, j) else {
        Issue.record("\(i), \(j) found changed, then not")
        continue
      }
      diff.changed.append(change)
    }
    return diff
  }

  static func whole(_ records: [ButtonRecord]) -> CatalogSnapshot {
    CatalogSnapshot(buttons: records.map(CatalogSnapshot.Button.init(computing:)))
  }

  @Test(arguments: [false, true]) func walkingGivesWhatTheWholeDiffGives(inputsOnly: Bool) throws {
    var g = SplitMix64(seed: 2929)
    var (renames, unsorted) = (0, 0)
    for round in 0..<300 {
      var a: [ButtonRecord] = []
      for name in P.pool.shuffled(using: &g).prefix(Int.random(in: 0...6, using: &g)) {
        a.append(P.button(name, &g))
      }
      // Every other round, each document out of name order (as edited by hand).
      let b = P.edit(a, &g).shuffled(using: &g)
      let sorted = round % 2 == 0
      let order = { (records: [ButtonRecord]) in
        sorted ? records.sorted { NaturalOrder.less($0.name, $1.name) } : records
      }
      let x = try Self.side(Self.document(order(a), inputsOnly: inputsOnly))
      let y = try Self.side(Self.document(order(b), inputsOnly: inputsOnly))
      if !x.index.isSorted || !y.index.isSorted { unsorted += 1 }
      let expected = CatalogDiff(from: Self.whole(a), to: Self.whole(b))
      if !expected.renamed.isEmpty { renames += 1 }
      #expect(try Self.walked(x, y) == expected, "round \(round)")
    }
    #expect(renames > 30 && unsorted > 100, "\(renames) \(unsorted)")
  }

  /// Several removed buttons with the same inputs pair with the added ones in name order, and
  /// a hash alike alone pairs nothing.
  @Test func renamesPairInNameOrder() throws {
    let a = ["a1", "a2", "a3", "k"].map { T.record($0, spacing: 3) }
    let b = ["b1", "b2", "k"].map { T.record($0, spacing: 3) } + [T.record("z", spacing: 5)]
    for inputsOnly in [false, true] {
      let x = try Self.side(Self.document(a.reversed(), inputsOnly: inputsOnly))
      let y = try Self.side(Self.document(b, inputsOnly: inputsOnly))
      let expected = CatalogDiff(from: Self.whole(a), to: Self.whole(b))
      #expect(
        expected.renamed == [.init(from: "a1", to: "b1"), .init(from: "a2", to: "b2")]
          && expected.removed == ["a3"] && expected.added == ["z"])
      #expect(try Self.walked(x, y) == expected)
      // Every hash alike: candidates only, told apart by their inputs.
      var colliding = y
      for i in colliding.index.buttons.indices { colliding.index.buttons[i].identity = 0 }
      for i in x.index.buttons.indices where x.index.buttons[i].identity != 0 {
        var x = x
        x.index.buttons[i].identity = 0
        let walked = try Self.walked(x, colliding)
        #expect(walked.removed.count + walked.renamed.count == expected.removed.count + 2)
      }
    }
  }

  /// A catalog side (its stored layouts, read again by name in one transaction) against a
  /// document and against a catalog gives what the whole catalog gives.
  @Test func aCatalogSideGivesWhatTheWholeCatalogGives() throws {
    var g = SplitMix64(seed: 7)
    for round in 0..<12 {
      var a: [ButtonRecord] = []
      for name in P.pool.shuffled(using: &g).prefix(Int.random(in: 0...6, using: &g)) {
        a.append(P.button(name, &g))
      }
      let b = P.edit(a, &g)
      let temps = try [T(), T()]
      for (temp, records) in zip(temps, [a, b]) {
        let catalog = try temp.open()
        for record in records { try catalog.add(record, by: T.alice) }
        if round % 3 == 0 { try catalog.setSetting(.inputsOnly, .flag(true)) }
      }
      // Stored layouts out of date: inputs alike, layouts not.
      if round % 4 == 1 { try temps[1].editOutsideButtoncat("UPDATE buttons SET spacing = 2") }
      let document = try Self.side(Self.document(a.shuffled(using: &g), inputsOnly: round % 2 == 0))
      let wholeA = CatalogSnapshot(
        buttons: Self.whole(a).buttons, settings: document.index.settings)
      let catalogs = try temps.map { try Catalog(path: $0.path, access: .snapshot) }
      let wholeB = try CatalogSnapshot.catalog(at: temps[1].path)
      let wholeCatalogA = try CatalogSnapshot.catalog(at: temps[0].path)
      try catalogs[1].withDiffSide { y in
        #expect(try Self.walked(document, y) == CatalogDiff(from: wholeA, to: wholeB))
        #expect(try Self.walked(y, document) == CatalogDiff(from: wholeB, to: wholeA))
        try catalogs[0].withDiffSide { x throws in
          #expect(try Self.walked(x, y) == CatalogDiff(from: wholeCatalogA, to: wholeB))
        }
      }
    }
  }

  /// A catalog's stored layouts are its side's, stale or not: a button of the same inputs as
  /// the document's, laid out otherwise, changed.
  @Test func aCatalogSideKeepsItsStoredLayouts() throws {
    let temp = try T()
    try temp.open().add(T.record("a", spacing: 30), by: T.alice)
    try temp.editOutsideButtoncat("UPDATE buttons SET spacing = 2")
    let record = try #require(try CatalogSnapshot.catalog(at: temp.path).buttons.first).record
    #expect(record.spec.spacing == 2)
    let document = try Self.side(Self.document([record], inputsOnly: true))
    try Catalog(path: temp.path, access: .snapshot).withDiffSide { side in
      let diff = try Self.walked(document, side)
      #expect(diff.changed.map(\.name) == ["a"])
      #expect(diff.changed.first?.inputs == [] && diff.changed.first?.layouts.isEmpty == false)
      #expect(
        diff
          == CatalogDiff(from: Self.whole([record]), to: try CatalogSnapshot.catalog(at: temp.path))
      )
    }
  }

  /// A catalog with an invalid row is refused before anything is compared, as the whole
  /// catalog is.
  @Test func aCatalogWithAnInvalidRowIsRefused() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("a"), by: T.alice)
    try catalog.add(T.record("b"), by: T.alice)
    try temp.editOutsideButtoncat(
      "UPDATE layouts SET layout_json = '[{' WHERE button_id = (SELECT id FROM buttons WHERE name = 'b')"
    )
    let whole = #expect(throws: CatalogError.self) { try CatalogSnapshot.catalog(at: temp.path) }
    let walked = #expect(throws: CatalogError.self) {
      try Catalog(path: temp.path, access: .snapshot).withDiffSide { _ in }
    }
    #expect(walked != nil && "\(walked!)" == "\(whole!)")
  }
}
