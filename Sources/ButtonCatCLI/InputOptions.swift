import ButtonCatalog
import ButtonLayout
import ButtonMeasure

/// The input options shared by `layout`, `add` and `set`, applied over a record: a new one for
/// `add` and `layout`, the stored one for `set` (so only the options given change anything).
/// Each is an input's field (`--font-size` sets `.fontSize`); its value's syntax and help are
/// `InputHelp`'s, what it sets the input's declaration (`ButtonInputs`).
enum InputOptions {
  /// The declared setting of each input option (named by its field, `InputHelp.lines`), and
  /// its line. Every setting `ButtonInputs` declares has one line, and each line one setting.
  static let options: [String: (setting: InputSetting, line: InputHelp.Option)] = {
    let byField = Dictionary(
      ButtonInputs.settings.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first })
    var options: [String: (setting: InputSetting, line: InputHelp.Option)] = [:]
    for case .input(let line) in InputHelp.lines {
      guard let setting = byField[line.field] else {
        preconditionFailure("--\(line.field.option): no input declares the field \(line.field)")
      }
      precondition(
        setting.clearable == (line.clearHelp != nil),
        "--\(line.field.option): the help of --no-\(line.field.option) goes with a way back")
      options[line.field.option] = (setting, line)
    }
    precondition(options.count == byField.count, "an input setting has no line in InputHelp")
    return options
  }()

  /// The declared setting of each input option.
  static let settings: [String: InputSetting] = options.mapValues(\.setting)

  /// The options that turn a clearable input back to its default: `no-` and its name, in help
  /// order.
  static let clearOptions: [(name: String, option: String)] = InputHelp.lines.compactMap {
    guard case .input(let line) = $0, line.clearHelp != nil else { return nil }
    return (line.field.option, line.field.clearOption)
  }

  /// How the command line names a field in a message: `--spacing`, or `name` for the NAME
  /// argument.
  static func name(of field: ButtonField) -> String {
    if field == .name { return "name" }
    return "--" + field.option
  }

  /// `problem` as the command line says it: `--spacing: '-1' must not be negative`.
  static func rendered(_ problem: InputProblem) -> String {
    problem.rendered(name(of:)) { field, placeholder in
      placeholder.isEmpty ? name(of: field) : name(of: field) + " " + placeholder
    }
  }

  /// `failure` as the command line says it: `--image assets/close@3x.png: no such file`.
  static func rendered(_ failure: SourceFailure) -> String {
    failure.rendered(name(of:)) { field, placeholder in
      placeholder.isEmpty ? name(of: field) : name(of: field) + " " + placeholder
    }
  }

  private static func spec(_ line: InputHelp.Line) -> OptionSpec {
    switch line {
    case .flag(let spec): return spec
    case .input(let line):
      return OptionSpec(
        name: line.field.option, valueName: line.syntax == .flag ? nil : line.placeholder,
        repeatable: settings[line.field.option]!.repeatable, help: line.help)
    }
  }

  private static func catalogOnly(_ line: InputHelp.Line) -> Bool {
    if case .input(let line) = line { return settings[line.field.option]!.catalogOnly }
    return false
  }

  static let specs: [OptionSpec] = InputHelp.lines.filter { !catalogOnly($0) }.map(spec)

  /// Options only stored buttons have: the catalog-only inputs, and `set`'s way back to each
  /// clearable input's default.
  static let catalogSpecs: [OptionSpec] =
    InputHelp.lines.filter(catalogOnly).map(spec)
    + clearOptions.map {
      OptionSpec(name: $0.option, help: options[$0.name]!.line.clearHelp!)
    }

  static let inputNames = Set(specs.map(\.name))
  static let catalogNames = Set((specs + catalogSpecs).map(\.name))

  /// A value of `syntax` as typed for the option `name`; errors name the option and the value.
  static func parse(_ syntax: ValueSyntax, _ name: String, _ text: String) throws(CLIError)
    -> InputValue
  {
    switch syntax {
    case .text: return .text(text)
    case .font: return .font(text == "system" ? nil : try fontSource(name, text))
    case .fontFile: return .font(try fontSource(name, text))
    case .fontSize: return .number(try ValueParsing.fontSize(name, text))
    // Sign and range: exit 65 with the value as typed.
    case .length: return .number(try ValueParsing.length(name, text))
    case .nonNegativeLength: return .number(try ValueParsing.nonNegativeLength(name, text))
    case .size: return .size(try ValueParsing.size(name, text))
    case .sizeOrFit: return text == "fit" ? .fit : .size(try ValueParsing.size(name, text))
    case .insets: return .insets(try ValueParsing.insets(name, text, allowNegative: false))
    case .signedInsets: return .insets(try ValueParsing.insets(name, text))
    case .choice(let words): return .text(try ValueParsing.word(name, text, words))
    case .scale: return .number(try ValueParsing.scale(name, text))
    case .iosVersion: return .version(try ValueParsing.iosVersion(name, text))
    case .flag: return .bool(true)
    case .positiveLength: return .number(try ValueParsing.positiveLength(name, text))
    case .wordList(let words, let all):
      if all, text == "all" { return .text("all") }
      return .list(try ValueParsing.list(name, text, words: words).map { .text($0) })
    case .nameList:
      if text == "all" { return .text("all") }
      return .list(try ValueParsing.list(name, text, words: nil).map { .text($0) })
    case .stateText(let states, let what):
      let (state, value) = try ValueParsing.stateValue(name, text, states, what)
      return .stateValue(state, .text(value))
    case .stateImage(let states):
      let (state, value) = try ValueParsing.stateValue(name, text, states, "PATH|WxH")
      if let size = try ValueParsing.sizeIfOne(name, value) {
        return .stateValue(state, .size(size))
      }
      guard !value.isEmpty else { throw .usage("--\(name): '\(text)' has no path or size") }
      return .stateValue(state, .text(value))
    case .finding(let withReason): return try finding(name, text, reason: withReason)
    case .lineCount: return .number(Double(try ValueParsing.lineCount(name, text)))
    }
  }

  /// `CODE[=REASON]` (`reason`) or `CODE`: a code that can be accepted, or with no reason any
  /// known code (one to stop accepting). An unknown code and an error code are usage errors
  /// naming the option and the code as typed; the reason is checked with the record
  /// (`ButtonRecord.validate`, exit 65), like a description.
  static func finding(_ option: String, _ text: String, reason: Bool) throws(CLIError)
    -> InputValue
  {
    let equals = reason ? text.firstIndex(of: "=") : nil
    let typed = equals.map { String(text[..<$0]) } ?? text
    let given = equals.map { String(text[text.index(after: $0)...]) } ?? ""
    let known = Diagnostic.Code.allCases.map(\.rawValue)
    guard !typed.isEmpty else {
      throw .usage(
        "--\(option): '\(text)' has no code; give \(reason ? "CODE or CODE=REASON" : "CODE")")
    }
    if !reason {
      if let code = Diagnostic.Code(rawValue: typed) { return .finding(code, reason: "") }
      let code = String(typed.prefix { $0 != "=" })
      if typed.contains("="), Diagnostic.Code(rawValue: code) != nil {
        throw .usage("--\(option): '\(typed)' has a reason; give the code alone ('\(code)')")
      }
      throw .usage(
        "--\(option): '\(typed)' is not a diagnostic code; codes: \(known.joined(separator: ", "))"
          + Suggestion.hint(typed, in: known))
    }
    switch AcceptedFindings.acceptableCode(typed) {
    case .success(let code): return .finding(code, reason: given)
    case .failure(.unknown):
      throw .usage(
        "--\(option): \(AcceptedFindings.message(.unknown, typed))"
          + Suggestion.hint(typed, in: AcceptedFindings.acceptableCodes.map(\.rawValue)))
    case .failure(.error):
      throw .usage("--\(option): \(AcceptedFindings.message(.error, typed))")
    }
  }

  /// The codes `--accept` gives twice, or that `--no-accept` gives too (each problem once).
  static func acceptConflicts(_ arguments: ParsedArguments) -> [String] {
    func code(_ text: String) -> String { String(text.prefix { $0 != "=" }) }
    let (accept, noAccept) = (name(of: .accept), name(of: .noAccept))
    var problems: [String] = []
    var accepted: Set<String> = []
    for text in arguments.all(.accept) where !code(text).isEmpty {
      if !accepted.insert(code(text)).inserted {
        problems.append("\(accept): '\(code(text))' is given twice; accept each code once")
      }
    }
    var removed: Set<String> = []
    for text in arguments.all(.noAccept) where removed.insert(text).inserted {
      if accepted.contains(text) {
        problems.append("\(noAccept) '\(text)' cannot go with \(accept) '\(text)'")
      }
    }
    return problems
  }

  /// `PATH` or `PATH#N` (a face of a TrueType collection).
  static func fontSource(_ option: String, _ text: String) throws(CLIError) -> FontSource {
    if let hash = text.lastIndex(of: "#"), let face = Int(text[text.index(after: hash)...]) {
      guard face >= 0 else { throw .usage("--\(option): '\(text)' has a negative face index") }
      return FontSource(path: String(text[..<hash]), faceIndex: face)
    }
    guard !text.isEmpty else { throw .usage("--\(option): the path is empty") }
    return FontSource(path: text)
  }

  /// Applies every input option given to `record`, collecting every problem. `conflicts`:
  /// also options that cannot go with what the record holds (`set` checks those against the
  /// stored button, not a scratch record).
  static func apply(
    _ arguments: ParsedArguments, to record: inout ButtonRecord,
    _ collector: inout ProblemCollector,
    catalogOptions: Bool = true, conflicts: Bool = true, newButton: Bool = false
  ) {
    let names = catalogOptions ? catalogNames : inputNames
    for name in arguments.values.keys.sorted() where names.contains(name) {
      guard let (setting, line) = options[name] else { continue }
      let value: InputValue?
      if setting.repeatable {
        value = .list(
          arguments.all(name).compactMap { text in
            collector.attempt { () throws(CLIError) in try parse(line.syntax, name, text) }
          })
      } else {
        let text = arguments.value(name)!
        value = collector.attempt { () throws(CLIError) in try parse(line.syntax, name, text) }
      }
      if let value { setting.apply(value, to: &record) }
    }
    for (name, option) in clearOptions where arguments.has(option) {
      if arguments.has(name) {
        collector.problems.append("--\(option) cannot go with --\(name)")
      } else {
        settings[name]!.clear(&record)
      }
    }
    // A code accepted twice, or accepted and no longer accepted, in one command.
    collector.problems += acceptConflicts(arguments)
    func o(_ field: ButtonField) -> String { name(of: field) }
    let (noTitle, noImage) = ("--" + InputHelp.noTitle.name, "--" + InputHelp.noImage.name)
    // Sources are files read more than once (measured, hashed again by later commands):
    // standard input cannot be one.
    for field in [ButtonField.font, .image, .strings] where arguments.value(field) == "-" {
      collector.problems.append(
        "\(o(field)): '-' is standard input, which cannot be a source file; give the file")
    }
    // `--no-strings` removes the state title keys too: it cannot go with one given.
    if arguments.clears(.strings), arguments.has(.stateTitleKey) {
      collector.problems.append(
        "--\(ButtonField.strings.clearOption) cannot go with \(o(.stateTitleKey))")
    }
    // A strings file gives the title (its source language's value of the title key), and the
    // direction, unless given: auto, each locale in its own (pseudo-locales too: `rtl` is laid
    // out right to left).
    if arguments.has(.strings), arguments.has(.title) {
      collector.problems.append(
        "\(o(.title)) and \(o(.strings)) both give the title; the strings file's is its source language's value of \(o(.titleKey))"
      )
    }
    if arguments.has(.strings) || arguments.has(.pseudo), !arguments.has(.direction),
      record.variants.strings != nil || !record.variants.pseudo.isEmpty,
      record.spec.direction == .ltr
    {
      record.spec.direction = .auto
    }
    // A button size given: the padding and font size this command does not give take its
    // defaults (docs/layout-model.md, "The configuration technique").
    if arguments.has(.buttonSize) {
      record.applyButtonSizeDefaults(
        keepingPadding: arguments.has(.padding), keepingFontSize: arguments.has(.fontSize))
    } else if newButton, record.technique == .configuration, !arguments.has(.padding) {
      // A new configuration button without --padding has UIKit's own content insets for its
      // size (medium), as `UIButton.Configuration` gives them, and the export sets them.
      record.applyButtonSizeDefaults(keepingPadding: false, keepingFontSize: true)
    }
    var spec = record.spec
    let sizeOptions = [ButtonField.titleSize, .titleWidth].filter(arguments.has)
    if sizeOptions.count > 1 {
      collector.problems.append(
        "\(o(.titleSize)) and \(o(.titleWidth)) both give the title's size; use one")
    }
    if arguments.has(.image), arguments.has(.imageSize) {
      collector.problems.append(
        "\(o(.image)) and \(o(.imageSize)) both give the image's size; use one")
    }
    if arguments.has(InputHelp.noImage.name) {
      if arguments.has(.image) || arguments.has(.imageSize) {
        collector.problems.append(
          "\(noImage) cannot go with \(o(.image)) or \(o(.imageSize))")
      }
      record.imageSource = .none
      record.imagePath = nil
      spec.imageSize = nil
    }
    if arguments.has(InputHelp.noTitle.name) {
      if arguments.has(.title) || !sizeOptions.isEmpty {
        collector.problems.append(
          "\(noTitle) cannot go with \(o(.title)), \(o(.titleSize)) or \(o(.titleWidth))")
      }
      record.title = nil
      record.titleSource = .none
      spec.titleSize = nil
    }
    // A font file measures the title, unless this command gives its size by hand.
    let hasTitle = record.title != nil || record.variants.strings != nil
    if record.font != nil, hasTitle, sizeOptions.isEmpty,
      arguments.has(.font) || arguments.has(.title) || record.titleSource == .font
        || arguments.has(.fontSize) || arguments.has(.fallbackFont)
        || arguments.has(.strings)
    {
      record.titleSource = .font
    } else if !sizeOptions.isEmpty, arguments.has(.font), record.font != nil {
      collector.problems.append(
        "\(o(.font)) PATH measures the title; drop \(o(sizeOptions[0])) or use \(o(.font)) system")
    } else if record.font == nil, hasTitle, sizeOptions.isEmpty,
      record.titleSource == .font || record.titleSource == .none
    {
      // The system font (`--title TEXT` alone, or back from a font file): sized from the
      // catalog's device measurements, unmeasured until one exists.
      record.titleSource = .system
    }
    // A weight is the system font's: refused with a font file given, dropped with one kept.
    if record.font != nil, record.fontWeight != nil {
      if arguments.has(.fontWeight) {
        collector.problems.append(
          "\(o(.fontWeight)) '\(arguments.value(.fontWeight) ?? "")' is a weight of the system font, and \(o(.font)) '\(record.font?.path ?? "")' is a font file (its weight is its own); drop \(o(.fontWeight)) or use \(o(.font)) system"
        )
      } else {
        record.fontWeight = nil
      }
    }
    // A font file belongs to the title it measures: a title removed (`--no-title`) or sized by
    // hand drops it, as the schema requires (title source 'font' exactly when a font is kept).
    if record.titleSource != .font, record.font != nil, !arguments.has(.font) {
      record.font = nil
      record.fallbackFonts = []
    }
    record.spec = spec
    applySymbolOptions(arguments, to: &record, &collector, conflicts: conflicts)
    // Usage errors, not bad data: options that cannot go together.
    if conflicts { collector.problems += record.conflictingOptions.map(rendered) }
  }
}
