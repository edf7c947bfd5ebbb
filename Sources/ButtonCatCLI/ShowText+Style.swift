import ButtonCatalog
import ButtonLayout

/// What `show` says of the configuration's look (`--style`, `--corner-style`,
/// `--corner-radius`): nothing at all while none is given, so the text of every other button
/// is what it was.
extension ShowText {
  /// The inputs' rows: the style and the corners (the corner style in effect, and the radius
  /// it rounds with when it uses one).
  static func appearanceRows(_ r: ButtonRecord) -> [[String]] {
    let a = r.appearance
    guard a.isSet else { return [] }
    let style = a.style.map(\.rawValue) ?? "plain (default)"
    var corners = a.effectiveCornerStyle.rawValue
    if a.cornerStyle == nil { corners += " (the style's)" }
    let cornerStyle = a.effectiveCornerStyle
    if cornerStyle == .dynamic, a.cornerRadius == nil,
      CornerRadius.dynamicIsHalfTheHeight(r.spec.configurationButtonSize)
    {
      corners += ", half the height (a large button's default)"
    } else if cornerStyle.usesRadius {
      let radius = a.cornerRadius ?? CornerRadius.defaultBackgroundRadius(cornerStyle)
      corners += ", radius \(TextFormat.number(radius))"
      if a.cornerRadius == nil { corners += " (default)" }
    }
    return [["style", "\(style) (configuration)"], ["corners", corners]]
  }

  /// The layer's corner radius a layout's height gives (`CornerRadius`), or nothing.
  static func cornerLine(_ r: ButtonRecord, _ l: TechniqueLayout) -> String {
    let a = r.appearance
    guard a.isSet else { return "" }
    let radius = a.cornerRadius(
      height: l.bounds.height, buttonSize: r.spec.configurationButtonSize)
    return
      "  layer.cornerRadius \(TextFormat.number(radius)) (\(a.effectiveCornerStyle.rawValue) at height \(TextFormat.number(l.bounds.height)))\n"
  }
}
