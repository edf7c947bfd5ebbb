import ButtonLayout

/// A button's variant matrix for the HTML page, as `show` prints it: content sizes down,
/// locales across (the base locale first, then the strings file's order; `(RTL)` marks a locale
/// laid out right to left), one table per state whose cells differ from normal's (the others in
/// one line, "same as normal"), each cell the variant's verdict (`✓` ok, `~` warning, `✗`
/// error) and its title's width in points; laid out in both directions, a cell shows the worse.
/// Failing cells carry the class `error` (or `warning`), so they stand out.
enum VariantGrid {
  typealias Cell = VariantCells.Cell

  /// The matrix as HTML, or `""` without variants. Locale names come from a strings file a
  /// translator edited: escaped and isolated (`<bdi>`).
  ///
  /// A state with a title or an image of its own whose cells match normal's is never "same as
  /// normal" (its image or title differs even where the verdicts and widths do not): its line
  /// names what it has of its own (`selected (its own image): verdicts and title widths as
  /// normal`).
  static func html(_ button: ExportButton) -> String {
    html(button.variants, own: button.record.variants.ownInputs)
  }

  /// The matrix, `own` saying per state what it has of its own (`its own image`).
  static func html(_ variants: [VariantLayout], own: [ControlState: String]) -> String {
    guard let grid = VariantCells(variants) else { return "" }
    let (technique, cells, locales) = (grid.technique, grid.cells, grid.locales)
    let (sizes, states) = (grid.sizes, grid.states)
    let rtl = locales.map { grid.rightToLeft[$0] == true }
    func cell(_ state: ControlState, _ size: ContentSizeCategory, _ locale: String?) -> Cell? {
      grid.cell(state, size, locale)
    }

    let failing = cells.values.filter { $0.severity == .error }.count
    let warning = cells.values.filter { $0.severity == .warning }.count
    func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
    var out = "<div class=\"variants\">\n<h3>Variants (\(technique.rawValue))</h3>\n<p>"
    out += "\(cells.count) variants ("
    out +=
      [
        count(locales.count, "locale"), count(sizes.count, "content size"),
        count(states.count, "state"),
      ].joined(separator: ", ") + "): "
    var verdicts: [String] = []
    if failing > 0 { verdicts.append("<span class=\"error\">✗ \(failing) with errors</span>") }
    if warning > 0 { verdicts.append("<span class=\"warning\">~ \(warning) with warnings</span>") }
    verdicts.append("<span class=\"ok\">✓ \(cells.count - failing - warning) ok</span>")
    out += verdicts.joined(separator: ", ") + ".</p>\n"

    let likeNormal = grid.statesLikeNormal
    for state in states where !likeNormal.contains(state) {
      out += "<div class=\"matrix\"><table>\n<tr><th scope=\"col\">\(state.rawValue)</th>"
      for (locale, isRTL) in zip(locales, rtl) {
        let name = locale.map { "<bdi>\(Markup.singleLine($0))</bdi>" } ?? "title"
        out += "<th scope=\"col\">\(name)\(isRTL ? " (RTL)" : "")</th>"
      }
      out += "</tr>\n"
      for size in sizes {
        out += "<tr><th scope=\"row\">\(size.shortName)</th>"
        for locale in locales {
          guard let c = cell(state, size, locale) else {
            out += "<td class=\"none\">·</td>"
            continue
          }
          let width =
            c.titleWidth.map { " " + (c.approximate ? "≈" : "") + ExportNumber.text($0) } ?? ""
          out += "<td class=\"\(c.className)\">\(c.mark)\(width)</td>"
        }
        out += "</tr>\n"
      }
      out += "</table></div>\n"
    }
    for line in grid.likeNormalLines(own: own) { out += "<p>\(line).</p>\n" }
    var legend = ["✓ ok, ~ warning, ✗ error, then the title's width in pt"]
    if rtl.contains(true) { legend.append("(RTL) laid out right to left") }
    if grid.bothDirections {
      legend.append("a cell laid out LTR and RTL shows the worse")
    }
    if cells.count < sizes.count * locales.count * states.count { legend.append("· not laid out") }
    if cells.values.contains(where: \.approximate) {
      legend.append("≈ a title measured from Apple's font files, not on a device")
    }
    out += "<p class=\"note\">\(legend.joined(separator: "; ")).</p>\n</div>\n"
    return out
  }
}

extension VariantCells.Cell {
  /// The cell's class on the HTML page (`error`, `warning`, `ok`).
  var className: String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    default: "ok"
    }
  }
}
