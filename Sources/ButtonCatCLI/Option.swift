/// An option a command declares once: its help line for the command's spec, and the only way
/// its value is read (`arguments[Self.output]`, `Self.format.value(in: arguments, &collector)`),
/// so a misspelt option is a compile error, not a value silently missing.
protocol OptionDeclaration: Sendable {
  /// What the parser and the help see of it.
  var spec: OptionSpec { get }
}

extension OptionSpec: OptionDeclaration {
  var spec: OptionSpec { self }
}

/// `--NAME` without a value, read as `arguments[flag]`.
struct Flag: OptionDeclaration {
  let spec: OptionSpec
  var name: String { spec.name }

  init(_ name: String, help: String) {
    spec = OptionSpec(name: name, help: help)
  }
}

/// `--NAME VALUE`: a typed value, parsed by the declaration (a problem names the option and the
/// value as typed); `repeatable`: given any number of times, read with `values(in:_:)`.
struct Option<Value: Sendable>: OptionDeclaration {
  let spec: OptionSpec
  /// The value when the option is not given (`nil`: none).
  let defaultValue: Value?
  private let parser: @Sendable (_ option: String, _ text: String) throws(CLIError) -> Value

  var name: String { spec.name }

  init(
    _ name: String, valueName: String, repeatable: Bool = false, default defaultValue: Value? = nil,
    help: String,
    parse: @escaping @Sendable (_ option: String, _ text: String) throws(CLIError) -> Value
  ) {
    spec = OptionSpec(name: name, valueName: valueName, repeatable: repeatable, help: help)
    self.defaultValue = defaultValue
    parser = parse
  }

  /// `text` as this option's value, or a problem naming the option and `text`.
  func parse(_ text: String) throws(CLIError) -> Value {
    try parser(name, text)
  }

  /// The value given (else the default), parsed; a problem is recorded in `collector` and
  /// gives `nil`.
  func value(in arguments: ParsedArguments, _ collector: inout ProblemCollector) -> Value? {
    guard let text = arguments.value(name) else { return defaultValue }
    return collector.attempt { () throws(CLIError) in try parse(text) }
  }

}

extension Option where Value == String {
  /// A text option: the value as typed.
  init(_ name: String, valueName: String, repeatable: Bool = false, help: String) {
    self.init(name, valueName: valueName, repeatable: repeatable, help: help) {
      (_: String, text: String) throws(CLIError) -> String in text
    }
  }

  /// Every value given, as typed.
  func values(in arguments: ParsedArguments) -> [String] { arguments.all(name) }

  /// A path option given as `--NAME ''`: `--NAME: the path is empty`.
  func refuseEmpty(in arguments: ParsedArguments, _ collector: inout ProblemCollector) {
    if arguments[self] == "" { collector.problems.append("--\(name): the path is empty") }
  }
}

/// A closed set of words an option takes (formats, techniques, alignments): parsed by its raw
/// values; any other word is a usage error listing them all, with the nearest.
protocol ClosedSet: RawRepresentable, CaseIterable, Sendable where RawValue == String {}

extension ClosedSet {
  /// The words, in declaration order.
  static var words: [String] { allCases.map(\.rawValue) }
}

extension Option where Value: ClosedSet {
  init(_ name: String, valueName: String, default defaultValue: Value? = nil, help: String) {
    self.init(name, valueName: valueName, default: defaultValue, help: help) {
      (option: String, text: String) throws(CLIError) -> Value in
      try ValueParsing.choice(option, text, Value.self)
    }
  }

  /// `--format F`: the formats in declaration order, the first the default (`help` when the
  /// command words it otherwise).
  static func format(help: String? = nil) -> Self {
    let words = Value.words
    return Self(
      "format", valueName: "F", default: Value.allCases.first,
      help: help ?? "Output format: \(words.joined(separator: ", ")) (default \(words[0])).")
  }
}

extension ParsedArguments {
  /// Whether the flag is given.
  subscript(flag: Flag) -> Bool { has(flag.name) }

  /// The option's value as typed (the last one given), or `nil` when it is not given.
  subscript<Value>(option: Option<Value>) -> String? { value(option.name) }

  /// Whether the option is given.
  func has<Value>(_ option: Option<Value>) -> Bool { has(option.name) }
}

/// The options several commands share.
enum CommonOptions {
  /// `--db PATH`, accepted by every catalog command (and before the command).
  static let database = Option<String>(
    "db", valueName: "PATH", help: "The catalog (default $BUTTONCAT_DB, else ./buttons.sqlite).")

  /// `--variant V` of `show` and `layout`.
  static let variant = Option<VariantSelector>(
    VariantSelector.option, valueName: "V",
    help: "One variant in full: LOCALE,SIZE,STATE, any part left out (e.g. de,AX3)."
  ) { (_: String, text: String) throws(CLIError) -> VariantSelector in
    try VariantSelector(parsing: text)
  }
}

/// `--format text|json` of the commands that print a report.
enum TextOrJSON: String, ClosedSet {
  case text, json
}
