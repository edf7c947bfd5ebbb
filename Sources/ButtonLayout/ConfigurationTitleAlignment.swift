/// `UIButton.Configuration.TitleAlignment`, named as UIKit spells its cases.
///
/// The one rule from a content alignment to a title alignment: the code exports
/// (`ButtonExport`'s `StyleCode`) and the migration advice (`MigrationAdvisor`) both call it.
public enum ConfigurationTitleAlignment: String, CaseIterable, Hashable, Sendable, Codable {
  /// `.automatic`, `.leading`, `.center`, `.trailing`.
  case automatic, leading, center, trailing

  /// The title alignment of a content alignment in a direction, as a direction-relative edge:
  /// physical `left` is `leading` in left-to-right and `trailing` in right-to-left (and the
  /// other way round for `right`); `center` and `fill` centre. Never `automatic`: the value is
  /// always set explicitly. UNVERIFIED: that this is the alignment a designer expects; it
  /// changes only how the lines of a multi-line title align, not the frames the model gives.
  public init(_ alignment: HorizontalAlignment, _ direction: LayoutDirection) {
    let rtl = direction == .rightToLeft
    switch alignment {
    case .center, .fill: self = .center
    case .leading: self = .leading
    case .trailing: self = .trailing
    case .left: self = rtl ? .trailing : .leading
    case .right: self = rtl ? .leading : .trailing
    }
  }
}
