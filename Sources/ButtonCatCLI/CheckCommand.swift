import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// `buttoncat check`: for a team's CI.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    summary: "Fail (exit 1) when a button's technique has an error or its layouts are stale.",
    synopsis: "[--strict] [--format text|json]",
    options: [
      OptionSpec(
        name: "strict",
        help: "Warnings fail too (exit 1), and the chosen technique's warnings are listed."),
      .format(["text", "json"]), .database,
    ],
    discussion: """
      Fails on: an error of a button's chosen technique, or of one of its variants (each
      reported on its own line with the variant: [de, AX3, normal, LTR]); stale layouts, with the cause (a font
      or image file changed, inputs changed since the layouts were computed, another engine
      version); a stored size that is not what its unchanged source file measures (edited by
      hand or in an imported document); a row that is not a valid button (the catalog edited
      outside buttoncat, or damaged), each problem naming the column; a source that cannot
      be re-measured (missing-source: a file gone or unreadable, naming its option and the
      path; unmeasurable: a glyph no font has, a strings file that does not parse, a key
      removed), its stored values kept; schema objects (a
      trigger, view, index or table) that buttoncat's migrations did not create. Commands that
      write refuse to run on a catalog with such objects; other commands refuse invalid rows
      ('list' marks them invalid; 'rm' and 'import --replace' replace them).
      With --strict, warnings fail too: a warning of the chosen technique or of a variant.

      The report is written as the buttons are checked, in name order. --format json prints
      {"schema": [...], "buttons": [...], "checked", "failing", "warned", "strict", "ok"} (ok
      last: it is known at the end). Each button: {"name", "invalid", "stale", "mismatches",
      "errors", "missingSources", "variants" (only with variants), "problems"}, where
      "problems" lists every error and warning as {"name", "technique", "direction",
      "variant", "code", "severity", "message"}: technique and direction are null for a
      problem of the row (codes invalid-row, stale, edited-size, missing-source,
      unmeasurable), variant is
      null for the base layout, else {"locale", "contentSize", "state"} as 'show' names them.
      """)

  /// `check`'s report, written piece by piece: the head, one part per button as it is
  /// checked, the tail with the summary. Only counts are held between buttons.
  struct Report {
    var json: Bool
    var strict = false
    var schema: [String] = []
    /// Buttons checked, failing (`needsAttention`), and warned (not failing, with a warning:
    /// `--strict` fails on them).
    var checked = 0
    var failing = 0
    var warned = 0
    /// Failing buttons whose row is not a valid button.
    var invalid = 0

    /// Whether `check` passes.
    var passed: Bool { schema.isEmpty && failing == 0 && (!strict || warned == 0) }

    func head() -> String {
      guard json else {
        return schema.map { "catalog schema: \(TextFormat.visible($0))\n" }.joined()
      }
      var out = "{\n  \"schema\": "
      JSONWriter().write(.array(schema.map { .string($0) }), level: 1, into: &out)
      return out + ",\n  \"buttons\": ["
    }

    mutating func add(_ o: RecomputeOutcome) -> String {
      if o.needsAttention {
        failing += 1
        if !o.problems.isEmpty { invalid += 1 }
      } else if CheckCommand.warns(o) {
        warned += 1
      }
      checked += 1
      if json {
        var out = checked == 1 ? "\n    " : ",\n    "
        JSONWriter().write(CheckCommand.entry(o), level: 2, into: &out)
        return out
      }
      return CheckCommand.lines(o, strict: strict)
    }

    func tail() -> String {
      if json {
        return (checked == 0 ? "]" : "\n  ]")
          + ",\n  \"checked\": \(checked),\n  \"failing\": \(failing),\n  \"warned\": \(warned),"
          + "\n  \"strict\": \(strict),\n  \"ok\": \(passed)\n}\n"
      }
      if passed {
        return "\(checked) button\(checked == 1 ? "" : "s") checked: all current, no errors"
          + (strict ? " or warnings\n" : "\n")
      }
      return "\(failing + (strict ? warned : 0)) of \(checked) buttons need attention\n"
    }

  }

  /// What `check` prints for `outcomes` (the whole report; `run` streams the same text).
  static func report(
    _ outcomes: [RecomputeOutcome], schema: [String], json: Bool, strict: Bool = false
  ) -> String {
    var report = Report(json: json, strict: strict, schema: schema)
    var out = report.head()
    for o in outcomes { out += report.add(o) }
    return out + report.tail()
  }

  /// A button that warns: a warning of its chosen technique or of a variant.
  static func warns(_ o: RecomputeOutcome) -> Bool {
    o.findings.contains { $0.diagnostic.severity == .warning }
      || o.variants.contains { $0.worstSeverity == .warning }
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

  /// A variant's finding in `check --format json`'s `"variants"`: the variant's key and
  /// direction, the code, severity and message.
  static func findingJSON(_ finding: (VariantLayout, Diagnostic)) -> JSONValue {
    let (v, d) = finding
    return .object([
      ("locale", .optional(v.key.locale) { .string($0) }),
      ("contentSize", .string(v.key.contentSize.shortName)),
      ("state", .string(v.key.state.rawValue)),
      ("direction", .string(v.direction.rawValue)),
      ("code", .string(d.code.rawValue)),
      ("severity", .string(d.severity.rawValue)),
      ("message", .string(d.message)),
    ])
  }

  /// One problem of `check --format json`'s `"problems"`.
  static func problem(
    _ name: String, technique: Technique? = nil, direction: LayoutDirection? = nil,
    variant: VariantKey? = nil, code: String, severity: Diagnostic.Severity, message: String
  ) -> JSONValue {
    .object([
      ("name", .string(name)),
      ("technique", .optional(technique) { .string($0.rawValue) }),
      ("direction", .optional(direction) { .string($0.rawValue) }),
      (
        "variant",
        .optional(variant) { key in
          .object([
            ("locale", .optional(key.locale) { .string($0) }),
            ("contentSize", .string(key.contentSize.shortName)),
            ("state", .string(key.state.rawValue)),
          ])
        }
      ),
      ("code", .string(code)),
      ("severity", .string(severity.rawValue)),
      ("message", .string(message)),
    ])
  }

  /// Every error and warning of a button, structured: the row's (invalid, stale, edited
  /// sizes), the chosen technique's errors then warnings, the variants' (the base variant's
  /// findings that are the technique's not repeated), the source files that cannot be read.
  static func problems(_ o: RecomputeOutcome) -> [JSONValue] {
    let n = o.name
    var items: [JSONValue] = []
    for p in o.problems {
      items.append(problem(n, code: "invalid-row", severity: .error, message: p))
    }
    for r in o.reasons { items.append(problem(n, code: "stale", severity: .error, message: r)) }
    for m in o.mismatches {
      items.append(problem(n, code: "edited-size", severity: .error, message: m))
    }
    for severity in [Diagnostic.Severity.error, .warning] {
      for f in o.findings where f.diagnostic.severity == severity {
        items.append(
          problem(
            n, technique: f.technique, direction: f.direction, code: f.diagnostic.code.rawValue,
            severity: severity, message: f.diagnostic.message))
      }
    }
    for (v, d) in variantFindings(o, techniqueWarnings: true) {
      // The base variant's error that is the technique's own (`findings` has it) is not
      // repeated either.
      if v.key == o.baseVariant, o.findings.contains(where: { same($0, v, d) }) { continue }
      items.append(
        problem(
          n, technique: v.technique, direction: v.direction, variant: v.key,
          code: d.code.rawValue, severity: d.severity, message: d.message))
    }
    for f in o.failures {
      items.append(
        problem(
          n, code: f.kind.rawValue, severity: .error, message: InputOptions.rendered(f)))
    }
    for f in o.measurementFindings {
      items.append(
        problem(n, code: f.code.rawValue, severity: f.severity, message: measured(f)))
    }
    return items
  }

  /// One button of `check --format json`.
  static func entry(_ o: RecomputeOutcome) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("name", .string(o.name)),
      ("invalid", .array(o.problems.map { .string($0) })),
      ("stale", .array(o.reasons.map { .string($0) })),
      ("mismatches", .array(o.mismatches.map { .string($0) })),
      ("errors", .array(o.errors.map { .string($0) })),
      ("missingSources", .array(o.failures.map { .string(InputOptions.rendered($0)) })),
    ]
    // Only for a button with variants: without them the entry stays as it was.
    if o.baseVariant != nil {
      members.append(("variants", .array(variantFindings(o).map(findingJSON))))
    }
    members.append(("problems", .array(problems(o))))
    return .object(members)
  }

  /// A button's lines of the text report: every problem, stale cause, edited size, error of
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
    let format = collector.attempt { () throws(CLIError) in
      try ValueParsing.word("format", arguments.value("format") ?? "text", ["text", "json"])
    }
    try collector.throwIfAny()
    let catalog = try context.open(.read)
    var report = Report(json: format == "json", strict: arguments.has("strict"))
    let out = context.console.out
    do {
      report.schema = try catalog.foreignSchemaObjects()
      out.write(report.head())
      // Each button is written as soon as it is checked: nothing of it is held after.
      try catalog.check { out.write(report.add($0)) }
    } catch {
      throw CLIError(error)
    }
    out.write(report.tail())
    let failing = report.failing
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
              ? ", and \(report.warned) with warnings (--strict)" : "")
        ])
    }
    if !report.passed {
      let warned = report.warned
      throw CLIError(
        .failure,
        ["check failed (--strict): \(warned) button\(warned == 1 ? "" : "s") with warnings"])
    }
  }
}
