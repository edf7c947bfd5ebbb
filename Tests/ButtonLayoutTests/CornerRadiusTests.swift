import Testing

@testable import ButtonLayout

/// The layer corner radii OpenUIKit's buttonconfigprobe measured on the iOS 26.1 simulator
/// (`uikit/Tools/oracle2/buttonconfigprobe/ios-26.1-iphone16.json`; a 160 pt wide `filled`
/// button titled "Configure"), each reproduced by `CornerRadius.resolved`
/// (docs/layout-model.md, "Corner radius").
@Suite struct CornerRadiusTests {
  /// (corner style, height, layer.cornerRadius measured): every `layerCornerRadius` of the
  /// probe's `cornerStyles` section, the key path of each in the comment.
  static let measured: [(CornerStyle, Double, Double)] = [
    (.capsule, 20, 10),  // cornerStyles.capsule.h20.layerCornerRadius
    (.capsule, 28, 14),  // cornerStyles.capsule.h28.layerCornerRadius
    (.capsule, 34, 17),  // cornerStyles.capsule.h34.layerCornerRadius
    (.capsule, 44, 22),  // cornerStyles.capsule.h44.layerCornerRadius
    (.capsule, 60, 30),  // cornerStyles.capsule.h60.layerCornerRadius
    (.dynamic, 20, 10),  // cornerStyles.dynamic.h20.layerCornerRadius
    (.dynamic, 28, 14),  // cornerStyles.dynamic.h28.layerCornerRadius
    (.dynamic, 34, 17),  // cornerStyles.dynamic.h34.layerCornerRadius
    (.dynamic, 44, 17),  // cornerStyles.dynamic.h44.layerCornerRadius
    (.dynamic, 60, 17),  // cornerStyles.dynamic.h60.layerCornerRadius
    (.fixed, 20, 5.95),  // cornerStyles.fixed.h20.layerCornerRadius
    (.fixed, 28, 5.95),  // cornerStyles.fixed.h28.layerCornerRadius
    (.fixed, 34, 5.95),  // cornerStyles.fixed.h34.layerCornerRadius
    (.fixed, 44, 5.95),  // cornerStyles.fixed.h44.layerCornerRadius
    (.fixed, 60, 5.95),  // cornerStyles.fixed.h60.layerCornerRadius
    (.large, 20, 5),  // cornerStyles.large.h20.layerCornerRadius
    (.large, 28, 7),  // cornerStyles.large.h28.layerCornerRadius
    (.large, 34, 8.5),  // cornerStyles.large.h34.layerCornerRadius
    (.large, 44, 11),  // cornerStyles.large.h44.layerCornerRadius
    (.large, 60, 15),  // cornerStyles.large.h60.layerCornerRadius
    (.medium, 20, 3.5),  // cornerStyles.medium.h20.layerCornerRadius
    (.medium, 28, 4.9),  // cornerStyles.medium.h28.layerCornerRadius
    (.medium, 34, 5.95),  // cornerStyles.medium.h34.layerCornerRadius
    (.medium, 44, 7.7),  // cornerStyles.medium.h44.layerCornerRadius
    (.medium, 60, 10.5),  // cornerStyles.medium.h60.layerCornerRadius
    (.small, 20, 2.5),  // cornerStyles.small.h20.layerCornerRadius
    (.small, 28, 3.5),  // cornerStyles.small.h28.layerCornerRadius
    (.small, 34, 4.25),  // cornerStyles.small.h34.layerCornerRadius
    (.small, 44, 5.5),  // cornerStyles.small.h44.layerCornerRadius
    (.small, 60, 7.5),  // cornerStyles.small.h60.layerCornerRadius
  ]

  @Test(arguments: 0..<measured.count)
  func everyMeasuredRadiusIsReproduced(_ index: Int) {
    let (style, height, radius) = Self.measured[index]
    let resolved = CornerRadius.resolved(cornerStyle: style, backgroundRadius: nil, height: height)
    #expect(resolved == radius, "\(style) at \(height): \(resolved), measured \(radius)")
  }

  /// Every corner style and height of the probe is in the table, once.
  @Test func theTableCoversEveryCornerStyleAndHeight() {
    for style in CornerStyle.allCases {
      #expect(
        Self.measured.filter { $0.0 == style }.map(\.1) == [20, 28, 34, 44, 60], "\(style)")
    }
  }

  /// The factories' buttons at their intrinsic height 34.333: `filled` (dynamic) 17, `glass`
  /// (capsule) half the height (factoryLayout.filled and factoryLayout.glass: the button
  /// layer's cornerRadius 17 and 17.16667).
  @Test func theFactoriesAtTheirIntrinsicHeight() {
    let height = 34 + 1.0 / 3
    #expect(ConfigurationAppearance(style: .filled).cornerRadius(height: height) == 17)
    let glass = ConfigurationAppearance(style: .glass).cornerRadius(height: height)
    #expect(abs(glass - 17.16667) < 1e-5)
  }

  /// The button size: medium's dynamic corner is 17 ([measured] factoryLayout.filled at
  /// 34.333); mini's and small's at their height 28 are 14, which min(17, h / 2) gives
  /// ([inferred] from buttonSizes.{mini,small}.topLeftCorner, the profile of capsule h28); a
  /// large button's at 50.333 is half the height, not 17 ([inferred] from
  /// buttonSizes.large.topLeftCorner [20,16,14,12,…], between capsule h44's and h60's).
  @Test func theButtonSize() {
    let filled = ConfigurationAppearance(style: .filled)
    #expect(filled.cornerRadius(height: 34 + 1.0 / 3, buttonSize: .medium) == 17)
    #expect(filled.cornerRadius(height: 28, buttonSize: .mini) == 14)
    #expect(filled.cornerRadius(height: 28, buttonSize: .small) == 14)
    let large = filled.cornerRadius(height: 50 + 1.0 / 3, buttonSize: .large)
    #expect(abs(large - 25.16667) < 1e-5)
    // A radius given is used as for any size.
    let given = ConfigurationAppearance(style: .filled, cornerRadius: 6)
    #expect(given.cornerRadius(height: 50 + 1.0 / 3, buttonSize: .large) == 6)
  }

  /// A background radius: used by fixed and dynamic ([inferred] from
  /// cornerStyles.{fixed,dynamic}.explicitRadius6_h44.topLeftCorner, the pixels of 5.95),
  /// dynamic capped at half the height; ignored by the others ([measured]
  /// cornerStyles.{capsule,medium,large}.explicitRadius6_h44.topLeftCorner equal to h44's).
  @Test func aGivenRadius() {
    #expect(CornerRadius.resolved(cornerStyle: .fixed, backgroundRadius: 6, height: 44) == 6)
    #expect(CornerRadius.resolved(cornerStyle: .dynamic, backgroundRadius: 6, height: 44) == 6)
    #expect(CornerRadius.resolved(cornerStyle: .dynamic, backgroundRadius: 40, height: 44) == 22)
    #expect(CornerRadius.resolved(cornerStyle: .capsule, backgroundRadius: 6, height: 44) == 22)
    #expect(CornerRadius.resolved(cornerStyle: .large, backgroundRadius: 6, height: 44) == 11)
    #expect(CornerRadius.resolved(cornerStyle: .medium, backgroundRadius: 6, height: 44) == 7.7)
    #expect(CornerStyle.allCases.filter(\.usesRadius) == [.fixed, .dynamic])
  }

  /// The twelve factories, in UIKit's order, round-trip through their names; the glass ones
  /// are iOS 26's and capsule by default, the others iOS 15's and dynamic
  /// (factoryDefaults.*.cornerStyle).
  @Test func theFactoryListRoundTrips() {
    let names = [
      "plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted",
      "borderedProminent", "glass", "prominentGlass", "clearGlass", "prominentClearGlass",
    ]
    #expect(ConfigurationStyle.allCases.map(\.rawValue) == names)
    for name in names {
      let style = ConfigurationStyle(rawValue: name)
      #expect(style?.rawValue == name)
      let glass = name.lowercased().contains("glass")
      #expect(style?.isGlass == glass, "\(name)")
      #expect(style?.introducedIn == (glass ? 26 : 15), "\(name)")
      #expect(style?.defaultCornerStyle == (glass ? .capsule : .dynamic), "\(name)")
    }
    #expect(ConfigurationStyle(rawValue: "Filled") == nil)
    #expect(
      CornerStyle.allCases.map(\.rawValue)
        == ["fixed", "dynamic", "small", "medium", "large", "capsule"])
    // Without a style, the plain factory's corners.
    #expect(ConfigurationAppearance(cornerRadius: 6).effectiveCornerStyle == .dynamic)
    #expect(!ConfigurationAppearance().isSet)
  }
}
