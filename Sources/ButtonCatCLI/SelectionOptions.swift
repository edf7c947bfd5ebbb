import ButtonCatalog

/// How `list` and `export` select buttons: names, name patterns (`'tabbar/*'`) and `--tag T`.
enum SelectionOptions {
  static let tag = Option<String>(
    "tag", valueName: "T", repeatable: true,
    help: "Buttons with this tag (given more than once: with any of them).")

  /// `set`'s selection by tag: `--tag` is `set`'s input (the tags it gives the button), so the
  /// buttons to change are selected with `--tagged`.
  static let tagged = Option<String>(
    "tagged", valueName: "T", repeatable: true,
    help: "Change the buttons with this tag (given more than once: with any of them).")

  /// How `set` selects, for its help.
  static let setDiscussion = """
    Changing several buttons: NAME|PATTERN… and --tagged T select like list's NAME|PATTERN…
    and --tag T ('*' within a group, '**' across groups; quote patterns from the shell); every
    button taken gets the same change, in one transaction: if any of them fails, none changes
    (exit 65, naming the button). A name not in the catalog, a pattern that matches no button
    or a tag no button has fails (exit 65). Example:
      buttoncat set 'tabbar/*' --accept small-hit-target="the tab bar sizes its items"
    """

  /// The selection rules, for the commands' help.
  static let discussion = """
    Selecting buttons: NAME is a button's name or a pattern matched against the whole name:
    '*' matches within one group (not '/'), '**' across groups ('**/' also none), '?' one
    character but '/', '[a-z]' one of a set ('[!…]' none of it); quote patterns from the
    shell ('tabbar/*'). A button is taken when it matches any NAME, pattern or --tag; none of
    them takes every button. A name not in the catalog or a pattern that matches no button
    fails (exit 65, naming it); a tag no button has selects nothing (a warning says so).
    """

  /// The selection of `arguments`: its positionals (plain names and patterns) and its tags; a
  /// pattern that does not parse is a usage problem naming it as typed.
  static func parse(
    _ arguments: ParsedArguments, _ collector: inout ProblemCollector,
    tagOption: Option<String> = tag
  ) -> ButtonSelection {
    do throws(NamePattern.SyntaxError) {
      return try ButtonSelection(
        namesOrPatterns: arguments.positionals.map(ButtonName.composed),
        tags: tagOption.values(in: arguments))
    } catch {
      collector.problems.append("pattern \(error.description)")
      return ButtonSelection()
    }
  }

  /// Warns on standard error of the selection's tags that no button has, with the nearest tag.
  static func warnUnused(_ tags: [String], _ catalog: Catalog, _ context: CommandContext) {
    guard !tags.isEmpty else { return }
    let known = (try? catalog.tags()) ?? []
    for tag in tags {
      context.console.err.write(
        "Warning: no button has the tag '\(TextFormat.visible(tag))'"
          + TextFormat.visible(Suggestion.hint(tag, in: known)) + "\n")
    }
  }
}
