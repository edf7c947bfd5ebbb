import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// `buttoncat recompute [--all | NAME…]`.
enum RecomputeCommand {
  static let spec = CommandSpec(
    name: "recompute",
    summary: "Re-measure source files and recompute stale layouts (or every layout with --all).",
    synopsis: "[--all | NAME…]",
    options: [OptionSpec(name: "all", help: "Recompute every button, stale or not."), .database],
    discussion:
      "Without arguments only stale buttons are rewritten. One transaction: all or nothing.")

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    if arguments.has("all"), !arguments.positionals.isEmpty {
      collector.problems.append("--all cannot go with names")
    }
    try collector.throwIfAny()
    let catalog = try context.open(.write)
    let progress = Progress(label: "recompute", console: context.console)
    let outcomes: [RecomputeOutcome]
    do {
      outcomes = try catalog.recompute(
        arguments.positionals.isEmpty ? nil : arguments.positionals, force: arguments.has("all"),
        by: context.author, progress: progress.update)
    } catch {
      progress.finish()
      throw CLIError(error, suggestingFrom: catalog)
    }
    progress.finish()
    let out = context.console.out
    // Names, paths and reasons come from the catalog: shown as list and show show them.
    let v = TextFormat.visible
    var changed = 0
    for o in outcomes {
      for missing in o.missingSources {
        context.console.err.write(
          "Warning: \(v(o.name)): \(v(missing)); kept the stored values\n")
      }
      guard
        !o.reasons.isEmpty || !o.mismatches.isEmpty || arguments.has("all")
          || !arguments.positionals.isEmpty
      else {
        continue
      }
      changed += 1
      let reasons = o.reasons + o.mismatches
      if !reasons.isEmpty { out.write("\(v(o.name)): \(v(reasons.joined(separator: "; ")))\n") }
    }
    out.write(
      "recomputed \(changed) of \(outcomes.count) button\(outcomes.count == 1 ? "" : "s")\n")
  }
}

/// `buttoncat check`: for a team's CI.
enum CheckCommand {
  static let spec = CommandSpec(
    name: "check",
    summary: "Fail (exit 1) when a button's technique has an error or its layouts are stale.",
    synopsis: "[--format text|json]", options: [.format(["text", "json"]), .database],
    discussion: """
      Fails on: an error of a button's chosen technique, or of one of its variants (each
      reported on its own line with the variant: [de, AX3, normal, LTR]); stale layouts, with the cause (a font
      or image file changed, inputs changed since the layouts were computed, another engine
      version); a stored size that is not what its unchanged source file measures (edited by
      hand or in an imported document); a row that is not a valid button (the catalog edited
      outside buttoncat, or damaged), each problem naming the column; schema objects (a
      trigger, view, index or table) that buttoncat's migrations did not create. Commands that
      write refuse to run on a catalog with such objects; other commands refuse invalid rows
      ('list' marks them invalid; 'rm' and 'import --replace' replace them).
      """)

  /// The findings `check` reports per variant, each with its variant: every error, then every
  /// warning, in the variants' order. An error of the base variant that is one of the chosen
  /// technique's own errors (`errors`, reported above them) is not repeated.
  static func variantFindings(_ o: RecomputeOutcome) -> [(VariantLayout, Diagnostic)] {
    let base = o.baseVariant
    var found: [(VariantLayout, Diagnostic)] = []
    for severity in [Diagnostic.Severity.error, .warning] {
      for variant in o.variants {
        for d in variant.diagnostics where d.severity == severity {
          let own =
            "\(variant.technique.rawValue) \(variant.direction.rawValue.uppercased()): \(d.code.rawValue): \(d.message)"
          if variant.key == base, severity == .error, o.errors.contains(own) { continue }
          found.append((variant, d))
        }
      }
    }
    return found
  }

  /// A variant's finding in `check --format json`: the variant's key and direction, the code,
  /// severity and message.
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

  /// What `check` prints: per button every problem, stale cause, edited size, error of its
  /// chosen technique and finding of a variant, then a summary line; or the JSON document.
  static func report(_ outcomes: [RecomputeOutcome], schema: [String], json: Bool) -> String {
    let failing = outcomes.filter(\.needsAttention)
    var out = ""
    if json {
      let items: [JSONValue] = outcomes.map { o in
        var members: [(String, JSONValue)] = [
          ("name", .string(o.name)),
          ("invalid", .array(o.problems.map { .string($0) })),
          ("stale", .array(o.reasons.map { .string($0) })),
          ("mismatches", .array(o.mismatches.map { .string($0) })),
          ("errors", .array(o.errors.map { .string($0) })),
          ("missingSources", .array(o.missingSources.map { .string($0) })),
        ]
        // Only for a button with variants: without them the document stays as it was.
        if o.baseVariant != nil {
          members.append(("variants", .array(variantFindings(o).map(findingJSON))))
        }
        return .object(members)
      }
      out +=
        JSONWriter().string(
          .object([
            ("ok", .bool(failing.isEmpty && schema.isEmpty)),
            ("schema", .array(schema.map { .string($0) })), ("buttons", .array(items)),
          ])) + "\n"
    } else {
      // Names, paths and reasons come from the catalog: shown as list and show show them.
      let v = TextFormat.visible
      for problem in schema { out += "catalog schema: \(v(problem))\n" }
      for o in outcomes {
        for problem in o.problems {
          out += "\(v(o.name)): invalid: \(v(problem))\n"
        }
        for reason in o.reasons { out += "\(v(o.name)): stale: \(v(reason))\n" }
        for mismatch in o.mismatches {
          out += "\(v(o.name)): \(v(mismatch))\n"
        }
        for error in o.errors { out += "\(v(o.name)): \(v(error))\n" }
        for (variant, d) in variantFindings(o) {
          out +=
            "\(v(o.name)): \(d.severity.rawValue) \(d.code.rawValue) \(VariantText.name(variant.key, variant.direction)): \(v(d.message))\n"
        }
        for missing in o.missingSources {
          out += "\(v(o.name)): warning: \(v(missing))\n"
        }
      }
      out +=
        failing.isEmpty && schema.isEmpty
        ? "\(outcomes.count) button\(outcomes.count == 1 ? "" : "s") checked: all current, no errors\n"
        : "\(failing.count) of \(outcomes.count) buttons need attention\n"
    }
    return out
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
    let outcomes: [RecomputeOutcome]
    let schema: [String]
    do {
      schema = try catalog.foreignSchemaObjects()
      outcomes = try catalog.check()
    } catch {
      throw CLIError(error)
    }
    let failing = outcomes.filter(\.needsAttention)
    context.console.out.write(report(outcomes, schema: schema, json: format == "json"))
    if !schema.isEmpty {
      throw CLIError(
        .failure,
        [
          "check failed: the catalog holds \(schema.count) schema object\(schema.count == 1 ? "" : "s") buttoncat did not create"
            + (failing.isEmpty
              ? "" : ", and \(failing.count) button\(failing.count == 1 ? "" : "s") with problems")
        ])
    }
    if !failing.isEmpty {
      let invalid = failing.filter { !$0.problems.isEmpty }.count
      throw CLIError(
        .failure,
        [
          "check failed: \(failing.count) button\(failing.count == 1 ? "" : "s") with errors or stale layouts"
            + (invalid == 0 ? "" : " (\(invalid) invalid)")
        ])
    }
  }
}

/// `buttoncat demo`: the main job on the default catalog, in one line.
enum DemoCommand {
  static let spec = CommandSpec(
    name: "demo", summary: "Add a few sample buttons (when missing), list them and show one.",
    synopsis: "[--db PATH]", options: [.database])

  static let samples: [[String]] = [
    [
      "tabbar/home", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
      "--image-size", "24x24",
      "--placement", "top", "--spacing", "4", "--tag", "tabbar", "--description",
      "Tab bar item: icon above its title",
    ],
    [
      "toolbar/share", "--title", "Share", "--title-width", "41.2", "--image-size", "20x20",
      "--placement",
      "trailing", "--spacing", "6", "--padding", "0,12,0,12", "--size", "120x44", "--direction",
      "both",
      "--tag", "toolbar",
    ],
    [
      "settings", "--title", "设置", "--title-size", "30x21", "--image-size", "22x22", "--placement",
      "leading", "--spacing", "8", "--padding", "11,16,11,16", "--direction", "both", "--tag",
      "toolbar",
    ],
    [
      "legacy/tabbar-recipe", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
      "--image-size",
      "24x24", "--placement", "top", "--spacing", "4", "--technique", "edge-insets", "--tag",
      "tabbar",
      "--description", "The same tab item with the popular edge-insets recipe",
    ],
  ]

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    if let extra = arguments.positionals.first, !arguments.positionalsUncertain {
      collector.problems.append("'demo' takes no arguments, got '\(extra)'")
    }
    try collector.throwIfAny()
    let existing: Set<String>
    if let catalog = try? Catalog(path: context.databasePath, access: .read) {
      existing = Set((try? catalog.names()) ?? [])
    } else {
      existing = []
    }
    for sample in samples where !existing.contains(sample[0]) {
      let parsed = ArgumentParser.parse(sample, for: AddCommand.spec)
      try AddCommand.run(parsed, context)
    }
    context.console.out.write("\n")
    try ListCommand.run(ArgumentParser.parse([], for: ListCommand.spec), context)
    context.console.out.write("\n")
    try ShowCommand.run(ArgumentParser.parse(["toolbar/share"], for: ShowCommand.spec), context)
  }
}
