import ButtonCatalog
import ButtonExport
import ButtonJSON
import ButtonLayout

extension ListCommand {
  /// One column of `list`: its names and its value, declared once and rendered by every format
  /// that shows it (`Format.columns`).
  enum Column {
    case name, title, description, tags, placement, size, technique, revision, status, stale
    /// JSON only, and only for a button with an approximate title: the other entries stay as
    /// they were.
    case approximate

    /// The JSON key and the CSV header.
    var key: String { "\(self)" }

    /// The table's header.
    var header: String { self == .revision ? "REV" : key.uppercased() }

    /// The column's value for `button`. A row that is not a valid button shows only its name
    /// and status: a column that did not decode would show a default the row does not hold
    /// (`check` lists why).
    func value(_ button: CatalogButton) -> Value {
      let e = button.record
      let valid = button.problems.isEmpty
      switch self {
      case .name: return .text(e.name)
      case .status: return .text(button.status.rawValue)
      case .approximate: return .mark(valid && button.isApproximate)
      default: if !valid { return .empty }
      }
      switch self {
      case .title: return .title(e.title, approximate: button.isApproximate)
      case .description: return .text(e.description)
      case .tags: return .tags(e.tags)
      case .placement: return .text(e.spec.placement.rawValue)
      case .size: return .size(e.spec.size)
      case .technique: return .text(e.technique.rawValue)
      case .revision: return .number(e.revision)
      case .stale: return .bool(button.stale)
      case .name, .status, .approximate: return .empty
      }
    }
  }

  /// A cell's value, as each format writes it.
  enum Value {
    case text(String)
    /// The table cuts it to `titleWidth` columns after '≈' for an approximate title; JSON
    /// gives it whole, `null` without one.
    case title(String?, approximate: Bool)
    case number(Int)
    /// Joined by ',' in the table, ' ' in CSV; an array in JSON.
    case tags([String])
    /// `fit` or `WxH`; JSON: `"fit"` or `{"width","height"}`.
    case size(ButtonSize)
    case bool(Bool)
    /// Written (`true`) only when set; left out otherwise.
    case mark(Bool)
    /// A column of an invalid row: empty, JSON `null`.
    case empty

    var tableCell: String {
      switch self {
      case .text(let text): text
      case .title(let title, let approximate):
        (approximate ? "≈" : "") + TextFormat.truncated(title ?? "", toWidth: titleWidth)
      case .number(let number): String(number)
      case .tags(let tags): tags.joined(separator: ",")
      case .size(let size): ListCommand.size(size)
      case .bool(let flag): String(flag)
      case .mark, .empty: ""
      }
    }

    var csvCell: CSVCell {
      switch self {
      case .number(let number): .number(String(number))
      case .tags(let tags): .text(tags.joined(separator: " "))
      case .title(let title, _): .text(title ?? "")
      default: .text(tableCell)
      }
    }

    /// Appends `,"key":value` (`"key":value` when `first`) to `line`; nothing for an unset
    /// mark. Written directly into one reused buffer (no JSONValue, no allocation per row):
    /// list is read by scripts on big catalogs.
    func appendJSON(_ key: String, first: Bool, into line: inout String) {
      if case .mark(false) = self { return }
      line += first ? "\"" : ",\""
      line += key
      line += "\":"
      switch self {
      case .text(let text): JSONWriter.quote(text, into: &line)
      case .title(let title?, _): JSONWriter.quote(title, into: &line)
      case .number(let number): line += String(number)
      case .tags(let tags):
        line += "["
        for (i, tag) in tags.enumerated() {
          if i > 0 { line += "," }
          JSONWriter.quote(tag, into: &line)
        }
        line += "]"
      case .size(.fixed(let size)):
        line += "{\"width\":"
        line += JSONWriter.format(size.width)
        line += ",\"height\":"
        line += JSONWriter.format(size.height)
        line += "}"
      case .size(.fit): line += "\"fit\""
      case .bool(let flag), .mark(let flag): line += flag ? "true" : "false"
      case .title(nil, _), .empty: line += "null"
      }
    }
  }

  /// The rows of one format as the catalog streams its buttons: JSON and CSV written as they
  /// come, the table (its columns sized to fit) at the end.
  struct Rows {
    let format: Format
    let columns: [Column]
    /// The columns' keys, spelt once for every row.
    let keys: [String]
    let out: TextSink
    private var table: [[String]]
    private var count = 0
    private var started = false
    private var line = ""

    init(format: Format, out: TextSink) {
      self.format = format
      self.columns = format.columns
      keys = columns.map(\.key)
      self.out = out
      table = [columns.map(\.header)]
      line.reserveCapacity(512)
    }

    /// The start of the output, written with the first button (a selection that fails
    /// writes nothing).
    mutating func start() {
      guard !started else { return }
      started = true
      switch format {
      case .json: out.write("[")
      case .csv: out.write(CSVField.record(keys))
      case .table: break
      }
    }

    mutating func add(_ button: CatalogButton) {
      start()
      let values = columns.map { $0.value(button) }
      switch format {
      case .json:
        line.removeAll(keepingCapacity: true)
        line += count == 0 ? "\n  {" : ",\n  {"
        for (i, (key, value)) in zip(keys, values).enumerated() {
          value.appendJSON(key, first: i == 0, into: &line)
        }
        line += "}"
        out.write(line)
      case .csv: out.write(CSVField.record(values.map(\.csvCell)))
      case .table: table.append(values.map(\.tableCell))
      }
      count += 1
    }

    /// The end: JSON's closing bracket, the table (or "no buttons" on standard error).
    func finish(_ console: Console) {
      switch format {
      case .json: out.write(count == 0 ? "]\n" : "\n]\n")
      case .csv: break
      case .table:
        if count == 0 {
          console.err.write("no buttons\n")
        } else {
          out.write(TextFormat.table(table, numeric: false))
        }
      }
    }
  }
}
