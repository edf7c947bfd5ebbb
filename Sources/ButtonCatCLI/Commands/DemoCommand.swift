import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// `buttoncat demo`: the main job on the default catalog, in one line.
enum DemoCommand {
  static let spec = CommandSpec(
    name: "demo", summary: "Add a few sample buttons (when missing), list them and show one.",
    synopsis: "[--db PATH]", options: [CommonOptions.database])

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
