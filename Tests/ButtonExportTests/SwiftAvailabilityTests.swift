import ButtonExport
import Testing

/// Every iOS 15 API in the generated Swift sits inside an `@available(iOS 15.0, *)` declaration
/// or an `if #available(iOS 15.0, *)` block.
///
/// `swiftc` on Linux ignores iOS availability, so the type-check cannot catch a configuration
/// call that would fail to compile for a deployment target before iOS 15; this scan of the
/// braces does (the Objective-C check gets the same from clang's `-Wunguarded-availability`).
@Suite struct SwiftAvailabilityTests {
  /// Lines (1-based) that use a configuration API outside a guarded scope.
  static func unguardedLines(_ source: String) -> [Int] {
    var guarded: [Bool] = [false]
    var pendingAttribute = false
    var problems: [Int] = []
    for (index, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    {
      var line = Substring(raw)
      if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed == "@available(iOS 15.0, *)" {
        pendingAttribute = true
        continue
      }
      let checked = trimmed.contains("#available(iOS 15.0, *)")
      let scope = guarded.last! || pendingAttribute || checked
      let usesConfiguration =
        trimmed.contains("onfiguration") || trimmed.contains("imagePlacement")
        || trimmed.contains("imagePadding") || trimmed.contains("contentInsets")
        || trimmed.contains("maximumContentSizeCategory")
      if usesConfiguration, !scope { problems.append(index + 1) }
      for c in trimmed {
        if c == "}" { guarded.removeLast() }
        if c == "{" {
          guarded.append(guarded.last! || pendingAttribute || checked)
          pendingAttribute = false
        }
      }
    }
    return problems
  }

  @Test func configurationAPIsAreGuarded() {
    let source = renderer(for: .swift).render(Fixtures.catalog)[0].contents
    #expect(Self.unguardedLines(source) == [])
    // The complete styles below iOS 15 too (update handler, largest content size category).
    let complete = renderer(for: .swift, options: Fixtures.target(14)).render(
      Fixtures.completeCatalog)[0].contents
    #expect(complete.contains("maximumContentSizeCategory"))
    #expect(Self.unguardedLines(complete) == [])
  }

  /// The scan has teeth: without the attributes, or with a check turned into `if true`, it
  /// reports the lines.
  @Test func unguardedUseIsFound() {
    let source = renderer(for: .swift).render(Fixtures.catalog)[0].contents
    let noAttributes = source.replacingOccurrences(of: "  @available(iOS 15.0, *)\n", with: "")
    #expect(!Self.unguardedLines(noAttributes).isEmpty)
    let noCheck = source.replacingOccurrences(of: "if #available(iOS 15.0, *) {", with: "if true {")
    #expect(!Self.unguardedLines(noCheck).isEmpty)
    let elseBranch = """
      func f() {
        if #available(iOS 15.0, *) {
        } else {
          configuration = nil
        }
      }
      """
    #expect(Self.unguardedLines(elseBranch) == [4])
  }
}
