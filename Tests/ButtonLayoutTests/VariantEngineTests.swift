import ButtonTestSupport
import Testing

@testable import ButtonLayout

/// `VariantEngine`: each variant laid out with the button's technique, the layout's own
/// diagnostics kept per variant, and the variants' own (`exceeds-max-width`, `state-jump`).
@Suite struct VariantEngineTests {
  /// A 24×24 image left of a title of `titleWidth`×18, 8 pt apart, at 3x.
  func spec(
    titleWidth: Double = 40, image: Size? = Size(width: 24, height: 24), size: ButtonSize = .fit,
    direction: DirectionChoice = .ltr
  ) -> ButtonSpec {
    ButtonSpec(
      titleSize: Size(width: titleWidth, height: 18), imageSize: image, placement: .left,
      spacing: 8, size: size, scale: 3, direction: direction)
  }

  func input(
    _ spec: ButtonSpec, locale: String? = nil, size: ContentSizeCategory = .large,
    state: ControlState = .normal, notes: [Diagnostic] = []
  ) -> VariantInput {
    VariantInput(
      key: VariantKey(locale: locale, contentSize: size, state: state), spec: spec, fontSize: 17,
      title: "Title", notes: notes)
  }

  func codes(_ l: VariantLayout) -> [Diagnostic.Code] { l.diagnostics.map(\.code) }

  @Test func oneLayoutPerVariantAndDirectionInOrderWithTheNotesFirst() {
    let note = Diagnostic(.missingTranslation, .info, "the fr title has no translation")
    let layouts = VariantEngine.layouts(
      [
        input(spec(), locale: "en"),
        input(spec(direction: .both), locale: "fr", notes: [note]),
      ], technique: .exact)
    #expect(layouts.map(\.key.locale) == ["en", "fr", "fr"])
    #expect(layouts.map(\.direction) == [.leftToRight, .leftToRight, .rightToLeft])
    #expect(layouts.allSatisfy { $0.technique == .exact && $0.fontSize == 17 })
    #expect(layouts[1].diagnostics.first == note)
    #expect(layouts[2].diagnostics.first == note)
    #expect(!layouts[0].diagnostics.contains(note))
    // The frames are the engine's, unchanged.
    let engine = LayoutEngine.layout(spec(), .exact, .leftToRight)
    #expect(layouts[0].frames == engine.frames)
    #expect(layouts[0].bounds == engine.bounds)
    #expect(layouts[0].gap == engine.gap)
    #expect(layouts[0].titleSize == Size(width: 40, height: 18))
  }

  @Test func theLayoutsOwnDiagnosticsStayPerVariant() {
    // The edge-insets recipe breaks under right-to-left layout (rtl-broken), per variant.
    let layouts = VariantEngine.layouts(
      [input(spec(direction: .both), locale: "ar", size: .accessibilityLarge)],
      technique: .edgeInsets)
    #expect(!codes(layouts[0]).contains(.rtlBroken))
    #expect(codes(layouts[1]).contains(.rtlBroken))
    #expect(
      layouts[1].key == VariantKey(locale: "ar", contentSize: .accessibilityLarge, state: .normal))
    #expect(layouts[1].worstSeverity == .error)
  }

  @Test func aFitButtonWiderThanItsContainerIsAnError() throws {
    // Image 24 + spacing 8 + title 40: 72 pt intrinsic width.
    let layouts = VariantEngine.layouts([input(spec())], technique: .exact, maxWidth: 60)
    #expect(layouts[0].frames.intrinsicContentSize.width == 72)
    let finding = try #require(layouts[0].diagnostics.first { $0.code == .exceedsMaxWidth })
    #expect(finding.severity == .error)
    #expect(
      finding.message
        == "the button is 72 pt wide (its intrinsic width), 12 pt more than the 60 pt its container gives it"
    )
    #expect(finding.numbers == [.init("width", 72), .init("maxWidth", 60)])
    #expect(layouts[0].worstSeverity == .error)
  }

  @Test func aFixedButtonIsJudgedByItsWidth() throws {
    let fixed = spec(size: .fixed(Size(width: 120, height: 44)))
    let wide = VariantEngine.layouts([input(fixed)], technique: .exact, maxWidth: 100)
    let finding = try #require(wide[0].diagnostics.first { $0.code == .exceedsMaxWidth })
    #expect(
      finding.message
        == "the button is 120 pt wide (its fixed width), 20 pt more than the 100 pt its container gives it"
    )
    // Its intrinsic width (72) is not what the container holds.
    let roomy = VariantEngine.layouts([input(fixed)], technique: .exact, maxWidth: 120)
    #expect(!codes(roomy[0]).contains(.exceedsMaxWidth))
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func halfAPixelOverIsTheGridNotAFinding(scale: Double) {
    var s = spec()
    s.scale = scale
    let width = LayoutEngine.layout(s, .exact, .leftToRight).frames.intrinsicContentSize.width
    let pixel = 1 / scale
    let within = VariantEngine.layouts(
      [input(s)], technique: .exact, maxWidth: width - pixel / 2)
    #expect(!codes(within[0]).contains(.exceedsMaxWidth))
    let over = VariantEngine.layouts([input(s)], technique: .exact, maxWidth: width - pixel)
    #expect(codes(over[0]).contains(.exceedsMaxWidth))
    let none = VariantEngine.layouts([input(s)], technique: .exact)
    #expect(!codes(none[0]).contains(.exceedsMaxWidth))
  }

  @Test func aLongerHighlightedTitleMakesTheButtonJump() throws {
    let layouts = VariantEngine.layouts(
      [
        input(spec(titleWidth: 40), locale: "en"),
        input(spec(titleWidth: 52), locale: "en", state: .highlighted),
      ], technique: .exact)
    #expect(!codes(layouts[0]).contains(.stateJump))
    let jump = try #require(layouts[1].diagnostics.first { $0.code == .stateJump })
    #expect(jump.severity == .warning)
    #expect(
      jump.message
        == "the button jumps between normal and highlighted: the intrinsic size goes from 72×24 to 84×24 (+12 pt wide, 0 pt high), the title goes from 40×18 to 52×18"
    )
    #expect(
      jump.numbers
        == [
          .init("width", 12), .init("height", 0), .init("titleDx", 0), .init("titleDy", 0),
          .init("titleDw", 12), .init("titleDh", 0),
        ])
  }

  @Test func inAFixedButtonTheCentredGroupMoves() throws {
    let fixed = ButtonSize.fixed(Size(width: 200, height: 44))
    let layouts = VariantEngine.layouts(
      [
        input(spec(titleWidth: 40, size: fixed)),
        input(spec(titleWidth: 52, size: fixed), state: .selected),
      ], technique: .exact)
    let jump = try #require(layouts[1].diagnostics.first { $0.code == .stateJump })
    // The 72 pt group starts at 64; the 84 pt one at 58.
    #expect(
      jump.message
        == "the button jumps between normal and selected: the intrinsic size goes from 72×24 to 84×24 (+12 pt wide, 0 pt high), the image moves 6 pt left, the title moves 6 pt left and its size goes from 40×18 to 52×18"
    )
  }

  @Test func statesAreComparedWithinOneLocaleSizeAndDirection() {
    // A wider title in another locale or at another size is not a jump; only the same slot.
    let layouts = VariantEngine.layouts(
      [
        input(spec(titleWidth: 40), locale: "en"),
        input(spec(titleWidth: 40), locale: "en", state: .disabled),
        input(spec(titleWidth: 90), locale: "de"),
        input(spec(titleWidth: 90), locale: "de", state: .disabled),
        input(spec(titleWidth: 60), locale: "en", size: .accessibilityMedium),
        input(spec(titleWidth: 60), locale: "en", size: .accessibilityMedium, state: .disabled),
      ], technique: .exact)
    #expect(layouts.allSatisfy { !codes($0).contains(.stateJump) })
  }

  @Test func aStateImageThatAppearsOrChangesSizeIsAJump() throws {
    let layouts = VariantEngine.layouts(
      [
        input(spec(image: nil)),
        input(spec(image: Size(width: 24, height: 24)), state: .selected),
      ], technique: .exact)
    let jump = try #require(layouts[1].diagnostics.first { $0.code == .stateJump })
    #expect(jump.message.contains("the image appears"))
  }

  @Test func lessThanAPixelIsNoJump() {
    let a = LayoutFrames(
      contentRect: Rect(x: 0, y: 0, width: 72, height: 24),
      imageFrame: Rect(x: 0, y: 0, width: 24, height: 24),
      titleFrame: Rect(x: 32, y: 3, width: 40, height: 18),
      intrinsicContentSize: Size(width: 72, height: 24))
    var b = a
    b.titleFrame = Rect(x: 32.3, y: 3, width: 40.3, height: 18)
    b.intrinsicContentSize = Size(width: 72.3, height: 24)
    // At 3x a pixel is 0.333 pt: 0.3 is less.
    #expect(VariantDiagnose.stateJump(from: a, to: b, state: .highlighted, pixel: 1 / 3) == nil)
    // At 1x too; at 2x (0.5 pt) too. A whole pixel is a jump.
    #expect(VariantDiagnose.stateJump(from: a, to: b, state: .highlighted, pixel: 0.5) == nil)
    b.titleFrame = Rect(x: 32 + 1.0 / 3, y: 3, width: 40, height: 18)
    let jump = VariantDiagnose.stateJump(from: a, to: b, state: .highlighted, pixel: 1 / 3)
    #expect(jump?.message.contains("the title moves 0.333 pt right") == true)
    #expect(VariantDiagnose.stateJump(from: a, to: a, state: .disabled, pixel: 1 / 3) == nil)
  }

  /// `addStateJumps` as it was written, with a dictionary of slots: the table of numbered
  /// slots must find the same normal layout for every state, so add the same findings.
  static func stateJumpsByDictionary(_ layouts: inout [VariantLayout], pixels: [Double]) {
    struct Slot: Hashable {
      var locale: String?
      var contentSize: ContentSizeCategory
      var direction: LayoutDirection
    }
    var normal: [Slot: Int] = [:]
    for i in layouts.indices where layouts[i].key.state == .normal {
      let key = layouts[i].key
      normal[
        Slot(locale: key.locale, contentSize: key.contentSize, direction: layouts[i].direction)] = i
    }
    for i in layouts.indices where layouts[i].key.state != .normal {
      let key = layouts[i].key
      guard
        let n = normal[
          Slot(locale: key.locale, contentSize: key.contentSize, direction: layouts[i].direction)],
        let finding = VariantDiagnose.stateJump(
          from: layouts[n].frames, to: layouts[i].frames, state: key.state, pixel: pixels[i])
      else { continue }
      layouts[i].diagnostics.append(finding)
    }
  }

  @Test func stateJumpsFindTheNormalLayoutOfTheirSlot() {
    var rng = SplitMix64(seed: 52)
    let locales: [String?] = [nil, "en", "de", "ar", "caf\u{E9}", "cafe\u{301}"]
    for _ in 0..<300 {
      var layouts: [VariantLayout] = []
      for _ in 0..<Int(rng.next() % 60) {
        let key = VariantKey(
          locale: locales[Int(rng.next() % UInt64(locales.count))],
          contentSize: ContentSizeCategory.allCases[Int(rng.next() % 12)],
          state: ControlState.allCases[Int(rng.next() % UInt64(ControlState.allCases.count))])
        let w = Double(rng.next() % 4) * 3
        let frames = LayoutFrames(
          contentRect: Rect(x: 0, y: 0, width: 40 + w, height: 20),
          imageFrame: rng.next() % 3 == 0 ? nil : Rect(x: w, y: 0, width: 20, height: 20),
          titleFrame: Rect(x: 20 + w, y: 0, width: 20, height: 20),
          intrinsicContentSize: Size(width: 40 + w, height: 20))
        layouts.append(
          VariantLayout(
            key: key, direction: rng.next() % 2 == 0 ? .leftToRight : .rightToLeft,
            technique: .exact, fontSize: 17, titleSize: nil, frames: frames,
            bounds: frames.intrinsicContentSize, gap: nil, diagnostics: []))
      }
      let pixels = layouts.map { _ in 1.0 / 3 }
      var table = layouts
      var dictionary = layouts
      VariantDiagnose.addStateJumps(&table, pixels: pixels)
      Self.stateJumpsByDictionary(&dictionary, pixels: pixels)
      #expect(table == dictionary)
    }
  }
}

/// What the variant path reads without making arrays (`LayoutEngine.append`,
/// `Diagnostic.worstSeverity(of:)`, `directions(auto:)`) is what the general forms give.
@Suite struct VariantFastPathTests {
  @Test func oneTechniqueIsTheListOfOne() {
    var rng = SplitMix64(seed: 52)
    for _ in 0..<300 {
      var spec = ExactPropertyTests.randomSpec(&rng, onGrid: rng.next() % 2 == 0)
      spec.direction = [.ltr, .rtl, .both, .auto][Int(rng.next() % 4)]
      spec.autoDirection = rng.next() % 2 == 0 ? .leftToRight : .rightToLeft
      for technique in Technique.allCases {
        var one: [TechniqueLayout] = []
        LayoutEngine.append(spec, technique, to: &one)
        #expect(one == LayoutEngine.layouts(spec, techniques: [technique]))
      }
    }
  }

  @Test func autoDirectionIsTheSourceDirection() {
    for source in LayoutDirection.allCases {
      #expect(DirectionChoice.auto.directions(auto: source) == [source])
    }
  }

  @Test func worstSeverityIsTheMaximum() {
    var rng = SplitMix64(seed: 53)
    let severities = Diagnostic.Severity.allCases
    for count in 0..<8 {
      for _ in 0..<50 {
        let diagnostics = (0..<count).map { _ in
          Diagnostic(.smallHitTarget, severities[Int(rng.next() % 3)], "m")
        }
        #expect(
          Diagnostic.worstSeverity(of: diagnostics) == diagnostics.map(\.severity).max())
      }
    }
  }
}
