import ButtonTestSupport
import Testing

@testable import ButtonLayout

/// What takes the image's place in a configured button (docs/layout-model.md, "The image's
/// place in a configuration"): the activity indicator and an SF Symbol as measured on the iOS
/// 26.1 simulator (Vercantez/openuikit, `uikit/Tools/oracle2/buttonconfigprobe/
/// ios-26.1-iphone16.json`, sections `misc.showsActivityIndicator` and
/// `imagePlacement.<placement>_pad<N>`; every number in a comment is a device value), and the
/// image reservation from Apple's description [UNVERIFIED], as properties.
@Suite struct ImageSlotMeasuredTests {
  static let third = 1.0 / 3
  static func layout(_ spec: ButtonSpec, _ technique: Technique = .configuration)
    -> TechniqueLayout
  {
    LayoutEngine.layout(spec, technique, .leftToRight)
  }

  // MARK: The activity indicator

  /// `.filled()`, "Configure" (17 pt, 75 pt wide), medium insets, imagePadding 0.
  static func indicatorSpec() -> ButtonSpec {
    var spec = ButtonSpec(
      titleSize: size(75, SystemFont.lineHeight(pointSize: 17)), padding: insets(7, 12, 7, 12))
    spec.showsActivityIndicator = true
    return spec
  }

  @Test func activityIndicatorWidensTheButtonAsMeasured() throws {
    // Device: intrinsic 119.333 × 34.333 (99 × 34.333 without); the UIActivityIndicatorView at
    // [12, 7, 20.333, 20.333]; the title at [32.333, 7, 75, 20.333], still shown.
    let l = Self.layout(Self.indicatorSpec())
    #expect(close(l.frames.intrinsicContentSize, size(119 + Self.third, 34 + Self.third)))
    #expect(close(l.frames.activityIndicatorFrame, rect(12, 7, 20 + Self.third, 20 + Self.third)))
    #expect(close(l.frames.titleFrame, rect(32 + Self.third, 7, 75, 20 + Self.third)))
    #expect(l.frames.imageFrame == nil)
    #expect(l.diagnostics.allSatisfy { $0.code != .spacingMismatch && $0.code != .offCenter })
    #expect(l.gap == 0)
    // The code places it: imagePlacement set (leading), imagePadding 0.
    guard case .configuration(let placement, let padding, _) = l.values else {
      Issue.record("not configuration values")
      return
    }
    #expect(placement == .leading)
    #expect(padding == 0)
  }

  @Test func withoutTheIndicatorTheLayoutIsTheSame() {
    var spec = Self.indicatorSpec()
    spec.showsActivityIndicator = false
    let l = Self.layout(spec)
    // Device: 99 × 34.333, title at (12, 7).
    #expect(close(l.frames.intrinsicContentSize, size(99, 34 + Self.third)))
    #expect(l.frames.activityIndicatorFrame == nil)
    #expect(l.imageSlotFrame == nil)
  }

  @Test(arguments: [Technique.exact, .edgeInsets, .contentInsets, .layoutSubviews])
  func legacyTechniquesSayTheyHaveNoIndicator(technique: Technique) {
    let l = Self.layout(Self.indicatorSpec(), technique)
    let found = l.diagnostics.filter { $0.code == .noActivityIndicator }
    #expect(found.count == 1)
    #expect(found.first?.severity == .warning)
    #expect(l.frames.activityIndicatorFrame == nil)
    var spec = Self.indicatorSpec()
    spec.showsActivityIndicator = false
    #expect(!Self.layout(spec, technique).diagnostics.contains { $0.code == .noActivityIndicator })
    #expect(
      !Self.layout(Self.indicatorSpec()).diagnostics.contains { $0.code == .noActivityIndicator })
  }

  // MARK: An SF Symbol: star.fill beside "Go"

  /// `.filled()`, "Go" (17 pt, 22 pt wide), `UIImage(systemName: "star.fill")` (22 × 20), medium
  /// insets; `measured`: with the image view the device measured (28 × 26.667), else inferred.
  static func starSpec(_ placement: Placement, padding: Double, measured: Bool) -> ButtonSpec {
    var spec = ButtonSpec(
      titleSize: size(22, SystemFont.lineHeight(pointSize: 17)), imageSize: size(22, 20),
      placement: placement, spacing: padding, padding: insets(7, 12, 7, 12))
    spec.symbolPointSize = 17
    if measured { spec.symbolImageViewSize = size(28, 26 + 2 * Self.third) }
    return spec
  }

  /// The probe's twelve rows: placement, imagePadding, intrinsic size, image view, title.
  static let starRows: [(Placement, Double, Size, Rect, Rect)] = {
    let t = third
    let view = (28.0, 26 + 2 * t)
    let title = (22.0, 20 + t)
    return [
      (
        .leading, 0, size(74, 34 + t), rect(12, 3 + t, view.0, view.1),
        rect(40, 7, title.0, title.1)
      ),
      (
        .leading, 6, size(80, 34 + t), rect(12, 3 + t, view.0, view.1),
        rect(46, 7, title.0, title.1)
      ),
      (
        .leading, 20, size(94, 34 + t), rect(12, 3 + t, view.0, view.1),
        rect(60, 7, title.0, title.1)
      ),
      (
        .trailing, 0, size(74, 34 + t), rect(34, 3 + t, view.0, view.1),
        rect(12, 7, title.0, title.1)
      ),
      (
        .trailing, 6, size(80, 34 + t), rect(40, 3 + t, view.0, view.1),
        rect(12, 7, title.0, title.1)
      ),
      (
        .trailing, 20, size(94, 34 + t), rect(54, 3 + t, view.0, view.1),
        rect(12, 7, title.0, title.1)
      ),
      (
        .top, 0, size(52, 54 + 2 * t), rect(12, 3 + t, view.0, view.1),
        rect(15, 27 + t, title.0, title.1)
      ),
      (
        .top, 6, size(52, 60 + 2 * t), rect(12, 3 + t, view.0, view.1),
        rect(15, 33 + t, title.0, title.1)
      ),
      (
        .top, 20, size(52, 74 + 2 * t), rect(12, 3 + t, view.0, view.1),
        rect(15, 47 + t, title.0, title.1)
      ),
      (
        .bottom, 0, size(52, 54 + 2 * t), rect(12, 23 + 2 * t, view.0, view.1),
        rect(15, 7, title.0, title.1)
      ),
      (
        .bottom, 6, size(52, 60 + 2 * t), rect(12, 29 + 2 * t, view.0, view.1),
        rect(15, 7, title.0, title.1)
      ),
      (
        .bottom, 20, size(52, 74 + 2 * t), rect(12, 43 + 2 * t, view.0, view.1),
        rect(15, 7, title.0, title.1)
      ),
    ]
  }()

  @Test(arguments: [true, false])
  func starFillIsLaidOutAsMeasured(measured: Bool) {
    // With the device's image view, and with the view inferred from the image (the rule is
    // fitted to this symbol, so both give the device's frames).
    for (placement, padding, intrinsic, view, title) in Self.starRows {
      let l = Self.layout(Self.starSpec(placement, padding: padding, measured: measured))
      #expect(
        close(l.frames.intrinsicContentSize, intrinsic), "\(placement) \(padding) intrinsic")
      #expect(close(l.frames.imageFrame, view), "\(placement) \(padding) image view")
      #expect(close(l.frames.titleFrame, title), "\(placement) \(padding) title")
      // The gap is imagePadding, measured from the space the symbol stacks by, not its view.
      #expect(close(l.gap ?? .nan, padding), "\(placement) \(padding) gap")
      #expect(!l.diagnostics.contains { $0.code == .spacingMismatch || $0.code == .offCenter })
    }
  }

  @Test func theInferredImageViewIsTheMeasuredOneForStarFill() {
    #expect(
      close(
        InferredRules.symbolImageView(size(22, 20), 17, PixelGrid(scale: 3)),
        size(28, 26 + 2 * Self.third)))
    // A symbol stacks by the 17 pt line (20.287 → 20.333), not by its image or its view.
    #expect(
      close(
        InferredRules.symbolLayoutHeight(size(22, 20), 17, PixelGrid(scale: 3)), 20 + Self.third))
  }

  @Test func legacyTechniquesLayTheSymbolImageOutAtItsSize() {
    // The legacy layout knows nothing of symbol image views: its image view is the image.
    let l = Self.layout(Self.starSpec(.leading, padding: 6, measured: true), .exact)
    #expect(l.frames.imageFrame?.size == size(22, 20))
  }

  // MARK: imageReservation [UNVERIFIED]: properties

  @Test func anImageIsCentredInItsReservationAndALargerOneIgnoresIt() {
    var random = SplitMix64(seed: 28)
    let placements: [Placement] = [.leading, .trailing, .top, .bottom, .left, .right]
    for _ in 0..<400 {
      func value(_ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range, using: &random)) / 3
      }
      let placement = placements[Int.random(in: 0..<placements.count, using: &random)]
      let image = size(value(3...120), value(3...120))
      var spec = ButtonSpec(
        titleSize: size(value(3...240), value(30...90)), imageSize: image,
        placement: placement, spacing: value(0...30), padding: insets(7, 12, 7, 12))
      let reservation = value(0...200)
      let without = Self.layout(spec)
      spec.imageReservation = reservation
      let l = Self.layout(spec)
      let vertical = placement.isVertical
      let imageLength = vertical ? image.height : image.width
      guard let slot = l.imageSlotFrame, let view = l.frames.imageFrame else {
        Issue.record("no slot or image for \(spec)")
        continue
      }
      // The slot along the placement axis is the reservation, or the image when larger.
      let slotLength = vertical ? slot.height : slot.width
      #expect(close(slotLength, Swift.max(reservation, imageLength)))
      // The image view is the image, centred in the slot along the axis (to the pixel grid).
      #expect(view.size == image)
      let offset = vertical ? view.midY - slot.midY : view.midX - slot.midX
      #expect(Swift.abs(offset) <= 0.5 / spec.scale + 1e-9, "\(spec) \(slot) \(view)")
      // The gap is imagePadding, from the slot.
      #expect(close(l.gap ?? .nan, spec.spacing))
      if reservation <= imageLength {
        // Ignored: the frames are those without a reservation.
        #expect(l.frames == without.frames)
      } else {
        // The button grows by what the reservation adds along the axis.
        let grown =
          vertical
          ? l.frames.intrinsicContentSize.height - without.frames.intrinsicContentSize.height
          : l.frames.intrinsicContentSize.width - without.frames.intrinsicContentSize.width
        #expect(close(grown, reservation - imageLength, 1e-6))
      }
    }
  }

  @Test func aReservationWithoutAnImageChangesNothing() {
    var spec = ButtonSpec(titleSize: size(40, 20), padding: insets(7, 12, 7, 12))
    let before = Self.layout(spec)
    spec.imageReservation = 60
    #expect(Self.layout(spec).frames == before.frames)
  }
}
