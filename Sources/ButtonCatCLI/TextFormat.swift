import ButtonExport
import ButtonLayout

/// Numbers and shapes as a person reads them in text output.
enum TextFormat {
  /// A point value with at most three decimals and no trailing zeros (`12.5`, `0.333`, `44`).
  static func number(_ d: Double) -> String { TextNumber.format(d) }

  static func size(_ s: Size) -> String { "\(number(s.width))×\(number(s.height))" }
  /// A title's size, `≈` before it when it is approximate (measured from Apple's font files,
  /// not on a device).
  static func titleSize(_ s: Size, approximate: Bool) -> String {
    (approximate ? "≈" : "") + size(s)
  }
  /// `12,7 75×20.333`: a rectangle's origin and size.
  static func rect(_ r: Rect) -> String {
    "\(number(r.x)),\(number(r.y)) \(size(Size(width: r.width, height: r.height)))"
  }

  static func insets(_ i: EdgeInsets) -> String {
    i.values.map(number).joined(separator: ",")
  }

  /// Text from the catalog as a terminal shows it: control characters and bidi overrides as
  /// `\u{X}` (`VisibleText`), so a name can neither cut a line nor reorder one.
  static func visible(_ text: String) -> String {
    VisibleText.visible(text, bidi: true)
  }

  /// `text` made `visible`, cut to at most `width` terminal columns (`DisplayWidth`) with a
  /// final `…` when it is wider: whole characters only (a wide character or an escape such as
  /// `\u{1B}` is never split), so the cut text lines up in a table.
  static func truncated(_ text: String, toWidth width: Int) -> String {
    let shown = visible(text)
    guard DisplayWidth.of(shown) > width else { return shown }
    var out = ""
    var used = 0
    for c in text {
      let piece = visible(String(c))
      let w = DisplayWidth.of(piece)
      if used + w > width - 1 { break }
      out += piece
      used += w
    }
    return out + "…"
  }

  /// Columns padded so they line up; the first column left-aligned, the rest right-aligned
  /// (numbers) or left-aligned (words). Cells are made `visible` and measured in terminal
  /// columns (`DisplayWidth`: Chinese and Japanese take two, combining marks none).
  static func table(_ rows: [[String]], indent: String = "", numeric: Bool = true) -> String {
    guard let columns = rows.map(\.count).max() else { return "" }
    let rows = rows.map { $0.map(visible) }
    let cellWidths = rows.map { $0.map(DisplayWidth.of) }
    var widths = [Int](repeating: 0, count: columns)
    for row in cellWidths {
      for (i, width) in row.enumerated() { widths[i] = Swift.max(widths[i], width) }
    }
    var out = ""
    for (row, cellWidths) in zip(rows, cellWidths) {
      var line = indent
      for (i, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[i] - cellWidths[i])
        line += i == 0 ? cell + pad : numeric ? "  " + pad + cell : "  " + cell + pad
      }
      while line.hasSuffix(" ") { line.removeLast() }
      out += line + "\n"
    }
    return out
  }
}
