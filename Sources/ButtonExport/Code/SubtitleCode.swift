import ButtonCatalog
import ButtonLayout

/// Issue 28 (subtitle): what the Swift and Objective-C configuration code sets for a subtitle:
/// `subtitle` (its localized value with a subtitle key), `titlePadding` when it is not UIKit's
/// 1, and a `subtitleTextAttributesTransformer` with the font the catalog measured the subtitle
/// in, whenever that is not UIKit's default subtitle font (a point size given, or a title font
/// other than the default system font: the subtitle is measured in the title's font).
struct SubtitleCode {
  let subtitle: StyleContent.Title?
  /// `nil` at UIKit's default.
  let titlePadding: Double?
  let font: StyleContent.Font?
  /// The subtitle's point size at the default content size.
  let pointSize: Double

  init(_ button: ExportButton, _ content: StyleContent) {
    let record = button.record
    alignment = SubtitleStack.alignment(button.spec, .leftToRight)
    let padding = button.spec.titlePadding
    titlePadding = padding == SubtitleStack.defaultTitlePadding ? nil : padding
    pointSize = record.subtitlePointSize
    guard let text = record.subtitle else {
      subtitle = nil
      font = nil
      return
    }
    subtitle = StyleContent.Title(
      text: text, key: record.subtitleKey,
      table: record.subtitleKey == nil ? nil : StyleContent.table(record.variants.strings))
    guard content.font != nil || record.subtitleFontSize != nil else {
      font = nil
      return
    }
    let size = record.subtitlePointSize
    switch content.font {
    case .named(let name, let file, _, let style, let maximum)?:
      font = .named(
        postScriptName: name, fileName: file, size: size, textStyle: style,
        maximumPointSize: maximum)
    case .system(_, let weight, let style, let maximum)?:
      font = .system(size: size, weight: weight, textStyle: style, maximumPointSize: maximum)
    case .preferred(let style)?:
      font = .system(size: size, weight: style.weight, textStyle: style, maximumPointSize: nil)
    case nil:
      font = .system(size: size, weight: .regular, textStyle: nil, maximumPointSize: nil)
    }
  }

  /// The alignment of the stack across (the configuration's title alignment).
  let alignment: ConfigurationTitleAlignment

  init(_ style: StyleCode) {
    self.init(style.button, style.content)
  }

  /// The Swift statements, on `receiver` (a `UIButton.Configuration`).
  func swift(receiver: String) -> [String] {
    var lines: [String] = []
    if let subtitle { lines.append("\(receiver).subtitle = \(SwiftContent.title(subtitle))") }
    if let titlePadding {
      lines.append("\(receiver).titlePadding = \(ExportNumber.code(titlePadding))")
    }
    if let font {
      lines += [
        "\(receiver).subtitleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in",
        "  var outgoing = incoming",
        "  outgoing.font = \(SwiftContent.font(font))",
        "  return outgoing",
        "}",
      ]
    }
    return lines
  }

  /// The SwiftUI preview's title: its text, or with a subtitle a `VStack` of both (aligned as
  /// the title alignment in left to right, `titlePadding` apart, the subtitle at its size).
  func swiftUI(_ title: String, _ out: inout SourceText) {
    guard let subtitle else {
      out.line("Text(verbatim: \(CodeLiteral.swift(title)))")
      return
    }
    let across =
      switch alignment {
      case .automatic, .leading: "leading"
      case .center: "center"
      case .trailing: "trailing"
      }
    let spacing = ExportNumber.code(titlePadding ?? SubtitleStack.defaultTitlePadding)
    out.line("VStack(alignment: .\(across), spacing: \(spacing)) {")
    out.indented { out in
      out.line("Text(verbatim: \(CodeLiteral.swift(title)))")
      out.line("Text(verbatim: \(CodeLiteral.swift(subtitle.text)))")
      out.indented { out in
        out.line(".font(.system(size: \(ExportNumber.code(pointSize))))")
      }
    }
    out.line("}")
  }

  /// The Objective-C statements, on `configuration`.
  func objC() -> [String] {
    var lines: [String] = []
    if let subtitle { lines.append("configuration.subtitle = \(ObjCContent.title(subtitle));") }
    if let titlePadding {
      lines.append("configuration.titlePadding = \(ExportNumber.code(titlePadding));")
    }
    if let font {
      lines += [
        "configuration.subtitleTextAttributesTransformer = ^NSDictionary<NSAttributedStringKey, id> *(NSDictionary<NSAttributedStringKey, id> *incoming) {",
        "  NSMutableDictionary<NSAttributedStringKey, id> *outgoing = [incoming mutableCopy];",
        "  outgoing[NSFontAttributeName] = \(ObjCContent.font(font));",
        "  return outgoing;",
        "};",
      ]
    }
    return lines
  }

  /// The probe's `Title` line that measures a system-font subtitle at its point size in the
  /// title's weight, at the default content size (the measurement its base layouts wait for:
  /// `ButtonRecord.subtitleNeeds`), or `nil` without one (a font file's subtitle is measured
  /// with HarfBuzz).
  static func probeTitle(_ button: ExportButton) -> String? {
    let record = button.record
    guard let subtitle = record.subtitle, record.titleSource != .font else { return nil }
    let weight = record.effectiveFontWeight.rawValue
    return "Title(text: \(CodeLiteral.swift(subtitle)), "
      + "font: .system(size: \(ExportNumber.code(record.subtitlePointSize)), weight: .\(weight), textStyle: nil, maximumPointSize: nil), "
      + "name: .system(weight: \(CodeLiteral.swift(weight))), "
      + "contentSize: .\(ContentSizeCategory.default.uikitName))"
  }
}
