/// A Dynamic Type text style (`UIFont.TextStyle`), spelled as buttoncat's `--text-style` takes it.
///
/// The raw value is the command-line spelling; `uikitRawValue` is the string UIKit stores
/// (docs/variants.md, "Dynamic Type").
public enum TextStyle: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
  /// The `UIFont.TextStyle` constants of the same names (`largeTitle` is `.largeTitle`).
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  /// `.caption1`, `.caption2`.
  case caption1, caption2

  /// The raw value of the `UIFont.TextStyle` constant (`UICTFontTextStyleTitle0` for
  /// `largeTitle`), as listed by temoki/UIKit_DynamicType.
  public var uikitRawValue: String {
    switch self {
    case .largeTitle: "UICTFontTextStyleTitle0"
    case .title1: "UICTFontTextStyleTitle1"
    case .title2: "UICTFontTextStyleTitle2"
    case .title3: "UICTFontTextStyleTitle3"
    case .headline: "UICTFontTextStyleHeadline"
    case .body: "UICTFontTextStyleBody"
    case .callout: "UICTFontTextStyleCallout"
    case .subheadline: "UICTFontTextStyleSubhead"
    case .footnote: "UICTFontTextStyleFootnote"
    case .caption1: "UICTFontTextStyleCaption1"
    case .caption2: "UICTFontTextStyleCaption2"
    }
  }

  /// The weight of the system font UIKit vends for the style: only `headline` is semibold (the
  /// iOS 26 dump: SFUI-Semibold with the bold trait; every other style SFUI-Regular).
  public var weight: SystemFontWeight { self == .headline ? .semibold : .regular }

  /// The weight with the bold trait applied (the HIG's "Emphasized weight" column): bold for
  /// the three largest titles, semibold for every other style.
  public var emphasizedWeight: SystemFontWeight {
    switch self {
    case .largeTitle, .title1, .title2: .bold
    default: .semibold
    }
  }
}

/// A weight of the system font (`UIFont.Weight`), spelled as UIKit's static members are
/// (`--font-weight semibold`), lightest first. The text styles use `regular`, `semibold` and
/// `bold`.
public enum SystemFontWeight: String, CaseIterable, Equatable, Hashable, Sendable, Codable {
  /// The `UIFont.Weight` constants of the same names.
  case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

  /// `UIFont.Weight(rawValue:)`: the values UIFont.h gives its named weights
  /// (`UIFontWeightUltraLight` -0.8 … `UIFontWeightBlack` 0.62).
  public var uikitRawValue: Double {
    switch self {
    case .ultraLight: -0.8
    case .thin: -0.6
    case .light: -0.4
    case .regular: 0
    case .medium: 0.23
    case .semibold: 0.3
    case .bold: 0.4
    case .heavy: 0.56
    case .black: 0.62
    }
  }

  /// The OpenType `wght` axis value of the weight (the OS/2 `usWeightClass` scale: 100 for
  /// ultraLight … 400 regular … 900 black), for a variable font file of the system font.
  public var axisValue: Double {
    Double(100 * ((Self.allCases.firstIndex(of: self) ?? 3) + 1))
  }
}

/// A content size category (`UIContentSizeCategory`), the user's Dynamic Type setting, in
/// increasing order: `extraSmall` … `large` (the default) … `accessibilityExtraExtraExtraLarge`.
///
/// `shortName` is buttoncat's spelling (`xS`, `S`, `M`, `L`, `xL`, `xxL`, `xxxL`, `AX1` … `AX5`);
/// `uikitRawValue` is UIKit's (`UICTContentSizeCategoryL`). Encoded as its short name (`"AX3"`),
/// never as its position.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, Codable {
  /// The seven standard categories, `xS` … `xxxL`.
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  /// The accessibility categories `AX1` … `AX3`.
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  /// The accessibility categories `AX4` and `AX5`.
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// `UIContentSizeCategory.large`, the category every base value is given at.
  public static let `default` = ContentSizeCategory.large

  /// Smaller categories first (`extraSmall` … `accessibilityExtraExtraExtraLarge`).
  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  /// buttoncat's spelling, as `--content-sizes` takes it.
  public var shortName: String {
    switch self {
    case .extraSmall: "xS"
    case .small: "S"
    case .medium: "M"
    case .large: "L"
    case .extraLarge: "xL"
    case .extraExtraLarge: "xxL"
    case .extraExtraExtraLarge: "xxxL"
    case .accessibilityMedium: "AX1"
    case .accessibilityLarge: "AX2"
    case .accessibilityExtraLarge: "AX3"
    case .accessibilityExtraExtraLarge: "AX4"
    case .accessibilityExtraExtraExtraLarge: "AX5"
    }
  }

  /// The Swift name of the `UIContentSizeCategory` constant (`accessibilityMedium`).
  public var uikitName: String {
    switch self {
    case .extraSmall: "extraSmall"
    case .small: "small"
    case .medium: "medium"
    case .large: "large"
    case .extraLarge: "extraLarge"
    case .extraExtraLarge: "extraExtraLarge"
    case .extraExtraExtraLarge: "extraExtraExtraLarge"
    case .accessibilityMedium: "accessibilityMedium"
    case .accessibilityLarge: "accessibilityLarge"
    case .accessibilityExtraLarge: "accessibilityExtraLarge"
    case .accessibilityExtraExtraLarge: "accessibilityExtraExtraLarge"
    case .accessibilityExtraExtraExtraLarge: "accessibilityExtraExtraExtraLarge"
    }
  }

  /// The string UIKit stores (`UICTContentSizeCategoryAccessibilityXXXL` for AX5), the value
  /// `-UIPreferredContentSizeCategoryName` takes.
  public var uikitRawValue: String {
    let suffix: String
    switch self {
    case .extraSmall: suffix = "XS"
    case .small: suffix = "S"
    case .medium: suffix = "M"
    case .large: suffix = "L"
    case .extraLarge: suffix = "XL"
    case .extraExtraLarge: suffix = "XXL"
    case .extraExtraExtraLarge: suffix = "XXXL"
    case .accessibilityMedium: suffix = "AccessibilityM"
    case .accessibilityLarge: suffix = "AccessibilityL"
    case .accessibilityExtraLarge: suffix = "AccessibilityXL"
    case .accessibilityExtraExtraLarge: suffix = "AccessibilityXXL"
    case .accessibilityExtraExtraExtraLarge: suffix = "AccessibilityXXXL"
    }
    return "UICTContentSizeCategory" + suffix
  }

  /// Whether this is one of the five accessibility categories (AX1 … AX5).
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The category named by buttoncat's spelling (`xS` … `AX5`, exactly as written), by the
  /// UIKit constant's name (`accessibilityMedium`) or by UIKit's raw value; nil otherwise.
  public init?(parsing text: String) {
    guard
      let found = Self.allCases.first(where: {
        $0.shortName == text || $0.uikitName == text || $0.uikitRawValue == text
      })
    else { return nil }
    self = found
  }

  /// The category a view applies under `UIView.minimumContentSizeCategory` and
  /// `maximumContentSizeCategory` (iOS 15): clamped to the limits; when the minimum is above the
  /// maximum only the maximum applies (useyourloaf, "Restricting Dynamic Type sizes").
  public func clamped(minimum: ContentSizeCategory?, maximum: ContentSizeCategory?)
    -> ContentSizeCategory
  {
    var result = self
    if let minimum, maximum.map({ minimum <= $0 }) ?? true { result = Swift.max(result, minimum) }
    if let maximum { result = Swift.min(result, maximum) }
    return result
  }
}

extension ContentSizeCategory {
  /// Decodes any spelling `init(parsing:)` takes.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let category = ContentSizeCategory(parsing: text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "unknown content size category '\(text)'")
    }
    self = category
  }

  /// Encodes the short name (`"AX3"`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(shortName)
  }
}
