/// The command-line front: finds the command, runs it, turns failures into `Error:` lines and
/// exit codes. Only the executable knows about argv and `exit`.
public enum ButtonCat {
  typealias Runner = @Sendable (ParsedArguments, CommandContext) throws(CLIError) -> Void

  /// Every command, in the order help lists them.
  static let commands: [(spec: CommandSpec, run: Runner)] = [
    (AddCommand.spec, AddCommand.run),
    (SetCommand.spec, SetCommand.run),
    (ListCommand.spec, ListCommand.run),
    (ShowCommand.spec, ShowCommand.run),
    (HistoryCommand.spec, HistoryCommand.run),
    (RenameCommand.spec, RenameCommand.run),
    (RemoveCommand.spec, RemoveCommand.run),
    (RecomputeCommand.spec, RecomputeCommand.run),
    (CheckCommand.spec, CheckCommand.run),
    (ExportCommand.spec, ExportCommand.run),
    (ImportCommand.spec, ImportCommand.run),
    (
      LayoutCommand.spec,
      { args, context throws(CLIError) in try LayoutCommand.run(args, context.console) }
    ),
    (
      SimulateCommand.spec,
      { args, context throws(CLIError) in try SimulateCommand.run(args, context.console) }
    ),
    (DemoCommand.spec, DemoCommand.run),
  ]

  static var overview: String {
    """
    buttoncat: a catalog of UIButton styles, laid out exactly as UIKit does.

    Usage: buttoncat [--db PATH] COMMAND [options]

    Commands:
    \(commands.map { "  \($0.spec.name.padding(14))\($0.spec.summary)" }.joined(separator: "\n"))
      help COMMAND  Show a command's options.

    The catalog is --db PATH, else $BUTTONCAT_DB, else ./buttons.sqlite.
    Run 'buttoncat help COMMAND' or 'buttoncat COMMAND --help' for details.
    Exit codes: 0 success, 1 failure, 64 usage error, 65 invalid input data.
    """
  }

  static let overviewUsage =
    "Usage: buttoncat [--db PATH] COMMAND [options] (see 'buttoncat --help')"

  /// Runs one command line and returns the process exit code.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
    var arguments = arguments
    var database = console.environment["BUTTONCAT_DB"].flatMap { $0.isEmpty ? nil : $0 }
    // `--db PATH` before the command.
    while let first = arguments.first, first == "--db" || first.hasPrefix("--db=") {
      if first == "--db" {
        guard arguments.count > 1 else {
          return report(.usage("--db needs a value (PATH)"), usage: overviewUsage, console)
        }
        database = arguments[1]
        arguments.removeFirst(2)
      } else {
        database = String(first.dropFirst(5))
        arguments.removeFirst()
      }
    }
    guard let first = arguments.first, first != "-h", first != "--help" else {
      console.out.write(overview + "\n")
      return 0
    }
    if first == "help" {
      guard arguments.count > 1 else {
        console.out.write(overview + "\n")
        return 0
      }
      guard let command = commands.first(where: { $0.spec.name == arguments[1] }) else {
        return report(.usage("unknown command '\(arguments[1])'"), usage: overviewUsage, console)
      }
      console.out.write(command.spec.helpText)
      return 0
    }
    guard let command = commands.first(where: { $0.spec.name == first }) else {
      let problem =
        first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
      return report(.usage(problem), usage: overviewUsage, console)
    }
    let parsed = ArgumentParser.parse(Array(arguments.dropFirst()), for: command.spec)
    if parsed.wantsHelp {
      console.out.write(command.spec.helpText)
      return 0
    }
    let path = parsed.value("db") ?? database ?? CommandContext.defaultDatabase
    do throws(CLIError) {
      if path.isEmpty { throw CLIError.usage("--db: the path is empty") }
      try command.run(parsed, CommandContext(console: console, databasePath: path))
      return 0
    } catch {
      return report(error, usage: command.spec.usageLine, console)
    }
  }

  /// Writes each problem as an `Error:` line (usage errors add the usage line) and returns the
  /// exit code of the error's kind.
  static func report(_ error: CLIError, usage: String, _ console: Console) -> Int32 {
    for problem in error.problems {
      for (i, line) in problem.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      {
        console.err.write(i == 0 ? "Error: \(line)\n" : "  \(line)\n")
      }
    }
    if error.kind == .usage {
      console.err.write(usage + "\n")
    }
    return error.kind.rawValue
  }
}

extension String {
  /// The string padded with spaces to at least `width` characters.
  func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
