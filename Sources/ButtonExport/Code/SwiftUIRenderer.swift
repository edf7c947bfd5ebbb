import ButtonLayout

/// The `swiftui` export: one `ButtonLabelStyles.swift` with a `LabelStyle` per style, stacking
/// icon and title with the style's spacing and padding.
///
/// Per style: `XLabelStyle` (use as `.labelStyle(.xStyle)`) and the `XLabel` view it makes.
/// `top`/`bottom` stack vertically; `leading`/`trailing` use an `HStack`, which follows the
/// layout direction by itself; physical `left`/`right` and padding whose left and right differ
/// read `\.layoutDirection` so they stay physical, as UIKit's legacy insets are. A fixed size
/// becomes a `frame` aligned as the style asks.
package struct SwiftUIRenderer: StreamingRenderer {
  package static let fileName = "ButtonLabelStyles.swift"

  /// The deployment target (`ExportOptions.deploymentTarget`) decides which APIs the code uses
  /// unguarded (`dynamicTypeSize` from iOS 15, `#Preview` without `@available` from iOS 17).
  package var options: ExportOptions

  package init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// `ButtonLabelStyles.swift`, style after style.
  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    let index = source.index
    let target = CodeTarget(options, index)
    var out = SourceText()
    let count = index.count
    sink.begin(Self.fileName)
    out.comment(
      "// ",
      [
        "\(Self.fileName): \(count) button style\(count == 1 ? "" : "s") exported by buttoncat, as SwiftUI label styles.",
        "Generated from the catalog: change the styles there and export again.",
        "Deployment target iOS \(target.description).",
      ])
    out.line("import SwiftUI")
    try StylePasses(source, index, target: target).pass { style in
      out.line()
      out.line("// MARK: - \(style.commentName)")
      out.line()
      Self.style(style, &out)
      out.flush(to: sink)
    }
    out.flush(to: sink)
  }

  static func style(_ style: StyleCode, _ out: inout SourceText) {
    let id = style.identifier
    let styleType = id.member(prefix: "", suffix: "LabelStyle")
    let viewType = id.member(prefix: "", suffix: "Label")
    let spec = style.button.spec
    let needsDirection = needsLayoutDirection(spec)
    var doc = ["The `\(style.commentName)` style: \(ButtonSummary.inputs(style.button))."]
    let description = CodeComment.lines(style.button.description)
    if !style.button.description.isEmpty { doc += [""] + description }
    doc += ["", "Use it as `.labelStyle(.\(id.member(suffix: "Style")))`."]
    doc += buttonStyleDoc(style)
    out.comment("/// ", doc)
    out.block("struct \(styleType): LabelStyle {") { out in
      out.block("func makeBody(configuration: Configuration) -> some View {") { out in
        out.line("\(viewType)(configuration: configuration)")
      }
    }
    out.line()
    out.comment("/// ", ["Icon and title of a `\(style.commentName)` label, stacked and padded."])
    out.block("struct \(viewType): View {") { out in
      out.line("let configuration: LabelStyleConfiguration")
      if needsDirection {
        out.line("@Environment(\\.layoutDirection) private var layoutDirection")
      }
      let metrics = Metrics(style)
      for line in metrics.declarations { out.line(line) }
      if let declaration = style.content.font.flatMap(titleSizeDeclaration) {
        out.line(declaration)
      }
      out.line()
      out.block("var body: some View {") { out in
        stack(spec, metrics, &out)
        if let titleFont = style.content.font {
          if case .named(nil, let fileName, _, _, _) = titleFont {
            out.comment("// ", StyleContent.unreadFontComment(fileName))
          }
          out.line(".font(\(font(titleFont)))")
        }
        for line in TitleLinesCode.swiftUIModifiers(spec) { out.line(line) }
        modifiers(spec, metrics, &out)
        if let category = style.content.maximumContentSize {
          if style.target.hasConfiguration {
            out.line(".dynamicTypeSize(...DynamicTypeSize.\(dynamicTypeSize(category)))")
          } else {
            out.line(
              "// At most \(category.shortName) (maximumContentSizeCategory): SwiftUI's dynamicTypeSize needs iOS 15."
            )
          }
        }
      }
    }
    out.line()
    out.block("extension LabelStyle where Self == \(styleType) {") { out in
      out.comment("/// ", ["The `\(style.commentName)` style."])
      out.line("static var \(id.member(suffix: "Style")): \(styleType) { \(styleType)() }")
    }
    out.line()
    preview(style, &out)
  }

  /// A `#Preview` of the style on the catalog's title and image. The preview machinery
  /// (`DeveloperToolsSupport.Preview`) is iOS 17+: below that target it is marked
  /// `@available(iOS 17.0, *)`, so the file compiles for older targets.
  static func preview(_ style: StyleCode, _ out: inout SourceText) {
    let content = style.content
    if !style.target.hasPreviewMacro { out.line("@available(iOS 17.0, *)") }
    previewBlock(style, &out) { out in
      out.line("Label {")
      out.indented { out in
        if let title = content.title {
          SubtitleCode(style).swiftUI(title.text, &out)
        } else {
          out.line("EmptyView()")
        }
      }
      out.line("} icon: {")
      out.indented { out in
        switch content.image {
        case .asset(let name)?:
          out.line("Image(\(CodeLiteral.swift(name)))")
        case .size(let size)?:
          out.line("// " + StyleContent.imageComment(size) + " A placeholder:")
          out.line("Image(systemName: \"photo\")")
          out.indented { out in
            out.line(
              ".frame(width: \(ExportNumber.code(size.width)), height: \(ExportNumber.code(size.height)))"
            )
          }
        case .symbol(let symbol)?:
          for line in symbol.swiftUI { out.line(line) }
        case nil:
          out.line("EmptyView()")
        }
      }
      out.line("}")
      out.line(".labelStyle(.\(style.identifier.member(suffix: "Style")))")
    }
  }

  /// SwiftUI's `Font.TextStyle` of a text style (`title1` is `.title`, `caption1` `.caption`).
  static func textStyle(_ style: TextStyle) -> String {
    switch style {
    case .title1: "title"
    case .caption1: "caption"
    default: style.rawValue
    }
  }

  /// SwiftUI's `DynamicTypeSize` of a content size category.
  static func dynamicTypeSize(_ category: ContentSizeCategory) -> String {
    switch category {
    case .extraSmall: "xSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "xLarge"
    case .extraExtraLarge: "xxLarge"
    case .extraExtraExtraLarge: "xxxLarge"
    case .accessibilityMedium: "accessibility1"
    case .accessibilityLarge: "accessibility2"
    case .accessibilityExtraLarge: "accessibility3"
    case .accessibilityExtraExtraLarge: "accessibility4"
    case .accessibilityExtraExtraExtraLarge: "accessibility5"
    }
  }

  /// The title font: a font file by its PostScript name (relative to its text style when it
  /// scales), the text style's system font, or the system font at the catalog's size and weight
  /// (scaled like its text style through `titleSize`, up to the largest point size).
  static func font(_ font: StyleContent.Font) -> String {
    switch font {
    case .system(let size, let weight, let style, let maximum):
      let points =
        style == nil
        ? ExportNumber.code(size)
        : maximum.map { "min(titleSize, \(ExportNumber.code($0)))" } ?? "titleSize"
      return ".system(size: \(points), weight: .\(weight.rawValue))"
    case .preferred(let style): return ".\(textStyle(style))"
    case .named(_, _, let size, let style?, _):
      return
        ".custom(\(CodeLiteral.swift(font.fontName ?? "")), size: \(ExportNumber.code(size)), relativeTo: .\(textStyle(style)))"
    case .named(_, _, let size, nil, _):
      return
        ".custom(\(CodeLiteral.swift(font.fontName ?? "")), fixedSize: \(ExportNumber.code(size)))"
    }
  }

  /// The `@ScaledMetric` the system font's size follows its text style by (SwiftUI's system
  /// font of a given size does not scale), or nil when it does not scale.
  static func titleSizeDeclaration(_ font: StyleContent.Font) -> String? {
    guard case .system(let size, _, let style?, _) = font else { return nil }
    return
      "@ScaledMetric(relativeTo: .\(textStyle(style))) private var titleSize: CGFloat = \(ExportNumber.code(size))"
  }

  /// Physical sides need the direction to pick an order; so do unequal left and right padding
  /// and a physical content alignment.
  static func needsLayoutDirection(_ spec: ButtonSpec) -> Bool {
    spec.placement == .left || spec.placement == .right || spec.padding.left != spec.padding.right
      || (spec.size.fixedSize != nil
        && (spec.horizontalAlignment == .left || spec.horizontalAlignment == .right))
  }

  /// The spacing and padding as the body reads them: numbers, or with scaled metrics the names
  /// of `@ScaledMetric` properties that follow the text style (body without one).
  struct Metrics {
    var spacing: String
    var top: String
    var left: String
    var bottom: String
    var right: String
    var declarations: [String] = []

    init(_ style: StyleCode) {
      let spec = style.button.spec
      let p = spec.padding
      let values = [
        ("spacing", spec.spacing), ("paddingTop", p.top), ("paddingLeft", p.left),
        ("paddingBottom", p.bottom), ("paddingRight", p.right),
      ]
      guard style.button.record.variants.scaledMetrics else {
        let numbers = values.map { ExportNumber.code($0.1) }
        (spacing, top, left, bottom, right) = (
          numbers[0], numbers[1], numbers[2], numbers[3], numbers[4]
        )
        return
      }
      let relative =
        style.button.record.variants.textStyle.map {
          "(relativeTo: .\(SwiftUIRenderer.textStyle($0)))"
        } ?? ""
      declarations = values.map { name, value in
        "@ScaledMetric\(relative) private var \(name): CGFloat = \(ExportNumber.code(value))"
      }
      (spacing, top, left, bottom, right) = (
        "spacing", "paddingTop", "paddingLeft", "paddingBottom", "paddingRight"
      )
    }
  }

  static func stack(_ spec: ButtonSpec, _ metrics: Metrics, _ out: inout SourceText) {
    let spacing = metrics.spacing
    // showsActivityIndicator: a ProgressView in place of the icon.
    let icon = spec.showsActivityIndicator ? "ProgressView()" : "configuration.icon"
    let iconFirst = [icon, "configuration.title"]
    let titleFirst = ["configuration.title", icon]
    switch spec.placement {
    case .top, .bottom:
      out.block("VStack(spacing: \(spacing)) {") { out in
        for view in spec.placement == .top ? iconFirst : titleFirst { out.line(view) }
      }
    case .leading, .trailing:
      out.block("HStack(spacing: \(spacing)) {") { out in
        for view in spec.placement == .leading ? iconFirst : titleFirst { out.line(view) }
      }
    case .left, .right:
      // An HStack runs from the leading side: in RTL the first view is on the right.
      let leftFirst = spec.placement == .left
      out.block("HStack(spacing: \(spacing)) {") { out in
        out.line("if layoutDirection == .rightToLeft {")
        out.indented { out in for view in leftFirst ? titleFirst : iconFirst { out.line(view) } }
        out.line("} else {")
        out.indented { out in for view in leftFirst ? iconFirst : titleFirst { out.line(view) } }
        out.line("}")
      }
    }
  }

  static func modifiers(_ spec: ButtonSpec, _ metrics: Metrics, _ out: inout SourceText) {
    let p = spec.padding
    func insets(leading: String, trailing: String) -> String {
      "EdgeInsets(top: \(metrics.top), leading: \(leading), "
        + "bottom: \(metrics.bottom), trailing: \(trailing))"
    }
    if p.left == p.right {
      out.line(".padding(\(insets(leading: metrics.left, trailing: metrics.right)))")
    } else {
      out.line(".padding(")
      out.indented { out in
        out.line("layoutDirection == .rightToLeft")
        out.line("  ? \(insets(leading: metrics.right, trailing: metrics.left))")
        out.line("  : \(insets(leading: metrics.left, trailing: metrics.right)))")
      }
    }
    guard let size = spec.size.fixedSize else { return }
    let width = ExportNumber.code(size.width)
    let height = ExportNumber.code(size.height)
    out.line(".frame(width: \(width), height: \(height), alignment: \(alignment(spec)))")
  }

  /// The SwiftUI `Alignment` of the content in a fixed frame; `fill` centres (a label does not
  /// stretch its icon and title).
  static func alignment(_ spec: ButtonSpec) -> String {
    let vertical: String? =
      switch spec.verticalAlignment {
      case .top: "top"
      case .bottom: "bottom"
      case .center, .fill: nil
      }
    func name(_ horizontal: String?) -> String {
      switch (vertical, horizontal) {
      case (nil, nil): ".center"
      case (let v?, nil): ".\(v)"
      case (nil, let h?): ".\(h)"
      case (let v?, let h?): ".\(v)\(h.prefix(1).uppercased())\(h.dropFirst())"
      }
    }
    switch spec.horizontalAlignment {
    case .center, .fill: return name(nil)
    case .leading: return name("leading")
    case .trailing: return name("trailing")
    case .left: return "layoutDirection == .rightToLeft ? \(name("trailing")) : \(name("leading"))"
    case .right: return "layoutDirection == .rightToLeft ? \(name("leading")) : \(name("trailing"))"
    }
  }
}
