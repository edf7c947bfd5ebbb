import ButtonLayout
import ButtonMeasure

/// Where a title's measured size comes from.
public enum TitleSource: String, CaseIterable, Hashable, Sendable {
  /// No title.
  case none
  /// Given as `--title-size WxH`.
  case size
  /// Given as `--title-width W`; the height is the system font's line height.
  case width
  /// Measured in a font file with HarfBuzz (`--font PATH`).
  case font
  /// Set in the system font and sized from a device measurement of the same text, weight, point
  /// size, scale and iOS major version (the catalog's measurements); no size while none exists
  /// (the title is unmeasured and its layouts are pending).
  case system
}

/// Where an image's size comes from.
public enum ImageSource: String, CaseIterable, Hashable, Sendable {
  case none
  /// Given as `--image-size WxH`.
  case size
  /// Read from a PNG, an `@2x`/`@3x` variant or an `.imageset` (`--image PATH`).
  case file
}

/// A button style as the catalog keeps it: the name, what people wrote (title text, font and
/// image files, tags) and the engine's inputs, with the measured values and their sources.
public struct ButtonRecord: Hashable, Sendable {
  public var name: String
  public var description: String = ""
  /// Sorted and unique.
  public var tags: [String] = []

  public var title: String?
  public var titleSource: TitleSource = .none
  /// The title's font file, or `nil` for the system font.
  public var font: FontSource?
  public var fallbackFonts: [FontSource] = []
  /// The title's point size, or `nil` for UIButton's default title font size.
  public var fontSize: Double?
  /// The system font's weight, or `nil` for the default (the text style's, else regular).
  public var fontWeight: SystemFontWeight?
  /// SHA-256 of the font files the title was measured with (`titleSource == .font`).
  public var titleDigest: String?

  public var imageSource: ImageSource = .none
  public var imagePath: String?
  /// SHA-256 of the image file(s) (`imageSource == .file`).
  public var imageDigest: String?

  /// The engine's inputs. `spec.titleSize` and `spec.imageSize` hold the measured (or given)
  /// sizes; `spec.titleLineHeight` follows `fontSize`.
  public var spec = ButtonSpec()
  /// The technique exports apply.
  public var technique: Technique = .exact
  /// `UIButton.Configuration.imageReservation` the configuration code sets, in points, or `nil`
  /// for UIKit's default (the code sets nothing). Not an engine input: how UIKit reserves the
  /// space is not verified (Apple documents it for symbol images, which scale it with Dynamic
  /// Type), so the layout model does not apply it, no digest holds it, and a change
  /// turns no layout stale.
  public var imageReservation: Double?
  /// What multiplies the button into variants (locales, content sizes, states); empty: only
  /// the base variant.
  public var variants = VariantSettings()
  /// The warning and information codes the team judged acceptable for this button, with their
  /// reasons (`--accept CODE[=REASON]`): still reported, marked accepted, but they count toward
  /// no verdict (`ButtonVerdict`). Not a layout input: accepting changes no layout.
  public var accepted = AcceptedFindings()

  /// When the button claimed its generated names (`ButtonInputs.namingOrder`), or `nil`.
  public var namingOrder: Int?
  public var revision = 0
  public var createdAt = ""
  public var updatedAt = ""

  public init(name: String) {
    self.name = name
  }

  /// The point size the title is measured in: the given size, else UIButton's default.
  public var effectiveFontSize: Double {
    fontSize ?? SystemFont.defaultTitlePointSize(for: spec.ios)
  }

  /// The weight the system font title is set in: the given one, else the text style's own
  /// weight, else regular.
  public var effectiveFontWeight: SystemFontWeight {
    fontWeight ?? variants.textStyle?.weight ?? .regular
  }

  /// The point size a system-font title is set in at `category`: the font size (UIButton's
  /// default without one, the configuration size's with the configuration technique); with a text style, the style's own size
  /// (`UIFont.preferredFont(forTextStyle:)`), or the font size scaled by the style's metrics
  /// (`UIFontMetrics.scaledFont(for:maximumPointSize:)`) when one is given.
  public func systemTitlePointSize(at category: ContentSizeCategory = .default) -> Double {
    guard let style = variants.textStyle else {
      // A configuration's title is its size's default (17 pt for medium) unless given.
      if fontSize == nil, technique == .configuration {
        return spec.configurationButtonSize.defaultTitlePointSize
      }
      return effectiveFontSize
    }
    let limits = ContentSizeLimits(maximum: variants.maxContentSize)
    guard let fontSize else {
      return DynamicTypeTables.pointSize(style, limits.apply(to: category))
    }
    return FontMetrics(forTextStyle: style).scaledFontSize(
      for: fontSize, category: category, maximumPointSize: variants.maxFontSize ?? 0,
      limits: limits)
  }

  /// The measured title the base layouts need: a system-font title's, none otherwise.
  public var baseTitleNeeds: [TitleNeed] {
    guard titleSource == .system, let title else { return [] }
    return [
      TitleNeed(
        key: systemTitleKey(title), digest: titleDigest, pending: isTitleUnmeasured ? 1 : 0)
    ]
  }

  /// A system-font title with no measurement yet: its layouts are pending.
  public var isTitleUnmeasured: Bool { titleSource == .system && spec.titleSize == nil }

  /// The policy of a button size given (`buttonSize` set by a command): the padding and the
  /// font size the same command does not give take the size's defaults
  /// (`ConfigurationButtonSize.defaultContentInsets`, `.defaultTitlePointSize`), so a button laid
  /// out with the configuration technique at that size is UIKit's configuration of that size.
  /// Values given with it win. Every default is symmetric, so the physical padding is the same in
  /// both directions.
  public mutating func applyButtonSizeDefaults(keepingPadding: Bool, keepingFontSize: Bool) {
    let size = spec.configurationButtonSize
    if !keepingPadding {
      let i = size.defaultContentInsets
      spec.padding = EdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
    }
    if !keepingFontSize { fontSize = size.defaultTitlePointSize }
  }

  /// The title's line height the engine reads: from the font size, unless a font file is
  /// measured (its own metrics are in the measured size).
  mutating func deriveTitleLineHeight() {
    spec.titleLineHeight =
      titleSource == .font ? nil : fontSize.map(SystemFont.lineHeight(pointSize:))
  }
}
