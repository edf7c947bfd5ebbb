/// The drawing primitives of `SVGDiagram`: shapes and labels as SVG elements with presentation
/// attributes, coordinates to at most three decimals so the text stays short and stable.
extension SVGDiagram {
  /// Footer lines wrap at this many characters, so a long list of findings does not make the
  /// panel wide.
  static let footerCharacters = 56

  /// `text` broken at spaces into lines of at most `width` characters (a longer word stands
  /// alone).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ") {
      if !current.isEmpty, current.count + 1 + word.count > width {
        lines.append(current)
        current = String(word)
      } else {
        current += current.isEmpty ? String(word) : " " + word
      }
    }
    if !current.isEmpty { lines.append(current) }
    return lines
  }

  /// A text's width in pixels, estimated (0.6 em a character, 1.2 em for wide East Asian
  /// characters and emoji) so panels are sized for their labels without measuring fonts.
  static func estimatedWidth(_ text: String, size: Double) -> Double {
    text.unicodeScalars.reduce(0) { $0 + ($1.value >= 0x1100 ? 1.2 : 0.6) } * size
  }

  func dimension(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, label: String, vertical: Bool
  ) -> String {
    var out = line(x1, y1, x2, y2, color: "#4a5568", width: 1)
    if vertical {
      out += line(x1 - 4, y1, x1 + 4, y1, color: "#4a5568", width: 1)
      out += line(x2 - 4, y2, x2 + 4, y2, color: "#4a5568", width: 1)
      out += text(
        x1 - 6, (y1 + y2) / 2 + 4, label, size: 11, color: "#4a5568", anchor: "end", label: true)
    } else {
      out += line(x1, y1 - 4, x1, y1 + 4, color: "#4a5568", width: 1)
      out += line(x2, y2 - 4, x2, y2 + 4, color: "#4a5568", width: 1)
      out += text(
        (x1 + x2) / 2, y1 + 16, label, size: 11, color: "#4a5568", anchor: "middle",
        label: true)
    }
    return out
  }

  func rect(
    _ r: (Double, Double, Double, Double), fill: String, stroke: String, width: Double,
    dash: String? = nil, opacity: Double? = nil
  ) -> String {
    let n = ExportNumber.text
    var out =
      "<rect x=\"\(n(r.0))\" y=\"\(n(r.1))\" width=\"\(n(Swift.max(r.2, 0)))\" height=\"\(n(Swift.max(r.3, 0)))\" "
    out += "fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\""
    if let opacity { out += " fill-opacity=\"\(n(opacity))\"" }
    if let dash { out += " stroke-dasharray=\"\(dash)\"" }
    return out + "/>\n"
  }

  func line(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, color: String, width: Double)
    -> String
  {
    let n = ExportNumber.text
    return
      "<line x1=\"\(n(x1))\" y1=\"\(n(y1))\" x2=\"\(n(x2))\" y2=\"\(n(y2))\" stroke=\"\(color)\" stroke-width=\"\(n(width))\"/>\n"
  }

  /// A one-line text; `halo` draws a white outline under it so it reads over the boxes; a
  /// `label` (a dimension's, the gap's) stands outside every outline, marked for the page's
  /// browser test.
  func text(
    _ x: Double, _ y: Double, _ content: String, size: Double, color: String = "#1a202c",
    anchor: String? = nil, weight: String? = nil, halo: Bool = false, label: Bool = false
  ) -> String {
    let n = ExportNumber.text
    var out = "<text "
    if label, page { out += "class=\"label\" " }
    out += "x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" fill=\"\(color)\""
    if let anchor { out += " text-anchor=\"\(anchor)\"" }
    if let weight { out += " font-weight=\"\(weight)\"" }
    if halo { out += " stroke=\"#ffffff\" stroke-width=\"3\" paint-order=\"stroke\"" }
    return out + ">" + Markup.singleLine(content) + "</text>\n"
  }
}

/// A line of a diagram's footer and its kind: its colour in an SVG file, its class on the page.
struct FooterLine: Equatable {
  enum Kind: String {
    case measure, note, error, warning, ok

    var color: String {
      switch self {
      case .measure: "#333333"
      case .note: "#744210"
      case .error: "#c53030"
      case .warning: "#b7791f"
      case .ok: "#2f855a"
      }
    }
  }

  var text: String
  var kind: Kind

  init(_ text: String, _ kind: Kind) {
    self.text = text
    self.kind = kind
  }
}
