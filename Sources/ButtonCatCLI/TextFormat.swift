import ButtonLayout

/// Numbers and shapes as a person reads them in text output.
enum TextFormat {
  /// A point value with at most three decimals and no trailing zeros (`12.5`, `0.333`, `44`).
  static func number(_ d: Double) -> String { TextNumber.format(d) }

  static func size(_ s: Size) -> String { "\(number(s.width))×\(number(s.height))" }

  static func insets(_ i: EdgeInsets) -> String {
    i.values.map(number).joined(separator: ",")
  }

  /// Columns padded so they line up; the first column left-aligned, the rest right-aligned
  /// (numbers) or left-aligned (words).
  static func table(_ rows: [[String]], indent: String = "", numeric: Bool = true) -> String {
    guard let columns = rows.map(\.count).max() else { return "" }
    var widths = [Int](repeating: 0, count: columns)
    for row in rows {
      for (i, cell) in row.enumerated() { widths[i] = Swift.max(widths[i], cell.count) }
    }
    var out = ""
    for row in rows {
      var line = indent
      for (i, cell) in row.enumerated() {
        let pad = String(repeating: " ", count: widths[i] - cell.count)
        line += i == 0 ? cell + pad : numeric ? "  " + pad + cell : "  " + cell + pad
      }
      while line.hasSuffix(" ") { line.removeLast() }
      out += line + "\n"
    }
    return out
  }
}
