import ButtonLayout

/// A three-way merge that walks three documents in name order (`DocumentIndex`: a document
/// out of order is read at each button's bytes), holding one button of each side at a time,
/// and writes the merged document as it goes (`Writer`): the same bytes and conflicts as
/// `CatalogMerge(base:ours:theirs:)` over the whole documents.
///
/// Renames are found first from the indices' input hashes (only the buttons whose hashes
/// agree are read, to compare their inputs), as the whole merge pairs them. The entries of a
/// renamed button, and of the buttons new on a side whose names such an entry may leave, are
/// resolved first and held (joined where they could leave one name twice) until the walk
/// reaches their names; every other button is matched by name in the walk.
extension CatalogMerge {
  /// Merges three documents, writing the merged document to `write`; returns the merge (its
  /// conflicts and settings; no entries).
  package static func streamed(
    base: IndexedDocument, ours: IndexedDocument, theirs: IndexedDocument, inputsOnly: Bool,
    write: @escaping (String) -> Void
  ) throws(CatalogError) -> CatalogMerge {
    let documents = [base, ours, theirs]
    var merge = CatalogMerge(
      settings: Sides(
        base: base.index.settings, ours: ours.index.settings, theirs: theirs.index.settings))
    merge.inputsOnly = inputsOnly
    // Of each base button renamed on a side, that side's button.
    let renames: [[Int: Int]] = [[:], try Self.renames(base, ours), try Self.renames(base, theirs)]
    let renamed = renames.map { Set($0.values) }
    var held = try merge.held(documents, renames)
    let names = Set(held.flatMap(\.names))
    held = joiningSharedNames(held, &merge.conflicts)
      .sorted { NaturalOrder.less($1.name, $0.name) }
    var writer = Writer(merge, write: write)
    var next = [0, 0, 0]
    while true {
      var name: String?
      for (side, document) in documents.enumerated() where next[side] < document.index.buttons.count
      {
        let candidate = document.index.buttons[next[side]].name
        if name.map({ NaturalOrder.less(candidate, $0) }) ?? true { name = candidate }
      }
      guard let name else { break }
      while let last = held.last, NaturalOrder.less(last.name, name) {
        writer.add(held.removeLast())
      }
      // A base button renamed on a side, and every button of its name, is held; so is a new
      // button whose name a held entry may leave.
      let inBase =
        next[0] < base.index.buttons.count && base.index.buttons[next[0]].name == name
      let skipped =
        inBase ? renames[1][next[0]] != nil || renames[2][next[0]] != nil : names.contains(name)
      var records: [ButtonRecord?] = [nil, nil, nil]
      for (side, document) in documents.enumerated()
      where next[side] < document.index.buttons.count
        && document.index.buttons[next[side]].name == name
      {
        if !skipped, !renamed[side].contains(next[side]) {
          records[side] = try document.record(next[side])
        }
        next[side] += 1
      }
      if let entry = merge.resolve(base: records[0], ours: records[1], theirs: records[2]) {
        writer.add(entry)
      }
    }
    while let last = held.popLast() { writer.add(last) }
    writer.finish()
    merge.conflicts.sort()
    return merge
  }

  /// Which base button (by index) `side` renamed, and its index there: a base button whose
  /// name `side` does not have, paired with the first button new on `side` (in document
  /// order, base buttons taken in theirs) with its inputs but for the name.
  static func renames(_ base: IndexedDocument, _ side: IndexedDocument) throws(CatalogError)
    -> [Int: Int]
  {
    let (left, right) = (base.index.buttons, side.index.buttons)
    let (gone, new, _) = DocumentIndex.match(base.index, side.index)
    guard !gone.isEmpty, !new.isEmpty else { return [:] }
    var candidates: [Int: [Int]] = [:]
    for j in new.sorted(by: { right[$0].position < right[$1].position }) {
      candidates[right[j].identity, default: []].append(j)
    }
    var matched: [Int: Int] = [:]
    var taken = Set<Int>()
    for i in gone.sorted(by: { left[$0].position < left[$1].position }) {
      guard let js = candidates[left[i].identity] else { continue }
      let identity = CatalogDiff.identity(try base.record(i))
      for j in js where !taken.contains(j) {
        if CatalogDiff.identity(try side.record(j)) == identity {
          matched[i] = j
          taken.insert(j)
          break
        }
      }
    }
    return matched
  }

  /// The entries the walk does not resolve (see above), in the whole merge's order: each
  /// renamed base button's (in base order), then of the new buttons whose names those may
  /// leave, ours's (in ours's order, with theirs's of the same name) and theirs's left.
  private mutating func held(_ documents: [IndexedDocument], _ renames: [[Int: Int]])
    throws(CatalogError) -> [Entry]
  {
    let base = documents[0]
    let renamed = Set(renames[1].keys).union(renames[2].keys)
    guard !renamed.isEmpty else { return [] }
    var held: [Entry] = []
    for i in renamed.sorted(by: {
      base.index.buttons[$0].position < base.index.buttons[$1].position
    }) {
      var records: [ButtonRecord?] = [try base.record(i), nil, nil]
      for side in 1...2 {
        let match = renames[side][i] ?? documents[side].index.find(base.index.buttons[i].name)
        if let match { records[side] = try documents[side].record(match) }
      }
      if let entry = resolve(base: records[0], ours: records[1], theirs: records[2]) {
        held.append(entry)
      }
    }
    let names = Set(held.flatMap(\.names))
    // The new buttons of those names (not in base, not a rename), in document order.
    func new(_ side: Int) -> [Int] {
      let buttons = documents[side].index.buttons
      let renamed = Set(renames[side].values)
      return buttons.indices.filter {
        names.contains(buttons[$0].name) && !renamed.contains($0)
          && base.index.find(buttons[$0].name) == nil
      }.sorted { buttons[$0].position < buttons[$1].position }
    }
    let theirsNew = new(2)
    var taken = Set<String>()
    for j in new(1) {
      let name = documents[1].index.buttons[j].name
      let t = theirsNew.first { documents[2].index.buttons[$0].name == name }
      if t != nil { taken.insert(name) }
      var theirs: ButtonRecord?
      if let t { theirs = try documents[2].record(t) }
      if let entry = resolve(base: nil, ours: try documents[1].record(j), theirs: theirs) {
        held.append(entry)
      }
    }
    for k in theirsNew where !taken.contains(documents[2].index.buttons[k].name) {
      held.append(.merged(try documents[2].record(k)))
    }
    return held
  }
}

extension CatalogMerge {
  /// Whether the merged document leaves its layouts out: as the merged `inputsOnly` setting
  /// says, else as ours is written (theirs when ours has no button; with layouts when neither
  /// has one).
  package static func writesInputsOnly(_ sides: Sides<DocumentIndex>) -> Bool {
    let settings = CatalogMerge(
      settings: Sides(
        base: sides.base.settings, ours: sides.ours.settings, theirs: sides.theirs.settings)
    ).settings
    if let set = settings.inputsOnly { return set }
    for side in [sides.ours, sides.theirs] where !side.buttons.isEmpty {
      return !side.hasLayouts
    }
    return false
  }
}
