import ButtonCatalog

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
