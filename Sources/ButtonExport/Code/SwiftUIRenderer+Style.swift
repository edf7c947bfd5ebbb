import ButtonLayout

/// The configuration's look in the `swiftui` export: a label style cannot draw a button's
/// background, so the doc comment names SwiftUI's button style for the UIKit factory and the
/// `#Preview` shows the label in a `Button` with it (`.buttonStyle(.borderedProminent)` for
/// `filled()`), saying so in a comment where SwiftUI has no equivalent. Without a style the
/// preview is the label alone, as before.
extension SwiftUIRenderer {
  /// SwiftUI's button style for a factory, and what a comment says when it is only the nearest.
  static func buttonStyle(_ style: ConfigurationStyle) -> (name: String, note: String?) {
    switch style {
    case .plain:
      (
        "borderless",
        "UIKit's plain() tints its title and has no background: SwiftUI's .borderless is the same look."
      )
    case .borderless: ("borderless", nil)
    case .bordered: ("bordered", nil)
    case .gray, .tinted, .borderedTinted:
      ("bordered", "SwiftUI has no \(style.rawValue) button style: .bordered is the nearest.")
    case .filled:
      ("borderedProminent", "UIKit's filled() is SwiftUI's .borderedProminent.")
    case .borderedProminent: ("borderedProminent", nil)
    case .glass: ("glass", nil)
    case .prominentGlass: ("glassProminent", nil)
    case .clearGlass:
      ("glass", "SwiftUI has no clear glass button style: .glass is the nearest.")
    case .prominentClearGlass:
      (
        "glassProminent",
        "SwiftUI has no clear glass button style: .glassProminent is the nearest."
      )
    }
  }

  /// The doc comment's line on the button style, or none without a style.
  static func buttonStyleDoc(_ style: StyleCode) -> [String] {
    guard let factory = style.appearance.style else { return [] }
    return [
      "",
      "UIKit's `\(factory.rawValue)()` style: in a `Button` styled `.buttonStyle(.\(buttonStyle(factory).name))` (see the preview).",
    ]
  }

  /// `#Preview("name") { … }` around `label`: the label alone without a style, else inside a
  /// `Button` with the style's button style and, for a capsule or fixed corner style given,
  /// its border shape.
  static func previewBlock(
    _ style: StyleCode, _ out: inout SourceText, label: (inout SourceText) -> Void
  ) {
    out.block("#Preview(\(CodeLiteral.swift(style.button.name))) {") { out in
      previewContent(style, &out, label: label)
    }
  }

  static func previewContent(
    _ style: StyleCode, _ out: inout SourceText, label: (inout SourceText) -> Void
  ) {
    guard let factory = style.appearance.style else { return label(&out) }
    out.block("Button(action: {}) {") { label(&$0) }
    let (name, note) = buttonStyle(factory)
    if let note { out.line("// \(note)") }
    if style.factoryNeedsAvailability {
      out.line("// .buttonStyle(.\(name)) needs iOS \(factory.introducedIn).")
    } else {
      out.line(".buttonStyle(.\(name))")
    }
    switch style.appearance.cornerStyle {
    case .capsule?: out.line(".buttonBorderShape(.capsule)")
    case .fixed?:
      let radius = style.appearance.cornerRadius ?? CornerRadius.defaultBackgroundRadius(.fixed)
      out.line(".buttonBorderShape(.roundedRectangle(radius: \(ExportNumber.code(radius))))")
    case let other?:
      out.line("// Corner style \(other.rawValue): SwiftUI has no such border shape.")
    case nil: break
    }
  }
}
