import Testing

@testable import ButtonLayout

/// The migration advisor on buttons worked by hand: every expected frame is computed in the
/// comments from docs/layout-model.md sections 1 and 2, not read from the engine. 3x, the newest
/// iOS (titles rounded up to whole points by the legacy button, to the pixel by a
/// configuration), LTR unless said otherwise.
@Suite struct MigrationAdvisorTests {
  static let image = Size(width: 20, height: 20)

  func button(
    bounds: Size? = nil, image: Size? = MigrationAdvisorTests.image,
    title: Size? = Size(width: 40, height: 20), content: EdgeInsets = .zero,
    imageInsets: EdgeInsets = .zero, titleInsets: EdgeInsets = .zero,
    direction: LayoutDirection = .leftToRight
  ) -> LegacyButton {
    LegacyButton(
      bounds: bounds, imageSize: image, titleSize: title, contentEdgeInsets: content,
      imageEdgeInsets: imageInsets, titleEdgeInsets: titleInsets, direction: direction)
  }

  func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// Equal to a billionth of a point (thirds of a point are not exact in binary).
  func same(_ a: Rect?, _ x: Double, _ y: Double, _ width: Double, _ height: Double) -> Bool {
    guard let a else { return false }
    return zip([a.x, a.y, a.width, a.height], [x, y, width, height]).allSatisfy {
      Swift.abs($0 - $1) < 1e-9
    }
  }

  func codes(_ diagnostics: [Diagnostic]) -> [Diagnostic.Code] { diagnostics.map(\.code) }

  /// The configuration values expected in LTR: the padding as `contentInsets` (left leading).
  func configured(_ placement: ConfigurationPlacement?, _ padding: Double, _ insets: EdgeInsets)
    -> TechniqueValues
  {
    .configuration(
      imagePlacement: placement, imagePadding: padding,
      contentInsets: DirectionalEdgeInsets(
        top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right))
  }

  /// "Off-centre by a pixel": the edge-insets recipe's Left style with 8 pt in a 100 × 44
  /// button, a 20 pt image and a 41 pt title. Legacy: the leftover 100 - 61 = 39 halves to 19.5,
  /// 58.5 px: the image takes floorS (58 px = 19.333, at -4 + 19.333 = 15.333), the title roundS
  /// (59 px = 19.667, at 4 + 20 + 19.667 = 43.667): the gap is 8.333, a pixel wide. The
  /// configuration centres 20 + 8 + 41 = 69 in 100: offset 15.5 = 46.5 px, the tie down to
  /// 46 px = 15.333; the title at 15.333 + 28 = 43.333. The title moves 1 px; the intrinsic
  /// width goes from 61 (the legacy button ignores the spacing) to 69, 24 px.
  @Test func offCentreByAPixel() {
    let advice = MigrationAdvisor.advice(
      for: button(
        bounds: Size(width: 100, height: 44), title: Size(width: 41, height: 20),
        imageInsets: insets(0, -4, 0, 4), titleInsets: insets(0, 4, 0, -4)))
    #expect(advice.reading == .edgeInsets(.left))
    #expect(advice.intent.placement == .leading)
    #expect(advice.intent.spacing == 8)
    #expect(advice.intent.padding == .zero)
    #expect(advice.intent.size == .fixed(Size(width: 100, height: 44)))
    #expect(same(advice.legacy.imageFrame, 46.0 / 3, 12, 20, 20))
    #expect(same(advice.legacy.titleFrame, 131.0 / 3, 12, 41, 20))
    #expect(same(advice.configuration.frames.imageFrame, 46.0 / 3, 12, 20, 20))
    #expect(same(advice.configuration.frames.titleFrame, 130.0 / 3, 12, 41, 20))
    #expect(advice.residual == MigrationResidual(image: 0, title: 1, intrinsicSize: 24))
    #expect(advice.configuration.values == configured(.leading, 8, .zero))
    #expect(advice.titleAlignment == "center")
    #expect(advice.buttonSize == .medium)
    #expect(codes(advice.legacyDiagnostics) == [.spacingMismatch, .intrinsicSizeMismatch])
    let mismatch = advice.legacyDiagnostics[0]
    #expect(Swift.abs(mismatch.numbers[0].value - 25.0 / 3) < 1e-9)
    #expect(mismatch.numbers[1] == .init("expected", 8))
  }

  /// "Insets changed from 11 to 12": the content-insets recipe's image-title method with 1 pt,
  /// then 11 pt of padding added to its content insets (7, 0, 7, 1): (7, 11, 7, 12). The 12
  /// is 11 of padding and 1 of room for the spacing. Legacy, fit: 20 + 40 + 11 + 12 = 83 by
  /// 20 + 14 = 34; the content rect (11, 7, 60, 20), the image at 11, the title rect shifted by
  /// 1, the title at 12 + 20 = 32, both at y 7. The advice: contentInsets 11 all round the
  /// sides, imagePadding 1; the configuration is 20 + 1 + 40 + 22 = 83 by 34 with the image at
  /// 11 and the title at 32: nothing moves. The medium size's default insets (7, 12, 7, 12)
  /// would move both by 1 pt (3 px) and widen the button by 2 pt (6 px).
  @Test func anInsetOf11StaysElevenNotTheDefault12() {
    let legacy = button(content: insets(7, 11, 7, 12), titleInsets: insets(0, 1, 0, -1))
    let advice = MigrationAdvisor.advice(for: legacy)
    #expect(advice.reading == .contentInsets(.imageTitleHorizontal))
    #expect(advice.intent.spacing == 1)
    #expect(advice.intent.padding == insets(7, 11, 7, 11))
    #expect(advice.intent.size == .fit)
    #expect(advice.legacy.bounds == Size(width: 83, height: 34))
    #expect(advice.legacy.imageFrame == Rect(x: 11, y: 7, width: 20, height: 20))
    #expect(advice.legacy.titleFrame == Rect(x: 32, y: 7, width: 40, height: 20))
    #expect(advice.configuration.values == configured(.leading, 1, insets(7, 11, 7, 11)))
    #expect(advice.configuration.bounds == Size(width: 83, height: 34))
    #expect(advice.residual == MigrationResidual(image: 0, title: 0, intrinsicSize: 0))
    #expect(advice.residual.isExact)
    #expect(codes(advice.legacyDiagnostics) == [.smallHitTarget])

    var defaults = advice.intent
    defaults.padding = insets(7, 12, 7, 12)
    let moved = MigrationResidual(
      legacy: LegacyTechnique.frames(advice.legacy),
      configuration: LayoutEngine.layout(defaults, .configuration, .leftToRight).frames, scale: 3)
    #expect(moved == MigrationResidual(image: 3, title: 3, intrinsicSize: 6))
  }

  /// No insets at all (what Interface Builder's DBL_MIN insets read as): a title-only button
  /// gets UIKit's own room. Legacy, fit: max(20, 30) = 30 wide, 18 + 2 × 6 = 30 tall; the title
  /// centred at roundS(5) = 5, roundS(6) = 6. The intent keeps that room as padding
  /// (6, 5, 6, 5): the configuration is 20 + 10 by 18 + 12, the title at (5, 6).
  @Test func zeroInsetsOnATitleOnlyButtonKeepUIKitsRoom() {
    let advice = MigrationAdvisor.advice(
      for: button(image: nil, title: Size(width: 20, height: 18)))
    #expect(advice.reading == .plain)
    #expect(advice.intent.spacing == 0)
    #expect(advice.intent.padding == insets(6, 5, 6, 5))
    #expect(advice.legacy.titleFrame == Rect(x: 5, y: 6, width: 20, height: 18))
    #expect(advice.configuration.frames.titleFrame == Rect(x: 5, y: 6, width: 20, height: 18))
    #expect(advice.configuration.bounds == Size(width: 30, height: 30))
    #expect(advice.configuration.values == configured(nil, 0, insets(6, 5, 6, 5)))
    #expect(advice.residual == MigrationResidual(image: nil, title: 0, intrinsicSize: 0))
    #expect(codes(advice.legacyDiagnostics) == [.smallHitTarget])
  }

  /// No insets with an image and a title: UIKit's order, image first in the reading direction,
  /// is `leading` with no padding. LTR, fit: 24 + 50 = 74 by 24, the image at 0, the title at
  /// 24, y roundS(2) = 2. RTL: the title at 0, the image at 50. The configuration matches both.
  @Test(arguments: LayoutDirection.allCases)
  func zeroInsetsWithImageAndTitleAreLeading(direction: LayoutDirection) {
    let advice = MigrationAdvisor.advice(
      for: button(
        image: Size(width: 24, height: 24), title: Size(width: 50, height: 20),
        direction: direction))
    let rtl = direction == .rightToLeft
    #expect(advice.reading == .plain)
    #expect(advice.intent.placement == .leading)
    #expect(advice.intent.spacing == 0)
    #expect(advice.intent.padding == .zero)
    #expect(advice.legacy.imageFrame == Rect(x: rtl ? 50 : 0, y: 0, width: 24, height: 24))
    #expect(advice.legacy.titleFrame == Rect(x: rtl ? 0 : 24, y: 2, width: 50, height: 20))
    #expect(advice.residual == MigrationResidual(image: 0, title: 0, intrinsicSize: 0))
  }

  /// The content-insets recipe's image-above-title method with 8 pt, 24 × 24 over 40 × 18, then
  /// padding (4, 10, 4, 10) added. After its reset the button is 64 × 24 with the title 40 × 18
  /// and the image 24 × 24; half width 32, half height 21, top inset min(21, 18) = 18, left
  /// (40 - 24) / 2 = 8, bottom 0, right min(32, 40) = 32. It sets title insets
  /// (24 + 8, -32, -18 - 8, 32) and content insets (0, 8, 18 + 8, -32); with the padding
  /// (4, 18, 30, -22). Legacy, fit: 64 + 18 - 22 = 60 by 24 + 34 = 58; the content rect
  /// (18, 4, 64, 24): the image at (18, 4); the title rect (-14, 36, 64, 18): the title at
  /// -14 + 24 = 10, y 36. The configuration: 40 by 24 + 8 + 18 = 50 inside (4, 10, 4, 10),
  /// 60 × 58; the image at 10 + 8 = 18, y 4; the title at 10, y 4 + 24 + 8 = 36. Nothing moves.
  @Test func theStackedContentInsetsRecipeGivesBackItsPadding() {
    let advice = MigrationAdvisor.advice(
      for: button(
        image: Size(width: 24, height: 24), title: Size(width: 40, height: 18),
        content: insets(4, 18, 30, -22), titleInsets: insets(32, -32, -26, 32)))
    #expect(advice.reading == .contentInsets(.imageTitleVertical))
    #expect(advice.intent.placement == .top)
    #expect(advice.intent.spacing == 8)
    #expect(advice.intent.padding == insets(4, 10, 4, 10))
    #expect(advice.legacy.bounds == Size(width: 60, height: 58))
    #expect(advice.legacy.imageFrame == Rect(x: 18, y: 4, width: 24, height: 24))
    #expect(advice.legacy.titleFrame == Rect(x: 10, y: 36, width: 40, height: 18))
    #expect(advice.configuration.values == configured(.top, 8, insets(4, 10, 4, 10)))
    #expect(advice.configuration.frames.imageFrame == Rect(x: 18, y: 4, width: 24, height: 24))
    #expect(advice.configuration.frames.titleFrame == Rect(x: 10, y: 36, width: 40, height: 18))
    #expect(advice.residual == MigrationResidual(image: 0, title: 0, intrinsicSize: 0))
    #expect(advice.legacyDiagnostics.isEmpty)
  }

  /// Insets no recipe sets, read from their geometry: image (0, 0, 0, 8) moves the image by
  /// (0 - 8) / 2 = -4, title (0, 8, 0, 0) the title by +4: 8 pt apart, image on the left. In
  /// 100 × 44: the image rect (0, 0, 92, 44), the image at floorS(32 / 2) = 16; the title rect
  /// (8, 0, 92, 44), the title at 8 + 20 + 16 = 44. The configuration: 68 in 100, offset 16,
  /// the image at 16, the title at 44.
  @Test func otherInsetsAreReadFromTheirGeometry() {
    let advice = MigrationAdvisor.advice(
      for: button(
        bounds: Size(width: 100, height: 44), imageInsets: insets(0, 0, 0, 8),
        titleInsets: insets(0, 8, 0, 0)))
    #expect(advice.reading == .geometric)
    #expect(advice.intent.placement == .left)
    #expect(advice.intent.spacing == 8)
    #expect(advice.legacy.imageFrame == Rect(x: 16, y: 12, width: 20, height: 20))
    #expect(advice.legacy.titleFrame == Rect(x: 44, y: 12, width: 40, height: 20))
    #expect(advice.configuration.frames.imageFrame == Rect(x: 16, y: 12, width: 20, height: 20))
    #expect(advice.configuration.frames.titleFrame == Rect(x: 44, y: 12, width: 40, height: 20))
    #expect(advice.residual == MigrationResidual(image: 0, title: 0, intrinsicSize: 24))
  }

  /// The edge-insets recipe's Left style under RTL: the recipe names a physical side, the image
  /// left of the title, which is `trailing` in RTL. UIKit puts the title first: the image at
  /// -4 + floorS(20 + 40) = 56, the title at 4 + roundS(20 + 20) - 20 = 24, so they overlap
  /// (the gap 24 - 76 = -52); the configuration puts the image at 16 and the title at 44.
  @Test func aPhysicalRecipeUnderRTL() {
    let advice = MigrationAdvisor.advice(
      for: button(
        bounds: Size(width: 100, height: 44), imageInsets: insets(0, -4, 0, 4),
        titleInsets: insets(0, 4, 0, -4), direction: .rightToLeft))
    #expect(advice.reading == .edgeInsets(.left))
    #expect(advice.intent.placement == .trailing)
    #expect(advice.legacy.imageFrame == Rect(x: 56, y: 12, width: 20, height: 20))
    #expect(advice.legacy.titleFrame == Rect(x: 24, y: 12, width: 40, height: 20))
    #expect(advice.configuration.frames.imageFrame == Rect(x: 16, y: 12, width: 20, height: 20))
    #expect(advice.configuration.frames.titleFrame == Rect(x: 44, y: 12, width: 40, height: 20))
    #expect(advice.residual.image == 120)
    #expect(advice.residual.title == 60)
    let mismatch = advice.legacyDiagnostics.first { $0.code == .spacingMismatch }
    #expect(mismatch?.numbers == [.init("actual", -52), .init("expected", 8)])
  }

  /// The edge-insets recipe's Top style with 8 pt in 200 × 100 (section 4's half rule, as
  /// SeedRecipeTests works it): the image at (88, 27), the title at (80, 55), 4 pt apart. The
  /// intent is 8 pt: spacing-mismatch. The configuration stacks 24 + 8 + 18 = 50 in 100:
  /// offset 25, the image at (80 + 8, 25), the title at (80, 57): 2 pt (6 px) each. Intrinsic:
  /// 64 × 24 today, 40 × 50 configured: 26 pt, 78 px.
  @Test func theHalfRuleIsASpacingMismatch() {
    let advice = MigrationAdvisor.advice(
      for: button(
        bounds: Size(width: 200, height: 100), image: Size(width: 24, height: 24),
        title: Size(width: 40, height: 18), imageInsets: insets(-22, 0, 0, -40),
        titleInsets: insets(0, -24, -28, 0)))
    #expect(advice.reading == .edgeInsets(.top))
    #expect(advice.intent.placement == .top)
    #expect(advice.intent.spacing == 8)
    #expect(advice.legacy.imageFrame == Rect(x: 88, y: 27, width: 24, height: 24))
    #expect(advice.legacy.titleFrame == Rect(x: 80, y: 55, width: 40, height: 18))
    #expect(advice.configuration.frames.imageFrame == Rect(x: 88, y: 25, width: 24, height: 24))
    #expect(advice.configuration.frames.titleFrame == Rect(x: 80, y: 57, width: 40, height: 18))
    #expect(advice.residual == MigrationResidual(image: 6, title: 6, intrinsicSize: 78))
    let mismatch = advice.legacyDiagnostics.first { $0.code == .spacingMismatch }
    #expect(mismatch?.numbers == [.init("actual", 4), .init("expected", 8)])
  }

  /// off-center (and spacing-mismatch): the edge-insets recipe's Right style with 10 pt reads the
  /// label's 31.2 pt title as 31.333 (the pixel), the button rounds it to 32. Image insets
  /// ±(31.333 + 5), title ±(20 + 5). In 120 × 44 the image rect starts at 36.333: the image at
  /// 36.333 + floorS((120 - 52) / 2) = 70.333; the title at -25 + 20 + 34 = 29. Gap 70.333 - 61
  /// = 9.333, not 10; the group 29…90.333 centres on 59.667, a pixel left of 60.
  @Test func offCenterFromTheLabelsRounding() {
    let label = 94.0 / 3
    let advice = MigrationAdvisor.advice(
      for: button(
        bounds: Size(width: 120, height: 44), title: Size(width: 31.2, height: 20),
        imageInsets: insets(0, label + 5, 0, -label - 5), titleInsets: insets(0, -25, 0, 25)))
    #expect(advice.reading == .edgeInsets(.right))
    #expect(advice.intent.placement == .trailing)
    #expect(advice.intent.spacing == 10)
    #expect(same(advice.legacy.imageFrame, 211.0 / 3, 12, 20, 20))
    #expect(same(advice.legacy.titleFrame, 29, 12, 32, 20))
    #expect(
      codes(advice.legacyDiagnostics) == [.spacingMismatch, .offCenter, .intrinsicSizeMismatch])
    let offCenter = advice.legacyDiagnostics[1]
    #expect(Swift.abs(offCenter.numbers[0].value + 1.0 / 3) < 1e-9)
    // The configuration: 20 + 10 + 31.333 in 120, offset 29.333: the title at 29.333 (31.333
    // wide), the image at 70.667. The title's width changes by 0.667 (2 px), the image by 1 px.
    #expect(advice.residual.title == 2)
    #expect(advice.residual.image == 1)
  }

  /// content-overflow: the edge-insets recipe's Left style with 8 pt in a fit button: the
  /// legacy button is 60 wide (it ignores the spacing) and the image starts at -4, outside.
  @Test func contentOverflowWhenTheIntrinsicSizeIgnoresTheSpacing() {
    let advice = MigrationAdvisor.advice(
      for: button(imageInsets: insets(0, -4, 0, 4), titleInsets: insets(0, 4, 0, -4)))
    #expect(advice.legacy.bounds == Size(width: 60, height: 20))
    #expect(advice.legacy.imageFrame == Rect(x: -4, y: 0, width: 20, height: 20))
    #expect(
      codes(advice.legacyDiagnostics)
        == [.contentOverflow, .intrinsicSizeMismatch, .smallHitTarget])
    #expect(advice.legacyDiagnostics[0].severity == .error)
  }

  /// title-truncated: a 60 pt title in a 40 × 44 title-only button has 40 pt.
  @Test func titleTruncatedInANarrowButton() {
    let advice = MigrationAdvisor.advice(
      for: button(
        bounds: Size(width: 40, height: 44), image: nil, title: Size(width: 60, height: 20)))
    #expect(advice.legacy.titleFrame == Rect(x: 0, y: 12, width: 40, height: 20))
    #expect(codes(advice.legacyDiagnostics) == [.titleTruncated, .smallHitTarget])
    #expect(advice.residual.image == nil)
  }

  /// An image-only button counts one empty title line (15 pt system font, 17.9 pt, 18 as the
  /// button rounds it): a 10 × 6 image makes it 10 × 18 with the image at floorS(6) = 6. The
  /// intent keeps the line as padding (6, 0, 6, 0); the element's own insets join the padding.
  @Test func anImageOnlyButtonKeepsTheEmptyTitleLine() {
    let advice = MigrationAdvisor.advice(
      for: button(image: Size(width: 10, height: 6), title: nil))
    #expect(advice.intent.padding == insets(6, 0, 6, 0))
    #expect(advice.legacy.bounds == Size(width: 10, height: 18))
    #expect(advice.legacy.imageFrame == Rect(x: 0, y: 6, width: 10, height: 6))
    #expect(advice.residual == MigrationResidual(image: 0, title: nil, intrinsicSize: 0))

    let nudged = MigrationAdvisor.advice(
      for: button(
        bounds: Size(width: 44, height: 44), image: Size(width: 10, height: 6), title: nil,
        imageInsets: insets(0, 8, 0, 0)))
    #expect(nudged.intent.padding == insets(6, 8, 6, 0))
    // Legacy: the image rect (8, 0, 36, 44), the image at 8 + 13 = 21, y floorS(19) = 19. The
    // configuration centres 10 in 44 - 8 = 36 from 8: 21; 6 in 44 - 12 = 32 from 6: 19.
    #expect(nudged.legacy.imageFrame == Rect(x: 21, y: 19, width: 10, height: 6))
    #expect(nudged.configuration.frames.imageFrame == Rect(x: 21, y: 19, width: 10, height: 6))
  }

  /// A button with neither an image nor a title (a tap area) is, like a title-only one, 30 pt
  /// wide and one empty line (18 pt) + 12 tall: 30 × 30. All of it is UIKit's room, kept as
  /// padding (floorS of half: 15 on each side), so the configuration is 30 × 30 too.
  @Test func anEmptyButtonKeepsItsSize() {
    let advice = MigrationAdvisor.advice(for: button(image: nil, title: nil))
    #expect(advice.intent.padding == insets(15, 15, 15, 15))
    #expect(advice.legacy.bounds == Size(width: 30, height: 30))
    #expect(advice.configuration.bounds == Size(width: 30, height: 30))
    #expect(advice.residual == MigrationResidual(image: nil, title: nil, intrinsicSize: 0))
  }

  /// The rule, every case: physical sides become the direction's edges, fill centres.
  @Test func titleAlignmentOfEveryContentAlignment() {
    let expected:
      [HorizontalAlignment: (ltr: ConfigurationTitleAlignment, rtl: ConfigurationTitleAlignment)] =
        [
          .center: (.center, .center), .fill: (.center, .center), .leading: (.leading, .leading),
          .trailing: (.trailing, .trailing), .left: (.leading, .trailing),
          .right: (.trailing, .leading),
        ]
    #expect(expected.count == HorizontalAlignment.allCases.count)
    for (alignment, edges) in expected {
      #expect(ConfigurationTitleAlignment(alignment, .leftToRight) == edges.ltr, "\(alignment)")
      #expect(ConfigurationTitleAlignment(alignment, .rightToLeft) == edges.rtl, "\(alignment)")
    }
  }

  /// The title alignment follows the content alignment as a direction-relative edge.
  @Test func titleAlignmentFollowsTheContentAlignment() {
    var legacy = button(bounds: Size(width: 120, height: 44))
    legacy.horizontalAlignment = .left
    #expect(MigrationAdvisor.advice(for: legacy).titleAlignment == "leading")
    legacy.direction = .rightToLeft
    #expect(MigrationAdvisor.advice(for: legacy).titleAlignment == "trailing")
    legacy.horizontalAlignment = .fill
    #expect(MigrationAdvisor.advice(for: legacy).titleAlignment == "center")
  }
}
