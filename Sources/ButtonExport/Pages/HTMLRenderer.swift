import ButtonLayout
import ButtonMeasure

/// The `html` export: `buttons.html`, one self-contained page: an overview of every button as
/// a small diagram grouped by tag, a legend of the diagrams' marks, then per button its diagram
/// (the SVG export's, inline), the values to set, frames, diagnostics and its variant matrix,
/// with a filter box that searches names and tags.
///
/// No network: the style sheet and the script are inline (`HTMLPage`) and the only ones the
/// page's content security policy lets run (by their hashes); images are `data:` URIs, each
/// defined once as a `<symbol>` the diagrams `<use>`, drawn as images (an SVG source never
/// inline, so its scripts never run). Everything from the catalog is escaped (`Markup`), and
/// only the text a user wrote is isolated (`<bdi>`, `dir="auto"`: a name, a tag, a quoted
/// title) so a right-to-left name, title or tag reads correctly without reordering what stands
/// around it (the numbers after a right-to-left title stay in their order). Each button has a
/// stable anchor, its name: `buttons.html#tabbar/home`.
///
/// For a designer: the overview's tiles share one scale (1 CSS pixel a point, a zoom control
/// multiplies it) so sizes compare; the filter hides tiles and sections alike; names break only
/// after `/` and `-`; diagrams keep their text at its size (a narrow screen scrolls them in
/// their box rather than shrinking them) with the footer as HTML text; the button's background
/// can be switched light or dark so a light icon shows; the page follows the system's dark
/// appearance.
package struct HTMLRenderer: StreamingRenderer {
  package static let fileName = "buttons.html"

  package init() {}

  /// The page, streamed in two passes over the buttons, one button at a time: the first
  /// defines each distinct image once (`<symbol id="image:N">`, by its bytes' digest) and each
  /// button's overview tile (`<symbol id="tile:N">`), keeping only the tiles' sizes; the
  /// overview then places the tiles by tag from the index (`<use>`); the second pass writes
  /// the sections. Memory holds the index, one digest per distinct image and four numbers a
  /// button, never the page.
  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    let index = source.index
    let count = index.count
    let ids = index.inNamingOrder(Self.anchors)
    let style = "\n" + HTMLPage.css + "\n"
    let script = "\n" + HTMLPage.script + "\n"
    sink.begin(Self.fileName)
    sink.write(
      """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(HTMLPage.contentSecurityPolicy(style: style, script: script))">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>Button styles</title>
      <style>\(style)</style>
      </head>
      <body>
      <header>
      <h1>Button styles</h1>
      <p>\(count) button style\(count == 1 ? "" : "s") exported by buttoncat. Points throughout; rects are x,y width×height from the button's top-left; insets are top,left,bottom,right. Frames of the configuration technique come from a model of UIKit. Link to a button by its name: <code>buttons.html#tabbar/home</code>.</p>
      \(Self.sizeWarning(count: count))<div class="filter"><input id="filter" type="search" placeholder="Filter by name or tag" aria-label="Filter by name or tag" autocomplete="off"><span id="status" aria-live="polite"></span></div>
      <div class="controls" id="controls" hidden><label>Overview scale <select id="zoom"><option value="0.5">50 %</option><option value="1" selected>100 % (1 pt = 1 px)</option><option value="2">200 %</option><option value="3">300 %</option></select></label> <label>Button background <select id="backdrop"><option value="">as the system</option><option value="light">light</option><option value="dark">dark</option></select></label></div>
      </header>
      <main>

      """)
    // Pass 1: the images (once each) and the tiles, in a hidden `<svg>` the diagrams refer to.
    var images = ImageSymbols()
    var tiles: [TileSize] = []
    tiles.reserveCapacity(count)
    if count > 0 {
      sink.write(
        "<svg class=\"defs\" xmlns=\"http://www.w3.org/2000/svg\" aria-hidden=\"true\"><defs>\n")
    }
    var position = 0
    try source.forEachButton { button in
      let (symbol, definition) = images.symbol(button)
      sink.write(definition)
      let tile = SVGDiagram(button: button, legend: false, imageSymbol: symbol, page: true)
        .thumbnailSymbol(id: "tile:\(position + 1)")
      sink.write(tile.symbol)
      tiles.append(TileSize(width: tile.width, height: tile.height))
      position += 1
    }
    if count > 0 { sink.write("</defs></svg>\n") }
    Self.overview(index, ids: ids, tiles: tiles, to: sink)
    sink.write(Self.legend)
    // Pass 2: the sections.
    position = 0
    try source.forEachButton { button in
      sink.write(Self.section(button, id: ids[position], imageSymbol: images.id(button)))
      position += 1
    }
    sink.write(
      """
      </main>
      <script>\(script)</script>
      </body>
      </html>

      """)
  }

  /// An overview tile's size in the units of its `viewBox` (2 a point).
  struct TileSize {
    var width: Double
    var height: Double
  }

  /// The page's image symbols: one per distinct embedded image, numbered in catalog order,
  /// remembered by the SHA-256 of its data URI (not the URI: memory stays small).
  struct ImageSymbols {
    private var ids: [String: String] = [:]

    /// The image's symbol id, and its definition when the image is new (else "").
    mutating func symbol(_ button: ExportButton) -> (id: String?, definition: String) {
      guard let uri = button.image?.dataURI, let size = button.spec.imageSize else {
        return (nil, "")
      }
      let key = Self.key(uri)
      if let id = ids[key] { return (id, "") }
      let id = "image:\(ids.count + 1)"
      ids[key] = id
      return (id, HTMLRenderer.imageDefinition(uri: uri, size: size, id: id))
    }

    /// The symbol id of the button's image, once defined.
    func id(_ button: ExportButton) -> String? {
      guard let uri = button.image?.dataURI, button.spec.imageSize != nil else { return nil }
      return ids[Self.key(uri)]
    }

    static func key(_ uri: String) -> String { ContentDigest(sha256Of: Array(uri.utf8)).hex }
  }

  /// Each button's anchor: its name, which button names allow in an `id` as they are; a name
  /// an older or hand-edited catalog holds with white space, a control character, `#` or `:`
  /// (which the page's own ids use, `image:1`) gets `_` for it, and a name whose anchor is
  /// taken by an earlier one gets `~2`, `~3`.
  static func anchors(_ names: [String]) -> [String] {
    var used: Set<String> = []
    return names.map { name in
      var id = String(
        String.UnicodeScalarView(
          name.unicodeScalars.map {
            $0.properties.isWhitespace || VisibleText.isControl($0) || $0 == "#" || $0 == ":"
              ? "_" : $0
          }))
      if id.isEmpty { id = "_" }
      var candidate = id
      var n = 2
      while used.contains(candidate) {
        candidate = "\(id)~\(n)"
        n += 1
      }
      used.insert(candidate)
      return candidate
    }
  }

  /// `#` and the anchor, percent-encoded (UTF-8) but for the characters a URL fragment keeps
  /// as they are, for an `href`.
  static func fragment(_ id: String) -> String {
    "#" + MarkdownLink.destination(id)
  }

  /// One image's `<symbol>`, its `<image>` stretched to the image's size in points.
  static func imageDefinition(uri: String, size: Size, id: String) -> String {
    let n = ExportNumber.text
    let w = n(Swift.max(size.width, 0.001))
    let h = n(Swift.max(size.height, 0.001))
    return "<symbol id=\"\(id)\" viewBox=\"0 0 \(w) \(h)\" preserveAspectRatio=\"none\">"
      + "<image width=\"\(w)\" height=\"\(h)\" preserveAspectRatio=\"none\" href=\"\(uri)\"/></symbol>\n"
  }

  /// Every button as a small diagram linking to its section, grouped by tag (a button with
  /// two tags shows in both groups; buttons without tags last): each tile `<use>`s the
  /// button's `tile:N` symbol at 1 CSS pixel a point.
  static func overview(
    _ index: ExportIndex, ids: [String], tiles: [TileSize], to sink: any ExportSink
  ) {
    guard index.count > 0 else { return }
    var groups: [String: [Int]] = [:]
    var untagged: [Int] = []
    for (i, entry) in index.entries.enumerated() {
      if entry.tags.isEmpty { untagged.append(i) }
      for tag in Set(entry.tags) { groups[tag, default: []].append(i) }
    }
    var ordered = groups.keys.sorted { NaturalOrder.less($0, $1) }.map {
      (Optional($0), groups[$0]!)
    }
    if !untagged.isEmpty { ordered.append((nil, untagged)) }
    let n = ExportNumber.text
    // Written tile by tile: the overview of a big catalog is tens of megabytes.
    sink.write("<nav class=\"overview\" aria-label=\"Overview by tag\">\n<h2>Overview</h2>\n")
    sink.write("<div class=\"groups\">\n")
    for (tag, members) in ordered {
      let heading = tag.map { "<bdi>\(Markup.singleLine($0))</bdi>" } ?? "No tag"
      sink.write(
        "<div class=\"group\">\n<h3>\(heading) <span class=\"count\">(\(members.count))</span></h3>\n"
          + "<ul class=\"grid\">\n")
      for i in members {
        let entry = index.entries[i]
        let (w, h) = (tiles[i].width, tiles[i].height)
        var out = "<li \(filterData(name: entry.name, tags: entry.tags))>"
        out += "<a href=\"\(Markup.escape(fragment(ids[i])))\">"
        out +=
          "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(w / 2))\" height=\"\(n(h / 2))\" viewBox=\"0 0 \(n(w)) \(n(h))\" font-family=\"\(SVGDiagram.font)\" aria-hidden=\"true\">"
        out += "<use href=\"#tile:\(i + 1)\" width=\"\(n(w))\" height=\"\(n(h))\"/></svg>"
        out += "\(name(entry.name))</a></li>\n"
        sink.write(out)
      }
      sink.write("</ul>\n</div>\n")
    }
    sink.write("</div>\n</nav>\n")
  }

  /// What each mark of the diagrams means, once for the page.
  static let legend: String = {
    var out = "<section class=\"legend\" aria-label=\"Legend\">\n<h2>Legend</h2>\n<ul>\n"
    for (mark, label) in SVGDiagram.marks {
      out +=
        "<li><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"20\" height=\"14\" viewBox=\"0 0 20 14\" aria-hidden=\"true\">"
      out +=
        SVGDiagram.swatch(mark, x: 2, y: 2).replacingNewlines
        + "</svg> \(Markup.escape(label))</li>\n"
    }
    out +=
      "<li>a PDF image is drawn as its box with its file name; the footer of a diagram says why an image is crossed or a content rect lies past the bounds</li>\n"
    return out + "</ul>\n</section>\n"
  }()

  static func section(_ button: ExportButton, id: String, imageSymbol: String?) -> String {
    let e = Markup.escape
    var out = "<section class=\"button\" id=\"\(e(id))\" \(filterData(button))>\n"
    out +=
      "<h2><a class=\"anchor\" href=\"\(e(fragment(id)))\" aria-label=\"Link to this button\">#</a> "
    out += "\(name(button.name))</h2>\n"
    if !button.description.isEmpty {
      out += "<p class=\"description\" dir=\"auto\">\(e(button.description))</p>\n"
    }
    if !button.tags.isEmpty {
      out += "<p class=\"tags\">"
      out += button.tags.map { "<span class=\"tag\"><bdi>\(Markup.singleLine($0))</bdi></span>" }
        .joined(separator: " ")
      out += "</p>\n"
    }
    let verdict = button.judged
    let status = button.status
    let mark = status == .ok ? "ok" : status == .warning ? "warning" : "error"
    out += "<p class=\"status\"><strong class=\"\(mark)\">\(e(status.reportName))</strong> "
    out +=
      "<code>\(e(verdict.technique.rawValue))</code> \(isolatingQuotes(verdict.summary()))</p>\n"
    out += "<div class=\"diagram\">\n"
    for panel in SVGDiagram(
      button: button, legend: false, imageSymbol: imageSymbol, page: true
    ).panelElements {
      out += "<figure class=\"panel\"><div class=\"drawing\">\n\(panel.svg)</div>\n"
      out += "<figcaption><ul class=\"footer\">\n"
      for line in panel.footer {
        out += "<li class=\"\(line.kind.rawValue)\">\(isolatingQuotes(line.text))</li>\n"
      }
      out += "</ul></figcaption></figure>\n"
    }
    out += "</div>\n"
    out += "<div class=\"details\">\n"
    out += "<div>\n<h3>Inputs</h3>\n"
    var inputs = ButtonSummary.inputRows(button).map { [$0.label, $0.value] }
    if let names = button.fontNames {
      inputs.insert(["font", "\(names.family) \(names.style)"], at: 1)
    }
    if let image = button.image {
      let state =
        switch image.content {
        case .embedded(let type, _): type == "image/png" ? "PNG, shown" : "SVG, shown as an image"
        case .pdf: "PDF, drawn as its box"
        case .missing(let reason): reason
        }
      let after = (inputs.firstIndex { $0[0] == "image" } ?? inputs.count - 1) + 1
      inputs.insert(["image file", "\(image.path) (\(state))"], at: after)
    }
    out += table(nil, inputs)
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
        out += "\(isolatingQuotes(d.message))</li>\n"
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
        out +=
          ": <span class=\"\(severity)\">\(isolatingQuotes(ButtonSummary.findings(layout)))</span>"
        out += " (\(e(ButtonSummary.measures(layout))))</li>\n"
      }
      out += "</ul>\n"
    }
    out += "</div>\n</div>\n"
    out += VariantGrid.html(button)
    let groups = button.variants.isEmpty ? [] : verdict.groups.filter { $0.severity >= .warning }
    if !groups.isEmpty {
      out += "<h3>Findings</h3>\n<ul class=\"findings\">\n"
      for g in groups {
        let finding = ButtonSummary.finding(g)
        let css = g.accepted ? "ok" : g.severity.rawValue
        out += "<li class=\"\(css)\"><strong>\(e(finding.status))</strong> "
        out +=
          "<code>\(g.code.rawValue)</code> in \(e(finding.extent)): <bdi>\(e(g.whereText))</bdi>; "
        out += "worst [<bdi>\(e(finding.worstAt))</bdi>]: <bdi>\(e(g.worst.message))</bdi>"
        if let reason = g.acceptedReason, !reason.isEmpty {
          out += " (accepted: <bdi>\(e(reason))</bdi>)"
        }
        out += "</li>\n"
      }
      out += "</ul>\n"
    }
    out += "</section>\n"
    return out
  }

  /// A table whose cells are plain text (escaped and isolated here); `headers` nil for a
  /// two-column list.
  static func table(_ headers: [String]?, _ rows: [[String]]) -> String {
    var out = "<table>\n"
    if let headers {
      out += "<tr>" + headers.map { "<th>\(Markup.escape($0))</th>" }.joined() + "</tr>\n"
    }
    for row in rows {
      out += "<tr><th>\(Markup.escape(row[0]))</th>"
      out += row.dropFirst().map { "<td>\(isolatingQuotes($0))</td>" }.joined() + "</tr>\n"
    }
    return out + "</table>\n"
  }

  /// A button's name, isolated, breakable only after `/` and `-` (`<wbr>`; the style sheet
  /// keeps words whole), never mid-word.
  static func name(_ name: String) -> String {
    var out = "<bdi class=\"name\">"
    for scalar in Markup.singleLine(name).unicodeScalars {
      out.unicodeScalars.append(scalar)
      if scalar == "/" || scalar == "-" { out += "<wbr>" }
    }
    return out + "</bdi>"
  }

  /// What the filter searches, on a section and on its overview tile alike.
  static func filterData(_ button: ExportButton) -> String {
    filterData(name: button.name, tags: button.tags)
  }

  static func filterData(name: String, tags: [String]) -> String {
    let e = Markup.escape
    return "data-name=\"\(e(name))\" data-tags=\"\(e(tags.joined(separator: " ")))\""
  }

  /// `text` escaped, each quoted part (`"…"` as `CodeComment.quoted` writes a user's text, `\"`
  /// inside) isolated in a `<bdi>`: only the user's text, so a right-to-left title does not
  /// turn the numbers and words around it (`"…", 85.6×33.792` keeps its order).
  static func isolatingQuotes(_ text: String) -> String {
    var out = ""
    var part = ""
    var inQuote = false
    var escaped = false
    for character in text {
      if inQuote {
        part.append(character)
        if escaped {
          escaped = false
        } else if character == "\\" {
          escaped = true
        } else if character == "\"" {
          out += "<bdi>\(Markup.escape(part))</bdi>"
          part = ""
          inQuote = false
        }
      } else if character == "\"" {
        out += Markup.escape(part)
        part = "\""
        inQuote = true
      } else {
        part.append(character)
      }
    }
    // Plain text last, or an unpaired quote: the rest as it is, escaped.
    return out + Markup.escape(part)
  }
}

extension String {
  fileprivate var replacingNewlines: String {
    String(String.UnicodeScalarView(unicodeScalars.filter { $0 != "\n" }))
  }
}
