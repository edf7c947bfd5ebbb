import ButtonLayout
import ButtonStrings

/// The inputs that multiply a button into variants: Dynamic Type, localized titles,
/// pseudo-locales, per-state titles and images, and the room the container gives. All empty by
/// default: a button without them has only its base variant.
package struct VariantSettings: Hashable, Sendable {
  /// The text style the title scales with, or `nil`: the title does not scale.
  package var textStyle: TextStyle?
  /// The content sizes laid out, in order, or `nil` for the default: every size when a text
  /// style is set, else `L` only.
  package var contentSizes: [ContentSizeCategory]?
  /// The view's `maximumContentSizeCategory`, or `nil` for none.
  package var maxContentSize: ContentSizeCategory?
  /// The largest point size a font file's title scales to (`UIFontMetrics.scaledFont(for:
  /// maximumPointSize:)`), or `nil` for none.
  package var maxFontSize: Double?
  /// Spacing and padding scale with `UIFontMetrics.scaledValue(for:)` too.
  package var scaledMetrics: Bool = false

  /// The strings file (`.xcstrings`, `.strings`, or a folder of `*.lproj`), as stored (relative
  /// to the catalog's folder, like every path), or `nil` for the button's own title.
  package var strings: String?
  /// The key looked up in `strings`.
  package var titleKey: String?
  /// The locales laid out, or `nil` for the default: every locale with a translated value
  /// (or, with `allLocales`, every locale of the file).
  package var locales: [String]?
  /// Every locale of the strings file, translated or not (`locales` is then `nil`): a locale
  /// without its own value shows the source language's title (`missing-translation`).
  package var allLocales: Bool = false
  /// SHA-256 of the strings file (every file of a folder), joined to the inputs: editing the
  /// file makes the layouts stale.
  package var stringsDigest: String?
  /// The pseudo-locales laid out besides the real ones.
  package var pseudo: [PseudoLocale] = []

  /// A title per state besides normal; a state without one uses the normal title (UIKit's
  /// fallback, `ControlStateTitles`).
  package var stateTitles: [ControlState: String] = [:]
  /// A state's title taken from the strings file (`strings`) by key, per locale like the
  /// normal title (`titleKey`); a state has a title or a key, never both.
  package var stateTitleKeys: [ControlState: String] = [:]
  /// An image per state besides normal.
  package var stateImages: [ControlState: StateImage] = [:]

  /// The width the button may take in its container, or `nil` for no limit.
  package var maxWidth: Double?

  package init() {}

  /// Every key the button looks up in the strings file: the title's, then each state's in
  /// `ControlState` order (what a strings file's edit can change).
  package var stringKeys: [String] {
    (titleKey.map { [$0] } ?? [])
      + ControlState.allCases.compactMap { stateTitleKeys[$0] }
  }

  /// Without a strings file: no file, keys, locales or digest (`--no-strings`).
  package mutating func removeStrings() {
    strings = nil
    titleKey = nil
    stateTitleKeys = [:]
    locales = nil
    allLocales = false
    stringsDigest = nil
  }

  /// No variant inputs at all: the button has only its base variant.
  package var isEmpty: Bool { self == VariantSettings() }
}

/// A state's own image: a file (its size read like `--image`) or a size in points.
package enum StateImage: Hashable, Sendable {
  case file(path: String, digest: String?)
  case size(Size)
}
