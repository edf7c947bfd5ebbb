import ButtonExport
import Testing

/// The HTML page is self-contained and holds every button once. (Loading it in a browser is
/// `scripts/check-html.sh`, which needs Chromium.)
@Suite struct HTMLTests {
  static let page = renderer(for: .html).render(Fixtures.catalog)[0].contents

  @Test func oneSectionAndDiagramPerButton() {
    let count = Fixtures.catalog.buttons.count
    #expect(Self.page.components(separatedBy: "<section class=\"button\"").count - 1 == count)
    #expect(Self.page.components(separatedBy: "<svg ").count - 1 == count)
    for button in Fixtures.catalog.buttons {
      #expect(Self.page.contains("<h2>\(button.name)</h2>"))
    }
  }

  @Test func needsNoNetwork() {
    // The only URL is the SVG namespace, an identifier that is never fetched.
    let withoutNamespace = Self.page.replacingOccurrences(
      of: "xmlns=\"http://www.w3.org/2000/svg\"", with: "")
    for forbidden in ["http:", "https:", " src=", " href=", "url(", "@import", "<link"] {
      #expect(!withoutNamespace.contains(forbidden), "the page references \(forbidden)")
    }
  }

  @Test func escapesCatalogText() {
    // The item10 title holds quotes; the description a backslash and a line break.
    #expect(Self.page.contains("data-tags=\"csv edge case\""))
    #expect(Self.page.contains("Say &quot;hi&quot;, then wave"))
    #expect(!Self.page.contains("Say \"hi\""))
  }
}
