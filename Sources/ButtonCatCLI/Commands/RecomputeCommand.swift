import ButtonCatalog

/// `buttoncat recompute [--all | NAME…]`.
enum RecomputeCommand {
  static let all = Flag("all", help: "Recompute every button, stale or not.")

  static let spec = CommandSpec(
    name: "recompute",
    summary: "Re-measure source files and recompute stale layouts (or every layout with --all).",
    synopsis: "[--all | NAME…]",
    options: [all, CommonOptions.database],
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
    if arguments[all], !arguments.positionals.isEmpty {
      collector.problems.append("--\(all.name) cannot go with names")
    }
    try collector.throwIfAny()
    let catalog = try context.open(.write)
    let progress = Progress(label: "recompute", console: context.console)
    let outcomes: [RecomputeOutcome]
    do {
      outcomes = try catalog.recompute(
        arguments.positionals.isEmpty ? nil : arguments.positionals.map(ButtonName.composed),
        force: arguments[all],
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
