import Foundation
import Testing

/// Issue 12, item 28: `add` and `set` print the chosen technique's verdict, so a broken layout is
/// seen when it is made.
@Suite struct EditVerdictTests {
  /// The verdict `show` heads the technique's section with: `edge-insets LTR: ✗ 3 errors`.
  static func showVerdicts(_ c: CatalogFixture, _ name: String) throws -> [String] {
    let show = try c.run(["show", name]).stdout
    return show.split(separator: "\n").map(String.init).filter {
      $0.range(of: #"^[a-z-]+ (LTR|RTL): [✓~✗]"#, options: .regularExpression) != nil
    }.map {
      $0.replacingOccurrences(of: " (frames from the UIButton.Configuration model)", with: "")
    }
  }

  @Test func addPrintsTheChosenTechniquesVerdictWithItsCodes() throws {
    let c = try CatalogFixture()
    let home = try c.run(CatalogCommandTests.home)
    #expect(home.status == 0)
    #expect(
      home.stdout == "added tabbar/home (revision 1)\n  exact LTR: ~ 1 warning: small-hit-target\n")
    // The popular edge-insets recipe, in both directions: broken, and said so at once.
    let recipe = try c.run([
      "add", "legacy/tab", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
      "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--technique",
      "edge-insets", "--direction", "both",
    ])
    #expect(recipe.status == 0)
    #expect(
      recipe.stdout
        == """
        added legacy/tab (revision 1)
          edge-insets LTR: ✗ 3 errors: content-overflow, intrinsic-size-mismatch, spacing-mismatch; 1 warning: small-hit-target
          edge-insets RTL: ✗ 3 errors: content-overflow, intrinsic-size-mismatch, spacing-mismatch; 2 warnings: off-center, small-hit-target

        """)
    // The same marks as `show`.
    let printed = recipe.stdout.split(separator: "\n").dropFirst().map { $0.dropFirst(2) }
    let shown = try Self.showVerdicts(c, "legacy/tab")
    #expect(shown.count == 2)
    #expect(zip(printed, shown).allSatisfy { $0.hasPrefix($1 + ": ") })
    let fine = try c.run([
      "add", "big", "--title-size", "40x18", "--size", "120x44", "--technique", "configuration",
    ])
    #expect(fine.stdout == "added big (revision 1)\n  configuration LTR: ✓ ok\n")
  }

  @Test func setPrintsTheVerdictAfterTheChanges() throws {
    let c = try CatalogFixture()
    try c.run(CatalogCommandTests.home)
    let set = try c.run(["set", "tabbar/home", "--technique", "layout-subviews"])
    #expect(set.status == 0)
    let verdict = try #require(try Self.showVerdicts(c, "tabbar/home").first)
    #expect(
      set.stdout
        == "set tabbar/home (revision 2)\n  technique: \"exact\" → \"layout-subviews\"\n"
        + "  layout-subviews LTR: ✗ 2 errors: content-overflow, intrinsic-size-mismatch; "
        + "2 warnings: global-side-effect, small-hit-target\n")
    #expect(verdict == "layout-subviews LTR: ✗ 2 errors")
    // Nothing changed: nothing to judge again.
    #expect(
      try c.run(["set", "tabbar/home", "--technique", "layout-subviews"]).stdout
        == "set tabbar/home (revision 2): nothing changed\n")
  }
}
