import ButtonLayout

/// The `objc` export: a `UIButton (ButtonStyles)` category, `UIButton+ButtonStyles.h` and `.m`,
/// with the same content as the Swift export.
///
/// Per style: `-applyXStyle` (the chosen technique), `-applyXConfiguration` (copy-modify-assign:
/// `[self.configuration copy] ?: [UIButtonConfiguration plainButtonConfiguration]`, then assign)
/// and, in a `UIButtonConfiguration (ButtonStyles)` category, `+configurationForXStyle`. Every
/// configuration API is marked `API_AVAILABLE(ios(15.0))` or guarded by `@available`, so the
/// files compile without warnings for deployment targets before iOS 15.
package struct ObjCRenderer: StreamingRenderer {
  package static let headerName = "UIButton+ButtonStyles.h"
  package static let implementationName = "UIButton+ButtonStyles.m"

  /// The deployment target (`ExportOptions.deploymentTarget`) decides the paths the code has.
  package var options: ExportOptions

  package init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// The category's `.h` and `.m` (two passes over the buttons each) and the runtime math's
  /// `.h` and `.c` (one pass), file after file.
  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    let index = source.index
    let target = CodeTarget(options, index)
    let styles = StylePasses(source, index, target: target)
    sink.begin(Self.headerName)
    try header(styles, target, sink)
    sink.begin(Self.implementationName)
    try implementation(styles, target, sink)
    sink.begin(RuntimeLayoutC.headerName)
    sink.write(RuntimeLayoutC.header(index.count))
    sink.begin(RuntimeLayoutC.implementationName)
    try RuntimeLayoutC.implementation(source, index.count, sink)
  }

  static func banner(_ name: String, _ count: Int, _ target: CodeTarget) -> [String] {
    let paths =
      target.hasConfiguration
      ? [
        "Legacy insets are deprecated from iOS 15 and ignored under a UIButtonConfiguration; the",
        "styles here set only the configuration, which lays out any title by itself.",
      ]
      : [
        "Legacy insets are physical (left stays left in right-to-left layouts) and UIKit ignores them",
        "once a button has a UIButtonConfiguration, so every style also has a configuration path.",
      ]
    return [
      "\(name): \(count) button style\(count == 1 ? "" : "s") exported by buttoncat.",
      "Generated from the catalog: change the styles there and export again.",
      target.banner,
    ] + paths
  }

  /// ` API_AVAILABLE(ios(15.0))` below iOS 15, nothing from iOS 15.
  static func availability(_ target: CodeTarget) -> String {
    target.hasConfiguration ? "" : " API_AVAILABLE(ios(15.0))"
  }

  /// `applyXStyle`, or `applyXStyleConstrainingSize:` for a fixed size.
  static func applySelector(_ style: StyleCode, constraining: Bool) -> String {
    let name = style.identifier.member(prefix: "apply", suffix: "Style")
    return constraining ? name + "ConstrainingSize:(BOOL)constrainingSize" : name
  }

  func header(_ styles: StylePasses, _ target: CodeTarget, _ sink: any ExportSink) throws {
    var out = SourceText()
    out.comment("// ", Self.banner(Self.headerName, styles.count, target))
    out.line("#import <UIKit/UIKit.h>")
    out.line("#import \"\(RuntimeLayoutC.headerName)\"")
    out.line()
    out.line("NS_ASSUME_NONNULL_BEGIN")
    out.line()
    out.line("@interface UIButton (ButtonStyles)")
    try styles.pass { style in
      out.flush(to: sink)
      let id = style.identifier
      out.line()
      out.line("#pragma mark - \(style.commentName)")
      out.line()
      out.comment("/// ", style.docLines + ["", style.pathNote])
      out.line("- (void)\(Self.applySelector(style, constraining: false));")
      if style.content.fixedSize != nil {
        out.line()
        out.comment(
          "/// ",
          [
            "The same; `constrainingSize` NO leaves out the fixed size's width and height constraints",
            "(identified `\(StyleContent.sizeConstraintIdentifier)`, replaced when the style is applied again).",
          ])
        out.line("- (void)\(Self.applySelector(style, constraining: true));")
      }
      out.line()
      out.comment(
        "/// ",
        [
          "Sets the `\(style.commentName)` style's image placement, padding, content insets, title and",
          style.applyConfigurationSource,
        ])
      out.line(
        "- (void)\(id.member(prefix: "apply", suffix: "Configuration"))\(Self.availability(target));"
      )
    }
    out.line()
    out.line("@end")
    out.line()
    if !target.hasConfiguration { out.line("API_AVAILABLE(ios(15.0))") }
    out.line("@interface UIButtonConfiguration (ButtonStyles)")
    try styles.pass { style in
      out.flush(to: sink)
      out.line()
      var doc = [
        "A \(style.factoryPhrase) configuration with the `\(style.commentName)` style's image placement, padding and",
        "content insets, all set explicitly (their defaults depend on size and Dynamic Type), its",
        "title, image and title font.",
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
    out.flush(to: sink)
  }

  func implementation(_ styles: StylePasses, _ target: CodeTarget, _ sink: any ExportSink)
    throws
  {
    var out = SourceText()
    out.comment("// ", Self.banner(Self.implementationName, styles.count, target))
    out.line("#import \"\(Self.headerName)\"")
    out.line()
    out.line("@implementation UIButton (ButtonStyles)")
    try styles.pass { style in
      out.flush(to: sink)
      out.line()
      out.line("#pragma mark - \(style.commentName)")
      out.line()
      Self.applyMethod(style, &out)
      out.line()
      let configure = style.identifier.member(prefix: "apply", suffix: "Configuration")
      out.block("- (void)\(configure) {") { out in
        style.objCConfigurationStart(ownConfiguration: true, &out)
        Self.configurationStatements(
          style, direction: "self.effectiveUserInterfaceLayoutDirection", &out)
        out.line("self.configuration = configuration;")
        if style.content.hasStateValues { Self.updateHandler(style, &out) }
      }
    }
    out.line()
    out.line("@end")
    out.line()
    out.line("@implementation UIButtonConfiguration (ButtonStyles)")
    try styles.pass { style in
      out.flush(to: sink)
      out.line()
      out.block("+ (UIButtonConfiguration *)\(Self.factory(style)) {") { out in
        style.objCConfigurationStart(ownConfiguration: false, &out)
        Self.configurationStatements(style, direction: "layoutDirection", &out)
        out.line("return configuration;")
      }
    }
    out.line()
    out.line("@end")
    out.line()
    out.rawLines(RuntimeButtonObjC.implementation(target))
    out.flush(to: sink)
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
    let constraining = style.content.fixedSize != nil
    if constraining {
      out.block("- (void)\(Self.applySelector(style, constraining: false)) {") { out in
        out.line("[self \(id.member(prefix: "apply", suffix: "Style"))ConstrainingSize:YES];")
      }
      out.line()
    }
    out.block("- (void)\(Self.applySelector(style, constraining: constraining)) {") { out in
      let spec = style.button.spec
      out.line(
        "self.contentHorizontalAlignment = UIControlContentHorizontalAlignment\(capitalized(spec.horizontalAlignment.rawValue));"
      )
      out.line(
        "self.contentVerticalAlignment = UIControlContentVerticalAlignment\(capitalized(spec.verticalAlignment.rawValue));"
      )
      if style.configurationOnly {
        out.line(configure)
      } else {
        pathStatements(style, configure: configure, &out)
      }
      commonStatements(style, &out)
    }
  }

  /// Below iOS 15: the configuration behind `@available`, else the legacy insets and content.
  static func pathStatements(_ style: StyleCode, configure: String, _ out: inout SourceText) {
    let legacyContent =
      ObjCContent.legacyStatements(style.content)
      + TitleLinesCode.objcLegacy(style.button.spec, receiver: "self")
    switch style.button.technique {
    case .configuration:
      out.line("if (@available(iOS 15.0, *)) {")
      out.indented { $0.line(configure) }
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
      out.line("if (@available(iOS 15.0, *)) {")
      out.indented { $0.line(configure) }
      if !legacyContent.isEmpty {
        out.line("} else {")
        out.indented { out in for line in legacyContent { out.line(line) } }
      }
      out.line("}")
    default:
      // `@available` may not be combined with another condition: a flag says which path.
      out.line("BOOL hasConfiguration = NO;")
      out.block("if (@available(iOS 15.0, *)) {") { out in
        out.block("if (self.configuration != nil) {") { out in
          out.line(configure)
          out.line("hasConfiguration = YES;")
        }
      }
      out.block("if (!hasConfiguration) {") { out in
        if let legacy = style.legacy { legacyStatements(style, legacy, &out) }
        for line in legacyContent { out.line(line) }
      }
    }
  }

  /// What every path sets: the largest content size category and the size constraints.
  static func commonStatements(_ style: StyleCode, _ out: inout SourceText) {
    let content = style.content
    if let category = content.maximumContentSize {
      let statement = "self.maximumContentSizeCategory = \(ObjCContent.contentSize(category));"
      if style.configurationOnly {
        out.line(statement)
      } else {
        out.block("if (@available(iOS 15.0, *)) {") { $0.line(statement) }
      }
    }
    if let size = content.fixedSize {
      let identifier = ObjCContent.string(StyleContent.sizeConstraintIdentifier)
      out.block("for (NSLayoutConstraint *constraint in [self.constraints copy]) {") { out in
        out.block("if ([constraint.identifier isEqualToString:\(identifier)]) {") { out in
          out.line("constraint.active = NO;")
        }
      }
      out.block("if (constrainingSize) {") { out in
        out.line(
          "NSLayoutConstraint *width = [self.widthAnchor constraintEqualToConstant:\(ExportNumber.code(size.width))];"
        )
        out.line(
          "NSLayoutConstraint *height = [self.heightAnchor constraintEqualToConstant:\(ExportNumber.code(size.height))];"
        )
        out.line("width.identifier = \(identifier);")
        out.line("height.identifier = \(identifier);")
        out.line("width.active = YES;")
        out.line("height.active = YES;")
      }
    }
  }

  /// `configurationUpdateHandler`: the twin of the Swift one (`SwiftRenderer.updateHandler`).
  static func updateHandler(_ style: StyleCode, _ out: inout SourceText) {
    let content = style.content
    let states = ControlState.allCases.filter { state in
      content.stateTitles.contains { $0.state == state }
        || content.stateImages.contains { $0.state == state }
    }
    out.line("self.configurationUpdateHandler = ^(UIButton *button) {")
    out.indented { out in
      out.line("UIButtonConfiguration *configuration = [button.configuration copy];")
      out.block("if (configuration == nil) {") { $0.line("return;") }
      for (index, state) in states.enumerated() {
        let keyword = index == 0 ? "if" : "} else if"
        out.line("\(keyword) (button.state == \(ObjCContent.state(state))) {")
        out.indented { out in
          for line in ObjCContent.configurationTitleAndImage(content, state: state) {
            out.line(line)
          }
        }
      }
      out.line("} else {")
      out.indented { out in
        for line in ObjCContent.configurationTitleAndImage(content, state: .normal) {
          out.line(line)
        }
      }
      out.line("}")
      out.line("button.configuration = configuration;")
    }
    out.line("};")
  }

  static func legacyStatements(
    _ style: StyleCode, _ legacy: Directional<StyleCode.LegacyInsets>, _ out: inout SourceText
  ) {
    if style.isRightToLeftOnly { out.line("// Laid out for right-to-left only.") }
    directional(legacy, direction: "self.effectiveUserInterfaceLayoutDirection", &out) {
      insets, out in
      out.line("self.imageEdgeInsets = \(edgeInsets(insets.image));")
      out.line("self.titleEdgeInsets = \(edgeInsets(insets.title));")
      out.line("self.contentEdgeInsets = \(edgeInsets(insets.content));")
    }
  }

  /// The configuration's values: size, placement, padding, insets and title alignment (per
  /// direction when they differ), then title, image and the title font.
  static func configurationStatements(
    _ style: StyleCode, direction: String, _ out: inout SourceText
  ) {
    if style.buttonSize != .default {
      out.line(
        "configuration.buttonSize = UIButtonConfigurationSize\(capitalized(style.buttonSize.rawValue));"
      )
    }
    if let reservation = style.imageReservation {
      out.line("configuration.imageReservation = \(ExportNumber.code(reservation));")
    }
    style.objCCornerStatements(&out)
    for line in ActivityIndicatorCode.objC(style) { out.line(line) }
    for line in TitleLinesCode.objcConfiguration(style.button.spec, receiver: "configuration") {
      out.line(line)
    }
    directional(style.configuration, direction: direction, &out) { v, out in
      // No placement without both an image and a title: UIKit's default stays.
      if let placement = v.placement {
        out.line(
          "configuration.imagePlacement = NSDirectionalRectEdge\(capitalized(placement.rawValue));")
      }
      out.line("configuration.imagePadding = \(ExportNumber.code(v.padding));")
      let i = v.contentInsets
      out.line(
        "configuration.contentInsets = NSDirectionalEdgeInsetsMake("
          + [i.top, i.leading, i.bottom, i.trailing].map(ExportNumber.code).joined(separator: ", ")
          + ");")
      out.line(
        "configuration.titleAlignment = UIButtonConfigurationTitleAlignment\(capitalized(v.titleAlignment));"
      )
    }
    for line in ObjCContent.configurationTitleAndImage(style.content, state: .normal) {
      out.line(line)
    }
    if let font = style.content.font {
      for line in ObjCContent.transformer(font) { out.line(line) }
    }
    for line in SubtitleCode(style).objC() { out.line(line) }
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
