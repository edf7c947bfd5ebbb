import ButtonLayout

/// Swift statements and expressions for a style's content (`StyleContent`): the title font,
/// titles and images per state. Every string from the catalog goes through `CodeLiteral.swift`
/// (literals) or `CodeComment` (comments).
enum SwiftContent {
  /// What the legacy path (no configuration) sets: the title label's font, the titles and the
  /// images per state.
  static func legacyStatements(_ content: StyleContent) -> [String] {
    var lines: [String] = []
    if let font = content.font {
      if case .named(nil, let fileName, _, _, _) = font {
        lines += StyleContent.unreadFontComment(fileName).map { "// " + $0 }
      }
      lines.append("titleLabel?.font = \(Self.font(font))")
      if content.adjustsFontForContentSizeCategory {
        lines.append("titleLabel?.adjustsFontForContentSizeCategory = true")
      }
    }
    if let title = content.title {
      lines.append("setTitle(\(Self.title(title)), for: .normal)")
    }
    for (state, title) in content.stateTitles {
      lines.append("setTitle(\(Self.title(title)), for: \(Self.state(state)))")
    }
    if let image = content.image { lines += Self.setImage(image, .normal) }
    for (state, image) in content.stateImages { lines += Self.setImage(image, state) }
    return lines
  }

  static func setImage(_ image: StyleContent.Image, _ state: ControlState) -> [String] {
    switch image {
    case .asset(let name):
      ["setImage(UIImage(named: \(CodeLiteral.swift(name))), for: \(Self.state(state)))"]
    case .size(let size):
      ["// " + StyleContent.imageComment(size, state: state)]
    case .symbol(let symbol):
      symbol.swiftAvailable(["setImage(\(symbol.swift), for: \(Self.state(state)))"])
    }
  }

  /// The configuration's title and image in `state`: its own, else the normal state's.
  static func configurationTitleAndImage(
    _ content: StyleContent, state: ControlState, receiver: String
  ) -> [String] {
    var lines: [String] = []
    if let own = content.stateTitles.first(where: { $0.state == state }) {
      lines.append("\(receiver).title = \(Self.title(own.title))")
    } else if let title = content.title {
      lines.append("\(receiver).title = \(Self.title(title))")
    }
    let image = content.stateImages.first { $0.state == state }?.image ?? content.image
    switch image {
    case .asset(let name)?:
      lines.append("\(receiver).image = UIImage(named: \(CodeLiteral.swift(name)))")
    case .size(let size)?:
      lines.append("// " + StyleContent.imageComment(size, state: state))
    case .symbol(let symbol)?:
      lines.append("\(receiver).image = \(symbol.swift)")
    case nil:
      break
    }
    return lines
  }

  /// The title as an expression: the catalog's text, or with a strings file its localized
  /// value (the text as the translators' comment).
  static func title(_ title: StyleContent.Title) -> String {
    guard let key = title.key else { return CodeLiteral.swift(title.text) }
    let table = title.table.map { "tableName: \(CodeLiteral.swift($0)), " } ?? ""
    return
      "NSLocalizedString(\(CodeLiteral.swift(key)), \(table)comment: \(CodeLiteral.swift(title.text)))"
  }

  /// `UIControl.State` of a state: `.highlighted`, `[.selected, .highlighted]`.
  static func state(_ state: ControlState) -> String {
    switch state {
    case .normal: ".normal"
    case .highlighted: ".highlighted"
    case .selected: ".selected"
    case .disabled: ".disabled"
    case .selectedHighlighted: "[.selected, .highlighted]"
    }
  }

  /// The font as an expression: a font file by its PostScript name (the system font of the
  /// same size should the name not load), or the system font at the catalog's size and weight,
  /// either scaled like its text style up to the maximum point size; or the text style's system
  /// font.
  static func font(_ font: StyleContent.Font) -> String {
    switch font {
    case .system(let size, let weight, let textStyle, let maximum):
      let base =
        "UIFont.systemFont(ofSize: \(ExportNumber.code(size)), weight: .\(weight.rawValue))"
      return scaled(base, textStyle, maximum)
    case .preferred(let style):
      return "UIFont.preferredFont(forTextStyle: .\(style.rawValue))"
    case .named(_, _, let size, let textStyle, let maximum):
      let points = ExportNumber.code(size)
      let base =
        "UIFont(name: \(CodeLiteral.swift(font.fontName ?? "")), size: \(points)) ?? UIFont.systemFont(ofSize: \(points))"
      return scaled(base, textStyle, maximum)
    }
  }

  /// `base` scaled by `UIFontMetrics(forTextStyle:)` of `textStyle` (up to `maximum`), or
  /// `base` without a text style.
  static func scaled(_ base: String, _ textStyle: TextStyle?, _ maximum: Double?) -> String {
    guard let textStyle else { return base }
    let metrics = "UIFontMetrics(forTextStyle: .\(textStyle.rawValue))"
    if let maximum {
      return "\(metrics).scaledFont(for: \(base), maximumPointSize: \(ExportNumber.code(maximum)))"
    }
    return "\(metrics).scaledFont(for: \(base))"
  }
}
