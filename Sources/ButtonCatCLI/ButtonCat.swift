/// The command-line front: finds the command, runs it, turns failures into `Error:` lines and
/// exit codes. Only the executable knows about argv and `exit`.
public enum ButtonCat {
  static let commands: [CommandSpec] = [LayoutCommand.spec, SimulateCommand.spec]

  static let overview = """
    buttoncat: a catalog of UIButton styles, laid out exactly as UIKit does.

    Usage: buttoncat [--db PATH] COMMAND [options]

    Commands:
    \(commands.map { "  \($0.name.padding(14))\($0.summary)" }.joined(separator: "\n"))
      help COMMAND  Show a command's options.

    Run 'buttoncat help COMMAND' or 'buttoncat COMMAND --help' for details.
    Exit codes: 0 success, 1 failure, 64 usage error, 65 invalid input data.
    """

  /// Runs one command line and returns the process exit code.
  public static func run(_ arguments: [String], console: Console) -> Int32 {
    guard let first = arguments.first else {
      console.out.write(overview + "\n")
      return 0
    }
    if first == "-h" || first == "--help" {
      console.out.write(overview + "\n")
      return 0
    }
    if first == "help" {
      guard arguments.count > 1 else {
        console.out.write(overview + "\n")
        return 0
      }
      guard let spec = commands.first(where: { $0.name == arguments[1] }) else {
        return report(.usage("unknown command '\(arguments[1])'"), usage: overviewUsage, console)
      }
      console.out.write(spec.helpText)
      return 0
    }
    guard let spec = commands.first(where: { $0.name == first }) else {
      let problem =
        first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
      return report(.usage(problem), usage: overviewUsage, console)
    }
    do {
      let parsed = ArgumentParser.parse(Array(arguments.dropFirst()), for: spec)
      if parsed.wantsHelp {
        console.out.write(spec.helpText)
        return 0
      }
      switch spec.name {
      case SimulateCommand.spec.name: try SimulateCommand.run(parsed, console)
      case LayoutCommand.spec.name: try LayoutCommand.run(parsed, console)
      default: preconditionFailure("command \(spec.name) has no runner")
      }
      return 0
    } catch {
      return report(error, usage: spec.usageLine, console)
    }
  }

  static let overviewUsage =
    "Usage: buttoncat [--db PATH] COMMAND [options] (see 'buttoncat --help')"

  /// Writes each problem as an `Error:` line (usage errors add the usage line) and returns the
  /// exit code of the error's kind.
  static func report(_ error: CLIError, usage: String, _ console: Console) -> Int32 {
    for problem in error.problems {
      console.err.write("Error: \(problem)\n")
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
