import ButtonExport
import ButtonLayout

/// A button's variants at a glance (`show`, `layout`): content sizes down, locales across, one
/// block per state whose cells differ from the normal state's, each cell the variant's verdict
/// (`✓` ok, `~` warning, `✗` error, the marks of `LayoutText.verdict`) and its title's width in
/// points, so the first size at which a locale fails is seen at once.
///
/// Locales keep the order of the variants (the base locale first, then the strings file's
/// order); a locale laid out right to left is marked `(RTL)`. A variant laid out in two
/// directions (`--direction both`) shows the worse of the two. Locale names come from a file a
/// translator edited: they are shown `visible` and measured in terminal columns
/// (`DisplayWidth`). A matrix wider than `maximumWidth` columns is cut into blocks of locales.
enum VariantMatrix {
  /// The widest line the matrix writes when it can (a block of one locale may be wider): the
  /// classic terminal width, which `show`'s other sections stay within but for long messages.
  static let maximumWidth = 80

  /// Every line starts with this (the matrix is a section of `show` and `layout`).
  static let indent = "  "

  typealias Cell = VariantCells.Cell

  /// A column: one locale (`nil`: the button's own title).
  struct Column {
    var locale: String?
    var rightToLeft: Bool
    var header: String
  }

  /// The matrix of `variants` (one technique's, as `VariantPlanner` returns them), or `""` when
  /// there are none. `own` says per state what it has of its own (`VariantSettings.ownInputs`):
  /// such a state is never "same as normal", its line names its own image or title.
  static func render(_ variants: [VariantLayout], own: [ControlState: String] = [:]) -> String {
    guard let grid = VariantCells(variants) else { return "" }
    let (technique, cells, locales) = (grid.technique, grid.cells, grid.locales)
    let (sizes, states) = (grid.sizes, grid.states)
    let columns = locales.map { locale -> Column in
      let rtl = grid.rightToLeft[locale] == true
      let name = locale.map(TextFormat.visible) ?? "title"
      return Column(locale: locale, rightToLeft: rtl, header: rtl ? name + " (RTL)" : name)
    }

    let failing = cells.values.filter { $0.severity == .error }.count
    let warning = cells.values.filter { $0.severity == .warning }.count
    var out = "variants (\(technique.rawValue)): \(cells.count) ("
    out += [
      count(locales.count, "locale"), count(sizes.count, "content size"),
      count(states.count, "state"),
    ].joined(separator: ", ")
    var verdicts: [String] = []
    if failing > 0 { verdicts.append("✗ \(failing) with errors") }
    if warning > 0 { verdicts.append("~ \(warning) with warnings") }
    verdicts.append("✓ \(cells.count - failing - warning) ok")
    out += ")\n\(indent)\(verdicts.joined(separator: ", "))\n"

    func row(_ state: ControlState, _ size: ContentSizeCategory, _ column: Column) -> Cell? {
      cells[VariantKey(locale: column.locale, contentSize: size, state: state)]
    }
    let likeNormal = grid.statesLikeNormal
    for state in states where !likeNormal.contains(state) {
      out += "\n"
      out += block(state, sizes, columns) { row(state, $0, $1) }
    }
    let lines = grid.likeNormalLines(own: own)
    if !lines.isEmpty {
      out += "\n" + lines.map { wrapped($0.split(separator: ", ").map(String.init), ", ") }.joined()
    }
    var legend = ["✓ ok, ~ warning, ✗ error, then the title's width in pt"]
    if columns.contains(where: \.rightToLeft) { legend.append("(RTL) laid out right to left") }
    if grid.bothDirections {
      legend.append("a cell laid out LTR and RTL shows the worse")
    }
    if cells.count < sizes.count * columns.count * states.count { legend.append("· not laid out") }
    if cells.values.contains(where: \.approximate) {
      legend.append("≈ a title measured from Apple's font files, not on a device")
    }
    out += "\n" + wrapped(legend, "; ")
    return out
  }

  /// `items` joined by `separator` in lines of at most `maximumWidth` columns (an item longer
  /// than that alone on its line), each indented, a line that goes on ending in the separator
  /// without its space.
  static func wrapped(_ items: [String], _ separator: String) -> String {
    var out = ""
    var line = indent
    for (i, item) in items.enumerated() {
      let joiner = i == 0 ? "" : separator
      if i > 0, DisplayWidth.of(line + joiner + item) > maximumWidth {
        out += line + separator.replacingTrailingSpaces() + "\n"
        line = indent + item
      } else {
        line += joiner + item
      }
    }
    return out + line + "\n"
  }

  /// One state's table: its name in the corner, the content sizes down, the locales across,
  /// cut into blocks of locales that fit `maximumWidth`.
  static func block(
    _ state: ControlState, _ sizes: [ContentSizeCategory], _ columns: [Column],
    _ cell: (ContentSizeCategory, Column) -> Cell?
  ) -> String {
    let labels = [state.rawValue] + sizes.map(\.shortName)
    let labelWidth = labels.map(DisplayWidth.of).max() ?? 0
    // Per column: the numbers right-aligned after the mark, the header left-aligned.
    struct Laid {
      var header: String
      var texts: [String]
      var width: Int
    }
    let laid = columns.map { column -> Laid in
      let found = sizes.map { cell($0, column) }
      let numbers = found.map { c in
        c?.titleWidth.map { (c?.approximate == true ? "≈" : "") + TextFormat.number($0) } ?? ""
      }
      let numberWidth = numbers.map(DisplayWidth.of).max() ?? 0
      let texts = zip(found, numbers).map { c, number -> String in
        guard let c else { return "·" }
        guard !number.isEmpty else { return c.mark }
        return c.mark + " "
          + String(repeating: " ", count: numberWidth - DisplayWidth.of(number)) + number
      }
      let width = ([column.header] + texts).map(DisplayWidth.of).max() ?? 0
      return Laid(header: column.header, texts: texts, width: width)
    }
    // Blocks of locales: as many as fit, at least one.
    var blocks: [[Laid]] = []
    var used = indent.count + labelWidth
    for column in laid {
      if blocks.isEmpty || used + 2 + column.width > maximumWidth {
        blocks.append([])
        used = indent.count + labelWidth
      }
      blocks[blocks.count - 1].append(column)
      used += 2 + column.width
    }
    var out = ""
    for (b, block) in blocks.enumerated() {
      if b > 0 { out += "\n" }
      var lines = [indent + DisplayWidth.padded(state.rawValue, to: labelWidth)]
      lines += sizes.map { indent + DisplayWidth.padded($0.shortName, to: labelWidth) }
      for column in block {
        lines[0] += "  " + DisplayWidth.padded(column.header, to: column.width)
        for (i, text) in column.texts.enumerated() {
          lines[i + 1] += "  " + DisplayWidth.padded(text, to: column.width)
        }
      }
      for line in lines { out += line.replacingTrailingSpaces() + "\n" }
    }
    return out
  }

  static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}
