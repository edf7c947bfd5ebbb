import Testing

@testable import ButtonLayout

/// The three popular recipes' known behaviour (docs/layout-model.md section 4), asserted with
/// numbers.
@Suite struct SeedRecipeTests {
  /// A 24×24 icon and a 40×18 title (iOS 26.1, 3x), 8 pt apart.
  func spec(_ placement: Placement, size: ButtonSize = .fit, direction: DirectionChoice = .ltr)
    -> ButtonSpec
  {
    ButtonSpec(
      titleSize: Size(width: 40, height: 18), imageSize: Size(width: 24, height: 24),
      placement: placement,
      spacing: 8, size: size, direction: direction)
  }

  func codes(_ l: TechniqueLayout) -> Set<Diagnostic.Code> { Set(l.diagnostics.map(\.code)) }

  @Test(arguments: [Placement.top, .bottom])
  func edgeInsetsRecipeHalvesTheVerticalGap(placement: Placement) throws {
    // Fixed 200×100 so nothing overflows. Top: imageEdgeInsets (-18 - 4, 0, 0, -40),
    // titleEdgeInsets (0, -24, -24 - 4, 0). IR = (0, -22, 240, 122): image y = -22 + floor(49) = 27,
    // 27…51. TR = (-24, 0, 224, 128): title y = round(55) = 55. Gap 55 - 51 = 4 = 8/2.
    let l = LayoutEngine.layout(
      spec(placement, size: .fixed(Size(width: 200, height: 100))), .edgeInsets, .leftToRight)
    #expect(l.gap == 4)
    let mismatch = try #require(l.diagnostics.first { $0.code == .spacingMismatch })
    #expect(mismatch.severity == .error)
    #expect(mismatch.numbers == [.init("actual", 4), .init("expected", 8)])
    #expect(mismatch.message == "the gap between image and title is 4 pt, asked for 8 pt")
    if placement == .top {
      #expect(l.frames.imageFrame == Rect(x: 88, y: 27, width: 24, height: 24))
      #expect(l.frames.titleFrame == Rect(x: 80, y: 55, width: 40, height: 18))
      #expect(
        l.values
          == .legacy(
            image: EdgeInsets(top: -22, left: 0, bottom: 0, right: -40),
            title: EdgeInsets(top: 0, left: -24, bottom: -28, right: 0), content: .zero))
    }
  }

  @Test(arguments: [Placement.left, .right])
  func edgeInsetsRecipeKeepsHorizontalGapButIgnoresItInTheIntrinsicSize(placement: Placement) throws
  {
    // Left at 100×44: image insets (0, -4, 0, 4) move the image by (-4 - 4)/2 = -4 (half rule):
    // 18 - 4 = 14; title insets (0, 4, 0, -4) move the title by +4: 42 + 4 = 46. Gap 46 - 38 = 8.
    let fixed = LayoutEngine.layout(
      spec(placement, size: .fixed(Size(width: 100, height: 44))), .edgeInsets, .leftToRight)
    #expect(fixed.gap == 8)
    #expect(!codes(fixed).contains(.spacingMismatch))
    // The intrinsic size is 24 + 40 = 64 wide, not 72: Auto Layout makes the button 8 pt short.
    #expect(fixed.frames.intrinsicContentSize == Size(width: 64, height: 24))
    let fit = LayoutEngine.layout(spec(placement), .edgeInsets, .leftToRight)
    let mismatch = try #require(fit.diagnostics.first { $0.code == .intrinsicSizeMismatch })
    #expect(mismatch.severity == .error)
    #expect(mismatch.numbers.map(\.value) == [64, 24, 72, 24])
    // At that size the group overflows by 4 pt on each side.
    #expect(codes(fit).contains(.contentOverflow))
  }

  @Test(arguments: Placement.allCases)
  func layoutSubviewsRecipeIsGlobal(placement: Placement) {
    let l = LayoutEngine.layout(spec(placement), .layoutSubviews, .leftToRight)
    #expect(codes(l).contains(.globalSideEffect))
    // It never changes the intrinsic size: 64×24 whatever the placement.
    #expect(l.frames.intrinsicContentSize == Size(width: 64, height: 24))
    if placement.isVertical {
      let mismatch = l.diagnostics.first { $0.code == .intrinsicSizeMismatch }
      // Stacked content needs max(24, 40) × (24 + 8 + 18) = 40×50.
      #expect(mismatch?.numbers.map(\.value) == [64, 24, 40, 50])
    }
  }

  @Test func layoutSubviewsTopStacksAroundTheCentreWithTheFullMargin() {
    // Bounds 100×80. image y = (80 - 24 - 18 - 8)/2 = 15; x = 50 - 12 = 38.
    // title y = 24 + (80 - 24 - 18)/2 + 4 = 47, full width, centred text 40 wide at 30.
    let l = LayoutEngine.layout(
      spec(.top, size: .fixed(Size(width: 100, height: 80))), .layoutSubviews, .leftToRight)
    #expect(l.frames.imageFrame == Rect(x: 38, y: 15, width: 24, height: 24))
    #expect(l.frames.titleFrame == Rect(x: 0, y: 47, width: 100, height: 18))
    #expect(l.titleTextFrame == Rect(x: 30, y: 47, width: 40, height: 18))
    #expect(l.gap == 8)
  }

  @Test func layoutSubviewsLeavesFramesOffThePixelGrid() {
    // Bounds 101×80: image x = 50.5 - 12 = 38.5, off the 3x grid.
    let l = LayoutEngine.layout(
      spec(.top, size: .fixed(Size(width: 101, height: 80))), .layoutSubviews, .leftToRight)
    #expect(l.frames.imageFrame?.x == 38.5)
    #expect(codes(l).contains(.offPixel))
  }

  @Test func layoutSubviewsTreatsLeftAsNotSet() {
    #expect(LayoutSubviewsRecipe.position(for: .left) == .notSet)
    #expect(LayoutSubviewsRecipe.position(for: .leading) == .notSet)
    #expect(LayoutSubviewsRecipe.position(for: .trailing) == .right)
    // Left branch at 100×44: imageNewX = (100 - (24 + 40 + 8))/2 = 14; title at 14 + 24 + 8 = 46.
    let l = LayoutEngine.layout(
      spec(.left, size: .fixed(Size(width: 100, height: 44))), .layoutSubviews, .leftToRight)
    #expect(l.frames.imageFrame?.x == 14)
    #expect(l.frames.titleFrame?.x == 46)
  }

  @Test func contentInsetsRecipeGrowsTheIntrinsicSize() {
    // Reads image (0,0,24,24) and title (24,3,40,18) at 64×24. Image above title:
    // halfWidth 32, halfHeight 21, topInset min(21, 18) = 18, leftInset (40 - 24)/2 = 8,
    // bottomInset 0, rightInset min(32, 40) = 32.
    let l = LayoutEngine.layout(spec(.top), .contentInsets, .leftToRight)
    #expect(
      l.values
        == .legacy(
          image: .zero, title: EdgeInsets(top: 32, left: -32, bottom: -26, right: 32),
          content: EdgeInsets(top: 0, left: 8, bottom: 26, right: -32)))
    // 64 + 8 - 32 = 40 wide, 24 + 26 = 50 tall: exactly the stacked content.
    #expect(l.frames.intrinsicContentSize == Size(width: 40, height: 50))
    #expect(l.gap == 8)
    #expect(!codes(l).contains(.intrinsicSizeMismatch))
  }

  @Test func contentInsetsRecipeKeepsFloatPrecision() {
    // A spacing of 0.1 is a C float in the recipe: 0.100000001490116…
    let (_, title, content) = ContentInsetsRecipe.insets(
      method: .imageTitleHorizontal, space: 0.1, titleSize: Size(width: 40, height: 18),
      imageSize: Size(width: 24, height: 24))
    #expect(title.left == Double(Float(0.1)))
    #expect(content.right != 0.1)
  }

  @Test func contentInsetsRecipeDropsThePadding() {
    var s = spec(.left)
    s.padding = EdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    let l = LayoutEngine.layout(s, .contentInsets, .leftToRight)
    // resetEdgeInsets zeroes contentEdgeInsets: 24 + 40 + 8 = 72 wide instead of 92.
    #expect(l.frames.intrinsicContentSize.width == 72)
    #expect(codes(l).contains(.intrinsicSizeMismatch))
  }

  @Test func rtlBreaksThePhysicalRecipes() throws {
    // leading in RTL is the right side; the recipe's Left style assumes LTR and overlaps them.
    let layouts = LayoutEngine.layouts(
      spec(.leading, size: .fixed(Size(width: 120, height: 44)), direction: .both),
      techniques: [.edgeInsets, .exact])
    let rtl = try #require(
      layouts.first { $0.technique == .edgeInsets && $0.direction == .rightToLeft })
    #expect(codes(rtl).contains(.rtlBroken))
    #expect(rtl.gap == -8)
    let exactRTL = try #require(
      layouts.first { $0.technique == .exact && $0.direction == .rightToLeft })
    #expect(exactRTL.gap == 8)
    #expect(!codes(exactRTL).contains(.rtlBroken))
    // The exact solver's RTL insets differ from its LTR ones: insets are physical.
    let exactLTR = try #require(
      layouts.first { $0.technique == .exact && $0.direction == .leftToRight })
    #expect(exactLTR.values != exactRTL.values)
    #expect(exactRTL.frames.imageFrame!.x > exactRTL.frames.titleFrame!.x)
  }

  @Test func exactMeetsWhatTheRecipesMiss() {
    for placement in Placement.allCases {
      let l = LayoutEngine.layout(spec(placement), .exact, .leftToRight)
      #expect(l.gap == 8)
      let serious = l.diagnostics.filter { $0.severity == .error }
      #expect(serious.isEmpty, "\(placement): \(serious)")
    }
  }

  @Test func exactReportsAFixedSizeThatIsTooSmall() throws {
    // 40×20 cannot hold 24 + 8 + 40 = 72 pt of content: said, with the closest result.
    let l = LayoutEngine.layout(
      spec(.left, size: .fixed(Size(width: 40, height: 20))), .exact, .leftToRight)
    let overflow = try #require(l.diagnostics.first { $0.code == .contentOverflow })
    #expect(overflow.severity == .error)
    #expect(l.gap == 8)
    #expect(!l.titleTruncated)
    // Centred: 16 pt over on each side.
    #expect(overflow.numbers.map(\.value) == [2, 16, 2, 16])
  }

  @Test func configurationModelIsLabelledAndNeedsIOS15() {
    let l = LayoutEngine.layout(spec(.trailing), .configuration, .leftToRight)
    #expect(l.isModel)
    #expect(
      l.values == .configuration(imagePlacement: .trailing, imagePadding: 8, contentInsets: .zero))
    #expect(l.frames.intrinsicContentSize == Size(width: 72, height: 24))
    var old = spec(.top)
    old.ios = IOSVersion(14)
    #expect(codes(LayoutEngine.layout(old, .configuration, .leftToRight)).contains(.requiresIOS15))
    // Physical left becomes trailing in RTL.
    #expect(ConfigurationModel.imagePlacement(.left, .rightToLeft) == .trailing)
  }

  @Test func configurationTiesRoundTowardTheSmallerCoordinate() {
    // 3x, bounds 101×44, content 72 wide: start (101 - 72)/2 = 14.5 = 43.5 px → 43 px.
    let l = LayoutEngine.layout(
      spec(.left, size: .fixed(Size(width: 101, height: 44))), .configuration, .leftToRight)
    #expect(abs(l.frames.imageFrame!.x - 43.0 / 3) < 1e-9)
  }

  @Test func legacyTechniquesWarnAboutConfigurations() {
    let l = LayoutEngine.layout(spec(.left), .exact, .leftToRight)
    #expect(l.diagnostics.contains { $0.code == .ignoredWithConfiguration && $0.severity == .info })
    var old = spec(.left)
    old.ios = IOSVersion(14)
    #expect(
      !codes(LayoutEngine.layout(old, .exact, .leftToRight)).contains(.ignoredWithConfiguration))
  }

  @Test func validationListsEveryProblem() {
    let bad = ButtonSpec(
      titleSize: Size(width: -1, height: 18), imageSize: Size(width: .nan, height: 3), spacing: -2,
      padding: EdgeInsets(top: 0, left: -1, bottom: 0, right: .infinity), scale: 4)
    let problems = bad.validate()
    #expect(
      Set(problems.map(\.field)) == ["title-size", "image-size", "spacing", "padding", "scale"])
    #expect(problems.allSatisfy { $0.severity == .error })
    let warning = ButtonSpec(titleSize: Size(width: 10, height: 18), spacing: 8).validate()
    #expect(
      warning == [
        ValidationProblem(.warning, "spacing", "'8' has no effect: the button has no image")
      ])
  }

  @Test func titleOnlyExactButtonAvoidsUIKitsPadding() {
    // No image, zero padding: the exact intrinsic size is the title's own 40×18, not 40×30.
    let l = LayoutEngine.layout(
      ButtonSpec(titleSize: Size(width: 40, height: 18)), .exact, .leftToRight)
    #expect(l.frames.intrinsicContentSize == Size(width: 40, height: 18))
    #expect(l.frames.titleFrame == Rect(x: 0, y: 0, width: 40, height: 18))
  }
}
