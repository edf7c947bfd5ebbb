import ButtonJSON
import ButtonLayout

/// The configuration's look in the tokens file: a `cornerRadius` dimension (the layer's radius
/// at the chosen layout's height, `CornerRadius`) and, under `$extensions`, the style and the
/// corner style in effect; nothing for a button without a look, whose tokens are as before.
extension TokensRenderer {
  /// The `cornerRadius` token, or none.
  static func appearanceTokens(_ button: ExportButton) -> [(String, JSONValue)] {
    let a = button.record.appearance
    guard a.isSet, let layout = button.chosenLayouts.first else { return [] }
    let radius = a.cornerRadius(
      height: layout.bounds.height, buttonSize: button.spec.configurationButtonSize)
    return [
      (
        "cornerRadius",
        .object([
          ("$type", .string("dimension")), ("$value", dimension(radius)),
          (
            "$description",
            .string(
              "layer.cornerRadius of the \(a.effectiveCornerStyle.rawValue) corner style at the button's height (\(ExportNumber.text(layout.bounds.height)) pt)"
            )
          ),
        ])
      )
    ]
  }

  /// The style and corner style, for `$extensions`.
  static func appearanceExtensions(_ button: ExportButton) -> [(String, JSONValue)] {
    let a = button.record.appearance
    guard a.isSet else { return [] }
    return [
      ("style", .string((a.style ?? .plain).rawValue)),
      ("cornerStyle", .string(a.effectiveCornerStyle.rawValue)),
    ]
  }
}
