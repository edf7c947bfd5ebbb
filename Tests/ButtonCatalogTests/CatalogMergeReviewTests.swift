import ButtonJSON
import ButtonLayout
import Testing

@testable import ButtonCatalog

/// The merge's defects a review found (issue 29): inputs paired by key when a side has no
/// naming rank; buttons that are not versions of one button written whole; a title and its
/// measured size in one block.
@Suite struct CatalogMergeReviewTests {
  typealias T = TemporaryCatalog

  /// The lines of `text` right after each `<<<<<<< ours` marker.
  static func firstLinesOfBlocks(_ text: String) -> [Substring] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    return lines.indices.filter { lines[$0] == "<<<<<<< ours" }.map { lines[$0 + 1] }
  }

  /// Each record's inputs as one JSON text.
  static func json(_ records: [ButtonRecord]) -> [String] {
    records.map { JSONWriter(pretty: false).string(RecordJSON.encode($0)) }
  }

  /// The buttons `text` leaves when every block keeps ours (`choice` bit 0 per block) or
  /// theirs (bit 1).
  static func resolved(_ text: String, choice: Int) throws -> [ButtonRecord] {
    var records: [ButtonRecord] = []
    try withBytes(CatalogMergePropertyTests.resolve(text, choice: choice)) { bytes in
      try CatalogDocument.read(bytes, source: "resolved") { record, _ in
        records.append(record)
        return true
      }
    }
    return records
  }

  // MARK: D1: a side without `namingOrder`

  /// A button with a naming rank on the sides and none in base (a document written before
  /// the ranks, or a button added by hand) merges cleanly.
  @Test func aNamingRankOnTheSidesOnlyMergesCleanly() {
    var base = ButtonRecord(name: "a")
    base.title = "Done"
    base.titleSource = .system
    var side = base
    side.namingOrder = 1
    let merge = CatalogMerge(base: [base], ours: [side], theirs: [side])
    #expect(merge.isClean, "\(merge.conflicts)")
    #expect(CatalogMerge(base: [side], ours: [base], theirs: [base]).isClean)
  }

  /// Inputs changed on each side merge when base lacks the rank the sides have (or a side
  /// lacks base's): no value is paired with another key's.
  @Test func inputsArePairedByKeyWhenASideHasNoRank() {
    let base = T.record("a")
    var ours = T.record("a", spacing: 8)
    ours.namingOrder = 2
    var theirs = base
    theirs.spec.placement = .left
    theirs.namingOrder = 2
    let merge = CatalogMerge(base: [base], ours: [ours], theirs: [theirs])
    #expect(merge.isClean, "\(merge.conflicts)")
    guard case .merged(let merged)? = merge.entries.first else {
      Issue.record("not merged: \(merge.entries)")
      return
    }
    #expect(merged.spec.spacing == 8 && merged.spec.placement == .left)
    #expect(merged.namingOrder == 2)
    // A rank removed is a change.
    #expect(CatalogMerge.changedKeys(ours, base) == ["spacing", "namingOrder"])
  }

  // MARK: D2: buttons that are not versions of one button

  /// Ours renames `a/two` to `n/x`, theirs adds another `n/x`: two buttons, not two versions of
  /// one, so each side's whole buttons stand in one block.
  @Test func twoButtonsLeftWithOneNameAreWrittenWhole() throws {
    let base = [T.record("a/two")]
    let ours = [T.record("n/x")]
    var added = T.record("n/x", spacing: 9)
    added.spec.placement = .bottom
    added.title = "Other"
    let theirs = [T.record("a/two"), added]
    var merge = CatalogMerge(base: base, ours: ours, theirs: theirs)
    merge.inputsOnly = true
    #expect(merge.conflicts == ["'n/x': two buttons have this name after the merge"])
    let text = merge.text
    #expect(Self.firstLinesOfBlocks(text) == ["    {"], "\(text)")
    // The rename merged cleanly: each side keeps one `n/x`, whole.
    #expect(Self.json(try Self.resolved(text, choice: 0)) == Self.json(ours))
    #expect(Self.json(try Self.resolved(text, choice: 1)) == Self.json([added]))
  }

  /// Conflicts of a document no button is sure to stay in (each deleted on one side) are one
  /// block of whole buttons, even one button on each side.
  @Test func conflictsWithoutAnAnchorAreWrittenWhole() throws {
    let base = [T.record("a"), T.record("b")]
    let ours = [T.record("b", spacing: 8)]
    let theirs = [T.record("a", spacing: 6)]
    var merge = CatalogMerge(base: base, ours: ours, theirs: theirs)
    merge.inputsOnly = true
    #expect(merge.conflicts.count == 2)
    let text = merge.text
    #expect(Self.firstLinesOfBlocks(text) == ["    {"], "\(text)")
    #expect(Self.json(try Self.resolved(text, choice: 0)) == Self.json(ours))
    #expect(Self.json(try Self.resolved(text, choice: 1)) == Self.json(theirs))
  }

  // MARK: D3: inputs measured together

  /// Both sides change the title (and so its measured size): the title and its size stand in
  /// one block, so no resolution keeps one side's title with the other's size.
  @Test(arguments: [true, false]) func aTitleAndItsSizeAreOneBlock(inputsOnly: Bool) throws {
    let base = T.record("a")
    var ours = base
    ours.title = "Ours"
    ours.spec.titleSize = Size(width: 50, height: 18)
    var theirs = base
    theirs.title = "Theirs"
    theirs.spec.titleSize = Size(width: 60, height: 18)
    var merge = CatalogMerge(base: [base], ours: [ours], theirs: [theirs])
    merge.inputsOnly = inputsOnly
    #expect(merge.conflicts.count == 1)
    let text = merge.text
    let blocks = Self.firstLinesOfBlocks(text)
    #expect(blocks.first == #"      "title": "Ours","#, "\(text)")
    // The inputs' block, and the computed layouts' when written.
    #expect(blocks.count == (inputsOnly ? 1 : 2), "\(text)")
    for choice in 0..<(1 << blocks.count) {
      let kept = try #require(try Self.resolved(text, choice: choice).first)
      #expect(
        kept.title == "Ours" ? kept.spec.titleSize?.width == 50 : kept.spec.titleSize?.width == 60)
    }
  }

  /// Runs of other inputs keep a block each; runs join only through a group, taking the runs
  /// between.
  @Test func runsJoinOnlyThroughAGroup() {
    let keys: [String?] = [
      "title", "spacing", "titleSize", "padding", "image", "size", "imageSize", nil,
    ]
    #expect(CatalogMerge.joiningMeasuredTogether([0..<1, 3..<4], keys) == [0..<1, 3..<4])
    #expect(CatalogMerge.joiningMeasuredTogether([0..<1, 2..<3], keys) == [0..<3])
    #expect(
      CatalogMerge.joiningMeasuredTogether([0..<1, 2..<3, 4..<5, 6..<8], keys) == [0..<3, 4..<8])
    #expect(
      CatalogMerge.joiningMeasuredTogether([0..<1, 3..<4, 6..<7, 7..<8], keys)
        == [0..<1, 3..<4, 6..<7, 7..<8])
  }
}
