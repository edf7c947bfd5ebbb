import Testing

@testable import ButtonExport

/// The HTML page is self-contained and holds every button once. (Loading it in a browser is
/// `scripts/check-html.sh`, which needs Chromium.)
@Suite struct HTMLTests {
  static let page = renderer(for: .html).render(Fixtures.catalog)[0].contents

  @Test func oneSectionAndDiagramPerButton() {
    let count = Fixtures.catalog.buttons.count
    #expect(Self.page.components(separatedBy: "<section class=\"button\"").count - 1 == count)
    #expect(Self.page.components(separatedBy: "<div class=\"diagram\">").count - 1 == count)
    for button in Fixtures.catalog.buttons {
      #expect(Self.page.contains("\(HTMLRenderer.name(button.name))</h2>"))
      // A panel per direction, and a small diagram in the overview per tag (or one untagged).
      let panels = button.chosenLayouts.count
      let thumbnails = max(button.tags.count, 1)
      #expect(
        Self.page.components(separatedBy: "aria-label=\"\(button.name)\"").count - 1 == panels)
      #expect(
        Self.page.components(separatedBy: "\(HTMLRenderer.name(button.name))</a></li>").count - 1
          == thumbnails)
    }
  }

  @Test(arguments: [page, HandoffTests.page])
  func needsNoNetwork(_ page: String) throws {
    // The only URL is the SVG namespace, an identifier that is never fetched.
    let withoutNamespace = page.replacingOccurrences(
      of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    for forbidden in ["http:", "https:", " src=", "url(", "@import", "<link", "<iframe", "<object"]
    {
      #expect(!withoutNamespace.contains(forbidden), "the page references \(forbidden)")
    }
    // Links are fragments of the page; images are data URIs of PNG or SVG bytes in base64.
    let hrefs = try Regex(#" href="([^"]*)""#)
    for match in page.matches(of: hrefs) {
      let target = String(match.output[1].substring ?? "")
      #expect(
        target.hasPrefix("#") || target.hasPrefix("data:image/png;base64,")
          || target.hasPrefix("data:image/svg+xml;base64,"), "href \(target)")
    }
    #expect(
      page.contains("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none';"))
  }

  @Test func escapesCatalogText() {
    // The item10 title holds quotes; the description a backslash and a line break.
    #expect(Self.page.contains("data-tags=\"csv edge case\""))
    #expect(Self.page.contains("Say &quot;hi&quot;, then wave"))
    #expect(!Self.page.contains("Say \"hi\""))
  }
}
