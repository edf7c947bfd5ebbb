import ButtonLayout

/// The `markdown` export: `buttons.md`, a handoff page with one section per button: inputs,
/// the values to set with the chosen technique, the frames a device shows, diagnostics, and a
/// line per other technique.
///
/// Everything taken from the catalog is escaped (`MarkdownText`), so a title can hold `|`, `*`
/// or a line break without breaking a table.
public struct MarkdownRenderer: ExportRenderer {
  public static let fileName = "buttons.md"

  public init() {}

  public func render(_ catalog: ExportCatalog) -> [ExportFile] {
    var out = "# Button styles\n\n"
    let count = catalog.buttons.count
    out += "\(count) button style\(count == 1 ? "" : "s") exported by buttoncat. "
    out += "Points throughout; rects are `x,y width×height` with the origin at the button's "
    out += "top-left; insets are `top,left,bottom,right` (directional ones "
    out += "`top,leading,bottom,trailing`). Frames of the `configuration` technique come from a "
    out += "model of UIKit (buttoncat's docs/layout-model.md section 2), not a simulation.\n"
    for button in catalog.buttons {
      out += "\n" + Self.section(button)
    }
    return [ExportFile(path: Self.fileName, contents: out)]
  }

  static func section(_ button: ExportButton) -> String {
    let e = MarkdownText.escape
    var out = "## \(MarkdownText.code(button.name))\n\n"
    if !button.description.isEmpty { out += MarkdownText.paragraph(button.description) + "\n\n" }
    if !button.tags.isEmpty {
      out += "Tags: " + button.tags.map(MarkdownText.code).joined(separator: ", ") + "\n\n"
    }
    out += table(
      ["Input", "Value"], ButtonSummary.inputRows(button).map { [$0.label, e($0.value)] })

    let chosen = button.chosenLayouts
    let technique = "`\(button.technique.rawValue)`"
    let headers = [""] + chosen.map { ButtonSummary.direction($0.direction) }
    if let first = chosen.first {
      out += "\n### Set (\(technique))\n\n"
      let rows = ButtonSummary.values(first.values).indices.map { i in
        [ButtonSummary.values(first.values)[i].property]
          + chosen.map { e(ButtonSummary.values($0.values)[i].value) }
      }
      out += table(["Property"] + headers.dropFirst(), rows)
      let model = chosen.contains { $0.isModel } ? ", model" : ""
      out += "\n### Frames (\(technique)\(model))\n\n"
      let asked = ButtonSummary.askedGap(button)
      let frameRows = ButtonSummary.frames(first, askedGap: asked).indices.map { i in
        [ButtonSummary.frames(first, askedGap: asked)[i].name]
          + chosen.map { e(ButtonSummary.frames($0, askedGap: asked)[i].value) }
      }
      out += table(headers, frameRows)
    } else {
      out += "\nNo layout was computed for \(technique).\n"
    }

    out += "\n### Diagnostics\n\n"
    let findings = chosen.flatMap { layout in layout.diagnostics.map { (layout.direction, $0) } }
    if findings.isEmpty {
      out += "None.\n"
    } else {
      for (direction, d) in findings {
        out += "- **\(d.severity.rawValue)** `\(d.code.rawValue)` "
        out += "(\(ButtonSummary.direction(direction))): \(e(d.message))\n"
      }
    }

    let others = button.layouts.filter { $0.technique != button.technique }
    if !others.isEmpty {
      out += "\n### Other techniques\n\n"
      var techniques: [Technique] = []
      for layout in others where !techniques.contains(layout.technique) {
        techniques.append(layout.technique)
      }
      for technique in techniques {
        let layouts = others.filter { $0.technique == technique }
        let model = layouts.contains { $0.isModel } ? " (model)" : ""
        let parts = layouts.map { layout -> String in
          "\(ButtonSummary.direction(layout.direction)) \(ButtonSummary.findings(layout)) ("
            + e(ButtonSummary.measures(layout)) + ")"
        }
        out += "- `\(technique.rawValue)`\(model): " + parts.joined(separator: "; ") + "\n"
      }
    }
    return out
  }

  /// A GitHub table; cells are already escaped.
  static func table(_ headers: [String], _ rows: [[String]]) -> String {
    var out = "| " + headers.joined(separator: " | ") + " |\n"
    out += "|" + headers.map { _ in " --- |" }.joined() + "\n"
    for row in rows {
      out += "| " + row.joined(separator: " | ") + " |\n"
    }
    return out
  }
}
