import ButtonCatalog

/// `buttoncat rm NAME`.
enum RemoveCommand {
  static let spec = CommandSpec(
    name: "rm", summary: "Remove a button; its history is kept.", synopsis: "NAME",
    options: [CommonOptions.database])

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
