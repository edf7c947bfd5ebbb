import ButtonLayout
import ButtonMeasure
import ButtonStrings

/// Turns a record's variant inputs (`VariantSettings`) into the variants the engine lays out:
/// reads the strings file, scales the font per content size (Dynamic Type), measures each title
/// (cached by font, size and text), resolves each state's title and image.
public struct VariantPlanner: Sendable {
  public var measurer: SourceMeasurer

  public init(measurer: SourceMeasurer = SourceMeasurer()) {
    self.measurer = measurer
  }

  /// Every variant of `record`, resolved and measured, base variant first. `record` is
  /// measured already (its base sizes are current).
  public func inputs(for record: ButtonRecord) throws(CatalogError) -> [VariantInput] {
    // Contract stub: the base variant only (issue 15 fills this in).
    [
      VariantInput(
        key: .base, spec: record.spec,
        fontSize: record.titleSource == .none ? nil : record.effectiveFontSize,
        title: record.title)
    ]
  }

  /// Every variant of `record` laid out with its technique, base variant first.
  public func layouts(for record: ButtonRecord) throws(CatalogError) -> [VariantLayout] {
    VariantEngine.layouts(
      try inputs(for: record), technique: record.technique, maxWidth: record.variants.maxWidth)
  }
}
