/// `UIButton.Configuration.Size` (`buttonSize`): mini, small, medium (the default) or large, with
/// the defaults a configuration of that size starts from (docs/layout-model.md section 2).
///
/// Measured on the iOS 26.1 simulator [measured], identical for every classic factory (plain,
/// gray, tinted, filled, borderless, bordered, borderedTinted and borderedProminent). buttoncat's
/// exports set `contentInsets` and `imagePadding` explicitly, so the defaults matter only for
/// the inputs a user does not give.
public enum ConfigurationButtonSize: String, CaseIterable, Hashable, Sendable, Codable {
  /// `UIButton.Configuration.Size.mini`, `.small`, `.medium`, `.large`.
  case mini, small, medium, large

  /// The size a configuration has unless told otherwise.
  public static let `default` = ConfigurationButtonSize.medium

  /// `imagePadding` of every size and factory: 0 [measured].
  public static let defaultImagePadding = 0.0

  /// `titlePadding` (between title and subtitle) of every size and factory: 1 [measured].
  public static let defaultTitlePadding = 1.0

  /// The default `contentInsets`: (5, 10, 5, 10) for mini and small, (7, 12, 7, 12) for medium,
  /// (15, 20, 15, 20) for large [measured].
  public var defaultContentInsets: DirectionalEdgeInsets {
    switch self {
    case .mini, .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
    case .large: DirectionalEdgeInsets(top: 15, leading: 20, bottom: 15, trailing: 20)
    }
  }

  /// The default title font's point size (the system font): 15 for mini and small, 17 for
  /// medium and large [measured].
  public var defaultTitlePointSize: Double {
    switch self {
    case .mini, .small: 15
    case .medium, .large: 17
    }
  }
}
