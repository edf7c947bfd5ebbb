import ButtonLayout

extension ButtonSummary {
  /// `style filled`, `corners capsule`, `corner radius 6`: the configuration's look as given,
  /// for the inputs' summary (nothing without one, so other summaries read as before).
  static func appearanceParts(_ button: ExportButton) -> [String] {
    let a = button.record.appearance
    var parts: [String] = []
    if let style = a.style { parts.append("style \(style.rawValue)") }
    if let corners = a.cornerStyle { parts.append("corners \(corners.rawValue)") }
    if let radius = a.cornerRadius { parts.append("corner radius \(ExportNumber.text(radius))") }
    return parts
  }
}
