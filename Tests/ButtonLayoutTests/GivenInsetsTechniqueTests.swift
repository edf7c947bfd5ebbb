import Testing

@testable import ButtonLayout

/// The `insets` technique: UIKit's legacy layout of the button's given insets as they are,
/// diagnosed against what the spec says was meant.
@Suite struct GivenInsetsTechniqueTests {
  /// A 24×24 icon left of a 40×18 title, 8 pt apart, in a fixed 120×44 button.
  static func spec(_ given: GivenInsets?) -> ButtonSpec {
    var spec = ButtonSpec(
      titleSize: Size(width: 40, height: 18), imageSize: Size(width: 24, height: 24),
      placement: .left, spacing: 8, size: .fixed(Size(width: 120, height: 44)))
    spec.givenInsets = given
    return spec
  }

  func codes(_ l: TechniqueLayout) -> Set<Diagnostic.Code> { Set(l.diagnostics.map(\.code)) }

  static func randomInsets(_ rng: inout SplitMix64) -> EdgeInsets? {
    guard Bool.random(using: &rng) else { return nil }
    func v() -> Double { (Double.random(in: -30...30, using: &rng) * 3).rounded() / 3 }
    return EdgeInsets(top: v(), left: v(), bottom: v(), right: v())
  }

  /// On random buttons and insets, the frames, bounds and flags are exactly what the legacy
  /// simulator gives those insets (what `simulate` prints), and the values are the insets given.
  @Test func framesAreTheLegacySimulatorsForTheInsetsAsGiven() {
    var rng = SplitMix64(seed: 27)
    for i in 0..<2_000 {
      var spec = ExactPropertyTests.randomSpec(&rng, onGrid: Bool.random(using: &rng))
      let given = GivenInsets(
        content: Self.randomInsets(&rng), image: Self.randomInsets(&rng),
        title: Self.randomInsets(&rng))
      spec.givenInsets = given.isEmpty ? GivenInsets(content: .zero) : given
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        let layout = LayoutEngine.layout(spec, .insets, direction)
        let content = spec.givenInsets?.content ?? .zero
        let image = spec.givenInsets?.image ?? .zero
        let title = spec.givenInsets?.title ?? .zero
        let simulated = LegacySimulator.layout(
          LegacyButton(
            bounds: spec.size.fixedSize, imageSize: spec.imageSize, titleSize: spec.titleSize,
            titleLineHeight: spec.titleLineHeight, contentEdgeInsets: content,
            imageEdgeInsets: image, titleEdgeInsets: title,
            horizontalAlignment: spec.horizontalAlignment,
            verticalAlignment: spec.verticalAlignment, direction: direction, scale: spec.scale,
            ios: spec.ios))
        let context = "case \(i) \(direction)"
        #expect(layout.technique == .insets, "\(context)")
        #expect(
          layout.values == .legacy(image: image, title: title, content: content), "\(context)")
        #expect(layout.bounds == simulated.bounds, "\(context)")
        #expect(layout.frames.contentRect == simulated.contentRect, "\(context)")
        #expect(layout.frames.imageFrame == simulated.imageFrame, "\(context)")
        #expect(layout.frames.titleFrame == simulated.titleFrame, "\(context)")
        #expect(
          layout.frames.intrinsicContentSize == simulated.intrinsicContentSize, "\(context)")
        #expect(layout.titleTruncated == simulated.titleTruncated, "\(context)")
        #expect(layout.imageClamped == simulated.imageClamped, "\(context)")
      }
    }
  }

  /// A spec without given insets has no `insets` layout, and every other layout is what it was;
  /// with them, `insets` comes last, in each direction.
  @Test func onlyASpecWithGivenInsetsHasTheTechnique() {
    var spec = Self.spec(nil)
    spec.direction = .both
    let others = Technique.allCases.filter { $0 != .insets }
    #expect(Technique.techniques(for: spec) == others)
    #expect(LayoutEngine.layouts(spec) == LayoutEngine.layouts(spec, techniques: others))
    #expect(LayoutEngine.layouts(spec, techniques: [.insets]).isEmpty)
    spec.givenInsets = GivenInsets(image: EdgeInsets(top: 0, left: -4, bottom: 0, right: 4))
    #expect(Technique.techniques(for: spec) == Technique.allCases)
    let layouts = LayoutEngine.layouts(spec)
    #expect(layouts.map(\.technique).suffix(2) == [.insets, .insets])
    #expect(layouts.map(\.direction).suffix(2) == [.leftToRight, .rightToLeft])
  }

  /// The edge-insets recipe's insets for a left image, 8 pt apart (image -4/+4, title +4/-4),
  /// give the gap asked for, centred; insets that move the image 10 pt further put the group
  /// off-centre and the gap wrong; no element insets give no gap at all.
  @Test func diagnosticsMeasureTheGivenInsetsAgainstTheSpec() throws {
    let recipe = LayoutEngine.layout(
      Self.spec(
        GivenInsets(
          image: EdgeInsets(top: 0, left: -4, bottom: 0, right: 4),
          title: EdgeInsets(top: 0, left: 4, bottom: 0, right: -4))), .insets, .leftToRight)
    #expect(recipe.gap == 8)
    #expect(!codes(recipe).contains(.offCenter))
    #expect(!codes(recipe).contains(.spacingMismatch))
    // Image x: (120 - 64) / 2 - 4 = 24; title x: 24 + 24 + 8 = 56.
    #expect(recipe.frames.imageFrame == Rect(x: 24, y: 10, width: 24, height: 24))
    #expect(recipe.frames.titleFrame == Rect(x: 56, y: 13, width: 40, height: 18))

    let moved = LayoutEngine.layout(
      Self.spec(
        GivenInsets(
          image: EdgeInsets(top: 0, left: -14, bottom: 0, right: 14),
          title: EdgeInsets(top: 0, left: 4, bottom: 0, right: -4))), .insets, .leftToRight)
    #expect(moved.frames.imageFrame?.x == 14)
    #expect(codes(moved).isSuperset(of: [.offCenter, .spacingMismatch]))
    let spacing = try #require(moved.diagnostics.first { $0.code == .spacingMismatch })
    #expect(spacing.numbers == [.init("actual", 18), .init("expected", 8)])

    let none = LayoutEngine.layout(
      Self.spec(GivenInsets(content: .zero)), .insets, .leftToRight)
    #expect(none.gap == 0)
    #expect(codes(none).contains(.spacingMismatch))
  }

  /// Given insets may be negative; a non-finite or out-of-range one is refused, naming its
  /// field and side.
  @Test func validationNamesTheInsetAndItsSide() {
    var spec = Self.spec(
      GivenInsets(
        content: EdgeInsets(top: -4, left: 0, bottom: 0, right: 0),
        image: EdgeInsets(top: 0, left: .nan, bottom: 0, right: 0),
        title: EdgeInsets(top: 0, left: 0, bottom: 0, right: -20_000)))
    #expect(
      spec.validate().map(\.description) == [
        "image-insets: left 'nan' is not a finite number",
        "title-insets: right '-20000' is out of range: lengths are at most 10000 pt in magnitude",
      ])
    spec.givenInsets = nil
    #expect(spec.validate().isEmpty)
  }
}
