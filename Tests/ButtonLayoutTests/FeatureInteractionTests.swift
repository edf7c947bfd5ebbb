import Testing

@testable import ButtonLayout

/// Issue 28's parts laid out together: an image beside a squeezed title, a title wrapping
/// beside what takes the image's place (a symbol's view, the activity indicator, a
/// reservation), a subtitle wider than its room. Each result is checked geometrically, not
/// against the engine's own numbers.
@Suite struct FeatureInteractionTests {
  static let title = "A rather long button title here"

  /// A configuration of `title` at 17 pt (DejaVu-like advances: 7 pt a character) in a fixed
  /// 140 × 120 button with no padding.
  static func spec(lines: Int = 1) -> ButtonSpec {
    var spec = ButtonSpec(
      titleSize: Size(width: 7 * Double(title.count), height: 19.789), titleLineHeight: 19.789,
      size: .fixed(Size(width: 140, height: 120)))
    spec.titleLines = lines
    spec.titlePieces = TitleWrapper.approximatePieces(
      title, width: 7 * Double(title.count), mode: .word)
    return spec
  }

  static func layout(_ spec: ButtonSpec) -> TechniqueLayout {
    LayoutEngine.layout(spec, .configuration, .leftToRight)
  }

  /// Every frame of `layout` inside its bounds.
  static func inside(_ layout: TechniqueLayout) -> Bool {
    let frames = [
      layout.frames.imageFrame, layout.frames.titleFrame, layout.frames.subtitleFrame,
      layout.frames.activityIndicatorFrame,
    ].compactMap { $0 }
    return frames.allSatisfy {
      $0.minX >= -1e-9 && $0.minY >= -1e-9 && $0.maxX <= layout.bounds.width + 1e-9
        && $0.maxY <= layout.bounds.height + 1e-9
    }
  }

  @Test func anImageStaysBesideASqueezedTitle() throws {
    var spec = Self.spec()
    spec.imageSize = Size(width: 20, height: 20)
    let layout = Self.layout(spec)
    let image = try #require(layout.frames.imageFrame)
    let title = try #require(layout.frames.titleFrame)
    #expect(image.minX == 0)
    #expect(abs(title.minX - image.maxX) < 1e-9, "\(image) \(title)")
    #expect(Self.inside(layout))
    #expect(!layout.diagnostics.contains { $0.code == .spacingMismatch })
  }

  @Test func aWrappedTitleLeavesRoomForTheActivityIndicator() throws {
    var spec = Self.spec(lines: 0)
    spec.showsActivityIndicator = true
    let layout = Self.layout(spec)
    let indicator = try #require(layout.frames.activityIndicatorFrame)
    let title = try #require(layout.frames.titleFrame)
    // As tall as one line of the title, not as its wrapped block.
    #expect(indicator.height == 20 && indicator.width == 20, "\(indicator)")
    #expect(title.minX >= indicator.maxX - 1e-9, "\(indicator) \(title)")
    #expect(title.height > 20)
    #expect(Self.inside(layout))
    let errors = layout.diagnostics.filter { $0.severity == .error }.map(\.code)
    #expect(errors.isEmpty, "\(errors)")
  }

  @Test func aWrappedTitleLeavesRoomForASymbolsView() throws {
    var spec = Self.spec(lines: 0)
    spec.imageSize = Size(width: 22, height: 20)
    spec.symbolPointSize = 17
    spec.symbolImageViewSize = Size(width: 28, height: 26.667)
    let layout = Self.layout(spec)
    let image = try #require(layout.frames.imageFrame)
    let title = try #require(layout.frames.titleFrame)
    #expect(image.width == 28)
    #expect(title.minX >= image.maxX - 1e-9, "\(image) \(title)")
    #expect(title.maxX <= 140 + 1e-9)
    let errors = layout.diagnostics.filter { $0.severity == .error }.map(\.code)
    #expect(errors.isEmpty, "\(errors)")
  }

  @Test func aSubtitleWiderThanItsRoomIsSqueezedAndReported() throws {
    var spec = ButtonSpec(
      titleSize: Size(width: 20, height: 19.789), size: .fixed(Size(width: 140, height: 60)))
    spec.subtitleSize = Size(width: 254, height: 15.133)
    spec.padding = EdgeInsets(top: 0, left: 12, bottom: 0, right: 12)
    let layout = Self.layout(spec)
    let subtitle = try #require(layout.frames.subtitleFrame)
    #expect(subtitle.minX == 12 && subtitle.width == 116, "\(subtitle)")
    #expect(Self.inside(layout))
    let truncated = layout.diagnostics.filter { $0.code == .titleTruncated }
    #expect(truncated.count == 1 && truncated[0].message.hasPrefix("the subtitle needs"))
  }
}
