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
public struct CatalogMerge: Sendable {
  /// One button of the result, or a conflict between two versions of one.
  public enum Entry: Sendable {
    case merged(ButtonRecord)
    /// The two versions (the clean part of the merge in both); `nil` for a side that deleted it.
    case conflict(ours: ButtonRecord?, theirs: ButtonRecord?)

    var name: String {
      switch self {
      case .merged(let r): r.name
      case .conflict(let ours, let theirs): (ours ?? theirs)?.name ?? ""
      }
    }
  }

  /// In natural name order.
  public private(set) var entries: [Entry] = []
  /// Every conflict, one sentence each, naming the button and the inputs.
  public internal(set) var conflicts: [String] = []

  public var isClean: Bool { conflicts.isEmpty }

  /// The merged team settings (`CatalogMerge+Settings.swift`).
  public internal(set) var settings = CatalogSettings()
  /// Each side's settings, the clean keys merged, when a key changed two ways.
  var settingsConflict: (ours: CatalogSettings, theirs: CatalogSettings)?

  /// Merges the records of three documents (each without duplicate names), and their
  /// `settings`, per key.
  public init(
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
      switch (o, t) {
      case (nil, nil): continue
      case (nil, let t?):
        let changes = Self.changedKeys(b, t)
        if changes.isEmpty { continue }
        conflicts.append(
          "\(Self.quoted(b.name)): deleted in ours, changed in theirs (\(changes.joined(separator: ", ")))"
        )
        result.append(.conflict(ours: nil, theirs: t))
      case (let o?, nil):
        let changes = Self.changedKeys(b, o)
        if changes.isEmpty { continue }
        conflicts.append(
          "\(Self.quoted(b.name)): changed in ours (\(changes.joined(separator: ", "))), deleted in theirs"
        )
        result.append(.conflict(ours: o, theirs: nil))
      case (let o?, let t?):
        result.append(mergeFields(base: b, ours: o, theirs: t))
      }
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
      guard let t = theirsNew[o.name] else {
        result.append(.merged(o))
        continue
      }
      taken.insert(o.name)
      let changes = Self.changedKeys(o, t)
      if changes.isEmpty {
        result.append(.merged(o))
      } else {
        conflicts.append(
          "\(Self.quoted(o.name)): added in ours and in theirs with different inputs (\(changes.joined(separator: ", ")))"
        )
        result.append(.conflict(ours: o, theirs: t))
      }
    }
    for t in theirs.indices.filter({ !theirsMatch.matched.contains($0) }).map({ theirs[$0] })
    where !taken.contains(t.name) {
      result.append(.merged(t))
    }
    // Two buttons left with one name (a rename onto a name the other side added).
    var byName: [String: [Int]] = [:]
    for (i, entry) in result.enumerated() { byName[entry.name, default: []].append(i) }
    var dropped = Set<Int>()
    for (name, indices) in byName where indices.count > 1 {
      let records = indices.compactMap { i -> ButtonRecord? in
        if case .merged(let r) = result[i] { return r }
        return nil
      }
      guard records.count == indices.count else { continue }
      conflicts.append("\(Self.quoted(name)): two buttons have this name after the merge")
      result[indices[0]] = .conflict(ours: records[0], theirs: records[1])
      dropped.formUnion(indices.dropFirst())
    }
    entries = result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
      .sorted { NaturalOrder.less($0.name, $1.name) }
    conflicts.sort()
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

  /// The inputs' JSON members of a record, in declaration order.
  private static func members(_ r: ButtonRecord) -> [(String, JSONValue)] {
    RecordJSON.encode(r).objectValue ?? []
  }

  /// The keys whose values differ between `a` and `b`.
  static func changedKeys(_ a: ButtonRecord, _ b: ButtonRecord) -> [String] {
    zip(members(a), members(b)).filter { $0.0.1 != $0.1.1 }.map(\.0.0)
  }

  /// A button on every side, merged key by key.
  private mutating func mergeFields(base: ButtonRecord, ours: ButtonRecord, theirs: ButtonRecord)
    -> Entry
  {
    let writer = JSONWriter(pretty: false)
    var oursSide: [(String, JSONValue)] = []
    var theirsSide: [(String, JSONValue)] = []
    var conflicting: [String] = []
    for ((key, b), ((_, o), (_, t))) in zip(
      Self.members(base), zip(Self.members(ours), Self.members(theirs)))
    {
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
          "\(key) (base \(writer.string(b)), ours \(writer.string(o)), theirs \(writer.string(t)))")
      }
    }
    let name = Self.quoted(base.name)
    guard let mergedOurs = Self.record(oursSide), let mergedTheirs = Self.record(theirsSide) else {
      conflicts.append("\(name): the merged inputs do not make a button")
      return .conflict(ours: ours, theirs: theirs)
    }
    guard conflicting.isEmpty else {
      conflicts.append("\(name): changed in both: \(conflicting.joined(separator: "; "))")
      return .conflict(ours: mergedOurs, theirs: mergedTheirs)
    }
    let problems = mergedOurs.validate().errors
    guard problems.isEmpty else {
      conflicts.append(
        "\(name): the merged inputs break a rule: \(problems.map { $0.rendered(ButtonInputs.key(of:)) }.joined(separator: "; "))"
      )
      return .conflict(ours: ours, theirs: theirs)
    }
    return .merged(mergedOurs)
  }

  /// The record of a document's members, or `nil` when they do not decode.
  private static func record(_ members: [(String, JSONValue)]) -> ButtonRecord? {
    RecordJSON.decode(.object(members), "", JSONReader())
  }

  private static func quoted(_ name: String) -> String { "'\(name)'" }

  /// The merged document: `export`'s bytes for the merged catalog when there is no conflict;
  /// else each conflict between standard markers (`<<<<<<< ours`, `=======`, `>>>>>>> theirs`),
  /// each side a whole button as `export` writes it (the side that deleted it empty), with the
  /// comma it needs where it stands, so that keeping one side leaves a document.
  public var text: String {
    guard !entries.isEmpty else { return end(count: 0) }
    func body(_ record: ButtonRecord) -> String {
      var text = ""
      CatalogDocument.appendButtonBody(
        record, layouts: PreparedButton(record).layouts.map(\.json), into: &text)
      return text
    }
    var parts: [String] = []
    var entries = entries
    // A last conflict with a deleted side would leave the comma of the button before it with
    // nothing after it: that button goes into the block, on both sides, with and without it.
    var carried: String?
    if entries.count > 1, case .conflict(let ours, let theirs) = entries[entries.count - 1],
      ours == nil || theirs == nil, case .merged(let previous) = entries[entries.count - 2]
    {
      carried = body(previous)
      entries.remove(at: entries.count - 2)
    }
    for (i, entry) in entries.enumerated() {
      let comma = i < entries.count - 1 ? "," : ""
      switch entry {
      case .merged(let record): parts.append(body(record) + comma)
      case .conflict(let ours, let theirs):
        var block = "<<<<<<< ours\n"
        for (index, side) in [ours, theirs].enumerated() {
          if let carried { block += carried + (side == nil ? "" : ",") + "\n" }
          if let side { block += body(side) + comma + "\n" }
          if index == 0 { block += "=======\n" }
        }
        block += ">>>>>>> theirs"
        parts.append(block)
      }
    }
    return CatalogDocument.head + "\n" + parts.joined(separator: "\n") + end(count: 1)
  }
}
