import ButtonTestSupport
import Testing

@testable import ButtonLayout

/// A configuration's title and subtitle (docs/layout-model.md, "Subtitle and title alignment"):
/// every case OpenUIKit's iOS 26.1 button probe measured (`ios-26.1-iphone16.json`,
/// `titles.titleAndSubtitle` and the four `titles.titleAlignment` cases), then the stack's
/// promises on random buttons.
@Suite struct SubtitleLayoutTests {
  /// 17 pt "Configure" (75 × 20.333), as UIKit's label sizes it at 3x.
  static let configure = Size(width: 75, height: 61.0 / 3)
  /// 13 pt "Subtitle" (46.667 × 15.667).
  static let subtitleText = Size(width: 140.0 / 3, height: 47.0 / 3)
  /// 13 pt "Sub" (23.667 × 15.667).
  static let sub = Size(width: 71.0 / 3, height: 47.0 / 3)

  /// A configuration with UIKit's factory insets (7, 12, 7, 12), at 3x.
  static func spec(subtitle: Size, size: ButtonSize = .fit) -> ButtonSpec {
    var spec = ButtonSpec(
      titleSize: configure, padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
      size: size)
    spec.subtitleSize = subtitle
    return spec
  }

  func expectRect(_ r: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ what: String) {
    guard let r else {
      Issue.record("\(what): no frame")
      return
    }
    let ok = [r.x - x, r.y - y, r.width - w, r.height - h].allSatisfy { abs($0) < 1e-4 }
    #expect(ok, "\(what): \(r) is not (\(x), \(y), \(w), \(h))")
  }

  /// `titles.titleAndSubtitle` [measured]: intrinsic 99 × 51; title (12, 7, 75, 20.333);
  /// subtitle (12, 28.333, 46.667, 15.667), titlePadding 1, titleAlignment automatic.
  @Test func titleAndSubtitleAtTheIntrinsicSize() {
    var spec = Self.spec(subtitle: Self.subtitleText)
    spec.titleAlignment = .automatic
    let l = LayoutEngine.layout(spec, .configuration, .leftToRight)
    #expect(abs(l.frames.intrinsicContentSize.width - 99) < 1e-9)
    #expect(abs(l.frames.intrinsicContentSize.height - 51) < 1e-9)
    expectRect(l.frames.titleFrame, 12, 7, 75, 61.0 / 3, "title")
    expectRect(l.frames.subtitleFrame, 12, 85.0 / 3, 140.0 / 3, 47.0 / 3, "subtitle")
    #expect(l.diagnostics.allSatisfy { $0.code == .smallHitTarget }, "\(l.diagnostics)")
  }

  /// `titles.titleAlignment.<case>` [measured]: a 260 × 60 button, "Configure" over "Sub"; the
  /// title stays at (92.333, 11.333) in every case, the subtitle (y 32.667) moves.
  @Test(arguments: [
    (ConfigurationTitleAlignment.automatic, 277.0 / 3),
    (.leading, 277.0 / 3),
    (.center, 118.0),
    (.trailing, 431.0 / 3),
  ])
  func titleAlignmentInAWiderButton(_ alignment: ConfigurationTitleAlignment, _ x: Double) {
    var spec = Self.spec(subtitle: Self.sub, size: .fixed(Size(width: 260, height: 60)))
    spec.titleAlignment = alignment
    let l = LayoutEngine.layout(spec, .configuration, .leftToRight)
    expectRect(l.frames.titleFrame, 277.0 / 3, 34.0 / 3, 75, 61.0 / 3, "title \(alignment)")
    expectRect(l.frames.subtitleFrame, x, 98.0 / 3, 71.0 / 3, 47.0 / 3, "subtitle \(alignment)")
    #expect(!l.diagnostics.contains { $0.code == .offCenter || $0.code == .offPixel })
  }

  /// Unset, the alignment is the one the generated code sets (the content alignment's), and a
  /// button without a subtitle lays out exactly as before.
  @Test func unsetAlignmentFollowsTheContentAlignmentAndNoSubtitleChangesNothing() {
    var spec = Self.spec(subtitle: Self.sub, size: .fixed(Size(width: 260, height: 60)))
    #expect(SubtitleStack.alignment(spec, .leftToRight) == .center)
    spec.horizontalAlignment = .left
    #expect(SubtitleStack.alignment(spec, .leftToRight) == .leading)
    #expect(SubtitleStack.alignment(spec, .rightToLeft) == .trailing)
    var plain = Self.spec(subtitle: Self.sub)
    plain.subtitleSize = nil
    var padded = plain
    padded.titlePadding = 9
    padded.titleAlignment = .trailing
    for technique in Technique.allCases where technique != .insets {
      #expect(
        LayoutEngine.layout(plain, technique, .leftToRight)
          == LayoutEngine.layout(padded, technique, .leftToRight))
    }
  }

  /// A subtitle in right to left [inferred]: leading is the right edge.
  @Test func leadingIsTheRightEdgeInRightToLeft() {
    var spec = Self.spec(subtitle: Self.sub, size: .fixed(Size(width: 260, height: 60)))
    spec.titleAlignment = .leading
    let l = LayoutEngine.layout(spec, .configuration, .rightToLeft)
    let title = l.frames.titleFrame!
    let subtitle = l.frames.subtitleFrame!
    #expect(abs(subtitle.maxX - title.maxX) < 1e-9)
  }

  /// The legacy techniques have no subtitle: each says so, the configuration does not.
  @Test func legacyTechniquesWarnThatTheyHaveNoSubtitle() {
    let spec = Self.spec(subtitle: Self.sub)
    for layout in LayoutEngine.layouts(spec) {
      let warned = layout.diagnostics.filter { $0.code == .subtitleUnsupported }
      #expect(warned.count == (layout.technique.isLegacy ? 1 : 0), "\(layout.technique)")
      #expect(warned.allSatisfy { $0.severity == .warning })
      #expect(layout.technique.isLegacy == (layout.frames.subtitleFrame == nil))
    }
  }

  /// Bad values are named with their field.
  @Test func validationNamesTheFields() {
    var spec = Self.spec(subtitle: Self.sub)
    spec.titlePadding = -2
    #expect(spec.validate().map(\.description).contains("title-padding: '-2' must not be negative"))
    spec.titlePadding = .infinity
    #expect(spec.validate().contains { $0.field == .titlePadding })
    spec.titlePadding = 1
    spec.subtitleSize = Size(width: -1, height: 3)
    #expect(spec.validate().contains { $0.field == .subtitleSize })
  }

  /// On random buttons: the labels never overlap, the subtitle is exactly `titlePadding` under
  /// the title, each keeps its size while the stack fits, the stack is one label's width, and
  /// at the intrinsic size both lie inside the content rect; the image keeps `imagePadding` to
  /// the stack.
  @Test func theStackOnRandomButtons() {
    var rng = SplitMix64(seed: 28_0003)
    let alignments = ConfigurationTitleAlignment.allCases
    let placements: [Placement] = [.left, .right, .top, .bottom, .leading, .trailing]
    for i in 0..<2000 {
      let scale = Double([1, 2, 3][Int(rng.next() % 3)])
      func length(_ max: Double) -> Double { Double(rng.next() % 10_000) / 10_000 * max }
      var spec = ButtonSpec(
        titleSize: Size(width: 1 + length(200), height: 8 + length(30)),
        imageSize: rng.next() % 2 == 0 ? Size(width: length(40), height: length(40)) : nil,
        placement: placements[Int(rng.next() % 6)], spacing: length(20),
        padding: EdgeInsets(
          top: length(20), left: length(20), bottom: length(20), right: length(20)),
        scale: scale, direction: .both)
      spec.subtitleSize = Size(width: 1 + length(200), height: 6 + length(24))
      spec.titlePadding = rng.next() % 3 == 0 ? 1 : length(12)
      spec.titleAlignment = rng.next() % 5 == 0 ? nil : alignments[Int(rng.next() % 4)]
      let context = "case \(i) \(spec)"
      for direction in spec.directions {
        let l = LayoutEngine.layout(spec, .configuration, direction)
        guard let t = l.frames.titleFrame, let s = l.frames.subtitleFrame else {
          Issue.record("no frames \(context)")
          continue
        }
        #expect(abs(s.minY - t.maxY - spec.titlePadding) < 1e-9, "padding \(context)")
        #expect(t.maxY <= s.minY + 1e-9, "overlap \(context)")
        let grid = spec.grid
        #expect(abs(t.width - grid.ceil(spec.titleSize!.width)) < 1e-9, "title width \(context)")
        #expect(abs(s.width - grid.ceil(spec.subtitleSize!.width)) < 1e-9, "width \(context)")
        let stack = Diagnose.union(t, s)
        #expect(abs(stack.width - max(t.width, s.width)) < 1e-9, "stack width \(context)")
        let area = l.frames.contentRect
        #expect(stack.minX >= area.minX - 1e-9 && stack.maxX <= area.maxX + 1e-9, "x \(context)")
        #expect(stack.minY >= area.minY - 1e-9 && stack.maxY <= area.maxY + 1e-9, "y \(context)")
        if spec.imageSize != nil {
          #expect(abs((l.gap ?? .nan) - spec.spacing) < 1e-9, "gap \(context)")
        }
        #expect(!l.diagnostics.contains { $0.severity == .error }, "\(l.diagnostics) \(context)")
      }
    }
  }
}
