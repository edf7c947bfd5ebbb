import ButtonCatalog
import ButtonLayout

/// `show`'s text: made for a person. The inputs, the chosen technique's values to paste, its
/// frames and a small diagram, its diagnostics, and one line for each other technique.
enum ShowText {
  static func render(_ shown: CatalogButton, technique: Technique) -> String {
    let r = shown.record
    let s = r.spec
    // Catalog text may hold control characters (an older version or a hand edit): shown as
    // `\u{X}`, so they can neither cut nor reorder a line; a description keeps its lines.
    let v = TextFormat.visible
    let name = v(r.name)
    var out = "\(name)  (revision \(r.revision), updated \(v(r.updatedAt)))\n"
    if !r.description.isEmpty {
      for line in r.description.split(
        omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
      {
        out += "  \(v(String(line)))\n"
      }
    }
    if !r.tags.isEmpty { out += "  tags: \(r.tags.map(v).joined(separator: ", "))\n" }
    if shown.stale {
      out += "  STALE: the stored layouts are out of date; run 'buttoncat recompute \(name)'\n"
    }
    if r.isTitleUnmeasured, let key = SubtitleText.unmeasuredKey(r) {
      out +=
        "  UNMEASURED: \(v(key.description)) has no device measurement; its layouts are pending\n"
      out += MeasuringHint.line
    }
    if let problem = UnmeasuredImage.message(r) { out += "  UNMEASURED: \(problem)\n" }
    if let verdict = shown.verdict {
      out +=
        "  status: \(shown.status.reportName) — \(verdict.technique.rawValue) "
        + verdict.summary(visible: v) + "\n"
    }
    out += "\ninputs\n"
    var rows: [[String]] = []
    if let title = r.title ?? (r.titleSource == .none ? nil : "") {
      var how: String
      switch r.titleSource {
      case .font: how = "\(r.font?.description ?? "") \(TextFormat.number(r.effectiveFontSize)) pt"
      case .width: how = "system \(TextFormat.number(r.effectiveFontSize)) pt, width given"
      case .system:
        how =
          "system \(r.effectiveFontWeight.rawValue) \(TextFormat.number(r.systemTitlePointSize())) pt, "
          + (s.titleSize == nil
            ? "unmeasured"
            : SystemFonts.isApproximate(r.titleDigest)
              ? "approximate: measured from Apple's font files, not on a device"
              : "measured on a device")
      default: how = "size given"
      }
      let size = s.titleSize.map {
        TextFormat.titleSize($0, approximate: SystemFonts.isApproximate(r.titleDigest))
      }
      rows.append(["title", "\"\(title)\" \(size ?? "") (\(how))"])
    } else {
      rows.append(["title", "none"])
    }
    if let image = s.imageSize {
      rows.append(["image", TextFormat.size(image) + (r.imagePath.map { " (\($0))" } ?? "")])
    } else {
      rows.append(["image", "none"])
    }
    rows.append([
      "placement",
      s.hasImageAndTitle
        ? "\(s.placement.rawValue), spacing \(TextFormat.number(s.spacing))"
        : Seed000Position.notSetText,
    ])
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
    if s.configurationButtonSize != .default {
      rows.append(["button size", "\(s.configurationButtonSize.rawValue) (configuration)"])
    }
    if let reservation = r.imageReservation {
      rows.append(["image reservation", "\(TextFormat.number(reservation)) pt (configuration)"])
    }
    rows += appearanceRows(r)
    rows += symbolRows(r)
    rows += SubtitleText.rows(r)
    if let lines = TitleLinesText.row(s) { rows.append(lines) }  // Issue 28 (lines)
    // The legacy insets the button has now (the `insets` technique), each only when given.
    if let given = s.givenInsets {
      for (label, insets) in [
        ("content insets", given.content), ("image insets", given.image),
        ("title insets", given.title),
      ] {
        if let insets { rows.append([label, TextFormat.insets(insets) + " (given)"]) }
      }
    }
    // The titles of the other states: each its text, or its key in the strings file.
    let states = ControlState.allCases.compactMap { state -> String? in
      if let key = r.variants.stateTitleKeys[state] { return "\(state.rawValue) key \"\(key)\"" }
      return r.variants.stateTitles[state].map { "\(state.rawValue) \"\($0)\"" }
    }
    if !states.isEmpty { rows.append(["state titles", states.map(v).joined(separator: ", ")]) }
    // The findings the team accepted, one per row, each with its reason.
    for (i, code) in r.accepted.codes.enumerated() {
      rows.append([i == 0 ? "accepted" : "", v(Self.accepted(code, r.accepted))])
    }
    out += TextFormat.table(rows, indent: "  ", numeric: false)

    for l in shown.layouts where l.technique == technique {
      out +=
        "\n\(technique.rawValue) \(l.direction.rawValue.uppercased()): \(LayoutText.verdict(l, accepted: r.accepted))"
      out += l.isModel ? " (frames from the UIButton.Configuration model)\n" : "\n"
      for line in LayoutText.values(l.values) { out += "  \(line)\n" }
      out += "\n"
      out += TextFormat.table(
        [
          ["", "x", "y", "width", "height"],
          frameRow("contentRect", l.frames.contentRect),
          frameRow("imageView", l.frames.imageFrame),
          frameRow("titleLabel", l.frames.titleFrame),
        ] + activityIndicatorRows(r, l) + SubtitleText.frameRows(l), indent: "  ")
      out +=
        "  bounds \(TextFormat.size(l.bounds)), intrinsicContentSize \(TextFormat.size(l.frames.intrinsicContentSize))"
      out += ", gap \(l.gap.map(TextFormat.number) ?? "—")\n"
      out += cornerLine(r, l) + "\n"
      out += Diagram.render(l, title: r.title.map(v), subtitle: r.subtitle.map(v)).map {
        "  " + $0 + "\n"
      }.joined()
      for d in l.diagnostics {
        let accepted = r.accepted.accepts(d) ? "accepted " : ""
        out += "  \(accepted)\(d.severity.rawValue) \(d.code.rawValue): \(v(d.message))\n"
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

  /// An accepted code with its reason: `small-hit-target ("the tab bar sizes its items")`.
  static func accepted(_ code: Diagnostic.Code, _ findings: AcceptedFindings) -> String {
    let reason = findings.reason(for: code) ?? ""
    return reason.isEmpty ? code.rawValue : "\(code.rawValue) (\"\(reason)\")"
  }

  static func frameRow(_ name: String, _ r: Rect?) -> [String] {
    guard let r else { return [name, "—", "", "", ""] }
    return [name] + [r.x, r.y, r.width, r.height].map(TextFormat.number)
  }
}

/// A small character drawing of a layout: the bounds as a box, the image as `▒`, the title as
/// its text (or `T` without one), to the nearest cell.
///
/// Cells are terminal columns: a Chinese or Japanese character takes two (`DisplayWidth`), so
/// every title is drawn with its own characters. A title wider than its box in the drawing is
/// clipped without an ellipsis (which would read as UIKit's truncation) and a note under the
/// drawing says so; `title-truncated` is the finding that tells whether UIKit truncates. The
/// border is drawn over the image and title boxes, so a box at the edge never erases it; only
/// the title's letters, drawn last, may cross it (a title that overflows stays readable).
enum Diagram {
  static let maximumColumns = 40.0
  static let maximumRows = 10.0

  /// A grid of terminal cells; a wide character fills its cell and the next, which holds `""`.
  struct Canvas {
    var cells: [[String]]
    let width: Int
    let height: Int

    init(width: Int, height: Int) {
      self.width = width
      self.height = height
      cells = Array(repeating: Array(repeating: " ", count: width), count: height)
    }

    /// Puts `c` at (`x`, `y`) when it fits, clearing any wide character it overlaps.
    mutating func put(_ x: Int, _ y: Int, _ c: Character) {
      let w = Swift.max(DisplayWidth.of(c), 1)
      guard y >= 0, y < height, x >= 0, x + w <= width else { return }
      for cell in x..<(x + w) { clear(cell, y) }
      cells[y][x] = String(c)
      if w == 2 { cells[y][x + 1] = "" }
    }

    private mutating func clear(_ x: Int, _ y: Int) {
      if cells[y][x].isEmpty, x > 0 { cells[y][x - 1] = " " }
      if x + 1 < width, cells[y][x + 1].isEmpty { cells[y][x + 1] = " " }
      cells[y][x] = " "
    }

    var lines: [String] { cells.map { $0.joined().replacingTrailingSpaces() } }
  }

  static func render(_ l: TechniqueLayout, title: String?, subtitle: String? = nil) -> [String] {
    let bounds = l.bounds
    guard bounds.width > 0, bounds.height > 0 else { return [] }
    // Cells are about twice as tall as wide.
    let scale = min(maximumColumns / bounds.width, 2 * maximumRows / bounds.height, 1.0)
    // The canvas covers the bounds plus any overflow, with a one-cell margin.
    var minX = 0.0
    var minY = 0.0
    var maxX = bounds.width
    var maxY = bounds.height
    for frame in [l.frames.imageFrame, l.frames.titleFrame, l.frames.subtitleFrame].compactMap({
      $0
    }) {
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
    var canvas = Canvas(width: width, height: height)
    var note: String?
    var letters: [(x: Int, y: Int, character: Character)] = []
    func fill(_ frame: Rect, _ text: String, _ filler: Character, what: String = "title") {
      let (a, b) = (col(frame.minX), max(col(frame.maxX) - 1, col(frame.minX)))
      let (c, d) = (row(frame.minY), max(row(frame.maxY) - 1, row(frame.minY)))
      for y in c...d {
        for x in a...b { canvas.put(x, y, filler) }
      }
      guard !text.isEmpty else { return }
      let span = b - a + 1
      var shown: [Character] = []
      var used = 0
      for ch in text {
        let w = max(DisplayWidth.of(ch), 1)
        if used + w > span { break }
        shown.append(ch)
        used += w
      }
      if shown.count < text.count {
        note = "\(what) drawn clipped: \(shown.count) of \(text.count) characters fit the drawing"
      }
      var x = a + (span - used) / 2
      // A label inside the bounds keeps its letters off the border rows (a short button drawn
      // small puts a label's middle row on them).
      var y = (c + d) / 2
      let (top, bottom) = (row(0), row(bounds.height))
      if frame.minY >= 0, frame.maxY <= bounds.height, bottom - top >= 2 {
        y = Swift.min(Swift.max(y, top + 1), bottom - 1)
      }
      for ch in shown {
        letters.append((x, y, ch))
        x += max(DisplayWidth.of(ch), 1)
      }
    }
    if let image = l.frames.imageFrame { fill(image, "", "▒") }
    if let titleFrame = l.titleTextFrame ?? l.frames.titleFrame {
      let text = title ?? ""
      fill(titleFrame, text, text.isEmpty ? "T" : "·")
    }
    // Issue 28 (subtitle): the subtitle label under it.
    if let frame = l.frames.subtitleFrame, let subtitle {
      fill(frame, subtitle, "·", what: "subtitle")
    }
    // Bounds over the boxes: an image or title box at the edge never erases them.
    let (x0, y0, x1, y1) = (col(0), row(0), col(bounds.width), row(bounds.height))
    for x in x0...x1 {
      canvas.put(x, y0, "-")
      canvas.put(x, y1, "-")
    }
    for y in y0...y1 {
      canvas.put(x0, y, "|")
      canvas.put(x1, y, "|")
    }
    for (x, y) in [(x0, y0), (x1, y0), (x0, y1), (x1, y1)] { canvas.put(x, y, "+") }
    // The title's letters over everything: an overflowing title stays readable.
    for letter in letters { canvas.put(letter.x, letter.y, letter.character) }
    var lines = canvas.lines
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    if let note { lines.append(note) }
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
