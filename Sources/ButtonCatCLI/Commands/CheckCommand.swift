import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// `buttoncat check`: for a team's CI.
enum CheckCommand {
  static let strict = Flag("strict", help: "Warnings fail too (exit 1); accepted ones never do.")
  static let notStrict = Flag(
    "no-strict", help: "Not strict this once, though the catalog's 'strict' setting is true.")
  static let verbose = Flag(
    "verbose", help: "One line per finding and variant instead of grouped findings.")
  static let format = Option<TextOrJSON>.format()

  static let spec = CommandSpec(
    name: "check",
    summary: "Fail (exit 1) when a button's verdict is an error or its layouts are stale.",
    synopsis: "[--strict | --no-strict] [--verbose] [--format text|json]",
    options: [strict, notStrict, verbose, format, CommonOptions.database],
    discussion: """
      Each button's verdict is the one list, show, add and set give: the worst finding of its
      chosen technique over its base layouts and every variant, minus the findings the team
      accepted (add/set --accept CODE=REASON). Fails on: an error; stale layouts, with the cause
      (a font or image file changed, inputs changed since the layouts were computed, another
      engine version); a stored size that is not what its unchanged source file measures
      (edited by hand or in an imported document); a row that is not a valid button (the
      catalog edited outside buttoncat, or damaged), each problem naming the column; a source
      that cannot be read (missing-source, naming its option and the path) or re-measured
      (unmeasurable: a glyph no font has, a strings file that does not parse, a key removed),
      its stored values kept; a title without a device measurement (unmeasured-title); schema
      objects (a trigger, view, index or table) that buttoncat's migrations did not create.
      With --strict, warnings fail too. Accepted findings are reported, marked accepted, and
      never fail.
      'buttoncat settings strict true' makes every check strict; --no-strict turns that off for
      one run. A settings row that is not a setting (edited outside buttoncat) fails the check.

      The text report has one line per button that fails, warns or has accepted findings,
      '<name>: <status>: <verdict>', then its findings grouped: one per code, with how many
      variants it hits, which (de, fr at xxL–AX5), and its worst instance. --verbose prints
      one line per finding and variant instead.

      --format json prints {"formatVersion": 2, "schema": [...], "buttons": [...], "checked",
      "failing", "warned", "accepted", "strict", "ok"} (ok last: it is known at the end). Each
      button: {"name", "status" (ok, warning, error, stale, invalid, missing-source,
      unmeasured), "technique", "verdict" (the one-line verdict), "variants" ({"count",
      "failing", "warning"}, null without variants), "problems"}. Each problem: {"code",
      "severity", "message" (the worst instance's), "worst" (its variant), "count" (variants
      hit), "variants" (exact blocks {"locales", "contentSizes", "states", "directions"}: every
      combination is hit), "where" (the same as text), "accepted", "reason"}. Problems of the
      row (invalid-row, stale, edited-size, missing-source, unmeasurable, unmeasured-title,
      device-mismatch, and the info findings measure-mismatch and approximate-title, which
      list an ok button too) have no variants. docs/check-json.md documents the format.

      Exit status: 0 passes, 1 buttons fail, 2 the catalog cannot be checked (no catalog, a
      file that is not one or cannot be read, a catalog from a newer buttoncat), 64 a usage
      error.
      """)

  /// The version of `check --format json`'s document (docs/check-json.md): 2 since findings
  /// are grouped per button with a status.
  static let formatVersion = 2

  /// `check`'s report, written piece by piece: the head, one part per button as it is
  /// checked, the tail with the summary. Only counts are held between buttons.
  struct Report {
    var json: Bool
    var strict = false
    /// One line per finding and variant (the text report before findings were grouped).
    var verbose = false
    var schema: [String] = []
    /// The settings rows that are not settings (`SettingsCommand.rendered`).
    var settings: [String] = []
    /// Strict by the catalog's `strict` setting, not by `--strict`.
    var strictBySetting = false
    /// Buttons checked, failing (their status fails without `--strict`), warned (a warning
    /// that counts: `--strict` fails on them) and with accepted findings.
    var checked = 0
    var failing = 0
    var warned = 0
    var accepted = 0
    /// Failing buttons whose row is not a valid button.
    var invalid = 0

    /// Whether `check` passes.
    var passed: Bool {
      schema.isEmpty && settings.isEmpty && failing == 0 && (!strict || warned == 0)
    }

    func head() -> String {
      guard json else {
        return schema.map { "catalog schema: \(TextFormat.visible($0))\n" }.joined()
          + settings.map { "catalog settings: \(TextFormat.visible($0))\n" }.joined()
      }
      var out = "{\n  \"formatVersion\": \(CheckCommand.formatVersion),\n  \"schema\": "
      JSONWriter().write(.array(schema.map { .string($0) }), level: 1, into: &out)
      // Only when there is one: a catalog with good settings prints what it always printed.
      if !settings.isEmpty {
        out += ",\n  \"settings\": "
        JSONWriter().write(.array(settings.map { .string($0) }), level: 1, into: &out)
      }
      return out + ",\n  \"buttons\": ["
    }

    mutating func add(_ o: RecomputeOutcome) -> String {
      let status = o.status
      if status.fails(strict: false) {
        failing += 1
        if status == .invalid { invalid += 1 }
      } else if status == .warning {
        warned += 1
      }
      if !(o.verdict?.accepted.isEmpty ?? true) { accepted += 1 }
      checked += 1
      if json {
        // Written once, straight to text: no tree of the button is built first.
        var writer = JSONStreamWriter(level: 2, capacity: 4096)
        writer.text += checked == 1 ? "\n    " : ",\n    "
        CheckCommand.write(o, to: &writer)
        return writer.text
      }
      return verbose ? CheckCommand.lines(o, strict: strict) : CheckCommand.grouped(o)
    }

    func tail() -> String {
      if json {
        return (checked == 0 ? "]" : "\n  ]")
          + ",\n  \"checked\": \(checked),\n  \"failing\": \(failing),\n  \"warned\": \(warned),"
          + "\n  \"accepted\": \(accepted),\n  \"strict\": \(strict),\n  \"ok\": \(passed)\n}\n"
      }
      let note = accepted == 0 ? "" : " (\(accepted) with accepted findings)"
      if passed {
        return "\(checked) button\(checked == 1 ? "" : "s") checked: all current, no errors"
          + (strict ? " or warnings" : "")
          + (warned > 0 ? ", \(warned) with warnings (--strict fails on them)" : "") + note + "\n"
      }
      return "\(failing + (strict ? warned : 0)) of \(checked) buttons need attention"
        + (!strict && warned > 0 ? ", \(warned) more with warnings" : "") + note + "\n"
    }
  }

  /// What `check` prints for `outcomes` (the whole report; `run` streams the same text).
  static func report(
    _ outcomes: [RecomputeOutcome], schema: [String], json: Bool, strict: Bool = false,
    verbose: Bool = false
  ) -> String {
    var report = Report(json: json, strict: strict, verbose: verbose, schema: schema)
    var out = report.head()
    for o in outcomes { out += report.add(o) }
    return out + report.tail()
  }

  /// A problem of a button's row rather than of its layouts: its code, severity, message, and
  /// the line the text report gives it (each starts with the button's name, as before findings
  /// were grouped, so `grep NAME:` finds them).
  struct RowProblem {
    var code: String
    var severity: Diagnostic.Severity
    var message: String
    var line: String
  }

  /// The problems of a button's row: invalid, stale, edited sizes, sources that cannot be read
  /// or re-measured, measurement findings (those of one code after the third counted in one).
  static func rowProblems(_ o: RecomputeOutcome) -> [RowProblem] {
    let v = TextFormat.visible
    let name = v(o.name)
    var items: [RowProblem] = []
    for p in o.problems {
      items.append(
        RowProblem(
          code: "invalid-row", severity: .error, message: p, line: "\(name): invalid: \(v(p))"))
    }
    // A recomputed button's causes say why it was rewritten, not a problem.
    if o.result != .recomputed {
      for r in o.reasons {
        items.append(
          RowProblem(code: "stale", severity: .error, message: r, line: "\(name): stale: \(v(r))"))
      }
      for m in o.mismatches {
        items.append(
          RowProblem(code: "edited-size", severity: .error, message: m, line: "\(name): \(v(m))"))
      }
    }
    for f in o.failures {
      let message = InputOptions.rendered(f)
      items.append(
        RowProblem(
          code: f.kind.rawValue, severity: .error, message: message,
          line: "\(name): \(f.kind.rawValue): \(v(message)); stored values kept"))
    }
    var seen: [String: Int] = [:]
    for f in o.measurementFindings {
      let code = f.code.rawValue
      seen[code, default: 0] += 1
      guard seen[code]! <= 3 else { continue }
      let message = measured(f)
      items.append(
        RowProblem(
          code: code, severity: f.severity, message: message,
          line: "\(name): \(f.severity.rawValue) \(code): \(v(message))"))
    }
    for (code, count) in seen.sorted(by: { $0.key < $1.key }) where count > 3 {
      let severity = o.measurementFindings.first { $0.code.rawValue == code }!.severity
      let message = "and \(count - 3) more like these"
      items.append(
        RowProblem(
          code: code, severity: severity, message: message,
          line: "\(name): \(severity.rawValue) \(code): \(message)"))
    }
    return items
  }

  /// One button of the grouped text report: nothing for a button that is ok without accepted
  /// findings. A button judged by its verdict gets `name: status: verdict`; the problems of its
  /// row follow, each a line of its own (`name: stale: …`), then its grouped findings.
  static func grouped(_ o: RecomputeOutcome) -> String {
    let v = TextFormat.visible
    let status = o.status
    let acceptedGroups = o.verdict?.accepted.filter { $0.severity >= .warning } ?? []
    // An ok button is listed for what its measurements say too (approximate titles and the
    // files they came from, a font-file title HarfBuzz measures otherwise than the device).
    if status == .ok, acceptedGroups.isEmpty, o.measurementFindings.isEmpty { return "" }
    var out = ""
    if let verdict = o.verdict, status == .ok || status == .warning || status == .error {
      out +=
        "\(v(o.name)): \(status.reportName): \(verdict.technique.rawValue) \(verdict.summary(visible: v))\n"
    }
    for problem in rowProblems(o) { out += problem.line + "\n" }
    if status != .ok, let verdict = o.verdict { out += VerdictText.groups(verdict) }
    return out
  }

  /// The findings `check` reports per variant, each with its variant: every error, then every
  /// warning, in the variants' order. An error of the base variant that is one of the chosen
  /// technique's own errors (`errors`, reported above them) is not repeated; with
  /// `techniqueWarnings` (they are reported too), neither is such a warning.
  static func variantFindings(_ o: RecomputeOutcome, techniqueWarnings: Bool = false)
    -> [(VariantLayout, Diagnostic)]
  {
    let base = o.baseVariant
    var found: [(VariantLayout, Diagnostic)] = []
    for severity in [Diagnostic.Severity.error, .warning] {
      for variant in o.variants {
        for d in variant.diagnostics where d.severity == severity {
          if variant.key == base {
            if severity == .error {
              let own =
                "\(variant.technique.rawValue) \(variant.direction.rawValue.uppercased()): \(d.code.rawValue): \(d.message)"
              if o.errors.contains(own) { continue }
            } else if techniqueWarnings,
              o.findings.contains(where: { same($0, variant, d) })
            {
              continue
            }
          }
          found.append((variant, d))
        }
      }
    }
    return found
  }

  /// Whether a technique's finding is a variant's.
  static func same(_ f: LayoutFinding, _ v: VariantLayout, _ d: Diagnostic) -> Bool {
    f.technique == v.technique && f.direction == v.direction && f.diagnostic.code == d.code
      && f.diagnostic.severity == d.severity && f.diagnostic.message == d.message
  }

  /// One button of `check --format json`, written member by member: `{"name", "status",
  /// "technique", "verdict", "variants", "problems"}` (docs/check-json.md), each problem as
  /// it is found.
  static func write(_ o: RecomputeOutcome, to writer: inout JSONStreamWriter) {
    writer.beginObject()
    writer.member("name", .string(o.name))
    writer.member("status", .string(o.status.reportName))
    writer.member("technique", .optional(o.verdict?.technique) { .string($0.rawValue) })
    writer.member("verdict", .optional(o.verdict) { .string($0.summary()) })
    writer.member(
      "variants",
      .optional(o.verdict.flatMap { $0.variantCount > 0 ? $0 : nil }) { verdict in
        .object([
          ("count", .integer(Int64(verdict.variantCount))),
          ("failing", .integer(Int64(verdict.failingVariants))),
          ("warning", .integer(Int64(verdict.warningVariants))),
        ])
      })
    writer.key("problems")
    writer.beginArray()
    for p in rowProblems(o) { writer.value(VerdictText.rowProblem(p.code, p.severity, p.message)) }
    for group in o.verdict?.groups ?? [] { VerdictText.write(group, to: &writer) }
    writer.endArray()
    writer.endObject()
  }

  /// A button's lines of the verbose text report: every problem, stale cause, edited size, error of
  /// its chosen technique (with `strict`, its warnings too) and finding of a variant.
  static func lines(_ o: RecomputeOutcome, strict: Bool) -> String {
    // Names, paths and reasons come from the catalog: shown as list and show show them.
    let v = TextFormat.visible
    let name = v(o.name)
    var out = ""
    for problem in o.problems { out += "\(name): invalid: \(v(problem))\n" }
    for reason in o.reasons { out += "\(name): stale: \(v(reason))\n" }
    for mismatch in o.mismatches { out += "\(name): \(v(mismatch))\n" }
    for error in o.errors { out += "\(name): \(v(error))\n" }
    if strict {
      for f in o.findings where f.diagnostic.severity == .warning {
        let d = f.diagnostic
        out +=
          "\(name): warning: \(f.technique.rawValue) \(f.direction.rawValue.uppercased()): \(d.code.rawValue): \(v(d.message))\n"
      }
    }
    for (variant, d) in variantFindings(o, techniqueWarnings: strict) {
      out +=
        "\(name): \(d.severity.rawValue) \(d.code.rawValue) \(VariantText.name(variant.key, variant.direction)): \(v(d.message))\n"
    }
    for f in o.failures {
      out += "\(name): \(f.kind.rawValue): \(v(InputOptions.rendered(f))); stored values kept\n"
    }
    for f in o.measurementFindings {
      out += "\(name): \(f.severity.rawValue) \(f.code.rawValue): \(v(measured(f)))\n"
    }
    return out
  }

  /// A measurement finding's message, an unmeasured title's with the command that writes the
  /// probe.
  static func measured(_ f: MeasurementFinding) -> String {
    f.code == .unmeasuredTitle
      ? f.message
        + "; measure it: \(MeasuringHint.probeCommand), then \(MeasuringHint.importCommand)"
      : f.message
  }

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    if let extra = arguments.positionals.first, !arguments.positionalsUncertain {
      collector.problems.append("'check' takes no arguments, got '\(extra)'")
    }
    let format = Self.format.value(in: arguments, &collector)
    if arguments[strict], arguments[notStrict] {
      collector.problems.append("--\(strict.name) cannot go with --\(notStrict.name)")
    }
    try collector.throwIfAny()
    // A catalog that cannot be checked (none, not one, unreadable, from a newer buttoncat)
    // exits 2, so a CI script tells a broken catalog from a broken layout (exit 1).
    let catalog: Catalog
    do {
      catalog = try context.open(.read)
    } catch {
      throw CLIError(.trouble, error.problems)
    }
    var report = Report(
      json: format == .json, strict: arguments[strict], verbose: arguments[verbose])
    let out = context.console.out
    do {
      let stored = try catalog.storedSettings()
      report.settings = stored.problems.map(SettingsCommand.rendered)
      if !report.strict, !arguments[notStrict], stored.settings.strict == true {
        report.strict = true
        report.strictBySetting = true
      }
      report.schema = try catalog.foreignSchemaObjects()
      out.write(report.head())
      // Each button is written as soon as it is checked: nothing of it is held after.
      try catalog.check { out.write(report.add($0)) }
    } catch {
      throw CLIError(.trouble, CLIError(error).problems)
    }
    out.write(report.tail())
    let failing = report.failing
    let strictName =
      report.strictBySetting
      ? "the catalog's 'strict' setting; --\(Self.notStrict.name) for one run"
      : "--\(Self.strict.name)"
    if !report.settings.isEmpty {
      let count = report.settings.count
      throw CLIError(
        .failure,
        [
          "check failed: the catalog holds \(count) setting\(count == 1 ? "" : "s") that \(count == 1 ? "is" : "are") not one"
            + (failing == 0
              ? "" : ", and \(failing) button\(failing == 1 ? "" : "s") with problems")
        ])
    }
    if !report.schema.isEmpty {
      let schema = report.schema.count
      throw CLIError(
        .failure,
        [
          "check failed: the catalog holds \(schema) schema object\(schema == 1 ? "" : "s") buttoncat did not create"
            + (failing == 0
              ? "" : ", and \(failing) button\(failing == 1 ? "" : "s") with problems")
        ])
    }
    if failing > 0 {
      throw CLIError(
        .failure,
        [
          "check failed: \(failing) button\(failing == 1 ? "" : "s") with errors or stale layouts"
            + (report.invalid == 0 ? "" : " (\(report.invalid) invalid)")
            + (report.strict && report.warned > 0
              ? ", and \(report.warned) with warnings (\(strictName))" : "")
        ])
    }
    if !report.passed {
      let warned = report.warned
      throw CLIError(
        .failure,
        ["check failed (\(strictName)): \(warned) button\(warned == 1 ? "" : "s") with warnings"])
    }
  }
}
