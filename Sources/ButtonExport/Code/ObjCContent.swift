import ButtonLayout

/// Objective-C statements and expressions for a style's content (`StyleContent`), the twin of
/// `SwiftContent`. Strings from the catalog go through `CodeLiteral.c` (as `@"…"` literals) or
/// `CodeComment`.
enum ObjCContent {
  static func string(_ text: String) -> String { "@" + CodeLiteral.c(text) }

  /// What the legacy path (no configuration) sets: the title label's font, the titles and the
  /// images per state.
  static func legacyStatements(_ content: StyleContent) -> [String] {
    var lines: [String] = []
    if let font = content.font {
      if case .named(nil, let fileName, _, _, _) = font {
        lines += StyleContent.unreadFontComment(fileName).map { "// " + $0 }
      }
      lines.append("self.titleLabel.font = \(Self.font(font));")
      if content.adjustsFontForContentSizeCategory {
        lines.append("self.titleLabel.adjustsFontForContentSizeCategory = YES;")
      }
    }
    if let title = content.title {
      lines.append("[self setTitle:\(Self.title(title)) forState:UIControlStateNormal];")
    }
    for (state, title) in content.stateTitles {
      lines.append("[self setTitle:\(Self.title(title)) forState:\(Self.state(state))];")
    }
    if let image = content.image { lines += Self.setImage(image, .normal) }
    for (state, image) in content.stateImages { lines += Self.setImage(image, state) }
    return lines
  }

  static func setImage(_ image: StyleContent.Image, _ state: ControlState) -> [String] {
    switch image {
    case .asset(let name):
      ["[self setImage:[UIImage imageNamed:\(string(name))] forState:\(Self.state(state))];"]
    case .size(let size):
      ["// " + StyleContent.imageComment(size, state: state)]
    case .symbol(let symbol):
      symbol.objCAvailable(["[self setImage:\(symbol.objC) forState:\(Self.state(state))];"])
    }
  }

  /// The configuration's title and image in `state`: its own, else the normal state's.
  static func configurationTitleAndImage(_ content: StyleContent, state: ControlState) -> [String] {
    var lines: [String] = []
    if let own = content.stateTitles.first(where: { $0.state == state }) {
      lines.append("configuration.title = \(Self.title(own.title));")
    } else if let title = content.title {
      lines.append("configuration.title = \(Self.title(title));")
    }
    let image = content.stateImages.first { $0.state == state }?.image ?? content.image
    switch image {
    case .asset(let name)?:
      lines.append("configuration.image = [UIImage imageNamed:\(string(name))];")
    case .size(let size)?:
      lines.append("// " + StyleContent.imageComment(size, state: state))
    case .symbol(let symbol)?:
      lines.append("configuration.image = \(symbol.objC);")
    case nil:
      break
    }
    return lines
  }

  /// The configuration's title font, through its text attributes transformer.
  static func transformer(_ font: StyleContent.Font) -> [String] {
    var lines: [String] = []
    if case .named(nil, let fileName, _, _, _) = font {
      lines += StyleContent.unreadFontComment(fileName).map { "// " + $0 }
    }
    return lines + [
      "configuration.titleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {",
      "  NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];",
      "  outgoing[NSFontAttributeName] = \(Self.font(font));",
      "  return outgoing;",
      "};",
    ]
  }

  static func title(_ title: StyleContent.Title) -> String {
    guard let key = title.key else { return string(title.text) }
    if let table = title.table {
      return "NSLocalizedStringFromTable(\(string(key)), \(string(table)), \(string(title.text)))"
    }
    return "NSLocalizedString(\(string(key)), \(string(title.text)))"
  }

  /// `UIControlState` of a state.
  static func state(_ state: ControlState) -> String {
    switch state {
    case .normal: "UIControlStateNormal"
    case .highlighted: "UIControlStateHighlighted"
    case .selected: "UIControlStateSelected"
    case .disabled: "UIControlStateDisabled"
    case .selectedHighlighted: "(UIControlStateSelected | UIControlStateHighlighted)"
    }
  }

  static func textStyle(_ style: TextStyle) -> String {
    "UIFontTextStyle" + ObjCRenderer.capitalized(style.rawValue)
  }

  static func font(_ font: StyleContent.Font) -> String {
    switch font {
    case .system(let size, let weight, let style, let maximum):
      let base =
        "[UIFont systemFontOfSize:\(ExportNumber.code(size)) weight:\(self.weight(weight))]"
      return scaled(base, style, maximum)
    case .preferred(let style):
      return "[UIFont preferredFontForTextStyle:\(textStyle(style))]"
    case .named(_, _, let size, let style, let maximum):
      let points = ExportNumber.code(size)
      let base =
        "([UIFont fontWithName:\(string(font.fontName ?? "")) size:\(points)] ?: [UIFont systemFontOfSize:\(points)])"
      return scaled(base, style, maximum)
    }
  }

  /// `base` scaled by `UIFontMetrics` of `style` (up to `maximum`), or `base` without one.
  static func scaled(_ base: String, _ style: TextStyle?, _ maximum: Double?) -> String {
    guard let style else { return base }
    let metrics = "[UIFontMetrics metricsForTextStyle:\(textStyle(style))]"
    if let maximum {
      return
        "[\(metrics) scaledFontForFont:\(base) maximumPointSize:\(ExportNumber.code(maximum))]"
    }
    return "[\(metrics) scaledFontForFont:\(base)]"
  }

  /// `UIFontWeightSemibold`.
  static func weight(_ weight: SystemFontWeight) -> String {
    "UIFontWeight" + ObjCRenderer.capitalized(weight.rawValue)
  }

  /// `UIContentSizeCategoryAccessibilityMedium`.
  static func contentSize(_ category: ContentSizeCategory) -> String {
    "UIContentSizeCategory" + ObjCRenderer.capitalized(String(describing: category))
  }
}
