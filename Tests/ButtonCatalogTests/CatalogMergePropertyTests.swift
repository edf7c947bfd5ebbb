import ButtonCatalog
import ButtonLayout
import ButtonTestSupport
import Testing

/// The promise of `merge`'s conflict blocks, checked on random three-way edits: whatever side
/// of each block is kept (every combination), the document reads, with each name once, and no
/// merged button is copied into a block.
@Suite struct CatalogMergePropertyTests {
  typealias T = TemporaryCatalog

  static let pool = ["a", "b", "c", "d", "e", "f", "g"]

  /// A button of `name` whose inputs come from `g`.
  static func button(_ name: String, _ g: inout SplitMix64) -> ButtonRecord {
    var r = T.record(name, spacing: Double(Int.random(in: 1...4, using: &g)))
    r.spec.placement = [.top, .left, .bottom, .right].randomElement(using: &g)!
    return r
  }

  /// One side's random edits of `base`: renames, deletions, changes (some leave a button
  /// without a title or without an image, so that a merge may break a rule) and additions.
  static func edit(_ base: [ButtonRecord], _ g: inout SplitMix64) -> [ButtonRecord] {
    var side = base
    for _ in 0..<Int.random(in: 0...4, using: &g) {
      let free = pool.filter { name in !side.contains { $0.name == name } }
      switch Int.random(in: 0..<4, using: &g) {
      case 0 where !side.isEmpty && !free.isEmpty:
        side[Int.random(in: side.indices, using: &g)].name = free.randomElement(using: &g)!
      case 1 where !side.isEmpty:
        side.remove(at: Int.random(in: side.indices, using: &g))
      case 2 where !side.isEmpty:
        let i = Int.random(in: side.indices, using: &g)
        switch Int.random(in: 0..<4, using: &g) {
        case 0: side[i].spec.spacing = Double(Int.random(in: 5...9, using: &g))
        case 1: side[i].spec.placement = [.left, .right].randomElement(using: &g)!
        case 2 where side[i].imageSource != .none:
          side[i].title = nil
          side[i].titleSource = .none
          side[i].spec.titleSize = nil
        case 3 where side[i].title != nil:
          side[i].imageSource = .none
          side[i].spec.imageSize = nil
        default: break
        }
      case 3 where !free.isEmpty:
        side.append(button(free.randomElement(using: &g)!, &g))
      default: break
      }
    }
    return side
  }

  /// `text` with block `i` resolved to ours when bit `i` of `choice` is 0, else to theirs.
  static func resolve(_ text: String, choice: Int) -> String {
    var out: [Substring] = []
    var state = 0  // 0 outside, 1 in ours, 2 in theirs
    var block = -1
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("<<<<<<<") {
        state = 1
        block += 1
      } else if line == "=======" {
        state = 2
      } else if line.hasPrefix(">>>>>>>") {
        state = 0
      } else {
        let theirs = (choice >> block) & 1 == 1
        if state == 0 || (state == 1 && !theirs) || (state == 2 && theirs) { out.append(line) }
      }
    }
    return out.joined(separator: "\n")
  }

  @Test func everyResolutionOfRandomEditsReads() throws {
    var g = SplitMix64(seed: 25)
    var conflicted = 0
    for round in 0..<400 {
      var base: [ButtonRecord] = []
      for name in Self.pool.shuffled(using: &g).prefix(Int.random(in: 0...5, using: &g)) {
        base.append(Self.button(name, &g))
      }
      let ours = Self.edit(base, &g)
      let theirs = Self.edit(base, &g)
      let merge = CatalogMerge(base: base, ours: ours, theirs: theirs)
      let text = merge.text
      let blocks = ConflictMarkers.find(in: text).filter { $0.text.hasPrefix("<<<<<<<") }.count
      #expect(blocks <= 10, "round \(round)")
      if merge.isClean { #expect(blocks == 0, "round \(round)") } else { conflicted += 1 }
      // A merged button stands outside every block.
      let mergedNames = merge.entries.compactMap { entry -> String? in
        if case .merged(let r) = entry { return r.name }
        return nil
      }
      for choice in 0..<(1 << blocks) {
        let resolved = Self.resolve(text, choice: choice)
        var names: [String] = []
        do {
          try withBytes(resolved) { bytes in
            try CatalogDocument.read(bytes, source: "resolved") { record, _ in
              names.append(record.name)
              return true
            }
          }
        } catch {
          Issue.record("round \(round), choice \(choice): \(error)\n\(resolved)")
          return
        }
        #expect(Set(names).count == names.count, "round \(round), choice \(choice): \(names)")
        #expect(Set(mergedNames).isSubset(of: names), "round \(round)")
      }
    }
    #expect(conflicted > 50)
  }

  /// Two delete/modify conflicts side by side at the end, and a clean button between two
  /// conflicts: no trailing comma, the clean button once, outside the blocks.
  @Test func adjacentDeleteModifyConflictsAndACleanButtonBetween() throws {
    let base = ["a", "b", "c", "d"].map { T.record($0) }
    let ours = [T.record("a", spacing: 8), T.record("b", spacing: 9)]
    let theirs = [
      T.record("a", spacing: 7), T.record("b"), T.record("c", spacing: 6),
      T.record("d", spacing: 5),
    ]
    let merge = CatalogMerge(base: base, ours: ours, theirs: theirs)
    #expect(merge.conflicts.count == 3)
    let text = merge.text
    for choice in 0..<8 {
      let resolved = Self.resolve(text, choice: choice)
      try withBytes(resolved) { bytes in
        try CatalogDocument.read(bytes, source: "resolved") { _, _ in true }
      }
    }
    let between = try #require(text.range(of: "=======")).lowerBound
    #expect(!text[..<between].contains("\"name\": \"b\""))
    #expect(text.components(separatedBy: "\"name\": \"b\"").count == 2)
  }

  /// A rename onto a name a conflicting button takes is a conflict: keeping ours would leave
  /// two buttons named `x`.
  @Test func aRenameOntoAConflictingButtonsNameIsAConflict() throws {
    let base = [T.record("a"), T.record("x")]
    // Ours renames `a` to `y`; theirs deletes `a` and adds another `y`: the rename against the
    // deletion is a conflict, and its ours meets the new `y`.
    let oursSide = [T.record("y"), T.record("x")]
    let theirsSide = [T.record("x"), T.record("y", spacing: 2)]
    let merge = CatalogMerge(base: base, ours: oursSide, theirs: theirsSide)
    #expect(merge.conflicts.contains { $0.hasPrefix("'y': two buttons have this name") })
    let text = merge.text
    let blocks = ConflictMarkers.find(in: text).filter { $0.text.hasPrefix("<<<<<<<") }.count
    for choice in 0..<(1 << blocks) {
      var names: [String] = []
      try withBytes(Self.resolve(text, choice: choice)) { bytes in
        try CatalogDocument.read(bytes, source: "resolved") { record, _ in
          names.append(record.name)
          return true
        }
      }
      #expect(Set(names).count == names.count, "\(names)")
    }
  }

  /// A conflict message shows a long value cut, with its length.
  @Test func conflictMessagesAreBounded() {
    var ours = T.record("a")
    ours.title = String(repeating: "o", count: 5000)
    var theirs = T.record("a")
    theirs.title = String(repeating: "t", count: 3000)
    let merge = CatalogMerge(base: [T.record("a")], ours: [ours], theirs: [theirs])
    #expect(merge.conflicts.count == 1)
    let message = merge.conflicts[0]
    #expect(message.count < 800, "\(message.count)")
    #expect(message.contains("(5002 characters)"))
    #expect(message.contains("(3002 characters)"))
  }
}
