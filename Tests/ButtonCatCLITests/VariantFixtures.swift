import ButtonLayout

@testable import ButtonCatCLI

/// Hand-built variant layouts for the output tests: what `VariantPlanner`
/// returns, without a strings file or a font. The frames follow the title width in a
/// 80-point-wide fixed button, so a title wider than 80 overflows.
enum VariantFixtures {
  static func layout(
    _ locale: String?, _ size: ContentSizeCategory, _ state: ControlState = .normal,
    _ direction: LayoutDirection = .leftToRight, title width: Double?, fontSize: Double? = 10,
    technique: Technique = .exact, _ diagnostics: [Diagnostic] = []
  ) -> VariantLayout {
    let shown = width.map { min($0, 80) }
    let titleFrame = shown.map { Rect(x: (80 - $0) / 2, y: 30, width: $0, height: 12) }
    let image = Rect(x: 28, y: 2, width: 24, height: 24)
    return VariantLayout(
      key: VariantKey(locale: locale, contentSize: size, state: state), direction: direction,
      technique: technique, fontSize: width == nil ? nil : fontSize,
      titleSize: width.map { Size(width: $0, height: 12) },
      frames: LayoutFrames(
        contentRect: Rect(x: 0, y: 0, width: 80, height: 44), imageFrame: image,
        titleFrame: titleFrame, intrinsicContentSize: Size(width: max(24, width ?? 0), height: 40)),
      bounds: Size(width: 80, height: 44), gap: width == nil ? nil : 4, diagnostics: diagnostics)
  }

  static func truncated(_ width: Double) -> Diagnostic {
    Diagnostic(
      .titleTruncated, .error,
      "the title needs \(TextFormat.number(width)) pt but gets 80 pt: UIKit truncates it",
      [.init("needed", width), .init("available", 80)])
  }

  static let rtlBroken = Diagnostic(
    .rtlBroken, .error, "right to left, the image is on the trailing side of the title")

  static let smallTarget = Diagnostic(
    .smallHitTarget, .warning, "the button is 80×40 pt, smaller than 44×44 pt")

  /// A tab bar item: en (the source), de, ar (right to left) and pseudo-double, every content
  /// size, normal and highlighted (a longer German title) and selected (the normal titles). A
  /// title wider than 80 pt truncates: German from AX3 (from AX1 when highlighted),
  /// pseudo-double from AX1, English and Arabic at AX5; Arabic warns from AX4.
  static var tabBar: [VariantLayout] {
    let widths: [String: Double] = ["en": 27.5, "de": 38.5, "ar": 26, "pseudo-double": 58.333]
    let factors: [Double] = [0.82, 0.88, 0.94, 1, 1.12, 1.24, 1.35, 1.65, 1.95, 2.35, 2.76, 3.12]
    var result: [VariantLayout] = []
    for state in [ControlState.normal, .highlighted, .selected] {
      for locale in ["en", "de", "ar", "pseudo-double"] {
        let direction: LayoutDirection = locale == "ar" ? .rightToLeft : .leftToRight
        for (size, factor) in zip(ContentSizeCategory.allCases, factors) {
          var base = widths[locale]!
          if state == .highlighted, locale == "de" { base = 52.5 }
          let width = (base * factor * 3).rounded() / 3
          var diagnostics: [Diagnostic] = []
          if width > 80 { diagnostics.append(truncated(width)) }
          if locale == "ar", size >= .accessibilityExtraExtraLarge {
            diagnostics.append(smallTarget)
          }
          result.append(
            layout(
              locale, size, state, direction, title: width, fontSize: (10 * factor).rounded(),
              diagnostics))
        }
      }
    }
    // The base variant first, as the planner returns it.
    let base = result.firstIndex {
      $0.key == VariantKey(locale: "en", contentSize: .large, state: .normal)
    }!
    result.insert(result.remove(at: base), at: 0)
    return result
  }
}
