import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// `diff A B` as people and scripts read it: `text` for a terminal, `markdown` for a pull
/// request's comment, `json` for scripts. Deterministic, like every export.
///
/// Input values are shown as the document writes them (compact JSON); frames move in points
/// and in pixels at the button's scale (the second side's); diagnostics gained are marked `+`,
/// cleared `-`. Catalog text is escaped for its output (control characters and bidi controls
/// as `\u{X}` in text, Markdown syntax backslash-escaped, JSON strings quoted).
package enum DiffRenderer {
  /// `1 added, 2 changed, 1 setting changed`, or `no differences`.
  /// `changed`: how many buttons changed, when `diff.changed` does not hold them (a diff
  /// written as it is walked).
  package static func summary(_ diff: CatalogDiff, changed: Int? = nil) -> String {
    let settings = diff.settings.count == 1 ? "setting changed" : "settings changed"
    let parts = [
      (diff.added.count, "added"), (diff.removed.count, "removed"),
      (diff.renamed.count, "renamed"), (changed ?? diff.changed.count, "changed"),
      (diff.settings.count, settings),
    ].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return parts.isEmpty ? "no differences" : parts.joined(separator: ", ")
  }

  // MARK: Text

  package static func text(_ diff: CatalogDiff) -> String {
    textHead(diff) + diff.changed.map(text).joined()
  }

  /// The text before the changed buttons (`changed`: see `summary`).
  package static func textHead(_ diff: CatalogDiff, changed: Int? = nil) -> String {
    var out = summary(diff, changed: changed) + "\n"
    for name in diff.added { out += "added    \(visible(name))\n" }
    for name in diff.removed { out += "removed  \(visible(name))\n" }
    for r in diff.renamed { out += "renamed  \(visible(r.from)) → \(visible(r.to))\n" }
    for s in diff.settings {
      out += "setting  \(s.key.rawValue): \(setting(s.from)) → \(setting(s.to))\n"
    }
    return out
  }

  /// One changed button's text.
  package static func text(_ change: CatalogDiff.ButtonChange) -> String {
    var out = ""
    out += "changed  \(visible(change.name))"
    if let from = change.renamedFrom { out += " (renamed from \(visible(from)))" }
    out += "\n"
    let width = change.inputs.map(\.key.count).max() ?? 0
    for input in change.inputs {
      out += "  \(input.key)\(String(repeating: " ", count: width - input.key.count))  "
      out += visible("\(json(input.from)) → \(json(input.to))") + "\n"
    }
    for layout in change.layouts {
      out += "  \(direction(layout.direction)) @\(TextNumber.format(layout.scale))x\n"
      for frame in layout.frames {
        out += "    \(frame.frame): \(moves(frame, scale: layout.scale))\n"
      }
      for d in layout.gained { out += "    + \(visible(diagnostic(d)))\n" }
      for d in layout.cleared { out += "    - \(visible(diagnostic(d)))\n" }
    }
    return out
  }

  // MARK: Markdown

  package static func markdown(_ diff: CatalogDiff) -> String {
    markdownHead(diff) + diff.changed.map(markdown).joined()
  }

  /// The Markdown before the changed buttons (`changed`: see `summary`).
  package static func markdownHead(_ diff: CatalogDiff, changed: Int? = nil) -> String {
    var out = "### Button catalog changes\n\n**\(summary(diff, changed: changed))**\n"
    func list(_ title: String, _ items: [String]) {
      guard !items.isEmpty else { return }
      out += "\n\(title):\n\n" + items.map { "- \($0)\n" }.joined()
    }
    list("Added", diff.added.map(md))
    list("Removed", diff.removed.map(md))
    list("Renamed", diff.renamed.map { "\(md($0.from)) → \(md($0.to))" })
    if !diff.settings.isEmpty {
      out += "\n| setting | from | to |\n|---|---|---|\n"
      for s in diff.settings {
        out += "| \(s.key.rawValue) | \(md(setting(s.from))) | \(md(setting(s.to))) |\n"
      }
    }
    return out
  }

  /// One changed button's Markdown.
  package static func markdown(_ change: CatalogDiff.ButtonChange) -> String {
    var out = ""
    out += "\n#### \(md(change.name))"
    if let from = change.renamedFrom { out += " (renamed from \(md(from)))" }
    out += "\n"
    if !change.inputs.isEmpty {
      out += "\n| input | from | to |\n|---|---|---|\n"
      for input in change.inputs {
        out += "| \(input.key) | \(md(json(input.from))) | \(md(json(input.to))) |\n"
      }
    }
    for layout in change.layouts {
      let title = "\(direction(layout.direction)) @\(TextNumber.format(layout.scale))x"
      if !layout.frames.isEmpty {
        out += "\n| \(title) | from | to | moved |\n|---|---|---|---|\n"
        for frame in layout.frames {
          for row in rows(frame, scale: layout.scale) {
            let moved =
              row.points.isEmpty
              ? (frame.from == nil ? "appears" : "goes away")
              : "\(row.points) pt (\(row.pixels) px)"
            let name = row.component.isEmpty ? frame.frame : "\(frame.frame) \(row.component)"
            out += "| \(name) | \(row.from) | \(row.to) | \(moved) |\n"
          }
        }
      }
      if !layout.gained.isEmpty || !layout.cleared.isEmpty {
        out += "\n"
        for d in layout.gained { out += "- \(title) gained \(md(diagnostic(d)))\n" }
        for d in layout.cleared { out += "- \(title) cleared \(md(diagnostic(d)))\n" }
      }
    }
    return out
  }

  // MARK: JSON

  /// `{"summary", "added", "removed", "renamed": [{"from", "to"}], "changed": [{"name",
  /// "renamedFrom", "inputs": [{"key", "from", "to"}], "layouts": [{"direction", "scale",
  /// "frames": [{"frame", "from", "to", "moved", "movedPixels"}], "gained", "cleared"}]}]}`,
  /// and `"settings": [{"key", "from", "to"}]` (null: not set) when a setting differs.
  package static func json(_ diff: CatalogDiff) -> String {
    var out = jsonHead(diff)
    for (index, change) in diff.changed.enumerated() { out += json(change, index: index) }
    return out + jsonTail(diff, changed: diff.changed.count)
  }

  /// The JSON document with no changed button, cut where they go: before, and after them.
  private static func jsonParts(_ diff: CatalogDiff, changed: Int?) -> (String, String) {
    let value = JSONValue.object([
      ("summary", .string(summary(diff, changed: changed))),
      ("added", .array(diff.added.map { .string($0) })),
      ("removed", .array(diff.removed.map { .string($0) })),
      (
        "renamed",
        .array(diff.renamed.map { .object([("from", .string($0.from)), ("to", .string($0.to))]) })
      ),
      ("changed", .array([])),
    ])
    var text: String
    // Settings only when they differ: a diff of buttons prints what it always printed.
    if case .object(var members) = value, !diff.settings.isEmpty {
      let settings: [JSONValue] = diff.settings.map {
        .object([
          ("key", .string($0.key.rawValue)), ("from", $0.from?.json ?? .null),
          ("to", $0.to?.json ?? .null),
        ])
      }
      members.append(("settings", .array(settings)))
      text = JSONWriter().string(.object(members)) + "\n"
    } else {
      text = JSONWriter().string(value) + "\n"
    }
    // No string holds a line break: the member's line is the only one.
    let marker = "\n  \"changed\": []"
    var before = ""
    var rest = Substring(text)
    while !rest.hasPrefix(marker) {
      before.append(rest.removeFirst())
    }
    return (before + "\n  \"changed\": [", String(rest.dropFirst(marker.count)))
  }

  /// The JSON before the changed buttons (`changed`: see `summary`).
  package static func jsonHead(_ diff: CatalogDiff, changed: Int? = nil) -> String {
    jsonParts(diff, changed: changed).0
  }

  /// The JSON after `changed` changed buttons.
  package static func jsonTail(_ diff: CatalogDiff, changed: Int) -> String {
    (changed == 0 ? "]" : "\n  ]") + jsonParts(diff, changed: changed).1
  }

  /// The changed button at `index` of the document's `changed`, with its separator.
  package static func json(_ change: CatalogDiff.ButtonChange, index: Int) -> String {
    func frameValue(_ components: [String], _ values: [Double]?) -> JSONValue {
      guard let values else { return .null }
      return .object(zip(components, values).map { ($0, .number($1)) })
    }
    let value: JSONValue =
      .object([
        ("name", .string(change.name)),
        ("renamedFrom", .optional(change.renamedFrom) { .string($0) }),
        (
          "inputs",
          .array(
            change.inputs.map {
              .object([("key", .string($0.key)), ("from", $0.from), ("to", $0.to)])
            })
        ),
        (
          "layouts",
          .array(
            change.layouts.map { layout in
              .object([
                ("direction", .string(layout.direction.rawValue)),
                ("scale", .number(layout.scale)),
                (
                  "frames",
                  .array(
                    layout.frames.map { frame in
                      var members: [(String, JSONValue)] = [
                        ("frame", .string(frame.frame)),
                        ("from", frameValue(frame.components, frame.from)),
                        ("to", frameValue(frame.components, frame.to)),
                      ]
                      if let from = frame.from, let to = frame.to {
                        let moved = zip(to, from).map { $0 - $1 }
                        members.append(("moved", frameValue(frame.components, moved)))
                        members.append(
                          (
                            "movedPixels",
                            frameValue(frame.components, moved.map { pixels($0, layout.scale) })
                          ))
                      } else {
                        members.append(("moved", .null))
                        members.append(("movedPixels", .null))
                      }
                      return .object(members)
                    })
                ),
                ("gained", .array(layout.gained.map(LayoutJSON.diagnostic))),
                ("cleared", .array(layout.cleared.map(LayoutJSON.diagnostic))),
              ])
            })
        ),
      ])
    var out = index == 0 ? "\n    " : ",\n    "
    JSONWriter().write(value, level: 2, into: &out)
    return out
  }

  // MARK: Pieces

  private static func visible(_ text: String) -> String { VisibleText.visible(text, bidi: true) }

  /// Markdown text; bidi controls too show as `\u{X}` (a pull request's page would let them
  /// reorder the line).
  private static func md(_ text: String) -> String {
    MarkdownText.escape(VisibleText.visible(text, bidi: true))
  }

  private static func json(_ value: JSONValue) -> String {
    // Issue 28 (lines): a title's measured pieces as their texts, not their widths.
    if let pieces = TitlePiecesText.text(value) { return pieces }
    return JSONWriter(pretty: false).string(value)
  }

  /// A setting's value as the document writes it (`"14.0"`, `2`, `true`), or `not set`.
  private static func setting(_ value: CatalogSettings.Value?) -> String {
    value.map { json($0.json) } ?? "not set"
  }

  private static func direction(_ d: LayoutDirection) -> String {
    d == .leftToRight ? "LTR" : "RTL"
  }

  private static func diagnostic(_ d: Diagnostic) -> String {
    "\(d.severity.rawValue) \(d.code.rawValue): \(d.message)"
  }

  /// A move in pixels at `scale`, rounded to a thousandth (a move on the grid is whole).
  private static func pixels(_ points: Double, _ scale: Double) -> Double {
    (points * scale * 1000).rounded() / 1000
  }

  private static func signed(_ v: Double) -> String {
    v > 0 ? "+" + TextNumber.format(v) : v < 0 ? "−" + TextNumber.format(-v) : "0"
  }

  /// One row per component that moved: `x`, `10`, `12`, `+2 pt (+6 px)`; or the whole frame
  /// when it appears or goes away.
  private static func rows(_ frame: CatalogDiff.FrameChange, scale: Double)
    -> [(component: String, from: String, to: String, points: String, pixels: String)]
  {
    guard let from = frame.from, let to = frame.to else {
      return [("", shape(frame.from), shape(frame.to), "", "")]
    }
    return zip(frame.components, zip(from, to)).filter { $0.1.0 != $0.1.1 }.map {
      component, values in
      let delta = values.1 - values.0
      return (
        component, TextNumber.format(values.0), TextNumber.format(values.1), signed(delta),
        signed(pixels(delta, scale))
      )
    }
  }

  /// `x 10 → 12 (+2 pt, +6 px), width 40 → 44 (+4 pt, +12 px)`, or `none → (10, 12) 24×24`.
  private static func moves(_ frame: CatalogDiff.FrameChange, scale: Double) -> String {
    guard frame.from != nil, frame.to != nil else {
      return "\(shape(frame.from)) → \(shape(frame.to))"
    }
    return rows(frame, scale: scale).map {
      "\($0.component) \($0.from) → \($0.to) (\($0.points) pt, \($0.pixels) px)"
    }.joined(separator: ", ")
  }

  /// `(10, 12) 24×24` for a rect, `24×24` for a size, `none`.
  private static func shape(_ values: [Double]?) -> String {
    guard let values else { return "none" }
    let f = values.map(TextNumber.format)
    return values.count == 4 ? "(\(f[0]), \(f[1])) \(f[2])×\(f[3])" : "\(f[0])×\(f[1])"
  }
}
