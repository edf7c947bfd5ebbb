import ButtonJSON
import ButtonLayout

/// The variant inputs and the grouped findings in the CSV's default form (issue 29): columns
/// after the technique's values (`variantColumns`), so a script reading the columns before them
/// by position reads what it read before.
extension CSVRenderer {
  /// The states a button may give its own title or image, each a column prefix
  /// (`selected+highlighted` is `selected_highlighted`).
  static let ownStates = ControlState.allCases.filter { $0 != .normal }

  static func statePrefix(_ state: ControlState) -> String {
    String(state.rawValue.map { $0 == "+" ? "_" : $0 })
  }

  /// The columns after `valueColumns`: the strings file, its key, the locales and
  /// pseudo-locales laid out, the content sizes and their limits, each state's own title, title
  /// key and image, the container's width, the accepted findings and the grouped findings.
  package static let variantColumns =
    [
      "strings", "title_key", "locales", "pseudo", "content_sizes", "max_content_size",
      "max_font_size", "scaled_metrics", "max_width",
    ]
    + ownStates.flatMap { state in
      ["title", "title_key", "image", "image_width", "image_height"].map {
        "\(statePrefix(state))_\($0)"
      }
    } + ["accepted", "findings"]

  /// A button's `variantColumns` cells. Lists are joined by `;` (as tags are); the accepted
  /// findings and the grouped warnings and errors one per line of the cell.
  static func variantCells(_ button: ExportButton) -> [CSVCell] {
    let v = button.record.variants
    let n = { (value: Double) in number(value, button) }
    var cells: [CSVCell] = [
      .text(v.strings ?? ""),
      .text(v.titleKey ?? ""),
      .text(button.laidOutLocales.joined(separator: ";")),
      .text(v.pseudo.map(\.rawValue).joined(separator: ";")),
      .text(button.laidOutContentSizes.map(\.shortName).joined(separator: ";")),
      .text(v.maxContentSize?.shortName ?? ""),
      v.maxFontSize.map(n) ?? "",
      .text(v.scaledMetrics ? "true" : "false"),
      v.maxWidth.map(n) ?? "",
    ]
    for state in ownStates {
      let size = button.stateImageSize(state)
      let image = button.stateImageFile(state)
      cells += [
        .text(v.stateTitles[state] ?? ""), .text(v.stateTitleKeys[state] ?? ""),
        .text(image ?? ""), size.map { n($0.width) } ?? "", size.map { n($0.height) } ?? "",
      ]
    }
    let accepted = button.record.accepted
    cells.append(
      .text(
        accepted.codes.map { code in
          let reason = accepted.reason(for: code) ?? ""
          return reason.isEmpty ? code.rawValue : "\(code.rawValue)=\(reason)"
        }.joined(separator: "\n")))
    // Warnings and errors, as the Markdown page lists them (information is in `diagnostics`).
    let groups = button.judged.groups.filter { $0.severity >= .warning }
    cells.append(.text(groups.map(finding).joined(separator: "\n")))
    return cells
  }

  /// One grouped finding on one line: `error content-overflow: 3 variants (en at AX2; de at
  /// xL, AX2), worst [de, AX2, normal, LTR]: the content reaches …`.
  static func finding(_ g: FindingGroup) -> String {
    let parts = ButtonSummary.finding(g)
    var line = "\(parts.status) \(g.code.rawValue): \(parts.extent) (\(g.whereText)), "
    line += "worst [\(parts.worstAt)]: \(g.worst.message)"
    if let reason = g.acceptedReason, !reason.isEmpty { line += " (accepted: \(reason))" }
    return line
  }

  /// The diagnostics column: the chosen technique's codes over its directions, then the codes
  /// of the grouped findings its variants add (the errors behind `status=error` among them),
  /// each once.
  static func diagnostics(_ button: ExportButton) -> String {
    var codes: [String] = []
    for layout in button.chosenLayouts {
      for code in ButtonSummary.codes(layout) where !codes.contains(code) { codes.append(code) }
    }
    if !button.variants.isEmpty {
      for group in button.judged.groups where !codes.contains(group.code.rawValue) {
        codes.append(group.code.rawValue)
      }
    }
    return codes.joined(separator: " ")
  }

  /// A number cell on `button`'s pixel grid (`ExportNumber.grid`).
  static func number(_ v: Double, _ button: ExportButton) -> CSVCell {
    .number(ExportNumber.grid(v, scale: button.spec.scale))
  }

  /// `value` with every number on `button`'s pixel grid as the cells are (the long form's
  /// `values` JSON): `21.333` for 21⅓ pt at @3x.
  static func onGrid(_ value: JSONValue, _ button: ExportButton) -> JSONValue {
    switch value {
    case .number(let v):
      .number(Double(ExportNumber.grid(v, scale: button.spec.scale)) ?? v)
    case .array(let items): .array(items.map { onGrid($0, button) })
    case .object(let members): .object(members.map { ($0.0, onGrid($0.1, button)) })
    default: value
    }
  }
}
