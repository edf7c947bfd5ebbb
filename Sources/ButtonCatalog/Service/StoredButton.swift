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

  /// Decodes a row of `SELECT selectColumns` (column 0 is the id) without trusting it: each
  /// input reads its own columns by name (`ButtonInputs`), and every column that does not hold
  /// what the schema says is a problem naming it; the record keeps no value for it. Tags are
  /// read separately; `validate` then applies the rules of `add`.
  static func decode(_ row: Row) throws -> StoredButton {
    let idValue = try row.value(at: 0)
    guard case .integer(let id) = idValue else {
      throw CatalogError.invalidButton("?", ["id: \(shown(idValue)) is not an integer"])
    }
    var columns = ColumnReader(row)
    var r = ButtonRecord(name: "")
    for load in ButtonInputs.loaders { try load(&columns, &r) }
    _ = try columns.text("input_digest")
    if let revision = try columns.integer("revision") {
      r.revision = revision
      if revision < 1 {
        columns.problem("revision", .integer(Int64(revision)), "must be at least 1")
      }
    }
    if let createdAt = try columns.text("created_at") { r.createdAt = createdAt }
    if let updatedAt = try columns.text("updated_at") { r.updatedAt = updatedAt }
    r.deriveTitleLineHeight()

    // The schema's table constraints, which a hand edit can get around.
    // A number column holding no number (NULL, or a value said above) counts as absent.
    func isNull(_ column: String) throws -> Bool {
      switch try columns.value(column) {
      case .real, .integer: false
      default: true
      }
    }
    if try isNull("width") != isNull("height") {
      columns.problem("width, height: one is NULL and the other is not")
    }
    let titleWidthNull = try isNull("title_width")
    if try titleWidthNull != isNull("title_height") {
      columns.problem("title_width, title_height: one is NULL and the other is not")
    } else if r.titleSource != .system, (r.titleSource == .none) != titleWidthNull {
      columns.problem(
        "title_width, title_height: must be NULL exactly when title_source is 'none' (it is '\(r.titleSource.rawValue)')"
      )
    }
    let font: String = if case .text(let text) = try columns.value("font") { text } else { "" }
    if (r.titleSource == .font) != (font != "system") {
      columns.problem(
        "font: '\(escaped(font))' does not go with title_source '\(r.titleSource.rawValue)' (a font file is measured exactly when title_source is 'font')"
      )
    }
    let imageWidthNull = try isNull("image_width")
    if try imageWidthNull != isNull("image_height") {
      columns.problem("image_width, image_height: one is NULL and the other is not")
    } else if (r.imageSource == .none) != imageWidthNull {
      columns.problem(
        "image_width, image_height: must be NULL exactly when image_source is 'none' (it is '\(r.imageSource.rawValue)')"
      )
    }
    if (r.imageSource == .file) != (r.imagePath != nil) {
      columns.problem(
        "image_path: must be set exactly when image_source is 'file' (it is '\(r.imageSource.rawValue)')"
      )
    }
    return StoredButton(id: id, record: r, problems: columns.problems)
  }

  /// Adds the problems the rules of `add` find in the decoded record (`ButtonRecord.validate`,
  /// the entry point `add`, `set` and `import` use), each under the columns its field is
  /// stored in (`ButtonInputs`).
  static func validate(_ stored: inout StoredButton) {
    for error in stored.record.validate().errors {
      stored.problems.append(escaped(error.rendered(ButtonInputs.columns(of:))))
    }
  }
}
