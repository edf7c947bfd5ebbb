import ButtonLayout

/// The small diagram of the HTML page's overview: the first chosen layout's bounds, padding,
/// image and title, no labels (nor an image's name: it could not be read at that scale), drawn at 2 units per point and shown at one CSS pixel per point
/// (`width` and `height` half the `viewBox`'s), so every tile has the same scale and sizes
/// compare; the page's zoom control multiplies that.
extension SVGDiagram {
  /// The thumbnail as a `<symbol>` of `id` (the page defines it once and its overview
  /// `<use>`s it), with its `viewBox` size.
  func thumbnailSymbol(id: String) -> (symbol: String, width: Double, height: Double) {
    let (width, height, body) = thumbnailParts
    let n = ExportNumber.text
    return (
      "<symbol id=\"\(Markup.escape(id))\" viewBox=\"0 0 \(n(width)) \(n(height))\">\n\(body)</symbol>\n",
      width, height
    )
  }

  /// The thumbnail as an `<svg>` element.
  var thumbnail: String {
    let (width, height, body) = thumbnailParts
    let n = ExportNumber.text
    var out =
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width / 2))\" height=\"\(n(height / 2))\" "
    out +=
      "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"\(Self.font)\" aria-hidden=\"true\">\n"
    return out + body + "</svg>\n"
  }

  /// The `viewBox`'s size and the marks: a dashed placeholder without a layout.
  var thumbnailParts: (width: Double, height: Double, body: String) {
    guard let layout = layouts.first else {
      return (
        48, 24,
        rect((0.5, 0.5, 47, 23), fill: "#edf2f7", stroke: "#a0aec0", width: 1, dash: "3 2")
      )
    }
    let z = 2.0
    let extent = extent(layout)
    let margin = 2.0
    let width = (extent.width * z + 2 * margin).rounded(.up)
    let height = (extent.height * z + 2 * margin).rounded(.up)
    func box(_ r: Rect) -> (Double, Double, Double, Double) {
      (
        margin + (r.x - extent.minX) * z, margin + (r.y - extent.minY) * z, r.width * z,
        r.height * z
      )
    }
    let bounds = Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.bounds.height)
    var out = background(box(bounds), height: bounds.height, zoom: z)
    out += styledPaddingBand(box(bounds), zoom: z)
    out += rect(box(bounds), fill: "none", stroke: "#1a202c", width: 1)
    if let image = layout.frames.imageFrame { out += imageMark(box(image), named: false) }
    out += activityIndicatorMark(layout, box)
    if let title = layout.titleTextFrame ?? layout.frames.titleFrame, let text = button.title {
      let (x, y, w, h) = box(title)
      if w > 0, h > 0 {
        out += titleLines(text, layout, x: x, y: y, w: w, h: h, size: titleFontSize * z)
      }
    }
    return (width, height, out)
  }
}
