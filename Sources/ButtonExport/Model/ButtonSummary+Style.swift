import ButtonLayout

extension ButtonSummary {
  /// `style filled`, `corners capsule`, `corner radius 6`: the configuration's look as given,
  /// for the inputs' summary (nothing without one, so other summaries read as before).
  static func appearanceParts(_ button: ExportButton) -> [String] {
    appearanceRows(button).map { "\($0.label) \($0.value)" }
  }

  /// The same as rows of a handoff page's inputs (Markdown, HTML).
  static func appearanceRows(_ button: ExportButton) -> [(label: String, value: String)] {
    let a = button.record.appearance
    var rows: [(label: String, value: String)] = []
    if let style = a.style { rows.append(("style", style.rawValue)) }
    if let corners = a.cornerStyle { rows.append(("corners", corners.rawValue)) }
    if let radius = a.cornerRadius { rows.append(("corner radius", ExportNumber.text(radius))) }
    return rows
  }

  /// The subtitle, the lines, the activity indicator and the SF Symbol, each only when given
  /// (quoted texts with their control characters visible; each format escapes the rest).
  static func iOS26Rows(_ button: ExportButton) -> [(label: String, value: String)] {
    let r = button.record
    let s = r.spec
    var rows: [(label: String, value: String)] = []
    if let subtitle = r.subtitle {
      var value = CodeComment.quoted(subtitle)
      if let measured = s.subtitleSize { value += ", " + size(measured) }
      value += ", \(ExportNumber.text(r.subtitlePointSize)) pt"
      if let key = r.subtitleKey { value += ", key " + CodeComment.quoted(key) }
      rows.append(("subtitle", value))
    }
    if s.titlePadding != SubtitleStack.defaultTitlePadding {
      rows.append(("title padding", ExportNumber.text(s.titlePadding)))
    }
    if let alignment = s.titleAlignment { rows.append(("title alignment", alignment.rawValue)) }
    if s.titleLines != 1 || s.titleLineBreak != nil {
      let lines = s.titleLines == 0 ? "0 (no limit)" : "\(s.titleLines)"
      rows.append(("lines", lines + (s.titleLineBreak.map { ", \($0.rawValue)" } ?? "")))
    }
    if s.showsActivityIndicator { rows.append(("activity indicator", "shown")) }
    if let symbol = r.symbol {
      var value = CodeComment.quoted(symbol)
      if let pointSize = r.effectiveSymbolPointSize {
        value += ", \(ExportNumber.text(pointSize)) pt"
      }
      value += " \(r.effectiveSymbolWeight.rawValue) \(r.effectiveSymbolScale.rawValue)"
      rows.append(("symbol", value))
    }
    return rows
  }
}
