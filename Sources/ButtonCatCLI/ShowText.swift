import ButtonCatalog
import ButtonLayout

/// `show`'s text: made for a person. The inputs, the chosen technique's values to paste, its
/// frames and a small diagram, its diagnostics, and one line for each other technique.
enum ShowText {
  static func render(_ shown: ShownButton, technique: Technique) -> String {
    let r = shown.record
    let s = r.spec
    var out = "\(r.name)  (revision \(r.revision), updated \(r.updatedAt))\n"
    if !r.description.isEmpty { out += "  \(r.description)\n" }
    if !r.tags.isEmpty { out += "  tags: \(r.tags.joined(separator: ", "))\n" }
    if shown.stale {
      out += "  STALE: the stored layouts are out of date; run 'buttoncat recompute \(r.name)'\n"
    }
    out += "\ninputs\n"
    var rows: [[String]] = []
    if let title = r.title ?? (r.titleSource == .none ? nil : "") {
      var how: String
      switch r.titleSource {
      case .font: how = "\(r.font?.description ?? "") \(TextFormat.number(r.effectiveFontSize)) pt"
      case .width: how = "system \(TextFormat.number(r.effectiveFontSize)) pt, width given"
      default: how = "size given"
      }
      rows.append(["title", "\"\(title)\" \(s.titleSize.map(TextFormat.size) ?? "") (\(how))"])
    } else {
      rows.append(["title", "none"])
    }
    if let image = s.imageSize {
      rows.append(["image", TextFormat.size(image) + (r.imagePath.map { " (\($0))" } ?? "")])
    } else {
      rows.append(["image", "none"])
    }
    rows.append(["placement", "\(s.placement.rawValue), spacing \(TextFormat.number(s.spacing))"])
    rows.append(["padding", TextFormat.insets(s.padding)])
    switch s.size {
    case .fit: rows.append(["size", "fit (intrinsic)"])
    case .fixed(let size): rows.append(["size", TextFormat.size(size)])
    }
    rows.append(["alignment", "\(s.horizontalAlignment.rawValue)/\(s.verticalAlignment.rawValue)"])
    rows.append(["target", "iOS \(s.ios), @\(Int(s.scale))x, \(s.direction.rawValue)"])
    rows.append([
      "technique",
      r.technique.rawValue + (technique != r.technique ? " (showing \(technique.rawValue))" : ""),
    ])
    out += TextFormat.table(rows, indent: "  ", numeric: false)

    for l in shown.layouts where l.technique == technique {
      out +=
        "\n\(technique.rawValue) \(l.direction.rawValue.uppercased()): \(LayoutText.verdict(l))"
      out += l.isModel ? " (frames from the UIButton.Configuration model)\n" : "\n"
      for line in LayoutText.values(l.values) { out += "  \(line)\n" }
      out += "\n"
      out += TextFormat.table(
        [
          ["", "x", "y", "width", "height"],
          frameRow("contentRect", l.frames.contentRect),
          frameRow("imageView", l.frames.imageFrame),
          frameRow("titleLabel", l.frames.titleFrame),
        ], indent: "  ")
      out +=
        "  bounds \(TextFormat.size(l.bounds)), intrinsicContentSize \(TextFormat.size(l.frames.intrinsicContentSize))"
      out += ", gap \(l.gap.map(TextFormat.number) ?? "—")\n\n"
      out += Diagram.render(l, title: r.title).map { "  " + $0 + "\n" }.joined()
      for d in l.diagnostics {
        out += "  \(d.severity.rawValue) \(d.code.rawValue): \(d.message)\n"
      }
    }
    let others = shown.layouts.filter { $0.technique != technique }
    if !others.isEmpty {
      out += "\nother techniques\n"
      var lines: [[String]] = []
      for l in others {
        let codes = Array(Set(l.diagnostics.filter { $0.severity != .info }.map(\.code.rawValue)))
          .sorted()
        lines.append([
          l.technique.rawValue, l.direction.rawValue.uppercased(), LayoutText.verdict(l),
          "gap \(l.gap.map(TextFormat.number) ?? "—")",
          "intrinsic \(TextFormat.size(l.frames.intrinsicContentSize))",
          codes.joined(separator: ", "),
        ])
      }
      out += TextFormat.table(lines, indent: "  ", numeric: false)
    }
    return out
  }

  static func frameRow(_ name: String, _ r: Rect?) -> [String] {
    guard let r else { return [name, "—", "", "", ""] }
    return [name] + [r.x, r.y, r.width, r.height].map(TextFormat.number)
  }
}

/// A small character drawing of a layout: the bounds as a box, the image as `▒`, the title as
/// its text (or `T`), to the nearest cell.
enum Diagram {
  static let maximumColumns = 40.0
  static let maximumRows = 10.0

  static func render(_ l: TechniqueLayout, title: String?) -> [String] {
    let bounds = l.bounds
    guard bounds.width > 0, bounds.height > 0 else { return [] }
    // Cells are about twice as tall as wide.
    let scale = min(maximumColumns / bounds.width, 2 * maximumRows / bounds.height, 1.0)
    // The canvas covers the bounds plus any overflow, with a one-cell margin.
    var minX = 0.0
    var minY = 0.0
    var maxX = bounds.width
    var maxY = bounds.height
    for frame in [l.frames.imageFrame, l.frames.titleFrame].compactMap({ $0 }) {
      minX = min(minX, frame.minX)
      minY = min(minY, frame.minY)
      maxX = max(maxX, frame.maxX)
      maxY = max(maxY, frame.maxY)
    }
    // A row edited by hand can hold any finite value: no drawing beyond the canvas limits
    // (checked before any conversion to Int; NaN fails the test too).
    guard (maxX - minX) * scale < 200, (maxY - minY) * scale / 2 < 100 else { return [] }
    func col(_ x: Double) -> Int { Int(((x - minX) * scale).rounded()) + 1 }
    func row(_ y: Double) -> Int { Int(((y - minY) * scale / 2).rounded()) + 1 }
    let width = col(maxX) + 2
    let height = row(maxY) + 2
    guard width < 200, height < 100 else { return [] }
    var canvas = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
    // Bounds.
    let (x0, y0, x1, y1) = (col(0), row(0), col(bounds.width), row(bounds.height))
    for x in x0...x1 {
      canvas[y0][x] = "-"
      canvas[y1][x] = "-"
    }
    for y in y0...y1 {
      canvas[y][x0] = "|"
      canvas[y][x1] = "|"
    }
    for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] { canvas[y][x] = "+" }
    func fill(_ frame: Rect, _ text: [Character], _ filler: Character) {
      let (a, b) = (col(frame.minX), max(col(frame.maxX) - 1, col(frame.minX)))
      let (c, d) = (row(frame.minY), max(row(frame.maxY) - 1, row(frame.minY)))
      for y in c...d where y >= 0 && y < height {
        for x in a...b where x >= 0 && x < width { canvas[y][x] = filler }
      }
      let middle = (c + d) / 2
      if !text.isEmpty, middle >= 0, middle < height {
        let span = b - a + 1
        let shown = text.count <= span ? text : Array(text.prefix(max(span - 1, 0))) + ["…"]
        let start = a + (span - shown.count) / 2
        for (i, ch) in shown.enumerated() where start + i >= 0 && start + i < width {
          canvas[middle][start + i] = ch
        }
      }
    }
    if let image = l.frames.imageFrame { fill(image, [], "▒") }
    if let titleFrame = l.titleTextFrame ?? l.frames.titleFrame {
      // Wide characters take two cells in a terminal: show ASCII titles, else a placeholder.
      let text = title.map { $0.allSatisfy(\.isASCII) ? Array($0) : [] } ?? []
      fill(titleFrame, text, text.isEmpty ? "T" : "·")
    }
    var lines = canvas.map { String($0).replacingTrailingSpaces() }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}

extension String {
  func replacingTrailingSpaces() -> String {
    var s = self
    while s.hasSuffix(" ") { s.removeLast() }
    return s
  }
}
