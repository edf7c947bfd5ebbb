/// A failure a command reports to the person who ran it: one `Error:` line per problem, then the
/// command's usage line for usage errors, and an exit code that says which kind it was.
struct CLIError: Error, Equatable {
  /// The kinds of failure and their exit codes (sysexits.h; docs/cli.md lists them).
  enum Kind: Int32, Sendable {
    /// The command line is wrong: an unknown option, a malformed value, a missing argument.
    case usage = 64
    /// The values are well-formed but not acceptable (negative spacing, a duplicate name…).
    case data = 65
    /// Anything else: a file that cannot be read, a database that refuses.
    case failure = 1
    /// The same for `diff` and `merge`, where 1 means "differs" and "conflicts".
    case trouble = 2
  }

  var kind: Kind
  /// Every problem found, each a sentence naming the option or field and the value.
  var problems: [String]

  init(_ kind: Kind, _ problems: [String]) {
    self.kind = kind
    self.problems = problems
  }

  static func usage(_ problem: String) -> CLIError { CLIError(.usage, [problem]) }
  static func data(_ problem: String) -> CLIError { CLIError(.data, [problem]) }
  static func failure(_ problem: String) -> CLIError { CLIError(.failure, [problem]) }
}
