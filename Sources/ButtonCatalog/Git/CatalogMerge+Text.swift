import ButtonJSON
import ButtonLayout

/// The merged document, written entry by entry (`CatalogMerge.Writer`), so a merge that walks
/// three sorted documents holds one button at a time.
///
/// Without conflicts it is `export`'s bytes for the merged catalog. A conflict between one
/// button on each side marks only the lines that differ (one input a line; the computed
/// `layouts` as one piece) between standard markers (`<<<<<<< ours`, `=======`,
/// `>>>>>>> theirs`), in as many blocks as keep every combination of sides a button that
/// imports (else one block; inputs measured together always in one, `measuredTogether`); any other conflict (a side that deleted the button, or several
/// buttons that would share a name) holds each side's whole buttons, the side that deleted one
/// empty. Commas: a button that every resolution keeps (a merged one, or a conflict with a
/// button on both sides) anchors them: before the last such button each button ends with its
/// comma, after it each (only conflicts are there) starts with one; when no button is sure to
/// stay, the conflicts are one block. So keeping either side of each block, in any
/// combination, leaves a document. A merged button is never in a block.
extension CatalogMerge {
  /// The merged document (see above).
  package var text: String {
    var text = ""
    var writer = Writer(self) { text += $0 }
    for entry in entries { writer.add(entry) }
    writer.finish()
    return text
  }

  /// Writes a merged document entry by entry, in name order: the entries every resolution
  /// keeps a button of (anchors) go out as the next one comes; the conflicts between them wait
  /// (they need to know whether an anchor follows).
  package struct Writer {
    private let merge: CatalogMerge
    private let write: (String) -> Void
    private var started = false
    /// The last anchor, written but for its comma.
    private var anchor: Entry?
    /// The conflicts since the last anchor (or the start) that may leave no button.
    private var waiting: [Entry] = []

    package init(_ merge: CatalogMerge, write: @escaping (String) -> Void) {
      self.merge = merge
      self.write = write
    }

    /// Where an entry stands from the last anchor: its comma follows it, it has none, or it
    /// starts with one.
    private enum Place { case before, last, after }

    package mutating func add(_ entry: Entry) {
      guard entry.alwaysLeavesAButton else {
        waiting.append(entry)
        return
      }
      if let anchor { emit(anchor, .before) }
      for entry in waiting { emit(entry, .before) }
      waiting.removeAll()
      anchor = entry
    }

    package mutating func finish() {
      if let anchor {
        emit(anchor, .last)
        for entry in waiting { emit(entry, .after) }
      } else if !waiting.isEmpty {
        var ours: [ButtonRecord] = []
        var theirs: [ButtonRecord] = []
        for case (let o, let t)? in waiting.map(\.sides) {
          ours += o
          theirs += t
        }
        emit(.whole(ours: ours, theirs: theirs), .last)
      } else {
        write(merge.end(count: 0))
        return
      }
      write(merge.end(count: 1))
    }

    private mutating func emit(_ entry: Entry, _ place: Place) {
      write(
        (started ? "\n" : CatalogDocument.head + "\n")
          + merge.part(entry, place == .before, place == .after))
      started = true
    }
  }

  /// One entry of the document: `comma` after it, or `leading` (a comma line before each side).
  func part(_ entry: Entry, _ comma: Bool, _ leading: Bool) -> String {
    func piece(_ records: [ButtonRecord]) -> String {
      guard !records.isEmpty else { return "" }
      let buttons = records.map(body).joined(separator: ",\n")
      return comma ? buttons + "," : leading ? "    ,\n" + buttons : buttons
    }
    switch entry {
    case .merged(let record): return piece([record])
    case .conflict(let ours, let theirs) where ours.count == 1 && theirs.count == 1:
      return inline(ours[0], theirs[0]) + (comma ? "," : "")
    case .conflict(let ours, let theirs), .whole(let ours, let theirs):
      var block = "<<<<<<< ours\n"
      for (index, side) in [ours, theirs].enumerated() {
        let text = piece(side)
        if !text.isEmpty { block += text + "\n" }
        if index == 0 { block += "=======\n" }
      }
      return block + ">>>>>>> theirs"
    }
  }

  /// A button as `export` writes it (layouts computed as `import` computes them, unless
  /// `inputsOnly`), from its `{` to its `}`.
  func body(_ record: ButtonRecord) -> String {
    var text = ""
    CatalogDocument.appendButtonBody(record, layouts: layouts(record), into: &text)
    return text
  }

  private func layouts(_ record: ButtonRecord) -> [String]? {
    inputsOnly ? nil : PreparedButton(record).layouts.map(\.json)
  }

  /// One button of each side in one body: the lines both sides write alike once, the others
  /// between markers, a block per run of differing lines when every combination of sides makes
  /// a button (at most `maximumBlocks` runs), else one block from the first to the last.
  func inline(_ ours: ButtonRecord, _ theirs: ButtonRecord) -> String {
    let last = inputsOnly
    let o = Dictionary(
      CatalogDocument.inputLines(ours, last: last), uniquingKeysWith: { x, _ in x })
    let t = Dictionary(
      CatalogDocument.inputLines(theirs, last: last), uniquingKeysWith: { x, _ in x })
    // Lines in document order: each the same on both sides, or differing.
    var lines: [(ours: String, theirs: String, key: String?)] = []
    for key in ButtonInputs.encoders.map(\.key) where o[key] != nil || t[key] != nil {
      lines.append((o[key] ?? "", t[key] ?? "", key))
    }
    if !inputsOnly {
      func section(_ record: ButtonRecord) -> String {
        var text = ""
        CatalogDocument.appendLayouts(layouts(record) ?? [], into: &text)
        return text + "\n"
      }
      lines.append((section(ours), section(theirs), nil))
    }
    // Runs of differing lines.
    var runs: [Range<Int>] = []
    for (i, line) in lines.enumerated() where line.ours != line.theirs {
      if let r = runs.last, r.upperBound == i {
        runs[runs.count - 1] = r.lowerBound..<(i + 1)
      } else {
        runs.append(i..<(i + 1))
      }
    }
    runs = Self.joiningMeasuredTogether(runs, lines.map(\.key))
    if runs.count > 1, !everyCombinationMakesAButton(ours, theirs, lines, runs) {
      runs = [runs[0].lowerBound..<runs[runs.count - 1].upperBound]
    }
    var text = "    {\n"
    var i = 0
    for run in runs {
      while i < run.lowerBound {
        text += lines[i].ours
        i += 1
      }
      text +=
        "<<<<<<< ours\n" + lines[run].map(\.ours).joined() + "=======\n"
        + lines[run].map(\.theirs).joined() + ">>>>>>> theirs\n"
      i = run.upperBound
    }
    while i < lines.count {
      text += lines[i].ours
      i += 1
    }
    return text + "    }"
  }

  /// The inputs measured together, each group with the values measured from it (the title,
  /// its font and its measured size; the image and its size): a block holds all of a group's
  /// differing lines, so no resolution keeps one side's title with the other's size.
  static let measuredTogether: [Set<String>] = {
    let groups: [[ButtonField]] = [
      [
        .title, .titleSource, .font, .fontWeight, .fallbackFont, .fontSize, .titleSize,
        .titleDigest,
      ],
      [.imageSource, .image, .imageSize, .imageDigest],
    ]
    return groups.map { fields in Set(fields.compactMap { ButtonInputs.byField[$0]?.key }) }
  }()

  /// `runs` (sorted, apart) with the runs that hold lines of one `measuredTogether` group
  /// joined into one, from the first's start to the last's end; `keys`: each line's input.
  static func joiningMeasuredTogether(_ runs: [Range<Int>], _ keys: [String?]) -> [Range<Int>] {
    func groups(_ run: Range<Int>) -> Set<Int> {
      Set(
        keys[run].compactMap { $0 }.flatMap { key in
          measuredTogether.indices.filter { measuredTogether[$0].contains(key) }
        })
    }
    var joined: [Range<Int>] = []
    for run in runs {
      // A run sharing a group with an earlier one takes it and every run between.
      let shared = groups(run)
      if let first = joined.firstIndex(where: { !groups($0).isDisjoint(with: shared) }) {
        let start = joined[first].lowerBound
        joined.removeSubrange(first...)
        joined.append(start..<run.upperBound)
      } else {
        joined.append(run)
      }
    }
    return joined
  }

  /// The most blocks one button's conflict is split into.
  static let maximumBlocks = 4

  /// Whether keeping ours or theirs of each run, in every combination, leaves inputs that make
  /// a button (`ButtonRecord.validate`).
  private func everyCombinationMakesAButton(
    _ ours: ButtonRecord, _ theirs: ButtonRecord,
    _ lines: [(ours: String, theirs: String, key: String?)], _ runs: [Range<Int>]
  ) -> Bool {
    guard runs.count <= Self.maximumBlocks else { return false }
    let o = Dictionary(RecordJSON.members(ours), uniquingKeysWith: { x, _ in x })
    let t = Dictionary(RecordJSON.members(theirs), uniquingKeysWith: { x, _ in x })
    for choice in 0..<(1 << runs.count) {
      var fromTheirs = Set<String>()
      for (index, run) in runs.enumerated() where (choice >> index) & 1 == 1 {
        for line in lines[run] { if let key = line.key { fromTheirs.insert(key) } }
      }
      let members = ButtonInputs.encoders.map(\.key).compactMap { key -> (String, JSONValue)? in
        let value = fromTheirs.contains(key) ? t[key] : o[key]
        return value.map { (key, $0) }
      }
      guard let record = Self.record(members), record.validate().errors.isEmpty else {
        return false
      }
    }
    return true
  }
}
