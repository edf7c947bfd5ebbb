import ButtonLayout

/// The `swift` export: one `ButtonStyles.swift` with a `UIButton` extension per style.
///
/// Each style gets `applyXStyle()` (the chosen technique: legacy insets, or the configuration
/// path behind `if #available(iOS 15.0, *)`), `applyXConfiguration()` (copy-modify-assign of
/// the button's configuration) and a `UIButton.Configuration.xStyle()` factory. Values that
/// differ between directions are chosen with `effectiveUserInterfaceLayoutDirection`; legacy
/// insets are physical, so RTL has its own.
public struct SwiftRenderer: ExportRenderer {
  public static let fileName = "ButtonStyles.swift"

  public init() {}

  public func render(_ catalog: ExportCatalog) -> [ExportFile] {
    var out = SourceText()
    out.comment("// ", Self.banner(Self.fileName, catalog))
    out.line("import UIKit")
    Self.uikitPart(catalog, &out)
    return [
      ExportFile(path: Self.fileName, contents: out.text),
      ExportFile(path: RuntimeLayoutSwift.fileName, contents: RuntimeLayoutSwift.file(catalog)),
    ]
  }

  /// Both parts in one `ButtonStyles.swift` (`--output FILE.swift`, standard output): the
  /// UIKit part, then the runtime layout math, which uses Foundation only.
  public func renderSingleFile(_ catalog: ExportCatalog) -> [ExportFile] {
    var out = SourceText()
    out.comment("// ", Self.banner(Self.fileName, catalog))
    out.comment(
      "// ",
      [""] + RuntimeLayoutSwift.about + [
        "That math, at the end of this file, uses Foundation only (no UIKit type or call)."
      ])
    out.line("import Foundation")
    out.line("import UIKit")
    Self.uikitPart(catalog, &out)
    out.line()
    out.line("// MARK: - Runtime layout math (Foundation only, as ButtonStyleLayout.swift)")
    out.line()
    RuntimeLayoutSwift.section(catalog, &out)
    return [ExportFile(path: Self.fileName, contents: out.text)]
  }

  static func banner(_ name: String, _ catalog: ExportCatalog) -> [String] {
    let count = catalog.buttons.count
    return [
      "\(name): \(count) button style\(count == 1 ? "" : "s") exported by buttoncat.",
      "Generated from the catalog: change the styles there and export again.",
      "Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them",
      "once a button has a UIButton.Configuration, so every style also has a configuration path.",
    ]
  }

  /// The styles' `UIButton` and `UIButton.Configuration` extensions, then `ButtonStyleButton`.
  static func uikitPart(_ catalog: ExportCatalog, _ out: inout SourceText) {
    for style in StyleCode.all(catalog) {
      out.line()
      out.line("// MARK: - \(style.commentName)")
      out.line()
      buttonExtension(style, &out)
      out.line()
      configurationExtension(style, &out)
    }
    out.line()
    out.line("// MARK: - Runtime layout")
    out.line()
    out.rawLines(RuntimeButtonSwift.text)
  }

  static func buttonExtension(_ style: StyleCode, _ out: inout SourceText) {
    let id = style.identifier
    let configure = id.member(prefix: "apply", suffix: "Configuration")
    out.block("extension UIButton {") { out in
      out.comment("/// ", style.docLines + ["", style.pathNote])
      out.block("func \(id.member(prefix: "apply", suffix: "Style"))() {") { out in
        switch style.button.technique {
        case .configuration:
          out.block("if #available(iOS 15.0, *) {") { out in
            out.line("\(configure)()")
            out.line("return")
          }
          if let legacy = style.legacy {
            out.line("// Before iOS 15: the `exact` technique's insets.")
            legacyStatements(style, legacy, &out)
          }
        case .layoutSubviews:
          out.comment("// ", style.framesComment)
          out.block("if #available(iOS 15.0, *) {") { out in
            out.line("\(configure)()")
          }
        default:
          out.block("if #available(iOS 15.0, *), configuration != nil {") { out in
            out.line("\(configure)()")
            out.line("return")
          }
          if let legacy = style.legacy { legacyStatements(style, legacy, &out) }
        }
      }
      out.line()
      out.comment(
        "/// ",
        [
          "Sets the `\(style.commentName)` style's image placement, padding and content insets on the",
          "button's configuration (a plain one when it has none): copy, modify, assign.",
        ])
      out.line("@available(iOS 15.0, *)")
      out.block("func \(configure)() {") { out in
        out.line("var configuration = self.configuration ?? .plain()")
        configurationStatements(
          style.configuration, buttonSize: style.buttonSize, receiver: "configuration",
          direction: "effectiveUserInterfaceLayoutDirection",
          &out)
        out.line("self.configuration = configuration")
      }
    }
  }

  static func configurationExtension(_ style: StyleCode, _ out: inout SourceText) {
    let directional = style.configuration.isDirectional
    let parameters =
      directional ? "layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight" : ""
    out.line("@available(iOS 15.0, *)")
    out.block("extension UIButton.Configuration {") { out in
      var doc = [
        "A plain configuration with the `\(style.commentName)` style's image placement, padding and",
        "content insets, all set explicitly (their defaults depend on size and Dynamic Type).",
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
        out.line("var configuration = UIButton.Configuration.plain()")
        configurationStatements(
          style.configuration, buttonSize: style.buttonSize, receiver: "configuration",
          direction: "layoutDirection", &out)
        out.line("return configuration")
      }
    }
  }

  /// The alignment and the three legacy insets, per direction when they differ.
  static func legacyStatements(
    _ style: StyleCode, _ legacy: Directional<StyleCode.LegacyInsets>, _ out: inout SourceText
  ) {
    let spec = style.button.spec
    out.line("contentHorizontalAlignment = .\(spec.horizontalAlignment.rawValue)")
    out.line("contentVerticalAlignment = .\(spec.verticalAlignment.rawValue)")
    if style.isRightToLeftOnly { out.line("// Laid out for right-to-left only.") }
    directional(legacy, direction: "effectiveUserInterfaceLayoutDirection", &out) { insets, out in
      out.line("imageEdgeInsets = \(edgeInsets(insets.image))")
      out.line("titleEdgeInsets = \(edgeInsets(insets.title))")
      out.line("contentEdgeInsets = \(edgeInsets(insets.content))")
    }
  }

  static func configurationStatements(
    _ values: Directional<StyleCode.ConfigurationValues>, buttonSize: ConfigurationButtonSize,
    receiver: String, direction: String, _ out: inout SourceText
  ) {
    if buttonSize != .default { out.line("\(receiver).buttonSize = .\(buttonSize.rawValue)") }
    directional(values, direction: direction, &out) { v, out in
      out.line("\(receiver).imagePlacement = .\(v.placement.rawValue)")
      out.line("\(receiver).imagePadding = \(ExportNumber.code(v.padding))")
      let i = v.contentInsets
      out.line(
        "\(receiver).contentInsets = NSDirectionalEdgeInsets("
          + "top: \(ExportNumber.code(i.top)), leading: \(ExportNumber.code(i.leading)), "
          + "bottom: \(ExportNumber.code(i.bottom)), trailing: \(ExportNumber.code(i.trailing)))")
    }
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
