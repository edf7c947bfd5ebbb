import ButtonLayout

/// The `objc` export: a `UIButton (ButtonStyles)` category, `UIButton+ButtonStyles.h` and `.m`,
/// with the same content as the Swift export.
///
/// Per style: `-applyXStyle` (the chosen technique), `-applyXConfiguration` (copy-modify-assign:
/// `[self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration]`, then assign)
/// and, in a `UIButtonConfiguration (ButtonStyles)` category, `+configurationForXStyle`. Every
/// configuration API is marked `API_AVAILABLE(ios(15.0))` or guarded by `@available`, so the
/// files compile without warnings for deployment targets before iOS 15.
public struct ObjCRenderer: ExportRenderer {
  public static let headerName = "UIButton+ButtonStyles.h"
  public static let implementationName = "UIButton+ButtonStyles.m"

  public init() {}

  public func render(_ catalog: ExportCatalog) -> [ExportFile] {
    let styles = StyleCode.all(catalog)
    return [
      ExportFile(path: Self.headerName, contents: header(styles)),
      ExportFile(path: Self.implementationName, contents: implementation(styles)),
      ExportFile(path: RuntimeLayoutC.headerName, contents: RuntimeLayoutC.header(catalog)),
      ExportFile(
        path: RuntimeLayoutC.implementationName, contents: RuntimeLayoutC.implementation(catalog)),
    ]
  }

  static func banner(_ name: String, _ count: Int) -> [String] {
    [
      "\(name): \(count) button style\(count == 1 ? "" : "s") exported by buttoncat.",
      "Generated from the catalog: change the styles there and export again.",
      "Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them",
      "once a button has a UIButtonConfiguration, so every style also has a configuration path.",
    ]
  }

  func header(_ styles: [StyleCode]) -> String {
    var out = SourceText()
    out.comment("// ", Self.banner(Self.headerName, styles.count))
    out.line("#import <UIKit/UIKit.h>")
    out.line("#import \"\(RuntimeLayoutC.headerName)\"")
    out.line()
    out.line("NS_ASSUME_NONNULL_BEGIN")
    out.line()
    out.line("@interface UIButton (ButtonStyles)")
    for style in styles {
      let id = style.identifier
      out.line()
      out.line("#pragma mark - \(style.commentName)")
      out.line()
      out.comment("/// ", style.docLines + ["", style.pathNote])
      out.line("- (void)\(id.member(prefix: "apply", suffix: "Style"));")
      out.line()
      out.comment(
        "/// ",
        [
          "Sets the `\(style.commentName)` style's image placement, padding and content insets on the",
          "button's configuration (a plain one when it has none): copy, modify, assign.",
        ])
      out.line(
        "- (void)\(id.member(prefix: "apply", suffix: "Configuration")) API_AVAILABLE(ios(15.0));")
    }
    out.line()
    out.line("@end")
    out.line()
    out.line("API_AVAILABLE(ios(15.0))")
    out.line("@interface UIButtonConfiguration (ButtonStyles)")
    for style in styles {
      out.line()
      var doc = [
        "A plain configuration with the `\(style.commentName)` style's image placement, padding and",
        "content insets, all set explicitly (their defaults depend on size and Dynamic Type).",
      ]
      if style.configuration.isDirectional {
        doc += ["Pass the button's effectiveUserInterfaceLayoutDirection."]
      }
      out.comment("/// ", doc)
      out.line("+ (UIButtonConfiguration *)\(Self.factory(style));")
    }
    out.line()
    out.line("@end")
    out.line()
    out.rawLines(RuntimeButtonObjC.interface)
    out.line()
    out.line("NS_ASSUME_NONNULL_END")
    return out.text
  }

  func implementation(_ styles: [StyleCode]) -> String {
    var out = SourceText()
    out.comment("// ", Self.banner(Self.implementationName, styles.count))
    out.line("#import \"\(Self.headerName)\"")
    out.line()
    out.line("@implementation UIButton (ButtonStyles)")
    for style in styles {
      out.line()
      out.line("#pragma mark - \(style.commentName)")
      out.line()
      Self.applyMethod(style, &out)
      out.line()
      let configure = style.identifier.member(prefix: "apply", suffix: "Configuration")
      out.block("- (void)\(configure) {") { out in
        out.line(
          "UIButtonConfiguration *configuration = [self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration];"
        )
        Self.configurationStatements(
          style.configuration, buttonSize: style.buttonSize,
          direction: "self.effectiveUserInterfaceLayoutDirection", &out)
        out.line("self.configuration = configuration;")
      }
    }
    out.line()
    out.line("@end")
    out.line()
    out.line("@implementation UIButtonConfiguration (ButtonStyles)")
    for style in styles {
      out.line()
      out.block("+ (UIButtonConfiguration *)\(Self.factory(style)) {") { out in
        out.line(
          "UIButtonConfiguration *configuration = [UIButtonConfiguration plainButtonConfiguration];"
        )
        Self.configurationStatements(
          style.configuration, buttonSize: style.buttonSize, direction: "layoutDirection", &out)
        out.line("return configuration;")
      }
    }
    out.line()
    out.line("@end")
    out.line()
    out.rawLines(RuntimeButtonObjC.implementation)
    return out.text
  }

  /// `configurationForXStyle`, or `configurationForXStyleWithLayoutDirection:(…)layoutDirection`
  /// when the values differ between directions.
  static func factory(_ style: StyleCode) -> String {
    let name = style.identifier.member(prefix: "configurationFor", suffix: "Style")
    return style.configuration.isDirectional
      ? name + "WithLayoutDirection:(UIUserInterfaceLayoutDirection)layoutDirection" : name
  }

  static func applyMethod(_ style: StyleCode, _ out: inout SourceText) {
    let id = style.identifier
    let configure = "[self \(id.member(prefix: "apply", suffix: "Configuration"))];"
    out.block("- (void)\(id.member(prefix: "apply", suffix: "Style")) {") { out in
      switch style.button.technique {
      case .configuration:
        out.block("if (@available(iOS 15.0, *)) {") { out in
          out.line(configure)
          out.line("return;")
        }
        if let legacy = style.legacy {
          out.line("// Before iOS 15: the `exact` technique's insets.")
          legacyStatements(style, legacy, &out)
        }
      case .layoutSubviews:
        out.comment("// ", style.framesComment)
        out.block("if (@available(iOS 15.0, *)) {") { out in
          out.line(configure)
        }
      default:
        out.block("if (@available(iOS 15.0, *)) {") { out in
          out.block("if (self.configuration != nil) {") { out in
            out.line(configure)
            out.line("return;")
          }
        }
        if let legacy = style.legacy { legacyStatements(style, legacy, &out) }
      }
    }
  }

  static func legacyStatements(
    _ style: StyleCode, _ legacy: Directional<StyleCode.LegacyInsets>, _ out: inout SourceText
  ) {
    let spec = style.button.spec
    out.line(
      "self.contentHorizontalAlignment = UIControlContentHorizontalAlignment\(capitalized(spec.horizontalAlignment.rawValue));"
    )
    out.line(
      "self.contentVerticalAlignment = UIControlContentVerticalAlignment\(capitalized(spec.verticalAlignment.rawValue));"
    )
    if style.isRightToLeftOnly { out.line("// Laid out for right-to-left only.") }
    directional(legacy, direction: "self.effectiveUserInterfaceLayoutDirection", &out) {
      insets, out in
      out.line("self.imageEdgeInsets = \(edgeInsets(insets.image));")
      out.line("self.titleEdgeInsets = \(edgeInsets(insets.title));")
      out.line("self.contentEdgeInsets = \(edgeInsets(insets.content));")
    }
  }

  static func configurationStatements(
    _ values: Directional<StyleCode.ConfigurationValues>, buttonSize: ConfigurationButtonSize,
    direction: String, _ out: inout SourceText
  ) {
    if buttonSize != .default {
      out.line(
        "configuration.buttonSize = UIButtonConfigurationSize\(capitalized(buttonSize.rawValue));")
    }
    directional(values, direction: direction, &out) { v, out in
      out.line(
        "configuration.imagePlacement = NSDirectionalRectEdge\(capitalized(v.placement.rawValue));")
      out.line("configuration.imagePadding = \(ExportNumber.code(v.padding));")
      let i = v.contentInsets
      out.line(
        "configuration.contentInsets = NSDirectionalEdgeInsetsMake("
          + [i.top, i.leading, i.bottom, i.trailing].map(ExportNumber.code).joined(separator: ", ")
          + ");")
    }
  }

  /// `body` once, or in an `if (<direction> == UIUserInterfaceLayoutDirectionRightToLeft)`.
  static func directional<Value>(
    _ value: Directional<Value>, direction: String, _ out: inout SourceText,
    _ body: (Value, inout SourceText) -> Void
  ) {
    switch value {
    case .same(let v): body(v, &out)
    case .perDirection(let ltr, let rtl):
      out.line("if (\(direction) == UIUserInterfaceLayoutDirectionRightToLeft) {")
      out.indented { body(rtl, &$0) }
      out.line("} else {")
      out.indented { body(ltr, &$0) }
      out.line("}")
    }
  }

  static func edgeInsets(_ i: EdgeInsets) -> String {
    "UIEdgeInsetsMake(" + i.values.map(ExportNumber.code).joined(separator: ", ") + ")"
  }

  static func capitalized(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
}
