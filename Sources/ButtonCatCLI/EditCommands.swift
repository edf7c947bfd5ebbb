import ButtonCatalog
import ButtonLayout
import ButtonMeasure

extension OptionSpec {
  /// `--db PATH`, accepted by every catalog command (and before the command).
  static let database = OptionSpec(
    name: "db", valueName: "PATH",
    help: "The catalog (default $BUTTONCAT_DB, else ./buttons.sqlite).")
  static func format(_ formats: [String]) -> OptionSpec {
    OptionSpec(
      name: "format", valueName: "F",
      help: "Output format: \(formats.joined(separator: ", ")) (default \(formats[0])).")
  }
}

/// Reads the single `NAME` (or `count` names) a command takes, as a usage problem otherwise.
func positionals(
  _ arguments: ParsedArguments, _ count: Int, _ what: String, _ collector: inout ProblemCollector
)
  -> [String]
{
  if arguments.positionals.count != count {
    // A mistyped option may have eaten one: that mistake is reported, not its echo.
    if arguments.positionalsUncertain {
      return (arguments.positionals + Array(repeating: "", count: count)).prefix(count).map { $0 }
    }
    collector.problems.append(
      "expected \(what), got \(arguments.positionals.isEmpty ? "nothing" : arguments.positionals.map { "'\($0)'" }.joined(separator: " "))"
    )
    return Array(repeating: "", count: count)
  }
  return arguments.positionals
}

/// `positionals` for button names (and name patterns): each in Unicode's composed form (NFC),
/// the one spelling a catalog stores, so `Ä` typed as `A` and a combining mark names the same
/// button (`ButtonName.composed`).
func namePositionals(
  _ arguments: ParsedArguments, _ count: Int, _ what: String, _ collector: inout ProblemCollector
) -> [String] {
  positionals(arguments, count, what, &collector).map(ButtonName.composed)
}

/// Prints validation warnings on stderr, each value as typed (`typed`); `naming`: each under
/// the button's name (one of several a command changes).
func warn(
  _ record: ButtonRecord, _ arguments: ParsedArguments, _ console: Console, naming: Bool = false
) {
  let prefix = naming ? TextFormat.visible(record.name) + ": " : ""
  for warning in record.validate().warnings {
    console.err.write("Warning: \(prefix)\(TextFormat.visible(typed(warning, arguments)))\n")
  }
}

/// `warning` as the command line says it (`--spacing: '5' has no effect: …`), with the quoted
/// value as the command line gave it (`'.5e1'`) rather than the stored number, when it gave
/// that option (issue 12 item 21).
func typed(_ warning: InputProblem, _ arguments: ParsedArguments) -> String {
  var shown = warning
  if let field = warning.field, let option = InputOptions.spellings[field],
    let text = arguments.value(option), warning.message.hasPrefix("'"),
    let close = warning.message.dropFirst().firstIndex(of: "'")
  {
    shown.message = "'" + text + warning.message[close...]
  }
  return InputOptions.rendered(shown)
}

/// What `add` and `set` print after writing `name`: the button's verdict over its chosen
/// technique and every variant (`ButtonVerdict`), read back as `show` reads it, so the two
/// never disagree: `exact: ✗ 95 of 456 variants fail: title-truncated (de, fr at xxL–AX5)`.
/// A title measured from Apple's font files is said to be approximate (issue 24 item 6).
func verdictLines(_ name: String, _ catalog: Catalog) throws(CatalogError) -> String {
  let shown = try catalog.show(name)
  let approximate =
    shown.isApproximate
    ? "  approximate: the title is measured from Apple's font files ($\(SystemFonts.environmentVariable)), not on a device\n"
    : ""
  return VerdictText.afterEdit(shown) + approximate
}

/// `buttoncat add NAME [inputs…]`.
/// The source paths given on the command line (relative to the current folder, or absolute)
/// as the catalog at `catalog` stores them: relative to its folder (absolute ones unchanged).
func storePaths(_ record: inout ButtonRecord, _ arguments: ParsedArguments, catalog: String) {
  if arguments.value("image") != nil, let path = record.imagePath {
    record.imagePath = Catalog.storedPath(path, catalog: catalog)
  }
  if arguments.value("font") != nil, let font = record.font {
    record.font = FontSource(
      path: Catalog.storedPath(font.path, catalog: catalog), faceIndex: font.faceIndex)
  }
  if arguments.value("strings") != nil, let path = record.variants.strings {
    record.variants.strings = Catalog.storedPath(path, catalog: catalog)
  }
  for text in arguments.all("state-image") {
    // The states this command gave a file (the others are stored already).
    guard let equals = text.firstIndex(of: "="),
      let state = ControlState(parsing: String(text[..<equals])),
      case .file(let path, let digest) = record.variants.stateImages[state]
    else { continue }
    record.variants.stateImages[state] = .file(
      path: Catalog.storedPath(path, catalog: catalog), digest: digest)
  }
  if !arguments.all("fallback-font").isEmpty {
    record.fallbackFonts = record.fallbackFonts.map {
      FontSource(path: Catalog.storedPath($0.path, catalog: catalog), faceIndex: $0.faceIndex)
    }
  }
}

enum AddCommand {
  static let spec = CommandSpec(
    name: "add", summary: "Add a button style; every technique's layout is computed and stored.",
    synopsis: "NAME [inputs…]",
    options: InputOptions.specs + InputOptions.catalogSpecs + [.database],
    discussion: """
      Names use letters, digits, '.', '-', '_' and '/' (for groups, e.g. tabbar/home).
      A button needs a title or an image. Lengths are at most 10000 pt, font sizes at most
      1000 pt; titles and tags are one line without control characters (README: Input ranges).
      --button-size S (the configuration's size) gives --padding and --font-size the size's
      defaults when they are not given with it; a configuration button without either has the
      medium size's padding (7,12,7,12), as UIKit gives it. Without --ios or --scale, a button takes the
      catalog's settings ('buttoncat settings ios 15.0'), else 26.1 and 3.
      The catalog is created by the first add. add and set print the button's verdict over its
      chosen technique and every variant, as list, show and check give it (✓ ok, ~ warnings,
      ✗ errors, with the codes and the variants they hit; accepted findings do not count).
      Example:
        buttoncat add tabbar/home --title Home --title-width 31.4 --font-size 10 \\
          --image-size 24x24 --placement top --spacing 4 --tag tabbar
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let name = namePositionals(arguments, 1, "one NAME", &collector)[0]
    var record = ButtonRecord(name: name)
    InputOptions.apply(arguments, to: &record, &collector, newButton: true)
    try collector.throwIfAny()
    // The team's defaults (`buttoncat settings`) for what this add does not give, then the
    // options over them again (their problems were reported above).
    let settings = try SettingsCommand.existingSettings(context)
    if settings.ios != nil || settings.scale != nil {
      record = ButtonRecord(name: name)
      if let ios = settings.ios { record.spec.ios = ios }
      if let scale = settings.scale { record.spec.scale = scale }
      var ignored = ProblemCollector()
      InputOptions.apply(arguments, to: &record, &ignored, newButton: true)
    }
    // Validate and measure before the catalog is opened (or created): bad input leaves no file
    // behind.
    do {
      // Measured from the paths as typed (errors name them), then stored catalog-relative.
      try Catalog.prepare(&record)
    } catch {
      throw CLIError(error)
    }
    storePaths(&record, arguments, catalog: context.databasePath)
    let catalog = try context.open(.write)
    do {
      let stored = try catalog.add(record, by: context.author, prepared: true)
      warn(stored, arguments, context.console)
      context.console.out.write(
        "added \(stored.name) (revision 1)\n" + (try verdictLines(stored.name, catalog)))
    } catch {
      throw CLIError(error)
    }
  }
}

/// `buttoncat set NAME|PATTERN… [--tagged T]… [inputs…]`.
enum SetCommand {
  static let spec = CommandSpec(
    name: "set",
    summary: "Change a button's inputs; its layouts are recomputed in the same transaction.",
    synopsis: "NAME|PATTERN… [--tagged T]… [inputs…]",
    options: InputOptions.specs + InputOptions.catalogSpecs + [SelectionOptions.tagged, .database],
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
    let tagged = arguments.all(SelectionOptions.tagged.name)
    // One plain name: the button's set, as it has always been.
    if arguments.positionals.count <= 1, tagged.isEmpty,
      !arguments.positionals.contains(where: NamePattern.isPattern)
    {
      return try runOne(arguments, context, &collector)
    }
    let selection = SelectionOptions.parse(
      arguments, &collector, tagOption: SelectionOptions.tagged.name)
    var scratch = ButtonRecord(name: "")
    InputOptions.apply(arguments, to: &scratch, &collector, conflicts: false)
    if !arguments.values.keys.contains(where: { $0 != "db" && $0 != SelectionOptions.tagged.name }),
      arguments.problems.isEmpty
    {
      collector.problems.append("nothing to change: give at least one input option")
    }
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
    if arguments.values.keys.allSatisfy({ $0 == "db" }), arguments.problems.isEmpty {
      collector.problems.append("nothing to change: give at least one input option")
    }
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
    if arguments.has("title"), record.variants.strings != nil {
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

/// `buttoncat rename OLD NEW`.
enum RenameCommand {
  static let spec = CommandSpec(
    name: "rename", summary: "Rename a button; its history follows it.", synopsis: "OLD NEW",
    options: [.database])

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let names = namePositionals(arguments, 2, "OLD and NEW names", &collector)
    try collector.throwIfAny()
    if let problem = ButtonName.problem(names[1]) { throw CLIError(.data, ["name: \(problem)"]) }
    let catalog = try context.open(.write)
    do {
      try catalog.rename(names[0], to: names[1], by: context.author)
    } catch {
      throw CLIError(error, suggestingFrom: catalog)
    }
    let v = TextFormat.visible
    context.console.out.write("renamed \(v(names[0])) to \(v(names[1]))\n")
  }
}

/// `buttoncat rm NAME`.
enum RemoveCommand {
  static let spec = CommandSpec(
    name: "rm", summary: "Remove a button; its history is kept.", synopsis: "NAME",
    options: [.database])

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let name = namePositionals(arguments, 1, "one NAME", &collector)[0]
    try collector.throwIfAny()
    let catalog = try context.open(.write)
    do {
      try catalog.remove(name, by: context.author)
    } catch {
      throw CLIError(error, suggestingFrom: catalog)
    }
    let shown = TextFormat.visible(name)
    context.console.out.write("removed \(shown) (its history stays: buttoncat history \(shown))\n")
  }
}
