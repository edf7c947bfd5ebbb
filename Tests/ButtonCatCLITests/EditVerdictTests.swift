import Foundation
import Testing

/// `add` and `set` print the button's verdict, the one
/// `show` heads the button with, so a broken layout is seen when it is made.
@Suite struct EditVerdictTests {
  /// The verdict `show` heads the button with: `status: error — edge-insets ✗ 3 errors: …`.
  static func shownVerdict(_ c: CatalogFixture, _ name: String) throws -> String? {
    let show = try c.run(["show", name]).stdout
    return show.split(separator: "\n").map(String.init).first { $0.hasPrefix("  status: ") }
  }

  @Test func addPrintsTheVerdictWithItsCodes() throws {
    let c = try CatalogFixture()
    let home = try c.run(CatalogCommandTests.home)
    #expect(home.status == 0)
    #expect(
      home.stdout
        == "added tabbar/home (revision 1)\n  exact: ~ 1 warning: small-hit-target (LTR)\n")
    // The popular edge-insets recipe, in both directions: broken, and said so at once.
    let recipe = try c.run([
      "add", "legacy/tab", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
      "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--technique",
      "edge-insets", "--direction", "both",
    ])
    #expect(recipe.status == 0)
    let verdict =
      "✗ 3 errors: spacing-mismatch (LTR, RTL), content-overflow (LTR, RTL), intrinsic-size-mismatch (LTR, RTL); 2 warnings: off-center (RTL), small-hit-target (LTR, RTL)"
    #expect(recipe.stdout == "added legacy/tab (revision 1)\n  edge-insets: \(verdict)\n")
    // The same verdict as `show`.
    #expect(try Self.shownVerdict(c, "legacy/tab") == "  status: error — edge-insets \(verdict)")
    let fine = try c.run([
      "add", "big", "--title-size", "40x18", "--size", "120x44", "--technique", "configuration",
    ])
    #expect(fine.stdout == "added big (revision 1)\n  configuration: ✓ ok\n")
  }

  @Test func setPrintsTheVerdictAfterTheChanges() throws {
    let c = try CatalogFixture()
    try c.run(CatalogCommandTests.home)
    let set = try c.run(["set", "tabbar/home", "--technique", "layout-subviews"])
    #expect(set.status == 0)
    let verdict =
      "✗ 2 errors: content-overflow (LTR), intrinsic-size-mismatch (LTR); 2 warnings: small-hit-target (LTR), global-side-effect (LTR)"
    #expect(
      set.stdout
        == "set tabbar/home (revision 2)\n  technique: \"exact\" → \"layout-subviews\"\n"
        + "  layout-subviews: \(verdict)\n")
    #expect(
      try Self.shownVerdict(c, "tabbar/home") == "  status: error — layout-subviews \(verdict)")
    // Nothing changed: nothing to judge again.
    #expect(
      try c.run(["set", "tabbar/home", "--technique", "layout-subviews"]).stdout
        == "set tabbar/home (revision 2): nothing changed\n")
  }
}
