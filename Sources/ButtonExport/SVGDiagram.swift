import ButtonLayout

/// One button's diagram as an `<svg>` element: a panel per chosen layout (LTR, RTL), each with
/// the bounds, the content rect, the image and title boxes (title text shown), the gap with its
/// number, labelled dimensions, and a footer with the measurements and findings.
///
/// Points are scaled up (×4 for buttons up to 160 pt wide, ×2 up to 320 pt, else ×1) so a
/// 44 pt button is readable at a glance; margins leave room for the labels. Styling uses
/// presentation attributes only and no `id`s, so the same element works as a file and inline in
/// the HTML page (where `<style>` rules or ids would leak between diagrams).
struct SVGDiagram {
  static let font = "DejaVu Sans, Helvetica, Arial, sans-serif"
  static let headerHeight = 44.0
  static let left = 64.0
  static let right = 24.0
  static let dimensionHeight = 34.0
  static let footerLine = 16.0

  let button: ExportButton

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
    rects += [layout.frames.imageFrame, layout.frames.titleFrame].compactMap { $0 }
    let minX = rects.map(\.minX).min()!
    let minY = rects.map(\.minY).min()!
    let maxX = rects.map(\.maxX).max()!
    let maxY = rects.map(\.maxY).max()!
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  func footer(_ layout: TechniqueLayout) -> [(text: String, color: String)] {
    let asked = ButtonSummary.askedGap(button)
    var lines: [(String, String)] = []
    var measures = "intrinsic \(ButtonSummary.size(layout.frames.intrinsicContentSize))"
    if let gap = layout.gap {
      measures += " · gap \(ExportNumber.text(gap)) (asked \(ExportNumber.text(asked)))"
    }
    lines.append((measures, "#333333"))
    lines.append(
      (
        "image \(ButtonSummary.rect(layout.frames.imageFrame)) · title \(ButtonSummary.rect(layout.frames.titleFrame))",
        "#333333"
      ))
    let color =
      switch layout.worstSeverity {
      case .error: "#c53030"
      case .warning: "#b7791f"
      default: "#2f855a"
      }
    for line in Self.wrap(ButtonSummary.findings(layout), width: Self.footerCharacters) {
      lines.append((line, color))
    }
    return lines
  }

  /// The `<svg>` element, no XML declaration.
  var svg: String {
    let z = zoom
    var panels: [(width: Double, height: Double, body: String)] = []
    for layout in layouts {
      panels.append(panel(layout, zoom: z))
    }
    if panels.isEmpty {
      panels.append(
        (320, 60, text(12, 30, "No layout computed for \(button.technique.rawValue).", size: 12)))
    }
    let width = panels.map(\.width).reduce(0, +)
    let height = panels.map(\.height).max()!
    let n = ExportNumber.text
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
    out += "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(Self.font)\" "
    out += "role=\"img\" aria-label=\"\(Markup.singleLine(button.name))\">\n"
    out += "<title>\(Markup.singleLine(button.name))</title>\n"
    out +=
      "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
    var x = 0.0
    for panel in panels {
      out += "<g transform=\"translate(\(n(x)) 0)\">\n" + panel.body + "</g>\n"
      x += panel.width
    }
    return out + "</svg>\n"
  }

  func panel(_ layout: TechniqueLayout, zoom z: Double) -> (
    width: Double, height: Double, body: String
  ) {
    let extent = extent(layout)
    let footer = footer(layout)
    let header = [
      button.name,
      "\(layout.technique.rawValue) · \(ButtonSummary.direction(layout.direction))"
        + (layout.isModel ? " · model" : "") + " · @\(ExportNumber.text(button.spec.scale))x",
    ]
    let textWidth =
      ([Self.estimatedWidth(header[0], size: 13) * 1.1, Self.estimatedWidth(header[1], size: 11)]
      + footer.map { Self.estimatedWidth($0.text, size: 11) }).max()! + 24
    let drawingWidth = Self.left + extent.width * z + Self.right
    let width = (Swift.max(drawingWidth, textWidth, 240)).rounded(.up)
    let height =
      (Self.headerHeight + extent.height * z + Self.dimensionHeight
      + Double(footer.count) * Self.footerLine + 12).rounded(.up)
    // Maps points to panel pixels: the extent's top-left lands at (left, headerHeight).
    let ox = Self.left - extent.minX * z
    let oy = Self.headerHeight - extent.minY * z
    func px(_ x: Double) -> Double { ox + x * z }
    func py(_ y: Double) -> Double { oy + y * z }
    func box(_ r: Rect) -> (Double, Double, Double, Double) {
      (px(r.x), py(r.y), r.width * z, r.height * z)
    }

    var out = ""
    out += text(12, 18, header[0], size: 13, weight: "bold")
    out += text(12, 34, header[1], size: 11, color: "#555555")

    let bounds = Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.bounds.height)
    out += rect(box(bounds), fill: "#edf2f7", stroke: "#1a202c", width: 1.5)
    out += rect(
      box(layout.frames.contentRect), fill: "none", stroke: "#3182ce", width: 1, dash: "4 3")
    if let image = layout.frames.imageFrame {
      let (x, y, w, h) = box(image)
      out += rect((x, y, w, h), fill: "#f6ad55", stroke: "#c05621", width: 1, opacity: 0.6)
      out += line(x, y, x + w, y + h, color: "#c05621", width: 0.75)
      out += line(x, y + h, x + w, y, color: "#c05621", width: 0.75)
    }
    if let title = layout.frames.titleFrame {
      out += rect(box(title), fill: "#9ae6b4", stroke: "#2f855a", width: 1, opacity: 0.6)
      let textFrame = layout.titleTextFrame ?? title
      let (x, y, w, h) = box(textFrame)
      if let titleText = button.title, w > 0, h > 0 {
        // As large as the box allows, and narrow enough to fit it by the width estimate
        // (renderers without `textLength`, such as librsvg, would otherwise overflow).
        let line = Markup.singleLine(titleText)
        let size = Swift.max(
          Swift.min(h * 0.75, w / Self.estimatedWidth(titleText, size: 1), 48), 4)
        var t =
          "<text x=\"\(ExportNumber.text(x + w / 2))\" y=\"\(ExportNumber.text(y + h / 2 + size * 0.35))\" "
        t += "font-size=\"\(ExportNumber.text(size))\" text-anchor=\"middle\" fill=\"#1a202c\" "
        t += "textLength=\"\(ExportNumber.text(w))\" lengthAdjust=\"spacingAndGlyphs\">"
        out += t + line + "</text>\n"
      }
    }
    out += gap(layout, px: px, py: py)

    // Dimensions: the bounds' width below, its height on the left.
    let bx = px(0)
    let by = py(0)
    let bw = bounds.width * z
    let bh = bounds.height * z
    let below = Self.headerHeight + extent.height * z + 12
    out += dimension(
      bx, below, bx + bw, below, label: ExportNumber.text(bounds.width), vertical: false)
    out += dimension(
      Self.left - 14, by, Self.left - 14, by + bh, label: ExportNumber.text(bounds.height),
      vertical: true)

    var y = Self.headerHeight + extent.height * z + Self.dimensionHeight + 6
    for (line, color) in footer {
      out += text(12, y, line, size: 11, color: color)
      y += Self.footerLine
    }
    return (width, height, out)
  }

  /// The gap between image and title, measured along the axis that separates them.
  func gap(_ layout: TechniqueLayout, px: (Double) -> Double, py: (Double) -> Double) -> String {
    guard let gap = layout.gap, let image = layout.frames.imageFrame,
      let title = layout.frames.titleFrame
    else { return "" }
    let epsilon = 1e-6
    let (first, second) = image.minX <= title.minX ? (image, title) : (title, image)
    let (upper, lower) = image.minY <= title.minY ? (image, title) : (title, image)
    let label = "gap \(ExportNumber.text(gap))"
    if first.maxX <= second.minX + epsilon {
      let top = Swift.max(first.minY, second.minY)
      let bottom = Swift.min(first.maxY, second.maxY)
      let y = py(top <= bottom ? (top + bottom) / 2 : (first.midY + second.midY) / 2)
      let x1 = px(first.maxX)
      let x2 = px(second.minX)
      return line(x1, y, x2, y, color: "#e53e3e", width: 2)
        + line(x1, y - 5, x1, y + 5, color: "#e53e3e", width: 1)
        + line(x2, y - 5, x2, y + 5, color: "#e53e3e", width: 1)
        + text(
          (x1 + x2) / 2, y - 8, label, size: 11, color: "#c53030", anchor: "middle", halo: true)
    }
    if upper.maxY <= lower.minY + epsilon {
      let leftEdge = Swift.max(upper.minX, lower.minX)
      let rightEdge = Swift.min(upper.maxX, lower.maxX)
      let x = px(leftEdge <= rightEdge ? (leftEdge + rightEdge) / 2 : (upper.midX + lower.midX) / 2)
      let y1 = py(upper.maxY)
      let y2 = py(lower.minY)
      return line(x, y1, x, y2, color: "#e53e3e", width: 2)
        + line(x - 5, y1, x + 5, y1, color: "#e53e3e", width: 1)
        + line(x - 5, y2, x + 5, y2, color: "#e53e3e", width: 1)
        + text(x + 8, (y1 + y2) / 2 + 4, label, size: 11, color: "#c53030", halo: true)
    }
    // Overlapping boxes: no segment to draw, the number still shows.
    return text(
      px(image.maxX) + 4, py(image.minY) - 4, label + " (overlap)", size: 11, color: "#c53030",
      halo: true)
  }
}
