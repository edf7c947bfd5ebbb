import ButtonLayout
import ButtonStore

/// What `recompute` or `check` found for one button.
public struct RecomputeOutcome: Equatable, Sendable {
  public var name: String
  /// Why its layouts were (or would be) recomputed; empty when they were current.
  public var reasons: [String]
  /// Source files that could not be read: the last stored values were kept.
  public var missingSources: [String]
  /// The chosen technique's error-severity diagnostics after recomputing (`check` fails on them).
  public var errors: [String]
}

extension Catalog {
  /// Re-measures every source file of `old` and says what changed. A file that cannot be read
  /// keeps the stored values and is reported.
  static func remeasure(_ old: ButtonRecord, _ measurer: SourceMeasurer) -> (
    ButtonRecord, [String], [String]
  ) {
    var record = old
    var reasons: [String] = []
    var missing: [String] = []
    if old.titleSource == .font || old.imageSource == .file {
      var fresh = old
      do {
        try measurer.measure(&fresh)
        if fresh.titleDigest != old.titleDigest || fresh.spec.titleSize != old.spec.titleSize {
          reasons.append("font file changed: \(old.font?.path ?? "")")
        }
        if fresh.imageDigest != old.imageDigest || fresh.spec.imageSize != old.spec.imageSize {
          reasons.append("image file changed: \(old.imagePath ?? "")")
        }
        record = fresh
      } catch {
        missing.append(error.description)
      }
    }
    return (record, reasons, missing)
  }

  /// `recompute`: re-measures sources and recomputes the layouts of `names` (all buttons when
  /// `nil`). Without `force`, only stale buttons are rewritten. One transaction: all or nothing.
  /// A re-measured input becomes a new revision (`recompute`, with what changed).
  public func recompute(
    _ names: [String]?, force: Bool, by author: Author, measurer: SourceMeasurer = SourceMeasurer(),
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws(CatalogError) -> [RecomputeOutcome] {
    try write { db in
      // Load the buttons (with their ids) first; measuring and computing then run on a second
      // core while this thread writes (see `Pipeline`).
      var loaded: [(id: Int64, record: ButtonRecord)] = []
      if let names {
        for name in names {
          guard let found = try find(db, name) else { throw CatalogError.unknownName(name) }
          loaded.append(found)
        }
      } else {
        try db.iterate(
          "SELECT \(Self.selectColumns) FROM buttons ORDER BY name_key, name"
        ) {
          loaded.append(try Self.record($0))
        }
        for i in loaded.indices {
          loaded[i].record.tags = try db.fetchAll(
            "SELECT tag FROM tags WHERE button_id = ? ORDER BY tag", arguments: [loaded[i].id]
          ) { try $0.string(at: 0) }
        }
      }
      struct Work: Sendable {
        var id: Int64
        var old: ButtonRecord
        var prepared: PreparedButton
        var measuredReasons: [String]
        var missing: [String]
      }
      var outcomes: [RecomputeOutcome] = []
      var index = 0
      let total = loaded.count
      try Pipeline.run(
        loaded,
        produce: { item in
          let (record, reasons, missing) = Self.remeasure(item.record, measurer)
          return Work(
            id: item.id, old: item.record, prepared: PreparedButton(record),
            measuredReasons: reasons,
            missing: missing)
        },
        consume: { (work: Work) in
          progress(index, total)
          index += 1
          var current = work.prepared.record
          var reasons = work.measuredReasons
          let stale = try isStale(db, work.id, current, digest: work.prepared.digest)
          if stale && reasons.isEmpty {
            reasons.append("stored layouts out of date (engine or inputs changed)")
          }
          if !work.measuredReasons.isEmpty {
            current.revision = work.old.revision + 1
            current.updatedAt = author.time
            try db.execute(
              Self.updateSQL,
              arguments: Self.updateArguments(current, digest: work.prepared.digest, id: work.id))
            try writeRevision(
              db, work.id, current, action: "recompute",
              changes: ([RecordJSON.changes(from: work.old, to: current)] + work.measuredReasons)
                .joined(separator: "\n"),
              user: author.user, at: author.time)
          }
          if force || stale || !work.measuredReasons.isEmpty {
            try writeLayouts(db, work.id, work.prepared)
          }
          outcomes.append(
            RecomputeOutcome(
              name: current.name, reasons: reasons, missingSources: work.missing,
              errors: Self.errors(work.prepared.chosen, technique: current.technique)))
        })
      progress(total, total)
      return outcomes
    }
  }

  /// `check`: what `recompute` would do, without writing, and every error of the chosen
  /// techniques.
  public func check(measurer: SourceMeasurer = SourceMeasurer()) throws(CatalogError)
    -> [RecomputeOutcome]
  {
    try read { db in
      var outcomes: [RecomputeOutcome] = []
      let rows = try db.fetchAll("SELECT name FROM buttons ORDER BY name_key, name") {
        try $0.string(at: 0)
      }
      for name in rows {
        guard let (id, old) = try find(db, name) else { continue }
        let (record, reasons0, missing) = Self.remeasure(old, measurer)
        var reasons = reasons0
        if try isStale(db, id, old), reasons.isEmpty {
          reasons.append("stored layouts out of date (engine or inputs changed)")
        }
        // The errors a device would show: from the stored layouts when current, else as recomputed.
        let layouts = LayoutEngine.layouts(record.spec)
        outcomes.append(
          RecomputeOutcome(
            name: name, reasons: reasons, missingSources: missing,
            errors: Self.errors(layouts, technique: record.technique)))
      }
      return outcomes
    }
  }

  static func errors(_ layouts: [TechniqueLayout], technique: Technique) -> [String] {
    layouts.filter { $0.technique == technique }.flatMap { l in
      l.diagnostics.filter { $0.severity == .error }.map {
        "\(l.technique.rawValue) \(l.direction.rawValue.uppercased()): \($0.code.rawValue): \($0.message)"
      }
    }
  }

  func isStale(_ db: Database, _ id: Int64, _ record: ButtonRecord, digest: String? = nil) throws
    -> Bool
  {
    let current =
      try db.fetchOne(
        "SELECT count(*) FROM layouts WHERE button_id = ? AND engine_version = ? AND input_digest = ?",
        arguments: [id, InputDigest.engineVersion, digest ?? InputDigest.of(record.spec)]
      ) { try $0.int(at: 0) } ?? 0
    return current != Technique.allCases.count * record.spec.direction.directions.count
  }
}
