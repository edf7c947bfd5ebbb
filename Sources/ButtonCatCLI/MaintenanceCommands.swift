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
    discussion: """
      Without arguments only stale buttons are rewritten. One transaction: all or nothing.
      Ends with what it did (recomputed N, unchanged N, failed N of N buttons). A button that
      cannot be re-measured (a source file gone or unreadable, a glyph no font or fallback has,
      a strings file that no longer parses, a key removed from it) keeps its stored values and
      layouts, is named with the cause and the input to fix, and makes recompute exit 1; the
      cause is recorded for 'check' and 'list --stale' until the button is measured again.
      """)

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
        arguments.positionals.isEmpty ? nil : arguments.positionals.map(ButtonName.composed),
        force: arguments.has("all"),
        by: context.author, progress: progress.update)
    } catch {
      progress.finish()
      throw CLIError(error, suggestingFrom: catalog)
    }
    progress.finish()
    let out = context.console.out
    // Names, paths and reasons come from the catalog: shown as list and show show them.
    let v = TextFormat.visible
    var counts: [RecomputeResult: Int] = [:]
    var failed: [String] = []
    for o in outcomes {
      counts[o.result, default: 0] += 1
      switch o.result {
      case .failed:
        failed.append(v(o.name))
        for failure in o.failures {
          context.console.err.write(
            "\(v(o.name)): cannot re-measure: \(v(InputOptions.rendered(failure))); kept its stored values and layouts\n"
          )
        }
      case .recomputed:
        let reasons = o.reasons + o.mismatches
        if !reasons.isEmpty { out.write("\(v(o.name)): \(v(reasons.joined(separator: "; ")))\n") }
        // What the new layouts say, as 'show' and 'check' will.
        if let verdict = o.verdict { out.write(VerdictText.line(verdict)) }
      case .unchanged: break
      }
    }
    out.write(
      "recomputed \(counts[.recomputed] ?? 0), unchanged \(counts[.unchanged] ?? 0), failed \(failed.count) of \(outcomes.count) button\(outcomes.count == 1 ? "" : "s")\n"
    )
    if !failed.isEmpty {
      throw CLIError(
        .failure,
        [
          "\(failed.count) button\(failed.count == 1 ? "" : "s") could not be re-measured (\(failed.prefix(3).joined(separator: ", "))\(failed.count > 3 ? ", …" : "")); fix the inputs named above and run 'buttoncat recompute' again"
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
