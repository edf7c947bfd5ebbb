import ButtonCatalog
import ButtonExport
import ButtonLayout
import ButtonMeasure

/// Buttons with every input a complete style sets, which the shared
/// ten-button catalog does not have: a font file with its PostScript name, a text style with a
/// largest point size, per-state titles and images, a largest content size category, scaled
/// metrics, a localized title, a fixed size; a font file that could not be read, an image given
/// by size, the system font of a text style, the system font at a size, and the system font at a
/// size that follows a text style. Hostile text in the
/// titles, keys and asset names checks the escaping of every new literal.
extension Fixtures {
  static let completeButtons: [ExportButton] = {
    var cart = button(
      "cart/add", description: "Add to cart: a font file, Dynamic Type, states.",
      tags: ["shop"], title: "Add to cart", imageName: "cart", technique: .exact,
      ButtonSpec(
        titleSize: Size(width: 82.4, height: 20.3), imageSize: Size(width: 20, height: 20),
        placement: .leading, spacing: 8,
        padding: EdgeInsets(top: 12, left: 16, bottom: 12, right: 16),
        size: .fixed(Size(width: 240, height: 48)), ios: IOSVersion(14)))
    cart.record.font = FontSource(path: "Fonts/DejaVuSans.ttf")
    cart.record.fontSize = 17
    cart.fontNames = FontNames(
      family: "DejaVu Sans", style: "Book", postScriptName: "DejaVuSans", fullName: "DejaVu Sans")
    cart.record.variants.textStyle = .body
    cart.record.variants.maxFontSize = 28
    cart.record.variants.maxContentSize = .accessibilityMedium
    cart.record.variants.scaledMetrics = true
    cart.record.variants.strings = "Strings/Buttons.xcstrings"
    cart.record.variants.titleKey = "cart.add \"primary\""
    cart.record.variants.stateTitles = [
      .highlighted: "Adding…", .selectedHighlighted: "Remove \"1\"\\n", .disabled: "Sold out",
    ]
    cart.record.variants.stateImages = [
      .selected: .file(path: "Assets.xcassets/cart.fill.imageset", digest: nil),
      .disabled: .size(Size(width: 20, height: 20)),
    ]

    var badge = button(
      "badge/unread", title: "Ünread ??/ */", technique: .configuration,
      ButtonSpec(
        titleSize: Size(width: 60, height: 18), imageSize: Size(width: 12, height: 12),
        placement: .right, spacing: 4, padding: EdgeInsets(top: 2, left: 6, bottom: 2, right: 6),
        horizontalAlignment: .left, ios: IOSVersion(15), direction: .both))
    badge.record.font = FontSource(path: "Fonts/Missing Font.otf")
    badge.record.fontSize = 13
    badge.fontNames = nil
    badge.record.variants.stateTitles = [.selected: "Read"]

    var caption = button(
      "caption/more", title: "More", imageName: "chevron \"right\"", technique: .layoutSubviews,
      ButtonSpec(
        titleSize: Size(width: 30, height: 16), imageSize: Size(width: 10, height: 10),
        placement: .trailing, spacing: 2, ios: IOSVersion(16)))
    caption.record.variants.textStyle = .caption1
    caption.record.variants.scaledMetrics = true

    var plain = button(
      "plain/go", title: "Go", technique: .edgeInsets,
      ButtonSpec(titleSize: Size(width: 20, height: 20.333), placement: .top))
    plain.record.fontSize = 15

    // The system font at 13 pt, semibold, following the body style (the catalog lays it out at
    // 13 pt at L, not at the body style's 17), up to 24 pt.
    var small = button(
      "sys/small", title: "Small", technique: .configuration,
      ButtonSpec(titleSize: Size(width: 34, height: 16), ios: IOSVersion(15)))
    small.record.fontSize = 13
    small.record.fontWeight = .semibold
    small.record.variants.textStyle = .body
    small.record.variants.maxFontSize = 24

    return [cart, badge, caption, plain, small]
  }()

  static let completeCatalog = ExportCatalog(buttons: completeButtons)

  /// Export options for a deployment target.
  static func target(_ major: Int, _ minor: Int = 0) -> ExportOptions {
    ExportOptions(deploymentTarget: (major, minor))
  }
}
