// ButtonStyleLayout.swift: the runtime layout of 4 button styles exported by buttoncat.
// Generated from the catalog: change the styles there and export again.
// The math of the `exact` technique for any title, image, bounds, scale, direction and iOS:
// ButtonStyleLayout.insets(style:imageSize:titleSize:bounds:scale:rightToLeft:iosMajor:)
// returns the image, title and content edge insets that make UIKit's legacy layout put the
// image and title exactly where the style asks. ButtonStyleButton (ButtonStyles.swift)
// applies them whenever it lays out.
// Foundation only: nothing in this file uses UIKit.
import Foundation

// MARK: - Styles

extension ButtonStyleLayout {
  /// Each catalog style: its name and what it fixes (see ButtonStyleParameters).
  static let styles: [(name: String, parameters: ButtonStyleParameters)] = [
    // hostile: leading, spacing 0, padding (7, 12, 7, 12), center/center, system font
    (
      "hostile",
      ButtonStyleParameters(placement: 4, spacing: 0,
        padding: ButtonStyleEdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // loading: left, spacing 0, padding (7, 12, 7, 12), center/center, system font
    (
      "loading",
      ButtonStyleParameters(placement: 2, spacing: 0,
        padding: ButtonStyleEdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // reserved: leading, spacing 0, padding (7, 12, 7, 12), center/center, system font
    (
      "reserved",
      ButtonStyleParameters(placement: 4, spacing: 0,
        padding: ButtonStyleEdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
    // star: leading, spacing 0, padding (7, 12, 7, 12), center/center, system font
    (
      "star",
      ButtonStyleParameters(placement: 4, spacing: 0,
        padding: ButtonStyleEdgeInsets(top: 7, left: 12, bottom: 7, right: 12),
        horizontal: 0, vertical: 0, titleLineHeight: -1)
    ),
  ]
}

// MARK: - Entry points

/// Edge insets in points, in UIKit's order (`UIEdgeInsets` without UIKit).
public struct ButtonStyleEdgeInsets: Equatable, Sendable {
  public var top, left, bottom, right: Double

  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }
}

/// The three legacy insets a style sets: `imageEdgeInsets`, `titleEdgeInsets` and
/// `contentEdgeInsets`.
public struct ButtonStyleInsets: Equatable, Sendable {
  public var image: ButtonStyleEdgeInsets
  public var title: ButtonStyleEdgeInsets
  public var content: ButtonStyleEdgeInsets

  public init(
    image: ButtonStyleEdgeInsets, title: ButtonStyleEdgeInsets, content: ButtonStyleEdgeInsets
  ) {
    self.image = image
    self.title = title
    self.content = content
  }
}

public enum ButtonStyleLayout {
  /// The legacy insets that lay out catalog style `style` exactly for these live sizes;
  /// nil for an unknown style. `bounds` nil means the button takes its intrinsic size.
  ///
  /// `imageSize` is the image's own size (`image.size`), `titleSize` the title's one-line,
  /// unconstrained text size (`titleLabel.sizeThatFits` of an unbounded size), `scale` the
  /// screen's (1, 2 or 3), `iosMajor` the running iOS's major version (the title's rounding
  /// changed in iOS 15). Also nil when `scale` is not a positive number.
  public static func insets(
    style: String, imageSize: (width: Double, height: Double)?,
    titleSize: (width: Double, height: Double)?, bounds: (width: Double, height: Double)?,
    scale: Double, rightToLeft: Bool, iosMajor: Int
  ) -> ButtonStyleInsets? {
    guard let parameters = parameters(style), scale > 0, scale.isFinite else { return nil }
    let solver = ButtonStyleSolver(
      style: parameters, scale: scale, rightToLeft: rightToLeft, iosMajor: iosMajor)
    return solver.solve(
      image: imageSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
      rawTitle: titleSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
      bounds: bounds.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) })
  }

  /// The size the button should report as `intrinsicContentSize` with style `style`: the
  /// image and title, the spacing between them and the padding, rounded to the pixel (what
  /// UIKit computes from the content insets `insets` returns); nil for an unknown style.
  public static func intrinsicContentSize(
    style: String, imageSize: (width: Double, height: Double)?,
    titleSize: (width: Double, height: Double)?, scale: Double, iosMajor: Int
  ) -> (width: Double, height: Double)? {
    guard let parameters = parameters(style), scale > 0, scale.isFinite else { return nil }
    let solver = ButtonStyleSolver(
      style: parameters, scale: scale, rightToLeft: false, iosMajor: iosMajor)
    let size = solver.neededSize(
      image: imageSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) },
      title: solver.roundedTitle(
        titleSize.map { ButtonStyleSolver.Size(width: $0.width, height: $0.height) }))
    return (size.width, size.height)
  }

  /// The catalog names of the styles this file knows, in the catalog's order.
  public static var styleNames: [String] { styles.map(\.name) }

  static func parameters(_ style: String) -> ButtonStyleParameters? {
    index[style].map { styles[$0].parameters }
  }

  /// Style names to their row (the first row of a name, should two spell the same string).
  static let index: [String: Int] = Dictionary(
    styles.enumerated().map { ($0.element.name, $0.offset) },
    uniquingKeysWith: { first, _ in first })
}

// MARK: - The solver (buttoncat's own source, the same in every export)
//
// buttoncat's exact solver, exactly as its engine compiles it: this text is buttoncat's
// Sources/ButtonLayout/Runtime/ButtonStyleSolver.swift, embedded in buttoncat when it is built
// and written unchanged into every `swift` export, so the engine and the shipped code are one
// source. Plain Doubles and structs, no imports (Swift's standard library only).
// ButtonStyleEdgeInsets and ButtonStyleInsets come from the file around it: the export's public
// API, or the engine's internal twins (ExactSolver.swift).

/// What a style fixes: where the image goes, the spacing, the padding and the alignments
/// (placement 0–5: top, bottom, left, right, leading, trailing; horizontal 0–5: center, left,
/// right, fill, leading, trailing; vertical 0–3: center, top, bottom, fill). `titleLineHeight`
/// is the title font's line height (counted for a button without a title), or -1 for the
/// system font of the running iOS.
struct ButtonStyleParameters: Sendable {
  var placement: Int
  var spacing: Double
  var padding: ButtonStyleEdgeInsets
  var horizontal: Int
  var vertical: Int
  var titleLineHeight: Double
}

/// The `exact` technique: image, title and content edge insets on the pixel grid such that, as
/// UIKit lays the button out (docs/layout-model.md section 1), the gap equals the spacing, the
/// group is aligned as asked within the padded bounds, nothing is truncated, and
/// `intrinsicContentSize` equals the content plus the padding.
///
/// How: content insets are chosen for the intrinsic size (step 10 counts only them). Each
/// element then gets its own rect, exactly as wide as image plus title (rounded up to the
/// pixel), so every alignment's leftover is under a pixel and UIKit's floor/round split (the
/// one-pixel drift of step 8) cannot move anything. The rects are aimed at the target frames,
/// the button is laid out with the model of UIKit's legacy layout below (the steps of
/// buttoncat's `LegacySimulator` that place origins), and any element a pixel off is shifted by
/// what it missed: each element is aimed at its pixel separately. Insets are physical, so a
/// right-to-left layout is solved on its own.
struct ButtonStyleSolver {
  struct Size {
    var width: Double
    var height: Double
  }

  struct Rect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }

    func inset(_ i: ButtonStyleEdgeInsets) -> Rect {
      Rect(
        x: x + i.left, y: y + i.top, width: width - i.left - i.right,
        height: height - i.top - i.bottom)
    }
  }

  /// What UIKit's legacy layout reads from a button.
  struct Button {
    var bounds: Size?
    var image: Size?
    var title: Size?
    var content = ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var imageInsets = ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    var titleInsets = ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
  }

  let style: ButtonStyleParameters
  let scale: Double
  let rightToLeft: Bool
  let iosMajor: Int

  // Pixel grid: floorS, ceilS, roundS with the model's tolerance of 1e-9 pixel.
  func floorS(_ v: Double) -> Double { (v * scale + 1e-9).rounded(.down) / scale }
  func ceilS(_ v: Double) -> Double { (v * scale - 1e-9).rounded(.up) / scale }
  func roundS(_ v: Double) -> Double {
    let magnitude = (Swift.abs(v) * scale + 0.5 + 1e-9).rounded(.down) / scale
    return v < 0 ? -magnitude : magnitude
  }

  /// Step 4: whole points from iOS 15 on, the pixel grid before.
  func roundTitle(_ v: Double) -> Double {
    iosMajor >= 15 ? (v - 1e-9).rounded(.up) : ceilS(v)
  }

  /// The line height an absent title still counts (step 10).
  var lineHeight: Double {
    style.titleLineHeight >= 0
      ? style.titleLineHeight : (iosMajor >= 15 ? 15.0 : 18.0) * 2444.0 / 2048.0
  }

  /// The physical placement (0 top, 1 bottom, 2 left, 3 right).
  var placement: Int {
    switch style.placement {
    case 4: return rightToLeft ? 3 : 2
    case 5: return rightToLeft ? 2 : 3
    default: return style.placement
    }
  }

  /// The physical horizontal alignment (0 center, 1 left, 2 right, 3 fill).
  var horizontal: Int {
    switch style.horizontal {
    case 4: return rightToLeft ? 2 : 1
    case 5: return rightToLeft ? 1 : 2
    default: return style.horizontal
    }
  }

  /// Where the group aligns: -1 left/top, 0 centre (fill centres too), 1 right/bottom.
  var horizontalAnchor: Int { horizontal == 1 ? -1 : horizontal == 2 ? 1 : 0 }
  var verticalAnchor: Int { style.vertical == 1 ? -1 : style.vertical == 2 ? 1 : 0 }

  // MARK: UIKit's legacy layout (docs/layout-model.md section 1)

  /// Step 10: the intrinsic content size.
  func intrinsicSize(_ b: Button) -> Size {
    let ci = b.content
    let titleWidth = b.title.map { roundTitle($0.width) } ?? 0
    let titleHeight = roundTitle(b.title?.height ?? lineHeight)
    let image = b.image ?? Size(width: 0, height: 0)
    var width = image.width + titleWidth
    var height = Swift.max(image.height, titleHeight)
    if b.image == nil && ci.top == 0 && ci.left == 0 && ci.bottom == 0 && ci.right == 0 {
      height += 2 * 6.0
      width = Swift.max(width, 30.0)
    }
    return Size(
      width: roundS(width + ci.left + ci.right), height: roundS(height + ci.top + ci.bottom))
  }

  /// Step 1: the content rect, snapped outward.
  func contentRect(_ bounds: Size, _ ci: ButtonStyleEdgeInsets) -> Rect {
    let w = bounds.width - ci.left - ci.right
    let h = bounds.height - ci.top - ci.bottom
    let x = ci.left + (w < 0 ? w / 2 : 0)
    let y = ci.top + (h < 0 ? h / 2 : 0)
    let minX = floorS(x)
    let minY = floorS(y)
    let maxX = ceilS(x + Swift.max(w, 0))
    let maxY = ceilS(y + Swift.max(h, 0))
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Step 2: an element's rect, each field rounded, a negative size empty.
  func elementRect(_ content: Rect, _ insets: ButtonStyleEdgeInsets) -> Rect {
    let r = content.inset(insets)
    return Rect(
      x: roundS(r.x), y: roundS(r.y), width: Swift.max(roundS(r.width), 0),
      height: Swift.max(roundS(r.height), 0))
  }

  /// Steps 1–7: the image and title frames' origins.
  func frames(_ b: Button) -> (image: Rect?, title: Rect?) {
    let bounds = b.bounds ?? intrinsicSize(b)
    let content = contentRect(bounds, b.content)
    let ir = elementRect(content, b.imageInsets)
    let tr = elementRect(content, b.titleInsets)
    let iw = b.image.map { Swift.min($0.width, ir.width) } ?? 0
    let ih = b.image.map { Swift.min($0.height, ir.height) } ?? 0
    var tw = 0.0
    var th = 0.0
    if let title = b.title {
      tw = roundTitle(Swift.min(title.width, Swift.max(tr.width - iw, 0)))
      th = roundTitle(title.height)
    }
    var imageWidth = iw
    var titleWidth = tw
    let imageX: Double
    let titleX: Double
    switch (horizontal, rightToLeft) {
    case (3, _):
      let total = iw + tw == 0 ? 1 : iw + tw
      imageWidth = iw * ir.width / total
      titleWidth = tw * tr.width / total
      if !rightToLeft {
        imageX = ir.x
        titleX = tr.x + tr.width - titleWidth
      } else {
        imageX = ir.x + ir.width - imageWidth
        titleX = tr.x
      }
    case (1, false):
      imageX = ir.x
      titleX = tr.x + iw
    case (2, false):
      imageX = Swift.max(ir.x + ir.width - tw - iw, ir.x)
      titleX = tr.x + tr.width - tw
    case (1, true):
      imageX = ir.x + tw
      titleX = tr.x
    case (2, true):
      imageX = Swift.max(ir.x + ir.width - iw, ir.x)
      titleX = tr.x + tr.width - tw - iw
    case (_, false):
      imageX = ir.x + Swift.max(floorS((ir.width - iw - tw) / 2), 0)
      titleX = tr.x + iw + roundS((tr.width - iw - tw) / 2)
    case (_, true):
      imageX = ir.x + Swift.max(floorS((ir.width - iw - tw) / 2 + tw), 0)
      titleX = tr.x + roundS((tr.width - iw - tw) / 2 + iw) - iw
    }
    let imageY: Double
    let titleY: Double
    switch style.vertical {
    case 0:
      imageY = ir.y + Swift.max(floorS((ir.height - ih) / 2), 0)
      titleY = tr.y + roundS((tr.height - th) / 2)
    case 2:
      imageY = Swift.max(ir.y + ir.height - ih, ir.y)
      titleY = tr.y + tr.height - th
    default:
      imageY = ir.y
      titleY = tr.y
    }
    return (
      b.image == nil
        ? nil : Rect(x: roundS(imageX), y: roundS(imageY), width: imageWidth, height: ih),
      b.title == nil
        ? nil : Rect(x: roundS(titleX), y: roundS(titleY), width: titleWidth, height: th)
    )
  }

  // MARK: The exact technique

  /// The title as the button sizes it, unconstrained (step 4).
  func roundedTitle(_ title: Size?) -> Size? {
    title.map { Size(width: roundTitle($0.width), height: roundTitle($0.height)) }
  }

  /// Content plus padding, rounded to the pixel: the intrinsic size the button should report.
  func neededSize(image: Size?, title: Size?) -> Size {
    let i = image ?? Size(width: 0, height: 0)
    let t = title ?? Size(width: 0, height: 0)
    let spacing = image != nil && title != nil ? style.spacing : 0
    let content =
      placement <= 1
      ? Size(width: Swift.max(i.width, t.width), height: i.height + spacing + t.height)
      : Size(width: i.width + spacing + t.width, height: Swift.max(i.height, t.height))
    let p = style.padding
    return Size(
      width: roundS(content.width + (p.left + p.right)),
      height: roundS(content.height + (p.top + p.bottom)))
  }

  static func start(_ length: Double, _ minimum: Double, _ available: Double, _ anchor: Int)
    -> Double
  {
    anchor < 0
      ? minimum : anchor > 0 ? minimum + available - length : minimum + (available - length) / 2
  }

  /// Where image and title belong within `bounds`: the gap snapped first, then the group.
  func targets(_ bounds: Size, image: Size?, title: Size?) -> (image: Rect?, title: Rect?) {
    let p = style.padding
    let area = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height).inset(p)
    let i = image ?? Size(width: 0, height: 0)
    let t = title ?? Size(width: 0, height: 0)
    let vertical = placement <= 1
    let imageFirst = placement == 0 || placement == 2
    let firstLength =
      vertical ? (imageFirst ? i.height : t.height) : (imageFirst ? i.width : t.width)
    let secondLength =
      vertical ? (imageFirst ? t.height : i.height) : (imageFirst ? t.width : i.width)
    let both = image != nil && title != nil
    let spacing = both ? style.spacing : 0
    let offset = both ? roundS(firstLength + spacing) : 0
    let extent = both ? offset + secondLength : Swift.max(firstLength, secondLength)
    let mainStart =
      vertical
      ? roundS(Self.start(extent, area.y, area.height, verticalAnchor))
      : roundS(Self.start(extent, area.x, area.width, horizontalAnchor))
    let imageMain = mainStart + (imageFirst ? 0 : offset)
    let titleMain = mainStart + (imageFirst ? offset : 0)
    let imageCross = vertical ? i.width : i.height
    let titleCross = vertical ? t.width : t.height
    let crossExtent = Swift.max(imageCross, titleCross)
    let crossStart =
      vertical
      ? roundS(Self.start(crossExtent, area.x, area.width, horizontalAnchor))
      : roundS(Self.start(crossExtent, area.y, area.height, verticalAnchor))
    let imageAcross = crossStart + roundS((crossExtent - imageCross) / 2)
    let titleAcross = crossStart + roundS((crossExtent - titleCross) / 2)
    return (
      image.map {
        vertical
          ? Rect(x: imageAcross, y: imageMain, width: $0.width, height: $0.height)
          : Rect(x: imageMain, y: imageAcross, width: $0.width, height: $0.height)
      },
      title.map {
        vertical
          ? Rect(x: titleAcross, y: titleMain, width: $0.width, height: $0.height)
          : Rect(x: titleMain, y: titleAcross, width: $0.width, height: $0.height)
      }
    )
  }

  /// The grid value nearest `ideal` for which `roundS(base + value)` is `needed`.
  func farSide(_ ideal: Double, base: Double, needed: Double) -> Double {
    let candidates = [roundS(ideal), floorS(ideal), ceilS(ideal)]
    return candidates.first { Swift.abs(roundS(base + $0) - needed) < 1e-9 } ?? candidates[0]
  }

  /// Content insets whose sum makes the intrinsic size content plus padding.
  func contentInsets(image: Size?, title: Size?) -> ButtonStyleEdgeInsets {
    let needed = neededSize(image: image, title: title)
    let i = image ?? Size(width: 0, height: 0)
    let titleWidth = title?.width ?? 0
    let titleHeight = title?.height ?? roundTitle(lineHeight)
    let horizontal = needed.width - i.width - titleWidth
    let vertical = needed.height - Swift.max(i.height, titleHeight)
    let p = style.padding
    let left = floorS(p.left + (horizontal - (p.left + p.right)) / 2)
    let top = floorS(p.top + (vertical - (p.top + p.bottom)) / 2)
    let baseWidth = i.width + titleWidth
    let baseHeight = Swift.max(i.height, titleHeight)
    let right = farSide(horizontal - left, base: baseWidth + left, needed: needed.width)
    let bottom = farSide(vertical - top, base: baseHeight + top, needed: needed.height)
    var insets = ButtonStyleEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    if image == nil && top == 0 && left == 0 && bottom == 0 && right == 0 {
      insets.top += 1 / scale
      insets.bottom -= 1 / scale
    }
    return insets
  }

  /// The element insets that turn `content` into `rect`.
  func insets(from content: Rect, to rect: Rect) -> ButtonStyleEdgeInsets {
    ButtonStyleEdgeInsets(
      top: roundS(rect.y - content.y), left: roundS(rect.x - content.x),
      bottom: roundS(content.maxY - rect.maxY), right: roundS(content.maxX - rect.maxX))
  }

  /// Moves `rect` by what `frame` missed of `target`; whether anything moved.
  func shift(_ rect: inout Rect, by target: Rect, from frame: Rect) -> Bool {
    let dx = roundS(target.x - frame.x)
    let dy = roundS(target.y - frame.y)
    rect.x += dx
    rect.y += dy
    return dx != 0 || dy != 0
  }

  /// The three insets for these live sizes; `bounds` nil lays the button out at its intrinsic
  /// size.
  func solve(image: Size?, rawTitle: Size?, bounds fixed: Size?) -> ButtonStyleInsets {
    let title = roundedTitle(rawTitle)
    let bounds = fixed ?? neededSize(image: image, title: title)
    let iw = image?.width ?? 0
    let ih = image?.height ?? 0
    let tw = title?.width ?? 0
    let th = title?.height ?? 0
    var button = Button(bounds: fixed, image: image, title: rawTitle)
    button.content = contentInsets(image: image, title: title)
    let content = contentRect(bounds, button.content)
    let rectWidth = ceilS(iw + tw)
    var shownImage = image
    var shownTitle = title
    if style.horizontal == 3, iw + tw > 0 {
      shownImage?.width = iw * rectWidth / (iw + tw)
      shownTitle?.width = tw * rectWidth / (iw + tw)
    }
    if style.vertical == 3 {
      shownImage?.height = ceilS(ih)
    }
    let aims = targets(bounds, image: shownImage, title: shownTitle)
    var imageRect = Rect(x: 0, y: 0, width: rectWidth, height: ceilS(ih))
    var titleRect = Rect(x: 0, y: 0, width: rectWidth, height: th)
    if let target = aims.image {
      imageRect.x = roundS(!rightToLeft ? target.x : target.x - tw)
      imageRect.y = target.y
    }
    if let target = aims.title {
      titleRect.x = roundS(!rightToLeft ? target.x - iw : target.x)
      titleRect.y = target.y
    }
    // Up to three simulate-and-correct rounds; one normally suffices.
    for _ in 0..<3 {
      button.imageInsets = insets(from: content, to: imageRect)
      button.titleInsets = insets(from: content, to: titleRect)
      let shown = frames(button)
      var corrected = false
      if let target = aims.image, let frame = shown.image {
        corrected = shift(&imageRect, by: target, from: frame) || corrected
      }
      if let target = aims.title, let frame = shown.title {
        corrected = shift(&titleRect, by: target, from: frame) || corrected
      }
      if !corrected { break }
    }
    // An element the button does not have gets no insets (they would move nothing).
    let none = ButtonStyleEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    return ButtonStyleInsets(
      image: image == nil ? none : button.imageInsets,
      title: rawTitle == nil ? none : button.titleInsets, content: button.content)
  }
}
