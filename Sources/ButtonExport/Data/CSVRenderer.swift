import ButtonJSON
import ButtonLayout

/// The `csv` export: `buttons.csv`, for spreadsheets and scripts.
///
/// By default one row per button (`header`): its inputs, its status and the values the chosen
/// technique sets, every number in a column of its own (no `WxH`, no JSON). A button laid out
/// in both directions gets one row too: its values are those of its first direction (LTR; RTL
/// for a button laid out right-to-left only), which `values_direction` names; the long form has
/// the other direction. `ExportOptions.csvLayouts` (`export --layouts`) gives the long form
/// instead (`layoutsHeader`): one row per button, technique and direction, with the frames a
/// device shows and the values as compact JSON.
///
/// Numbers keep every digit; tags are separated by `;`, diagnostic codes by spaces. Text cells
/// are neutralised against formula injection (`CSVField`): a name, title, tag or font name
/// starting with `=`, `+`, `-`, `@`, tab or CR gets a leading `'`.
package struct CSVRenderer: StreamingRenderer {
  package static let fileName = "buttons.csv"

  /// The columns of the default form, one row per button. Documented in the export's help,
  /// the README and docs/exports.md; a test holds it to this list.
  package static let header =
    [
      "name", "tags", "title", "font_family", "font_style", "font_size", "text_style", "image",
      "image_width", "image_height", "placement", "spacing", "padding_top", "padding_left",
      "padding_bottom", "padding_right", "size", "width", "height", "alignment",
      "vertical_alignment", "direction", "technique", "status", "diagnostics",
      "values_direction",
    ] + valueColumns

  /// The chosen technique's values, one column per number: the legacy insets (`edge-insets`,
  /// `content-insets`, `exact`, and `layout-subviews`' content insets), the configuration's
  /// placement, padding and directional insets, the frames `layout-subviews` sets. Empty where
  /// the technique sets no such value.
  package static let valueColumns =
    edges("image_edge_insets") + edges("title_edge_insets") + edges("content_edge_insets") + [
      "image_placement", "image_padding", "content_insets_top", "content_insets_leading",
      "content_insets_bottom", "content_insets_trailing", "image_position", "image_margin",
    ] + rect("image_view_frame") + rect("title_label_frame")

  /// The columns of the long form (`--layouts`), one row per button, technique and direction.
  package static let layoutsHeader = [
    "name", "tags", "title", "technique", "direction", "chosen", "model", "bounds_width",
    "bounds_height", "values", "content_x", "content_y", "content_width", "content_height",
    "image_x", "image_y", "image_width", "image_height", "title_x", "title_y", "title_width",
    "title_height", "intrinsic_width", "intrinsic_height", "gap", "worst_severity",
    "diagnostics",
  ]

  static func edges(_ prefix: String) -> [String] {
    ["top", "left", "bottom", "right"].map { "\(prefix)_\($0)" }
  }

  static func rect(_ prefix: String) -> [String] {
    ["x", "y", "width", "height"].map { "\(prefix)_\($0)" }
  }

  package var options: ExportOptions

  package init(options: ExportOptions = ExportOptions()) {
    self.options = options
  }

  /// `buttons.csv`, a record (or, with `csvLayouts`, a record per layout) per button, each
  /// written as soon as it is made.
  package func stream(_ source: any ExportSource, singleFile: Bool, to sink: any ExportSink)
    throws
  {
    sink.begin(Self.fileName)
    if options.csvLayouts {
      sink.write(CSVField.record(Self.layoutsHeader))
      try source.forEachButton { button in
        for layout in button.layouts {
          sink.write(CSVField.record(Self.layoutRow(button, layout)))
        }
      }
    } else {
      sink.write(CSVField.record(Self.header))
      try source.forEachButton { button in
        sink.write(CSVField.record(Self.row(button)))
      }
    }
  }

  static func number(_ v: Double) -> CSVCell { .number(ExportNumber.data(v)) }

  /// One button's row of the default form.
  static func row(_ button: ExportButton) -> [CSVCell] {
    let n = number
    let s = button.spec
    let chosen = button.chosenLayouts
    let first = chosen.first
    var codes: [String] = []
    for layout in chosen {
      for code in ButtonSummary.codes(layout) where !codes.contains(code) { codes.append(code) }
    }
    let size: String
    switch s.size {
    case .fit: size = "fit"
    case .fixed: size = "fixed"
    }
    var cells: [CSVCell] = [
      .text(button.name),
      .text(button.tags.joined(separator: ";")),
      .text(button.title ?? ""),
      .text(button.fontFamily ?? ""),
      .text(button.fontStyle ?? ""),
      button.titlePointSize.map(n) ?? "",
      .text(button.record.variants.textStyle?.rawValue ?? ""),
      .text(button.imageReference ?? ""),
      s.imageSize.map { n($0.width) } ?? "",
      s.imageSize.map { n($0.height) } ?? "",
      // Placement and spacing only with both an image and a title.
      .text(s.hasImageAndTitle ? s.placement.rawValue : ""),
      s.hasImageAndTitle ? n(s.spacing) : "",
      n(s.padding.top), n(s.padding.left), n(s.padding.bottom), n(s.padding.right),
      .text(size),
      first.map { n($0.bounds.width) } ?? "",
      first.map { n($0.bounds.height) } ?? "",
      .text(s.horizontalAlignment.rawValue),
      .text(s.verticalAlignment.rawValue),
      .text(s.direction.rawValue),
      .text(button.technique.rawValue),
      .text(button.status.rawValue),
      .text(codes.joined(separator: " ")),
      .text(first?.direction.rawValue ?? ""),
    ]
    cells += first.map { valueCells($0.values) } ?? Array(repeating: "", count: valueColumns.count)
    return cells
  }

  /// The `valueColumns` cells of a technique's values.
  static func valueCells(_ values: TechniqueValues) -> [CSVCell] {
    let n = number
    func insets(_ i: EdgeInsets) -> [CSVCell] { [n(i.top), n(i.left), n(i.bottom), n(i.right)] }
    func rect(_ r: Rect?) -> [CSVCell] {
      guard let r else { return ["", "", "", ""] }
      return [n(r.x), n(r.y), n(r.width), n(r.height)]
    }
    let none: [CSVCell] = ["", "", "", ""]
    switch values {
    case .legacy(let image, let title, let content):
      return insets(image) + insets(title) + insets(content) + ["", ""] + none + ["", ""]
        + none + none
    case .configuration(let placement, let padding, let content):
      return none + none + none + [.text(placement?.rawValue ?? ""), n(padding)]
        + [n(content.top), n(content.leading), n(content.bottom), n(content.trailing)]
        + ["", ""] + none + none
    case .frames(let position, let margin, let content, let image, let title):
      return none + none + insets(content) + ["", ""] + none
        + [.text(position?.rawValue ?? ""), n(margin)] + rect(image) + rect(title)
    }
  }

  /// One row of the long form: a button's layout of one technique in one direction.
  static func layoutRow(_ button: ExportButton, _ layout: TechniqueLayout) -> [CSVCell] {
    let n = number
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
