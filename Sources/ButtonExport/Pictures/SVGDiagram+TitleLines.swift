import ButtonLayout

// Issue 28 (lines): a wrapped title drawn line by line.
extension SVGDiagram {
  /// The title in its frame (`x`, `y`, `w`, `h` in the drawing's pixels): one centred line, or
  /// each of the lines `layout`'s technique breaks it into (docs/layout-model.md, "Multi-line
  /// titles"), centred in its share of the frame's height.
  func titleLines(
    _ title: String, _ layout: TechniqueLayout, x: Double, y: Double, w: Double, h: Double,
    size: Double
  ) -> String {
    guard let lines = TitleWrapping.lines(button.spec, layout.technique, layout.direction),
      lines.count > 1
    else {
      return titleText(title, x: x + w / 2, y: y + h / 2, size: size)
    }
    let step = h / Double(lines.count)
    // A configuration's lines keep to its title alignment's edge (the label's textAlignment
    // [measured]); a legacy label's are drawn centred.
    let side =
      layout.technique == .configuration
      ? SubtitleStack.anchor(
        SubtitleStack.alignment(button.spec, layout.direction), layout.direction) : 0
    let lineX = side < 0 ? x : side > 0 ? x + w : x + w / 2
    return lines.enumerated().map { index, line in
      var text = Substring(line.text)
      while text.last?.isWhitespace == true { text = text.dropLast() }
      return titleText(
        String(text), x: lineX, y: y + step * (Double(index) + 0.5), size: size, side: side)
    }.joined()
  }
}
