import ButtonLayout

/// `diff` of two documents sorted by name, walked in step one button at a time: the same
/// result as `CatalogDiff(from:to:)` over the whole documents, in two passes, so memory does
/// not grow with the buttons' inputs and layouts. The first pass (`head`) finds the buttons
/// added and removed and which changed (by their inputs: a document's layouts are computed
/// from them); the second (`change`) lays out each changed pair, for the caller to write one
/// at a time.
///
/// It applies when both documents are sorted (as `export` writes them) and no button may be
/// a rename (`DocumentIndex.mayRename`); otherwise the caller compares the whole documents.
extension CatalogDiff {
  /// Whether `head` and `change` compare these documents (see above).
  package static func canStream(_ a: DocumentIndex, _ b: DocumentIndex) -> Bool {
    a.isSorted && b.isSorted && !DocumentIndex.mayRename(a, b)
  }

  /// The diff without its `changed` buttons (no renames), and the changed pairs: the index of
  /// each in `a` and in `b`, in name order.
  package static func head(_ a: IndexedDocument, _ b: IndexedDocument) throws(CatalogError)
    -> (diff: CatalogDiff, changed: [(Int, Int)])
  {
    var diff = CatalogDiff()
    var changed: [(Int, Int)] = []
    let (left, right) = (a.index.buttons, b.index.buttons)
    var (i, j) = (0, 0)
    while i < left.count || j < right.count {
      if j == right.count || (i < left.count && NaturalOrder.less(left[i].name, right[j].name)) {
        diff.removed.append(left[i].name)
        i += 1
      } else if i == left.count || left[i].name != right[j].name {
        diff.added.append(right[j].name)
        j += 1
      } else {
        // Inputs alike are laid out alike: only the inputs tell whether a button changed.
        let old = Snapshot.Button(record: try a.record(i), layouts: [])
        let new = Snapshot.Button(record: try b.record(j), layouts: [])
        if change(old, new) != nil { changed.append((i, j)) }
        i += 1
        j += 1
      }
    }
    diff.settings = CatalogSettings.Key.allCases.compactMap { key in
      a.index.settings[key] == b.index.settings[key]
        ? nil
        : SettingChange(key: key, from: a.index.settings[key], to: b.index.settings[key])
    }
    return (diff, changed)
  }

  /// The change of a pair `head` found changed, both laid out by the engine.
  package static func change(_ a: IndexedDocument, _ i: Int, _ b: IndexedDocument, _ j: Int)
    throws(CatalogError) -> ButtonChange?
  {
    change(
      Snapshot.Button(computing: try a.record(i)), Snapshot.Button(computing: try b.record(j)))
  }

  private typealias Snapshot = CatalogSnapshot

  private init() {}
}
