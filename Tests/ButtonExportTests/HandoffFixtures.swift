import ButtonExport
import ButtonLayout

/// Buttons for the handoff page and diagrams: real images (a PNG, an SVG with a
/// script in it, a PDF, a file that cannot be read), a right-to-left title, names, tags, titles
/// and locales written to break markup, and a variant matrix with failing cells.
enum HandoffFixtures {
  /// 72×72 px, blue: a 24 pt icon at 3x.
  static let png = ImageFixtures.solidPNG(width: 72, height: 72, rgba: [0x31, 0x82, 0xCE, 0xFF])

  /// An SVG icon that tries to script the page it is shown in.
  static let hostileSVG = Array(
    """
    <svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 20 20" onload="alert(1)"><script>alert(2)</script><circle cx="10" cy="10" r="9" fill="#e53e3e"/></svg>

    """.utf8)

  static func button(
    _ name: String, description: String = "", tags: [String] = [], title: String?,
    fontSize: Double? = nil, image: ExportImage? = nil, technique: Technique = .exact,
    _ spec: ButtonSpec
  ) -> ExportButton {
    var button = ExportButton(
      name: name, description: description, tags: tags, title: title, fontSize: fontSize,
      imageName: image.map { _ in "icon" }, spec: spec, technique: technique,
      layouts: LayoutEngine.layouts(spec))
    button.image = image
    return button
  }

  static let buttons: [ExportButton] = [
    button(
      "toolbar/share", description: "A real PNG icon left of a 17 pt title.",
      tags: ["toolbar"], title: "Share", fontSize: 17,
      image: ExportImage(
        path: "assets/share@3x.png", content: .embedded(mediaType: "image/png", bytes: png)),
      ButtonSpec(
        titleSize: Size(width: 45, height: 20.5), imageSize: Size(width: 24, height: 24),
        placement: .left, spacing: 6, padding: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12))),
    button(
      "settings/gear", description: "مرحبا: a right-to-left title and an SVG icon.",
      tags: ["settings", "عربي"], title: "الإعدادات!", fontSize: 15,
      image: ExportImage(
        path: "assets/gear.svg", content: .embedded(mediaType: "image/svg+xml", bytes: hostileSVG)),
      ButtonSpec(
        titleSize: Size(width: 60, height: 18), imageSize: Size(width: 20, height: 20),
        placement: .leading, spacing: 8,
        padding: EdgeInsets(top: 6, left: 10, bottom: 6, right: 10),
        direction: .both)),
    button(
      "doc/export", tags: ["toolbar"], title: "Export", fontSize: 17,
      image: ExportImage(path: "assets/export.pdf", content: .pdf),
      ButtonSpec(
        titleSize: Size(width: 52, height: 20.5), imageSize: Size(width: 22, height: 22),
        placement: .top, spacing: 4)),
    button(
      "broken/missing", title: "Gone", fontSize: 17,
      image: ExportImage(
        path: "assets/gone.png", content: .missing(reason: "cannot be read now: no such file")),
      ButtonSpec(
        titleSize: Size(width: 40, height: 20.5), imageSize: Size(width: 20, height: 20),
        placement: .right, spacing: 4)),
    button(
      "x\"><script>alert(5)</script>", description: "</style><script>alert(6)</script>\u{202E}evil",
      tags: ["a\" onmouseover=\"alert(7)", "<b>"], title: "</text><script>alert(8)</script>",
      fontSize: 12,
      image: ExportImage(
        path: "assets/\"<script>alert(9)</script>.png",
        content: .missing(reason: "cannot be read now: no such file")),
      ButtonSpec(
        titleSize: Size(width: 200, height: 14.5), imageSize: Size(width: 10, height: 10),
        placement: .left)),
    variantButton,
  ]

  static let catalog = ExportCatalog(buttons: buttons)

  /// A tab bar item laid out in three locales (one right to left, one hostile name), at three
  /// content sizes and two states; German fails from xL on (wider than 90 pt), and the
  /// highlighted state differs from normal only in German.
  static let variantButton: ExportButton = {
    let spec = ButtonSpec(
      titleSize: Size(width: 31, height: 12), imageSize: Size(width: 24, height: 24),
      placement: .top, spacing: 4)
    var b = button(
      "tabbar/home", tags: ["tabbar"], title: "Home", fontSize: 10,
      image: ExportImage(
        path: "Assets.xcassets/home.imageset",
        content: .embedded(mediaType: "image/png", bytes: png)),
      spec)
    var inputs: [VariantInput] = []
    let locales: [(String?, Double, Bool)] = [
      (nil, 31, false), ("de", 70, false), ("ar", 40, true), ("<i>x</i>", 20, false),
    ]
    for state in [ControlState.normal, .highlighted] {
      for size in [ContentSizeCategory.large, .extraLarge, .accessibilityMedium] {
        let factor = size == .large ? 1.0 : size == .extraLarge ? 1.3 : 2.0
        for (locale, width, rtl) in locales {
          var s = spec
          let extra = state == .highlighted && locale == "de" ? 10.0 : 0
          s.titleSize = Size(width: width * factor + extra, height: 12 * factor)
          s.direction = rtl ? .rtl : .ltr
          inputs.append(
            VariantInput(
              key: VariantKey(locale: locale, contentSize: size, state: state), spec: s,
              fontSize: 10 * factor, title: "Home"))
        }
      }
    }
    b.variants = VariantEngine.layouts(inputs, technique: .exact, maxWidth: 90)
    return b
  }()
}
