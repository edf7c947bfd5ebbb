import ButtonLayout

/// The `markdown` export: `buttons.md`, a handoff page: a table of contents by tag, then one
/// section per button: inputs (the font by family and style, the image linked), the values to
/// set with the chosen technique, the frames a device shows, diagnostics, the variant summary,
/// and with `ExportOptions.allTechniques` every other technique's values.
///
/// Everything taken from the catalog is escaped (`MarkdownText`), so a title can hold `|`, `*`
/// or a line break without breaking a table; link targets are percent-encoded
/// (`MarkdownLink`), and each section's anchor is made of letters, digits, `-` and `_` only.
package struct MarkdownRenderer: StreamingRenderer {
  package static let fileName = "buttons.md"

  package var options: ExportOptions

  package init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// `buttons.md`: the contents from the index, then a section per button as it is read.
  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    let index = source.index
    sink.begin(Self.fileName)
    var out = "# Button styles\n\n"
    let count = index.count
    out += "\(count) button style\(count == 1 ? "" : "s") exported by buttoncat. "
    out += "Points throughout; rects are `x,y width×height` with the origin at the button's "
    out += "top-left; insets are `top,left,bottom,right` (directional ones "
    out += "`top,leading,bottom,trailing`). Frames of the `configuration` technique come from a "
    out += "model of UIKit (buttoncat's docs/layout-model.md section 2), not a simulation.\n"
    sink.write(out)
    let anchors = index.inNamingOrder(MarkdownLink.anchors)
    if count > 0 {
      sink.write("\n")
      Self.contents(index, anchors: anchors, to: sink)
    }
    var number = 0
    try source.forEachButton { button in
      sink.write("\n" + section(button, anchor: anchors[number]))
      number += 1
    }
  }

  /// The table of contents: one line per tag (natural order), each linking its buttons, then
  /// the buttons without a tag.
  static func contents(_ index: ExportIndex, anchors: [String], to sink: any ExportSink) {
    sink.write("## Contents\n\n")
    var seen: Set<String> = []
    var tags: [String] = []
    for entry in index.entries {
      for tag in entry.tags where seen.insert(tag).inserted { tags.append(tag) }
    }
    tags.sort { NaturalOrder.less($0, $1) }
    func links(_ predicate: (ExportIndex.Entry) -> Bool) {
      var first = true
      for (entry, anchor) in zip(index.entries, anchors) where predicate(entry) {
        sink.write((first ? "" : ", ") + "[\(MarkdownText.code(entry.name))](#\(anchor))")
        first = false
      }
    }
    for tag in tags {
      sink.write("- **\(MarkdownText.code(tag))**: ")
      links { $0.tags.contains(tag) }
      sink.write("\n")
    }
    if index.entries.contains(where: { $0.tags.isEmpty }) {
      sink.write("- **no tag**: ")
      links { $0.tags.isEmpty }
      sink.write("\n")
    }
  }

  func section(_ button: ExportButton, anchor: String) -> String {
    let e = MarkdownText.escape
    var out = "## <a id=\"\(anchor)\"></a>\(MarkdownText.code(button.name))\n\n"
    if !button.description.isEmpty { out += MarkdownText.paragraph(button.description) + "\n\n" }
    if !button.tags.isEmpty {
      out += "Tags: " + button.tags.map(MarkdownText.code).joined(separator: ", ") + "\n\n"
    }
    let verdict = button.judged
    out += "Status: **\(button.status.reportName)**: `\(verdict.technique.rawValue)` "
    out += e(verdict.summary()) + "\n\n"
    out += Self.table(["Input", "Value"], inputRows(button))

    let chosen = button.chosenLayouts
    let technique = "`\(button.technique.rawValue)`"
    let headers = [""] + chosen.map { ButtonSummary.direction($0.direction) }
    if !chosen.isEmpty {
      out += "\n### Set (\(technique))\n\n"
      out += Self.valuesTable(chosen)
      let model = chosen.contains { $0.isModel } ? ", model" : ""
      out += "\n### Frames (\(technique)\(model))\n\n"
      let asked = ButtonSummary.askedGap(button)
      let frameRows = ButtonSummary.frames(chosen[0], askedGap: asked).indices.map { i in
        [ButtonSummary.frames(chosen[0], askedGap: asked)[i].name]
          + chosen.map { e(ButtonSummary.frames($0, askedGap: asked)[i].value) }
      }
      out += Self.table(headers, frameRows)
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

    if !button.variants.isEmpty { out += "\n" + Self.variantSummary(button) }

    let others = button.layouts.filter { $0.technique != button.technique }
    if options.allTechniques, !others.isEmpty {
      out += "\n### Other techniques\n"
      var techniques: [Technique] = []
      for layout in others where !techniques.contains(layout.technique) {
        techniques.append(layout.technique)
      }
      for technique in techniques {
        let layouts = others.filter { $0.technique == technique }
        let model = layouts.contains { $0.isModel } ? " (model)" : ""
        out += "\n#### `\(technique.rawValue)`\(model)\n\n"
        for layout in layouts {
          out += "- **\(ButtonSummary.direction(layout.direction))**: "
          out += "\(ButtonSummary.findings(layout)) (" + e(ButtonSummary.measures(layout)) + ")\n"
        }
        out += "\n" + Self.valuesTable(layouts)
      }
    }
    return out
  }

  /// The input rows: the title, its font by family and style at its point size, the image (its
  /// file linked relative to the page), then the layout inputs.
  func inputRows(_ button: ExportButton) -> [[String]] {
    let e = MarkdownText.escape
    let s = button.spec
    var rows: [[String]] = []
    var title = "none"
    if let size = s.titleSize {
      title =
        (button.title.map { e(CodeComment.quoted($0)) + ", " } ?? "")
        + ButtonSummary.titleSize(size, button)
    }
    rows.append(["title", title])
    if let family = button.fontFamily {
      var font = e(family)
      if let style = button.fontStyle { font += " " + e(style) }
      if let size = button.titlePointSize { font += ", \(ExportNumber.text(size)) pt" }
      if let textStyle = button.record.variants.textStyle {
        font += ", scales with `\(textStyle.rawValue)`"
      }
      rows.append(["font", font])
    }
    var image = s.imageSize.map(ButtonSummary.size) ?? "none"
    if let path = button.record.imagePath {
      image += ", " + MarkdownLink.image(path, label: button.imageName ?? path, options: options)
    } else if let name = button.imageName {
      image += ", asset " + e(name)
    }
    rows.append(["image", image])
    for (label, value) in ButtonSummary.inputRows(button) where label != "title" && label != "image"
    {
      rows.append([label, stateImageValue(label, button) ?? e(value)])
    }
    return rows
  }

  /// The values of one technique, a column per direction.
  static func valuesTable(_ layouts: [TechniqueLayout]) -> String {
    guard let first = layouts.first else { return "" }
    let rows = ButtonSummary.values(first.values).indices.map { i in
      [ButtonSummary.values(first.values)[i].property]
        + layouts.map { MarkdownText.escape(ButtonSummary.values($0.values)[i].value) }
    }
    return table(["Property"] + layouts.map { ButtonSummary.direction($0.direction) }, rows)
  }

  /// The variants of the chosen technique: how many at each status, and the first at the worst
  /// severity with its findings.
  static func variantSummary(_ button: ExportButton) -> String {
    let e = MarkdownText.escape
    var out = "### Variants\n\n"
    let counts = button.variantCounts.map { "\($0.count) \($0.status.rawValue)" }
    out += "\(button.variants.count) variant layout\(button.variants.count == 1 ? "" : "s") "
    out += "(`\(button.technique.rawValue)`): " + counts.joined(separator: ", ") + ".\n"
    let groups = button.judged.groups.filter { $0.severity >= .warning }
    if !groups.isEmpty {
      out += "\nFindings, each once with the variants it hits:\n\n"
      for g in groups {
        let finding = ButtonSummary.finding(g)
        out +=
          "- **\(finding.status)** `\(g.code.rawValue)` in \(finding.extent): \(e(g.whereText)); "
        out += "worst \\[\(e(finding.worstAt))\\]: \(e(g.worst.message))"
        if let reason = g.acceptedReason {
          out += reason.isEmpty ? " (accepted)" : " (accepted: \(e(reason)))"
        }
        out += "\n"
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
