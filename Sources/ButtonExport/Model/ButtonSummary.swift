import ButtonCatalog
import ButtonLayout

/// Short human-readable descriptions of a button and its layouts, shared by the code comments,
/// the Markdown page and the HTML page so they all say the same thing the same way.
enum ButtonSummary {
  static func size(_ s: Size) -> String {
    "\(ExportNumber.text(s.width))×\(ExportNumber.text(s.height))"
  }

  /// `button`'s title size, `≈` before it when the title is approximate (measured from Apple's
  /// font files, not on a device).
  static func titleSize(_ s: Size, _ button: ExportButton) -> String {
    (SystemFonts.isApproximate(button.record.titleDigest) ? "≈" : "") + size(s)
  }

  /// `x,y w×h`, or `none` for an absent element.
  static func rect(_ r: Rect?) -> String {
    guard let r else { return "none" }
    return "\(ExportNumber.text(r.x)),\(ExportNumber.text(r.y)) \(size(r.size))"
  }

  /// `top,left,bottom,right`.
  static func insets(_ i: EdgeInsets) -> String {
    i.values.map(ExportNumber.text).joined(separator: ",")
  }

  /// `top,leading,bottom,trailing`.
  static func insets(_ i: DirectionalEdgeInsets) -> String {
    [i.top, i.leading, i.bottom, i.trailing].map(ExportNumber.text).joined(separator: ",")
  }

  /// `LTR` or `RTL`.
  static func direction(_ d: LayoutDirection) -> String { d.rawValue.uppercased() }

  static func buttonSize(_ s: ButtonSize) -> String {
    switch s {
    case .fit: "fit"
    case .fixed(let fixed): size(fixed)
    }
  }

  /// The inputs on one line: `image 24×24, title "Home" 31.2×12, placement top, spacing 4, …`.
  /// The title is quoted with escapes, so the line never breaks.
  static func inputs(_ button: ExportButton) -> String {
    let s = button.spec
    var parts: [String] = []
    if let image = s.imageSize { parts.append("image \(size(image))") }
    if let title = s.titleSize {
      parts.append(
        "title \(button.title.map { CodeComment.quoted($0) + " " } ?? "")\(titleSize(title, button))"
      )
    }
    // Placement and spacing place the image against the title: only with both.
    if s.hasImageAndTitle {
      parts.append("placement \(s.placement.rawValue)")
      parts.append("spacing \(ExportNumber.text(s.spacing))")
    }
    parts.append("padding \(insets(s.padding))")
    parts.append("size \(buttonSize(s.size))")
    parts.append("align \(s.horizontalAlignment.rawValue)/\(s.verticalAlignment.rawValue)")
    parts.append("@\(ExportNumber.text(s.scale))x")
    parts.append("iOS \(s.ios)")
    parts.append("direction \(s.direction.rawValue)")
    // The configuration's size, when it is not UIKit's default (medium buttons read as before).
    if s.configurationButtonSize != .default {
      parts.append("button size \(s.configurationButtonSize.rawValue)")
    }
    parts += appearanceParts(button)
    return parts.joined(separator: ", ")
  }

  /// `ok`, `2 warnings`, `1 error, 1 warning` (info findings do not count).
  static func verdict(_ layout: TechniqueLayout) -> String {
    let errors = layout.diagnostics.filter { $0.severity == .error }.count
    let warnings = layout.diagnostics.filter { $0.severity == .warning }.count
    var parts: [String] = []
    if errors > 0 { parts.append("\(errors) error\(errors == 1 ? "" : "s")") }
    if warnings > 0 { parts.append("\(warnings) warning\(warnings == 1 ? "" : "s")") }
    return parts.isEmpty ? "ok" : parts.joined(separator: ", ")
  }

  /// `intrinsic 32×40, gap 4`: what a layout measures, in one phrase.
  static func measures(_ layout: TechniqueLayout) -> String {
    var text = "intrinsic \(size(layout.frames.intrinsicContentSize))"
    if layout.bounds != layout.frames.intrinsicContentSize {
      text += ", bounds \(size(layout.bounds))"
    }
    if let gap = layout.gap { text += ", gap \(ExportNumber.text(gap))" }
    return text
  }

  /// Diagnostic codes, in the layout's order, without repeats; `minimum` leaves out milder ones.
  static func codes(_ layout: TechniqueLayout, minimum: Diagnostic.Severity = .info) -> [String] {
    var seen = Set<String>()
    return layout.diagnostics.filter { $0.severity >= minimum }.map(\.code.rawValue)
      .filter { seen.insert($0).inserted }
  }

  /// The verdict with the codes behind it, info findings apart: `1 warning: small-hit-target;
  /// info: ignored-with-configuration`, `ok`.
  static func findings(_ layout: TechniqueLayout) -> String {
    var text = verdict(layout)
    let serious = codes(layout, minimum: .warning)
    if !serious.isEmpty { text += ": " + serious.joined(separator: ", ") }
    let info = layout.diagnostics.filter { $0.severity == .info }.map(\.code.rawValue)
    if !info.isEmpty { text += "; info: " + info.joined(separator: ", ") }
    return text
  }
}

extension ButtonSummary {
  /// The values a technique tells you to set, as (UIKit property, value) rows.
  static func values(_ values: TechniqueValues) -> [(property: String, value: String)] {
    switch values {
    case .legacy(let image, let title, let content):
      [
        ("imageEdgeInsets", insets(image)), ("titleEdgeInsets", insets(title)),
        ("contentEdgeInsets", insets(content)),
      ]
    case .configuration(let placement, let padding, let contentInsets):
      [
        ("imagePlacement", placement?.rawValue ?? Seed000Position.notSetText),
        ("imagePadding", ExportNumber.text(padding)),
        ("contentInsets", insets(contentInsets)),
      ]
    case .frames(let position, let margin, let content, let image, let title):
      [
        ("buttonImagePosition", Seed000Position.text(position)),
        ("buttonImageMargin", ExportNumber.text(margin)),
        ("contentEdgeInsets", insets(content)),
        ("imageView.frame", rect(image)), ("titleLabel.frame", rect(title)),
      ]
    }
  }

  /// The frames a device shows, as (UIKit name, value) rows, with the gap last.
  static func frames(_ layout: TechniqueLayout, askedGap: Double) -> [(name: String, value: String)]
  {
    [
      ("bounds", size(layout.bounds)),
      ("contentRect", rect(layout.frames.contentRect)),
      ("imageView.frame", rect(layout.frames.imageFrame)),
      ("titleLabel.frame", rect(layout.frames.titleFrame)),
    ]
      // Issue 28 (subtitle): only a layout with a subtitle has its row.
      + (layout.frames.subtitleFrame.map { [("subtitleLabel.frame", rect($0))] } ?? []) + [
        ("intrinsicContentSize", size(layout.frames.intrinsicContentSize)),
        (
          "gap",
          layout.gap.map { "\(ExportNumber.text($0)) (asked \(ExportNumber.text(askedGap)))" }
            ?? "none"
        ),
      ]
  }

  /// The spacing a layout should show: the style's, or none without both image and title.
  static func askedGap(_ button: ExportButton) -> Double {
    Arrangement(button.spec, direction: .leftToRight).spacing
  }

  /// The input rows of a handoff page: (label, value), every input present.
  static func inputRows(_ button: ExportButton) -> [(label: String, value: String)] {
    let s = button.spec
    var title = "none"
    if let size = s.titleSize {
      title =
        (button.title.map { CodeComment.quoted($0) + ", " } ?? "") + titleSize(size, button)
      if let font = button.fontPath { title += ", font \(font)" }
      if let pt = button.fontSize { title += ", \(ExportNumber.text(pt)) pt" }
    }
    var image = s.imageSize.map(size) ?? "none"
    if let name = button.imageName { image += ", asset \(name)" }
    let accepted = button.record.accepted
    return [
      ("title", title),
      ("image", image),
      ("placement", s.hasImageAndTitle ? s.placement.rawValue : Seed000Position.notSetText),
      ("spacing", s.hasImageAndTitle ? ExportNumber.text(s.spacing) : "—"),
      ("padding", insets(s.padding)),
      ("size", buttonSize(s.size)),
      ("alignment", "\(s.horizontalAlignment.rawValue) / \(s.verticalAlignment.rawValue)"),
      ("scale", "@\(ExportNumber.text(s.scale))x"),
      ("iOS", s.ios.description),
      ("direction", s.direction.rawValue),
      ("technique", button.technique.rawValue),
    ] + appearanceRows(button) + iOS26Rows(button) + variantRows(button)
      // The findings the team accepted, one row each with its reason (escaped by each format).
      + accepted.codes.map { ("accepted", self.accepted($0, reason: accepted.reason(for: $0))) }
  }

  /// An accepted code with its reason: `small-hit-target ("the tab bar sizes its items")`, the
  /// reason quoted with its control characters visible; the code alone without one.
  static func accepted(_ code: Diagnostic.Code, reason: String?) -> String {
    guard let reason, !reason.isEmpty else { return code.rawValue }
    return "\(code.rawValue) (\(CodeComment.quoted(reason)))"
  }

  /// A grouped finding's parts as the handoff exports write them: its status (`error`,
  /// `accepted warning`), how many variants it hits, and where its worst instance is.
  static func finding(_ g: FindingGroup) -> (status: String, extent: String, worstAt: String) {
    let status = g.accepted ? "accepted \(g.severity.rawValue)" : g.severity.rawValue
    var at: [String] = []
    if let key = g.worstHit.key { at.append(key.summary) }
    at.append(direction(g.worstHit.direction))
    return (status, g.extentText, at.joined(separator: ", "))
  }
}
