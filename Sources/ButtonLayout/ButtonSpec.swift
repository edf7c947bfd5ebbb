/// The inputs of one button style, in the engine's terms (measured sizes, not files).
///
/// The catalog keeps where each measured value came from; the engine only needs the numbers.
/// Sizes come from `TitleMeasurer` and `ImageMeasurer` (the `ButtonMeasure` product) or are
/// given by hand; every other input has a default (see `init`).
///
/// ```swift
/// import ButtonLayout
///
/// var spec = ButtonSpec(
///   titleSize: Size(width: 31.2, height: 12), imageSize: Size(width: 24, height: 24))
/// spec.placement = .trailing
/// spec.direction = .both
/// let problems = spec.validate()  // every problem at once; empty when the inputs are usable
/// let layouts = LayoutEngine.layouts(spec, techniques: [.configuration])  // LTR, then RTL
/// ```
public struct ButtonSpec: Hashable, Sendable {
  /// The title's single-line, unconstrained typographic size (docs/layout-model.md section 3), or
  /// `nil` for a button without a title.
  public var titleSize: Size?
  /// The unrounded line height of the title font; counts as one empty line when there is no
  /// title (section 1, step 10). `nil`: the default title font of `ios`.
  public var titleLineHeight: Double?
  /// The image's size in points, or `nil` for a button without an image.
  public var imageSize: Size?
  /// Where the image sits relative to the title (`leading`/`trailing` follow the direction).
  public var placement: Placement
  /// The distance between image and title, in points.
  public var spacing: Double
  /// Space around the image+title group, physical (top, left, bottom, right).
  public var padding: EdgeInsets
  /// The button's size: fit to its content, or fixed.
  public var size: ButtonSize
  /// `contentHorizontalAlignment`: where the image+title group sits across the width.
  public var horizontalAlignment: HorizontalAlignment
  /// `contentVerticalAlignment`: where the image+title group sits across the height.
  public var verticalAlignment: VerticalAlignment
  /// The screen scale (1, 2 or 3): the pixel grid values snap to.
  public var scale: Double
  /// The iOS release whose rounding rules apply (docs/layout-model.md section 1, step 4).
  public var ios: IOSVersion
  /// The layout directions asked for: LTR, RTL, both, or each locale's own (`auto`).
  public var direction: DirectionChoice
  /// The direction `direction == .auto` lays the base layouts out in: the source language's
  /// (measured from the strings file; LTR when unknown). Ignored for the other choices.
  public var autoDirection: LayoutDirection = .leftToRight
  /// The `buttonSize` of the `configuration` technique (default medium). Its frames depend only
  /// on the values buttoncat sets explicitly (`contentInsets` is the padding, the title as
  /// measured); the size decides the defaults of the inputs a user leaves out
  /// (`ConfigurationButtonSize.defaultContentInsets`, `.defaultTitlePointSize`).
  public var configurationButtonSize: ConfigurationButtonSize
  /// The legacy edge insets the button already has, as given (the `insets` technique's only
  /// input), or `nil`, the default: the button has none, and no `insets` layout.
  public var givenInsets: GivenInsets? = nil

  // Issue 28 (D): the activity indicator, SF Symbol images and the image reservation, read by
  // the configuration technique only (docs/layout-model.md, "The image's place in a
  // configuration"). Each left at its default lays every button out as before.

  /// `UIButton.Configuration.showsActivityIndicator`: an activity indicator in place of the
  /// image (`ConfigurationImageSlot`). The legacy techniques have none (`no-activity-indicator`).
  public var showsActivityIndicator: Bool = false
  /// The point size of the SF Symbol the image is (`UIImage.SymbolConfiguration.pointSize`), or
  /// `nil` for a bitmap image. `imageSize` is the symbol image's `UIImage.size`.
  public var symbolPointSize: Double? = nil
  /// The symbol's image view as a device measured it, or `nil`: inferred from the image size
  /// and the point size (`ConfigurationImageSlot.symbolImageView`).
  public var symbolImageViewSize: Size? = nil
  /// `UIButton.Configuration.imageReservation` in points, or `nil` (UIKit's default, 0): the
  /// image's space along the placement axis, the image centred in it; a larger image ignores it.
  public var imageReservation: Double? = nil

  // Issue 28 (subtitle): the configuration's subtitle, `titlePadding` and `titleAlignment`
  // (`SubtitleStack`). Only the configuration technique reads them.
  /// The subtitle's single-line typographic size, measured in the title's font at the subtitle's
  /// point size, or `nil`, the default, for a button without a subtitle.
  public var subtitleSize: Size? = nil
  /// `UIButton.Configuration.titlePadding`: the distance between title and subtitle (UIKit's
  /// default 1).
  public var titlePadding: Double = SubtitleStack.defaultTitlePadding
  /// `UIButton.Configuration.titleAlignment`, or `nil`, the default: the alignment the
  /// generated code derives from the content alignment (`SubtitleStack.alignment`).
  public var titleAlignment: ConfigurationTitleAlignment? = nil

  // Issue 28 (lines): multi-line titles (docs/layout-model.md, "Multi-line titles").
  /// `numberOfLines`: 1 (the default) keeps the title on one line, 0 gives it as many lines as it
  /// needs.
  public var titleLines: Int = 1
  /// `lineBreakMode` (legacy) or `titleLineBreakMode` (configuration), or `nil`: unset, which
  /// wraps at words once `titleLines` is not 1 (`TitleWrapping`).
  public var titleLineBreak: TitleLineBreak? = nil
  /// The title's break opportunities with their widths (`TitleWrapper.pieceTexts`), measured in
  /// the title's font; `nil` while the title does not wrap (or has no title).
  public var titlePieces: [TitlePiece]? = nil

  /// Whether `technique`'s title may take several lines: the line break mode wraps (unset
  /// counts as word wrapping) and `titleLines` is not 1; a configuration has no
  /// `numberOfLines`, so a wrapping mode given explicitly is enough for it.
  public func wrapsTitle(_ technique: Technique) -> Bool {
    guard (titleLineBreak ?? .word).wraps else { return false }
    return titleLines != 1 || (technique == .configuration && titleLineBreak != nil)
  }

  /// Whether any technique's title may take several lines (its pieces are measured then).
  public var mayWrapTitle: Bool { wrapsTitle(.configuration) }

  /// A spec from its inputs: the sizes measured (`TitleMeasurer`, `ImageMeasurer`) or given, the
  /// rest defaulting to a plain UIButton's (no spacing or padding, centred, fit, LTR) at 3x on the
  /// newest iOS.
  public init(
    titleSize: Size? = nil, titleLineHeight: Double? = nil, imageSize: Size? = nil,
    placement: Placement = .left, spacing: Double = 0, padding: EdgeInsets = .zero,
    size: ButtonSize = .fit, horizontalAlignment: HorizontalAlignment = .center,
    verticalAlignment: VerticalAlignment = .center, scale: Double = 3, ios: IOSVersion = .newest,
    direction: DirectionChoice = .ltr,
    configurationButtonSize: ConfigurationButtonSize = .default
  ) {
    self.titleSize = titleSize
    self.titleLineHeight = titleLineHeight
    self.imageSize = imageSize
    self.placement = placement
    self.spacing = spacing
    self.padding = padding
    self.size = size
    self.horizontalAlignment = horizontalAlignment
    self.verticalAlignment = verticalAlignment
    self.scale = scale
    self.ios = ios
    self.direction = direction
    self.configurationButtonSize = configurationButtonSize
  }

  /// The pixel grid of `scale`.
  public var grid: PixelGrid { PixelGrid(scale: scale) }

  /// The directions the layouts are computed in (`auto`: `autoDirection`).
  public var directions: [LayoutDirection] { direction.directions(auto: autoDirection) }

  /// Whether there is an image and a title to place one against the other. Without both, the
  /// placement and the spacing mean nothing: no technique's values set them (README.md, "Values
  /// to paste").
  public var hasImageAndTitle: Bool { imageSize != nil && titleSize != nil }

  /// The title size after the button's own rounding (section 1, step 4), unconstrained.
  public var roundedTitleSize: Size? {
    titleSize.map {
      Size(
        width: LegacySimulator.roundTitleDimension($0.width, ios, grid),
        height: LegacySimulator.roundTitleDimension($0.height, ios, grid))
    }
  }

  /// A legacy button with these sizes and no insets yet, for a technique to fill in.
  public func legacyButton(direction: LayoutDirection) -> LegacyButton {
    LegacyButton(
      bounds: size.fixedSize, imageSize: imageSize, titleSize: titleSize,
      titleLineHeight: titleLineHeight, horizontalAlignment: horizontalAlignment,
      verticalAlignment: verticalAlignment, direction: direction, scale: scale, ios: ios)
  }
}
