import ButtonJSON
import ButtonLayout
import Foundation
import Testing

@testable import ButtonCatCLI
@testable import ButtonCatalog

/// What `show`, `check`, `list` and `layout` print of a button's
/// variants. The catalog does not store variants on this branch yet: the commands' outputs are
/// tested with a stored button whose read model gets hand-built variant layouts.
@Suite struct VariantCommandTests {
  /// `tabbar/home` stored in a temporary catalog, read back as `show` reads it.
  static func storedHome() throws -> (CatalogFixture, CatalogButton) {
    let c = try CatalogFixture()
    let added = try c.run(CatalogCommandTests.home)
    #expect(added.status == 0, "\(added.stderr)")
    let shown = try Catalog(path: c.database, access: .read).show("tabbar/home")
    return (c, shown)
  }

  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  // MARK: show

  @Test func showWithoutVariantsIsWhatItWas() throws {
    let (c, shown) = try Self.storedHome()
    #expect(shown.variants.isEmpty)
    let text = try ShowCommand.output(shown, json: false, technique: nil, variant: nil)
    #expect(text == ShowText.render(shown, technique: .exact))
    #expect(text == (try c.run(["show", "tabbar/home"])).stdout)
    let json = try ShowCommand.output(shown, json: true, technique: nil, variant: nil)
    #expect(json == (try c.run(["show", "tabbar/home", "--format", "json"])).stdout)
    #expect(try Self.object(json)["variants"] == nil)
  }

  @Test func showWithVariantsEndsWithTheMatrix() throws {
    var (_, shown) = try Self.storedHome()
    shown.variants = VariantFixtures.tabBar
    let verdict = ButtonVerdict(technique: .exact, layouts: shown.layouts, variants: shown.variants)
    shown.verdict = verdict
    let plain = ShowText.render(shown, technique: .exact)
    let text = try ShowCommand.output(shown, json: false, technique: nil, variant: nil)
    // The matrix, then why its cells are marked: each finding once, with the variants it hits.
    #expect(
      text
        == plain + "\n" + VariantMatrix.render(shown.variants) + "\nfindings\n"
        + VerdictText.groups(verdict))
    #expect(plain.contains("  status: error — exact ✗ "))
    try Golden.check(text, "show-variants.txt")
  }

  @Test func showJSONAddsTheVariants() throws {
    var (_, shown) = try Self.storedHome()
    shown.variants = VariantFixtures.tabBar
    let json = try ShowCommand.output(shown, json: true, technique: nil, variant: nil)
    let document = try Self.object(json)
    let variants = try #require(document["variants"] as? [[String: Any]])
    #expect(variants.count == shown.variants.count)
    #expect(Set(variants[0].keys) == Set(VariantJSON.keys))
    #expect(variants[0]["locale"] as? String == "en")
    #expect(variants[0]["contentSize"] as? String == "L")
    // The key comes last: the document of a button without variants is a prefix of its shape.
    #expect(
      json.range(of: "\n  \"variants\"")!.lowerBound
        > json.range(of: "\n  \"layouts\"")!.lowerBound)

    let one = try ShowCommand.output(
      shown, json: true, technique: nil, variant: try VariantSelector(parsing: "ar,AX5"))
    let selected = try #require(try Self.object(one)["variants"] as? [[String: Any]])
    #expect(selected.count == 1)
    #expect(selected[0]["locale"] as? String == "ar")
    #expect(selected[0]["contentSize"] as? String == "AX5")
    #expect(selected[0]["direction"] as? String == "rtl")
  }

  @Test func showOneVariantInFull() throws {
    var (_, shown) = try Self.storedHome()
    shown.variants = VariantFixtures.tabBar
    let text = try ShowCommand.output(
      shown, json: false, technique: nil, variant: try VariantSelector(parsing: "de,AX3"))
    try Golden.check(text, "show-variant-de-AX3.txt")
    #expect(text.hasPrefix("tabbar/home [de, AX3, normal]\n"))
    #expect(text.contains("\nexact [de, AX3, normal, LTR]: ✗ 1 error\n"))

    // Two directions: one section each; the header lists both.
    var both = shown
    let f = VariantFixtures.self
    both.variants = [
      f.layout(nil, .large, .normal, .leftToRight, title: 40),
      f.layout(nil, .large, .normal, .rightToLeft, title: 40, [f.rtlBroken]),
    ]
    let two = try ShowCommand.output(
      both, json: false, technique: nil, variant: .init(parsing: "L"))
    try Golden.check(two, "show-variant-both-directions.txt")
    #expect(two.contains("  direction   LTR, RTL\n"))
    #expect(two.contains("\nexact [L, normal, LTR]: ✓ ok\n"))
    #expect(two.contains("\nexact [L, normal, RTL]: ✗ 1 error\n"))
  }

  @Test func variantPartsAreRecognizedByKindWithDefaults() throws {
    let variants = VariantFixtures.tabBar
    func key(_ text: String) throws -> VariantKey? {
      let found = try VariantSelector(parsing: text).select(variants, of: "tabbar/home")
      #expect(Set(found.map(\.key)).count == 1)
      return found.first?.key
    }
    #expect(
      try key("highlighted") == VariantKey(locale: "en", contentSize: .large, state: .highlighted))
    #expect(
      try key("AX3,de")
        == VariantKey(locale: "de", contentSize: .accessibilityExtraLarge, state: .normal))
    #expect(
      try key(" selected , accessibilityMedium , pseudo-double")
        == VariantKey(locale: "pseudo-double", contentSize: .accessibilityMedium, state: .selected))
    #expect(try key("de,,xS") == VariantKey(locale: "de", contentSize: .extraSmall, state: .normal))
    #expect(
      try VariantSelector(parsing: "highlighted+selected").state == .selectedHighlighted)
    // A pseudo-locale by its --pseudo name.
    #expect(
      try key("double,AX1")
        == VariantKey(locale: "pseudo-double", contentSize: .accessibilityMedium, state: .normal))
  }

  @Test func malformedVariantsAreUsageErrorsNamingTheOption() {
    let usage = "expected LOCALE,SIZE,STATE, any part left out (e.g. de,AX3,highlighted)"
    let cases: [(String, String)] = [
      ("de,fr", "--variant: 'de,fr' names two locales ('de' and 'fr'); \(usage)"),
      ("AX3,L", "--variant: 'AX3,L' names two content sizes ('AX3' and 'L'); \(usage)"),
      (
        "normal,de,selected",
        "--variant: 'normal,de,selected' names two states ('normal' and 'selected'); \(usage)"
      ),
      (" , ", "--variant: ' , ' names no variant; \(usage)"),
      ("", "--variant: '' names no variant; \(usage)"),
    ]
    for (text, message) in cases {
      #expect(throws: CLIError.usage(message)) { try VariantSelector(parsing: text) }
    }
  }

  @Test func anUnknownVariantListsWhatExists() throws {
    let variants = VariantFixtures.tabBar
    #expect(
      throws: CLIError.usage(
        "--variant: 'fr,AX3' is not a variant of tabbar/home (no [fr, AX3, normal]); it has locales: en, de, ar, pseudo-double; content sizes: xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5; states: normal, highlighted, selected"
      )
    ) { try VariantSelector(parsing: "fr,AX3").select(variants, of: "tabbar/home") }
    let own = [VariantFixtures.layout(nil, .large, title: 30)]
    #expect(
      throws: CLIError.usage(
        "--variant: 'de' is not a variant of b (no [de, L, normal]); it has locales: none (its own title, no strings file); content sizes: L; states: normal"
      )
    ) { try VariantSelector(parsing: "de").select(own, of: "b") }
    #expect(
      throws: CLIError.usage(
        "--variant: 'AX3' is not a variant of b: it has no variant inputs, only its own layouts")
    ) { try VariantSelector(parsing: "AX3").select([], of: "b") }
  }

  @Test func variantThroughTheCommandLine() throws {
    let c = try CatalogFixture()
    // Malformed: refused before the catalog is opened (none is created).
    let malformed = try c.run(["show", "tabbar/home", "--variant", "de,fr"])
    #expect(malformed.status == 64)
    #expect(malformed.stderr.hasPrefix("Error: --variant: 'de,fr' names two locales"))
    #expect(!c.exists)
    try c.run(CatalogCommandTests.home)
    let before = c.digest()
    let missing = try c.run(["show", "tabbar/home", "--variant", "AX3"])
    #expect(missing.status == 64)
    #expect(missing.stdout.isEmpty)
    #expect(
      missing.stderr.hasPrefix(
        "Error: --variant: 'AX3' is not a variant of tabbar/home: it has no variant inputs"))
    let layout = try c.run(["layout", "--title-size", "40x18", "--variant", "de"])
    #expect(layout.status == 64)
    #expect(
      layout.stderr.hasPrefix(
        "Error: --variant: 'de' is not a variant of the button: it has no variant inputs"))
    #expect(c.digest() == before)
    for command in ["show", "layout"] {
      let help = try c.run([command, "--help"])
      #expect(help.status == 0)
      let line = help.stdout.split(separator: "\n").first { $0.hasPrefix("  --variant V ") }
      #expect(line?.hasSuffix("  \(CommonOptions.variant.spec.help)") == true, "\(help.stdout)")
    }
  }

  @Test func variantIsOfTheButtonsTechnique() throws {
    var (_, shown) = try Self.storedHome()
    shown.variants = VariantFixtures.tabBar
    #expect(
      throws: CLIError.usage(
        "--variant shows the variants of the button's technique (exact), not of --technique edge-insets"
      )
    ) {
      try ShowCommand.output(
        shown, json: false, technique: .edgeInsets, variant: .init(parsing: "de"))
    }
  }

  // MARK: check

  /// `outcome` with its verdict, as `Catalog.check` judges it, from its variants.
  static func judged(_ outcome: RecomputeOutcome) -> RecomputeOutcome {
    var judged = outcome
    judged.verdict = ButtonVerdict(technique: .exact, layouts: [], variants: outcome.variants)
    return judged
  }

  static var outcomes: [RecomputeOutcome] {
    let f = VariantFixtures.self
    let baseError = f.truncated(85.8)
    return [
      RecomputeOutcome(
        name: "tabbar/home", staleCauses: [],
        // The chosen technique's own error is the base variant's: not repeated.
        errors: ["exact LTR: title-truncated: \(baseError.message)"],
        variants: [
          f.layout(nil, .large, title: 85.8, [baseError]),
          f.layout(nil, .accessibilityExtraLarge, title: 120, [f.truncated(120), f.smallTarget]),
          f.layout(nil, .accessibilityExtraLarge, .highlighted, title: 130, [f.truncated(130)]),
        ], baseVariant: .base),
      RecomputeOutcome(
        name: "tabbar/search", staleCauses: [], errors: [],
        variants: [
          f.layout("en", .large, title: 40),
          f.layout(
            "ar", .accessibilityExtraExtraLarge, .normal, .rightToLeft, title: 60, [f.smallTarget]),
        ], baseVariant: VariantKey(locale: "en", contentSize: .large, state: .normal)),
      RecomputeOutcome(
        name: "tabbar/de", staleCauses: [], errors: [],
        variants: [
          f.layout("en", .large, title: 40),
          f.layout("de", .accessibilityExtraLarge, title: 90, [f.truncated(90)]),
        ], baseVariant: VariantKey(locale: "en", contentSize: .large, state: .normal)),
      RecomputeOutcome(name: "plain", staleCauses: [], errors: []),
    ].map(judged)
  }

  @Test func checkGroupsEachFindingOverItsVariants() throws {
    let outcomes = Self.outcomes
    #expect(outcomes.map(\.status) == [.error, .warning, .error, .ok])
    let text = CheckCommand.report(outcomes, schema: [], json: false)
    try Golden.check(text, "check-grouped.txt")
    let lines = text.split(separator: "\n").map(String.init)
    // One line per button that fails or warns, then its findings, each once.
    #expect(lines.filter { !$0.hasPrefix(" ") }.count == 4)
    #expect(
      lines.contains(
        "  ✗ title-truncated (error) in 3 variants: every variant"))
    #expect(lines.contains("  ~ small-hit-target (warning) in 1 variant: at AX3, normal"))
    #expect(
      lines.contains(
        "      worst [AX3, highlighted, LTR]: the title needs 130 pt but gets 80 pt: UIKit truncates it"
      ))
    #expect(
      lines.contains(
        "tabbar/search: warning: exact ~ 1 of 2 variants warns: small-hit-target (ar at AX4)"))
    #expect(lines.last == "2 of 4 buttons need attention, 1 more with warnings")
    #expect(!text.contains("plain"))
  }

  @Test func checkVerboseReportsEveryFailingVariantOnItsOwnLine() throws {
    let outcomes = Self.outcomes
    #expect(outcomes.map(\.needsAttention) == [true, false, true, false])
    let text = CheckCommand.report(outcomes, schema: [], json: false, verbose: true)
    try Golden.check(text, "check-variants.txt")
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "tabbar/de: error title-truncated [de, AX3, normal, LTR]: the title needs 90 pt but gets 80 pt: UIKit truncates it"
      ))
    #expect(
      lines.contains(
        "tabbar/search: warning small-hit-target [ar, AX4, normal, RTL]: the button is 80×40 pt, smaller than 44×44 pt"
      ))
    // The base variant's error is the technique's own, listed once.
    #expect(lines.filter { $0.contains("85.8") }.count == 1)
    #expect(lines.last == "2 of 4 buttons need attention, 1 more with warnings")
  }

  @Test func checkJSONGroupsFindingsWithTheirVariants() throws {
    let json = CheckCommand.report(Self.outcomes, schema: [], json: true)
    let document = try Self.object(json)
    #expect(document["ok"] as? Bool == false)
    let buttons = try #require(document["buttons"] as? [[String: Any]])
    #expect(buttons.map { $0["status"] as? String } == ["error", "warning", "error", "ok"])
    #expect((buttons[3]["problems"] as? [Any])?.isEmpty == true)
    let search = try #require(buttons[1]["problems"] as? [[String: Any]])
    #expect(search.count == 1)
    #expect(search[0]["code"] as? String == "small-hit-target")
    #expect(search[0]["severity"] as? String == "warning")
    let worst = try #require(search[0]["worst"] as? [String: Any])
    #expect(worst["locale"] as? String == "ar")
    #expect(worst["contentSize"] as? String == "AX4")
    #expect(worst["direction"] as? String == "rtl")
    let counts = try #require(buttons[1]["variants"] as? [String: Any])
    #expect(counts["count"] as? Int == 2)
    #expect(counts["warning"] as? Int == 1)
    let home = try #require(buttons[0]["problems"] as? [[String: Any]])
    #expect(home.map { $0["severity"] as? String } == ["error", "warning"])
    #expect(home[0]["count"] as? Int == 3)
    #expect((home[0]["worst"] as? [String: Any])?["locale"] is NSNull)
  }

  @Test func checkFailsOnAVariantErrorOnly() throws {
    let f = VariantFixtures.self
    let ok = Self.judged(
      RecomputeOutcome(
        name: "a", staleCauses: [], errors: [],
        variants: [f.layout(nil, .large, title: 20, [f.smallTarget])], baseVariant: .base))
    var failing = ok
    failing.variants.append(
      f.layout(nil, .accessibilityExtraExtraExtraLarge, title: 81, [f.truncated(81)]))
    failing = Self.judged(failing)
    #expect(!ok.needsAttention)
    #expect(failing.needsAttention)
    #expect(
      CheckCommand.report([ok], schema: [], json: false).hasSuffix(
        "1 button checked: all current, no errors, 1 with warnings (--strict fails on them)\n"))
  }

  // MARK: list

  @Test func listStatusIsTheWorstOverTheVariants() throws {
    let (_, stored) = try Self.storedHome()
    var button = stored
    button.staleCauses = []
    // As `list` reads it: the stored summary, no verdict (no accepted findings to take out).
    button.verdict = nil
    let cases: [(Diagnostic.Severity?, Diagnostic.Severity?, ButtonStatus)] = [
      (nil, nil, .ok), (.info, .info, .ok), (nil, .warning, .warning), (.warning, .error, .error),
      (.error, .warning, .error), (.warning, nil, .warning), (.info, .error, .error),
    ]
    for (base, variants, status) in cases {
      button.worstSeverity = base
      button.worstVariantSeverity = variants
      #expect(
        button.status == status, "\(String(describing: base)) \(String(describing: variants))")
    }
    button.staleCauses = [.inputsChanged]
    #expect(button.status == .stale)
  }

  // MARK: layout

  @Test func layoutLaysOutVariantsOnlyWithVariantInputs() throws {
    var inputs = ButtonRecord(name: "layout")
    inputs.title = "Home"
    inputs.titleSource = .width
    inputs.spec.titleSize = Size(width: 27.5, height: 12)
    #expect(try LayoutCommand.variants(of: inputs, SourceMeasurer()).isEmpty)
    inputs.variants.maxWidth = 60
    let variants = try LayoutCommand.variants(of: inputs, SourceMeasurer())
    #expect(variants == (try VariantPlanner().layouts(for: inputs)))
    #expect(variants.first?.key.contentSize == .large)
    #expect(variants.first?.key.state == .normal)
    #expect(variants.allSatisfy { $0.technique == inputs.technique })
  }

  @Test func checkLinesEscapeLocalesAndMessages() throws {
    let f = VariantFixtures.self
    let hostile = Diagnostic(.titleTruncated, .error, "bell\u{7} and \u{1B}[2J clear")
    let outcome = Self.judged(
      RecomputeOutcome(
        name: "b", staleCauses: [], errors: [],
        variants: [
          f.layout("en", .large, title: 20), f.layout("x\u{1B}]0;", .large, title: 90, [hostile]),
        ], baseVariant: VariantKey(locale: "en", contentSize: .large, state: .normal)))
    let verbose = CheckCommand.report([outcome], schema: [], json: false, verbose: true)
    #expect(!verbose.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(
      verbose.hasPrefix(
        "b: error title-truncated [x\\u{1B}]0;, L, normal, LTR]: bell\\u{7} and \\u{1B}[2J clear\n")
    )
    let text = CheckCommand.report([outcome], schema: [], json: false)
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(
      text.hasPrefix(
        "b: error: exact ✗ 1 of 2 variants fails: title-truncated (x\\u{1B}]0;)\n"
          + "  ✗ title-truncated (error) in 1 variant: x\\u{1B}]0;\n"
          + "      worst [x\\u{1B}]0;, L, normal, LTR]: bell\\u{7} and \\u{1B}[2J clear\n"))
    let json = CheckCommand.report([outcome], schema: [], json: true)
    #expect(!json.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    let document = try Self.object(json)
    let buttons = try #require(document["buttons"] as? [[String: Any]])
    let problems = try #require(buttons[0]["problems"] as? [[String: Any]])
    #expect((problems[0]["worst"] as? [String: Any])?["locale"] as? String == "x\u{1B}]0;")
    #expect(problems[0]["message"] as? String == hostile.message)
  }

  @Test func layoutPrintsTheVariantsAfterItsOutput() throws {
    var inputs = ButtonRecord(name: "layout")
    inputs.title = "Home"
    inputs.spec.titleSize = Size(width: 27.5, height: 12)
    inputs.spec.imageSize = Size(width: 24, height: 24)
    inputs.spec.placement = .top
    let layouts = LayoutEngine.layouts(inputs.spec, techniques: [.exact])
    let variants = VariantFixtures.tabBar
    let plain = try LayoutCommand.output(inputs, layouts, variants: [], json: false, variant: nil)
    #expect(plain == LayoutText.render(inputs, layouts))
    let text = try LayoutCommand.output(
      inputs, layouts, variants: variants, json: false, variant: nil)
    let verdict = ButtonVerdict(technique: .exact, layouts: layouts, variants: variants)
    #expect(
      text
        == plain + "\n" + VariantMatrix.render(variants) + "\nverdict\n" + VerdictText.line(verdict)
        + "\nfindings\n" + VerdictText.groups(verdict))
    let one = try LayoutCommand.output(
      inputs, layouts, variants: variants, json: false, variant: .init(parsing: "pseudo-double,AX1")
    )
    #expect(one.hasPrefix("layout [pseudo-double, AX1, normal]\n"))
    #expect(one.contains("error title-truncated"))

    let plainJSON = try LayoutCommand.output(
      inputs, layouts, variants: [], json: true, variant: nil)
    #expect(plainJSON == JSONWriter().string(LayoutJSON.document(inputs, layouts)) + "\n")
    #expect(try Self.object(plainJSON)["variants"] == nil)
    let json = try Self.object(
      try LayoutCommand.output(inputs, layouts, variants: variants, json: true, variant: nil))
    #expect((json["variants"] as? [Any])?.count == variants.count)
    #expect((json["layouts"] as? [Any])?.count == layouts.count)
    #expect(json["status"] as? String == "error")
    #expect((json["problems"] as? [[String: Any]])?.first?["code"] as? String == "title-truncated")
  }
}
