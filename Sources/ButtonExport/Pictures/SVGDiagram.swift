import ButtonCatalog
import ButtonLayout

/// One button's diagram as an `<svg>` element: a panel per chosen layout (LTR, RTL), each with
/// the bounds, the padding (the band inside the bounds), the content rect, the image (the real
/// one when its file could be read) and the title (its text at its font size), the gap with its
/// number, labelled dimensions, and a footer with the measurements and findings; then a legend
/// of every mark.
///
/// Points are scaled up (×4 for buttons up to 160 pt wide, ×2 up to 320 pt, else ×1) so a
/// 44 pt button is readable at a glance; margins leave room for the labels. Styling uses
/// presentation attributes only and no `id`s, so the same element works as a file and inline in
/// the HTML page (where `<style>` rules or ids would leak between diagrams). Text is never
/// squeezed (no `textLength`): the title is drawn at its font size, as a device draws it.
struct SVGDiagram {
  static let font = "DejaVu Sans, Helvetica, Arial, sans-serif"
  static let headerHeight = 44.0
  static let left = 64.0
  static let right = 24.0
  static let dimensionHeight = 34.0
  static let footerLine = 16.0

  let button: ExportButton
  /// Draw the legend below the panels (the SVG file). The HTML page shows one legend for all.
  var legend = true
  /// How the image's bytes are referenced: `nil` embeds the data URI in the diagram (a file
  /// stands alone); otherwise the id of a `<symbol>` the page defines once per image.
  var imageSymbol: String? = nil
  /// Drawn for the HTML page: the footer is left to the page (HTML text, which wraps and keeps
  /// its size on a narrow screen), the neutral background is `class="neutral"` (the page's
  /// light/dark switch recolours it, and a style without a fill gets it too, so a white icon
  /// shows), and labels are `class="label"` (a browser test measures them against outlines).
  var page = false

  var layouts: [TechniqueLayout] { button.chosenLayouts }

  /// Pixels per point, the same for every panel of the button.
  var zoom: Double {
    let widest = layouts.map { extent($0).width }.max() ?? 0
    return widest <= 160 ? 4 : widest <= 320 ? 2 : 1
  }

  /// Everything drawn in points: the bounds and every frame (frames may lie outside the
  /// bounds when content overflows).
  func extent(_ layout: TechniqueLayout) -> Rect {
    var rects = [Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.bounds.height)]
    rects.append(layout.frames.contentRect)
    rects += [layout.frames.imageFrame, layout.frames.titleFrame, layout.frames.subtitleFrame]
      .compactMap { $0 }
    let minX = rects.map(\.minX).min()!
    let minY = rects.map(\.minY).min()!
    let maxX = rects.map(\.maxX).max()!
    let maxY = rects.map(\.maxY).max()!
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The footer's lines: measurements, the look, notes and findings, each with its kind (its
  /// colour in the SVG, its class on the page); `width` characters a line for the SVG.
  func footer(_ layout: TechniqueLayout, width: Int = Self.footerCharacters) -> [FooterLine] {
    let asked = ButtonSummary.askedGap(button)
    var lines: [FooterLine] = []
    var measures = "intrinsic \(ButtonSummary.size(layout.frames.intrinsicContentSize))"
    if let gap = layout.gap {
      measures += " · gap \(ExportNumber.text(gap)) (asked \(ExportNumber.text(asked)))"
    }
    measures += " · padding \(ButtonSummary.insets(button.spec.padding))"
    lines.append(FooterLine(measures, .measure))
    lines.append(
      FooterLine(
        "image \(ButtonSummary.rect(layout.frames.imageFrame)) · title \(ButtonSummary.rect(layout.frames.titleFrame))"
          + (layout.frames.subtitleFrame.map { " · subtitle \(ButtonSummary.rect($0))" } ?? ""),
        .measure))
    lines += appearanceFooter(layout)
    let notes = DiagramNotes.lines(button, layout)
    for note in notes {
      for line in Self.wrap(note, width: width) { lines.append(FooterLine(line, .note)) }
    }
    let kind: FooterLine.Kind =
      switch layout.worstSeverity {
      case .error: .error
      case .warning: .warning
      default: .ok
      }
    for line in Self.wrap(ButtonSummary.findings(layout), width: width) {
      lines.append(FooterLine(line, kind))
    }
    return lines
  }

  /// Each chosen layout's panel, or a note when none was computed.
  var panels: [(width: Double, height: Double, body: String)] {
    let z = zoom
    let panels = layouts.map { panel($0, zoom: z) }
    guard panels.isEmpty else { return panels }
    return [
      (320, 60, text(12, 30, "No layout computed for \(button.technique.rawValue).", size: 12))
    ]
  }

  /// The `<svg>` element, no XML declaration: the panels side by side, then the legend.
  var svg: String {
    let panels = panels
    let panelsWidth = panels.map(\.width).reduce(0, +)
    let panelsHeight = panels.map(\.height).max()!
    let key = legend ? Self.legend(width: panelsWidth, y: panelsHeight) : (body: "", height: 0)
    var body = ""
    var x = 0.0
    for panel in panels {
      body += "<g transform=\"translate(\(ExportNumber.text(x)) 0)\">\n" + panel.body + "</g>\n"
      x += panel.width
    }
    return element(width: panelsWidth, height: panelsHeight + key.height, body: body + key.body)
  }

  /// One `<svg>` element per panel, for a page that wraps them on a narrow screen, each with
  /// its footer's lines (unwrapped: the page wraps them) when drawn for the page.
  var panelElements: [(svg: String, footer: [FooterLine])] {
    let footers = page ? layouts.map { footer($0, width: Int.max) } : []
    return panels.enumerated().map { i, panel in
      (
        element(width: panel.width, height: panel.height, body: panel.body),
        i < footers.count ? footers[i] : []
      )
    }
  }

  func element(width: Double, height: Double, body: String) -> String {
    let n = ExportNumber.text
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
    out += "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(Self.font)\" "
    out += "role=\"img\" aria-label=\"\(Markup.singleLine(button.name))\">\n"
    out += "<title>\(Markup.singleLine(button.name))</title>\n"
    out +=
      "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
    return out + body + "</svg>\n"
  }

  func panel(_ layout: TechniqueLayout, zoom z: Double) -> (
    width: Double, height: Double, body: String
  ) {
    let extent = extent(layout)
    let footer = page ? [] : footer(layout)
    let gapLabel = gapLabelPlace(layout)
    let outsideName = imageNameOutside(layout, zoom: z)
    let nameBand = outsideName == nil ? 0 : Self.nameBand
    let header = [
      button.name,
      "\(layout.technique.rawValue) · \(ButtonSummary.direction(layout.direction))"
        + (layout.isModel ? " · model" : "") + " · @\(ExportNumber.text(button.spec.scale))x",
    ]
    let textWidth =
      ([Self.estimatedWidth(header[0], size: 13) * 1.1, Self.estimatedWidth(header[1], size: 11)]
      + footer.map { Self.estimatedWidth($0.text, size: 11) }
      + [outsideName.map { Self.estimatedWidth($0, size: Self.labelSize) } ?? 0]).max()! + 24
    let drawingWidth = Self.left + extent.width * z + Self.right + gapLabel.right
    let width = (Swift.max(drawingWidth, textWidth, 240)).rounded(.up)
    // The drawing starts below the header, below the image's name when it stands above, and
    // below the gap's label when that does.
    let top = Self.headerHeight + nameBand + gapLabel.above
    let height =
      (top + extent.height * z + Self.dimensionHeight
      + Double(footer.count) * Self.footerLine + (page ? 0 : 12)).rounded(.up)
    // Maps points to panel pixels: the extent's top-left lands at (left, top).
    let ox = Self.left - extent.minX * z
    let oy = top - extent.minY * z
    func px(_ x: Double) -> Double { ox + x * z }
    func py(_ y: Double) -> Double { oy + y * z }
    func box(_ r: Rect) -> (Double, Double, Double, Double) {
      (px(r.x), py(r.y), r.width * z, r.height * z)
    }

    var out = ""
    out += text(12, 18, header[0], size: 13, weight: "bold")
    out += text(12, 34, header[1], size: 11, color: "#555555")

    let bounds = Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.bounds.height)
    out += background(box(bounds), height: bounds.height, zoom: z)
    out += styledPaddingBand(box(bounds), zoom: z)
    out += rect(box(bounds), fill: "none", stroke: "#1a202c", width: 1.5)
    out += rect(
      box(layout.frames.contentRect), fill: "none", stroke: "#3182ce", width: 1, dash: "4 3")
    if let image = layout.frames.imageFrame {
      out += imageMark(box(image))
      if let outsideName {
        out += imageNameAbove(
          outsideName, box(image), labelY: Self.headerHeight + 12, panelWidth: width)
      }
    }
    out += activityIndicatorMark(layout, box)
    if let title = layout.frames.titleFrame {
      out += rect(box(title), fill: "#9ae6b4", stroke: "#2f855a", width: 1, opacity: 0.45)
      let textFrame = layout.titleTextFrame ?? title
      let (x, y, w, h) = box(textFrame)
      if let title = button.title, w > 0, h > 0 {
        out += titleLines(title, layout, x: x, y: y, w: w, h: h, size: titleFontSize * z)
      }
    }
    // Issue 28 (subtitle): the subtitle label's box and its text.
    if let subtitle = layout.frames.subtitleFrame {
      out += rect(box(subtitle), fill: "#fbd38d", stroke: "#c05621", width: 1, opacity: 0.45)
      let (x, y, w, h) = box(subtitle)
      if let text = button.record.subtitle, w > 0, h > 0 {
        out += titleText(
          text, x: x + w / 2, y: y + h / 2, size: button.record.subtitlePointSize * z)
      }
    }
    // The name's leader comes down through the gap label's band: the label keeps clear of it.
    out += gap(
      layout, px: px, py: py, labelY: Self.headerHeight + nameBand + 12,
      labelX: px(extent.maxX) + Self.right / 2,
      clearOf: outsideName == nil ? nil : layout.frames.imageFrame.map { px($0.midX) })

    // Dimensions: the bounds' width below, its height on the left.
    let bx = px(0)
    let by = py(0)
    let bw = bounds.width * z
    let bh = bounds.height * z
    let below = top + extent.height * z + 12
    out += dimension(
      bx, below, bx + bw, below, label: ExportNumber.text(bounds.width), vertical: false)
    out += dimension(
      Self.left - 14, by, Self.left - 14, by + bh, label: ExportNumber.text(bounds.height),
      vertical: true)

    var y = top + extent.height * z + Self.dimensionHeight + 6
    for line in footer {
      out += text(12, y, line.text, size: 11, color: line.kind.color)
      y += Self.footerLine
    }
    return (width, height, out)
  }

  /// The title's point size: the one given; else, for a title measured in a font file,
  /// UIButton's default for the target iOS (what it was measured at); else (its size given by
  /// hand, so its font is not known) the size whose line (1.2 em) fills the given height.
  var titleFontSize: Double {
    let record = button.record
    if let size = record.fontSize { return size }
    if record.titleSource != .font, let height = button.spec.titleSize?.height, height > 0 {
      return height / 1.2
    }
    return record.effectiveFontSize
  }

  /// The title text centred on (`x`, `y`) at `size` pixels, in the font's family when its file
  /// names one (then the diagram's font), never squeezed; a right-to-left title gets
  /// `direction="rtl"` so its neutral characters sit where a device puts them.
  func titleText(_ title: String, x: Double, y: Double, size: Double, side: Int = 0) -> String {
    let n = ExportNumber.text
    var t = "<text "
    // On the page, a title is marked (drawn at its font size, the one text the browser test
    // lets be under 11 px), and ink on the neutral backdrop follows its light/dark switch.
    if page { t += appearance.style == nil ? "class=\"title ink\" " : "class=\"title\" " }
    t += "x=\"\(n(x))\" y=\"\(n(y + size * 0.35))\" font-size=\"\(n(size))\" "
    if let family = button.fontNames.flatMap({ FontFamily.css($0.family) }) {
      t += "font-family=\"\(Markup.escape(family)), \(Self.font)\" "
    }
    let rtl = BidiText.isRightToLeft(title)
    if rtl { t += "direction=\"rtl\" " }
    // `side`: the physical edge the text keeps to, -1 left, 1 right, 0 centred on `x`; a
    // right-to-left text's start is its right edge.
    let anchor = side == 0 ? "middle" : (side < 0) != rtl ? "start" : "end"
    t += "text-anchor=\"\(anchor)\" fill=\"\(titleColor)\">"
    return t + Markup.singleLine(title) + "</text>\n"
  }

  /// The padding: the band between the bounds and the bounds inset by the padding, hatched
  /// lightly. Nothing for zero padding.
  func paddingBand(_ b: (Double, Double, Double, Double), _ p: EdgeInsets, zoom z: Double)
    -> String
  {
    guard p.top != 0 || p.left != 0 || p.bottom != 0 || p.right != 0 else { return "" }
    let n = ExportNumber.text
    let (x, y, w, h) = b
    let ix = x + Swift.max(p.left, 0) * z
    let iy = y + Swift.max(p.top, 0) * z
    let iw = Swift.max(w - Swift.max(p.left, 0) * z - Swift.max(p.right, 0) * z, 0)
    let ih = Swift.max(h - Swift.max(p.top, 0) * z - Swift.max(p.bottom, 0) * z, 0)
    var d = "M\(n(x)) \(n(y))h\(n(w))v\(n(h))h\(n(-w))Z"
    d += "M\(n(ix)) \(n(iy))v\(n(ih))h\(n(iw))v\(n(-ih))Z"
    return "<path d=\"\(d)\" fill=\"\(Self.paddingColor)\" fill-rule=\"evenodd\"/>\n"
  }

  static let paddingColor = "#d6bcfa"

  /// The image at its frame: the real image when embedded, a PDF's box with its name, or a
  /// crossed box (no file, or a file that cannot be read now: the footer says why). A name is
  /// drawn in the box only when `named` and it fits there at the labels' size
  /// (`ImageName.fitsInside`); the diagram puts it above the drawing otherwise.
  func imageMark(_ b: (Double, Double, Double, Double), named: Bool = true) -> String {
    let n = ExportNumber.text
    let (x, y, w, h) = b
    if button.record.symbol != nil { return symbolMark(b, named: named) }
    switch button.image?.content {
    case .embedded:
      var out = ""
      if let symbol = imageSymbol {
        out +=
          "<use href=\"#\(Markup.escape(symbol))\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(Swift.max(w, 0)))\" height=\"\(n(Swift.max(h, 0)))\"/>\n"
      } else if let uri = button.image?.dataURI {
        out +=
          "<image x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(Swift.max(w, 0)))\" height=\"\(n(Swift.max(h, 0)))\" href=\"\(uri)\"/>\n"
      }
      return out + rect(b, fill: "none", stroke: "#c05621", width: 1)
    case .pdf:
      return rect(b, fill: "#fbd38d", stroke: "#c05621", width: 1, opacity: 0.6)
        + (named ? imageNameInside(b) : "")
    case .missing, nil:
      return rect(b, fill: "#f6ad55", stroke: "#c05621", width: 1, opacity: 0.6)
        + line(x, y, x + w, y + h, color: "#c05621", width: 0.75)
        + line(x, y + h, x + w, y, color: "#c05621", width: 0.75)
    }
  }

  /// Where the gap's label stands, outside every outline: above the drawing (`above` pixels
  /// of band) for a gap between side-by-side boxes or overlapping ones, right of it (`right`
  /// pixels more) for a gap between stacked boxes; nothing without a gap.
  func gapLabelPlace(_ layout: TechniqueLayout) -> (above: Double, right: Double) {
    guard let arrangement = gapArrangement(layout) else { return (0, 0) }
    return arrangement == .stacked ? (0, Self.estimatedWidth(gapLabel(layout), size: 11)) : (18, 0)
  }

  enum GapArrangement { case sideBySide, stacked, overlapping }

  func gapArrangement(_ layout: TechniqueLayout) -> GapArrangement? {
    guard layout.gap != nil, let image = layout.frames.imageFrame,
      let title = layout.frames.titleFrame
    else { return nil }
    let epsilon = 1e-6
    let (first, second) = image.minX <= title.minX ? (image, title) : (title, image)
    let (upper, lower) = image.minY <= title.minY ? (image, title) : (title, image)
    if first.maxX <= second.minX + epsilon { return .sideBySide }
    if upper.maxY <= lower.minY + epsilon { return .stacked }
    return .overlapping
  }

  func gapLabel(_ layout: TechniqueLayout) -> String {
    let label = "gap \(ExportNumber.text(layout.gap ?? 0))"
    return gapArrangement(layout) == .overlapping ? label + " (overlap)" : label
  }

  /// The gap between image and title, measured along the axis that separates them, its label
  /// outside every box (`gapLabelPlace`) with a dotted leader through the gap: centred on the
  /// baseline `labelY` above the drawing (clear of a leader at `clearOf`, the image name's), or
  /// from `labelX` right of it at the gap's height.
  func gap(
    _ layout: TechniqueLayout, px: (Double) -> Double, py: (Double) -> Double, labelY: Double,
    labelX: Double, clearOf leaderX: Double? = nil
  ) -> String {
    guard let arrangement = gapArrangement(layout), let image = layout.frames.imageFrame,
      let title = layout.frames.titleFrame
    else { return "" }
    let label = gapLabel(layout)
    let half = Self.estimatedWidth(label, size: 11) / 2
    // Where a label above the drawing centres: at `x`, right of the left margin, and right of
    // the image name's leader when it would cross it.
    func above(_ x: Double) -> Double {
      let centre = Swift.max(x, Self.left / 2 + half)
      guard let leaderX, abs(centre - leaderX) < half + 3 else { return centre }
      return leaderX + half + 4
    }
    func leader(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> String {
      let n = ExportNumber.text
      return
        "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"#e53e3e\" stroke-width=\"0.75\" stroke-dasharray=\"2 2\"/>\n"
    }
    switch arrangement {
    case .sideBySide:
      let (first, second) = image.minX <= title.minX ? (image, title) : (title, image)
      let top = Swift.max(first.minY, second.minY)
      let bottom = Swift.min(first.maxY, second.maxY)
      let y = py(top <= bottom ? (top + bottom) / 2 : (first.midY + second.midY) / 2)
      let x1 = px(first.maxX)
      let x2 = px(second.minX)
      let x = (x1 + x2) / 2
      return line(x1, y, x2, y, color: "#e53e3e", width: 2)
        + line(x1, y - 5, x1, y + 5, color: "#e53e3e", width: 1)
        + line(x2, y - 5, x2, y + 5, color: "#e53e3e", width: 1)
        + leader(x, labelY + 4, x, y - 3)
        + text(above(x), labelY, label, size: 11, color: "#c53030", anchor: "middle", label: true)
    case .stacked:
      let (upper, lower) = image.minY <= title.minY ? (image, title) : (title, image)
      let leftEdge = Swift.max(upper.minX, lower.minX)
      let rightEdge = Swift.min(upper.maxX, lower.maxX)
      let x = px(leftEdge <= rightEdge ? (leftEdge + rightEdge) / 2 : (upper.midX + lower.midX) / 2)
      let y1 = py(upper.maxY)
      let y2 = py(lower.minY)
      let y = (y1 + y2) / 2
      return line(x, y1, x, y2, color: "#e53e3e", width: 2)
        + line(x - 5, y1, x + 5, y1, color: "#e53e3e", width: 1)
        + line(x - 5, y2, x + 5, y2, color: "#e53e3e", width: 1)
        + leader(x + 3, y, labelX - 3, y)
        + text(labelX, y + 4, label, size: 11, color: "#c53030", label: true)
    case .overlapping:
      // No segment to draw: the number stands above the image.
      return text(
        above(px(image.midX)), labelY, label, size: 11, color: "#c53030", anchor: "middle",
        label: true)
    }
  }
}
