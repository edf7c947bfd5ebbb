/// Every rule of the variants engine that no public source confirms (docs/variants.md marks them
/// **UNVERIFIED**), in one place, as `InferredRules` holds the layout model's [inferred] rules.
///
/// When a device or simulator measurement disagrees, change the rule here and nowhere else;
/// outputs that depend on one of these are to be labelled as approximations.
public enum VariantAssumptions {
  /// `UIRoundToScale(x, s)`: `round(x·s)/s` (a whole point at 1x), read in decompiled iOS 26.1
  /// UIKit and measured at 3x only (the OpenUIKit dump). **UNVERIFIED at 2x and 1x**: the same
  /// primitive is assumed, predicting body `scaledValue(for: 17)` = 14.5 at xS @2x.
  @inline(__always)
  public static func roundScaledValue(_ value: Double, scale: Double) -> Double {
    (value * scale).rounded() / scale
  }
}

extension VariantAssumptions {
  /// **UNVERIFIED**: an attributed title set only for normal still wins over a plain title set
  /// for the state (the attributed lookup, with its fallback to normal, comes first). The order
  /// of the two lookups is read in decompiled UIKit; that each falls back to normal before the
  /// other is consulted is our reading of it.
  public static let attributedTitleFallbackWinsOverPlainStateTitle = true

  /// **UNVERIFIED**: a state whose title differs from normal's lays the button out at that
  /// title's size, so under Auto Layout its intrinsic content size changes while in that state
  /// (the "jumping" button). The decompiled layout path measures each state's own title and
  /// image; whether the title change alone invalidates the intrinsic size was not read. The
  /// variants engine compares states on this assumption (`state-jump`).
  public static let stateTitleChangesIntrinsicSize = true
}
