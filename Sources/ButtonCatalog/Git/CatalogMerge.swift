import ButtonJSON
import ButtonLayout

/// A three-way merge of catalog documents, per button and per input: `merge BASE OURS THEIRS`,
/// git's merge driver for a committed document.
///
/// Buttons are matched by name, and across a rename (a side's button with the inputs of a base
/// button that side no longer has, as `CatalogDiff` finds renames). For a button on every side,
/// each input (each `RecordJSON` key, the name included) takes the side that changed it; an
/// input changed two ways is a conflict. A button deleted on one side and changed on the other,
/// and a name added on both sides with different inputs, are conflicts; so is a merged button
/// that breaks the rules of a button (`ButtonRecord.validate`), and two buttons left with one
/// name. The merged document is what `export` writes for the merged catalog (`text`): layouts
/// computed as `import` computes them, so it stays canonical.
package struct CatalogMerge: Sendable {
  /// One button of the result, or a conflict between two versions of some.
  package enum Entry: Sendable {
    case merged(ButtonRecord)
    /// The buttons each side keeps (the clean part of the merge in both): one each for a
    /// button changed two ways, none for a side that deleted it.
    case conflict(ours: [ButtonRecord], theirs: [ButtonRecord])
    /// Buttons that are not versions of one button, as each side keeps them, so each side's are
    /// written whole: every button of a group that would leave one name twice (a rename onto a
    /// name another button takes), or the conflicts of a document no button is sure to stay in
    /// (`Writer`).
    case whole(ours: [ButtonRecord], theirs: [ButtonRecord])

    /// The buttons each side of a conflict keeps; `nil` for a merged button.
    var sides: (ours: [ButtonRecord], theirs: [ButtonRecord])? {
      switch self {
      case .merged: nil
      case .conflict(let ours, let theirs), .whole(let ours, let theirs): (ours, theirs)
      }
    }

    var name: String {
      switch self {
      case .merged(let r): r.name
      case .conflict(let ours, let theirs), .whole(let ours, let theirs):
        (ours.first ?? theirs.first)?.name ?? ""
      }
    }

    /// Every name this entry may leave, whichever side a conflict keeps.
    var names: Set<String> {
      guard let sides else { return [name] }
      return Set((sides.ours + sides.theirs).map(\.name))
    }

    /// Whether every resolution leaves at least one button here.
    var alwaysLeavesAButton: Bool {
      guard let sides else { return true }
      return !sides.ours.isEmpty && !sides.theirs.isEmpty
    }
  }

  /// In natural name order.
  package private(set) var entries: [Entry] = []
  /// Every conflict, one sentence each, naming the button and the inputs.
  package internal(set) var conflicts: [String] = []

  package var isClean: Bool { conflicts.isEmpty }
  /// Whether the merged document is written without computed layouts (an inputs-only
  /// document, `CatalogDocument.write`'s `inputsOnly`).
  package var inputsOnly = false

  /// The merged team settings (`CatalogMerge+Settings.swift`).
  package internal(set) var settings = CatalogSettings()
  /// Each side's settings, the clean keys merged, when a key changed two ways.
  var settingsConflict: (ours: CatalogSettings, theirs: CatalogSettings)?

  /// Merges the records of three documents (each without duplicate names), and their
  /// `settings`, per key.
  package init(
    base: [ButtonRecord], ours: [ButtonRecord], theirs: [ButtonRecord],
    settings: Sides<CatalogSettings> = Sides()
  ) {
    defer { mergeSettings(settings) }
    let oursMatch = Self.match(base, ours)
    let theirsMatch = Self.match(base, theirs)
    var result: [Entry] = []
    for (i, b) in base.enumerated() {
      let o = oursMatch.ofBase[i].map { ours[$0] }
      let t = theirsMatch.ofBase[i].map { theirs[$0] }
      if let entry = resolve(base: b, ours: o, theirs: t) { result.append(entry) }
    }
    // Buttons new on one side (not renames), or on both.
    let oursNew = ours.indices.filter { !oursMatch.matched.contains($0) }.map { ours[$0] }
    let theirsNew = Dictionary(
      theirs.indices.filter { !theirsMatch.matched.contains($0) }.map {
        (theirs[$0].name, theirs[$0])
      },
      uniquingKeysWith: { x, _ in x })
    var taken = Set<String>()
    for o in oursNew {
      let t = theirsNew[o.name]
      if t != nil { taken.insert(o.name) }
      if let entry = resolve(base: nil, ours: o, theirs: t) { result.append(entry) }
    }
    for t in theirs.indices.filter({ !theirsMatch.matched.contains($0) }).map({ theirs[$0] })
    where !taken.contains(t.name) {
      result.append(.merged(t))
    }
    entries = Self.joiningSharedNames(result, &conflicts)
      .sorted { NaturalOrder.less($0.name, $1.name) }
    conflicts.sort()
  }

  /// An empty merge (no entries, no conflicts), for a merge streamed entry by entry.
  init(settings: Sides<CatalogSettings>) {
    mergeSettings(settings)
  }

  /// The entry of one button as each side has it (`nil`: not there; matched by name, or
  /// across a rename), or `nil` when it leaves nothing (deleted, and not changed on the other
  /// side); a conflict is listed in `conflicts`.
  mutating func resolve(base b: ButtonRecord?, ours o: ButtonRecord?, theirs t: ButtonRecord?)
    -> Entry?
  {
    switch (b, o, t) {
    case (_, nil, nil): return nil
    case (let b?, nil, let t?):
      let changes = Self.changedKeys(b, t)
      if changes.isEmpty { return nil }
      conflicts.append(
        "\(Self.quoted(b.name)): deleted in ours, changed in theirs (\(changes.joined(separator: ", ")))"
      )
      return .conflict(ours: [], theirs: [t])
    case (let b?, let o?, nil):
      let changes = Self.changedKeys(b, o)
      if changes.isEmpty { return nil }
      conflicts.append(
        "\(Self.quoted(b.name)): changed in ours (\(changes.joined(separator: ", "))), deleted in theirs"
      )
      return .conflict(ours: [o], theirs: [])
    case (let b?, let o?, let t?): return mergeFields(base: b, ours: o, theirs: t)
    case (nil, let o?, nil): return .merged(o)
    case (nil, nil, let t?): return .merged(t)
    case (nil, let o?, let t?):
      let changes = Self.changedKeys(o, t)
      if changes.isEmpty { return .merged(o) }
      conflicts.append(
        "\(Self.quoted(o.name)): added in ours and in theirs with different inputs (\(changes.joined(separator: ", ")))"
      )
      return .conflict(ours: [o], theirs: [t])
    }
  }

  /// The entries with every group that could leave one name twice (two entries that may
  /// leave the same name, whichever sides are kept, and the entries linked to them so) made
  /// one conflict: its ours keeps each conflict's ours then the merged buttons, its theirs each
  /// conflict's theirs then the merged buttons from the last; on each side the first button of
  /// a name stays. So every resolution leaves each name once.
  static func joiningSharedNames(_ entries: [Entry], _ conflicts: inout [String]) -> [Entry] {
    var parent = Array(entries.indices)
    func root(_ i: Int) -> Int {
      var i = i
      while parent[i] != i {
        parent[i] = parent[parent[i]]
        i = parent[i]
      }
      return i
    }
    var owner: [String: Int] = [:]
    var shared = Set<String>()
    for (i, entry) in entries.enumerated() {
      for name in entry.names {
        if let j = owner[name] {
          parent[root(i)] = root(j)
          shared.insert(name)
        } else {
          owner[name] = i
        }
      }
    }
    for name in shared.sorted(by: NaturalOrder.less) {
      conflicts.append("\(quoted(name)): two buttons have this name after the merge")
    }
    var groups: [Int: [Int]] = [:]
    for i in entries.indices { groups[root(i), default: []].append(i) }
    var result: [Entry] = []
    for i in entries.indices where root(i) == i {
      let members = groups[i]!.map { entries[$0] }
      guard members.count > 1 else {
        result.append(members[0])
        continue
      }
      var oursFirst: [ButtonRecord] = []
      var theirsFirst: [ButtonRecord] = []
      var merged: [ButtonRecord] = []
      for member in members {
        if let sides = member.sides {
          oursFirst += sides.ours
          theirsFirst += sides.theirs
        } else if case .merged(let r) = member {
          merged.append(r)
        }
      }
      func distinct(_ records: [ButtonRecord]) -> [ButtonRecord] {
        var seen = Set<String>()
        return records.filter { seen.insert($0.name).inserted }
          .sorted { NaturalOrder.less($0.name, $1.name) }
      }
      result.append(
        .whole(
          ours: distinct(oursFirst + merged), theirs: distinct(theirsFirst + merged.reversed())))
    }
    return result
  }

  /// Which base button each side's button is (by name, else as a rename), and which of the
  /// side's buttons are matched.
  private static func match(_ base: [ButtonRecord], _ side: [ButtonRecord])
    -> (ofBase: [Int?], matched: Set<Int>)
  {
    let byName = Dictionary(
      side.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { x, _ in x })
    var ofBase: [Int?] = base.map { byName[$0.name] }
    var matched = Set(ofBase.compactMap { $0 })
    let baseNames = Set(base.map(\.name))
    var candidates: [String: [Int]] = [:]
    for (i, r) in side.enumerated() where !baseNames.contains(r.name) {
      candidates[CatalogDiff.identity(r), default: []].append(i)
    }
    for (i, b) in base.enumerated() where ofBase[i] == nil {
      if let j = candidates[CatalogDiff.identity(b)]?.first(where: { !matched.contains($0) }) {
        ofBase[i] = j
        matched.insert(j)
      }
    }
    return (ofBase, matched)
  }

  /// The keys whose values differ between `a` and `b`.
  static func changedKeys(_ a: ButtonRecord, _ b: ButtonRecord) -> [String] {
    aligned([a, b]).filter { $0.values[0] != $0.values[1] }.map(\.key)
  }

  /// The records' members matched by key, in declaration order: every key some record has,
  /// with each record's value (`null` where it leaves the key out, as a button without a
  /// naming rank leaves out `namingOrder`), so that no value is paired with another key's.
  static func aligned(_ records: [ButtonRecord]) -> [(key: String, values: [JSONValue])] {
    let members = records.map {
      Dictionary(RecordJSON.members($0), uniquingKeysWith: { x, _ in x })
    }
    return ButtonInputs.encoders.map(\.key).compactMap { key in
      let values = members.map { $0[key] }
      guard values.contains(where: { $0 != nil }) else { return nil }
      return (key, values.map { $0 ?? .null })
    }
  }

  /// A button on every side, merged key by key.
  private mutating func mergeFields(base: ButtonRecord, ours: ButtonRecord, theirs: ButtonRecord)
    -> Entry
  {
    let writer = JSONWriter(pretty: false)
    var oursSide: [(String, JSONValue)] = []
    var theirsSide: [(String, JSONValue)] = []
    var conflicting: [String] = []
    for (key, values) in Self.aligned([base, ours, theirs]) {
      let (b, o, t) = (values[0], values[1], values[2])
      if o == t || t == b {
        oursSide.append((key, o))
        theirsSide.append((key, o))
      } else if o == b {
        oursSide.append((key, t))
        theirsSide.append((key, t))
      } else {
        oursSide.append((key, o))
        theirsSide.append((key, t))
        conflicting.append(
          "\(key) (base \(Self.bounded(writer.string(b))), ours \(Self.bounded(writer.string(o))), "
            + "theirs \(Self.bounded(writer.string(t))))")
      }
    }
    let name = Self.quoted(base.name)
    guard let mergedOurs = Self.record(oursSide), let mergedTheirs = Self.record(theirsSide) else {
      conflicts.append("\(name): the merged inputs do not make a button")
      return .conflict(ours: [ours], theirs: [theirs])
    }
    guard conflicting.isEmpty else {
      conflicts.append("\(name): changed in both: \(conflicting.joined(separator: "; "))")
      // A side whose clean part and own changes break a rule together keeps its own version
      // whole, so that keeping it leaves a document that imports.
      return .conflict(
        ours: [mergedOurs.validate().errors.isEmpty ? mergedOurs : ours],
        theirs: [mergedTheirs.validate().errors.isEmpty ? mergedTheirs : theirs])
    }
    let problems = mergedOurs.validate().errors
    guard problems.isEmpty else {
      conflicts.append(
        "\(name): the merged inputs break a rule: \(problems.map { Self.bounded($0.rendered(ButtonInputs.key(of:))) }.joined(separator: "; "))"
      )
      return .conflict(ours: [ours], theirs: [theirs])
    }
    return .merged(mergedOurs)
  }

  /// The record of a document's members, or `nil` when they do not decode.
  static func record(_ members: [(String, JSONValue)]) -> ButtonRecord? {
    RecordJSON.decode(.object(members), "", JSONReader())
  }

  static func quoted(_ name: String) -> String { "'\(bounded(name))'" }

  /// The longest value a conflict message shows whole, in characters.
  static let shownLength = 200

  /// `value` as a conflict message shows it: whole up to `shownLength` characters, else cut
  /// there with its length given (a title of 5 000 characters must not flood standard error).
  static func bounded(_ value: String) -> String {
    let count = value.count
    guard count > shownLength else { return value }
    return String(value.prefix(shownLength)) + "… (\(count) characters)"
  }
}
