import ButtonExport
import ButtonLayout
import ButtonMeasure
import Testing

/// The CSV export reads back with an RFC 4180 parser: one record per button, technique and
/// direction, every field intact (commas, quotes, line breaks, emoji, Chinese).
@Suite struct CSVTests {
  /// A strict RFC 4180 reader (LF or CRLF records).
  static func parse(_ text: String) -> [[String]] {
    var records: [[String]] = []
    var record: [String] = []
    var field = ""
    var quoted = false
    var scalars = Array(text.unicodeScalars)[...]
    while let c = scalars.popFirst() {
      if quoted {
        if c == "\"" {
          if scalars.first == "\"" {
            scalars.removeFirst()
            field += "\""
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(c)
        }
      } else if c == "\"" {
        quoted = true
      } else if c == "," {
        record.append(field)
        field = ""
      } else if c == "\n" {
        record.append(field)
        records.append(record)
        record = []
        field = ""
      } else if c != "\r" {
        field.unicodeScalars.append(c)
      }
    }
    return records
  }

  static func long() -> ExportOptions {
    var options = ExportOptions()
    options.csvLayouts = true
    return options
  }

  /// The long form (`--layouts`): a row per button, technique and direction.
  @Test func longFormRoundTripsEveryField() throws {
    let text = renderer(for: .csv, options: Self.long()).render(Fixtures.catalog)[0].contents
    let records = Self.parse(text)
    #expect(records[0] == CSVRenderer.layoutsHeader)
    let rows = records.dropFirst()
    let expected = Fixtures.catalog.buttons.map(\.layouts.count).reduce(0, +)
    #expect(rows.count == expected)
    #expect(rows.allSatisfy { $0.count == CSVRenderer.layoutsHeader.count })
    let item10 = try #require(rows.first { $0[0] == "item10" })
    #expect(item10[2] == "Say \"hi\", then\nwave")
    #expect(item10[1] == "csv;edge case")
    #expect(rows.contains { $0[0] == "设置" && $0[2] == "设置" })
    #expect(rows.contains { $0[2] == "Share 🚀" })
    // Exactly one chosen row per button and direction.
    let chosen = rows.filter { $0[5] == "true" }
    #expect(chosen.count == Fixtures.catalog.buttons.map(\.chosenLayouts.count).reduce(0, +))
  }

  /// The header of the default form is the documented contract, column for column.
  @Test func headerIsTheDocumentedContract() {
    #expect(
      CSVRenderer.header == [
        "name", "tags", "title", "font_family", "font_style", "font_size", "text_style", "image",
        "image_width", "image_height", "placement", "spacing", "padding_top", "padding_left",
        "padding_bottom", "padding_right", "size", "width", "height", "alignment",
        "vertical_alignment", "direction", "technique", "status", "diagnostics",
        "values_direction", "image_edge_insets_top", "image_edge_insets_left",
        "image_edge_insets_bottom", "image_edge_insets_right", "title_edge_insets_top",
        "title_edge_insets_left", "title_edge_insets_bottom", "title_edge_insets_right",
        "content_edge_insets_top", "content_edge_insets_left", "content_edge_insets_bottom",
        "content_edge_insets_right", "image_placement", "image_padding", "content_insets_top",
        "content_insets_leading", "content_insets_bottom", "content_insets_trailing",
        "image_position", "image_margin", "image_view_frame_x", "image_view_frame_y",
        "image_view_frame_width", "image_view_frame_height", "title_label_frame_x",
        "title_label_frame_y", "title_label_frame_width", "title_label_frame_height",
        // Issue 29: the variant inputs, after every column scripts read by position before.
        "strings", "title_key", "locales", "pseudo", "content_sizes", "max_content_size",
        "max_font_size", "scaled_metrics", "max_width", "highlighted_title",
        "highlighted_title_key", "highlighted_image", "highlighted_image_width",
        "highlighted_image_height", "selected_title", "selected_title_key", "selected_image",
        "selected_image_width", "selected_image_height", "disabled_title", "disabled_title_key",
        "disabled_image", "disabled_image_width", "disabled_image_height",
        "selected_highlighted_title", "selected_highlighted_title_key",
        "selected_highlighted_image", "selected_highlighted_image_width",
        "selected_highlighted_image_height", "accepted", "findings",
      ])
    #expect(Set(CSVRenderer.header).count == CSVRenderer.header.count)
  }

  /// The default form: one row per button, plain numbers in their own columns (no `WxH`, no
  /// JSON; the findings' messages apart), each value read back on the model's pixel: within
  /// half a thousandth of it, the same pixel once multiplied by the scale.
  @Test func oneRowPerButtonWithPlainNumbers() throws {
    let text = renderer(for: .csv).render(Fixtures.catalog)[0].contents
    let records = Self.parse(text)
    #expect(records[0] == CSVRenderer.header)
    let rows = Array(records.dropFirst())
    #expect(rows.map { $0[0] } == Fixtures.catalog.buttons.map(\.name))
    let column = Dictionary(uniqueKeysWithValues: CSVRenderer.header.enumerated().map { ($1, $0) })
    for (row, button) in zip(rows, Fixtures.catalog.buttons) {
      #expect(row.count == CSVRenderer.header.count)
      for (cell, name) in zip(row, CSVRenderer.header) where name != "findings" {
        #expect(!cell.contains("{") && !cell.contains("×"), "\(button.name): \(cell)")
      }
      let spec = button.spec
      func number(_ name: String) -> Double? { Double(row[column[name]!]) }
      /// The cell's number names the model's value: the same pixel, within 0.0005 pt.
      func onPixel(_ read: Double?, _ model: Double?) -> Bool {
        guard let read, let model else { return read == nil && model == nil }
        return Swift.abs(read - model) <= 0.0005
          && (read * spec.scale).rounded() == (model * spec.scale).rounded()
      }
      // Placement and spacing only with both an image and a title.
      #expect(onPixel(number("spacing"), (spec.hasImageAndTitle ? spec.spacing : nil)))
      #expect(onPixel(number("padding_top"), spec.padding.top))
      #expect(onPixel(number("padding_left"), spec.padding.left))
      #expect(onPixel(number("padding_bottom"), spec.padding.bottom))
      #expect(onPixel(number("padding_right"), spec.padding.right))
      #expect(onPixel(number("image_width"), spec.imageSize?.width))
      #expect(onPixel(number("image_height"), spec.imageSize?.height))
      let first = try #require(button.chosenLayouts.first)
      #expect(onPixel(number("width"), first.bounds.width))
      #expect(onPixel(number("height"), first.bounds.height))
      #expect(row[column["technique"]!] == button.technique.rawValue)
      #expect(row[column["values_direction"]!] == first.direction.rawValue)
      #expect(row[column["direction"]!] == spec.direction.rawValue)
      // The system font, at UIButton's default size for the target iOS.
      #expect(row[column["font_family"]!] == (button.title == nil ? "" : "System"))
      #expect(
        onPixel(number("font_size"), (button.title == nil ? nil : spec.ios.major >= 15 ? 15 : 18)))
      switch first.values {
      case .legacy(let image, let title, let content):
        #expect(onPixel(number("image_edge_insets_left"), image.left))
        #expect(onPixel(number("title_edge_insets_right"), title.right))
        #expect(onPixel(number("content_edge_insets_top"), content.top))
        #expect(row[column["image_placement"]!] == "")
      case .configuration(let placement, let padding, let content):
        #expect(row[column["image_placement"]!] == (placement?.rawValue ?? ""))
        #expect(onPixel(number("image_padding"), padding))
        #expect(onPixel(number("content_insets_leading"), content.leading))
        #expect(row[column["image_edge_insets_top"]!] == "")
      case .frames(let position, let margin, let content, let image, _):
        #expect(row[column["image_position"]!] == (position?.rawValue ?? ""))
        #expect(onPixel(number("image_margin"), margin))
        #expect(onPixel(number("content_edge_insets_bottom"), content.bottom))
        #expect(onPixel(number("image_view_frame_x"), image?.x))
      }
    }
    // Status: the worst finding of the chosen technique over both directions (info is ok).
    let twoUp = try #require(rows.first { $0[0] == "2up" })
    #expect(twoUp[column["status"]!] == "error")
    #expect(twoUp[column["diagnostics"]!].contains("rtl-broken"))
    let item10 = try #require(rows.first { $0[0] == "item10" })
    #expect(item10[column["title"]!] == "Say \"hi\", then\nwave")
  }

  /// Status counts the variants too, as `list` does; and a hostile title, tag or font name that
  /// starts like a formula is neutralised in the default form as in the long one.
  @Test func statusCountsVariantsAndTextIsNeutralised() throws {
    let spec = ButtonSpec(
      titleSize: Size(width: 30, height: 18), size: .fixed(Size(width: 60, height: 44)))
    var button = ExportButton(
      name: "b", tags: ["=cmd"], title: "=HYPERLINK(\"x\")", fontPath: "evil.ttf", spec: spec,
      layouts: LayoutEngine.layouts(spec))
    button.fontNames = FontNames(family: "+Evil", style: "@Bold")
    #expect(button.status == .ok)
    let warning = Diagnostic(.offPixel, .warning, "m")
    button.variants = [
      VariantLayout(
        key: VariantKey(locale: "de", contentSize: .accessibilityLarge, state: .normal),
        direction: .leftToRight, technique: .exact, fontSize: 20, titleSize: nil,
        frames: button.layouts[0].frames, bounds: button.layouts[0].bounds, gap: nil,
        diagnostics: [warning])
    ]
    #expect(button.status == .warning)
    let text = renderer(for: .csv).render(ExportCatalog(buttons: [button]))[0].contents
    let row = Self.parse(text)[1]
    let column = Dictionary(uniqueKeysWithValues: CSVRenderer.header.enumerated().map { ($1, $0) })
    #expect(row[column["status"]!] == "warning")
    #expect(row[column["title"]!] == "'=HYPERLINK(\"x\")")
    #expect(row[column["tags"]!] == "'=cmd")
    #expect(row[column["font_family"]!] == "'+Evil")
    #expect(row[column["font_style"]!] == "'@Bold")
  }
}

/// The one CSV writer: formula injection neutralised, numbers kept.
@Suite struct CSVFieldTests {
  @Test func textStartingAFormulaGetsAQuote() {
    #expect(CSVField.text("=1+2") == "'=1+2")
    #expect(CSVField.text("+1") == "'+1")
    #expect(CSVField.text("-4") == "'-4")
    #expect(CSVField.text("@SUM(A1)") == "'@SUM(A1)")
    #expect(CSVField.text("\tx") == "'\tx")
    #expect(CSVField.text("\rx") == "\"'\rx\"")
    #expect(CSVField.text("=HYPERLINK(\"u\",\"t\")") == "\"'=HYPERLINK(\"\"u\"\",\"\"t\"\")\"")
    #expect(CSVField.text("a=b") == "a=b")
    #expect(CSVField.text("") == "")
    // A semicolon separates cells in many spreadsheet locales: such a cell is quoted.
    #expect(CSVField.text("a;=1+2") == "\"a;=1+2\"")
  }

  @Test func numbersStayNumbers() {
    for number in ["-4", "0", "17.333333333333332", "-0.5", "1e+300", "-2.5e-7"] {
      #expect(CSVField.number(number) == number)
    }
    for notNumber in ["-", "-x", "=1", "1.", ".5", "1e", "--1", "-1-1"] {
      #expect(CSVField.number(notNumber) == CSVField.text(notNumber), "\(notNumber)")
    }
    #expect(
      CSVField.record([.text("-4"), .number("-4"), "@", .number("@")]) == "'-4,-4,'@,'@\n")
  }
}
