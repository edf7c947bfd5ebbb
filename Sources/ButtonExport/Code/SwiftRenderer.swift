import ButtonLayout

/// The `swift` export: one `ButtonStyles.swift` with a `UIButton` extension per style.
///
/// Each style gets `applyXStyle()` (the chosen technique: legacy insets, or the configuration
/// path behind `if #available(iOS 15.0, *)`), `applyXConfiguration()` (copy-modify-assign of
/// the button's configuration) and a `UIButton.Configuration.xStyle()` factory. Values that
/// differ between directions are chosen with `effectiveUserInterfaceLayoutDirection`; legacy
/// insets are physical, so RTL has its own.
package struct SwiftRenderer: StreamingRenderer {
  package static let fileName = "ButtonStyles.swift"

  /// The deployment target (`ExportOptions.deploymentTarget`) decides the paths the code has.
  package var options: ExportOptions

  package init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// `ButtonStyles.swift` and `ButtonStyleLayout.swift`, or with `singleFile` both parts in
  /// one `ButtonStyles.swift` (`--output FILE.swift`, standard output): the UIKit part, then
  /// the runtime layout math, which uses Foundation only. Two passes over the buttons: the
  /// styles, then the runtime table.
  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    let index = source.index
    let target = CodeTarget(options, index)
    var out = SourceText()
    sink.begin(Self.fileName)
    out.comment("// ", Self.banner(Self.fileName, index.count, target))
    if singleFile {
      out.comment(
        "// ",
        [""] + RuntimeLayoutSwift.about + [
          "That math, at the end of this file, uses Foundation only (no UIKit type or call)."
        ])
      out.line("import Foundation")
    }
    out.line("import UIKit")
    try Self.uikitPart(source, index, target, &out, sink)
    if singleFile {
      out.line()
      out.line("// MARK: - Runtime layout math (Foundation only, as ButtonStyleLayout.swift)")
      out.line()
      try RuntimeLayoutSwift.section(source, &out, sink)
    } else {
      out.flush(to: sink)
      sink.begin(RuntimeLayoutSwift.fileName)
      try RuntimeLayoutSwift.file(source, index.count, &out, sink)
    }
    out.flush(to: sink)
  }

  static func banner(_ name: String, _ count: Int, _ target: CodeTarget) -> [String] {
    let paths =
      target.hasConfiguration
      ? [
        "Legacy insets are deprecated from iOS 15 and ignored under a UIButton.Configuration; the",
        "styles here set only the configuration, which lays out any title by itself.",
      ]
      : [
        "Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them",
        "once a button has a UIButton.Configuration, so every style also has a configuration path.",
      ]
    return [
      "\(name): \(count) button style\(count == 1 ? "" : "s") exported by buttoncat.",
      "Generated from the catalog: change the styles there and export again.",
      target.banner,
    ] + paths
  }

  /// The styles' `UIButton` and `UIButton.Configuration` extensions, then `ButtonStyleButton`,
  /// each style handed to `sink` once written.
  static func uikitPart(
    _ source: any ExportSource, _ index: ExportIndex, _ target: CodeTarget,
    _ out: inout SourceText, _ sink: any ExportSink
  ) throws {
    try StyleCode.forEach(source, index.inNamingOrder(StyleIdentifier.unique), target: target) {
      style in
      Self.style(style, &out)
      out.flush(to: sink)
    }
    out.line()
    out.line("// MARK: - Runtime layout")
    out.line()
    out.rawLines(RuntimeButtonSwift.text(target))
  }

  /// The style's `UIButton` and `UIButton.Configuration` extensions.
  static func style(_ style: StyleCode, _ out: inout SourceText) {
    out.line()
    out.line("// MARK: - \(style.commentName)")
    out.line()
    buttonExtension(style, &out)
    out.line()
    configurationExtension(style, &out)
  }

  static func buttonExtension(_ style: StyleCode, _ out: inout SourceText) {
    let id = style.identifier
    let configure = id.member(prefix: "apply", suffix: "Configuration")
    let content = style.content
    out.block("extension UIButton {") { out in
      var doc = style.docLines + ["", style.pathNote]
      var parameters = ""
      if content.fixedSize != nil {
        doc += [
          "",
          "- Parameter constrainingSize: whether to add the fixed size as width and height",
          "  constraints (identified `\(StyleContent.sizeConstraintIdentifier)`, replaced when the style is applied again).",
        ]
        parameters = "constrainingSize: Bool = true"
      }
      out.comment("/// ", doc)
      out.block("func \(id.member(prefix: "apply", suffix: "Style"))(\(parameters)) {") { out in
        let spec = style.button.spec
        out.line("contentHorizontalAlignment = .\(spec.horizontalAlignment.rawValue)")
        out.line("contentVerticalAlignment = .\(spec.verticalAlignment.rawValue)")
        if style.configurationOnly {
          out.line("\(configure)()")
        } else {
          pathStatements(style, configure: configure, &out)
        }
        commonStatements(style, &out)
      }
      out.line()
      out.comment(
        "/// ",
        [
          "Sets the `\(style.commentName)` style's image placement, padding, content insets, title and",
          style.applyConfigurationSource,
        ])
      if !style.configurationOnly { out.line("@available(iOS 15.0, *)") }
      out.block("func \(configure)() {") { out in
        style.swiftConfigurationStart(ownConfiguration: true, &out)
        configurationStatements(
          style, receiver: "configuration", direction: "effectiveUserInterfaceLayoutDirection",
          &out)
        out.line("self.configuration = configuration")
        if content.hasStateValues { updateHandler(style, &out) }
      }
    }
  }

  /// Below iOS 15: the configuration behind `#available`, else the legacy insets and content.
  static func pathStatements(_ style: StyleCode, configure: String, _ out: inout SourceText) {
    let legacyContent =
      SwiftContent.legacyStatements(style.content) + TitleLinesCode.swiftLegacy(style.button.spec)
    switch style.button.technique {
    case .configuration:
      out.line("if #available(iOS 15.0, *) {")
      out.indented { $0.line("\(configure)()") }
      out.line("} else {")
      out.indented { out in
        if let legacy = style.legacy {
          out.line("// Before iOS 15: the `exact` technique's insets.")
          legacyStatements(style, legacy, &out)
        }
        for line in legacyContent { out.line(line) }
      }
      out.line("}")
    case .layoutSubviews:
      out.comment("// ", style.framesComment)
      out.line("if #available(iOS 15.0, *) {")
      out.indented { $0.line("\(configure)()") }
      if !legacyContent.isEmpty {
        out.line("} else {")
        out.indented { out in for line in legacyContent { out.line(line) } }
      }
      out.line("}")
    default:
      out.line("if #available(iOS 15.0, *), configuration != nil {")
      out.indented { $0.line("\(configure)()") }
      out.line("} else {")
      out.indented { out in
        if let legacy = style.legacy { legacyStatements(style, legacy, &out) }
        for line in legacyContent { out.line(line) }
      }
      out.line("}")
    }
  }

  /// What every path sets: the largest content size category and the size constraints.
  static func commonStatements(_ style: StyleCode, _ out: inout SourceText) {
    let content = style.content
    if let category = content.maximumContentSize {
      let statement = "maximumContentSizeCategory = .\(String(describing: category))"
      if style.configurationOnly {
        out.line(statement)
      } else {
        out.block("if #available(iOS 15.0, *) {") { $0.line(statement) }
      }
    }
    if let size = content.fixedSize {
      let identifier = CodeLiteral.swift(StyleContent.sizeConstraintIdentifier)
      out.line(
        "NSLayoutConstraint.deactivate(constraints.filter { $0.identifier == \(identifier) })")
      out.block("if constrainingSize {") { out in
        out.line(
          "let width = widthAnchor.constraint(equalToConstant: \(ExportNumber.code(size.width)))")
        out.line(
          "let height = heightAnchor.constraint(equalToConstant: \(ExportNumber.code(size.height)))"
        )
        out.line("width.identifier = \(identifier)")
        out.line("height.identifier = \(identifier)")
        out.line("NSLayoutConstraint.activate([width, height])")
      }
    }
  }

  /// `configurationUpdateHandler`: each state with its own title or image gets them (the
  /// normal state's where it has only one of the two); every other state the normal ones. A
  /// combined state is matched exactly, as UIKit looks up per-state values.
  static func updateHandler(_ style: StyleCode, _ out: inout SourceText) {
    let content = style.content
    let states = ControlState.allCases.filter { state in
      content.stateTitles.contains { $0.state == state }
        || content.stateImages.contains { $0.state == state }
    }
    out.line("configurationUpdateHandler = { button in")
    out.indented { out in
      out.line("guard var configuration = button.configuration else { return }")
      out.line("switch button.state {")
      for state in states {
        out.line("case \(SwiftContent.state(state)):")
        out.indented { out in
          for line in SwiftContent.configurationTitleAndImage(
            content, state: state, receiver: "configuration")
          {
            out.line(line)
          }
        }
      }
      out.line("default:")
      out.indented { out in
        for line in SwiftContent.configurationTitleAndImage(
          content, state: .normal, receiver: "configuration")
        {
          out.line(line)
        }
      }
      out.line("}")
      out.line("button.configuration = configuration")
    }
    out.line("}")
  }

  static func configurationExtension(_ style: StyleCode, _ out: inout SourceText) {
    let directional = style.configuration.isDirectional
    let parameters =
      directional ? "layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight" : ""
    if !style.configurationOnly { out.line("@available(iOS 15.0, *)") }
    out.block("extension UIButton.Configuration {") { out in
      var doc = [
        "A \(style.factoryPhrase) configuration with the `\(style.commentName)` style's image placement, padding and",
        "content insets, all set explicitly (their defaults depend on size and Dynamic Type), its",
        "title, image and title font.",
      ]
      if directional {
        doc += [
          "", "- Parameter layoutDirection: the button's `effectiveUserInterfaceLayoutDirection`.",
        ]
      }
      out.comment("/// ", doc)
      out.block(
        "static func \(style.identifier.member(suffix: "Style"))(\(parameters)) -> UIButton.Configuration {"
      ) { out in
        style.swiftConfigurationStart(ownConfiguration: false, &out)
        configurationStatements(
          style, receiver: "configuration", direction: "layoutDirection", &out)
        out.line("return configuration")
      }
    }
  }

  /// The alignment and the three legacy insets, per direction when they differ.
  static func legacyStatements(
    _ style: StyleCode, _ legacy: Directional<StyleCode.LegacyInsets>, _ out: inout SourceText
  ) {
    if style.isRightToLeftOnly { out.line("// Laid out for right-to-left only.") }
    directional(legacy, direction: "effectiveUserInterfaceLayoutDirection", &out) { insets, out in
      out.line("imageEdgeInsets = \(edgeInsets(insets.image))")
      out.line("titleEdgeInsets = \(edgeInsets(insets.title))")
      out.line("contentEdgeInsets = \(edgeInsets(insets.content))")
    }
  }

  /// The configuration's values: size, placement, padding, insets and title alignment (per
  /// direction when they differ), then title, image and the title font.
  static func configurationStatements(
    _ style: StyleCode, receiver: String, direction: String, _ out: inout SourceText
  ) {
    if style.buttonSize != .default {
      out.line("\(receiver).buttonSize = .\(style.buttonSize.rawValue)")
    }
    if let reservation = style.imageReservation {
      out.line("\(receiver).imageReservation = \(ExportNumber.code(reservation))")
    }
    style.swiftCornerStatements(receiver: receiver, &out)
    for line in ActivityIndicatorCode.swift(style, receiver: receiver) { out.line(line) }
    for line in TitleLinesCode.swiftConfiguration(style.button.spec, receiver: receiver) {
      out.line(line)
    }
    directional(style.configuration, direction: direction, &out) { v, out in
      // No placement without both an image and a title: UIKit's default stays.
      if let placement = v.placement {
        out.line("\(receiver).imagePlacement = .\(placement.rawValue)")
      }
      out.line("\(receiver).imagePadding = \(ExportNumber.code(v.padding))")
      let i = v.contentInsets
      out.line(
        "\(receiver).contentInsets = NSDirectionalEdgeInsets("
          + "top: \(ExportNumber.code(i.top)), leading: \(ExportNumber.code(i.leading)), "
          + "bottom: \(ExportNumber.code(i.bottom)), trailing: \(ExportNumber.code(i.trailing)))")
      out.line("\(receiver).titleAlignment = .\(v.titleAlignment)")
    }
    for line in SwiftContent.configurationTitleAndImage(
      style.content, state: .normal, receiver: receiver)
    {
      out.line(line)
    }
    if let font = style.content.font {
      if case .named(nil, let fileName, _, _, _) = font {
        out.comment("// ", StyleContent.unreadFontComment(fileName))
      }
      out.line(
        "\(receiver).titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in"
      )
      out.indented { out in
        out.line("var outgoing = incoming")
        out.line("outgoing.font = \(SwiftContent.font(font))")
        out.line("return outgoing")
      }
      out.line("}")
    }
    for line in SubtitleCode(style).swift(receiver: receiver) { out.line(line) }
  }

  /// `body` once, or in an `if <direction> == .rightToLeft { … } else { … }`.
  static func directional<Value>(
    _ value: Directional<Value>, direction: String, _ out: inout SourceText,
    _ body: (Value, inout SourceText) -> Void
  ) {
    switch value {
    case .same(let v): body(v, &out)
    case .perDirection(let ltr, let rtl):
      out.line("if \(direction) == .rightToLeft {")
      out.indented { body(rtl, &$0) }
      out.line("} else {")
      out.indented { body(ltr, &$0) }
      out.line("}")
    }
  }

  static func edgeInsets(_ i: EdgeInsets) -> String {
    "UIEdgeInsets(top: \(ExportNumber.code(i.top)), left: \(ExportNumber.code(i.left)), "
      + "bottom: \(ExportNumber.code(i.bottom)), right: \(ExportNumber.code(i.right)))"
  }
}

extension Directional {
  /// Whether code must check the layout direction to pick the value.
  var isDirectional: Bool {
    if case .perDirection = self { return true }
    return false
  }
}
