import ButtonCatalog
import ButtonLayout

/// The text form of layouts: techniques side by side (one table per direction) so a person sees
/// at once which ones work, then the values to paste and every diagnostic.
enum LayoutText {
  static func describe(_ inputs: ButtonRecord) -> String {
    let s = inputs.spec
    var parts: [String] = []
    if let image = s.imageSize { parts.append("image \(TextFormat.size(image))") }
    if let title = s.titleSize {
      let approximate = SystemFonts.isApproximate(inputs.titleDigest)
      parts.append(
        "title \(inputs.title.map { "\"\($0)\" " } ?? "")\(TextFormat.titleSize(title, approximate: approximate))"
      )
    }
    // Placement and spacing place the image against the title: only with both.
    if s.hasImageAndTitle {
      parts.append("placement \(s.placement.rawValue)")
      parts.append("spacing \(TextFormat.number(s.spacing))")
    }
    if !s.padding.isZero { parts.append("padding \(TextFormat.insets(s.padding))") }
    switch s.size {
    case .fit: parts.append("size fit")
    case .fixed(let size): parts.append("size \(TextFormat.size(size))")
    }
    parts.append("\(s.horizontalAlignment.rawValue)/\(s.verticalAlignment.rawValue)")
    parts.append("@\(Int(s.scale))x")
    parts.append("iOS \(s.ios)")
    if s.configurationButtonSize != .default {
      parts.append("button size \(s.configurationButtonSize.rawValue)")
    }
    return parts.joined(separator: ", ")
  }

  static func rect(_ r: Rect?) -> String {
    guard let r else { return "—" }
    return "\(TextFormat.number(r.x)),\(TextFormat.number(r.y)) \(TextFormat.size(r.size))"
  }

  /// `✗ 2 errors`, `~ 1 warning`, `✓ ok`; findings `accepted` (the button's) count toward
  /// neither and are said after (`✓ ok (1 accepted)`).
  static func verdict(_ l: TechniqueLayout, accepted: AcceptedFindings = AcceptedFindings())
    -> String
  {
    let counted = l.diagnostics.filter { !accepted.accepts($0) }
    let taken = l.diagnostics.filter { $0.severity >= .warning && accepted.accepts($0) }.count
    let errors = counted.filter { $0.severity == .error }.count
    let warnings = counted.filter { $0.severity == .warning }.count
    let note = taken == 0 ? "" : " (\(taken) accepted)"
    if errors > 0 { return "✗ \(errors) error\(errors == 1 ? "" : "s")" + note }
    if warnings > 0 { return "~ \(warnings) warning\(warnings == 1 ? "" : "s")" + note }
    return "✓ ok" + note
  }

  static func values(_ values: TechniqueValues) -> [String] {
    switch values {
    case .legacy(let image, let title, let content):
      [
        "imageEdgeInsets   = \(insets(image))",
        "titleEdgeInsets   = \(insets(title))",
        "contentEdgeInsets = \(insets(content))",
      ]
    case .configuration(let placement, let padding, let c):
      [
        "imagePlacement = \(placement.map { "." + $0.rawValue } ?? Seed000Position.notSetText)",
        "imagePadding   = \(TextFormat.number(padding))",
        "contentInsets  = (top: \(TextFormat.number(c.top)), leading: \(TextFormat.number(c.leading)), bottom: \(TextFormat.number(c.bottom)), trailing: \(TextFormat.number(c.trailing)))",
      ]
    case .frames(let position, let margin, let content, let image, let title):
      [
        "buttonImagePosition = \(Seed000Position.text(position)), buttonImageMargin = \(TextFormat.number(margin))",
        "contentEdgeInsets   = \(insets(content))",
        "sets imageView.frame = \(rect(image)), titleLabel.frame = \(rect(title))",
      ]
    }
  }

  static func insets(_ i: EdgeInsets) -> String {
    "(top: \(TextFormat.number(i.top)), left: \(TextFormat.number(i.left)), bottom: \(TextFormat.number(i.bottom)), right: \(TextFormat.number(i.right)))"
  }

  static func render(_ inputs: ButtonRecord, _ layouts: [TechniqueLayout]) -> String {
    let arrangementGap = Arrangement(inputs.spec, direction: .leftToRight).spacing
    var out = describe(inputs) + "\n"
    for direction in LayoutDirection.allCases {
      let columns = layouts.filter { $0.direction == direction }
      guard !columns.isEmpty else { continue }
      out += "\n"
      var rows: [[String]] = [
        [direction == .leftToRight ? "LTR" : "RTL"]
          + columns.map { $0.technique.rawValue + ($0.isModel ? " (model)" : "") },
        ["verdict"] + columns.map { verdict($0) },
        ["gap (asked \(TextFormat.number(arrangementGap)))"]
          + columns.map { $0.gap.map(TextFormat.number) ?? "—" },
        ["imageFrame"] + columns.map { rect($0.frames.imageFrame) },
        ["titleFrame"] + columns.map { rect($0.frames.titleFrame) },
      ]
      // Issue 28 (subtitle): a row only when a layout has a subtitle.
      if columns.contains(where: { $0.frames.subtitleFrame != nil }) {
        rows.append(["subtitleFrame"] + columns.map { rect($0.frames.subtitleFrame) })
      }
      rows += [
        ["intrinsicContentSize"] + columns.map { TextFormat.size($0.frames.intrinsicContentSize) }
      ]
      if columns.contains(where: { $0.bounds != $0.frames.intrinsicContentSize }) {
        rows.append(["bounds"] + columns.map { TextFormat.size($0.bounds) })
      }
      out += TextFormat.table(rows)
    }
    for l in layouts {
      out += "\n\(l.technique.rawValue) \(l.direction.rawValue.uppercased()): \(verdict(l))\n"
      for line in values(l.values) { out += "  \(line)\n" }
      for d in l.diagnostics {
        out += "  \(d.severity.rawValue) \(d.code.rawValue): \(d.message)\n"
      }
    }
    return out
  }
}
