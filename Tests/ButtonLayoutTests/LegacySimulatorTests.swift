import Testing

@testable import ButtonLayout

/// Hand-computed frames for every rule of docs/layout-model.md section 1. Each test writes out the
/// arithmetic it expects the simulator to do.
@Suite struct LegacySimulatorTests {
  // MARK: Step 5 centring and step 8 drift

  @Test func centringWithOddLeftoverAtScale2() {
    // image 20.5 (41 px @2x), title 43 → leftover (100 - 20.5 - 43)/2 = 18.25 pt = 36.5 px.
    // image x = floorS(18.25) = 36 px = 18; title x = 20.5 + roundS(18.25) = 20.5 + 18.5 = 39.
    // The group drifts: gap = 39 - (18 + 20.5) = 0.5 pt, one pixel (step 8).
    let l = LegacySimulator.layout(
      button(size(100, 40), image: size(20.5, 20), title: size(43, 18), scale: 2))
    #expect(close(l.imageFrame, rect(18, 10, 20.5, 20)))
    // title y = roundS((40 - 18)/2) = 11.
    #expect(close(l.titleFrame, rect(39, 11, 43, 18)))
  }

  @Test func centringWithOddLeftoverAtScale3() {
    // leftover (100 - 20 - 43)/2 = 18.5 pt = 55.5 px at 3x.
    // image x = floor(55.5) px = 55/3; title x = 20 + round(55.5) px = 20 + 56/3.
    let l = LegacySimulator.layout(
      button(size(100, 40), image: size(20, 20), title: size(42.2, 17.9)))
    // title 42.2 × 17.9 rounds to 43 × 18 on iOS 15+ (whole points).
    #expect(close(l.imageFrame, rect(55.0 / 3, 10, 20, 20)))
    #expect(close(l.titleFrame, rect(20 + 56.0 / 3, 11, 43, 18)))
    // gap one pixel: (20 + 56/3) - (55/3 + 20) = 1/3.
    #expect(close(l.titleFrame!.x - l.imageFrame!.maxX, 1.0 / 3))
  }

  // MARK: Step 3 image clamping

  @Test func imageLargerThanItsRectShrinks() {
    // bounds 30×30, image 40×40: IR = (0,0,30,30); iw = min(40,30) = 30, ih = 30.
    let l = LegacySimulator.layout(button(size(30, 30), image: size(40, 40)))
    #expect(l.imageFrame == rect(0, 0, 30, 30))
    #expect(l.imageClamped)
    // intrinsic uses the unclamped image: 40 wide; height max(40, one empty 15 pt line = 18).
    #expect(l.intrinsicContentSize == size(40, 40))
  }

  // MARK: Step 4 truncation and rounding

  @Test func titleTruncatedInNarrowButton() {
    // bounds 60×44, image 24, title 80: maxTitleW = 60 - 24 = 36 → tw = 36, truncated.
    // leftover (60 - 24 - 36)/2 = 0: image x 0, title x 24.
    let l = LegacySimulator.layout(button(size(60, 44), image: size(24, 24), title: size(80, 18)))
    #expect(l.titleTruncated)
    #expect(l.imageFrame == rect(0, 10, 24, 24))
    #expect(l.titleFrame == rect(24, 13, 36, 18))
    // The intrinsic width is not constrained: 24 + 80.
    #expect(l.intrinsicContentSize == size(104, 24))
  }

  @Test func titleRoundingDependsOnIOSVersion() {
    // 21.48 pt at 2x: iOS 14 ceils to the pixel (21.5), iOS 15 to whole points (22).
    let old = LegacySimulator.layout(
      button(size(100, 40), title: size(21.48, 21.48), scale: 2, ios: IOSVersion(14)))
    let new = LegacySimulator.layout(
      button(size(100, 40), title: size(21.48, 21.48), scale: 2, ios: IOSVersion(15)))
    #expect(old.titleFrame?.size == size(21.5, 21.5))
    #expect(new.titleFrame?.size == size(22, 22))
    // centre: iOS 14 x = roundS((100 - 21.5)/2 = 39.25) = 39.5; y = roundS(9.25) = 9.5.
    #expect(old.titleFrame == rect(39.5, 9.5, 21.5, 21.5))
    // iOS 15: x = (100 - 22)/2 = 39, y = 9.
    #expect(new.titleFrame == rect(39, 9, 22, 22))
    // A whole width never grows despite noise: 0.1 + 0.2 + 19.7 → 20.
    let noisy = LegacySimulator.layout(button(size(100, 40), title: size(0.1 + 0.2 + 19.7, 18)))
    #expect(noisy.titleFrame?.width == 20)
  }

  // MARK: Steps 1-2 insets

  @Test func negativeContentInsetsEnlargeTheContentRect() {
    // ci (-5,-10,-5,-10) on 100×40: CR = (-10, -5, 120, 50).
    // leftover (120 - 20 - 40)/2 = 30: image x = -10 + 30 = 20, title x = -10 + 20 + 30 = 40.
    // image y = -5 + floorS((50 - 20)/2) = 10; title y = -5 + roundS((50 - 18)/2) = 11.
    let l = LegacySimulator.layout(
      button(
        size(100, 40), image: size(20, 20), title: size(40, 18), content: insets(-5, -10, -5, -10)))
    #expect(l.contentRect == rect(-10, -5, 120, 50))
    #expect(l.imageFrame == rect(20, 10, 20, 20))
    #expect(l.titleFrame == rect(40, 11, 40, 18))
    // intrinsic: 20 + 40 - 20 = 40 wide, max(20, 18) - 10 = 10 tall.
    #expect(l.intrinsicContentSize == size(40, 10))
  }

  @Test func negativeElementInsetsMoveByHalf() {
    // imageEdgeInsets (0,-8,0,8): IR = (-8, 0, 100, 40); image x = -8 + floorS((100-20-40)/2) = 12.
    let l = LegacySimulator.layout(
      button(
        size(100, 40), image: size(20, 20), title: size(40, 18), imageInsets: insets(0, -8, 0, 8)))
    #expect(l.imageRect == rect(-8, 0, 100, 40))
    #expect(l.imageFrame?.x == 12)
    #expect(l.titleFrame?.x == 40)  // unchanged: 20 + 20
  }

  @Test func contentInsetsLargerThanBoundsCollapseAndSnapOutward() {
    // W 20, ci.left 30, ci.right 10: w = -20, x = 30 - 10 = 20, width 0. H 20: y 0, h 20.
    let a = LegacySimulator.layout(
      button(size(20, 20), image: size(10, 10), content: insets(0, 30, 0, 10)))
    #expect(a.contentRect == rect(20, 0, 0, 20))
    // IR = CR; iw = min(10, 0) = 0, ih = 10; x = 20, y = floorS(5) = 5.
    #expect(a.imageFrame == rect(20, 5, 0, 10))
    // ci.left 31: w = -21, x = 31 - 10.5 = 20.5 = 61.5 px at 3x → floor 61 px, ceil 62 px.
    let b = LegacySimulator.layout(
      button(size(20, 20), image: size(10, 10), content: insets(0, 31, 0, 10)))
    #expect(close(b.contentRect, rect(61.0 / 3, 0, 1.0 / 3, 20)))
  }

  @Test func elementInsetsLargerThanTheContentRectGiveAnEmptyRect() {
    // titleEdgeInsets left 70, right 70 on 100 wide: TR width -40 → 0 [inferred].
    let l = LegacySimulator.layout(
      button(size(100, 40), title: size(40, 18), titleInsets: insets(0, 70, 0, 70)))
    #expect(l.titleRect == rect(70, 0, 0, 40))
    #expect(l.titleTruncated)
    #expect(l.titleFrame?.width == 0)
  }

  // MARK: Step 5 alignments, LTR and RTL

  /// bounds 100×40, image 20×20, title 40×18: IR = TR = (0,0,100,40).
  func aligned(_ align: HorizontalAlignment, _ direction: LayoutDirection) -> LegacyLayout {
    LegacySimulator.layout(
      button(
        size(100, 40), image: size(20, 20), title: size(40, 18), align: align, direction: direction)
    )
  }

  @Test func ltrAlignments() {
    // center: leftover 20: image 20, title 20 + 20 = 40.
    #expect(aligned(.center, .leftToRight).imageFrame?.x == 20)
    #expect(aligned(.center, .leftToRight).titleFrame?.x == 40)
    // left: image 0, title 0 + 20.
    #expect(aligned(.left, .leftToRight).imageFrame?.x == 0)
    #expect(aligned(.left, .leftToRight).titleFrame?.x == 20)
    // right: image max(100 - 40 - 20, 0) = 40, title 100 - 40 = 60.
    #expect(aligned(.right, .leftToRight).imageFrame?.x == 40)
    #expect(aligned(.right, .leftToRight).titleFrame?.x == 60)
    // leading = left, trailing = right in LTR.
    #expect(aligned(.leading, .leftToRight) == aligned(.left, .leftToRight))
    #expect(aligned(.trailing, .leftToRight) == aligned(.right, .leftToRight))
  }

  @Test func rtlPutsTitleBeforeImage() {
    // center: image floorS(20 + 40) = 60; title roundS(20 + 20) - 20 = 20. Title 20…60, image 60…80.
    #expect(aligned(.center, .rightToLeft).imageFrame?.x == 60)
    #expect(aligned(.center, .rightToLeft).titleFrame?.x == 20)
    // left: image 0 + 40, title 0.
    #expect(aligned(.left, .rightToLeft).imageFrame?.x == 40)
    #expect(aligned(.left, .rightToLeft).titleFrame?.x == 0)
    // right: image max(100 - 20, 0) = 80, title 100 - 40 - 20 = 40.
    #expect(aligned(.right, .rightToLeft).imageFrame?.x == 80)
    #expect(aligned(.right, .rightToLeft).titleFrame?.x == 40)
    // leading = right, trailing = left in RTL.
    #expect(aligned(.leading, .rightToLeft) == aligned(.right, .rightToLeft))
    #expect(aligned(.trailing, .rightToLeft) == aligned(.left, .rightToLeft))
  }

  @Test func rtlCentreWithOddLeftover() {
    // 3x, bounds 100, image 20, title 43: leftover 18.5.
    // image x = floorS(18.5 + 43) = floor(184.5 px) = 184/3; title x = roundS(18.5 + 20) - 20 = 116/3 - 20.
    let l = LegacySimulator.layout(
      button(size(100, 40), image: size(20, 20), title: size(43, 18), direction: .rightToLeft))
    #expect(close(l.imageFrame!.x, 184.0 / 3))
    #expect(close(l.titleFrame!.x, 116.0 / 3 - 20))
  }

  @Test func rightAlignmentNeverPushesTheImageLeftOfItsRect() {
    // title 90 + image 20 > 100: image x = max(100 - 90 - 20, 0) = 0; the title truncates to 80.
    let l = LegacySimulator.layout(
      button(size(100, 40), image: size(20, 20), title: size(90, 18), align: .right))
    #expect(l.imageFrame?.x == 0)
    #expect(l.titleFrame == rect(20, 11, 80, 18))
  }

  @Test func fillStretchesBothElements() {
    // widths split by share of 60: image 20*100/60, title 40*100/60, title flush right.
    let l = LegacySimulator.layout(
      button(size(100, 40), image: size(20, 20), title: size(40, 18), align: .fill, valign: .fill))
    #expect(close(l.imageFrame, rect(0, 0, 100.0 / 3, 40)))
    #expect(close(l.titleFrame, rect(100.0 / 3, 0, 200.0 / 3, 40)))
    // RTL mirrors [inferred]: title at the left, image at the right.
    let r = LegacySimulator.layout(
      button(
        size(100, 40), image: size(20, 20), title: size(40, 18), align: .fill,
        direction: .rightToLeft))
    #expect(close(r.titleFrame!.x, 0))
    #expect(close(r.imageFrame!.x, 100 - 100.0 / 3))
    // No title: the image fills the width (denominator iw).
    let i = LegacySimulator.layout(button(size(50, 40), image: size(20, 20), align: .fill))
    #expect(i.imageFrame?.width == 50)
  }

  @Test func fillWithNothingUsesDenominatorOne() {
    let l = LegacySimulator.layout(
      button(size(50, 40), image: size(0, 0), title: size(0, 18), align: .fill))
    #expect(l.imageFrame?.width == 0)
    #expect(l.titleFrame?.width == 0)
    #expect(l.titleFrame?.x == 50)
  }

  // MARK: Step 6 vertical alignments

  @Test func verticalAlignments() {
    func v(_ a: VerticalAlignment) -> LegacyLayout {
      LegacySimulator.layout(
        button(size(100, 40), image: size(20, 20), title: size(40, 18), valign: a))
    }
    // center: image floorS(10) = 10; title roundS(11) = 11.
    #expect(v(.center).imageFrame?.y == 10)
    #expect(v(.center).titleFrame?.y == 11)
    #expect(v(.top).imageFrame?.y == 0)
    #expect(v(.top).titleFrame?.y == 0)
    // bottom: image max(40 - 20, 0) = 20; title 40 - 18 = 22.
    #expect(v(.bottom).imageFrame?.y == 20)
    #expect(v(.bottom).titleFrame?.y == 22)
    // fill: both take the full height of their rect.
    #expect(v(.fill).imageFrame?.height == 40)
    #expect(v(.fill).titleFrame?.height == 40)
  }

  @Test func verticalCentreOddLeftoverFloorsImageRoundsTitle() {
    // H 41 at 2x: image (41 - 20)/2 = 10.5 → floorS 10.5 (on grid); at 3x 31.5 px → 31/3.
    // title (41 - 18)/2 = 11.5 → 3x: 34.5 px → round 35/3.
    let l = LegacySimulator.layout(button(size(100, 41), image: size(20, 20), title: size(40, 18)))
    #expect(close(l.imageFrame!.y, 31.0 / 3))
    #expect(close(l.titleFrame!.y, 35.0 / 3))
  }

  // MARK: Step 7 final rounding

  @Test func originsAreRoundedLast() {
    // contentEdgeInsets left 0.2 at 1x: CR snaps outward to x = 0, width 100.
    // imageEdgeInsets left 0.4: IR.x = roundS(0.4) = 0 at 1x; origins stay whole.
    let l = LegacySimulator.layout(
      button(
        size(100, 40), image: size(20, 20), content: insets(0, 0.2, 0, 0),
        imageInsets: insets(0, 0.4, 0, 0), scale: 1))
    #expect(l.contentRect == rect(0, 0, 100, 40))
    #expect(l.imageFrame == rect(40, 10, 20, 20))
  }

  // MARK: Step 10 intrinsic size

  @Test func titleOnlyButtonGetsPaddingAndMinimumWidth() {
    // title 10 × 17.9 → 10 × 18; no image, zero insets: width max(10, 30) = 30, height 18 + 12.
    let l = LegacySimulator.layout(button(nil, title: size(10, 17.9)))
    #expect(l.intrinsicContentSize == size(30, 30))
    // laid out at that size: title x = roundS((30 - 10)/2) = 10, y = roundS((30 - 18)/2) = 6.
    #expect(l.titleFrame == rect(10, 6, 10, 18))
    // One non-zero content inset removes padding and minimum: 10 + 1 wide, 18 tall.
    let inset = LegacySimulator.layout(
      button(nil, title: size(10, 17.9), content: insets(0, 1, 0, 0)))
    #expect(inset.intrinsicContentSize == size(11, 18))
  }

  @Test func imageOnlyButtonCountsOneEmptyLine() {
    // 10×6 image alone: height max(6, ceil(15 × 2444/2048 = 17.9004)) = 18 (docs/layout-model.md).
    #expect(
      LegacySimulator.layout(button(nil, image: size(10, 6))).intrinsicContentSize == size(10, 18))
    // iOS 14 @2x: 18 pt font line 21.48046875 → ceilS 21.5.
    let old = LegacySimulator.layout(button(nil, image: size(10, 6), scale: 2, ios: IOSVersion(14)))
    #expect(old.intrinsicContentSize == size(10, 21.5))
    #expect(old.titleFrame == nil)
  }

  @Test func intrinsicIgnoresImageAndTitleInsets() {
    // 24 + 53 wide, max(24, 18) tall, plus content insets 4 + 6 and 2 + 8.
    let l = LegacySimulator.layout(
      button(
        nil, image: size(24, 24), title: size(52.3, 17.9), content: insets(2, 4, 8, 6),
        imageInsets: insets(0, -10, 0, 10), titleInsets: insets(5, 5, 5, 5)))
    #expect(l.intrinsicContentSize == size(87, 34))
    #expect(l.bounds == size(87, 34))
  }

  @Test func emptyButtonCountsAsTitleOnly() {
    // No image, no title [inferred]: width max(0, 30), height 18 + 12.
    let l = LegacySimulator.layout(button(nil))
    #expect(l.intrinsicContentSize == size(30, 30))
    #expect(l.imageFrame == nil && l.titleFrame == nil)
  }
}
