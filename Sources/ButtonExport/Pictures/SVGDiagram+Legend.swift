import ButtonLayout

/// The diagram's legend and its notes: what each mark means, and why a mark is drawn the way
/// it is (a PDF as a box, an image file that cannot be read, a content rect past the bounds).
extension SVGDiagram {
  /// Every mark a diagram draws, with its meaning, in drawing order.
  static let marks: [(mark: Mark, label: String)] = [
    (.bounds, "bounds"),
    (.padding, "padding"),
    (.contentRect, "content rect"),
    (.image, "image (crossed: no image file)"),
    (.title, "title, at its font size"),
    (.gap, "gap"),
  ]

  /// A diagram of nothing, for its drawing primitives.
  static let drawing = SVGDiagram(button: ExportButton(name: "", spec: ButtonSpec(), layouts: []))

  enum Mark: String {
    case bounds, padding, contentRect, image, title, gap
  }

  /// A mark's swatch, 16×10 at (`x`, `y`).
  static func swatch(_ mark: Mark, x: Double, y: Double) -> String {
    let d = drawing
    let box = (x, y, 16.0, 10.0)
    switch mark {
    case .bounds:
      return d.rect(box, fill: "#edf2f7", stroke: "#1a202c", width: 1.5)
    case .padding:
      return d.rect(box, fill: paddingColor, stroke: "none", width: 0)
    case .contentRect:
      return d.rect(box, fill: "none", stroke: "#3182ce", width: 1, dash: "4 3")
    case .image:
      return d.rect(box, fill: "#f6ad55", stroke: "#c05621", width: 1, opacity: 0.6)
        + d.line(x, y, x + 16, y + 10, color: "#c05621", width: 0.75)
        + d.line(x, y + 10, x + 16, y, color: "#c05621", width: 0.75)
    case .title:
      return d.rect(box, fill: "#9ae6b4", stroke: "#2f855a", width: 1, opacity: 0.45)
    case .gap:
      return d.line(x, y + 5, x + 16, y + 5, color: "#e53e3e", width: 2)
    }
  }

  /// The legend as rows of swatches and labels across `width`, starting at `y`.
  static func legend(width: Double, y: Double) -> (body: String, height: Double) {
    let d = drawing
    var out = "<g>\n"
    var x = 12.0
    var row = y + 4
    for (mark, label) in marks {
      let itemWidth = 16 + 6 + estimatedWidth(label, size: 11) + 16
      if x > 12, x + itemWidth > width - 12 {
        x = 12
        row += 18
      }
      out += swatch(mark, x: x, y: row)
      out += d.text(x + 22, row + 9, label, size: 11, color: "#4a5568")
      x += itemWidth
    }
    return (out + "</g>\n", (row - y + 22).rounded(.up))
  }
}

/// The notes a diagram's footer adds to the findings: why a mark is drawn as it is.
enum DiagramNotes {
  static func lines(_ button: ExportButton, _ layout: TechniqueLayout) -> [String] {
    var notes: [String] = []
    if layout.frames.imageFrame != nil, let image = button.image {
      switch image.content {
      case .embedded: break
      case .pdf: notes.append("image \(image.path): a PDF, drawn as its box")
      case .missing(let reason): notes.append("image \(image.path) \(reason); drawn crossed")
      }
    }
    let c = layout.frames.contentRect
    let past = [
      ("left", -c.minX), ("top", -c.minY), ("right", c.maxX - layout.bounds.width),
      ("bottom", c.maxY - layout.bounds.height),
    ].filter { $0.1 > 1e-9 }
    if !past.isEmpty {
      let edges = past.map { "\($0.0) \(ExportNumber.text($0.1))" }.joined(separator: ", ")
      notes.append(
        "content rect past the bounds (\(edges) pt): the content insets set are negative there; UIKit lays out in it as drawn and does not clip it"
      )
    }
    return notes
  }
}

/// Which way a text reads: by its first strong character (Unicode's rule P2, which UIKit's
/// natural writing direction follows), so a right-to-left title is drawn right to left even
/// on a left-to-right page.
enum BidiText {
  static func isRightToLeft(_ text: String) -> Bool {
    for s in text.unicodeScalars {
      let v = s.value
      // Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic, Arabic supplements and
      // presentation forms, and the right-to-left blocks of the supplementary planes.
      if (0x0590...0x08FF).contains(v) || (0xFB1D...0xFDFF).contains(v)
        || (0xFE70...0xFEFF).contains(v) || (0x10800...0x10FFF).contains(v)
        || (0x1E800...0x1EFFF).contains(v)
      {
        return s.properties.isAlphabetic || s.properties.generalCategory == .otherLetter
      }
      if s.properties.isAlphabetic { return false }
    }
    return false
  }
}

/// A font family name (from a font file's name table: hostile until proven otherwise) as a CSS
/// `font-family` item: quoted, with only letters, digits, spaces and `-_.` kept, so it can
/// neither end the attribute nor add a declaration.
enum FontFamily {
  static func css(_ family: String?) -> String? {
    guard let family else { return nil }
    let kept = String(
      String.UnicodeScalarView(
        family.unicodeScalars.filter {
          $0.properties.isAlphabetic || $0.properties.numericType != nil
            || " -_.".unicodeScalars.contains($0)
        }))
    let trimmed = kept.trimmingSpaces
    return trimmed.isEmpty ? nil : "'\(trimmed)'"
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
