import ButtonLayout

/// A variant as text: its name (`[de, AX3, highlighted, LTR]`, the locale left out for the
/// button's own title) and one variant in full (`show --variant`, `layout --variant`).
enum VariantText {
  /// `de, AX3, highlighted` (the parts of a key), with the direction when given; the locale
  /// shown `visible` (it comes from a strings file).
  static func parts(_ key: VariantKey, _ direction: LayoutDirection? = nil) -> String {
    var parts: [String] = []
    if let locale = key.locale { parts.append(TextFormat.visible(locale)) }
    parts.append(key.contentSize.shortName)
    parts.append(key.state.rawValue)
    if let direction { parts.append(direction.rawValue.uppercased()) }
    return parts.joined(separator: ", ")
  }

  /// `[de, AX3, normal, LTR]`: how `check` names a variant.
  static func name(_ key: VariantKey, _ direction: LayoutDirection? = nil) -> String {
    "[\(parts(key, direction))]"
  }

  /// The verdict of a list of findings with the marks of `LayoutText.verdict`.
  static func verdict(_ diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    if errors > 0 { return "✗ \(errors) error\(errors == 1 ? "" : "s")" }
    if warnings > 0 { return "~ \(warnings) warning\(warnings == 1 ? "" : "s")" }
    return "✓ ok"
  }

  /// One variant in full: its layouts (one per direction) with the font size, the title's
  /// measured size, the frames, the gap and every finding, headed by the button's name.
  static func render(button: String, _ layouts: [VariantLayout]) -> String {
    guard let first = layouts.first else { return "" }
    let directions = layouts.map { $0.direction.rawValue.uppercased() }.joined(separator: ", ")
    var out = "\(TextFormat.visible(button)) \(Self.name(first.key))\n"
    var rows: [[String]] = [
      ["technique", first.technique.rawValue],
      ["direction", directions],
      ["font size", first.fontSize.map { TextFormat.number($0) + " pt" } ?? "none (no title)"],
    ]
    let titleSizes = Set(layouts.map(\.titleSize))
    if titleSizes.count == 1 {
      rows.append([
        "title size",
        first.titleSize.map { TextFormat.titleSize($0, approximate: first.isTitleApproximate) }
          ?? "none",
      ])
    }
    out += TextFormat.table(rows, indent: "  ", numeric: false)
    for l in layouts {
      out +=
        "\n\(l.technique.rawValue) \(Self.name(l.key, l.direction)): \(verdict(l.diagnostics))\n"
      if titleSizes.count > 1 {
        out +=
          "  title size \(l.titleSize.map { TextFormat.titleSize($0, approximate: l.isTitleApproximate) } ?? "none")\n"
      }
      out += TextFormat.table(
        [
          ["", "x", "y", "width", "height"],
          ShowText.frameRow("contentRect", l.frames.contentRect),
          ShowText.frameRow("imageView", l.frames.imageFrame),
          ShowText.frameRow("titleLabel", l.frames.titleFrame),
        ] + SubtitleText.frameRows(l.frames), indent: "  ")
      out +=
        "  bounds \(TextFormat.size(l.bounds)), intrinsicContentSize \(TextFormat.size(l.frames.intrinsicContentSize))"
      out += ", gap \(l.gap.map(TextFormat.number) ?? "—")\n"
      for d in l.diagnostics {
        out += "  \(d.severity.rawValue) \(d.code.rawValue): \(TextFormat.visible(d.message))\n"
      }
    }
    return out
  }
}
