import ButtonLayout

/// Parsers for option values. Each error names the option and the value as given, so a person
/// sees at once what to fix.
enum ValueParsing {
  /// A finite decimal number. Swift's own parser also takes `nan`, `inf` and hex floats; only
  /// plain decimals are accepted here.
  static func number(_ text: String) -> Double? {
    guard !text.isEmpty,
      text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
      let value = Double(text), value.isFinite
    else { return nil }
    return value
  }

  static func number(_ option: String, _ text: String) throws(CLIError) -> Double {
    guard let value = number(text) else {
      throw .usage("--\(option): '\(text)' is not a finite number")
    }
    return value
  }

  static func nonNegative(_ option: String, _ text: String) throws(CLIError) -> Double {
    let value = try number(option, text)
    guard value >= 0 else {
      throw .usage("--\(option): '\(text)' must not be negative")
    }
    return value
  }

  /// A length in points: a finite number whose magnitude is at most `InputLimits.maximumLength`
  /// (exit 65 beyond it, naming the value as typed and the limit); negative values only when
  /// `allowNegative` (exit 65 otherwise: the value is well-formed, just not acceptable).
  static func length(_ option: String, _ text: String, allowNegative: Bool = false)
    throws(CLIError) -> Double
  {
    let value = try number(option, text)
    try checkLength(option, text, value, allowNegative: allowNegative)
    return value
  }

  /// `part`: the side of a `T,L,B,R` value and its text as typed (`left '-1'`).
  static func checkLength(
    _ option: String, _ text: String, _ value: Double, allowNegative: Bool = false,
    part: String? = nil
  ) throws(CLIError) {
    let shown = part ?? "'\(text)'"
    if !allowNegative, value < 0 { throw .data("--\(option): \(shown) must not be negative") }
    if let problem = InputLimits.lengthProblem(value) {
      throw .data("--\(option): \(shown) \(problem)")
    }
  }

  /// A non-negative length (`--title-width`): a negative value is a usage error, as before.
  static func nonNegativeLength(_ option: String, _ text: String) throws(CLIError) -> Double {
    let value = try nonNegative(option, text)
    try checkLength(option, text, value)
    return value
  }

  /// A number of lines: a whole number (a usage error otherwise), 0 to
  /// `TitleWrapper.maximumLines` (exit 65 otherwise), echoed as typed.
  static func lineCount(_ option: String, _ text: String) throws(CLIError) -> Int {
    guard let value = Int(text) else {
      throw .usage("--\(option): '\(text)' is not a whole number of lines")
    }
    guard value >= 0, value <= TitleWrapper.maximumLines else {
      throw .data(
        "--\(option): '\(text)' must be 0 (no limit) to \(TitleWrapper.maximumLines) lines")
    }
    return value
  }

  /// A font size: 0 < size ≤ `InputLimits.maximumFontSize`, echoed as typed when it is not.
  static func fontSize(_ option: String, _ text: String) throws(CLIError) -> Double {
    let value = try nonNegative(option, text)
    if let problem = InputLimits.fontSizeProblem(value) {
      throw .data("--\(option): '\(text)' \(problem)")
    }
    return value
  }

  /// `WxH` (or `W×H`) with non-negative finite numbers.
  static func size(_ option: String, _ text: String) throws(CLIError) -> Size {
    let separators: Set<Character> = ["x", "X", "×"]
    let parts = text.split(omittingEmptySubsequences: false) { separators.contains($0) }
    guard parts.count == 2, let width = number(String(parts[0])),
      let height = number(String(parts[1]))
    else {
      throw .usage(
        "--\(option): '\(text)' is not a size; expected WxH with finite numbers, e.g. 120x44")
    }
    guard width >= 0, height >= 0 else {
      throw .usage("--\(option): '\(text)' has a negative dimension; width and height must be ≥ 0")
    }
    if let problem = InputLimits.lengthProblem(Swift.max(width, height)) {
      throw .data("--\(option): '\(text)' \(problem)")
    }
    return Size(width: width, height: height)
  }

  /// `T,L,B,R`: four finite lengths, negative allowed unless `allowNegative` is false (then a
  /// negative value is exit 65, as the engine's validation would say).
  static func insets(_ option: String, _ text: String, allowNegative: Bool = true)
    throws(CLIError) -> EdgeInsets
  {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 4 else {
      throw .usage("--\(option): '\(text)' needs four numbers T,L,B,R, got \(parts.count)")
    }
    var values: [Double] = []
    for part in parts {
      guard let value = number(part.trimmingSpaces) else {
        throw .usage("--\(option): '\(text)' has '\(part)', which is not a finite number")
      }
      values.append(value)
    }
    var problems: [String] = []
    for (side, (part, value)) in zip(["top", "left", "bottom", "right"], zip(parts, values)) {
      do {
        try checkLength(
          option, text, value, allowNegative: allowNegative,
          part: "\(side) '\(part.trimmingSpaces)'")
      } catch {
        problems += error.problems
      }
    }
    if !problems.isEmpty { throw CLIError(.data, problems) }
    return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
  }

  /// A length greater than 0 (`--max-width`): exit 65 at 0 or below, or beyond the limit.
  static func positiveLength(_ option: String, _ text: String) throws(CLIError) -> Double {
    let value = try number(option, text)
    guard value > 0 else { throw .data("--\(option): '\(text)' must be greater than 0") }
    try checkLength(option, text, value)
    return value
  }

  /// A comma-separated list (spaces around items ignored), each item once and not empty;
  /// `words`: each one of these (a usage error otherwise, with the nearest word).
  static func list(_ option: String, _ text: String, words: [String]?) throws(CLIError)
    -> [String]
  {
    var items: [String] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let item = part.trimmingSpaces
      guard !item.isEmpty else {
        throw .usage("--\(option): '\(text)' has an empty item; give a comma-separated list")
      }
      if let words, !words.contains(item) {
        throw .usage(
          "--\(option): '\(item)' is not one of \(words.joined(separator: ", "))"
            + Suggestion.hint(item, in: words))
      }
      guard !items.contains(item) else {
        throw .usage("--\(option): '\(text)' gives '\(item)' twice")
      }
      items.append(item)
    }
    return items
  }

  /// `STATE=VALUE`, STATE one of `states` (`highlighted+selected` is `selected+highlighted`).
  static func stateValue(_ option: String, _ text: String, _ states: [String], _ what: String)
    throws(CLIError) -> (ControlState, String)
  {
    guard let equals = text.firstIndex(of: "=") else {
      throw .usage(
        "--\(option): '\(text)' is not STATE=\(what); STATE is one of \(states.joined(separator: ", "))"
      )
    }
    let name = String(text[..<equals])
    guard let state = ControlState(parsing: name), states.contains(state.rawValue) else {
      throw .usage(
        "--\(option): '\(name)' is not one of \(states.joined(separator: ", "))"
          + Suggestion.hint(name, in: states))
    }
    return (state, String(text[text.index(after: equals)...]))
  }

  /// `text` as a size when it has the shape of one (`WxH`: two numbers), else `nil` (a path).
  static func sizeIfOne(_ option: String, _ text: String) throws(CLIError) -> Size? {
    let separators: Set<Character> = ["x", "X", "×"]
    let parts = text.split(omittingEmptySubsequences: false) { separators.contains($0) }
    guard parts.count == 2, number(String(parts[0])) != nil, number(String(parts[1])) != nil
    else { return nil }
    return try size(option, text)
  }

  /// A screen scale: 1, 2 or 3.
  static func scale(_ option: String, _ text: String) throws(CLIError) -> Double {
    guard let value = number(text), [1.0, 2.0, 3.0].contains(value) else {
      throw .usage("--\(option): '\(text)' is not a screen scale; use 1, 2 or 3")
    }
    return value
  }

  static func iosVersion(_ option: String, _ text: String) throws(CLIError) -> IOSVersion {
    guard IOSVersion.isWellFormed(text) else {
      throw .usage("--\(option): '\(text)' is not an iOS version; use e.g. 14, 15.4 or 26.1")
    }
    guard let version = IOSVersion(parsing: text) else {
      throw .data(
        "--\(option): '\(text)' is not an iOS version buttoncat knows; use \(IOSVersion.rangeDescription)"
      )
    }
    return version
  }

  /// One of an enumeration's raw values.
  static func choice<T: RawRepresentable & CaseIterable>(
    _ option: String, _ text: String, _ type: T.Type
  ) throws(CLIError) -> T where T.RawValue == String {
    guard let value = T(rawValue: text) else {
      let allowed = T.allCases.map(\.rawValue).joined(separator: ", ")
      throw .usage(
        "--\(option): '\(text)' is not one of \(allowed)"
          + Suggestion.hint(text, in: T.allCases.map(\.rawValue)))
    }
    return value
  }

  /// One of a fixed list of words.
  static func word(_ option: String, _ text: String, _ allowed: [String]) throws(CLIError)
    -> String
  {
    guard allowed.contains(text) else {
      throw .usage(
        "--\(option): '\(text)' is not one of \(allowed.joined(separator: ", "))"
          + Suggestion.hint(text, in: allowed))
    }
    return text
  }
}

/// Collects every problem while parsing many options, so all are reported at once.
struct ProblemCollector {
  var problems: [String] = []
  /// Well-formed values that are not acceptable (out of range…): exit 65 when they are the only
  /// problems, listed after the usage problems otherwise.
  var dataProblems: [String] = []

  /// The parsed value, or `nil` with the problem recorded.
  mutating func attempt<T>(_ parse: () throws(CLIError) -> T) -> T? {
    do {
      return try parse()
    } catch {
      if error.kind == .data {
        dataProblems += error.problems
      } else {
        problems += error.problems
      }
      return nil
    }
  }

  func throwIfAny(_ kind: CLIError.Kind = .usage) throws(CLIError) {
    if !problems.isEmpty { throw CLIError(kind, problems + dataProblems) }
    if !dataProblems.isEmpty { throw CLIError(.data, dataProblems) }
  }
}

extension Substring {
  var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
