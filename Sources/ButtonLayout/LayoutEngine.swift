/// The engine's front door: every requested technique, in every direction the style asks for,
/// simulated and diagnosed.
///
/// Give it a ``ButtonSpec`` (measured sizes and the style's inputs) and it returns, per
/// technique and direction, the values to set on a `UIButton`, the frames a device shows, and
/// what a device would get wrong. It is pure: no I/O, no UIKit, the same answer on every
/// platform.
///
/// ```swift
/// import ButtonLayout
///
/// let spec = ButtonSpec(
///   titleSize: Size(width: 31.2, height: 12), imageSize: Size(width: 24, height: 24),
///   placement: .top, spacing: 4)
/// let layout = LayoutEngine.layout(spec, .exact, .leftToRight)
/// print(layout.values, layout.frames.intrinsicContentSize, layout.diagnostics)
/// ```
public enum LayoutEngine {
  /// One layout per technique and direction, in the order given (every technique for the spec
  /// by default: `Technique.techniques(for:)`). `insets` is skipped for a spec without given
  /// insets.
  ///
  /// An RTL layout is also judged against the LTR one (`rtl-broken`).
  ///
  /// ```swift
  /// let spec = ButtonSpec(
  ///   titleSize: Size(width: 40, height: 18), size: .fixed(Size(width: 30, height: 30)))
  /// for layout in LayoutEngine.layouts(spec) {
  ///   print(layout.technique, layout.worstSeverity?.rawValue ?? "ok")
  /// }
  /// ```
  public static func layouts(
    _ spec: ButtonSpec, techniques: [Technique]? = nil
  ) -> [TechniqueLayout] {
    var result: [TechniqueLayout] = []
    for technique in techniques ?? Technique.techniques(for: spec) {
      append(spec, technique, to: &result)
    }
    return result
  }

  /// Appends `technique`'s layouts in `spec`'s directions, if it applies: `layouts(spec,
  /// techniques: [technique])` into an array the caller keeps (`VariantEngine` lays out
  /// hundreds of thousands of variants with one technique, each into the same array).
  static func append(
    _ spec: ButtonSpec, _ technique: Technique, to result: inout [TechniqueLayout]
  ) {
    guard technique != .insets || spec.givenInsets != nil else { return }
    // LTR is always computed: an RTL layout is judged against it (`rtl-broken`).
    let ltr = layout(spec, technique, .leftToRight)
    for direction in spec.directions {
      if direction == .leftToRight {
        result.append(ltr)
        continue
      }
      var rtl = layout(spec, technique, .rightToLeft)
      Diagnose.compareDirections(
        rtl: &rtl, ltr: ltr, spacing: Arrangement(spec, direction: .rightToLeft).spacing,
        tolerance: spec.grid.pixel / 2 + 1e-6)
      result.append(rtl)
    }
  }

  /// One technique in one direction, with its diagnostics (no cross-direction comparison).
  public static func layout(
    _ spec: ButtonSpec, _ technique: Technique, _ direction: LayoutDirection
  ) -> TechniqueLayout {
    var layout = techniqueLayout(spec, technique, direction)
    Diagnose.measure(&layout, Arrangement(spec, direction: direction, technique: technique))
    ConfigurationImageSlot.diagnoseLegacy(&layout, spec)
    TitleWrapping.wrap(&layout, spec)
    return layout
  }

  /// One technique's frames in one direction, undiagnosed.
  static func techniqueLayout(
    _ spec: ButtonSpec, _ technique: Technique, _ direction: LayoutDirection
  ) -> TechniqueLayout {
    let layout: TechniqueLayout
    switch technique {
    case .exact: layout = ExactSolver.layout(spec, direction)
    case .configuration: layout = ConfigurationModel.layout(spec, direction)
    case .edgeInsets: layout = EdgeInsetsRecipe.layout(spec, direction)
    case .contentInsets: layout = ContentInsetsRecipe.layout(spec, direction)
    case .layoutSubviews: layout = LayoutSubviewsRecipe.layout(spec, direction)
    case .insets: layout = GivenInsetsTechnique.layout(spec, direction)
    }
    return layout
  }
}
