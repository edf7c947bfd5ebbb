import ButtonLayout
import ButtonMeasure

extension ButtonRecord {
  /// Inputs that cannot go together, which the command line reports as usage errors (exit 64)
  /// and a document or a stored row as invalid: a title given by size with a text style, a
  /// state with both a title and a title key, title keys without a strings file.
  package var conflictingOptions: [InputProblem] {
    var problems = sizedTitleWithTextStyle.map { [$0] } ?? []
    let keys = variants.stateTitleKeys
    for state in ControlState.allCases
    where keys[state] != nil && variants.stateTitles[state] != nil {
      problems.append(
        InputProblem(
          .stateTitleKey,
          "\(state.rawValue): cannot go with \(ButtonField.stateTitle.mention()) for the same state (the state's title would be given twice); give one"
        ))
    }
    if !keys.isEmpty, variants.strings == nil {
      problems.append(
        InputProblem(
          .stateTitleKey,
          "a state's title key is looked up in the strings file: give \(ButtonField.strings.mention("PATH"))"
        ))
    }
    return problems
  }

  /// A title given by size (`--title-size`, `--title-width`) with a text style: the size is one
  /// text's at one content size, which no variant can scale or re-measure, so the combination is
  /// refused. The command line reports it as a usage error; a document or a
  /// stored row holding it is invalid (the rules of `validate`).
  var sizedTitleWithTextStyle: InputProblem? {
    guard variants.textStyle != nil, titleSource == .size || titleSource == .width else {
      return nil
    }
    let given = titleSource == .size ? ButtonField.titleSize : ButtonField.titleWidth
    return InputProblem(
      .textStyle,
      "cannot go with \(given.mention()): a title given by size is one text at one content size, which the text style cannot scale (every variant would lose the title); give \(ButtonField.font.mention("PATH")) to measure the title in a font file at every size (the system font works once buttoncat can measure it), or drop one of the two"
    )
  }

  /// Every problem with the variant inputs, each naming its field and the value as
  /// given: combinations that cannot be laid out, and ranges. `measured`: as in `validate`.
  func variantProblems(measured: Bool) -> [InputProblem] {
    var errors: [InputProblem] = []
    func error(_ field: ButtonField?, _ message: String) {
      errors.append(InputProblem(field, message))
    }
    let v = variants
    let number = ButtonSpec.messageNumber
    if let size = v.maxFontSize, let problem = InputLimits.fontSizeProblem(size) {
      error(.maxFontSize, "'\(number(size))' \(problem)")
    }
    if let width = v.maxWidth {
      if let problem = InputLimits.lengthProblem(width) {
        error(.maxWidth, "'\(number(width))' \(problem)")
      } else if width <= 0 {
        error(.maxWidth, "'\(number(width))' must be greater than 0")
      }
    }
    if v.maxFontSize != nil, v.textStyle == nil {
      error(
        .maxFontSize,
        "a largest point size caps a title that scales; give \(ButtonField.textStyle.mention("STYLE"))"
      )
    }
    errors += conflictingOptions
    if v.textStyle != nil, titleSource == .none, v.strings == nil {
      error(.textStyle, "a text style scales the title, and the button has none")
    }
    // The strings file and its key go together.
    if v.strings != nil, v.titleKey == nil {
      error(
        .strings,
        "a strings file needs the title's key: give \(ButtonField.titleKey.mention("KEY"))")
    }
    if v.titleKey != nil, v.strings == nil {
      error(
        .titleKey,
        "a title key is looked up in a strings file: give \(ButtonField.strings.mention("PATH"))")
    }
    if v.locales != nil || v.allLocales, v.strings == nil {
      error(
        .locales, "locales are those of a strings file: give \(ButtonField.strings.mention("PATH"))"
      )
    }
    if let strings = v.strings {
      if strings.isEmpty { error(.strings, "the path is empty") }
      if let problem = TextRules.pathProblem(strings) { error(.strings, problem) }
    }
    if let key = v.titleKey, key.isEmpty { error(.titleKey, "the key is empty") }
    for locale in v.locales ?? [] {
      if locale.isEmpty || locale.unicodeScalars.contains(where: TextRules.isControl)
        || locale.contains(",")
      {
        error(.locales, "'\(Catalog.escaped(locale))' is not a locale name")
      }
    }
    if let locales = v.locales, Set(locales).count != locales.count {
      error(.locales, "a locale is given twice; each locale once")
    }
    if Set(v.pseudo).count != v.pseudo.count {
      error(.pseudo, "a pseudo-locale is given twice; each once")
    }
    if v.stringsDigest != nil, v.strings == nil, measured {
      error(.strings, "a strings file's digest without a strings file")
    }
    for (state, title) in v.stateTitles.sorted(by: { $0.key.mask < $1.key.mask }) {
      if let problem = TextRules.titleProblem(title) {
        error(.stateTitle, "\(state.rawValue): \(problem)")
      }
    }
    for (state, key) in v.stateTitleKeys.sorted(by: { $0.key.mask < $1.key.mask }) where key.isEmpty
    {
      error(.stateTitleKey, "\(state.rawValue): the key is empty")
    }
    for (state, image) in v.stateImages.sorted(by: { $0.key.mask < $1.key.mask }) {
      switch image {
      case .file(let path, _):
        if path.isEmpty { error(.stateImage, "\(state.rawValue): the path is empty") }
        if let problem = TextRules.pathProblem(path) {
          error(.stateImage, "\(state.rawValue): \(problem)")
        }
      case .size(let size):
        for value in [size.width, size.height] {
          if let problem = InputLimits.lengthProblem(value) {
            error(.stateImage, "\(state.rawValue): '\(number(value))' \(problem)")
          } else if value < 0 {
            error(.stateImage, "\(state.rawValue): '\(number(value))' must not be negative")
          }
        }
      }
    }
    if !v.stateTitles.isEmpty, titleSource == .none, v.strings == nil {
      error(
        .stateTitle,
        "a state's title replaces the button's title, and the button has none: give \(ButtonField.title.mention("TEXT"))"
      )
    }
    // Titles other than the button's own are measured in a font file: the system font's widths
    // are unknown off Apple platforms, and a width or size given by hand is one text's.
    let otherTexts: [(ButtonField, String)] =
      [
        v.strings != nil ? (ButtonField.strings, "the strings file's titles") : nil,
        !v.pseudo.isEmpty ? (ButtonField.pseudo, "the pseudo-locales' titles") : nil,
        !v.stateTitles.isEmpty ? (ButtonField.stateTitle, "the states' titles") : nil,
        !v.stateTitleKeys.isEmpty && v.strings != nil
          ? (ButtonField.stateTitleKey, "the states' titles from the strings file") : nil,
      ].compactMap { $0 }
    if titleSource == .size || titleSource == .width {
      let given = titleSource == .size ? ButtonField.titleSize : ButtonField.titleWidth
      for (field, what) in otherTexts {
        error(
          field,
          "\(what) cannot be measured off Apple platforms: \(given.mention()) gives one text's size; give \(ButtonField.font.mention("PATH")) to measure every title"
        )
      }
    } else if titleSource == .none {
      for (field, what) in otherTexts where field != .stateTitle {
        error(
          field,
          "\(what) are measured in a font file (the system font's widths are unknown off Apple platforms): give \(ButtonField.font.mention("PATH"))"
        )
      }
    }
    return errors
  }
}
