/// The command-line front: finds the command, runs it, turns failures into `Error:` lines and
/// exit codes. Only the executable knows about argv and `exit`.
package enum ButtonCat {
  typealias Runner = @Sendable (ParsedArguments, CommandContext) throws(CLIError) -> Void

  /// One command: its name, its spec (built only when the command runs or help lists it: a
  /// process builds one), and what runs it.
  struct Command {
    var name: String
    var spec: @Sendable () -> CommandSpec
    var run: Runner
  }

  /// Every command, in the order help lists them.
  static let commands: [Command] = [
    Command(name: "add", spec: { AddCommand.spec }, run: AddCommand.run),
    Command(name: "set", spec: { SetCommand.spec }, run: SetCommand.run),
    Command(name: "list", spec: { ListCommand.spec }, run: ListCommand.run),
    Command(name: "show", spec: { ShowCommand.spec }, run: ShowCommand.run),
    Command(name: "history", spec: { HistoryCommand.spec }, run: HistoryCommand.run),
    Command(name: "rename", spec: { RenameCommand.spec }, run: RenameCommand.run),
    Command(name: "rm", spec: { RemoveCommand.spec }, run: RemoveCommand.run),
    Command(name: "recompute", spec: { RecomputeCommand.spec }, run: RecomputeCommand.run),
    Command(name: "check", spec: { CheckCommand.spec }, run: CheckCommand.run),
    Command(name: "export", spec: { ExportCommand.spec }, run: ExportCommand.run),
    Command(name: "import", spec: { ImportCommand.spec }, run: ImportCommand.run),
    Command(
      name: "measurements", spec: { MeasurementsCommand.spec }, run: MeasurementsCommand.run),
    Command(name: "settings", spec: { SettingsCommand.spec }, run: SettingsCommand.run),
    Command(name: "diff", spec: { DiffCommand.spec }, run: DiffCommand.run),
    Command(name: "merge", spec: { MergeCommand.spec }, run: MergeCommand.run),
    Command(name: "textconv", spec: { TextconvCommand.spec }, run: TextconvCommand.run),
    Command(
      name: "layout", spec: { LayoutCommand.spec },
      run: { args, context throws(CLIError) in try LayoutCommand.run(args, context) }),
    Command(
      name: "simulate", spec: { SimulateCommand.spec },
      run: { args, context throws(CLIError) in try SimulateCommand.run(args, context.console) }),
    Command(name: "scan", spec: { ScanCommand.spec }, run: ScanCommand.run),
    Command(name: "demo", spec: { DemoCommand.spec }, run: DemoCommand.run),
  ]

  static var overview: String {
    """
    buttoncat: a catalog of UIButton styles, laid out exactly as UIKit does.

    Usage: buttoncat [--db PATH] COMMAND [options]

    Commands:
    \(commands.map { "  \($0.name.padding(14))\($0.spec().summary)" }.joined(separator: "\n"))
      help COMMAND  Show a command's options.
      version       Print the version (also --version).

    The catalog is --db PATH, else $BUTTONCAT_DB, else ./buttons.sqlite.
    History records who made each change: $BUTTONCAT_USER, else the login name.
    Run 'buttoncat help COMMAND' or 'buttoncat COMMAND --help' for details.
    Exit codes: 0 success, 1 failure, 64 usage error, 65 invalid input data; diff and merge
    exit 1 for differences and conflicts, 2 for a failure.
    """
  }

  /// The commands and words `buttoncat` takes in the command's place.
  static var commandNames: [String] { commands.map(\.name) + ["help", "version"] }

  /// `unknown command 'shwo'; did you mean 'show'?` (options before the command likewise).
  static func unknownCommand(_ typed: String) -> String {
    if typed.hasPrefix("-") {
      let name = String(typed.drop { $0 == "-" })
      return "unknown option '\(typed)'"
        + Suggestion.hint(name, in: ["db", "help", "version"], prefix: "--")
    }
    return "unknown command '\(typed)'" + Suggestion.hint(typed, in: commandNames)
  }

  static let overviewUsage =
    "Usage: buttoncat [--db PATH] COMMAND [options] (see 'buttoncat --help')"

  /// Runs one command line and returns the process exit code. Standard output is flushed
  /// before it returns: when any of it could not be written (a full disk, a closed stream), the
  /// command fails with an error saying so (exit 1; `diff`, whose 1 means "differs", exits 2).
  package static func run(_ arguments: [String], console: Console) -> Int32 {
    let status = dispatch(arguments, console: console)
    console.out.flush()
    guard let failure = console.out.writeFailure else { return status }
    let words = arguments
    var index = 0
    while index < words.count, words[index] == "--db" || words[index].hasPrefix("--db=") {
      index += words[index] == "--db" ? 2 : 1
    }
    let isDiff = index < words.count && words[index] == "diff"
    let error = CLIError(
      isDiff ? .trouble : .failure,
      ["cannot write to standard output: \(failure); the output is incomplete"])
    let code = report(error, usage: "", console)
    return isDiff || status == 0 ? code : status
  }

  /// Runs one command line and returns its exit code, standard output perhaps still buffered.
  static func dispatch(_ arguments: [String], console: Console) -> Int32 {
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
    if first == "--version" || first == "version" {
      if let extra = arguments.dropFirst().first {
        if extra == "-h" || extra == "--help" {
          console.out.write(versionHelp)
          return 0
        }
        return report(
          .usage("'\(first)' takes no arguments, got '\(extra)'"), usage: versionUsage, console)
      }
      console.out.write(versionText + "\n")
      return 0
    }
    if first == "help" {
      guard arguments.count > 1, arguments[1] != "help" else {
        console.out.write(overview + "\n")
        return 0
      }
      if arguments[1] == "version" {
        console.out.write(versionHelp)
        return 0
      }
      guard let command = commands.first(where: { $0.name == arguments[1] }) else {
        return report(.usage(unknownCommand(arguments[1])), usage: overviewUsage, console)
      }
      console.out.write(command.spec().helpText)
      return 0
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      return report(.usage(unknownCommand(first)), usage: overviewUsage, console)
    }
    let spec = command.spec()
    let parsed = ArgumentParser.parse(Array(arguments.dropFirst()), for: spec)
    if parsed.wantsHelp {
      console.out.write(spec.helpText)
      return 0
    }
    let path = parsed[CommonOptions.database] ?? database ?? CommandContext.defaultDatabase
    do throws(CLIError) {
      if path.isEmpty { throw CLIError.usage("--db: the path is empty") }
      if path == "-" {
        throw CLIError.usage(
          "--db: '-' is standard input, which cannot hold a catalog; give a file such as ./-")
      }
      try command.run(parsed, CommandContext(console: console, databasePath: path))
      return 0
    } catch {
      return report(error, usage: spec.usageLine, console)
    }
  }

  /// Writes each problem as an `Error:` line (usage errors add the usage line) and returns the
  /// exit code of the error's kind. A message may quote a hand-edited catalog's text or a value
  /// as typed: control characters and bidi overrides show as `\u{X}` (`TextFormat.visible`), so
  /// no message can drive the terminal.
  static func report(_ error: CLIError, usage: String, _ console: Console) -> Int32 {
    for problem in error.problems {
      for (i, line) in problem.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      {
        let line = TextFormat.visible(String(line))
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
