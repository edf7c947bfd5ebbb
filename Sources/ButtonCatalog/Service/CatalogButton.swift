import ButtonJSON
import ButtonLayout
import ButtonStore

/// How a button stands, as `list` shows it: invalid, else missing (a source file cannot be
/// read), else stale, else unmeasured, else the worst diagnostic of its chosen technique and
/// of every variant.
package enum ButtonStatus: String, Hashable, Sendable {
  case invalid, missing, stale
  /// A system-font title has no device measurement: the layouts that show it are pending.
  case unmeasured
  case error, warning, ok
}

/// A stored button as every reading command sees it (`list`, `show`, `export`, `check`,
/// `recompute`): the record with its tags, how its row is not a valid button, its stored
/// layouts, and whether they are current (`Catalog.staleness`, the one definition of stale).
///
/// What is read depends on the command (`Catalog.ReadParts`): `list` reads no layout, `show`
/// and `check` decode every one, the JSON export passes their text on as stored.
package struct CatalogButton: Sendable {
  package var record: ButtonRecord
  /// How the row is not a valid button (edited outside buttoncat or damaged), each problem
  /// naming the column, its layouts' JSON included. Nothing else is trusted then: staleness and
  /// severity are not looked at.
  package var problems: [String] = []
  /// Why the stored layouts are out of date (`StaleCause`); empty when they are current (or
  /// when staleness was not asked for).
  package var staleCauses: [StaleCause] = []
  /// The worst diagnostic of the chosen technique over its directions, from the stored
  /// layouts' summary columns (when asked for).
  package var worstSeverity: Diagnostic.Severity?
  /// The stored layouts' JSON, as stored (when asked for), in technique order, LTR first.
  package var storedLayouts: [String] = []
  /// The stored layouts, decoded (when asked for), in the same order.
  package var layouts: [TechniqueLayout] = []
  /// The stored variant layouts of the chosen technique (when asked for), base variant first;
  /// empty for a button without variant inputs.
  package var variants: [VariantLayout] = []
  /// The worst diagnostic over every variant (from the stored summary), or `nil` when there
  /// are no variants or none has a finding.
  package var worstVariantSeverity: Diagnostic.Severity?
  /// The source files that cannot be read (gone, or unreadable), each naming its input (when
  /// staleness was asked for): the stored values are kept, and the button is `missing`.
  package var missingSources: [SourceFailure] = []
  /// Why the last `recompute` could not re-measure the button (`remeasure_failures`), when
  /// staleness was asked for; empty once a recompute succeeded.
  package var recordedFailures: [SourceFailure] = []
  /// How many stored layouts wait for a device measurement of their title (`title_needs`;
  /// when staleness was asked for).
  package var pendingLayouts = 0
  /// The approximate digests (`SystemFonts.digestPrefix`) its titles record: titles measured
  /// from Apple's font files, not on a device (when staleness was asked for).
  package var approximateTitles: [String] = []
  /// The button's verdict over its chosen technique's base layouts and every variant, its
  /// accepted findings marked (`ButtonVerdict`): when the layouts were decoded, or when the
  /// stored summary alone cannot say it (`list` of a button with accepted findings).
  package var verdict: ButtonVerdict?
  var id: Int64
  /// What `Catalog.finishReading` still has to do (`ReadParts.deferred`).
  var deferred: Catalog.DeferredRead?

  /// A title of the button is laid out as approximate (measured from Apple's font files):
  /// the base title, or (when staleness was read) a variant's.
  package var isApproximate: Bool {
    SystemFonts.isApproximate(record.titleDigest) || !approximateTitles.isEmpty
  }

  init(id: Int64, record: ButtonRecord, problems: [String]) {
    self.id = id
    self.record = record
    self.problems = problems
  }

  /// The stored layouts are out of date: `staleCauses` is not empty.
  package var stale: Bool { !staleCauses.isEmpty }

  /// `list --stale` lists it: its layouts are out of date, or a recompute could not
  /// re-measure it.
  package var needsRecompute: Bool { stale || !recordedFailures.isEmpty }

  package var status: ButtonStatus {
    if !problems.isEmpty { return .invalid }
    if !missingSources.isEmpty { return .missing }
    if needsRecompute { return .stale }
    if record.isTitleUnmeasured || record.isImageUnmeasured || pendingLayouts > 0 {
      return .unmeasured
    }
    return ButtonStatus(
      verdict?.severity ?? [worstSeverity, worstVariantSeverity].compactMap({ $0 }).max())
  }
}

extension ButtonStatus {
  /// The status a layout verdict gives: its worst finding that counts (info counts as ok).
  package init(_ severity: Diagnostic.Severity?) {
    switch severity {
    case .error: self = .error
    case .warning: self = .warning
    default: self = .ok
    }
  }

  /// How `check --format json` and the data exports name it (`missing-source` for a source
  /// that cannot be read).
  package var reportName: String { self == .missing ? "missing-source" : rawValue }

  /// Whether `check` fails on it; `strict` fails on warnings too.
  package func fails(strict: Bool) -> Bool {
    switch self {
    case .ok: false
    case .warning: strict
    default: true
    }
  }
}

extension Catalog {
  /// What `readButtons` reads besides the row and its tags.
  struct ReadParts: OptionSet, Hashable {
    let rawValue: Int
    /// Why the stored layouts are out of date (`staleCauses`).
    static let staleness = ReadParts(rawValue: 1)
    /// The chosen technique's worst diagnostic (`worstSeverity`).
    static let severity = ReadParts(rawValue: 2)
    /// The layouts' JSON text (`storedLayouts`).
    static let layoutText = ReadParts(rawValue: 4)
    /// The layouts decoded (`layouts`); a layout that is not one is a problem.
    static let decodedLayouts = ReadParts(rawValue: 8)
    /// The layouts' JSON checked for syntax only (cheap, on the stored bytes).
    static let layoutSyntax = ReadParts(rawValue: 16)
    /// No checks: the rows were found valid in the same transaction (the same snapshot).
    static let trusted = ReadParts(rawValue: 32)
    /// The work that needs no database (decoding the variants, the verdict, staleness) left
    /// to `finishReading`, which another thread may run: the button is not complete until
    /// then. Not with `severity`.
    static let deferred = ReadParts(rawValue: 64)
  }

  /// The part of reading a button left to `finishReading` (`ReadParts.deferred`).
  struct DeferredRead: Sendable {
    /// The stored variants row's JSON and count, when there is a row to decode.
    var variants: (json: String, count: DatabaseValue)?
    /// Whether a stored layout was found not to be one (the layouts were dropped).
    var layoutProblems = false
    /// Whether to judge the button, and to say how it is stale (from these summaries, then
    /// `needsCauses`).
    var verdict = false
    var staleness = false
    var layoutSummary: String?
    var variantSummary: String?
    var needsCauses: [StaleCause] = []
  }

  /// Which buttons `readButtons` reads.
  enum ReadSelection: Hashable {
    /// Every button, in name order.
    case all
    /// The buttons with a tag, in name order.
    case tagged(String)
    /// The button with this name.
    case named(String)
  }

  /// The order of a button's stored layouts: `Technique.allCases`, then LTR before RTL.
  static let layoutOrder =
    "ORDER BY CASE technique "
    + Technique.allCases.enumerated().map { "WHEN '\($1.rawValue)' THEN \($0) " }.joined()
    + "ELSE \(Technique.allCases.count) END, direction"

  /// The one query of `readButtons`: the row, its tags (`NULL` when one is not plain text
  /// on one line: read again one by one), the chosen technique's worst severity (0 to 3) and a
  /// summary of the stored layouts (`LayoutSummary`, from the covering index
  /// `layouts_summary`, without reading the layouts' JSON).
  static func readSQL(_ selection: ReadSelection, _ parts: ReadParts) -> String {
    let filter =
      switch selection {
      case .all: ""
      case .tagged:
        "WHERE EXISTS (SELECT 1 FROM tags t WHERE t.button_id = b.id AND t.tag = ?1)"
      case .named: "WHERE b.name = ?1"
      }
    return """
      SELECT \(selectColumns),
        (SELECT CASE WHEN count(*) = total(typeof(tag) = 'text' AND instr(tag, char(10)) = 0)
                THEN coalesce(group_concat(tag, char(10)), '') END
           FROM tags WHERE button_id = b.id),
        \(parts.contains(.severity) ? """
          (SELECT coalesce(max(CASE worst_severity WHEN 'error' THEN 3 WHEN 'warning' THEN 2
                                                   WHEN 'info' THEN 1 ELSE 0 END), 0)
             FROM layouts l WHERE l.button_id = b.id AND l.technique = b.technique)
          """ : "0"),
        \(parts.contains(.staleness) ? layoutSummarySQL("b.id") : "NULL"),
        \(parts.contains(.staleness) ? variantSummarySQL("b.id") : "NULL"),
        \(parts.contains(.severity) ? """
          coalesce((SELECT CASE worst_severity WHEN 'error' THEN 3 WHEN 'warning' THEN 2
                                               WHEN 'info' THEN 1 ELSE 0 END
                      FROM button_variants v WHERE v.button_id = b.id), 0)
          """ : "0"),
        \(parts.contains(.staleness)
          ? "EXISTS (SELECT 1 FROM remeasure_failures f WHERE f.button_id = b.id)" : "0"),
        \(parts.contains(.staleness) ? needsSummarySQL("b.id") : "NULL")
      FROM buttons b
      \(filter)
      ORDER BY b.name_key, b.name
      """
  }

  /// Reads the buttons of `selection` in one query, each with what `parts` asks for, and hands
  /// each to `body` (valid or not: `problems` says). Memory does not grow with the catalog.
  func readButtons(
    _ db: Database, _ selection: ReadSelection, _ parts: ReadParts, sources: SourceFiles,
    _ body: (CatalogButton) throws -> Void
  ) throws {
    let arguments: StatementArguments =
      switch selection {
      case .all: []
      case .tagged(let tag): [tag]
      case .named(let name): [name]
      }
    let extra = Self.columns.count + 1
    try db.iterate(Self.readSQL(selection, parts), arguments: arguments) { row in
      let stored = try Self.decode(row)
      var button = CatalogButton(id: stored.id, record: stored.record, problems: stored.problems)
      if let text = try row.optionalString(at: extra) {
        if !text.isEmpty {
          button.record.tags = text.split(separator: "\n").map(String.init)
          button.record.tags.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        }
      } else {
        try readTags(db, &button)
      }
      if !parts.contains(.trusted) {
        var checked = StoredButton(
          id: button.id, record: button.record, problems: button.problems)
        Self.validate(&checked)
        button.problems = checked.problems
      }
      let deferred = parts.contains(.deferred)
      precondition(!deferred || !parts.contains(.severity), "deferred reads judge later")
      if deferred { button.deferred = DeferredRead() }
      if !parts.isDisjoint(with: [.layoutText, .decodedLayouts, .layoutSyntax]) {
        try readLayouts(db, &button, parts)
        if parts.contains(.decodedLayouts), button.problems.isEmpty {
          if deferred {
            button.deferred?.verdict = true
          } else {
            button.verdict = ButtonVerdict(
              technique: button.record.technique, layouts: button.layouts,
              variants: button.variants, accepted: button.record.accepted)
          }
        }
      }
      if button.problems.isEmpty {
        if parts.contains(.staleness) {
          let layoutSummary = try row.optionalString(at: extra + 2)
          let variantSummary = try row.optionalString(at: extra + 3)
          if deferred {
            button.deferred?.staleness = true
            button.deferred?.layoutSummary = layoutSummary
            button.deferred?.variantSummary = variantSummary
          } else {
            button.staleCauses = Self.staleness(
              button.record, LayoutSummary(layoutSummary),
              variants: VariantSummary(variantSummary), sources: sources)
          }
          button.missingSources = sources.missing(button.record)
          if try row.bool(at: extra + 5) {
            button.recordedFailures = try Self.recordedFailures(db, button.id)
          }
          let needs = NeedsSummary(try row.optionalString(at: extra + 6))
          button.pendingLayouts = needs.pending
          if deferred {
            button.deferred?.needsCauses = try needsCauses(db, button.id, needs)
          } else {
            button.staleCauses += try needsCauses(db, button.id, needs)
          }
          button.approximateTitles = needs.approximate
        }
        if parts.contains(.severity) {
          button.worstSeverity =
            switch try row.int(at: extra + 1) {
            case 3: .error
            case 2: .warning
            case 1: .info
            default: nil
            }
          button.worstVariantSeverity =
            switch try row.int(at: extra + 4) {
            case 3: .error
            case 2: .warning
            case 1: .info
            default: nil
            }
          // The summary says the worst finding, not which: accepted warnings need the layouts.
          if button.verdict == nil, !button.record.accepted.isEmpty,
            let worst = [button.worstSeverity, button.worstVariantSeverity].compactMap({ $0 })
              .max(), worst < .error
          {
            var decoded = button
            try readLayouts(db, &decoded, [.decodedLayouts, .trusted])
            if decoded.problems.isEmpty {
              button.verdict = ButtonVerdict(
                technique: decoded.record.technique, layouts: decoded.layouts,
                variants: decoded.variants, accepted: decoded.record.accepted)
            }
          }
        }
      }
      try body(button)
    }
  }

  /// The tags of `button` one by one, when one is not plain text on one line.
  private func readTags(_ db: Database, _ button: inout CatalogButton) throws {
    var problems: [String] = []
    button.record.tags = try db.fetchAll(
      "SELECT tag FROM tags WHERE button_id = ? ORDER BY tag", arguments: [button.id]
    ) { row -> String in
      guard case .text(let tag) = try row.value(at: 0) else {
        problems.append("tags: \(Self.shown(try row.value(at: 0))) is not text")
        return ""
      }
      return tag
    }
    button.problems += problems
  }

  /// The stored layouts of `button`, in `layoutOrder`: checked (decoded, or for syntax only)
  /// unless `trusted`, kept as text or decoded as `parts` asks. A layout that is not one is a
  /// problem of the button (its layouts are then not kept).
  private func readLayouts(_ db: Database, _ button: inout CatalogButton, _ parts: ReadParts)
    throws
  {
    let decode = parts.contains(.decodedLayouts)
    let text = parts.contains(.layoutText)
    let syntax = !decode && !parts.contains(.trusted)
    var problems: [String] = []
    try db.iterate(
      "SELECT CAST(technique AS TEXT), CAST(direction AS TEXT), layout_json FROM layouts WHERE button_id = ? \(Self.layoutOrder)",
      arguments: [button.id]
    ) { row in
      func problem(_ message: String) throws {
        let technique = Self.escaped(try row.optionalString(at: 0) ?? "NULL")
        let direction = Self.escaped(try row.optionalString(at: 1) ?? "NULL")
        problems.append("layouts (\(technique) \(direction)): layout_json \(message)")
      }
      if syntax, !text {
        // Checked on the stored bytes, without making a `String` of them.
        let error = try row.withTextBytes(at: 2) { bytes -> String? in
          do {
            try JSONParser.validate(bytes)
            return nil
          } catch {
            return Self.escaped("\(error)")
          }
        }
        switch error {
        case .some(nil): return
        case .some(.some(let message)):
          try problem("is not a valid layout: \(message)")
          return
        case nil: break  // not text: said below
        }
      }
      guard case .text(let json) = try row.value(at: 2) else {
        try problem("\(Self.shown(try row.value(at: 2))) is not text")
        return
      }
      if decode {
        do {
          button.layouts.append(try LayoutJSON.decodeLayout(json))
        } catch {
          try problem("is not a valid layout: \(Self.escaped("\(error)"))")
        }
      } else if syntax {
        do {
          try JSONParser.validate(json)
        } catch {
          try problem("is not a valid layout: \(Self.escaped("\(error)"))")
        }
      }
      if text { button.storedLayouts.append(json) }
    }
    if decode || syntax {
      try readVariants(db, &button, &problems, decode: decode)
    }
    if !problems.isEmpty {
      button.deferred?.layoutProblems = true
      button.problems += problems
      button.layouts = []
      button.storedLayouts = []
      button.variants = []
    }
  }

  /// The stored variant layouts of `button`, decoded (or, without `decode`, checked
  /// for JSON syntax only, as an export reads layouts); a row that is not what
  /// `VariantJSON.encodeStored` wrote, or whose count is not its variants', is a problem naming
  /// the column.
  private func readVariants(
    _ db: Database, _ button: inout CatalogButton, _ problems: inout [String], decode: Bool
  ) throws {
    try db.iterate(
      "SELECT variants_json, variant_count FROM button_variants WHERE button_id = ?",
      arguments: [button.id]
    ) { row in
      guard case .text(let json) = try row.value(at: 0) else {
        problems.append(
          "button_variants: variants_json \(Self.shown(try row.value(at: 0))) is not text")
        return
      }
      if decode, button.deferred != nil {
        button.deferred?.variants = (json, try row.value(at: 1))
        return
      }
      do {
        guard decode else { return try JSONParser.validate(json) }
        button.variants = try VariantJSON.decodeStored(json)
      } catch {
        problems.append(Self.variantsProblem(error))
        return
      }
      if decode, let problem = Self.variantCountProblem(try row.value(at: 1), button.variants) {
        problems.append(problem)
      }
    }
  }

  static func variantsProblem(_ error: any Error) -> String {
    "button_variants: variants_json is not a list of variant layouts: \(Self.escaped("\(error)"))"
  }

  static func variantCountProblem(_ count: DatabaseValue, _ variants: [VariantLayout]) -> String? {
    guard count != .integer(Int64(variants.count)) else { return nil }
    return
      "button_variants: variant_count \(Self.shown(count)) is not the number of variants stored (\(variants.count))"
  }

  /// Does what a `deferred` read of `button` left (on any thread): decodes its variants (a
  /// row that does not decode makes the button invalid, as `readButtons` would have), judges
  /// it and says how it is stale.
  static func finishReading(_ button: inout CatalogButton, sources: SourceFiles) {
    guard let deferred = button.deferred else { return }
    button.deferred = nil
    if let (json, count) = deferred.variants {
      var problem: String?
      do {
        button.variants = try VariantJSON.decodeStored(json)
        problem = variantCountProblem(count, button.variants)
      } catch {
        problem = variantsProblem(error)
      }
      if let problem { button.problems.append(problem) }
      if problem != nil || deferred.layoutProblems {
        // What `readLayouts` does with a problem, and nothing of the row is trusted.
        button.layouts = []
        button.storedLayouts = []
        button.variants = []
        button.missingSources = []
        button.recordedFailures = []
        button.pendingLayouts = 0
        button.approximateTitles = []
        return
      }
    }
    if deferred.verdict {
      button.verdict = ButtonVerdict(
        technique: button.record.technique, layouts: button.layouts,
        variants: button.variants, accepted: button.record.accepted)
    }
    if deferred.staleness {
      button.staleCauses =
        staleness(
          button.record, LayoutSummary(deferred.layoutSummary),
          variants: VariantSummary(deferred.variantSummary), sources: sources)
        + deferred.needsCauses
    }
  }

  /// The button named `name` with what `parts` asks for, or `nil`.
  func readButton(_ db: Database, _ name: String, _ parts: ReadParts, sources: SourceFiles)
    throws -> CatalogButton?
  {
    var found: CatalogButton?
    try readButtons(db, .named(name), parts, sources: sources) { found = $0 }
    return found
  }
}
