/// One option a command accepts, with what its help says about it.
struct OptionSpec: Sendable {
  /// The long name without dashes (`image-size`).
  var name: String
  /// The placeholder for its value (`WxH`), or `nil` for a flag.
  var valueName: String?
  var repeatable = false
  var help: String

  var takesValue: Bool { valueName != nil }
}

/// What a command is called, what it takes, and how its help reads.
struct CommandSpec: Sendable {
  var name: String
  /// The one-line summary shown in the command list.
  var summary: String
  /// The part of the usage line after `buttoncat NAME`.
  var synopsis: String
  var options: [OptionSpec]
  /// Paragraphs after the option list.
  var discussion: String

  /// The spec of a command from its declarations: `inputs` (the button inputs it takes, as
  /// `InputOptions` declares them) first, then its own `options`, in the order help lists them.
  init(
    name: String, summary: String, synopsis: String, inputs: [OptionSpec] = [],
    options: [any OptionDeclaration], discussion: String = ""
  ) {
    self.name = name
    self.summary = summary
    self.synopsis = synopsis
    self.options = inputs + options.map(\.spec)
    self.discussion = discussion
  }

  var usageLine: String { "Usage: buttoncat \(name) \(synopsis)" }

  func option(named name: String) -> OptionSpec? {
    options.first { $0.name == name }
  }

  /// The full help text: usage, summary, options, discussion.
  var helpText: String {
    var text = usageLine + "\n\n" + summary + "\n"
    if !options.isEmpty {
      text += "\nOptions:\n"
      let rows = options.map { option -> (String, String) in
        var left = "--" + option.name
        if let value = option.valueName { left += " " + value }
        return (left, option.help + (option.repeatable ? " (repeatable)" : ""))
      }
      let width = min(rows.map(\.0.count).max() ?? 0, 28)
      for (left, right) in rows {
        if left.count > width {
          text += "  \(left)\n  \(String(repeating: " ", count: width))  \(right)\n"
        } else {
          text += "  \(left)\(String(repeating: " ", count: width - left.count))  \(right)\n"
        }
      }
      text += "  -h, --help\(String(repeating: " ", count: max(width - 10, 0)))  Show this help.\n"
    }
    if !discussion.isEmpty { text += "\n" + discussion + "\n" }
    return text
  }
}
