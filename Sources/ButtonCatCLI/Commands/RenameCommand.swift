import ButtonCatalog

/// `buttoncat rename OLD NEW`.
enum RenameCommand {
  static let spec = CommandSpec(
    name: "rename", summary: "Rename a button; its history follows it.", synopsis: "OLD NEW",
    options: [CommonOptions.database])

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
