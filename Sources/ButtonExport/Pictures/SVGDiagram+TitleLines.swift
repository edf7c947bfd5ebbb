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
    return lines.enumerated().map { index, line in
      var text = Substring(line.text)
      while text.last?.isWhitespace == true { text = text.dropLast() }
      return titleText(String(text), x: x + w / 2, y: y + step * (Double(index) + 0.5), size: size)
    }.joined()
  }
}
