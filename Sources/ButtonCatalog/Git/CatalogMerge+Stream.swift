import ButtonLayout

/// A three-way merge that walks three documents in name order (`DocumentIndex`: a document
/// out of order is read at each button's bytes), holding one button of each side at a time,
/// and writes the merged document as it goes (`Writer`): the same bytes and conflicts as
/// `CatalogMerge(base:ours:theirs:)` over the whole documents.
///
/// It applies when no side may hold a rename (`DocumentIndex.mayRename`): then every button
/// is matched by name. Otherwise the caller merges the whole documents.
extension CatalogMerge {
  /// Whether `streamed` merges these documents (see above).
  package static func canStream(_ sides: Sides<DocumentIndex>) -> Bool {
    !DocumentIndex.mayRename(sides.base, sides.ours)
      && !DocumentIndex.mayRename(sides.base, sides.theirs)
  }

  /// Merges three documents `canStream` accepts, writing the merged document to `write`;
  /// returns the merge (its conflicts and settings; no entries).
  package static func streamed(
    base: IndexedDocument, ours: IndexedDocument, theirs: IndexedDocument, inputsOnly: Bool,
    write: @escaping (String) -> Void
  ) throws(CatalogError) -> CatalogMerge {
    let documents = [base, ours, theirs]
    var merge = CatalogMerge(
      settings: Sides(
        base: base.index.settings, ours: ours.index.settings, theirs: theirs.index.settings))
    merge.inputsOnly = inputsOnly
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
      var records: [ButtonRecord?] = [nil, nil, nil]
      for (side, document) in documents.enumerated()
      where next[side] < document.index.buttons.count
        && document.index.buttons[next[side]].name == name
      {
        records[side] = try document.record(next[side])
        next[side] += 1
      }
      if let entry = merge.resolve(base: records[0], ours: records[1], theirs: records[2]) {
        writer.add(entry)
      }
    }
    writer.finish()
    merge.conflicts.sort()
    return merge
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
