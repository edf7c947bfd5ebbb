import ButtonJSON
import ButtonLayout

/// The `csv` export: `buttons.csv`, one row per button, technique and direction, for
/// spreadsheets and scripts.
///
/// Frames and sizes are spread over numeric columns (empty for an absent element) so a
/// spreadsheet can compute with them; the values to set, which differ in shape per technique,
/// are one cell holding compact JSON in the shape `layout --format json` prints. Numbers keep
/// every digit; tags are separated by `;`, diagnostic codes by spaces. Text cells are
/// neutralised against formula injection (`CSVField`).
public struct CSVRenderer: ExportRenderer {
  public static let fileName = "buttons.csv"

  public static let header = [
    "name", "tags", "title", "technique", "direction", "chosen", "model", "bounds_width",
    "bounds_height", "values", "content_x", "content_y", "content_width", "content_height",
    "image_x", "image_y", "image_width", "image_height", "title_x", "title_y", "title_width",
    "title_height", "intrinsic_width", "intrinsic_height", "gap", "worst_severity",
    "diagnostics",
  ]

  public init() {}

  public func render(_ catalog: ExportCatalog) -> [ExportFile] {
    var out = CSVField.record(Self.header)
    for button in catalog.buttons {
      for layout in button.layouts {
        out += CSVField.record(Self.row(button, layout))
      }
    }
    return [ExportFile(path: Self.fileName, contents: out)]
  }

  static func row(_ button: ExportButton, _ layout: TechniqueLayout) -> [CSVCell] {
    func n(_ v: Double) -> CSVCell { .number(ExportNumber.data(v)) }
    func rect(_ r: Rect?) -> [CSVCell] {
      guard let r else { return ["", "", "", ""] }
      return [n(r.x), n(r.y), n(r.width), n(r.height)]
    }
    let frames = layout.frames
    return [
      .text(button.name),
      .text(button.tags.joined(separator: ";")),
      .text(button.title ?? ""),
      .text(layout.technique.rawValue),
      .text(layout.direction.rawValue),
      layout.technique == button.technique ? "true" : "false",
      layout.isModel ? "true" : "false",
      n(layout.bounds.width), n(layout.bounds.height),
      .text(JSONWriter(pretty: false).string(LayoutJSON.values(layout.values))),
    ] + rect(frames.contentRect) + rect(frames.imageFrame) + rect(frames.titleFrame) + [
      n(frames.intrinsicContentSize.width), n(frames.intrinsicContentSize.height),
      layout.gap.map(n) ?? "",
      .text(layout.worstSeverity?.rawValue ?? ""),
      .text(ButtonSummary.codes(layout).joined(separator: " ")),
    ]
  }
}
