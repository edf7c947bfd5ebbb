import ButtonLayout

/// The `swiftui` export: one `ButtonLabelStyles.swift` with a `LabelStyle` per style, stacking
/// icon and title with the style's spacing and padding.
///
/// Per style: `XLabelStyle` (use as `.labelStyle(.xStyle)`) and the `XLabel` view it makes.
/// `top`/`bottom` stack vertically; `leading`/`trailing` use an `HStack`, which follows the
/// layout direction by itself; physical `left`/`right` and padding whose left and right differ
/// read `\.layoutDirection` so they stay physical, as UIKit's legacy insets are. A fixed size
/// becomes a `frame` aligned as the style asks.
public struct SwiftUIRenderer: ExportRenderer {
  public static let fileName = "ButtonLabelStyles.swift"

  public init() {}

  public func render(_ catalog: ExportCatalog) -> [ExportFile] {
    var out = SourceText()
    let count = catalog.buttons.count
    out.comment(
      "// ",
      [
        "\(Self.fileName): \(count) button style\(count == 1 ? "" : "s") exported by buttoncat, as SwiftUI label styles.",
        "Generated from the catalog: change the styles there and export again.",
      ])
    out.line("import SwiftUI")
    for style in StyleCode.all(catalog) {
      out.line()
      out.line("// MARK: - \(style.commentName)")
      out.line()
      Self.style(style, &out)
    }
    return [ExportFile(path: Self.fileName, contents: out.text)]
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
      out.line()
      out.block("var body: some View {") { out in
        stack(spec, &out)
        modifiers(spec, &out)
      }
    }
    out.line()
    out.block("extension LabelStyle where Self == \(styleType) {") { out in
      out.comment("/// ", ["The `\(style.commentName)` style."])
      out.line("static var \(id.member(suffix: "Style")): \(styleType) { \(styleType)() }")
    }
  }

  /// Physical sides need the direction to pick an order; so do unequal left and right padding
  /// and a physical content alignment.
  static func needsLayoutDirection(_ spec: ButtonSpec) -> Bool {
    spec.placement == .left || spec.placement == .right || spec.padding.left != spec.padding.right
      || (spec.size.fixedSize != nil
        && (spec.horizontalAlignment == .left || spec.horizontalAlignment == .right))
  }

  static func stack(_ spec: ButtonSpec, _ out: inout SourceText) {
    let spacing = ExportNumber.code(spec.spacing)
    let iconFirst = ["configuration.icon", "configuration.title"]
    let titleFirst = ["configuration.title", "configuration.icon"]
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

  static func modifiers(_ spec: ButtonSpec, _ out: inout SourceText) {
    let p = spec.padding
    func insets(leading: Double, trailing: Double) -> String {
      "EdgeInsets(top: \(ExportNumber.code(p.top)), leading: \(ExportNumber.code(leading)), "
        + "bottom: \(ExportNumber.code(p.bottom)), trailing: \(ExportNumber.code(trailing)))"
    }
    if p.left == p.right {
      out.line(".padding(\(insets(leading: p.left, trailing: p.right)))")
    } else {
      out.line(".padding(")
      out.indented { out in
        out.line("layoutDirection == .rightToLeft")
        out.line("  ? \(insets(leading: p.right, trailing: p.left))")
        out.line("  : \(insets(leading: p.left, trailing: p.right)))")
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
