import ButtonLayout

/// `diff` of two sides walked in name order one button at a time (`DiffSide`: documents,
/// sorted or not, and catalogs): the same result as `CatalogDiff(from:to:)` over the whole
/// sides, in two passes, so memory does not grow with the buttons' inputs and layouts. The
/// first pass (`head`) finds the buttons added, removed and renamed and which changed; the
/// second (`change`) lays out each changed pair, for the caller to write one at a time.
///
/// Renames are found from the indices' input hashes: only a removed and an added button
/// whose hashes agree are read again, to compare their inputs.
extension CatalogDiff {
  /// The diff without its `changed` buttons, and the changed pairs: the index of each in `a`
  /// and in `b`, in `b`'s name order.
  package static func head(_ a: DiffSide, _ b: DiffSide) throws(CatalogError)
    -> (diff: CatalogDiff, changed: [(Int, Int)])
  {
    var diff = CatalogDiff()
    let (gone, new, matched) = DocumentIndex.match(a.index, b.index)
    var pairs = matched
    let (left, right) = (a.index.buttons, b.index.buttons)
    // Renames: the same inputs but for the name, paired in name order (as the whole diff
    // pairs them); a hash alike is only a candidate.
    var candidates: [Int: [Int]] = [:]
    for (k, j) in new.enumerated() { candidates[right[j].identity, default: []].append(k) }
    var taken = Set<Int>()
    for i in gone {
      var found: Int?
      if let ks = candidates[left[i].identity] {
        let identity = CatalogDiff.identity(try a.record(i))
        for k in ks where !taken.contains(k) {
          if CatalogDiff.identity(try b.record(new[k])) == identity {
            found = k
            break
          }
        }
      }
      if let k = found {
        taken.insert(k)
        diff.renamed.append(Rename(from: left[i].name, to: right[new[k]].name))
        pairs.append((i, new[k]))
      } else {
        diff.removed.append(left[i].name)
      }
    }
    diff.added = new.enumerated().filter { !taken.contains($0.offset) }.map {
      right[$0.element].name
    }
    pairs.sort { $0.1 < $1.1 }
    var changed: [(Int, Int)] = []
    for (i, j) in pairs {
      let old: Snapshot.Button
      let new: Snapshot.Button
      if a.computesLayouts, b.computesLayouts {
        // Inputs alike are laid out alike: only the inputs tell whether a button changed.
        old = Snapshot.Button(record: try a.record(i), layouts: [])
        new = Snapshot.Button(record: try b.record(j), layouts: [])
      } else {
        old = try a.button(i)
        new = try b.button(j)
      }
      if change(old, new) != nil { changed.append((i, j)) }
    }
    diff.settings = CatalogSettings.Key.allCases.compactMap { key in
      a.index.settings[key] == b.index.settings[key]
        ? nil
        : SettingChange(key: key, from: a.index.settings[key], to: b.index.settings[key])
    }
    return (diff, changed)
  }

  /// The change of a pair `head` found changed, each laid out as its side lays it out.
  package static func change(_ a: DiffSide, _ i: Int, _ b: DiffSide, _ j: Int)
    throws(CatalogError) -> ButtonChange?
  {
    change(try a.button(i), try b.button(j))
  }

  private typealias Snapshot = CatalogSnapshot

  private init() {}
}
