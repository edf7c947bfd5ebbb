import ButtonCatalog
import ButtonLayout
import ButtonTestSupport
import Testing

/// A merge that walks three documents in name order one button at a time
/// (`CatalogMerge.streamed`) writes the bytes and lists the conflicts the merge of the whole
/// documents does, in both forms (with layouts, inputs only), on random three-way edits
/// (renames among them), the documents in name order or out of it; and `DocumentIndex` reads
/// each button back from its bytes.
@Suite struct CatalogMergeStreamTests {
  typealias P = CatalogMergePropertyTests

  /// The document of `records` (in name order), with layouts or inputs only.
  static func document(_ records: [ButtonRecord], inputsOnly: Bool) -> String {
    CatalogDiffStreamTests.document(
      records.sorted { NaturalOrder.less($0.name, $1.name) }, inputsOnly: inputsOnly)
  }

  static func indexed(_ text: String) throws -> IndexedDocument {
    let bytes = Array(text.utf8)
    let index = try bytes.withUnsafeBufferPointer { try DocumentIndex($0, source: "doc") }
    return IndexedDocument(index: index, source: "doc") { Array(bytes[$0]) }
  }

  @Test(arguments: [false, true], [false, true])
  func walkingGivesWhatTheWholeMergeGives(inputsOnly: Bool, shuffled: Bool) throws {
    var g = SplitMix64(seed: 29)
    // Apart from `g`, so that the same edits are made either way.
    var order = SplitMix64(seed: 92)
    var (conflicts, renames) = (0, 0)
    for round in 0..<300 {
      var base: [ButtonRecord] = []
      for name in P.pool.shuffled(using: &g).prefix(Int.random(in: 0...5, using: &g)) {
        base.append(P.button(name, &g))
      }
      let sides = [base, P.edit(base, &g), P.edit(base, &g)]
      let documents = try sides.map {
        try Self.indexed(
          shuffled
            ? CatalogDiffStreamTests.document($0.shuffled(using: &order), inputsOnly: inputsOnly)
            : Self.document($0, inputsOnly: inputsOnly))
      }
      let indices = CatalogMerge.Sides(
        base: documents[0].index, ours: documents[1].index, theirs: documents[2].index)
      #expect(documents[1].index.hasLayouts == (!inputsOnly && !sides[1].isEmpty))
      #expect(
        CatalogMerge.writesInputsOnly(indices) == (inputsOnly && !(sides[1] + sides[2]).isEmpty))
      // Every button reads back from its bytes, in document order.
      var records: [[ButtonRecord]] = []
      for document in documents { records.append(try document.records()) }
      for (side, read) in records.enumerated() {
        #expect(
          read.map(\.name).sorted(by: NaturalOrder.less)
            == sides[side].map(\.name).sorted(by: NaturalOrder.less), "round \(round)")
        #expect(
          documents[side].index.buttons.map(\.name)
            == sides[side].map(\.name).sorted(by: NaturalOrder.less), "round \(round)")
      }
      var whole = CatalogMerge(base: records[0], ours: records[1], theirs: records[2])
      whole.inputsOnly = inputsOnly
      if !whole.conflicts.isEmpty { conflicts += 1 }
      if Self.renames(sides) { renames += 1 }
      var text = ""
      let merge = try CatalogMerge.streamed(
        base: documents[0], ours: documents[1], theirs: documents[2], inputsOnly: inputsOnly
      ) { text += $0 }
      #expect(text == whole.text, "round \(round)")
      #expect(merge.conflicts == whole.conflicts, "round \(round)")
    }
    #expect(conflicts > 50 && renames > 50, "\(conflicts) \(renames)")
  }

  /// Whether a side renamed a base button (a name gone, and one new with its inputs).
  static func renames(_ sides: [[ButtonRecord]]) -> Bool {
    sides.dropFirst().contains { side in
      !CatalogDiff(
        from: CatalogDiffStreamTests.whole(sides[0]), to: CatalogDiffStreamTests.whole(side)
      ).renamed.isEmpty
    }
  }

  /// A document out of name order is walked in name order, and read in document order.
  @Test func anUnsortedDocumentIsWalkedInNameOrder() throws {
    let a = TemporaryCatalog.record("a")
    let b = TemporaryCatalog.record("b", spacing: 3)
    let sorted = try Self.indexed(Self.document([a, b], inputsOnly: true))
    let unsorted = try Self.indexed(CatalogDiffStreamTests.document([b, a], inputsOnly: true))
    #expect(sorted.index.isSorted && !unsorted.index.isSorted)
    #expect(unsorted.index.buttons.map(\.name) == ["a", "b"])
    #expect(try unsorted.records().map(\.name) == ["b", "a"])
    #expect(unsorted.index.find("b") == 1 && unsorted.index.find("c") == nil)
  }

  /// Renames found from the hashes: several base buttons of the same inputs pair with the new
  /// ones in document order, a rename onto a name the other side adds is one conflict, and a
  /// hash alike alone pairs nothing.
  @Test func renamesAreMatchedAsTheWholeMergeMatchesThem() throws {
    let base = ["a1", "a2", "a3", "k"].map { TemporaryCatalog.record($0, spacing: 3) }
    var ours = ["b2", "b1", "k"].map { TemporaryCatalog.record($0, spacing: 3) }
    ours.append(TemporaryCatalog.record("x", spacing: 8))
    var theirs = base
    theirs[1].spec.spacing = 6
    theirs[3].name = "x"
    for colliding in [false, true] {
      let documents = try [base, ours, theirs].map {
        try Self.indexed(CatalogDiffStreamTests.document($0.reversed(), inputsOnly: false))
      }
      var sides = documents
      if colliding {
        for s in sides.indices {
          for i in sides[s].index.buttons.indices { sides[s].index.buttons[i].identity = 0 }
        }
      }
      let whole = CatalogMerge(
        base: base.reversed(), ours: ours.reversed(), theirs: theirs.reversed())
      #expect(whole.conflicts == ["'x': two buttons have this name after the merge"])
      #expect(whole.text.contains("\"b2\"") && !whole.text.contains("\"a1\""))
      var text = ""
      let merge = try CatalogMerge.streamed(
        base: sides[0], ours: sides[1], theirs: sides[2], inputsOnly: false
      ) { text += $0 }
      #expect(text == whole.text)
      #expect(merge.conflicts == whole.conflicts)
    }
  }
}
