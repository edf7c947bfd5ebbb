import ButtonCatalog
import ButtonIB
import ButtonLayout
import ButtonScan

/// `scan`'s text report: per file, per button, what it is, its layout as UIKit produces it,
/// its verdict and findings, and for a legacy button the configuration that reproduces it.
/// Every text from the files (titles, names, paths) is made visible (`TextFormat.visible`).
enum ScanText {
  static func render(_ report: ScanReport) -> String {
    report.files.map(render).joined() + summary(report.counts)
  }

  /// One file: its path and button count (and error), then each button.
  static func render(_ file: ScannedFile) -> String {
    let count = file.buttons.count
    var out = "\(TextFormat.visible(file.path)): \(count) button\(count == 1 ? "" : "s")\n"
    if let error = file.error { out += "  error: \(TextFormat.visible(error))\n" }
    for button in file.buttons { out += "\n" + render(button) }
    return out + "\n"
  }

  /// What `scan --add` did to the catalog: a count per outcome, then the names of those that
  /// need a look (gone, kept).
  static func applied(_ applied: ScanApplyReport) -> String {
    var out = "catalog: \(applied.added.count) added, \(applied.changed.count) changed, "
    out += "\(applied.unchanged.count) unchanged, \(applied.gone.count) gone, "
    out += "\(applied.kept.count) kept\n"
    for name in applied.gone {
      out += "  gone: \(TextFormat.visible(name)) (no longer in its file; not removed)\n"
    }
    for name in applied.kept {
      out +=
        "  kept: \(TextFormat.visible(name)) (edited in the catalog since the last scan; --replace overwrites it)\n"
    }
    return out
  }

  static func render(_ b: ScannedButton) -> String {
    var out =
      "  \(TextFormat.visible(b.name)) (id \(TextFormat.visible(b.id))"
      + (b.line > 0 ? ", line \(b.line)" : "") + "): \(TextFormat.visible(b.verdict))\n"
    var rows: [[String]] = []
    func row(_ label: String, _ value: String?) {
      if let value { rows.append([label, value]) }
    }
    row("title", b.title.map(quoted))
    let states = b.titles.filter { $0.key != "normal" }
    if !states.isEmpty {
      row("titles", states.map(keyed).joined(separator: ", "))
    }
    if !b.locales.isEmpty {
      row("locales", b.locales.map(keyed).joined(separator: ", "))
    }
    row("font", b.font.map(font))
    row(
      "image",
      b.image.map { TextFormat.visible($0.name) + ($0.symbol ? " (SF Symbol)" : " (image set)") })
    let insets = [
      ("content", b.insets.content), ("image", b.insets.image), ("title", b.insets.title),
    ]
    .compactMap { name, value in value.map { "\(name) \(TextFormat.insets($0))" } }
    if !insets.isEmpty { row("insets", insets.joined(separator: ", ")) }
    row("configuration", b.configuration.map(configuration))
    row("frame", b.frame.map { "\(TextFormat.rect($0))" })
    if let layout = b.layout {
      row(
        "layout",
        "\(layout.model), \(layout.direction.rawValue.uppercased()), bounds \(TextFormat.size(layout.bounds))"
      )
    }
    // One label column for every button, so the reports of all buttons line up.
    out += rows.map { "    " + $0[0].padding(15) + $0[1] + "\n" }.joined()
    if let layout = b.layout {
      out += frames(layout.frames, migration: b.migration?.frames)
    }
    for d in b.diagnostics {
      out += "    \(d.severity.rawValue): \(d.code.rawValue): \(TextFormat.visible(d.message))\n"
    }
    if let m = b.migration { out += migration(m) }
    return out
  }

  /// The frames as a table (x, y, width, height), with the configuration's beside today's
  /// when there is migration advice.
  static func frames(_ f: LayoutFrames, migration: LayoutFrames?) -> String {
    func cells(_ r: Rect?) -> [String] {
      r.map { [$0.x, $0.y, $0.width, $0.height].map(TextFormat.number) }
        ?? ["—", "—", "—", "—"]
    }
    let sizeCells = { (s: Size) in
      ["", "", TextFormat.number(s.width), TextFormat.number(s.height)]
    }
    var head = ["", "x", "y", "width", "height"]
    var rows: [[String]] = [
      ["contentRect"] + cells(f.contentRect), ["imageFrame"] + cells(f.imageFrame),
      ["titleFrame"] + cells(f.titleFrame),
      ["intrinsicContentSize"] + sizeCells(f.intrinsicContentSize),
    ]
    if let m = migration {
      head = ["", "x", "y", "width", "height", "|", "x", "y", "width", "height"]
      let other = [
        cells(m.contentRect), cells(m.imageFrame), cells(m.titleFrame),
        sizeCells(m.intrinsicContentSize),
      ]
      rows = zip(rows, other).map { $0 + ["|"] + $1 }
      return "      today (legacy insets) | with the configuration below\n"
        + TextFormat.table([head] + rows, indent: "      ")
    }
    return TextFormat.table([head] + rows, indent: "      ")
  }

  static func migration(_ m: ScannedMigration) -> String {
    var parts: [String] = []
    if case .configuration(let placement, let padding, let insets) = m.values {
      if let placement { parts.append("imagePlacement \(placement.rawValue)") }
      parts.append("imagePadding \(TextFormat.number(padding))")
      parts.append(
        "contentInsets \([insets.top, insets.leading, insets.bottom, insets.trailing].map(TextFormat.number).joined(separator: ","))"
      )
    }
    parts.append("titleAlignment \(m.titleAlignment)")
    parts.append("buttonSize \(m.buttonSize.rawValue)")
    let r = m.residual
    let moves = [("image", r.image), ("title", r.title), ("intrinsic size", r.intrinsicSize)]
      .compactMap { name, value in value.map { "\(name) \(TextFormat.number($0)) px" } }
    return "    migration: \(parts.joined(separator: ", "))\n"
      + "    residual: \(moves.joined(separator: ", "))"
      + (r.isExact ? " (exact: nothing moves)" : "") + "\n"
  }

  static func quoted(_ text: String) -> String { "\"\(TextFormat.visible(text))\"" }

  /// A state's or a locale's title: `de "Teilen"`.
  static func keyed(_ text: KeyedText) -> String {
    "\(TextFormat.visible(text.key)) \(quoted(text.text))"
  }

  static func font(_ f: ScannedFont) -> String {
    let size = f.size.map { " \(TextFormat.number($0)) pt" } ?? ""
    switch f.kind {
    case .system: return "system\(size) \(TextFormat.visible(f.weight ?? "regular"))"
    case .textStyle: return "text style \(TextFormat.visible(f.textStyle ?? "?"))\(size)"
    case .custom: return "\(TextFormat.visible(f.name ?? "?"))\(size)"
    }
  }

  static func configuration(_ c: IBConfiguration) -> String {
    var parts = [c.style ?? "plain"]
    if let size = c.buttonSize { parts.append("size \(size)") }
    if let placement = c.imagePlacement { parts.append("image \(placement)") }
    if let padding = c.imagePadding { parts.append("imagePadding \(TextFormat.number(padding))") }
    if let i = c.contentInsets {
      parts.append(
        "contentInsets \([i.top, i.leading, i.bottom, i.trailing].map(TextFormat.number).joined(separator: ","))"
      )
    }
    return parts.map(TextFormat.visible).joined(separator: ", ")
  }

  /// The last line: how many buttons, how they fare, files that could not be read.
  static func summary(_ counts: ScanCounts) -> String {
    var parts = [
      "\(counts.failingButtons) with errors", "\(counts.warnedButtons) with warnings",
      "\(counts.skippedButtons) skipped",
    ]
    let unread = counts.filesWithErrors
    if unread > 0 { parts.append("\(unread) file\(unread == 1 ? "" : "s") with errors") }
    let buttons = counts.buttons
    let files = counts.files
    return
      "\(buttons) button\(buttons == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s"): "
      + parts.joined(separator: ", ") + "\n"
  }
}
