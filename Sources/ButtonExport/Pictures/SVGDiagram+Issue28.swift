import ButtonLayout

/// Issue 28's marks in the diagrams (SVG files, the HTML page's diagrams and thumbnails): an SF
/// Symbol's image view as a box labelled with the symbol's name (no glyphs are available off
/// Apple platforms), and the configuration's activity indicator as a spinner in its frame.
extension SVGDiagram {
  /// The symbol's image view at `b` (pixels), labelled with its name (escaped as any text)
  /// when `named` and it fits (`imageNameInside`).
  func symbolMark(_ b: (Double, Double, Double, Double), named: Bool = true) -> String {
    rect(b, fill: "#bee3f8", stroke: "#2b6cb0", width: 1, opacity: 0.6)
      + (named ? imageNameInside(b) : "")
  }

  /// The activity indicator of a configured layout: eight spokes in its frame, fading as a
  /// spinner's do; nothing for a layout without one.
  func activityIndicatorMark(
    _ layout: TechniqueLayout, _ box: (Rect) -> (Double, Double, Double, Double)
  ) -> String {
    guard let frame = Self.activityIndicatorFrame(button, layout) else { return "" }
    let (x, y, w, h) = box(frame)
    let (cx, cy, r) = (x + w / 2, y + h / 2, Swift.min(w, h) / 2)
    let n = ExportNumber.text
    let d = 0.7071067811865476
    let spokes = [(1.0, 0.0), (d, d), (0, 1), (-d, d), (-1, 0), (-d, -d), (0, -1), (d, -d)]
    var out = ""
    for (i, (dx, dy)) in spokes.enumerated() {
      out +=
        "<line x1=\"\(n(cx + dx * r * 0.45))\" y1=\"\(n(cy + dy * r * 0.45))\" x2=\"\(n(cx + dx * r * 0.9))\" y2=\"\(n(cy + dy * r * 0.9))\" stroke=\"#4a5568\" stroke-width=\"\(n(Swift.max(r * 0.16, 1)))\" stroke-linecap=\"round\" stroke-opacity=\"\(n(1 - Double(i) * 0.1))\"/>\n"
    }
    return out
  }

  /// The indicator's frame in `layout`: the configuration technique's, recomputed from the
  /// button's inputs when the layout was read from the catalog (frames store no indicator).
  static func activityIndicatorFrame(_ button: ExportButton, _ layout: TechniqueLayout) -> Rect? {
    guard button.spec.showsActivityIndicator, layout.technique == .configuration else {
      return nil
    }
    return layout.frames.activityIndicatorFrame
      ?? LayoutEngine.layout(button.spec, .configuration, layout.direction).frames
      .activityIndicatorFrame
  }
}
