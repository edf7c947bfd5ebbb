import Testing

@testable import ButtonLayout

/// The migration advisor on buttons whose insets the engine's own recipes produced for a random
/// spec: it recovers the spec's placement, spacing and padding, and, on the pixel grid, moves
/// nothing.
@Suite struct MigrationAdvisorPropertyTests {
  /// The recipes, as a developer calls them for a physical side.
  enum Recipe: CaseIterable {
    case edgeInsets, contentInsets
  }

  /// A random spec with an image and a title on a physical side, a spacing that is not 0 (with
  /// 0 the side-by-side recipes set no insets at all: the plain button, which has UIKit's own
  /// order), any padding, size, alignment, scale and iOS: SingleElementPropertyTests' image-only
  /// spec, given a title, a side and a spacing.
  static func randomSpec(_ rng: inout SplitMix64) -> ButtonSpec {
    var spec = SingleElementPropertyTests.randomSpec(&rng, image: true)
    spec.titleSize = Size(
      width: Double.random(in: 1...140, using: &rng),
      height: Double.random(in: 10...30, using: &rng))
    spec.placement = [Placement.top, .bottom, .left, .right].randomElement(using: &rng)!
    spec.spacing = Double.random(in: 0.5...24, using: &rng)
    return spec
  }

  /// The legacy button a developer gets by calling `recipe` for `spec` in `direction`: the
  /// recipe's insets; the content-insets recipe resets the content insets, so the padding is
  /// added to its own afterwards.
  static func button(_ spec: ButtonSpec, _ recipe: Recipe, _ direction: LayoutDirection)
    -> LegacyButton
  {
    var button = spec.legacyButton(direction: direction)
    let layout =
      switch recipe {
      case .edgeInsets: EdgeInsetsRecipe.layout(spec, direction)
      case .contentInsets: ContentInsetsRecipe.layout(spec, direction)
      }
    guard case .legacy(let image, let title, let content) = layout.values else {
      preconditionFailure("a recipe sets legacy insets")
    }
    button.imageEdgeInsets = image
    button.titleEdgeInsets = title
    button.contentEdgeInsets =
      recipe == .contentInsets ? MigrationIntent.add(content, spec.padding) : content
    return button
  }

  /// The side the recipe names, as the advice's intent states it (left and right as the
  /// direction's leading or trailing edge).
  static func expectedPlacement(_ placement: Placement, _ direction: LayoutDirection) -> Placement {
    switch (placement, direction) {
    case (.left, .leftToRight), (.right, .rightToLeft): .leading
    case (.right, .leftToRight), (.left, .rightToLeft): .trailing
    default: placement
    }
  }

  static func close(_ a: EdgeInsets, _ b: EdgeInsets, _ tolerance: Double) -> Bool {
    zip(a.values, b.values).allSatisfy { Swift.abs($0 - $1) <= tolerance }
  }

  @Test(arguments: Recipe.allCases)
  func recoversPlacementSpacingAndPadding(recipe: Recipe) {
    var rng = SplitMix64(seed: recipe == .edgeInsets ? 0xAD_71CE : 0xC0_47E7)
    for n in 0..<2_000 {
      let spec = Self.randomSpec(&rng)
      for direction in LayoutDirection.allCases {
        let button = Self.button(spec, recipe, direction)
        let advice = MigrationAdvisor.advice(for: button)
        let context = "#\(n) \(recipe) \(direction) \(spec) → \(advice.reading.text)"
        let intent = advice.intent
        switch (recipe, advice.reading) {
        case (.edgeInsets, .edgeInsets(let style)):
          #expect(style == EdgeInsetsRecipe.style(for: spec.placement), "\(context)")
        case (.contentInsets, .contentInsets(let method)):
          #expect(method == ContentInsetsRecipe.method(for: spec.placement), "\(context)")
        default:
          Issue.record("recipe not recognised \(context)")
        }
        #expect(intent.placement == Self.expectedPlacement(spec.placement, direction), "\(context)")
        // The content-insets recipe's spacing is a C float.
        let spacing = recipe == .contentInsets ? Double(Float(spec.spacing)) : spec.spacing
        #expect(Swift.abs(intent.spacing - spacing) <= 1e-9 * Swift.max(1, spacing), "\(context)")
        #expect(Self.close(intent.padding, spec.padding, 1e-4), "\(context)")
        #expect(intent.size == spec.size, "\(context)")
        #expect(intent.horizontalAlignment == spec.horizontalAlignment, "\(context)")
        #expect(intent.verticalAlignment == spec.verticalAlignment, "\(context)")
        // Today's layout is the recipe's as the engine simulates it.
        #expect(advice.legacy == LegacySimulator.layout(button), "\(context)")
      }
    }
  }

  /// A spec on the pixel grid with nothing to round: whole-point sizes, and every leftover an
  /// even number of points, so each half is a whole point; centred, fit or (when `fixed`
  /// allows) a fixed size with room to spare.
  static func gridSpec(_ rng: inout SplitMix64, placement: Placement, fixed: Bool = true)
    -> ButtonSpec
  {
    func even(_ range: ClosedRange<Int>) -> Double {
      Double(2 * Int.random(in: range, using: &rng))
    }
    var spec = ButtonSpec(
      titleSize: Size(width: even(1...60), height: even(6...14)),
      imageSize: Size(width: even(1...24), height: even(1...24)),
      placement: placement, spacing: even(0...12),
      padding: EdgeInsets(
        top: even(0...8), left: even(0...8), bottom: even(0...8), right: even(0...8)),
      scale: [1.0, 2.0, 3.0].randomElement(using: &rng)!,
      ios: [IOSVersion(14, 5), IOSVersion(15), .newest].randomElement(using: &rng)!)
    if fixed, Bool.random(using: &rng) {
      let needed = Arrangement(spec, direction: .leftToRight).neededSize
      spec.size = .fixed(
        Size(width: needed.width + even(0...40), height: needed.height + even(0...20)))
    }
    return spec
  }

  /// The content-insets recipe (left to right: its insets are physical, and in right to left
  /// they overlap image and title) and the plain button (both directions) give, on the grid,
  /// exactly what they mean: the configuration advised puts every subview where UIKit has it
  /// today and reports the same intrinsic size, residual 0. Stacked, the recipe's insets hold
  /// at the size it computed them for, the fit size: in a larger fixed size its content insets
  /// move the image off the title's centre (the residual says by how much).
  @Test(arguments: [Placement.left, .right, .top, .bottom])
  func exactInputsMoveNothing(placement: Placement) {
    var rng = SplitMix64(seed: 0xE4AC_7 &+ UInt64(Placement.allCases.firstIndex(of: placement)!))
    for n in 0..<1_000 {
      let spec = Self.gridSpec(&rng, placement: placement, fixed: !placement.isVertical)
      for direction in LayoutDirection.allCases {
        let recipeButton = Self.button(spec, .contentInsets, direction)
        var plainSpec = spec
        plainSpec.spacing = 0
        plainSpec.placement = direction == .leftToRight ? .left : .right
        let buttons =
          direction == .leftToRight
          ? [recipeButton, plainSpec.legacyButton(direction: direction)]
          : [plainSpec.legacyButton(direction: direction)]
        for button in buttons {
          let advice = MigrationAdvisor.advice(for: button)
          let context = "#\(n) \(direction) \(button) → \(advice.residual)"
          #expect(advice.residual.isExact, "\(context)")
          #expect(advice.residual.image == 0 && advice.residual.title == 0, "\(context)")
          #expect(!advice.legacyDiagnostics.contains { $0.severity == .error }, "\(context)")
        }
      }
    }
  }
}

/// The geometric reading of insets no recipe sets, against UIKit's layout of them (the
/// simulator): with nothing squeezed, the spacing read is the gap a device shows, give or take
/// the pixel rounding of section 1 (steps 2, 5 to 7), on the axis and in the order read.
@Suite struct MigrationGeometricReadingTests {
  @Test(arguments: LayoutDirection.allCases)
  func theSpacingReadIsTheGapUIKitShows(direction: LayoutDirection) {
    var rng = SplitMix64(seed: direction == .leftToRight ? 0x6E0_1 : 0x6E0_2)
    func whole(_ range: ClosedRange<Int>) -> Double { Double(Int.random(in: range, using: &rng)) }
    var checked = 0
    for n in 0..<3_000 {
      let image = Size(width: 2 * whole(1...24), height: 2 * whole(1...24))
      let title = Size(width: 2 * whole(1...60), height: 2 * whole(6...14))
      func insets() -> EdgeInsets {
        EdgeInsets(
          top: whole(-20...20), left: whole(-20...20), bottom: whole(-20...20),
          right: whole(-20...20))
      }
      // Room for any of these insets: nothing is clamped or truncated.
      let button = LegacyButton(
        bounds: Size(
          width: image.width + title.width + 200,
          height: 2 * Swift.max(image.height, title.height) + 200),
        imageSize: image, titleSize: title, imageEdgeInsets: insets(), titleEdgeInsets: insets(),
        horizontalAlignment: [.center, .left, .right, .leading, .trailing].randomElement(
          using: &rng)!,
        verticalAlignment: [.center, .top, .bottom].randomElement(using: &rng)!,
        direction: direction, scale: [1.0, 2.0, 3.0].randomElement(using: &rng)!)
      guard MigrationIntent.recognize(button) == nil else { continue }
      checked += 1
      let reading = MigrationIntent.geometric(button, image: image, title: title)
      let legacy = LegacySimulator.layout(button)
      let context = "#\(n) \(button) → \(reading.placement) \(reading.spacing)"
      guard let i = legacy.imageFrame, let t = legacy.titleFrame, !legacy.titleTruncated,
        !legacy.imageClamped
      else {
        Issue.record("squeezed \(context)")
        continue
      }
      let gap: Double =
        switch reading.placement {
        case .left: t.minX - i.maxX
        case .right: i.minX - t.maxX
        case .top: t.minY - i.maxY
        default: i.minY - t.maxY
        }
      #expect(Swift.abs(gap - reading.spacing) <= 1 / button.scale + 1e-9, "\(context) gap \(gap)")
    }
    #expect(checked > 2_500)
  }
}
