import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonStore

/// What `recompute` or `check` found for one button.
package struct RecomputeOutcome: Equatable, Sendable {
  package var name: String
  /// Why its layouts were (or would be) recomputed, as `list` tells stale; empty when they were
  /// current.
  package var staleCauses: [StaleCause]
  /// How the button's row is not a valid button (edited outside buttoncat or damaged), each
  /// problem naming the column; nothing else is looked at then.
  package var problems: [String] = []
  /// Measured values that are not what their unchanged source files measure: the stored sizes
  /// were edited (by hand, or in an imported document). `recompute` measures them again.
  package var mismatches: [String] = []
  /// Why the button cannot be re-measured (a source file gone or unreadable, a glyph no font
  /// has, a strings file that does not parse, a key removed): its stored values and layouts
  /// were kept (`recompute` records them; `check` fails on them).
  package var failures: [SourceFailure] = []
  /// What `recompute` did with the button (`check`: `unchanged`).
  package var result: RecomputeResult = .unchanged
  /// The chosen technique's error-severity diagnostics after recomputing (`check` fails on them).
  package var errors: [String]
  /// The variants with a warning or an error (`check`; `recompute`: with an error) after
  /// recomputing (the chosen technique), in the planner's order: what is reported. The others
  /// are not kept: a catalog's buttons have hundreds of variants each, and every outcome is
  /// held until the command reports.
  package var variants: [VariantLayout] = []
  /// The base variant's key, or `nil` for a button without variant inputs.
  package var baseVariant: VariantKey?
  /// The chosen technique's errors and warnings, each with its technique and direction
  /// (`check`; the structured form of `errors`, with the warnings `errors` leaves out).
  package var findings: [LayoutFinding] = []
  /// What the measurements say (`check`): titles unmeasured, device layouts that differ from
  /// the engine's, titles measured from Apple's font files, font-file titles HarfBuzz measures
  /// otherwise than the device (`Catalog.measurementFindings`).
  package var measurementFindings: [MeasurementFinding] = []
  /// The button's verdict over its chosen technique and every variant, accepted findings
  /// marked (`check`, `recompute`); `nil` for an invalid row or a button not laid out.
  package var verdict: ButtonVerdict?

  /// How the button stands, as `list` says it: an invalid row, a source that cannot be read,
  /// stale layouts (or values that cannot be re-measured, or edited sizes), a title waiting
  /// for a device measurement, else its verdict (a device layout that differs is an error).
  package var status: ButtonStatus {
    if !problems.isEmpty { return .invalid }
    if failures.contains(where: { $0.kind == .missingSource }) { return .missing }
    if !failures.isEmpty { return .stale }
    // A recomputed button's causes say why it was rewritten: it is current now.
    if result != .recomputed, !staleCauses.isEmpty || !mismatches.isEmpty { return .stale }
    if measurementFindings.contains(where: {
      $0.code == .unmeasuredTitle || $0.code == .unmeasuredImage
    }) {
      return .unmeasured
    }
    let measured = measurementFindings.map(\.severity).max()
    // A verdict with nothing that counts is ok: its accepted findings no longer count (the
    // variants' own worst severity still holds them).
    let layout: Diagnostic.Severity? =
      if let verdict { verdict.severity } else {
        errors.isEmpty ? variants.compactMap(\.worstSeverity).max() : .error
      }
    return ButtonStatus([measured, layout].compactMap { $0 }.max())
  }

  /// The stale causes as messages say them.
  package var reasons: [String] { staleCauses.map(\.description) }

  /// The failures as messages say them, each field by its own name.
  package var missingSources: [String] { failures.map(\.description) }

  /// Whether `check` fails on the button: an invalid row, stale layouts, an edited measured
  /// size, a source that cannot be re-measured, an error of its chosen technique or of one of
  /// its variants.
  package var needsAttention: Bool {
    status.fails(strict: false)
  }
}

/// What `recompute` did with a button.
package enum RecomputeResult: String, Hashable, Sendable {
  /// Its layouts (and re-measured values) were rewritten.
  case recomputed
  /// They were current: nothing was written.
  case unchanged
  /// It could not be re-measured (`RecomputeOutcome.failures`): nothing was written but the
  /// recorded cause.
  case failed
}

/// A diagnostic of a button's stored (or recomputed) layout: which technique and direction.
package struct LayoutFinding: Equatable, Sendable {
  package var technique: Technique
  package var direction: LayoutDirection
  package var diagnostic: Diagnostic

  package init(technique: Technique, direction: LayoutDirection, diagnostic: Diagnostic) {
    self.technique = technique
    self.direction = direction
    self.diagnostic = diagnostic
  }
}

extension Catalog {
  /// Re-measures every source file of `old`: the record as measured now, the measured values
  /// that changed although their source file did not (a source file that changed makes the
  /// button stale: `staleness` names it), and the files that cannot be read (their stored
  /// values are kept).
  static func remeasure(_ old: ButtonRecord, _ measurer: SourceMeasurer) -> (
    record: ButtonRecord, mismatches: [String], error: CatalogError?
  ) {
    guard !old.sourcePaths.isEmpty || old.titleSource == .system || old.symbol != nil else {
      return (old, [], nil)
    }
    var fresh = old
    do {
      try measurer.measure(&fresh)
    } catch {
      return (old, [], error)
    }
    var mismatches: [String] = []
    func size(_ s: Size?) -> String {
      s.map { "\(JSONWriter.format($0.width))×\(JSONWriter.format($0.height))" } ?? "none"
    }
    // A font-file title whose device measurement arrived or changed is stale
    // (`measurementsChanged`), not edited.
    let fromDevice =
      fresh.titleSource == .font
      && measurer.deviceTitle(fresh.title ?? "", fresh, pointSize: fresh.effectiveFontSize) != nil
    if fresh.titleDigest == old.titleDigest, fresh.spec.titleSize != old.spec.titleSize,
      !fromDevice
    {
      mismatches.append(
        "title size \(size(old.spec.titleSize)) is not what the font measures (\(size(fresh.spec.titleSize))); the font file is unchanged, so the stored size was edited (by hand or in an imported document)"
      )
    }
    if fresh.imageDigest == old.imageDigest, fresh.spec.imageSize != old.spec.imageSize {
      mismatches.append(
        "image size \(size(old.spec.imageSize)) is not the image file's (\(size(fresh.spec.imageSize))); the file is unchanged, so the stored size was edited (by hand or in an imported document)"
      )
    }
    return (fresh, mismatches, nil)
  }

  /// Why `record` could not be measured (`error`): its source files that cannot be read, else
  /// what measuring said.
  static func failures(_ error: CatalogError, _ record: ButtonRecord, _ sources: SourceFiles)
    -> [SourceFailure]
  {
    let missing = sources.missing(record)
    guard missing.isEmpty else { return missing }
    // Messages name the files as stored (relative to the catalog's folder), not as resolved.
    let resolved = record.sourcePaths.map { (sources.resolve($0.path), $0.path) }.filter {
      $0.0 != $0.1
    }
    return SourceFailure.from(error).map { failure in
      var failure = failure
      for (file, stored) in resolved {
        failure.message = failure.message.replacing(file, with: stored)
      }
      return failure
    }
  }

  /// `recompute`: re-measures sources and recomputes the layouts of `names` (all buttons when
  /// `nil`). Without `force`, only stale buttons are rewritten. One transaction: all or nothing.
  /// A re-measured input becomes a new revision (`recompute`, with what changed).
  package func recompute(
    _ names: [String]?, force: Bool, by author: Author, measurer: SourceMeasurer = SourceMeasurer(),
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws(CatalogError) -> [RecomputeOutcome] {
    let sources = sourceFiles()
    let measurer = measuring(measurer)
    // A measurer new to this command reads each strings file once for both.
    if measurer.stringTables.isEmpty { sources.tables = measurer.stringTables }
    return try write { db in
      // Load the buttons (with their ids) first; measuring and computing then run on a second
      // core while this thread writes (see `Pipeline`).
      var loaded: [(id: Int64, record: ButtonRecord)] = []
      // Each strings file is read on another core from the first button that names it, while
      // this thread reads the rest: a String Catalog of thousands of keys takes tens of
      // milliseconds, which every worker would otherwise wait for once loading is done.
      var prefetched: Set<String> = []
      func load(_ button: CatalogButton) throws {
        if !button.problems.isEmpty {
          throw CatalogError.invalidButton(button.record.name, button.problems)
        }
        if let strings = button.record.variants.strings, prefetched.insert(strings).inserted {
          measurer.prefetchStrings(strings)
        }
        loaded.append((button.id, button.record))
      }
      if let names {
        for name in names {
          guard let button = try readButton(db, name, [], sources: sources) else {
            throw CatalogError.unknownName(name)
          }
          try load(button)
        }
      } else {
        try readButtons(db, .all, [], sources: sources, load)
      }
      struct Work: Sendable {
        var id: Int64
        var old: ButtonRecord
        var prepared: PreparedButton?
        var mismatches: [String]
        /// Why the button could not be re-measured, or `nil`.
        var error: CatalogError?
        /// What is reported of the prepared button (its errors, variants with an error and
        /// verdict), judged here, away from the writing thread.
        var report: Report?
        /// The digests the stored rows are compared with (`old`'s), and what measuring changed,
        /// as history words it: worked out here too.
        var oldDigests: (inputs: String, variants: String?)?
        var remeasured = ""
      }
      struct Report: Sendable {
        var errors: [String]
        var variants: [VariantLayout]
        var verdict: ButtonVerdict
      }
      var outcomes: [RecomputeOutcome] = []
      var index = 0
      let total = loaded.count
      // A button with variant inputs prepares hundreds of layouts and their JSON: fewer of
      // them wait for the writer at once, so memory stays flat however many buttons there are.
      let heavy = loaded.contains { !$0.record.variants.isEmpty }
      try Pipeline.run(
        loaded, chunk: heavy ? 4 : 256, ahead: heavy ? 8 : 4,
        produce: { item in
          let (record, mismatches, error) = Self.remeasure(item.record, measurer)
          if let error {
            return Work(id: item.id, old: item.record, mismatches: mismatches, error: error)
          }
          var prepared = PreparedButton(record, measurer: measurer)
          let layouts = prepared.variants?.layouts ?? []
          let report = Report(
            errors: Self.errors(prepared.chosen, technique: record.technique),
            variants: Self.reported(layouts, from: .error),
            verdict: ButtonVerdict(
              technique: record.technique, layouts: prepared.chosen, variants: layouts,
              accepted: record.accepted))
          // The report holds what is shown of the layouts; the writer needs their row.
          prepared.variants?.dropLayouts()
          var work = Work(
            id: item.id, old: item.record, prepared: prepared, mismatches: mismatches,
            error: prepared.variantsError, report: report)
          if item.record == record {
            // Inputs measured as they were have the digests just computed, and no change to
            // describe.
            work.oldDigests = (prepared.digest, prepared.variants?.digest)
          } else {
            work.oldDigests = (
              InputDigest.of(item.record.spec),
              item.record.variants.isEmpty ? nil : InputDigest.ofVariants(item.record)
            )
            work.remeasured = RecordJSON.changes(from: item.record, to: record)
          }
          return work
        },
        meanwhile: {
          // Each button is measured strings file first, then font: while the first worker
          // reads the strings file (the other waits for it), this thread loads the fonts, so
          // the workers do not then wait for those too.
          var seen: Set<FontSource> = []
          for item in loaded {
            for font in [item.record.font].compactMap({ $0 }) + item.record.fallbackFonts
            where seen.insert(font).inserted {
              measurer.loadFont(font)
            }
          }
        },
        consume: { (work: Work) in
          progress(index, total)
          index += 1
          guard let prepared = work.prepared, let report = work.report, work.error == nil else {
            let causes = try staleness(db, work.id, work.old, sources: sources)
            // Nothing of the button is written but why: its values and layouts stay as they
            // were, and `check` and `list --stale` report the recorded cause.
            let failures = work.error.map { Self.failures($0, work.old, sources) } ?? []
            try recordFailures(db, work.id, failures, at: author.time)
            outcomes.append(
              RecomputeOutcome(
                name: work.old.name, staleCauses: causes, mismatches: work.mismatches,
                failures: failures, result: .failed, errors: []))
            return
          }
          let causes = try staleness(
            db, work.id, work.old, sources: sources, digests: work.oldDigests)
          var current = prepared.record
          let reasons = causes.map(\.description) + work.mismatches
          // New measured values (a changed source file, or a size edited by hand) make a
          // revision; layouts are rewritten when stale or recomputed from new values.
          let remeasured = work.remeasured
          if !remeasured.isEmpty {
            current.revision = work.old.revision + 1
            current.updatedAt = author.time
            try updateChangedColumns(
              db, from: work.old, to: current, digest: prepared.digest, id: work.id)
            try writeRevision(
              db, work.id, current, action: "recompute",
              changes: ([remeasured] + reasons).joined(separator: "\n"),
              user: author.user, at: author.time,
              // The worker's JSON of the inputs: the revision and time are not among them.
              inputsJSON: prepared.inputsJSON)
          }
          let rewrite = force || !causes.isEmpty || !remeasured.isEmpty
          if rewrite {
            try writeLayouts(db, work.id, prepared)
            try writeVariants(db, work.id, prepared, strict: false)
          } else {
            try clearFailures(db, work.id)
          }
          var outcome = RecomputeOutcome(
            name: current.name, staleCauses: causes, mismatches: work.mismatches,
            result: rewrite ? .recomputed : .unchanged, errors: report.errors,
            variants: report.variants, baseVariant: prepared.variants?.baseKey)
          outcome.verdict = report.verdict
          outcomes.append(outcome)
        })
      progress(total, total)
      return outcomes
    }
  }

  /// The variants reported: `check`'s, with a warning or an error; `recompute`'s (which
  /// reports errors only), with an error.
  static func reported(_ variants: [VariantLayout], from severity: Diagnostic.Severity = .warning)
    -> [VariantLayout]
  {
    variants.filter { ($0.worstSeverity ?? .info) >= severity }
  }

  /// `check`: what `recompute` would do, without writing, every error of the chosen
  /// techniques, and every row that is not a valid button (its layouts' JSON included). Every
  /// button is read with one query (`readButtons`), its stored layouts decoded.
  ///
  /// The errors are those a device would show: from the stored layouts while they are current
  /// and the source files measure what is stored, else computed from the inputs as measured
  /// now.
  package func check(measurer: SourceMeasurer = SourceMeasurer()) throws(CatalogError)
    -> [RecomputeOutcome]
  {
    var outcomes: [RecomputeOutcome] = []
    try check(measurer: measurer) { outcomes.append($0) }
    return outcomes
  }

  /// `check`, each button's outcome handed to `body` as soon as it is known, in name order:
  /// a caller that reports as it goes holds one button's findings at a time, however many
  /// the catalog has (a catalog with variants has hundreds of findings per button).
  package func check(
    measurer: SourceMeasurer = SourceMeasurer(), _ body: (RecomputeOutcome) -> Void
  ) throws(CatalogError) {
    let sources = sourceFiles()
    let measurer = measuring(measurer)
    // A measurer new to this command reads each strings file once for both.
    if measurer.stringTables.isEmpty { sources.tables = measurer.stringTables }
    try read { db in
      let devices = Dictionary(grouping: try Self.loadButtonMeasurements(db), by: \.name)
      // Rows are read here; each button's variants are decoded, judged and checked for
      // staleness on pool threads (`deferred`), and reported here in name order.
      try Pipeline.ordered(
        map: { (button: CatalogButton) -> CatalogButton in
          var button = button
          Self.finishReading(&button, sources: sources)
          return button
        },
        read: { emit in
          try readButtons(
            db, .all, [.staleness, .decodedLayouts, .deferred], sources: sources, emit)
        }
      ) { button in
        let name = Self.escaped(button.record.name)
        if !button.problems.isEmpty {
          // Nothing of an invalid row is trusted: no staleness, no measuring, no layouts.
          body(
            RecomputeOutcome(
              name: name, staleCauses: [], problems: button.problems, errors: []))
          return
        }
        let (record, mismatches, error) = Self.remeasure(button.record, measurer)
        var failures = error.map { Self.failures($0, button.record, sources) } ?? []
        let current = !button.stale && record == button.record
        let layouts = current ? button.layouts : LayoutEngine.layouts(record.spec)
        // The variants as a device would show them: stored while current, else laid out now.
        var variants = button.variants
        if !current, !record.variants.isEmpty, failures.isEmpty {
          do throws(CatalogError) {
            variants = try VariantPlanner(measurer: measurer).layouts(for: record)
          } catch {
            failures = Self.failures(error, record, sources)
          }
        }
        var outcome = RecomputeOutcome(
          name: name, staleCauses: button.staleCauses, mismatches: mismatches,
          failures: failures, errors: Self.errors(layouts, technique: record.technique),
          variants: Self.reported(variants), baseVariant: variants.first?.key,
          findings: Self.findings(layouts, technique: record.technique))
        // A current button's verdict is the one read with it (the same record, layouts and
        // variants): judged once.
        outcome.verdict =
          (current ? button.verdict : nil)
          ?? ButtonVerdict(
            technique: record.technique, layouts: layouts, variants: variants,
            accepted: record.accepted)
        outcome.measurementFindings = try Self.measurementFindings(
          db, button.id, record, layouts: layouts, variants: variants,
          devices: devices[record.name] ?? [],
          pending: button.pendingLayouts > 0 || record.isTitleUnmeasured, measurer: measurer)
        body(outcome)
      }
    }
  }

  /// The chosen technique's errors and warnings, in its layouts' order.
  static func findings(_ layouts: [TechniqueLayout], technique: Technique) -> [LayoutFinding] {
    layouts.filter { $0.technique == technique }.flatMap { l in
      l.diagnostics.filter { $0.severity >= .warning }.map {
        LayoutFinding(technique: l.technique, direction: l.direction, diagnostic: $0)
      }
    }
  }

  static func errors(_ layouts: [TechniqueLayout], technique: Technique) -> [String] {
    layouts.filter { $0.technique == technique }.flatMap { l in
      l.diagnostics.filter { $0.severity == .error }.map {
        "\(l.technique.rawValue) \(l.direction.rawValue.uppercased()): \($0.code.rawValue): \($0.message)"
      }
    }
  }

  /// Whether the stored layouts of the button `id` are out of date (`staleness`).
  func isStale(_ db: Database, _ id: Int64, _ record: ButtonRecord, sources: SourceFiles) throws
    -> Bool
  {
    try !staleness(db, id, record, sources: sources).isEmpty
  }
}
