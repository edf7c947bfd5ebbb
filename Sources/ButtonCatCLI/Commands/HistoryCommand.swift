import ButtonCatalog
import ButtonJSON

/// `buttoncat history NAME`.
enum HistoryCommand {
  static let format = Option<TextOrJSON>.format()

  static let spec = CommandSpec(
    name: "history", summary: "List a button's revisions: who changed what, and when.",
    synopsis: "NAME [--format text|json]", options: [format, CommonOptions.database],
    discussion: """
      Each revision names its author: $BUTTONCAT_USER when set, else the login name ($USER is
      not read), else 'unknown'.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let name = namePositionals(arguments, 1, "one NAME", &collector)[0]
    let format = Self.format.value(in: arguments, &collector)
    try collector.throwIfAny()
    let catalog = try context.open(.read)
    let entries: [RevisionEntry]
    do {
      entries = try catalog.history(name)
    } catch {
      throw CLIError(error, suggestingFrom: catalog)
    }
    let out = context.console.out
    if format == .json {
      let items: [JSONValue] = entries.map { e in
        .object([
          ("revision", .integer(Int64(e.revision))), ("name", .string(e.name)),
          ("action", .string(e.action)),
          ("user", .string(e.user)), ("time", .string(e.time)),
          ("changes", .array(e.changes.split(separator: "\n").map { .string(String($0)) })),
          ("inputs", (try? JSONParser.parse(e.inputsJSON)) ?? .null),
        ])
      }
      out.write(JSONWriter().string(.array(items)) + "\n")
      return
    }
    // A catalog edited by hand may hold any text: shown as list and show show it.
    let v = TextFormat.visible
    for e in entries {
      out.write("r\(e.revision)  \(v(e.time))  \(v(e.user))  \(v(e.action)) \(v(e.name))\n")
      for line in e.changes.split(separator: "\n") { out.write("    \(v(String(line)))\n") }
    }
  }
}
