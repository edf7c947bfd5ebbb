import ButtonLayout

/// The configuration's look in generated code (`--style`, `--corner-style`, `--corner-radius`):
/// the factory the configuration starts from, then its corner style and the background's corner
/// radius. A style without them is generated as before (`.plain()`, the button's own
/// configuration kept), byte for byte.
extension StyleCode {
  var appearance: ConfigurationAppearance { button.record.appearance }

  /// A glass factory the target may lack: the code asks `#available(iOS 26.0, *)` (only the
  /// probe's code, generated for an old target; the code exports refuse such a target).
  var factoryNeedsAvailability: Bool {
    guard let style = appearance.style else { return false }
    return target.major < style.introducedIn
  }

  /// `plain`, or the factory in code font: how the doc comments name the configuration.
  var factoryPhrase: String { appearance.style.map { "`\($0.rawValue)()`" } ?? "plain" }

  /// The doc comment of `applyXConfiguration`'s second line: what the configuration starts from.
  var applyConfigurationSource: String {
    guard let style = appearance.style else {
      return
        "image on the button's configuration (a plain one when it has none): copy, modify, assign."
    }
    return
      "image on a new `\(style.rawValue)()` configuration (the style's factory), then assigns it."
  }

  /// `var configuration = …`: the button's own configuration (or `.plain()`) without a style
  /// (`ownConfiguration`: in `applyXConfiguration`), the style's factory with one.
  func swiftConfigurationStart(ownConfiguration: Bool, _ out: inout SourceText) {
    guard let style = appearance.style else {
      out.line(
        ownConfiguration
          ? "var configuration = self.configuration ?? .plain()"
          : "var configuration = UIButton.Configuration.plain()")
      return
    }
    guard factoryNeedsAvailability else {
      out.line("var configuration = UIButton.Configuration.\(style.rawValue)()")
      return
    }
    out.line("var configuration = UIButton.Configuration.plain()")
    out.block("if #available(iOS \(style.introducedIn).0, *) {") { out in
      out.line("configuration = .\(style.rawValue)()")
    }
  }

  /// The Objective-C twin of `swiftConfigurationStart`.
  func objCConfigurationStart(ownConfiguration: Bool, _ out: inout SourceText) {
    guard let style = appearance.style else {
      out.line(
        ownConfiguration
          ? "UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];"
          : "UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];"
      )
      return
    }
    let factory = "[UIButtonConfiguration \(style.rawValue)ButtonConfiguration]"
    guard factoryNeedsAvailability else {
      out.line("UIButtonConfiguration *configuration = \(factory);")
      return
    }
    out.line(
      "UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];")
    out.block("if (@available(iOS \(style.introducedIn).0, *)) {") { out in
      out.line("configuration = \(factory);")
    }
  }

  /// `cornerStyle`, then the background's `cornerRadius` (after it: the corner style sets the
  /// background's radius to its default), each only when given.
  func swiftCornerStatements(receiver: String, _ out: inout SourceText) {
    if let cornerStyle = appearance.cornerStyle {
      out.line("\(receiver).cornerStyle = .\(cornerStyle.rawValue)")
    }
    if let radius = appearance.cornerRadius {
      out.line("\(receiver).background.cornerRadius = \(ExportNumber.code(radius))")
    }
  }

  /// The Objective-C twin of `swiftCornerStatements`.
  func objCCornerStatements(_ out: inout SourceText) {
    if let cornerStyle = appearance.cornerStyle {
      out.line(
        "configuration.cornerStyle = UIButtonConfigurationCornerStyle\(ObjCRenderer.capitalized(cornerStyle.rawValue));"
      )
    }
    if let radius = appearance.cornerRadius {
      out.line("configuration.background.cornerRadius = \(ExportNumber.code(radius));")
    }
  }
}

/// The buttons whose style the code's deployment target does not have (a glass style below iOS
/// 26): the code exports refuse them rather than write code that does not compile.
package enum StyleAvailability {
  package struct Problem: Equatable, Sendable {
    package let name: String
    package let style: ConfigurationStyle
    /// The deployment target, `major.minor`.
    package let target: String
  }

  package static func problems(_ catalog: ExportCatalog, _ options: ExportOptions) -> [Problem] {
    problems(catalog.index, options)
  }

  /// The problems of the buttons of `index`.
  package static func problems(_ index: ExportIndex, _ options: ExportOptions) -> [Problem] {
    let target = CodeTarget(options, index)
    return index.entries.compactMap { entry in
      guard let style = entry.style, target.major < style.introducedIn else { return nil }
      return Problem(name: entry.name, style: style, target: target.description)
    }
  }
}
