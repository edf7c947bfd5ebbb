import ButtonCatalog
import ButtonLayout

/// `buttoncat set NAME|PATTERN… [--tagged T]… [inputs…]`.
enum SetCommand {
  static let spec = CommandSpec(
    name: "set",
    summary: "Change a button's inputs; its layouts are recomputed in the same transaction.",
    synopsis: "NAME|PATTERN… [--tagged T]… [inputs…]",
    inputs: InputOptions.specs + InputOptions.catalogSpecs,
    options: [SelectionOptions.tagged, CommonOptions.database],
    discussion:
      """
      Only the options given change; --tag replaces the tags. --button-size S also sets the
      padding and the font size to the size's defaults, unless this set gives --padding or
      --font-size. --accept CODE[=REASON] accepts a warning or info code for the button (still
      reported, marked accepted, not counted; errors cannot be accepted); --no-accept CODE
      stops. Example:
        buttoncat set tabbar/home --spacing 6
      """ + "\n\n" + SelectionOptions.setDiscussion
  )

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let tagged = SelectionOptions.tagged.values(in: arguments)
    // One plain name: the button's set, as it has always been.
    if arguments.positionals.count <= 1, tagged.isEmpty,
      !arguments.positionals.contains(where: NamePattern.isPattern)
    {
      return try runOne(arguments, context, &collector)
    }
    let selection = SelectionOptions.parse(
      arguments, &collector, tagOption: SelectionOptions.tagged)
    var scratch = ButtonRecord(name: "")
    InputOptions.apply(arguments, to: &scratch, &collector, conflicts: false)
    requireChange(arguments, besides: [SelectionOptions.tagged], &collector)
    try collector.throwIfAny()
    let catalog = try context.open(.write)
    var usage: [InputProblem] = []
    do {
      let results = try catalog.set(selection, by: context.author) {
        (name: String, record: inout ButtonRecord) throws(CatalogError) in
        try edit(&record, arguments, context, &usage)
      }
      for (old, new) in results { try report(old, new, arguments, context, catalog, naming: true) }
    } catch {
      if !usage.isEmpty, case .inButton(let name, _) = error {
        let shown = TextFormat.visible(name)
        throw CLIError(.usage, usage.map { "\(shown): " + InputOptions.rendered($0) })
      }
      throw CLIError(hintingTags(error, selection, catalog), suggestingFrom: catalog)
    }
  }

  /// `nothing to change` when the command line gives no input option: only `--db` and the
  /// selection's `besides`.
  static func requireChange(
    _ arguments: ParsedArguments, besides: [any OptionDeclaration],
    _ collector: inout ProblemCollector
  ) {
    let notInputs = Set([CommonOptions.database.name] + besides.map(\.spec.name))
    if arguments.values.keys.allSatisfy(notInputs.contains), arguments.problems.isEmpty {
      collector.problems.append("nothing to change: give at least one input option")
    }
  }

  /// `error` with the nearest tag the catalog has after each of the selection's tags that no
  /// button has.
  static func hintingTags(_ error: CatalogError, _ selection: ButtonSelection, _ catalog: Catalog)
    -> CatalogError
  {
    guard case .invalid(let problems) = error, !selection.tags.isEmpty else { return error }
    let known = (try? catalog.tags()) ?? []
    return .invalid(
      problems.map { problem in
        guard
          let tag = selection.tags.first(where: { problem == "no button has the tag '\($0)'" })
        else { return problem }
        return "no button has the tag '\(TextFormat.visible(tag))'"
          + TextFormat.visible(Suggestion.hint(tag, in: known))
      })
  }

  /// `set NAME [inputs…]`: one button by its name.
  static func runOne(
    _ arguments: ParsedArguments, _ context: CommandContext, _ collector: inout ProblemCollector
  ) throws(CLIError) {
    let name = namePositionals(arguments, 1, "one NAME", &collector)[0]
    // Parse every option once against a scratch record, so usage errors come before any I/O.
    var scratch = ButtonRecord(name: name)
    InputOptions.apply(arguments, to: &scratch, &collector, conflicts: false)
    requireChange(arguments, besides: [], &collector)
    try collector.throwIfAny()
    let catalog = try context.open(.write)
    // Usage problems only the stored button shows (this set adds a text style to a title
    // given by size, or a state's title key to a state with a title): the set is abandoned
    // and exits 64.
    var usage: [InputProblem] = []
    do {
      let (old, new) = try catalog.set(name, by: context.author) {
        (record: inout ButtonRecord) throws(CatalogError) in
        try edit(&record, arguments, context, &usage)
      }
      try report(old, new, arguments, context, catalog)
    } catch {
      if !usage.isEmpty { throw CLIError(.usage, usage.map(InputOptions.rendered)) }
      throw CLIError(error, suggestingFrom: catalog)
    }
  }

  /// Applies the input options to a stored button's record; `usage`: the problems only the
  /// stored button shows, thrown as its inputs' problems.
  static func edit(
    _ record: inout ButtonRecord, _ arguments: ParsedArguments, _ context: CommandContext,
    _ usage: inout [InputProblem]
  ) throws(CatalogError) {
    var ignored = ProblemCollector()
    InputOptions.apply(arguments, to: &record, &ignored)
    usage = record.conflictingOptions
    if !usage.isEmpty { throw .invalidInputs(usage) }
    if arguments.has(.title), record.variants.strings != nil {
      throw .invalidInputs([
        InputProblem(
          .title,
          "the title is the strings file's (its source language's value of \(ButtonField.titleKey.mention("KEY"))); \(ButtonField.strings.mention()) gives it"
        )
      ])
    }
    storePaths(&record, arguments, catalog: context.databasePath)
  }

  /// What `set` prints for one button: its new revision and each change, then its verdict;
  /// `naming`: its warnings under its name (one of a selection).
  static func report(
    _ old: ButtonRecord, _ new: ButtonRecord, _ arguments: ParsedArguments,
    _ context: CommandContext, _ catalog: Catalog, naming: Bool = false
  ) throws(CatalogError) {
    warn(new, arguments, context.console, naming: naming)
    let changes = RecordJSON.changes(from: old, to: new)
    context.console.out.write(
      "set \(new.name) (revision \(new.revision))"
        + (changes.isEmpty ? ": nothing changed\n" : "\n"))
    for line in changes.split(separator: "\n") {
      context.console.out.write("  \(TextFormat.visible(String(line)))\n")
    }
    if !changes.isEmpty { context.console.out.write(try verdictLines(new.name, catalog)) }
  }
}
