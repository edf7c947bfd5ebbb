/// Published metrics of the system font (San Francisco), stable since iOS 9
/// (docs/layout-model.md section 3). Only vertical metrics: its widths cannot be reproduced off
/// Apple platforms.
public enum SystemFont {
  /// Units per em of the published metrics.
  public static let unitsPerEm = 2048.0
  /// The ascender, in units per em.
  public static let ascenderUnits = 1950.0
  /// The descender (negative), in units per em.
  public static let descenderUnits = -494.0
  /// The line height, in units per em.
  public static let lineHeightUnits = 2444.0

  /// `size * 2444 / 2048` (17 pt → 20.287109375).
  public static func lineHeight(pointSize: Double) -> Double {
    pointSize * lineHeightUnits / unitsPerEm
  }

  /// `size * 1950 / 2048`.
  public static func ascender(pointSize: Double) -> Double {
    pointSize * ascenderUnits / unitsPerEm
  }

  /// `size * -494 / 2048`.
  public static func descender(pointSize: Double) -> Double {
    pointSize * descenderUnits / unitsPerEm
  }

  /// The default title font size of a UIButton: 15 pt system on iOS 15 and later [impl];
  /// custom buttons used 18 pt before [measured] (docs/layout-model.md section 1, step 10).
  public static func defaultTitlePointSize(for ios: IOSVersion) -> Double {
    ios.major >= 15 ? 15 : 18
  }
}
