import ButtonExport
import ButtonLayout

/// The fixed catalog every export test renders: ten buttons covering every placement, both
/// directions, every technique as the chosen one, and the names and titles that break naive
/// generators (keywords, leading digits, `/` and `-`, Chinese, emoji, CSV specials, two names
/// that collide once sanitised).
enum Fixtures {
  static func button(
    _ name: String, description: String = "", tags: [String] = [], title: String? = nil,
    imageName: String? = nil, technique: Technique, _ spec: ButtonSpec
  ) -> ExportButton {
    ExportButton(
      name: name, description: description, tags: tags, title: title, imageName: imageName,
      spec: spec, technique: technique, layouts: LayoutEngine.layouts(spec))
  }

  static let buttons: [ExportButton] = [
    button(
      "tabbar/home-icon", description: "Tab bar item: a 24 pt icon above a 10 pt title.",
      tags: ["tabbar", "icons"], title: "Home", imageName: "home", technique: .exact,
      ButtonSpec(
        titleSize: Size(width: 31.2, height: 12), imageSize: Size(width: 24, height: 24),
        placement: .top, spacing: 4)),
    // Sanitises to the same identifier as `tabbar/home-icon`.
    button(
      "tabbar.home_icon", tags: ["tabbar"], title: "Home", technique: .configuration,
      ButtonSpec(
        titleSize: Size(width: 31.2, height: 12), imageSize: Size(width: 24, height: 24),
        placement: .bottom, spacing: 2, padding: EdgeInsets(top: 4, left: 8, bottom: 4, right: 8),
        direction: .both)),
    button(
      "class", description: "A Swift keyword as a name.", title: "Share", technique: .edgeInsets,
      ButtonSpec(
        titleSize: Size(width: 40.5, height: 17.9), imageSize: Size(width: 20, height: 20),
        placement: .left, spacing: 8, padding: EdgeInsets(top: 6, left: 12, bottom: 6, right: 12),
        direction: .both)),
    button(
      "default", title: "Default", technique: .contentInsets,
      ButtonSpec(
        titleSize: Size(width: 52.3, height: 17.9), imageSize: Size(width: 16, height: 16),
        placement: .right, spacing: 6, size: .fixed(Size(width: 120, height: 44)))),
    button(
      "2up", tags: ["grid"], title: "2 up", technique: .layoutSubviews,
      ButtonSpec(
        titleSize: Size(width: 30, height: 18), imageSize: Size(width: 18, height: 18),
        placement: .leading, spacing: 5, size: .fixed(Size(width: 100, height: 40)),
        direction: .both)),
    button(
      "设置", description: "Settings, Chinese title, 8 pt between icon and text.",
      tags: ["settings", "中文"], title: "设置", imageName: "gear", technique: .exact,
      ButtonSpec(
        titleSize: Size(width: 30, height: 21), imageSize: Size(width: 20, height: 20),
        placement: .trailing, spacing: 8,
        padding: EdgeInsets(top: 0, left: 10, bottom: 0, right: 6),
        direction: .both)),
    button(
      "share", tags: ["toolbar"], title: "Share 🚀", imageName: "share", technique: .exact,
      ButtonSpec(
        titleSize: Size(width: 62.4, height: 17.9), imageSize: Size(width: 22, height: 22),
        placement: .right, spacing: 6, size: .fixed(Size(width: 140, height: 44)),
        horizontalAlignment: .leading, direction: .rtl)),
    button(
      "item2", description: "Image only, at 2x.", tags: ["fab"], imageName: "plus",
      technique: .configuration,
      ButtonSpec(
        imageSize: Size(width: 28, height: 28), placement: .top,
        size: .fixed(Size(width: 44, height: 44)), scale: 2)),
    button(
      "item10", description: "Quotes, commas and a line break:\n\"a, b\" \\ end",
      tags: ["csv", "edge case"], title: "Say \"hi\", then\nwave", technique: .layoutSubviews,
      ButtonSpec(
        titleSize: Size(width: 80, height: 18), imageSize: Size(width: 16, height: 16),
        placement: .top, spacing: 3, size: .fixed(Size(width: 96, height: 56)), scale: 2)),
    button(
      "toolbar/done-button", tags: ["toolbar"], title: "Done", technique: .exact,
      ButtonSpec(
        titleSize: Size(width: 37, height: 20), placement: .left,
        size: .fixed(Size(width: 80, height: 44)), verticalAlignment: .top, ios: IOSVersion(14))),
  ]

  static let catalog = ExportCatalog(buttons: buttons)

  /// A catalog of the given names, each a small image-and-title button (direction `both`, so
  /// code has both branches), the technique cycling through every technique.
  static func catalog(named names: [String]) -> ExportCatalog {
    ExportCatalog(
      buttons: names.enumerated().map { index, name in
        button(
          name, description: "Button \(index).", title: name,
          technique: Technique.allCases[index % Technique.allCases.count],
          ButtonSpec(
            titleSize: Size(width: 30, height: 18), imageSize: Size(width: 16, height: 16),
            placement: .left, spacing: 4, direction: .both))
      })
  }

  /// Names whose identifiers collide in one form or another, shadow SDK types, or are
  /// keywords.
  static let collidingNames = [
    "iOS", "IOS", "ios", "AB", "a-b", "ab", "default", "icon-only", "title-only",
    "title-and-icon", "automatic", "UI", "corner", "class", "self", "Self", "Type", "init",
    "Protocol", "Any", "nil", "true", "2up", "_2up", "con", "NUL.txt", "Com1", "lpt9.",
  ]
}
