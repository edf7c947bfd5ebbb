import ButtonLayout
import Testing

@testable import ButtonCatalog

/// Name patterns and the selection `list` and `export` take.
@Suite struct SelectionTests {
  typealias T = TemporaryCatalog

  @Test(arguments: [
    // `*` within one group, `**` across groups.
    ("tabbar/*", "tabbar/home", true),
    ("tabbar/*", "tabbar/home/big", false),
    ("tabbar/*", "tabbar", false),
    ("tabbar/**", "tabbar/home/big", true),
    ("tabbar/**", "tabbar", false),
    ("*", "home", true),
    ("*", "tabbar/home", false),
    ("**", "tabbar/home", true),
    ("*/home", "tabbar/home", true),
    ("*/home", "a/b/home", false),
    // `**/` at the start or after `/`: whole groups, none included.
    ("**/home", "home", true),
    ("**/home", "a/b/home", true),
    ("**/home", "a/bhome", false),
    ("a/**/z", "a/z", true),
    ("a/**/z", "a/b/c/z", true),
    ("a/**/z", "a/bz", false),
    ("a**", "a/b", true),
    // `?` one code point but `/`; sets.
    ("item?", "item2", true),
    ("item?", "item10", false),
    ("a?b", "a/b", false),
    ("item[0-4]", "item3", true),
    ("item[0-4]", "item7", false),
    ("item[!0-4]", "item7", true),
    ("item[^0-4]", "item3", false),
    ("[]x]", "]", true),
    ("a[/]b", "a/b", false),
    ("caf?", "cafe\u{301}", false),  // `?` is one code point: the mark is a second
    ("caf??", "cafe\u{301}", true),
    ("设置/*", "设置/齿轮", true),
    // The whole name, case and all.
    ("home", "home", true),
    ("Home*", "home", false),
    ("*home", "tabbar-home", true),
    ("*.*", "a.b", true),
  ])
  func patternsMatchTheWholeName(pattern: String, name: String, matches: Bool) throws {
    #expect(try NamePattern(pattern).matches(name) == matches, "\(pattern) \(name)")
  }

  @Test func malformedPatternsAreRefusedNamingThem() {
    #expect(throws: NamePattern.SyntaxError(pattern: "a[bc", message: "'[' is not closed by ']'")) {
      try NamePattern("a[bc")
    }
    #expect(
      throws: NamePattern.SyntaxError(pattern: "[z-a]", message: "the range 'z-a' is reversed")
    ) {
      try NamePattern("[z-a]")
    }
    #expect(NamePattern.isPattern("tabbar/*"))
    #expect(NamePattern.isPattern("a?"))
    #expect(NamePattern.isPattern("[a]"))
    #expect(!NamePattern.isPattern("tabbar/home"))
  }

  static func catalog() throws -> (T, Catalog) {
    let t = try T()
    let catalog = try t.open()
    for (name, tags) in [
      ("tabbar/home", ["tabbar"]), ("tabbar/search", ["tabbar"]), ("tabbar/more/extra", []),
      ("toolbar/share", ["toolbar"]), ("settings", ["toolbar", "gear"]), ("item2", []),
      ("item10", []),
    ] {
      try catalog.add(T.record(name, tags: tags), by: T.alice)
    }
    return (t, catalog)
  }

  @Test func aSelectionTakesWhatAnyOfItsPartsMatchesInNameOrder() throws {
    let (_, catalog) = try Self.catalog()
    func names(_ selection: ButtonSelection) throws -> [String]? {
      try catalog.select(selection).names
    }
    #expect(try names(ButtonSelection()) == nil)
    #expect(
      try names(ButtonSelection(namesOrPatterns: ["tabbar/*"]))
        == ["tabbar/home", "tabbar/search"])
    #expect(
      try names(ButtonSelection(namesOrPatterns: ["tabbar/**"]))
        == ["tabbar/home", "tabbar/more/extra", "tabbar/search"])
    // Names, patterns and tags together: any of them; each button once, in natural order.
    #expect(
      try names(
        ButtonSelection(namesOrPatterns: ["item*", "settings", "tabbar/home"], tags: ["toolbar"]))
        == ["item2", "item10", "settings", "tabbar/home", "toolbar/share"])
    // Tags: any of them.
    #expect(
      try names(ButtonSelection(tags: ["tabbar", "gear"]))
        == ["settings", "tabbar/home", "tabbar/search"])
  }

  @Test func unknownNamesAndPatternsThatMatchNothingFailTagsDoNot() throws {
    let (_, catalog) = try Self.catalog()
    #expect(throws: CatalogError.unknownName("tabbar/hom")) {
      try catalog.select(ButtonSelection(namesOrPatterns: ["tabbar/*", "tabbar/hom"]))
    }
    #expect(
      throws: CatalogError.invalid([
        "no button name matches the pattern 'tab/*'", "no button name matches the pattern 'x?'",
      ])
    ) {
      try catalog.select(ButtonSelection(namesOrPatterns: ["tab/*", "tabbar/*", "x?"]))
    }
    let selected = try catalog.select(ButtonSelection(tags: ["tabar", "gear"]))
    #expect(selected.names == ["settings"])
    #expect(selected.unusedTags == ["tabar"])
    #expect(try catalog.tags() == ["gear", "tabbar", "toolbar"])
  }

  @Test func listTakesTheSelectionAndWritesNothingWhenItFails() throws {
    let (_, catalog) = try Self.catalog()
    var listed: [String] = []
    let unused = try catalog.list(ButtonSelection(namesOrPatterns: ["item?"], tags: ["gear"])) {
      listed.append($0.record.name)
    }
    #expect(listed == ["item2", "settings"])
    #expect(unused.isEmpty)
    // One tag alone takes the single query; an unused tag is still told.
    listed = []
    #expect(
      try catalog.list(ButtonSelection(tags: ["tabar"])) { listed.append($0.record.name) } == [
        "tabar"
      ])
    #expect(listed.isEmpty)
    #expect(
      throws: CatalogError.invalid(["no button name matches the pattern 'nothing/*'"])
    ) {
      try catalog.list(ButtonSelection(namesOrPatterns: ["item2", "nothing/*"])) {
        listed.append($0.record.name)
      }
    }
    #expect(listed.isEmpty)
  }
}
