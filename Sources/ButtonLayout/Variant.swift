/// A variant: one button as a user meets it, in one locale, at one Dynamic Type content size, in
/// one control state (docs/variants.md). The base variant is the source locale at `L`, normal.
public struct VariantKey: Hashable, Sendable {
  /// The locale whose title is laid out (`de`, `zh-Hans`, `pseudo-double`), or `nil` for the
  /// button's own title (no strings file).
  public var locale: String?
  /// The Dynamic Type content size.
  public var contentSize: ContentSizeCategory
  /// The control state.
  public var state: ControlState

  /// The variant in `locale` at `contentSize` in `state`.
  public init(locale: String?, contentSize: ContentSizeCategory, state: ControlState) {
    self.locale = locale
    self.contentSize = contentSize
    self.state = state
  }

  /// The base variant: the button's own title, at `L`, normal.
  public static let base = VariantKey(locale: nil, contentSize: .default, state: .normal)
}

/// One variant's inputs, resolved: the spec with this variant's title size (measured in its
/// locale, at its font size), image size, spacing and padding, and the directions to lay it out
/// in. Built by the catalog (it measures); laid out by `VariantEngine` (pure).
public struct VariantInput: Hashable, Sendable {
  /// Which variant.
  public var key: VariantKey
  /// The engine's inputs for this variant. `spec.direction` says which directions it is laid
  /// out in (a right-to-left locale: `.rtl`).
  public var spec: ButtonSpec
  /// The title's point size at this content size, or `nil` without a title.
  public var fontSize: Double?
  /// The title text laid out (after the locale's lookup, the state's fallback, a pseudo-locale's
  /// transform), or `nil` without a title.
  public var title: String?
  /// Findings made while resolving (a missing translation, a plural or device variation used),
  /// reported with the variant's layouts.
  public var notes: [Diagnostic]

  /// A variant's inputs.
  public init(
    key: VariantKey, spec: ButtonSpec, fontSize: Double?, title: String?,
    notes: [Diagnostic] = []
  ) {
    self.key = key
    self.spec = spec
    self.fontSize = fontSize
    self.title = title
    self.notes = notes
  }
}

/// One variant laid out with one technique in one direction: what `show`, `check` and the JSON
/// export report per variant.
public struct VariantLayout: Hashable, Sendable {
  /// Which variant.
  public var key: VariantKey
  /// The direction laid out in.
  public var direction: LayoutDirection
  /// The technique laid out.
  public var technique: Technique
  /// The title's point size in this variant, or `nil` without a title.
  public var fontSize: Double?
  /// The title's measured (unconstrained) size, or `nil` without a title.
  public var titleSize: Size?
  /// What a device shows.
  public var frames: LayoutFrames
  /// The bounds the frames were computed in (the intrinsic size for `fit`).
  public var bounds: Size
  /// The measured distance between image and title, or `nil` without both.
  public var gap: Double?
  /// What a device would get wrong in this variant.
  public var diagnostics: [Diagnostic]

  /// A laid-out variant; `VariantEngine` builds them.
  public init(
    key: VariantKey, direction: LayoutDirection, technique: Technique, fontSize: Double?,
    titleSize: Size?, frames: LayoutFrames, bounds: Size, gap: Double?, diagnostics: [Diagnostic]
  ) {
    self.key = key
    self.direction = direction
    self.technique = technique
    self.fontSize = fontSize
    self.titleSize = titleSize
    self.frames = frames
    self.bounds = bounds
    self.gap = gap
    self.diagnostics = diagnostics
  }

  /// The worst severity among the diagnostics, or `nil` when there are none.
  public var worstSeverity: Diagnostic.Severity? { Diagnostic.worstSeverity(of: diagnostics) }

  /// The title's size is approximate: measured off the device (an `approximate-title` note).
  public var isTitleApproximate: Bool { diagnostics.contains { $0.code == .approximateTitle } }
}

/// Lays out resolved variants with one technique and diagnoses them.
public enum VariantEngine {
  /// One layout per variant and direction, in the order of `inputs`, each with the variant's
  /// notes, the layout's own diagnostics (`title-truncated`, `rtl-broken`, …), and the
  /// variants' own: `exceeds-max-width` against `maxWidth` (the room the container gives, or
  /// `nil` for none) and `state-jump` on a state that moves against normal
  /// (docs/variants.md, "Variant diagnostics").
  public static func layouts(
    _ inputs: [VariantInput], technique: Technique, maxWidth: Double? = nil
  ) -> [VariantLayout] {
    var result: [VariantLayout] = []
    result.reserveCapacity(inputs.count)
    /// The pixel of each layout's spec, for the state comparison.
    var pixels: [Double] = []
    pixels.reserveCapacity(inputs.count)
    // One array for every variant's layouts, emptied for the next (not one made for each).
    var laidOut: [TechniqueLayout] = []
    for input in inputs {
      // Issue 28 (lines): a fit button wider than its container is given its width.
      let spec = TitleWrapping.constrained(input.spec, technique, maxWidth: maxWidth)
      laidOut.removeAll(keepingCapacity: true)
      LayoutEngine.append(spec, technique, to: &laidOut)
      for l in laidOut {
        // No new array when the variant has no notes (most have none).
        var diagnostics = input.notes.isEmpty ? l.diagnostics : input.notes + l.diagnostics
        if let maxWidth,
          let finding = VariantDiagnose.exceedsMaxWidth(
            l.frames, size: spec.size, maxWidth: maxWidth, grid: input.spec.grid)
        {
          diagnostics.append(finding)
        }
        result.append(
          VariantLayout(
            key: input.key, direction: l.direction, technique: technique,
            fontSize: input.fontSize, titleSize: input.spec.titleSize, frames: l.frames,
            bounds: l.bounds, gap: l.gap, diagnostics: diagnostics))
        pixels.append(input.spec.grid.pixel)
      }
    }
    VariantDiagnose.addStateJumps(&result, pixels: pixels)
    return result
  }
}
