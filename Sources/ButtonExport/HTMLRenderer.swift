import ButtonLayout

/// The `html` export: `buttons.html`, one self-contained page with every button's diagram
/// (the SVG export's, inline), the values to set, frames and diagnostics, and a filter box that
/// searches names and tags.
///
/// No network: the style sheet and the script are inline (`HTMLPage`), the diagrams are inline
/// SVG, fonts are the system's. Everything from the catalog is escaped (`Markup`).
public struct HTMLRenderer: ExportRenderer {
  public static let fileName = "buttons.html"

  public init() {}

  public func render(_ catalog: ExportCatalog) -> [ExportFile] {
    let count = catalog.buttons.count
    var out = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Button styles</title>
      <style>
      \(HTMLPage.css)
      </style>
      </head>
      <body>
      <header>
      <h1>Button styles</h1>
      <p>\(count) button style\(count == 1 ? "" : "s") exported by buttoncat. Points throughout; rects are x,y width×height from the button's top-left; insets are top,left,bottom,right. Frames of the configuration technique come from a model of UIKit.</p>
      <div class="filter"><input id="filter" type="search" placeholder="Filter by name or tag" aria-label="Filter by name or tag" autocomplete="off"><span id="status" aria-live="polite"></span></div>
      </header>
      <main>

      """
    for button in catalog.buttons {
      out += Self.section(button)
    }
    out += """
      </main>
      <script>
      \(HTMLPage.script)
      </script>
      </body>
      </html>

      """
    return [ExportFile(path: Self.fileName, contents: out)]
  }

  static func section(_ button: ExportButton) -> String {
    let e = Markup.escape
    var out = "<section class=\"button\" data-name=\"\(e(button.name))\" "
    out += "data-tags=\"\(e(button.tags.joined(separator: " ")))\">\n"
    out += "<h2>\(e(button.name))</h2>\n"
    if !button.description.isEmpty {
      out += "<p class=\"description\">\(e(button.description))</p>\n"
    }
    if !button.tags.isEmpty {
      out += "<p class=\"tags\">"
      out += button.tags.map { "<span class=\"tag\">\(e($0))</span>" }.joined(separator: " ")
      out += "</p>\n"
    }
    out += "<div class=\"diagram\">\n" + SVGRenderer.diagram(button) + "</div>\n"
    out += "<div class=\"details\">\n"
    out += "<div>\n<h3>Inputs</h3>\n"
    out += table(nil, ButtonSummary.inputRows(button).map { [$0.label, $0.value] })
    out += "</div>\n"

    let chosen = button.chosenLayouts
    if let first = chosen.first {
      let headers = [""] + chosen.map { ButtonSummary.direction($0.direction) }
      let values = chosen.map { ButtonSummary.values($0.values) }
      out += "<div>\n<h3>Set (\(e(button.technique.rawValue)))</h3>\n"
      out += table(
        headers,
        ButtonSummary.values(first.values).indices.map { i in
          [values[0][i].property] + values.map { $0[i].value }
        })
      let asked = ButtonSummary.askedGap(button)
      let frames = chosen.map { ButtonSummary.frames($0, askedGap: asked) }
      out += "<h3>Frames\(chosen.contains { $0.isModel } ? " (model)" : "")</h3>\n"
      out += table(
        headers, frames[0].indices.map { i in [frames[0][i].name] + frames.map { $0[i].value } })
      out += "</div>\n"
    }

    out += "<div>\n<h3>Diagnostics</h3>\n"
    let findings = chosen.flatMap { layout in layout.diagnostics.map { (layout.direction, $0) } }
    if findings.isEmpty {
      out += "<p class=\"ok\">None.</p>\n"
    } else {
      out += "<ul>\n"
      for (direction, d) in findings {
        out += "<li class=\"\(d.severity.rawValue)\"><strong>\(d.severity.rawValue)</strong> "
        out += "<code>\(d.code.rawValue)</code> (\(ButtonSummary.direction(direction))): "
        out += "\(e(d.message))</li>\n"
      }
      out += "</ul>\n"
    }
    let others = button.layouts.filter { $0.technique != button.technique }
    if !others.isEmpty {
      out += "<h3>Other techniques</h3>\n<ul>\n"
      for layout in others {
        let severity = layout.worstSeverity?.rawValue ?? "ok"
        out +=
          "<li><code>\(layout.technique.rawValue)</code> \(ButtonSummary.direction(layout.direction))"
        out += layout.isModel ? " (model)" : ""
        out += ": <span class=\"\(severity)\">\(e(ButtonSummary.findings(layout)))</span>"
        out += " (\(e(ButtonSummary.measures(layout))))</li>\n"
      }
      out += "</ul>\n"
    }
    out += "</div>\n</div>\n</section>\n"
    return out
  }

  /// A table whose cells are plain text (escaped here); `headers` nil for a two-column list.
  static func table(_ headers: [String]?, _ rows: [[String]]) -> String {
    var out = "<table>\n"
    if let headers {
      out += "<tr>" + headers.map { "<th>\(Markup.escape($0))</th>" }.joined() + "</tr>\n"
    }
    for row in rows {
      out += "<tr><th>\(Markup.escape(row[0]))</th>"
      out += row.dropFirst().map { "<td>\(Markup.escape($0))</td>" }.joined() + "</tr>\n"
    }
    return out + "</table>\n"
  }
}
