import Testing

@testable import ButtonLayout

/// The OpenUIKit probe's `titles.titleLineBreakMode.*` cases (iOS 26.1 simulator, 3x):
/// `.filled()` (contentInsets 7, 12, 7, 12), the system 17 pt "A rather long button title here"
/// (223.667 pt on one line), a 140 × 80 button. The system font has no glyph advances here, so
/// the pieces share the width by character (docs/layout-model.md, "Multi-line titles", 4): the
/// line counts, heights and origins are the device's; the widths are approximate.
@Suite struct TitleWrappingMeasuredTests {
  static let title = "A rather long button title here"

  static func spec(_ mode: TitleLineBreak) -> ButtonSpec {
    var spec = ButtonSpec(
      titleSize: Size(width: 223.66666, height: SystemFont.lineHeight(pointSize: 17)),
      padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
      size: .fixed(Size(width: 140, height: 80)))
    spec.titleLines = mode.wraps ? 0 : 1
    spec.titleLineBreak = mode
    spec.titlePieces = TitleWrapper.approximatePieces(
      title, width: 223.66666, mode: mode == .char ? .char : .word)
    return spec
  }

  static func layout(_ mode: TitleLineBreak) -> TechniqueLayout {
    LayoutEngine.layout(spec(mode), .configuration, .leftToRight)
  }

  /// byWordWrapping: 3 lines, the label 60.333 tall at y 9.667; byCharWrapping: 2 lines,
  /// 40.333 tall at y 19.667. Either fits the 116 pt the insets leave.
  @Test(arguments: [(TitleLineBreak.word, 3, 60.33333, 9.66667), (.char, 2, 40.33333, 19.66667)])
  func wrappingModesGiveTheMeasuredLines(
    mode: TitleLineBreak, lines: Int, height: Double, y: Double
  ) throws {
    let layout = Self.layout(mode)
    #expect(layout.titleLines?.count == lines)
    let frame = try #require(layout.frames.titleFrame)
    #expect(abs(frame.height - height) < 1e-3)
    #expect(abs(frame.y - y) < 1e-3)
    #expect(frame.width <= 116)
  }

  /// byTruncatingTail and byTruncatingMiddle: one line filling the room, (12, 29.667, 116,
  /// 20.333).
  @Test(arguments: [TitleLineBreak.tail, .middle])
  func truncationKeepsOneLineFillingTheRoom(mode: TitleLineBreak) throws {
    let layout = Self.layout(mode)
    #expect(layout.titleLines == nil)
    #expect(layout.titleTruncated)
    let frame = try #require(layout.frames.titleFrame)
    #expect(abs(frame.x - 12) < 1e-3 && abs(frame.y - 29.66667) < 1e-3)
    #expect(abs(frame.width - 116) < 1e-3 && abs(frame.height - 20.33333) < 1e-3)
  }

  /// Every mode: the intrinsic size is the single line's, 247.667 × 34.333.
  @Test(arguments: [TitleLineBreak.word, .char, .tail, .middle])
  func theIntrinsicSizeIsTheSingleLines(mode: TitleLineBreak) {
    let size = Self.layout(mode).frames.intrinsicContentSize
    #expect(abs(size.width - 247.66667) < 1e-3 && abs(size.height - 34.33333) < 1e-3)
  }

  /// 1, 2 and 3 lines of the 17 pt system font: 20.333, 40.333, 60.333.
  @Test func lineStackHeights() {
    let lineHeight = SystemFont.lineHeight(pointSize: 17)
    let grid = PixelGrid(scale: 3)
    let heights = (1...3).map {
      grid.ceil(WrappedTitle.rawHeight(lines: $0, lineHeight: lineHeight))
    }
    #expect(zip(heights, [20.33333, 40.33333, 60.33333]).allSatisfy { abs($0 - $1) < 1e-3 })
  }
}
