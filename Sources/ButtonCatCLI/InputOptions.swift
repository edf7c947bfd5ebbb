import ButtonCatalog
import ButtonLayout
import ButtonMeasure

/// The input options shared by `layout`, `add` and `set`, applied over a record: a new one for
/// `add` and `layout`, the stored one for `set` (so only the options given change anything).
enum InputOptions {
  /// The command line's spelling of each input field, in the order help lists the options (and
  /// the flags only the command line has). Everything else about an option (its value, help,
  /// parsing, what it sets) comes from the input's declaration (`ButtonInputs`).
  enum Entry {
    case input(ButtonField, String)
    case flag(OptionSpec)
  }

  static let table: [Entry] = [
    .input(.title, "title"), .input(.font, "font"), .input(.fontWeight, "font-weight"),
    .input(.fallbackFont, "fallback-font"),
    .input(.fontSize, "font-size"), .input(.titleSize, "title-size"),
    .input(.titleWidth, "title-width"),
    .flag(OptionSpec(name: "no-title", help: "Remove the title.")),
    .input(.image, "image"), .input(.imageSize, "image-size"),
    .flag(OptionSpec(name: "no-image", help: "Remove the image.")),
    .input(.placement, "placement"), .input(.spacing, "spacing"), .input(.padding, "padding"),
    .input(.size, "size"), .input(.align, "align"), .input(.valign, "valign"),
    .input(.scale, "scale"), .input(.ios, "ios"), .input(.direction, "direction"),
    .input(.technique, "technique"), .input(.buttonSize, "button-size"),
    // Variants (issue 15); `set` turns each back to its default with `--no-NAME`.
    .input(.textStyle, "text-style"), .input(.contentSizes, "content-sizes"),
    .input(.maxContentSize, "max-content-size"), .input(.maxFontSize, "max-font-size"),
    .input(.scaledMetrics, "scaled-metrics"), .input(.strings, "strings"),
    .input(.titleKey, "title-key"), .input(.locales, "locales"), .input(.pseudo, "pseudo"),
    .input(.stateTitle, "state-title"), .input(.stateImage, "state-image"),
    .input(.maxWidth, "max-width"),
    .input(.tag, "tag"), .input(.description, "description"),
  ]

  /// The options that turn a clearable input back to its default: `no-` and its name.
  static let clearOptions: [(name: String, option: String)] = table.compactMap { entry in
    guard case .input(_, let name) = entry, settings[name]?.clearable == true else { return nil }
    return (name, "no-" + name)
  }

  /// The declared setting of each option name.
  static let settings: [String: InputSetting] = {
    let byField = Dictionary(
      ButtonInputs.settings.map { ($0.field, $0) }, uniquingKeysWith: { first, _ in first })
    var settings: [String: InputSetting] = [:]
    for case .input(let field, let name) in table {
      guard let setting = byField[field] else {
        preconditionFailure("--\(name): no input declares the field \(field)")
      }
      settings[name] = setting
    }
    return settings
  }()

  /// The option name of each field.
  static let spellings = Dictionary(
    table.compactMap { entry -> (ButtonField, String)? in
      if case .input(let field, let name) = entry { (field, name) } else { nil }
    }, uniquingKeysWith: { first, _ in first })

  /// How the command line names a field in a message: `--spacing`, or `name` for the NAME
  /// argument.
  static func name(of field: ButtonField) -> String {
    if field == .name { return "name" }
    return "--" + (spellings[field] ?? field.rawValue)
  }

  /// `problem` as the command line says it: `--spacing: '-1' must not be negative`.
  static func rendered(_ problem: InputProblem) -> String {
    problem.rendered(name(of:)) { field, placeholder in
      placeholder.isEmpty ? name(of: field) : name(of: field) + " " + placeholder
    }
  }

  private static func spec(_ entry: Entry) -> OptionSpec {
    switch entry {
    case .flag(let spec): return spec
    case .input(_, let name):
      let setting = settings[name]!
      return OptionSpec(
        name: name, valueName: setting.syntax == .flag ? nil : setting.valueName,
        repeatable: setting.repeatable, help: setting.help)
    }
  }

  private static func catalogOnly(_ entry: Entry) -> Bool {
    if case .input(_, let name) = entry { return settings[name]!.catalogOnly }
    return false
  }

  static let specs: [OptionSpec] = table.filter { !catalogOnly($0) }.map(spec)

  /// Options only stored buttons have: the catalog-only inputs, and `set`'s way back to each
  /// clearable input's default.
  static let catalogSpecs: [OptionSpec] =
    table.filter(catalogOnly).map(spec)
    + clearOptions.map { OptionSpec(name: $0.option, help: settings[$0.name]!.clearHelp) }

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
    case .stateText(let states):
      let (state, value) = try ValueParsing.stateValue(name, text, states, "TEXT")
      return .stateValue(state, .text(value))
    case .stateImage(let states):
      let (state, value) = try ValueParsing.stateValue(name, text, states, "PATH|WxH")
      if let size = try ValueParsing.sizeIfOne(name, value) {
        return .stateValue(state, .size(size))
      }
      guard !value.isEmpty else { throw .usage("--\(name): '\(text)' has no path or size") }
      return .stateValue(state, .text(value))
    }
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

  /// Applies every input option given to `record`, collecting every problem.
  static func apply(
    _ arguments: ParsedArguments, to record: inout ButtonRecord,
    _ collector: inout ProblemCollector,
    catalogOptions: Bool = true
  ) {
    let names = catalogOptions ? catalogNames : inputNames
    for name in arguments.values.keys.sorted() where names.contains(name) {
      guard let setting = settings[name] else { continue }
      let value: InputValue?
      if setting.repeatable {
        value = .list(
          arguments.all(name).compactMap { text in
            collector.attempt { () throws(CLIError) in try parse(setting.syntax, name, text) }
          })
      } else {
        let text = arguments.value(name)!
        value = collector.attempt { () throws(CLIError) in try parse(setting.syntax, name, text) }
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
    // A strings file gives the title (its source language's value of the title key), and the
    // direction, unless given: auto, each locale in its own (pseudo-locales too: `rtl` is laid
    // out right to left).
    if arguments.has("strings"), arguments.has("title") {
      collector.problems.append(
        "--title and --strings both give the title; the strings file's is its source language's value of --title-key"
      )
    }
    if arguments.has("strings") || arguments.has("pseudo"), !arguments.has("direction"),
      record.variants.strings != nil || !record.variants.pseudo.isEmpty,
      record.spec.direction == .ltr
    {
      record.spec.direction = .auto
    }
    // A button size given: the padding and font size this command does not give take its
    // defaults (README.md, "The configuration technique").
    if arguments.has("button-size") {
      record.applyButtonSizeDefaults(
        keepingPadding: arguments.has("padding"), keepingFontSize: arguments.has("font-size"))
    }
    var spec = record.spec
    let sizeOptions = ["title-size", "title-width"].filter(arguments.has)
    if sizeOptions.count > 1 {
      collector.problems.append(
        "--title-size and --title-width both give the title's size; use one")
    }
    if arguments.has("image"), arguments.has("image-size") {
      collector.problems.append("--image and --image-size both give the image's size; use one")
    }
    if arguments.has("no-image") {
      if arguments.has("image") || arguments.has("image-size") {
        collector.problems.append("--no-image cannot go with --image or --image-size")
      }
      record.imageSource = .none
      record.imagePath = nil
      spec.imageSize = nil
    }
    if arguments.has("no-title") {
      if arguments.has("title") || !sizeOptions.isEmpty {
        collector.problems.append(
          "--no-title cannot go with --title, --title-size or --title-width")
      }
      record.title = nil
      record.titleSource = .none
      spec.titleSize = nil
    }
    // A font file measures the title, unless this command gives its size by hand.
    let hasTitle = record.title != nil || record.variants.strings != nil
    if record.font != nil, hasTitle, sizeOptions.isEmpty,
      arguments.has("font") || arguments.has("title") || record.titleSource == .font
        || arguments.has("font-size") || arguments.has("fallback-font")
        || arguments.has("strings")
    {
      record.titleSource = .font
    } else if !sizeOptions.isEmpty, arguments.has("font"), record.font != nil {
      collector.problems.append(
        "--font PATH measures the title; drop --\(sizeOptions[0]) or use --font system")
    } else if record.font == nil, hasTitle, sizeOptions.isEmpty,
      record.titleSource == .font || record.titleSource == .none
    {
      // The system font (`--title TEXT` alone, or back from a font file): sized from the
      // catalog's device measurements, unmeasured until one exists.
      record.titleSource = .system
    }
    // A weight is the system font's: refused with a font file given, dropped with one kept.
    if record.font != nil, record.fontWeight != nil {
      if arguments.has("font-weight") {
        collector.problems.append(
          "--font-weight '\(arguments.value("font-weight") ?? "")' is a weight of the system font, and --font '\(record.font?.path ?? "")' is a font file (its weight is its own); drop --font-weight or use --font system"
        )
      } else {
        record.fontWeight = nil
      }
    }
    // A font file belongs to the title it measures: a title removed (`--no-title`) or sized by
    // hand drops it, as the schema requires (title source 'font' exactly when a font is kept).
    if record.titleSource != .font, record.font != nil, !arguments.has("font") {
      record.font = nil
      record.fallbackFonts = []
    }
    record.spec = spec
  }
}
