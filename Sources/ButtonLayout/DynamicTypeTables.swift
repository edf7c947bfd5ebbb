/// The Dynamic Type tables of iOS: point size and leading per text style and content size
/// category (docs/variants.md, "Dynamic Type"; every row indexed by
/// `ContentSizeCategory.rawValue`, xS … AX5).
public enum DynamicTypeTables {
  /// The system font's point size for `style` at `category`: what
  /// `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns. The HIG, the iOS 26 dump
  /// (OpenUIKit), ADUtils and temoki's iOS 13.3 measurements agree on every cell but caption2 at
  /// AX5, where temoki measured 41 and the three others say 40 (taken here).
  public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
    pointSizes[style.index][category.rawValue]
  }

  /// The HIG's leading (line-height specification) for `style` at `category`. A design value:
  /// not `UIFont.lineHeight` (see `SystemFontMetrics`), and not quite what UIFontMetrics uses
  /// (see `effectiveLeading`).
  public static func higLeading(_ style: TextStyle, _ category: ContentSizeCategory) -> Double {
    higLeadings[style.index][category.rawValue]
  }

  /// The leading iOS 26 scales with (UIFontMetrics' "bodyLeading", from
  /// `CTFontDescriptorGetTextStyleSize`), derived from measured `scaledValue(for: 64)`: the HIG
  /// leading except in the eight cells of `effectiveLeadingOverrides`.
  public static func effectiveLeading(_ style: TextStyle, _ category: ContentSizeCategory)
    -> Double
  {
    effectiveLeadings[style.index][category.rawValue]
  }

  /// The cells where iOS 26's effective leading differs from the HIG's (style, category, iOS 26
  /// value); derived from the OpenUIKit dump.
  public static let effectiveLeadingOverrides: [(TextStyle, ContentSizeCategory, Double)] = [
    (.title1, .extraLarge, 36),
    (.title1, .extraExtraLarge, 38),
    (.title1, .accessibilityExtraExtraLarge, 61),
    (.headline, .accessibilityExtraExtraLarge, 51),
    (.subheadline, .extraExtraExtraLarge, 26),
    (.subheadline, .accessibilityLarge, 36),
    (.caption1, .accessibilityMedium, 27),
    (.caption2, .accessibilityLarge, 29),
  ]

  // Rows in `TextStyle.allCases` order; columns xS, S, M, L, xL, xxL, xxxL, AX1 … AX5.
  static let pointSizes: [[Double]] = [
    [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],  // largeTitle
    [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],  // title1
    [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],  // title2
    [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],  // title3
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // headline
    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],  // body
    [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],  // callout
    [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],  // subheadline
    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],  // footnote
    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],  // caption1
    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],  // caption2
  ]

  static let higLeadings: [[Double]] = [
    [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],  // largeTitle
    [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],  // title1
    [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],  // title2
    [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],  // title3
    [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],  // headline
    [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],  // body
    [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],  // callout
    [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],  // subheadline
    [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],  // footnote
    [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],  // caption1
    [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],  // caption2
  ]

  static let effectiveLeadings: [[Double]] = {
    var table = higLeadings
    for (style, category, value) in effectiveLeadingOverrides {
      table[style.index][category.rawValue] = value
    }
    return table
  }()
}

extension TextStyle {
  /// The row of this style in the tables.
  var index: Int {
    switch self {
    case .largeTitle: 0
    case .title1: 1
    case .title2: 2
    case .title3: 3
    case .headline: 4
    case .body: 5
    case .callout: 6
    case .subheadline: 7
    case .footnote: 8
    case .caption1: 9
    case .caption2: 10
    }
  }
}

/// The measured metrics of the system font (SF, ".SFUI") behind the text styles on iOS 26 (the
/// OpenUIKit dump; exact for every dumped entry): proportional to the point size. The dump
/// prints 0.952148, −0.241211 and 1.193359 per point; 1950, −494 and 2444 units of SF's 2048
/// per em reproduce its six-decimal figures at the sizes checked.
public enum SystemFontMetrics {
  /// `UIFont.ascender` per point of size (1950/2048).
  public static let ascenderPerPoint = 1950.0 / 2048
  /// `UIFont.descender` per point of size (−494/2048).
  public static let descenderPerPoint = -494.0 / 2048
  /// `UIFont.lineHeight` per point of size (2444/2048).
  public static let lineHeightPerPoint = 2444.0 / 2048

  /// `UIFont.ascender` at `pointSize` (body 17: 16.186523).
  public static func ascender(pointSize: Double) -> Double { ascenderPerPoint * pointSize }

  /// `UIFont.descender` at `pointSize`, negative (body 17: −4.100586).
  public static func descender(pointSize: Double) -> Double { descenderPerPoint * pointSize }

  /// `UIFont.lineHeight` at `pointSize` (body 17: 20.287109; body 53: 63.248047), not rounded:
  /// the height a one-line label sizes to before the engine rounds it.
  public static func lineHeight(pointSize: Double) -> Double { lineHeightPerPoint * pointSize }
}
