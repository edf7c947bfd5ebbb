/// A command line split into positionals and options, before any value is interpreted.
struct ParsedArguments {
  var positionals: [String] = []
  /// Option values in the order given (flags hold an empty string per occurrence).
  var values: [String: [String]] = [:]
  var wantsHelp = false
  /// Problems found while splitting (unknown options, missing values); commands add the
  /// problems of their values and report all of them together.
  var problems: [String] = []
  /// An unknown option may have taken the argument after it as its value: the positionals can
  /// then not be counted, and a command reports no problem about them (one mistake, one error).
  var positionalsUncertain = false

  // By name: for the input options, which `InputOptions` declares by name. A command reads
  // its own options through their declarations (`arguments[Self.output]`, `Option`, `Flag`).

  /// The single value of a non-repeatable option.
  func value(_ name: String) -> String? { values[name]?.last }
  func all(_ name: String) -> [String] { values[name] ?? [] }
  func has(_ name: String) -> Bool { values[name] != nil }
}

/// Splits arguments by a command's spec: `--name value`, `--name=value`, flags, positionals
/// and `--` to end options. Every problem is collected, none thrown: the command adds the
/// problems of the values and reports them all at once.
///
/// A value is taken as given even when it starts with `-`, so `--content-insets -4,0,0,0` works.
enum ArgumentParser {
  static func parse(_ arguments: [String], for spec: CommandSpec) -> ParsedArguments {
    var parsed = ParsedArguments()
    var problems: [String] = []
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        parsed.positionals.append(argument)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      if argument == "-h" || argument == "--help" {
        parsed.wantsHelp = true
        continue
      }
      var name = String(argument.dropFirst(argument.hasPrefix("--") ? 2 : 1))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      guard argument.hasPrefix("--"), let option = spec.option(named: name) else {
        let typed = argument.hasPrefix("--") ? "--" + name : "-" + name
        problems.append("unknown option '\(typed)' for '\(spec.name)'" + suggestion(name, spec))
        // The argument after a mistyped option is probably its value: taken as one when the
        // option meant takes a value, so it is not also reported as an extra argument.
        guard inlineValue == nil, index < arguments.count else { continue }
        if let meant = meant(name, spec) {
          if meant.takesValue { index += 1 }
        } else if !arguments[index].hasPrefix("-") {
          parsed.positionalsUncertain = true
        }
        continue
      }
      var value = ""
      if option.takesValue {
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          problems.append("--\(name) needs a value (\(option.valueName ?? ""))")
          continue
        }
      } else if inlineValue != nil {
        problems.append("--\(name) takes no value, got '\(argument)'")
        continue
      }
      if !option.repeatable, parsed.values[name] != nil {
        problems.append("--\(name) is given more than once")
        continue
      }
      parsed.values[name, default: []].append(value)
    }
    parsed.problems = problems
    return parsed
  }

  /// The option a mistyped `name` most probably meant: itself when only a dash was missing
  /// (`-title`), else the nearest by edit distance.
  static func meant(_ name: String, _ spec: CommandSpec) -> OptionSpec? {
    if let exact = spec.option(named: name) { return exact }
    return Suggestion.nearest(name, in: spec.options.map(\.name) + ["help"]).flatMap {
      spec.option(named: $0) ?? OptionSpec(name: $0, help: "")
    }
  }

  /// `"; did you mean '--X'?"`, or nothing.
  static func suggestion(_ name: String, _ spec: CommandSpec) -> String {
    meant(name, spec).map { "; did you mean '--\($0.name)'?" } ?? ""
  }
}
