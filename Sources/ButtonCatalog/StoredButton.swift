import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonStore

/// A row of `buttons` as read back: the record, and every way the row is not a valid button.
///
/// A catalog file may have been edited by hand (the sqlite3 shell with its CHECK constraints
/// off, a table rebuilt without STRICT) or damaged. Every row is therefore checked as it is
/// read, column by column (types, names of choices, the schema's table constraints), then with
/// the rules of `add` (`ButtonRecord.validate`, the validation entry point every command uses).
/// A row with problems is never used: `list` marks it invalid, `check` reports it, other
/// commands refuse it (`CatalogError.invalidButton`).
struct StoredButton: Sendable {
  var id: Int64
  var record: ButtonRecord
  /// Each problem names the column and shows the value as stored.
  var problems: [String]
}

extension Catalog {
  /// A stored value as a message shows it: text quoted (control characters escaped), numbers
  /// as stored, `NULL`, a blob by its size.
  static func shown(_ value: DatabaseValue) -> String {
    switch value {
    case .null: "NULL"
    case .integer(let v): "\(v)"
    case .real(let v): "\(v)"
    case .text(let v): "'\(escaped(v))'"
    case .blob(let v): "a blob of \(v.count) bytes"
    }
  }

  /// `text` with control characters written as escapes (`\n`, `\u{1B}`), for messages.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar.value == 0x2028 || scalar.value == 0x2029:
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// The index of each column of `columns` in a row of `SELECT selectColumns`.
  static let columnIndex = Dictionary(
    uniqueKeysWithValues: columns.enumerated().map { ($1, $0 + 1) })

  /// Decodes a row of `SELECT selectColumns` (column 0 is the id) without trusting it: every
  /// column that does not hold what the schema says is a problem naming it. Tags are read
  /// separately; `validate` then applies the rules of `add`.
  static func decode(_ row: Row) throws -> StoredButton {
    var problems: [String] = []
    // Columns are read in table order, so the one asked for is almost always the next one:
    // checked by name (short strings compare without hashing), looked up otherwise.
    var next = 0
    func value(_ column: String) throws -> DatabaseValue {
      var index = next
      if index >= columns.count || columns[index] != column { index = columnIndex[column]! - 1 }
      next = index + 1
      return try row.value(at: index + 1)
    }
    func problem(_ column: String, _ stored: DatabaseValue, _ message: String) {
      problems.append("\(column): \(shown(stored)) \(message)")
    }
    func optionalText(_ column: String) throws -> String? {
      let stored = try value(column)
      switch stored {
      case .null: return nil
      case .text(let text): return text
      default:
        problem(column, stored, "is not text")
        return nil
      }
    }
    func text(_ column: String) throws -> String {
      let stored = try value(column)
      guard case .text(let text) = stored else {
        problem(column, stored, "is not text")
        return ""
      }
      return text
    }
    func optionalNumber(_ column: String) throws -> Double? {
      try optionalNumber(column, try value(column))
    }
    func optionalNumber(_ column: String, _ stored: DatabaseValue) -> Double? {
      switch stored {
      case .null: return nil
      case .real(let v): return v
      case .integer(let v): return Double(v)
      default:
        problem(column, stored, "is not a number")
        return nil
      }
    }
    func number(_ column: String) throws -> Double {
      let stored = try value(column)
      if case .null = stored {
        problem(column, stored, "is not a number")
        return 0
      }
      return optionalNumber(column, stored) ?? 0
    }
    func integer(_ column: String) throws -> Int {
      let stored = try value(column)
      guard case .integer(let v) = stored, let exact = Int(exactly: v) else {
        problem(column, stored, "is not an integer")
        return 0
      }
      return exact
    }
    func choice<T: RawRepresentable & CaseIterable>(_ column: String, _ type: T.Type, _ fallback: T)
      throws -> T where T.RawValue == String
    {
      let stored = try value(column)
      if case .text(let text) = stored, let v = T(rawValue: text) { return v }
      problem(
        column, stored,
        "is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
      return fallback
    }

    let idValue = try row.value(at: 0)
    guard case .integer(let id) = idValue else {
      throw CatalogError.invalidButton("?", ["id: \(shown(idValue)) is not an integer"])
    }
    var r = ButtonRecord(name: try text("name"))
    r.description = try text("description")
    r.title = try optionalText("title")
    r.titleSource = try choice("title_source", TitleSource.self, .none)
    let font = try text("font")
    let face = try integer("font_face")
    if face < 0 { problem("font_face", .integer(Int64(face)), "must not be negative") }
    r.font = font == "system" ? nil : FontSource(path: font, faceIndex: max(face, 0))
    let fallbacks = try text("fallback_fonts")
    let reader = JSONReader()
    if let items = (try? JSONParser.parse(fallbacks))?.arrayValue {
      r.fallbackFonts = items.enumerated().compactMap {
        RecordJSON.fontSource($1, "fallback_fonts[\($0)]", reader)
      }
      problems += reader.problems.map { "fallback_fonts: \(escaped($0))" }
    } else {
      problem("fallback_fonts", .text(fallbacks), "is not a JSON array of fonts")
    }
    r.fontSize = try optionalNumber("font_size")
    let titleWidth = try optionalNumber("title_width")
    let titleHeight = try optionalNumber("title_height")
    if let w = titleWidth, let h = titleHeight { r.spec.titleSize = Size(width: w, height: h) }
    r.titleDigest = try optionalText("title_digest")
    r.imageSource = try choice("image_source", ImageSource.self, .none)
    r.imagePath = try optionalText("image_path")
    let imageWidth = try optionalNumber("image_width")
    let imageHeight = try optionalNumber("image_height")
    if let w = imageWidth, let h = imageHeight { r.spec.imageSize = Size(width: w, height: h) }
    r.imageDigest = try optionalText("image_digest")
    r.spec.placement = try choice("placement", Placement.self, .left)
    r.spec.spacing = try number("spacing")
    r.spec.padding = EdgeInsets(
      top: try number("padding_top"), left: try number("padding_left"),
      bottom: try number("padding_bottom"), right: try number("padding_right"))
    let width = try optionalNumber("width")
    let height = try optionalNumber("height")
    if let w = width, let h = height { r.spec.size = .fixed(Size(width: w, height: h)) }
    r.spec.horizontalAlignment = try choice("align", HorizontalAlignment.self, .center)
    r.spec.verticalAlignment = try choice("valign", VerticalAlignment.self, .center)
    r.spec.scale = Double(try integer("scale"))
    let ios = try text("ios")
    if let version = IOSVersion(parsing: ios) {
      r.spec.ios = version
    } else {
      problem("ios", .text(ios), "is not an iOS version")
    }
    r.spec.direction = try choice("direction", DirectionChoice.self, .ltr)
    r.technique = try choice("technique", Technique.self, .exact)
    _ = try text("input_digest")
    r.revision = try integer("revision")
    if r.revision < 1 { problem("revision", .integer(Int64(r.revision)), "must be at least 1") }
    r.createdAt = try text("created_at")
    r.updatedAt = try text("updated_at")
    r.spec.titleLineHeight =
      r.titleSource == .font ? nil : r.fontSize.map(SystemFont.lineHeight(pointSize:))

    // The schema's table constraints, which a hand edit can get around.
    if (width == nil) != (height == nil) {
      problems.append("width, height: one is NULL and the other is not")
    }
    if (titleWidth == nil) != (titleHeight == nil) {
      problems.append("title_width, title_height: one is NULL and the other is not")
    } else if (r.titleSource == .none) != (titleWidth == nil) {
      problems.append(
        "title_width, title_height: must be NULL exactly when title_source is 'none' (it is '\(r.titleSource.rawValue)')"
      )
    }
    if (r.titleSource == .font) != (font != "system") {
      problems.append(
        "font: '\(escaped(font))' does not go with title_source '\(r.titleSource.rawValue)' (a font file is measured exactly when title_source is 'font')"
      )
    }
    if (imageWidth == nil) != (imageHeight == nil) {
      problems.append("image_width, image_height: one is NULL and the other is not")
    } else if (r.imageSource == .none) != (imageWidth == nil) {
      problems.append(
        "image_width, image_height: must be NULL exactly when image_source is 'none' (it is '\(r.imageSource.rawValue)')"
      )
    }
    if (r.imageSource == .file) != (r.imagePath != nil) {
      problems.append(
        "image_path: must be set exactly when image_source is 'file' (it is '\(r.imageSource.rawValue)')"
      )
    }
    return StoredButton(id: id, record: r, problems: problems)
  }

  /// The columns an input of `add` is stored in, for problems found by its validation.
  static let optionColumns: [String: String] = [
    "name": "name", "--title": "title", "--font": "font", "--fallback-font": "fallback_fonts",
    "--font-size": "font_size", "--title-size": "title_width, title_height",
    "--title-width": "title_width", "--image": "image_path",
    "--image-size": "image_width, image_height", "--placement": "placement",
    "--spacing": "spacing", "--padding": "padding_top, padding_left, padding_bottom, padding_right",
    "--size": "width, height", "--align": "align", "--valign": "valign", "--scale": "scale",
    "--ios": "ios", "--direction": "direction", "--technique": "technique", "--tag": "tags",
    "--description": "description",
  ]

  /// Adds the problems the rules of `add` find in the decoded record (`ButtonRecord.validate`,
  /// the entry point `add`, `set` and `import` use), each under the column it comes from.
  static func validate(_ stored: inout StoredButton) {
    for error in stored.record.validate().errors {
      let field = error.prefix { $0 != ":" }
      if let column = optionColumns[String(field)] {
        stored.problems.append(column + escaped(String(error.dropFirst(field.count))))
      } else {
        stored.problems.append(escaped(error))
      }
    }
  }
}
