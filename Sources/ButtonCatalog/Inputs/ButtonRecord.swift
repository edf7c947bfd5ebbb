import ButtonLayout
import ButtonMeasure

/// Where a title's measured size comes from.
package enum TitleSource: String, CaseIterable, Hashable, Sendable {
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
package enum ImageSource: String, CaseIterable, Hashable, Sendable {
  case none
  /// Given as `--image-size WxH`.
  case size
  /// Read from a PNG, an `@2x`/`@3x` variant or an `.imageset` (`--image PATH`).
  case file
}

/// A button style as the catalog keeps it: the name, what people wrote (title text, font and
/// image files, tags) and the engine's inputs, with the measured values and their sources.
package struct ButtonRecord: Hashable, Sendable {
  package var name: String
  package var description: String = ""
  /// Sorted and unique.
  package var tags: [String] = []

  package var title: String?
  package var titleSource: TitleSource = .none
  /// The title's font file, or `nil` for the system font.
  package var font: FontSource?
  package var fallbackFonts: [FontSource] = []
  /// The title's point size, or `nil` for UIButton's default title font size.
  package var fontSize: Double?
  /// The system font's weight, or `nil` for the default (the text style's, else regular).
  package var fontWeight: SystemFontWeight?
  /// SHA-256 of the font files the title was measured with (`titleSource == .font`).
  package var titleDigest: String?

  package var imageSource: ImageSource = .none
  package var imagePath: String?
  /// SHA-256 of the image file(s) (`imageSource == .file`).
  package var imageDigest: String?

  /// The engine's inputs. `spec.titleSize` and `spec.imageSize` hold the measured (or given)
  /// sizes; `spec.titleLineHeight` follows `fontSize`.
  package var spec = ButtonSpec()
  /// The technique exports apply.
  package var technique: Technique = .exact
  /// `UIButton.Configuration.imageReservation` the configuration code sets, in points, or `nil`
  /// for UIKit's default (the code sets nothing): the engine's `spec.imageReservation`, laid out
  /// by the configuration technique from Apple's description [UNVERIFIED].
  package var imageReservation: Double? {
    get { spec.imageReservation }
    set { spec.imageReservation = newValue }
  }
  // Issue 28 (A): the configuration's look (migration 0019).
  /// The factory, corner style and background corner radius the configuration code sets, each
  /// `nil` while not given. Not engine inputs: no factory changes a frame, and the corner
  /// radius is derived from a layout's height where it is shown (`CornerRadius`).
  package var appearance = ConfigurationAppearance()
  // Issue 28 (D): SF Symbol images.
  /// The SF Symbol the image is (`UIImage(systemName:)`), or `nil`. Its `UIImage.size` is
  /// `spec.imageSize` (given with `--symbol-size`, or a device's measurement); without one it is
  /// unmeasured (`isImageUnmeasured`).
  package var symbol: String?
  /// The symbol configuration's point size, or `nil`: the title's font size.
  package var symbolPointSize: Double?
  /// The symbol configuration's weight, or `nil` (UIKit's default, regular).
  package var symbolWeight: SystemFontWeight?
  /// The symbol configuration's scale, or `nil` (UIKit's default, medium).
  package var symbolScale: SymbolScale?
  // Issue 28 (subtitle): the subtitle's text, point size and strings key; its measured size,
  // `titlePadding` and `titleAlignment` are the engine's (`spec`).
  /// `UIButton.Configuration.subtitle`, or `nil` for none.
  package var subtitle: String?
  /// The subtitle's point size, or `nil` for UIKit's (`SubtitleStack.defaultSubtitlePointSize`).
  package var subtitleFontSize: Double?
  /// The subtitle's key in the strings file: its text is the source language's value, and the
  /// variants translate it per locale.
  package var subtitleKey: String?
  /// What multiplies the button into variants (locales, content sizes, states); empty: only
  /// the base variant.
  package var variants = VariantSettings()
  /// The warning and information codes the team judged acceptable for this button, with their
  /// reasons (`--accept CODE[=REASON]`): still reported, marked accepted, but they count toward
  /// no verdict (`ButtonVerdict`). Not a layout input: accepting changes no layout.
  package var accepted = AcceptedFindings()

  /// When the button claimed its generated names (`ButtonInputs.namingOrder`), or `nil`.
  package var namingOrder: Int?
  package var revision = 0
  package var createdAt = ""
  package var updatedAt = ""

  package init(name: String) {
    self.name = name
  }

  /// The point size the title is measured in: the given size, else UIButton's default.
  package var effectiveFontSize: Double {
    fontSize ?? SystemFont.defaultTitlePointSize(for: spec.ios)
  }

  /// The weight the system font title is set in: the given one, else the text style's own
  /// weight, else regular.
  package var effectiveFontWeight: SystemFontWeight {
    fontWeight ?? variants.textStyle?.weight ?? .regular
  }

  /// The point size a system-font title is set in at `category`: the font size (UIButton's
  /// default without one, the configuration size's with the configuration technique); with a text style, the style's own size
  /// (`UIFont.preferredFont(forTextStyle:)`), or the font size scaled by the style's metrics
  /// (`UIFontMetrics.scaledFont(for:maximumPointSize:)`) when one is given.
  package func systemTitlePointSize(at category: ContentSizeCategory = .default) -> Double {
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
  package var baseTitleNeeds: [TitleNeed] {
    guard titleSource == .system, let title else { return subtitleNeeds }
    let unmeasured = spec.titleSize == nil
    return [
      TitleNeed(key: systemTitleKey(title), digest: titleDigest, pending: unmeasured ? 1 : 0)
    ] + subtitleNeeds
  }

  /// A system-font title with no measurement yet (or a subtitle: `isSubtitleUnmeasured`): its
  /// layouts are pending.
  package var isTitleUnmeasured: Bool {
    titleSource == .system && spec.titleSize == nil || isSubtitleUnmeasured
  }

  /// The policy of a button size given (`buttonSize` set by a command): the padding and the
  /// font size the same command does not give take the size's defaults
  /// (`ConfigurationButtonSize.defaultContentInsets`, `.defaultTitlePointSize`), so a button laid
  /// out with the configuration technique at that size is UIKit's configuration of that size.
  /// Values given with it win. Every default is symmetric, so the physical padding is the same in
  /// both directions.
  package mutating func applyButtonSizeDefaults(keepingPadding: Bool, keepingFontSize: Bool) {
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
    deriveSymbolPointSize()
  }
}
