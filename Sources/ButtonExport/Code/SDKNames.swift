/// Names Apple's SDKs already use, which generated code must not declare again.
///
/// A type declared in the app's module shadows the SDK's type of the same name for the whole
/// module: a button named `default` must not make `struct DefaultLabelStyle` (SwiftUI's
/// `.automatic` label style), `icon-only` not `IconOnlyLabelStyle`, `UI` not `UILabel`.
/// `StyleIdentifier.unique` suffixes an identifier whose generated names are listed here.
/// Sources: Apple's SwiftUI and UIKit documentation (label styles, button styles, views and
/// controls whose names end the way generated names end).
enum SDKNames {
  /// Types of SwiftUI, UIKit and WatchKit that generated type names could spell.
  static let types: Set<String> = [
    // SwiftUI label styles and views.
    "Label", "LabelStyle", "LabelStyleConfiguration", "DefaultLabelStyle", "IconOnlyLabelStyle",
    "TitleOnlyLabelStyle", "TitleAndIconLabelStyle",
    // Not an SDK type today, but the name SwiftUI's `.automatic` style would take.
    "AutomaticLabelStyle",
    // SwiftUI button styles.
    "ButtonStyle", "PrimitiveButtonStyle", "DefaultButtonStyle", "PlainButtonStyle",
    "BorderedButtonStyle", "BorderedProminentButtonStyle", "BorderlessButtonStyle",
    "LinkButtonStyle", "CardButtonStyle", "GlassButtonStyle", "GlassProminentButtonStyle",
    "AccessoryBarButtonStyle", "AccessoryBarActionButtonStyle",
    // Labels of UIKit and WatchKit.
    "UILabel", "WKInterfaceLabel",
  ]

  /// Members of `UIButton.Configuration` that a generated `static func xStyle()` would mimic.
  static let configurationMembers: Set<String> = ["cornerStyle", "macIdiomStyle"]
}
