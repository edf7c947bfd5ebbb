/// A technique's layout with its title wrapped: docs/layout-model.md, "Multi-line titles".
///
/// A title wraps only where its width is bounded: a fixed-size button whose single-line title
/// does not fit its label's room. The title is then broken for that room (`TitleWrapper`), its
/// label becomes the widest line by the lines' height rounded as one block, and the technique
/// lays that block out. The intrinsic size is computed without a width, as UIKit does, so a fit
/// button keeps its single line and a wrapped one reports its single line too [measured for a
/// configuration]. A configured button's height follows its lines through Auto Layout
/// [inferred]; a legacy button's does not (the `intrinsicContentSize` bug), which
/// `intrinsic-size-mismatch` reports, `title-wraps` naming the cause.
public enum TitleWrapping {
  /// Lays `layout` out again with the title wrapped, when `spec` asks for wrapping and the
  /// title does not fit on one line; otherwise leaves it as it is.
  static func wrap(_ layout: inout TechniqueLayout, _ spec: ButtonSpec) {
    let technique = layout.technique
    guard let wrapped = wrapped(spec, technique, layout.direction), let single = spec.titleSize
    else { return }
    let room = wrapped.availableWidth
    var block = spec
    block.titleSize = Size(
      width: wrapped.width, height: wrapped.rawHeight(lineHeight: single.height))
    block.titlePieces = nil
    block.titleLines = 1
    var result = LayoutEngine.techniqueLayout(block, technique, layout.direction)
    // intrinsicContentSize measures the title without a width, on one line [measured for a
    // configuration: iOS 26.1 reports the single line's 247.667 × 34.333 for a 140 × 80 button
    // whose title wraps into 3 lines].
    if let content = contentEdgeInsets(result.values) {
      var button = spec.legacyButton(direction: layout.direction)
      button.contentEdgeInsets = content
      result.frames.intrinsicContentSize = LegacySimulator.intrinsicContentSize(
        button, grid: spec.grid)
    } else {
      result.frames.intrinsicContentSize = layout.frames.intrinsicContentSize
    }
    result.titleTruncated = result.titleTruncated || wrapped.isTruncated
    result.titleLines = wrapped.lines
    Diagnose.measure(
      &result, Arrangement(block, direction: layout.direction, technique: technique))
    if wrapped.isTruncated,
      let index = result.diagnostics.firstIndex(where: { $0.code == .titleTruncated })
    {
      result.diagnostics[index] = Diagnostic(
        .titleTruncated, .error,
        "the title needs \(wrapped.neededLines) lines at \(TextNumber.format(room)) pt but shows \(wrapped.lines.count) (numberOfLines \(spec.titleLines)): a device truncates the last line",
        [.init("lines", Double(wrapped.neededLines)), .init("shown", Double(wrapped.lines.count))])
    }
    if technique == .configuration {
      // A configured button's height follows its lines through Auto Layout [inferred]: its
      // single-line intrinsic size is not the legacy bug.
      result.diagnostics.removeAll { $0.code == .intrinsicSizeMismatch }
    }
    result.diagnostics.append(diagnostic(wrapped, result, spec, single: single))
    layout = result
  }

  /// `spec` in a container `maxWidth` wide (`--max-width`): a fit button whose title may wrap
  /// and whose single line is wider than the container is given the container's width, and
  /// the height its technique then reports: a configuration's follows its lines [inferred], a
  /// legacy button's keeps its single line (the `intrinsicContentSize` bug), so the lines
  /// overflow it. Any other spec is returned as it is.
  public static func constrained(_ spec: ButtonSpec, _ technique: Technique, maxWidth: Double?)
    -> ButtonSpec
  {
    guard let maxWidth, spec.size == .fit, spec.wrapsTitle(technique), spec.titlePieces != nil
    else { return spec }
    let single = LayoutEngine.techniqueLayout(spec, technique, .leftToRight)
    guard single.frames.intrinsicContentSize.width > maxWidth + PixelGrid.epsilon else {
      return spec
    }
    var fixed = spec
    fixed.size = .fixed(Size(width: maxWidth, height: single.frames.intrinsicContentSize.height))
    guard technique == .configuration,
      let wrapped = wrapped(fixed, technique, .leftToRight), let title = spec.titleSize
    else { return fixed }
    var block = spec
    block.titleSize = Size(
      width: wrapped.width, height: wrapped.rawHeight(lineHeight: title.height))
    let needed = Arrangement(block, direction: .leftToRight, sizing: .configuration).neededSize
    fixed.size = .fixed(Size(width: maxWidth, height: needed.height))
    return fixed
  }

  /// The width a fixed-size button leaves its title: the bounds less the padding, less what
  /// stands beside the title (a placement along the width) and the spacing: the image, or in a
  /// configuration its slot (a symbol's view, the activity indicator, a reservation:
  /// `Arrangement`); `nil` for a fit button (its width is not bounded) [inferred: every
  /// technique wraps for the room the style asks for, as `sizeThatFits` of the title label in
  /// its rect does].
  static func room(_ spec: ButtonSpec, _ technique: Technique, _ direction: LayoutDirection)
    -> Double?
  {
    guard let bounds = spec.size.fixedSize else { return nil }
    var room = bounds.width - spec.padding.horizontal
    let arrangement = Arrangement(spec, direction: direction, technique: technique)
    if let image = arrangement.image, !arrangement.placement.isVertical {
      room -= image.width + arrangement.spacing
    }
    return room > 0 ? room : nil
  }

  /// The lines `technique` breaks `spec`'s title into in `direction`, or `nil` when it keeps
  /// one line: what the exports draw (a stored layout does not keep its lines).
  public static func lines(
    _ spec: ButtonSpec, _ technique: Technique, _ direction: LayoutDirection
  ) -> [TitleLine]? {
    wrapped(spec, technique, direction)?.lines
  }

  /// The title broken for the room a fixed-size button leaves it, or `nil` when it keeps one
  /// line (it does not wrap, fits, or the button is not fixed).
  static func wrapped(_ spec: ButtonSpec, _ technique: Technique, _ direction: LayoutDirection)
    -> WrappedTitle?
  {
    guard spec.wrapsTitle(technique), let pieces = spec.titlePieces, !pieces.isEmpty,
      let single = spec.titleSize, let room = room(spec, technique, direction),
      single.width > room + PixelGrid.epsilon
    else { return nil }
    // A configuration has no numberOfLines: its label shows every line [measured: the iOS 26.1
    // probe's configured UILabel has numberOfLines 0].
    let maxLines = technique == .configuration ? 0 : spec.titleLines
    let wrapped = TitleWrapper.wrap(pieces, width: room, maxLines: maxLines)
    return wrapped.lines.count > 1 || wrapped.isTruncated ? wrapped : nil
  }

  /// `title-wraps`: how many lines, in what width, how tall; for a legacy button, that its
  /// intrinsic size keeps one line.
  static func diagnostic(
    _ wrapped: WrappedTitle, _ layout: TechniqueLayout, _ spec: ButtonSpec, single: Size
  ) -> Diagnostic {
    let n = TextNumber.format
    let height = layout.frames.titleFrame?.height ?? 0
    var message =
      "the title wraps into \(wrapped.lines.count) lines in \(n(wrapped.availableWidth)) pt (\(n(height)) pt tall; on one line it needs \(n(single.width)) pt)"
    if layout.technique.isLegacy {
      message +=
        "; the legacy button's intrinsicContentSize keeps one line (\(n(layout.frames.intrinsicContentSize.height)) pt tall): sized by Auto Layout without a fixed height, the label overflows"
    } else if spec.titleLines > 1 {
      message +=
        "; a configuration has no numberOfLines (\(spec.titleLines) asked): every line shows"
    }
    return Diagnostic(
      .titleWraps, .warning, message,
      [
        .init("lines", Double(wrapped.lines.count)), .init("width", wrapped.availableWidth),
        .init("height", height),
      ])
  }

  /// A configuration's image and title when the title is squeezed to `width`: placed as a title
  /// of that width is (the label fills the room it has) [measured: iOS 26.1, a 140 × 80 button
  /// truncating a 223.667 pt title at its tail or in its middle shows the label at
  /// (12, 29.667, 116, 20.333)].
  static func squeezed(
    _ spec: ButtonSpec, _ direction: LayoutDirection, _ area: Rect, width: Double
  ) -> (image: Rect?, title: Rect?) {
    var squeezed = spec
    squeezed.titleSize?.width = width
    // The subtitle label narrows to the same room (it truncates).
    if let subtitle = spec.subtitleSize {
      squeezed.subtitleSize?.width = Swift.min(subtitle.width, width)
    }
    return ConfigurationModel.place(
      Arrangement(squeezed, direction: direction, sizing: .configuration), in: area)
  }

  /// The content insets a legacy technique sets, if any.
  static func contentEdgeInsets(_ values: TechniqueValues) -> EdgeInsets? {
    switch values {
    case .legacy(_, _, let content): content
    case .frames(_, _, let content, _, _): content
    case .configuration: nil
    }
  }
}
