import ButtonCatalog
import ButtonLayout
import Testing

/// The merge table of `merge BASE OURS THEIRS`, one row per case: clean merges (different
/// buttons, different inputs, the same change twice, a deletion, a rename on one side and a
/// change on the other) and conflicts (an input changed two ways, delete/modify both ways, a
/// name added twice differently, renamed two ways, a rename onto a name added, a merged button
/// that breaks a rule).
@Suite struct CatalogMergeTests {
  typealias T = TemporaryCatalog

  /// A button with every input but `spacing` and `placement` fixed.
  static func button(
    _ name: String, spacing: Double = 4, placement: Placement = .top,
    edit: (inout ButtonRecord) -> Void = { _ in }
  ) -> ButtonRecord {
    var record = T.record(name, spacing: spacing)
    record.spec.placement = placement
    edit(&record)
    return record
  }

  struct Row: CustomTestStringConvertible, Sendable {
    var label: String
    var base: [ButtonRecord]
    var ours: [ButtonRecord]
    var theirs: [ButtonRecord]
    /// The merged buttons (name, spacing, placement) when clean.
    var merged: [String]?
    /// What each conflict says (a part of its sentence), when not clean.
    var conflicts: [String] = []
    /// The buttons left when the conflicts are resolved to ours, and to theirs.
    var kept: ([String], [String])? = nil
    var testDescription: String { label }
  }

  static let a = button("a")
  static let b = button("b")

  static let rows: [Row] = [
    Row(
      label: "different buttons", base: [a, b], ours: [button("a", spacing: 8), b],
      theirs: [a, button("b", spacing: 10)], merged: ["a 8 top", "b 10 top"]),
    Row(
      label: "different inputs of one button", base: [a], ours: [button("a", spacing: 8)],
      theirs: [button("a", placement: .left)], merged: ["a 8 left"]),
    Row(
      label: "the same change on both sides", base: [a], ours: [button("a", spacing: 8)],
      theirs: [button("a", spacing: 8)], merged: ["a 8 top"]),
    Row(
      label: "deleted on one side, unchanged on the other", base: [a, b], ours: [b],
      theirs: [a, b], merged: ["b 4 top"]),
    Row(
      label: "added on each side", base: [], ours: [a], theirs: [b],
      merged: ["a 4 top", "b 4 top"]),
    Row(
      label: "added alike on both sides", base: [], ours: [a], theirs: [a], merged: ["a 4 top"]),
    Row(
      label: "renamed on one side, changed on the other", base: [a, b], ours: [button("a2"), b],
      theirs: [button("a", spacing: 8), b], merged: ["a2 8 top", "b 4 top"]),
    Row(
      label: "renamed alike on both sides", base: [a], ours: [button("x")], theirs: [button("x")],
      merged: ["x 4 top"]),
    Row(
      label: "one input changed two ways", base: [a], ours: [button("a", spacing: 8)],
      theirs: [button("a", spacing: 10)], merged: nil,
      conflicts: ["'a': changed in both: spacing (base 4, ours 8, theirs 10)"]),
    Row(
      label: "deleted in ours, changed in theirs", base: [a, b], ours: [b],
      theirs: [button("a", spacing: 10), b], merged: nil,
      conflicts: ["'a': deleted in ours, changed in theirs (spacing)"]),
    Row(
      label: "deleted in ours, changed in theirs, the last button", base: [a, b], ours: [a],
      theirs: [a, button("b", spacing: 10)], merged: nil,
      conflicts: ["'b': deleted in ours, changed in theirs (spacing)"], kept: (["a"], ["a", "b"])),
    Row(
      label: "changed in ours, deleted in theirs", base: [a], ours: [button("a", placement: .left)],
      theirs: [], merged: nil, conflicts: ["'a': changed in ours (placement), deleted in theirs"]),
    Row(
      label: "one name added on both sides differently", base: [], ours: [a],
      theirs: [button("a", spacing: 6)], merged: nil,
      conflicts: ["'a': added in ours and in theirs with different inputs (spacing)"]),
    Row(
      label: "renamed two ways", base: [a], ours: [button("x")], theirs: [button("y")],
      merged: nil, conflicts: [#"'a': changed in both: name (base "a", ours "x", theirs "y")"#]),
    Row(
      label: "renamed onto a name the other side added", base: [a],
      ours: [button("x")], theirs: [a, button("x", spacing: 9)], merged: nil,
      conflicts: ["'x': two buttons have this name after the merge"]),
    Row(
      label: "a merged button that breaks a rule", base: [a],
      ours: [
        button("a") {
          $0.title = nil
          $0.titleSource = .none
          $0.spec.titleSize = nil
        }
      ],
      theirs: [
        button("a") {
          $0.imageSource = .none
          $0.spec.imageSize = nil
        }
      ], merged: nil, conflicts: ["'a': the merged inputs break a rule"]),
  ]

  static func summary(_ r: ButtonRecord) -> String {
    "\(r.name) \(TextNumber.format(r.spec.spacing)) \(r.spec.placement.rawValue)"
  }

  @Test(arguments: rows) func mergeTable(_ row: Row) throws {
    let merge = CatalogMerge(base: row.base, ours: row.ours, theirs: row.theirs)
    if let merged = row.merged {
      #expect(merge.conflicts == [])
      let records = merge.entries.compactMap { entry -> ButtonRecord? in
        if case .merged(let r) = entry { return r }
        return nil
      }
      #expect(records.map(Self.summary) == merged)
      #expect(!merge.text.contains("<<<<<<<"))
      return
    }
    #expect(merge.conflicts.count == row.conflicts.count, "\(merge.conflicts)")
    for (conflict, expected) in zip(merge.conflicts, row.conflicts) {
      #expect(conflict.hasPrefix(expected), "\(conflict)")
    }
    let text = merge.text
    // One block, or (a button on each side) one per run of differing lines: its inputs, then
    // its computed layouts.
    let markers = ConflictMarkers.find(in: text).map(\.text)
    let block = ["<<<<<<< ours", "=======", ">>>>>>> theirs"]
    #expect([block, block + block].contains(markers), "\(markers)")
    // Keeping either side of the conflict leaves a document that reads.
    for keep in ["ours", "theirs"] {
      let resolved = Self.resolve(text, keeping: keep)
      var records: [String] = []
      try withBytes(resolved) { bytes in
        try CatalogDocument.read(bytes, source: keep) { record, _ in
          records.append(record.name)
          return true
        }
      }
      #expect(ConflictMarkers.find(in: resolved).isEmpty)
      if let kept = row.kept { #expect(records == (keep == "ours" ? kept.0 : kept.1)) }
    }
  }

  /// `text` with each conflict resolved to one side: its lines kept, the other side's and the
  /// markers dropped.
  static func resolve(_ text: String, keeping side: String) -> String {
    var out: [Substring] = []
    var state = 0  // 0 outside, 1 in ours, 2 in theirs
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("<<<<<<<") {
        state = 1
      } else if line == "=======" {
        state = 2
      } else if line.hasPrefix(">>>>>>>") {
        state = 0
      } else if state == 0 || (state == 1 && side == "ours") || (state == 2 && side == "theirs") {
        out.append(line)
      }
    }
    return out.joined(separator: "\n")
  }

  /// A clean merge is what `export` writes for the merged catalog: imported, then exported,
  /// the same bytes.
  @Test func aCleanMergeIsTheExportOfTheMergedCatalog() throws {
    let base = [
      Self.a, Self.b,
      Self.button("c") {
        $0.spec.direction = .both
        $0.technique = .configuration
        $0.tags = ["tabbar"]
      },
    ]
    let ours = [Self.button("a", spacing: 8), Self.b, base[2]]
    var theirC = base[2]
    theirC.spec.padding = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
    let theirs = [Self.a, Self.button("b2"), theirC, Self.button("d", placement: .right)]
    let merge = CatalogMerge(base: base, ours: ours, theirs: theirs)
    #expect(merge.isClean)
    let temp = try T()
    let catalog = try temp.open()
    try withBytes(merge.text) { bytes throws in
      _ = try catalog.importDocument(
        DocumentBytes(bytes) { _ in }, source: "merged", replace: false, by: T.alice)
    }
    var exported = ""
    try CatalogDocument.write(catalog) { exported += $0 }
    // The merged buttons had no naming ranks: the import gave them theirs.
    let unranked = exported.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("\"namingOrder\"") }.joined(separator: "\n")
    #expect(unranked == merge.text)
    #expect(try catalog.names() == ["a", "b2", "c", "d"])
  }

  @Test func anEmptyMergeIsAnEmptyDocument() {
    #expect(
      CatalogMerge(base: [Self.a], ours: [], theirs: []).text
        == "{\n  \"formatVersion\": 1,\n  \"buttons\": []\n}\n")
  }

  @Test func conflictMarkersAreFoundByLine() {
    let text =
      "{\n<<<<<<< ours\n  x\n=======\n||||||| base\n>>>>>>> theirs\n========\n<<<<<<<x\n ======= \n"
    #expect(
      ConflictMarkers.find(in: text) == [
        .init(line: 2, text: "<<<<<<< ours"), .init(line: 4, text: "======="),
        .init(line: 5, text: "||||||| base"), .init(line: 6, text: ">>>>>>> theirs"),
        .init(line: 7, text: "========"),
      ])
  }
}

/// Runs `body` on the UTF-8 bytes of `text`.
func withBytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
  let bytes = Array(text.utf8)
  try bytes.withUnsafeBufferPointer { try body($0) }
}
