/// The `exact` technique: image, title and content edge insets on the pixel grid such that, as
/// UIKit lays the button out (docs/layout-model.md section 1), the gap equals the spacing, the
/// group is aligned as asked within the padded bounds, nothing is truncated, and
/// `intrinsicContentSize` equals the content plus the padding.
///
/// How: content insets are chosen for the intrinsic size (step 10 counts only them). Each
/// element then gets its own rect, exactly as wide as image plus title (rounded up to the
/// pixel), so every alignment's leftover is under a pixel and UIKit's floor/round split (the
/// one-pixel drift of step 8) cannot move anything. The rects are aimed at the target frames,
/// the button is simulated, and any element a pixel off is shifted by what it missed: each
/// element is aimed at its pixel separately. RTL is solved on its own, since insets are physical.
public enum ExactSolver {
  /// How many simulate-and-correct rounds to run; one normally suffices.
  static let correctionRounds = 3

  public static func layout(_ spec: ButtonSpec, _ direction: LayoutDirection) -> TechniqueLayout {
    let arrangement = Arrangement(spec, direction: direction)
    let grid = spec.grid
    let bounds = arrangement.bounds
    let image = arrangement.image
    let title = arrangement.title
    let iw = image?.width ?? 0
    let ih = image?.height ?? 0
    let tw = title?.width ?? 0
    let th = title?.height ?? 0

    let content = contentInsets(spec, arrangement)
    var button = spec.legacyButton(direction: direction)
    button.contentEdgeInsets = content
    let contentRect = LegacySimulator.contentRect(bounds: bounds, insets: content, grid: grid)
    // Each element's rect: the group's width rounded up, its own height rounded up.
    let rectWidth = grid.ceil(iw + tw)
    // Under fill UIKit stretches the views to their rects (steps 5 and 6): aim the views at the
    // sizes they will show.
    var shownImage = image
    var shownTitle = title
    if spec.horizontalAlignment == .fill, iw + tw > 0 {
      shownImage?.width = iw * rectWidth / (iw + tw)
      shownTitle?.width = tw * rectWidth / (iw + tw)
    }
    if spec.verticalAlignment == .fill {
      shownImage?.height = grid.ceil(ih)
    }
    let targets = arrangement.targets(
      in: bounds, image: shownImage, title: shownTitle, snap: grid.round)

    var imageRect = Rect(x: 0, y: 0, width: rectWidth, height: grid.ceil(ih))
    var titleRect = Rect(x: 0, y: 0, width: rectWidth, height: th)
    if let target = targets.image {
      imageRect.x = grid.round(direction == .leftToRight ? target.x : target.x - tw)
      imageRect.y = target.y
    }
    if let target = targets.title {
      titleRect.x = grid.round(direction == .leftToRight ? target.x - iw : target.x)
      titleRect.y = target.y
    }

    for _ in 0..<correctionRounds {
      button.imageEdgeInsets = insets(from: contentRect, to: imageRect, grid)
      button.titleEdgeInsets = insets(from: contentRect, to: titleRect, grid)
      let layout = LegacySimulator.layout(button)
      var corrected = false
      if let target = targets.image, let frame = layout.imageFrame {
        corrected = shift(&imageRect, by: target, from: frame, grid) || corrected
      }
      if let target = targets.title, let frame = layout.titleFrame {
        corrected = shift(&titleRect, by: target, from: frame, grid) || corrected
      }
      if !corrected { break }
    }
    return LegacyTechnique.result(
      .exact, spec, direction, image: button.imageEdgeInsets, title: button.titleEdgeInsets,
      content: content)
  }

  /// Content insets whose sum makes step 10's intrinsic size equal content plus padding, split
  /// around the padding. A button without an image gets UIKit's title-only padding while every
  /// content inset is zero; a one-pixel nudge that cancels out (top +1 px, bottom −1 px) turns
  /// that off without changing any size.
  static func contentInsets(_ spec: ButtonSpec, _ arrangement: Arrangement) -> EdgeInsets {
    let grid = spec.grid
    let needed = arrangement.neededSize
    let image = spec.imageSize ?? .zero
    let titleWidth = arrangement.title?.width ?? 0
    let titleHeight =
      arrangement.title?.height
      ?? LegacySimulator.roundTitleDimension(
        spec.legacyButton(direction: .leftToRight).effectiveTitleLineHeight, spec.ios, grid)
    let horizontal = needed.width - image.width - titleWidth
    let vertical = needed.height - Swift.max(image.height, titleHeight)
    let p = spec.padding
    // Split around the padding, on the grid; the far side takes whichever pixel makes UIKit's
    // rounded intrinsic size come out exactly as needed.
    let left = grid.floor(p.left + (horizontal - p.horizontal) / 2)
    let top = grid.floor(p.top + (vertical - p.vertical) / 2)
    let baseWidth = image.width + titleWidth
    let baseHeight = Swift.max(image.height, titleHeight)
    let right = farSide(horizontal - left, base: baseWidth + left, needed: needed.width, grid)
    let bottom = farSide(vertical - top, base: baseHeight + top, needed: needed.height, grid)
    var insets = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    if InferredRules.titleOnlyAdjustmentApplies(
      hasImage: spec.imageSize != nil, contentEdgeInsets: insets)
    {
      insets.top += grid.pixel
      insets.bottom -= grid.pixel
    }
    return insets
  }

  /// The grid value nearest `ideal` for which `roundS(base + value)` is `needed`.
  static func farSide(_ ideal: Double, base: Double, needed: Double, _ grid: PixelGrid) -> Double {
    let candidates = [grid.round(ideal), grid.floor(ideal), grid.ceil(ideal)]
    return candidates.first { Swift.abs(grid.round(base + $0) - needed) < 1e-9 } ?? candidates[0]
  }

  /// The element insets that turn `content` into `rect` (both on the grid).
  static func insets(from content: Rect, to rect: Rect, _ grid: PixelGrid) -> EdgeInsets {
    EdgeInsets(
      top: grid.round(rect.y - content.y), left: grid.round(rect.x - content.x),
      bottom: grid.round(content.maxY - rect.maxY), right: grid.round(content.maxX - rect.maxX))
  }

  /// Moves `rect` by what `frame` missed of `target`; whether anything moved.
  static func shift(_ rect: inout Rect, by target: Rect, from frame: Rect, _ grid: PixelGrid)
    -> Bool
  {
    let dx = grid.round(target.x - frame.x)
    let dy = grid.round(target.y - frame.y)
    rect.x += dx
    rect.y += dy
    return dx != 0 || dy != 0
  }
}
