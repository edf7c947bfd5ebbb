import Testing

@testable import ButtonLayout

/// A button with only a title or only an image: every technique's values set
/// nothing for the element it lacks and no placement, and the frames are what UIKit shows with
/// exactly those values, recomputed here from the simulator rather than read from the engine.
@Suite struct SingleElementPropertyTests {
  /// A random title-only (`image: false`) or image-only button, with a random placement and
  /// spacing (which mean nothing for it) and a random size, alignment, scale and iOS version.
  static func randomSpec(_ rng: inout SplitMix64, image: Bool) -> ButtonSpec {
    func length(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &rng) }
    var spec = ButtonSpec(
      titleSize: image ? nil : Size(width: length(0...140), height: length(10...30)),
      imageSize: image ? Size(width: length(1...48), height: length(1...48)) : nil,
      placement: Placement.allCases.randomElement(using: &rng)!,
      spacing: length(0...24),
      padding: Bool.random(using: &rng)
        ? .zero
        : EdgeInsets(
          top: length(0...16), left: length(0...16), bottom: length(0...16), right: length(0...16)),
      horizontalAlignment: HorizontalAlignment.allCases.randomElement(using: &rng)!,
      verticalAlignment: VerticalAlignment.allCases.randomElement(using: &rng)!,
      scale: [1.0, 2.0, 3.0].randomElement(using: &rng)!,
      ios: [IOSVersion(13), IOSVersion(14, 5), IOSVersion(15), .newest].randomElement(using: &rng)!,
      direction: .both)
    if Bool.random(using: &rng) {
      spec.size = .fixed(Size(width: length(10...200), height: length(10...80)))
    }
    return spec
  }

  static func randomInsets(_ rng: inout SplitMix64) -> EdgeInsets {
    func v() -> Double { Double.random(in: -60...60, using: &rng) }
    return EdgeInsets(top: v(), left: v(), bottom: v(), right: v())
  }

  /// UIKit's frames for `spec` with the three insets set (the simulator's).
  static func simulated(
    _ spec: ButtonSpec, _ direction: LayoutDirection, image: EdgeInsets, title: EdgeInsets,
    content: EdgeInsets
  ) -> LegacyLayout {
    LegacyTechnique.simulate(spec, direction, image: image, title: title, content: content)
  }

  static func sameFrames(_ l: LegacyLayout, _ frames: LayoutFrames) -> Bool {
    l.contentRect == frames.contentRect && l.imageFrame == frames.imageFrame
      && l.titleFrame == frames.titleFrame && l.intrinsicContentSize == frames.intrinsicContentSize
  }

  /// The legacy techniques: the absent element's insets are zero, the frames are the
  /// simulator's with the values shown, and they are the frames the technique's own insets
  /// (whatever it computed, or any insets at all) give: UIKit never reads an absent element's
  /// rect, so leaving its insets at zero changes nothing a device shows.
  @Test(arguments: [false, true])
  func legacyValuesSetNothingForTheAbsentElement(image: Bool) {
    var rng = SplitMix64(seed: image ? 0x1_4A6E : 0x717_1E)
    for n in 0..<1_500 {
      let spec = Self.randomSpec(&rng, image: image)
      for technique in [Technique.exact, .edgeInsets, .contentInsets] {
        for direction in LayoutDirection.allCases {
          let layout = LayoutEngine.layout(spec, technique, direction)
          let context = "#\(n) \(technique) \(direction) \(spec)"
          guard case .legacy(let ii, let ti, let ci) = layout.values else {
            Issue.record("not legacy values \(context)")
            continue
          }
          #expect((image ? ti : ii) == .zero, "absent element's insets \(context)")
          let shown = Self.simulated(spec, direction, image: ii, title: ti, content: ci)
          #expect(Self.sameFrames(shown, layout.frames), "frames of the values \(context)")
          // Any insets for the absent element: the same frames.
          let other = Self.randomInsets(&rng)
          let moved = Self.simulated(
            spec, direction, image: image ? ii : other, title: image ? other : ti, content: ci)
          #expect(Self.sameFrames(moved, layout.frames), "absent insets move a frame \(context)")
        }
      }
    }
  }

  /// The recipes as written: the insets their formulas give for the sizes they read (image
  /// insets for a title-only button too) produce exactly the frames shown with the zeros.
  @Test(arguments: [false, true])
  func recipesAsWrittenGiveTheSameFrames(image: Bool) {
    var rng = SplitMix64(seed: image ? 0xED_6E : 0xC0_47E)
    for n in 0..<1_500 {
      let spec = Self.randomSpec(&rng, image: image)
      for direction in LayoutDirection.allCases {
        let context = "#\(n) \(direction) \(spec)"
        // The edge-insets recipe: what the category reads with the padding as content insets.
        let before = Self.simulated(
          spec, direction, image: .zero, title: .zero, content: spec.padding)
        let label =
          spec.titleSize.map {
            Size(width: spec.grid.ceil($0.width), height: spec.grid.ceil($0.height))
          } ?? .zero
        let edge = EdgeInsetsRecipe.insets(
          style: EdgeInsetsRecipe.style(for: spec.placement), space: spec.spacing,
          imageWidth: before.imageFrame?.width ?? 0, imageHeight: before.imageFrame?.height ?? 0,
          labelWidth: label.width, labelHeight: label.height)
        let edgeFrames = Self.simulated(
          spec, direction, image: edge.image, title: edge.title, content: spec.padding)
        #expect(
          Self.sameFrames(edgeFrames, LayoutEngine.layout(spec, .edgeInsets, direction).frames),
          "edge-insets \(context)")
        // The content-insets recipe: after its reset.
        let reset = Self.simulated(spec, direction, image: .zero, title: .zero, content: .zero)
        let recipe = ContentInsetsRecipe.insets(
          method: ContentInsetsRecipe.method(for: spec.placement), space: spec.spacing,
          titleSize: reset.titleFrame?.size ?? .zero, imageSize: reset.imageFrame?.size ?? .zero)
        let contentFrames = Self.simulated(
          spec, direction, image: recipe.image, title: recipe.title, content: recipe.content)
        #expect(
          Self.sameFrames(
            contentFrames, LayoutEngine.layout(spec, .contentInsets, direction).frames),
          "content-insets \(context)")
      }
    }
  }

  /// The configuration: no placement and no padding, and the model's frames do not depend on
  /// the placement or the spacing asked for (so leaving them unset shows the same).
  @Test(arguments: [false, true])
  func configurationSetsNoPlacement(image: Bool) {
    var rng = SplitMix64(seed: image ? 0xC0_F16 : 0xC0_F17)
    for n in 0..<1_500 {
      let spec = Self.randomSpec(&rng, image: image)
      for direction in LayoutDirection.allCases {
        let context = "#\(n) \(direction) \(spec)"
        let layout = LayoutEngine.layout(spec, .configuration, direction)
        guard case .configuration(let placement, let padding, let insets) = layout.values else {
          Issue.record("not configuration values \(context)")
          continue
        }
        #expect(placement == nil && padding == 0, "placement or padding \(context)")
        #expect(insets == ConfigurationModel.contentInsets(spec.padding, direction))
        var unset = spec
        unset.placement = .leading  // UIKit's default imagePlacement
        unset.spacing = 0
        #expect(
          LayoutEngine.layout(unset, .configuration, direction).frames == layout.frames,
          "frames with the placement unset \(context)")
      }
    }
  }

  /// The layout-subviews category with its position unset and no margin: it runs its Left
  /// branch, which centres the one element across the bounds without rounding, at UIKit's
  /// own vertical position.
  @Test(arguments: [false, true])
  func layoutSubviewsLeavesThePositionUnset(image: Bool) {
    var rng = SplitMix64(seed: image ? 0x5_B1 : 0x5_B2)
    for n in 0..<1_500 {
      let spec = Self.randomSpec(&rng, image: image)
      for direction in LayoutDirection.allCases {
        let context = "#\(n) \(direction) \(spec)"
        let layout = LayoutEngine.layout(spec, .layoutSubviews, direction)
        guard case .frames(let position, let margin, let content, let i, let t) = layout.values
        else {
          Issue.record("not frames values \(context)")
          continue
        }
        #expect(position == nil && margin == 0, "position or margin \(context)")
        #expect(content == spec.padding)
        let uikit = Self.simulated(spec, direction, image: .zero, title: .zero, content: content)
        let bounds = uikit.bounds
        if image {
          let frame = uikit.imageFrame!
          #expect(t == nil && layout.frames.titleFrame == nil)
          #expect(
            i
              == Rect(
                x: (bounds.width - frame.width) / 2, y: frame.y, width: frame.width,
                height: frame.height), "image \(context)")
        } else {
          let frame = uikit.titleFrame!
          #expect(i == nil && layout.frames.imageFrame == nil)
          #expect(
            t
              == Rect(
                x: (bounds.width - frame.width) / 2, y: frame.y, width: frame.width,
                height: frame.height), "title \(context)")
        }
        #expect(layout.frames.imageFrame == i && layout.frames.titleFrame == t)
        #expect(layout.frames.intrinsicContentSize == uikit.intrinsicContentSize)
      }
    }
  }
}
