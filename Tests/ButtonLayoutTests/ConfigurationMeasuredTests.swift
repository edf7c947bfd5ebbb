import Testing

@testable import ButtonLayout

/// The `configuration` technique against UIButton.Configuration as measured on the iOS 26.1
/// simulator (docs/layout-model.md section 2). Every number in a comment is a device value from
/// Vercantez/openuikit, `uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json` (3x,
/// iPhone 16) or `uikit/golden/button_configurations_2x.layout.json` (2x).
///
/// A title's width is an input (the system font's advances cannot be measured off Apple
/// platforms): each test gives the width the device's label shows and the system font's
/// published line height, and checks what the model does with them.
@Suite struct ConfigurationMeasuredTests {
  /// A title-only configured button: `contentInsets` are the padding (LTR).
  static func spec(
    titleWidth: Double = 75, pointSize: Double = 17,
    insets: EdgeInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
    size: ButtonSize = .fit, scale: Double = 3
  ) -> ButtonSpec {
    ButtonSpec(
      titleSize: Size(width: titleWidth, height: SystemFont.lineHeight(pointSize: pointSize)),
      padding: insets, size: size, scale: scale)
  }

  static func layout(_ spec: ButtonSpec) -> TechniqueLayout {
    LayoutEngine.layout(spec, .configuration, .leftToRight)
  }

  // MARK: 1. The title label is rounded up to the pixel grid, not to whole points

  @Test func titleIsRoundedUpToThePixelGrid() throws {
    // System 17 pt "Configure" (line height 20.287): the label is 75 × 20.333 at 3x and
    // 75 × 20.5 at 2x. The legacy button's label would be 75 × 21 at both.
    let at3x = try #require(ConfigurationModel.titleSize(Self.spec()))
    #expect(close(at3x, size(75, 61.0 / 3)))
    let at2x = try #require(ConfigurationModel.titleSize(Self.spec(scale: 2)))
    #expect(at2x == size(75, 20.5))
    #expect(Self.spec().roundedTitleSize == size(75, 21))
    // System 15 pt: 67.333 × 18 at 3x (a legacy label would be 68 pt wide).
    let fifteen = try #require(
      ConfigurationModel.titleSize(Self.spec(titleWidth: 202.0 / 3, pointSize: 15)))
    #expect(close(fifteen, size(202.0 / 3, 18)))
    // Bold 20 pt "Terms of Use": 123 × 24 (the published vertical metrics give 23.867).
    let bold = try #require(ConfigurationModel.titleSize(Self.spec(titleWidth: 123, pointSize: 20)))
    #expect(close(bold, size(123, 24)))
  }

  @Test func titleFrameIsTheRoundedTitle() throws {
    // Medium defaults: titleLabel.frame (12, 7, 75, 20.333); buttoncat used to say
    // (12, 7, 75, 21).
    let l = Self.layout(Self.spec())
    #expect(close(l.frames.titleFrame, rect(12, 7, 75, 61.0 / 3)))
    #expect(l.isModel)
  }

  // MARK: 2. Intrinsic size: title plus contentInsets, nothing rounded further

  @Test func intrinsicSizeIsTheTitlePlusTheInsets() {
    // (7, 12, 7, 12): 99 × 34.333 at 3x (buttoncat used to say 99 × 35) and 99 × 34.5 at 2x.
    #expect(close(Self.layout(Self.spec()).frames.intrinsicContentSize, size(99, 103.0 / 3)))
    #expect(Self.layout(Self.spec(scale: 2)).frames.intrinsicContentSize == size(99, 34.5))
    // (15, 20, 15, 20): 115 × 50.333.
    let large = Self.layout(Self.spec(insets: insets(15, 20, 15, 20)))
    #expect(close(large.frames.intrinsicContentSize, size(115, 151.0 / 3)))
    // Zero insets: 75 × 20.333, the title alone (no legacy title-only padding).
    let zero = Self.layout(Self.spec(insets: .zero))
    #expect(close(zero.frames.intrinsicContentSize, size(75, 61.0 / 3)))
    #expect(close(zero.frames.titleFrame, rect(0, 0, 75, 61.0 / 3)))
    // Bold 20 pt "Terms of Use" with (7, 12, 7, 12): 147 × 38.
    let bold = Self.layout(Self.spec(titleWidth: 123, pointSize: 20))
    #expect(close(bold.frames.intrinsicContentSize, size(147, 38)))
    #expect(close(bold.frames.titleFrame, rect(12, 7, 123, 24)))
    // A configured button's own intrinsic size is what the diagnostics expect of it.
    #expect(!bold.diagnostics.contains { $0.code == .intrinsicSizeMismatch })
  }

  // MARK: 3. contentInsets are not snapped to the pixel grid

  @Test func contentInsetsAreUsedAsGiven() {
    // (8.5, 12, 8.5, 12) at 3x: the title at y = 8.5 (25.5 px, not on the grid), 99 × 37.333.
    let half = Self.layout(Self.spec(insets: insets(8.5, 12, 8.5, 12)))
    #expect(close(half.frames.titleFrame, rect(12, 8.5, 75, 61.0 / 3)))
    #expect(close(half.frames.intrinsicContentSize, size(99, 112.0 / 3)))
    // (3, 20, 7, 4): the title at (20, 3), 99 × 30.333.
    let asymmetric = Self.layout(Self.spec(insets: insets(3, 20, 7, 4)))
    #expect(close(asymmetric.frames.titleFrame, rect(20, 3, 75, 61.0 / 3)))
    #expect(close(asymmetric.frames.intrinsicContentSize, size(99, 91.0 / 3)))
    // (12, 12, 12, 12): the title at (12, 12), 99 × 44.333.
    let even = Self.layout(Self.spec(insets: insets(12, 12, 12, 12)))
    #expect(close(even.frames.titleFrame, rect(12, 12, 75, 61.0 / 3)))
    #expect(close(even.frames.intrinsicContentSize, size(99, 133.0 / 3)))
  }

  // MARK: 4. Centring in a larger button: to the pixel grid, a tie going down

  @Test func centringRoundsATieTowardTheSmallerCoordinate() {
    // 160 × 44 at 3x: the title at (42.333, 11.667); the exact centre is (42.5, 11.833), both
    // half-pixel ties.
    let at3x = Self.layout(Self.spec(size: .fixed(size(160, 44))))
    #expect(close(at3x.frames.titleFrame, rect(127.0 / 3, 35.0 / 3, 75, 61.0 / 3)))
    #expect(close(at3x.frames.intrinsicContentSize, size(99, 103.0 / 3)))
    // 170 × 36 at 2x: the title at (47.5, 7.5) for an exact (47.5, 7.75); intrinsic 99 × 34.5.
    let at2x = Self.layout(Self.spec(size: .fixed(size(170, 36)), scale: 2))
    #expect(at2x.frames.titleFrame == rect(47.5, 7.5, 75, 20.5))
    #expect(at2x.frames.intrinsicContentSize == size(99, 34.5))
  }

  @Test func aNonTieGoesToTheNearestPixel() {
    // Not measured (every published case is a tie): the model's choice, InferredRules.
    let grid = PixelGrid(scale: 3)
    // 1.4 px → 1 px, a tie of 1.5 px → 1 px, 1.6 px → 2 px (flooring would give 1 px), and a
    // negative tie goes toward the smaller coordinate too.
    #expect(close(InferredRules.configurationOffset(1.4 / 3, grid: grid), 1.0 / 3))
    #expect(close(InferredRules.configurationOffset(1.5 / 3, grid: grid), 1.0 / 3))
    #expect(close(InferredRules.configurationOffset(1.6 / 3, grid: grid), 2.0 / 3))
    #expect(close(InferredRules.configurationOffset(-1.5 / 3, grid: grid), -2.0 / 3))
    // A 160 × 44.2 button at 3x: leftover 9.867, half 4.933 = 14.8 px → 15 px (floor: 14).
    let l = Self.layout(Self.spec(size: .fixed(size(160, 44.2))))
    #expect(close(l.frames.titleFrame!.y, 7 + 5))
  }

  // MARK: 5. Defaults per button size, the same for every factory

  @Test(arguments: ConfigurationButtonSize.allCases)
  func defaultsPerButtonSize(_ buttonSize: ConfigurationButtonSize) {
    // Device: mini and small (5, 10, 5, 10) with 15 pt, 67.333 × 18 title at (10, 5), intrinsic
    // 87.333 × 28; medium (7, 12, 7, 12) with 17 pt, title (12, 7, 75, 20.333), 99 × 34.333;
    // large (15, 20, 15, 20) with 17 pt, title (20, 15, 75, 20.333), 115 × 50.333.
    let expected: (insets: DirectionalEdgeInsets, points: Double, title: Rect, intrinsic: Size) =
      switch buttonSize {
      case .mini, .small:
        (
          .init(top: 5, leading: 10, bottom: 5, trailing: 10), 15, rect(10, 5, 202.0 / 3, 18),
          size(262.0 / 3, 28)
        )
      case .medium:
        (
          .init(top: 7, leading: 12, bottom: 7, trailing: 12), 17, rect(12, 7, 75, 61.0 / 3),
          size(99, 103.0 / 3)
        )
      case .large:
        (
          .init(top: 15, leading: 20, bottom: 15, trailing: 20), 17, rect(20, 15, 75, 61.0 / 3),
          size(115, 151.0 / 3)
        )
      }
    #expect(buttonSize.defaultContentInsets == expected.insets)
    #expect(buttonSize.defaultTitlePointSize == expected.points)
    // A button built from the size's defaults lays out as the device's does.
    let width = buttonSize.defaultTitlePointSize == 15 ? 202.0 / 3 : 75
    var spec = Self.spec(
      titleWidth: width, pointSize: buttonSize.defaultTitlePointSize,
      insets: buttonSize.defaultContentInsets.resolved(.leftToRight))
    spec.configurationButtonSize = buttonSize
    let l = Self.layout(spec)
    #expect(close(l.frames.titleFrame, expected.title))
    #expect(close(l.frames.intrinsicContentSize, expected.intrinsic))
  }

  @Test func paddingDefaultsAreTheSameForEverySize() {
    // Every factory and size: imagePadding 0, titlePadding 1; a spec is medium unless told.
    #expect(ConfigurationButtonSize.defaultImagePadding == 0)
    #expect(ConfigurationButtonSize.defaultTitlePadding == 1)
    #expect(ButtonSpec().configurationButtonSize == .medium)
    #expect(ConfigurationButtonSize.default == .medium)
  }

  // MARK: 6. imagePadding lies exactly between image and title

  /// "Go" (17 pt, 22 pt wide) beside an image 28 pt wide, medium insets. The device's image was
  /// the star.fill symbol, whose 28 × 26.667 image view takes 28 pt across in the layout; here a
  /// 28 × 20 bitmap stands for it (symbol metrics are not modelled), so only the horizontal
  /// numbers are the device's.
  static func goSpec(_ placement: Placement, padding: Double) -> ButtonSpec {
    ButtonSpec(
      titleSize: Size(width: 22, height: SystemFont.lineHeight(pointSize: 17)),
      imageSize: size(28, 20), placement: placement, spacing: padding,
      padding: insets(7, 12, 7, 12))
  }

  @Test(arguments: [(0.0, 40.0, 74.0), (6, 46, 80), (20, 60, 94)])
  func imagePaddingLeading(padding: Double, titleX: Double, width: Double) {
    // Device, leading: image view x = 12, title x = 40 / 46 / 60, intrinsic width 74 / 80 / 94
    // for imagePadding 0 / 6 / 20.
    let l = Self.layout(Self.goSpec(.leading, padding: padding))
    #expect(l.frames.imageFrame?.x == 12)
    #expect(l.frames.titleFrame?.x == titleX)
    #expect(l.frames.intrinsicContentSize.width == width)
    #expect(l.gap == padding)
  }

  @Test(arguments: [(0.0, 34.0, 74.0), (6, 40, 80), (20, 54, 94)])
  func imagePaddingTrailing(padding: Double, imageX: Double, width: Double) {
    // Device, trailing: title x = 12, image view x = 40 / 54 for imagePadding 6 / 20, intrinsic
    // width 80 / 94; with 0 the image follows the 22 pt title directly (34, width 74).
    let l = Self.layout(Self.goSpec(.trailing, padding: padding))
    #expect(l.frames.titleFrame?.x == 12)
    #expect(l.frames.imageFrame?.x == imageX)
    #expect(l.frames.intrinsicContentSize.width == width)
    #expect(l.gap == padding)
  }

  @Test(arguments: [Placement.top, .bottom], [0.0, 6, 20])
  func imagePaddingAboveAndBelow(placement: Placement, padding: Double) throws {
    // Device, bottom with 20: the 22 pt title centred on the 28 pt image, at (15, 7). Top with
    // 0 / 6 / 20: the title at y = 27.333 / 33.333 / 47.333 and the height 60.667 for 6, 74.667
    // for 20: each step of padding moves the title and grows the button by exactly that much
    // (the symbol's own height is not modelled, so the absolute y differs here).
    let l = Self.layout(Self.goSpec(placement, padding: padding))
    let title = try #require(l.frames.titleFrame)
    let image = try #require(l.frames.imageFrame)
    #expect(title.x == 15)
    #expect(image.x == 12)
    let gap = placement == .top ? title.minY - image.maxY : image.minY - title.maxY
    #expect(close(gap, padding))
    #expect(close(l.gap ?? .nan, padding))
    if placement == .bottom { #expect(title.y == 7) }
    let none = Self.layout(Self.goSpec(placement, padding: 0))
    #expect(
      close(l.frames.intrinsicContentSize.height - none.frames.intrinsicContentSize.height, padding)
    )
    if placement == .top { #expect(close(title.y - none.frames.titleFrame!.y, padding)) }
  }

  // MARK: What stays a model

  @Test func otherAlignmentsMoveTheContentToThatEdge() {
    // Not measured: [inferred] in InferredRules.configurationAlignment. 160 × 44, medium insets.
    var spec = Self.spec(size: .fixed(size(160, 44)))
    spec.horizontalAlignment = .left
    spec.verticalAlignment = .top
    #expect(close(Self.layout(spec).frames.titleFrame, rect(12, 7, 75, 61.0 / 3)))
    spec.horizontalAlignment = .trailing
    spec.verticalAlignment = .bottom
    // Leftover 61 and 9.667 pt, both on the grid: the right and bottom edges.
    #expect(close(Self.layout(spec).frames.titleFrame, rect(73, 16.0 + 2.0 / 3, 75, 61.0 / 3)))
    spec.horizontalAlignment = .fill
    spec.verticalAlignment = .fill
    #expect(close(Self.layout(spec).frames.titleFrame, rect(127.0 / 3, 35.0 / 3, 75, 61.0 / 3)))
    #expect(Self.layout(spec).isModel)
  }
}
