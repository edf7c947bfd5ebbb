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
}
