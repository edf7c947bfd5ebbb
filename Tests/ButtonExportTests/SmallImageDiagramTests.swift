import ButtonCatalog
import ButtonLayout
import Foundation
import Testing

@testable import ButtonExport

/// Issue 29: diagram text is at least 11 CSS px at every width, in small image boxes too. An SF
/// Symbol's box and a PDF's carry their name; in a 16×16 or 20×20 pt box (×4: 64 or 80 px) a
/// long name does not fit at 11 px, so it stands above the drawing with a leader (a label the
/// browser test measures against the outlines), never shrunk into the box.
@Suite struct SmallImageDiagramTests {
  static func button(
    _ name: String, title: String? = nil, symbol: String? = nil, pdf: String? = nil,
    technique: Technique = .exact, _ spec: ButtonSpec
  ) -> ExportButton {
    var button = ExportButton(
      name: name, title: title, fontSize: title == nil ? nil : 13,
      imageName: pdf.map { _ in "icon" }, spec: spec, technique: technique,
      layouts: LayoutEngine.layouts(spec))
    button.record.symbol = symbol
    if let pdf { button.image = ExportImage(path: pdf, content: .pdf) }
    return button
  }

  static let buttons: [ExportButton] = [
    // A symbol alone in a 16 pt box: its name above the drawing.
    button(
      "icon/chevron", symbol: "chevron.right.circle.fill",
      ButtonSpec(imageSize: Size(width: 16, height: 16))),
    // A PDF beside a title, side by side: its name above the gap's label.
    button(
      "icon/next", title: "Next", pdf: "assets/chevron-right-small.pdf",
      ButtonSpec(
        titleSize: Size(width: 28, height: 15.5), imageSize: Size(width: 16, height: 16),
        placement: .trailing, spacing: 2)),
    // A PDF over a title, stacked: the gap's label on the right, the name above.
    button(
      "tab/alerts", title: "Alerts", pdf: "assets/bell-badge.pdf",
      ButtonSpec(
        titleSize: Size(width: 36, height: 15.5), imageSize: Size(width: 20, height: 20),
        placement: .top, spacing: 2)),
    // A symbol left of a long title: the button is drawn at ×1, the box 20 px.
    button(
      "banner/share", title: "Share this document with everyone on the team, now",
      symbol: "square.and.arrow.up", technique: .configuration,
      ButtonSpec(
        titleSize: Size(width: 330, height: 15.5), imageSize: Size(width: 20, height: 20),
        placement: .leading, spacing: 8,
        padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))),
    // A short name that fits its 24 pt box (96 px) stays in it.
    button("icon/star", symbol: "star", ButtonSpec(imageSize: Size(width: 24, height: 24))),
  ]

  static let catalog = ExportCatalog(buttons: buttons)
  static let page = renderer(for: .html).render(catalog)[0].contents
  static let svgs = renderer(for: .svg).render(catalog)

  @Test func matchesGolden() throws {
    try Golden.check(Self.page, "buttons-small-images.html")
    try Golden.check(Self.svgs, folder: "svg-small-images")
  }

  /// Every `font-size` of the `<text>` elements in `text` whose class is not `title` (a
  /// title is drawn at its font size), with the text.
  static func sizes(_ text: String) throws -> [(size: Double, text: String)] {
    let element = try Regex(#"<text( class="([^"]*)")?[^>]* font-size="([0-9.]+)"[^>]*>([^<]*)<"#)
    return text.matches(of: element).compactMap { match in
      let classes = String(match.output[2].substring ?? "")
      guard !classes.split(separator: " ").contains("title") else { return nil }
      return (
        Double(String(match.output[3].substring ?? "")) ?? 0,
        String(match.output[4].substring ?? "")
      )
    }
  }

  @Test func everyTextButTheTitleIsAtLeast11Pixels() throws {
    for file in Self.svgs {
      let sizes = try Self.sizes(file.contents)
      #expect(!sizes.isEmpty)
      for (size, text) in sizes { #expect(size >= 11, "\(file.path) '\(text)' at \(size)") }
    }
    // The page's diagrams (not the overview's thumbnails, which draw no names).
    let diagrams = Self.page[Self.page.range(of: "<section class=\"button\"")!.lowerBound...]
    for (size, text) in try Self.sizes(String(diagrams)) {
      #expect(size >= 11, "page '\(text)' at \(size)")
    }
  }

  @Test func aNameThatDoesNotFitStandsAboveWithALeader() throws {
    let svg = Self.svgs.first { $0.path == "icon-chevron.svg" }?.contents ?? ""
    #expect(svg.contains(">chevron.right.circle.fill</text>"))
    #expect(svg.contains("stroke-dasharray=\"2 2\""))
    // On the page it is a label, measured against the outlines.
    #expect(
      Self.page.contains(
        "class=\"label\" x=\"") && Self.page.contains(">chevron-right-small.pdf</text>"))
    let labels = try Regex(#"<text class="label"[^>]*>([^<]*)</text>"#)
    let names = Self.page.matches(of: labels).map { String($0.output[1].substring ?? "") }
    #expect(names.contains("chevron.right.circle.fill"))
    #expect(names.contains("chevron-right-small.pdf"))
    #expect(names.contains("bell-badge.pdf"))
    #expect(names.contains("square.and.arrow.up"))
    // A name that fits stays in its box, not a label; the thumbnails carry no name.
    #expect(!names.contains("star"))
    #expect(Self.page.contains("text-anchor=\"middle\">star</text>"))
    let overview = Self.page[..<Self.page.range(of: "<section class=\"button\"")!.lowerBound]
    #expect(!overview.contains(">chevron.right.circle.fill</text>"))
  }
}
