import ButtonLayout

/// The name an image mark carries (an SF Symbol's, a PDF's file name: neither is drawn), at the
/// labels' size (11 px, issue 29: diagram text is at least 11 CSS px at every width): in its box
/// when it fits there, else above the drawing with a dotted leader down to the box, as the gap's
/// label stands outside every outline.
extension SVGDiagram {
  /// The size of every label of a diagram, in pixels.
  static let labelSize = 11.0
  /// The band above the drawing that an image's name takes when it stands outside its box.
  static let nameBand = 18.0

  /// The name the image mark carries, visible (a symbol name has no business reordering
  /// text: bidi controls are shown, not obeyed), or `nil` for a drawn image or a crossed box.
  var imageMarkName: String? {
    if let symbol = button.record.symbol { return VisibleText.visible(symbol, bidi: true) }
    if case .pdf? = button.image?.content { return button.image?.fileName ?? "PDF" }
    return nil
  }

  /// `name` fits in a box `w`×`h` pixels at the labels' size, with 2 px either side.
  static func fitsInside(_ name: String, width w: Double, height h: Double) -> Bool {
    estimatedWidth(name, size: labelSize) + 4 <= w && labelSize * 1.3 <= h
  }

  /// The name centred in the image's box `b` when it fits there, else nothing.
  func imageNameInside(_ b: (Double, Double, Double, Double)) -> String {
    let (x, y, w, h) = b
    guard let name = imageMarkName, Self.fitsInside(name, width: w, height: h) else { return "" }
    return text(
      x + w / 2, y + h / 2 + Self.labelSize * 0.35, name, size: Self.labelSize,
      color: imageNameColor, anchor: "middle")
  }

  /// The name that stands above the drawing: the image's, when its box at `zoom` is too small
  /// for it; `nil` otherwise.
  func imageNameOutside(_ layout: TechniqueLayout, zoom z: Double) -> String? {
    guard let name = imageMarkName, let image = layout.frames.imageFrame,
      !Self.fitsInside(name, width: image.width * z, height: image.height * z)
    else { return nil }
    return name
  }

  /// `name` centred above the image's box `b` on the baseline `labelY` (kept inside the panel,
  /// `panelWidth` pixels wide), a dotted leader down to the box's top edge; a label the page's
  /// browser test measures against the outlines.
  func imageNameAbove(
    _ name: String, _ b: (Double, Double, Double, Double), labelY: Double, panelWidth: Double
  ) -> String {
    let (x, y, w, _) = b
    let n = ExportNumber.text
    let half = Self.estimatedWidth(name, size: Self.labelSize) / 2
    let cx = x + w / 2
    let labelX = Swift.min(Swift.max(cx, 12 + half), panelWidth - 12 - half)
    return
      "<line x1=\"\(n(cx))\" y1=\"\(n(labelY + 4))\" x2=\"\(n(cx))\" y2=\"\(n(y - 1))\" stroke=\"\(imageNameColor)\" stroke-width=\"0.75\" stroke-dasharray=\"2 2\"/>\n"
      + text(
        labelX, labelY, name, size: Self.labelSize, color: imageNameColor, anchor: "middle",
        label: true)
  }

  /// The name's colour: the symbol's blue or the PDF's brown, as its box.
  var imageNameColor: String { button.record.symbol != nil ? "#2a4365" : "#7b341e" }
}
