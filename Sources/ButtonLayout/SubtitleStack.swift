/// A configuration's title and subtitle, stacked: `UIButton.Configuration.subtitle`,
/// `titlePadding` and `titleAlignment` (docs/layout-model.md, "Subtitle and title alignment").
///
/// Measured on iOS 26.1 (OpenUIKit's buttonconfigprobe, `titles.titleAndSubtitle` and
/// `titles.titleAlignment`) [measured]: the subtitle label sits under the title label, exactly
/// `titlePadding` below it; the stack is as wide as the wider label and as tall as both plus
/// the padding, and it is placed against the image and in the content rect as a title alone is
/// (`ConfigurationModel.place`); each label keeps its own size (rounded up to the pixel grid),
/// and the narrower moves across the stack per `titleAlignment` (`automatic` and `leading` at
/// the leading edge, `center` centred, `trailing` at the trailing edge), so in a wider button the
/// wider label (there, the title) keeps its place and the subtitle moves. What was not measured
/// (right to left, a subtitle wider than the title, a padding other than 1, how a squeezed
/// stack truncates) follows the same rule and is [inferred].
public enum SubtitleStack {
  /// UIKit's `titlePadding` [measured: 1 in every factory configuration of iOS 26.1].
  public static let defaultTitlePadding: Double = 1
  /// The subtitle's point size beside UIKit's default 17 pt title [measured: `.SFUI-Regular@13`
  /// beside `@17`]; [inferred] the footnote text style's size (13 pt at the default content
  /// size), one the variants scale with Dynamic Type as the title's.
  public static let defaultSubtitlePointSize: Double = 13

  /// The subtitle label's size: the measured text rounded up to the pixel grid in each
  /// dimension, as the title's (`ConfigurationModel.titleSize`) [measured: "Subtitle" at 13 pt
  /// is 46.667 × 15.667 at 3x].
  public static func subtitleSize(_ spec: ButtonSpec) -> Size? {
    let grid = spec.grid
    return spec.subtitleSize.map { Size(width: grid.ceil($0.width), height: grid.ceil($0.height)) }
  }

  /// What a configuration places as its title: the title label alone, or with a subtitle the
  /// stack (the wider label's width; both heights and `titlePadding`). A subtitle without a
  /// title is refused by validation; here it is ignored.
  public static func size(_ spec: ButtonSpec) -> Size? {
    guard let title = ConfigurationModel.titleSize(spec) else { return nil }
    guard let subtitle = subtitleSize(spec) else { return title }
    return Size(
      width: Swift.max(title.width, subtitle.width),
      height: title.height + spec.titlePadding + subtitle.height)
  }

  /// The title alignment that applies: the one given, else the one the generated code sets
  /// (`ConfigurationTitleAlignment` of the content's horizontal alignment), so the frames are
  /// those of the code.
  public static func alignment(_ spec: ButtonSpec, _ direction: LayoutDirection)
    -> ConfigurationTitleAlignment
  {
    spec.titleAlignment ?? ConfigurationTitleAlignment(spec.horizontalAlignment, direction)
  }

  /// The physical anchor of an alignment across the stack: `-1` left, `0` centre, `1` right.
  /// `automatic` is the natural alignment, leading [measured in left to right; right to left
  /// inferred].
  public static func anchor(_ alignment: ConfigurationTitleAlignment, _ direction: LayoutDirection)
    -> Int
  {
    let leading = direction == .leftToRight ? -1 : 1
    switch alignment {
    case .automatic, .leading: return leading
    case .center: return 0
    case .trailing: return -leading
    }
  }

  /// The title's and the subtitle's frames in `stack` (the rect the configuration placed as its
  /// title): the title at the top, the subtitle `titlePadding` under it, each moved across the
  /// stack per the alignment, the offset to the pixel grid as a centred element's is
  /// (`InferredRules.configurationOffset`). A stack squeezed narrower than a label narrows the
  /// label to it (the label truncates).
  public static func frames(
    in stack: Rect, _ spec: ButtonSpec, _ direction: LayoutDirection
  ) -> (title: Rect, subtitle: Rect)? {
    guard let title = ConfigurationModel.titleSize(spec), let subtitle = subtitleSize(spec)
    else { return nil }
    let grid = spec.grid
    let anchor = anchor(alignment(spec, direction), direction)
    func placed(_ size: Size, y: Double) -> Rect {
      let width = Swift.min(size.width, stack.width)
      let leftover = stack.width - width
      let dx: Double =
        switch anchor {
        case -1: 0
        case 1: InferredRules.configurationOffset(leftover, grid: grid)
        default: InferredRules.configurationOffset(leftover / 2, grid: grid)
        }
      return Rect(x: stack.x + dx, y: y, width: width, height: size.height)
    }
    let titleFrame = placed(title, y: stack.y)
    let subtitleFrame = placed(subtitle, y: stack.y + title.height + spec.titlePadding)
    return (titleFrame, subtitleFrame)
  }

  /// The title label and the subtitle label as one rect: what the diagnostics measure as the
  /// title (its gap to the image, its place in the content rect).
  static func textGroup(_ layout: TechniqueLayout) -> Rect? {
    guard let subtitle = layout.frames.subtitleFrame else { return layout.titleTextFrame }
    return Diagnose.union(layout.titleTextFrame, subtitle)
  }

  /// `subtitle-unsupported` (warning) on a legacy technique's layout of a button with a
  /// subtitle: a button without a configuration has one title label, and the subtitle is not
  /// shown.
  static func unsupported(_ layout: TechniqueLayout, _ spec: ButtonSpec) -> Diagnostic? {
    guard layout.technique.isLegacy, spec.subtitleSize != nil else { return nil }
    return Diagnostic(
      .subtitleUnsupported, .warning,
      "\(layout.technique.rawValue) sets legacy insets, and a button without a UIButton.Configuration has no subtitle: only the configuration technique shows it"
    )
  }
}

extension ButtonField {
  /// Issue 28 (subtitle): the subtitle's measured size (its problems are reported against the
  /// subtitle text and its font).
  public static let subtitleSize: ButtonField = "subtitle-size"
  /// `titlePadding`, between title and subtitle.
  public static let titlePadding: ButtonField = "title-padding"
}

extension ButtonSpec {
  /// The subtitle's problems, for `validate()`: its size as a measured size, the padding as a
  /// length.
  func subtitleProblems() -> [ValidationProblem] {
    var problems: [ValidationProblem] = []
    let shown = "'\(Self.messageNumber(titlePadding))'"
    if !titlePadding.isFinite {
      problems.append(.init(.error, .titlePadding, "'\(titlePadding)' is not a finite number"))
    } else if titlePadding < 0 {
      problems.append(.init(.error, .titlePadding, "\(shown) must not be negative"))
    } else if let problem = InputLimits.lengthProblem(titlePadding) {
      problems.append(.init(.error, .titlePadding, "\(shown) \(problem)"))
    }
    if let s = subtitleSize {
      let text = "\(Self.messageNumber(s.width))x\(Self.messageNumber(s.height))"
      if !s.width.isFinite || !s.height.isFinite || s.width < 0 || s.height < 0 {
        problems.append(.init(.error, .subtitleSize, "'\(text)' is not a size"))
      } else if let problem = InputLimits.lengthProblem(Swift.max(s.width, s.height)) {
        problems.append(.init(.error, .subtitleSize, "'\(text)' \(problem)"))
      }
    }
    return problems
  }
}
