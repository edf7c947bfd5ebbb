import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonStore

/// One input of a button, declared once (the table is `ButtonInputs.all`) under one identifier,
/// its field (`fontSize`, "font-size"): its key in the record's JSON (also its name in history's
/// `changes` lines) is the field in lower camel case (`fontSize`), its column of `buttons` the
/// field in snake case (`font_size`), and each front end spells the field its own way (the
/// command line as `--font-size`). A declaration states an exception explicitly (`key:`,
/// `columns:`) only where a stored column or a document key predates the rule (`image` is stored
/// in `image_path`, `tag` is the document's `tags`). Besides its names it says how it is
/// written to and read from its columns, its part of the input digest, and how a parsed value
/// sets it. Everything else is derived from the declarations: the SQL column list and
/// statements, row decoding, `RecordJSON`, `InputDigest`, the command line's options.
package struct ButtonInput: Sendable {
  /// The input's identifier: how validation problems and messages name it. An input only
  /// measured or derived (a title's source, an image's digest…) has one too; no problem names
  /// it and no option sets it.
  package let field: ButtonField
  /// The key in the record's JSON and the name history gives it.
  package let key: String
  /// Its columns of `buttons`, in table order.
  let columns: [String]
  /// The columns a validation problem of `field` names (default: every column, joined only
  /// when a problem is worded, not at every start).
  var problemColumns: String { givenProblemColumns ?? columns.joined(separator: ", ") }
  private let givenProblemColumns: String?
  let store: @Sendable (ButtonRecord, inout ColumnWriter) -> Void
  let load: @Sendable (inout ColumnReader, inout ButtonRecord) throws -> Void
  let encode: @Sendable (ButtonRecord) -> JSONValue
  /// Reads the value of `key` (`nil` when the document lacks it), adding problems to the reader.
  let decode: @Sendable (JSONValue?, String, JSONReader, inout ButtonRecord) -> Void
  /// Whether a document may leave the key out (the record's default then holds): an input
  /// added after documents were written without it.
  let optionalInDocuments: Bool
  /// Whether the record's JSON leaves the key out when its value is `null` (an input added
  /// after documents existed, so that documents, `show` and history of buttons without it stay
  /// as they were).
  let omittedWhenNull: Bool
  /// Its part of the input digest, in digest order (empty: the engine does not read it).
  let digest: [DigestPart]
  /// How a front end sets it (none: it is measured or derived).
  package let settings: [InputSetting]

  /// `key` and `columns`: the exceptions to the names derived from `field`, each for a key or
  /// a column that existed before the rule.
  init(
    _ field: ButtonField, key: String? = nil, columns: [String]? = nil,
    problemColumns: String? = nil,
    store: @escaping @Sendable (ButtonRecord, inout ColumnWriter) -> Void,
    load: @escaping @Sendable (inout ColumnReader, inout ButtonRecord) throws -> Void,
    encode: @escaping @Sendable (ButtonRecord) -> JSONValue,
    decode: @escaping @Sendable (JSONValue?, String, JSONReader, inout ButtonRecord) -> Void,
    optionalInDocuments: Bool = false, omittedWhenNull: Bool = false,
    digest: [DigestPart] = [], settings: [InputSetting] = []
  ) {
    self.field = field
    self.key = key ?? field.key
    self.columns = columns ?? [field.column]
    givenProblemColumns = problemColumns
    self.store = store
    self.load = load
    self.encode = encode
    self.decode = decode
    self.optionalInDocuments = optionalInDocuments
    self.omittedWhenNull = omittedWhenNull
    self.digest = digest
    self.settings = settings
  }

  /// The input's column, for the declarations of one column.
  var column: String { columns[0] }
}

extension ButtonField {
  /// The field's key in documents and history: its name in lower camel case (`font-size` →
  /// `fontSize`).
  package var key: String {
    var out = ""
    var upper = false
    for c in rawValue {
      if c == "-" {
        upper = true
      } else {
        out += upper ? c.uppercased() : String(c)
        upper = false
      }
    }
    return out
  }

  /// The field's column of `buttons`: its name in snake case (`font-size` → `font_size`).
  package var column: String { String(rawValue.map { $0 == "-" ? "_" : $0 }) }
}

/// How a front end sets an input: what a parsed value changes, and how the input goes back to
/// its default. How the value is typed, its placeholder and its help are the front end's own
/// (the command line's `InputHelp`).
package struct InputSetting: Sendable {
  package let field: ButtonField
  /// Given any number of times; `apply` gets every value as a `.list`.
  package let repeatable: Bool
  /// Only stored buttons have it (a layout computed on its own has no such input).
  package let catalogOnly: Bool
  let update: @Sendable (InputValue, inout ButtonRecord) -> Void
  /// How the input goes back to its default (the command line spells it `--no-…`); `nil`: it
  /// has no such way.
  let reset: (@Sendable (inout ButtonRecord) -> Void)?

  init(
    _ field: ButtonField, repeatable: Bool = false, catalogOnly: Bool = false,
    reset: (@Sendable (inout ButtonRecord) -> Void)? = nil,
    _ update: @escaping @Sendable (InputValue, inout ButtonRecord) -> Void
  ) {
    self.field = field
    self.repeatable = repeatable
    self.catalogOnly = catalogOnly
    self.reset = reset
    self.update = update
  }

  /// Whether the input has a way back to its default (`clear`).
  package var clearable: Bool { reset != nil }

  /// Turns the input of `record` back to its default.
  package func clear(_ record: inout ButtonRecord) {
    reset?(&record)
  }

  /// Sets the input of `record` to `value`.
  package func apply(_ value: InputValue, to record: inout ButtonRecord) {
    update(value, &record)
  }
}

/// A setting's value, parsed.
package enum InputValue: Equatable, Sendable {
  case text(String)
  case number(Double)
  case size(Size)
  case fit
  case insets(EdgeInsets)
  case version(IOSVersion)
  /// A font file, or `nil` for the system font.
  case font(FontSource?)
  /// Every value of a repeatable setting, or of a list.
  case list([InputValue])
  case bool(Bool)
  /// A value for one control state (`STATE=…`).
  indirect case stateValue(ControlState, InputValue)
  /// A diagnostic code and the reason it is accepted with (empty when none was given).
  case finding(Diagnostic.Code, reason: String)
}

/// One member of the engine inputs' JSON, which the input digest is the SHA-256 of.
///
/// An input added after catalogs exist gives `nil` for its default (the member is left out):
/// buttons that keep the default keep their stored digests, so their layouts stay current.
struct DigestPart: Sendable {
  let key: String
  let value: @Sendable (ButtonSpec) -> EngineValue?

  init(_ key: String, _ value: @escaping @Sendable (ButtonSpec) -> EngineValue?) {
    self.key = key
    self.value = value
  }
}

/// A value of the engine inputs' JSON: written as bytes for the digest, or as a `JSONValue`.
enum EngineValue {
  case null
  case number(Double)
  case string(String)
  case size(Size)
  case insets(EdgeInsets)

  static func size(_ value: Size?) -> EngineValue { value.map { .size($0) } ?? .null }

  var json: JSONValue {
    switch self {
    case .null: .null
    case .number(let v): .number(v)
    case .string(let v): .string(v)
    case .size(let v): LayoutJSON.size(v)
    case .insets(let v): LayoutJSON.insets(v)
    }
  }

  /// What `JSONWriter(pretty: false)` writes for `json` (strings here are raw values and
  /// version numbers: nothing to escape).
  func write(into text: inout [UInt8]) {
    func add(_ piece: StaticString) {
      text.append(
        contentsOf: UnsafeBufferPointer(start: piece.utf8Start, count: piece.utf8CodeUnitCount))
    }
    func number(_ value: Double) { text.append(contentsOf: JSONWriter.format(value).utf8) }
    switch self {
    case .null: add("null")
    case .number(let v): number(v)
    case .string(let v):
      add("\"")
      text.append(contentsOf: v.utf8)
      add("\"")
    case .size(let v):
      add("{\"width\":")
      number(v.width)
      add(",\"height\":")
      number(v.height)
      add("}")
    case .insets(let v):
      add("{\"top\":")
      number(v.top)
      add(",\"left\":")
      number(v.left)
      add(",\"bottom\":")
      number(v.bottom)
      add(",\"right\":")
      number(v.right)
      add("}")
    }
  }
}

/// The values of a `buttons` row as an input writes them, checked column by column against the
/// column list (so a declaration that writes other columns than it declares traps at once).
struct ColumnWriter {
  let columns: [String]
  private(set) var values: [DatabaseValue] = []

  init(columns: [String]) {
    self.columns = columns
    values.reserveCapacity(columns.count)
  }

  mutating func set(_ column: String, _ value: DatabaseValue) {
    precondition(
      values.count < columns.count && columns[values.count] == column,
      "column \(column) written out of its declared place")
    values.append(value)
  }

  mutating func set(_ column: String, text: String?) {
    set(column, text.map { .text($0) } ?? .null)
  }
  mutating func set(_ column: String, real: Double?) {
    set(column, real.map { .real($0) } ?? .null)
  }
}

/// Reads the columns of a row of `SELECT Catalog.selectColumns` by name, without trusting
/// them: a value that is not what the schema says is a problem naming the column and showing
/// the value as stored, and the read gives `nil` (the record keeps no made-up value).
struct ColumnReader {
  let row: Row
  private(set) var problems: [String] = []
  /// `Catalog.columns`, taken once per row rather than once per column.
  private let columns = Catalog.columns
  /// Columns are read in table order, so the one asked for is almost always the next one:
  /// checked by name (short strings compare without hashing), looked up otherwise.
  private var next = 0

  init(_ row: Row) { self.row = row }

  mutating func value(_ column: String) throws -> DatabaseValue {
    var index = next
    if index >= columns.count || columns[index] != column {
      index = Catalog.columnIndex[column]! - 1
    }
    next = index + 1
    return try row.value(at: index + 1)
  }

  mutating func problem(_ column: String, _ stored: DatabaseValue, _ message: String) {
    problems.append("\(column): \(Catalog.shown(stored)) \(message)")
  }

  mutating func problem(_ text: String) { problems.append(text) }

  /// TEXT or NULL: `.some(nil)` for NULL, `nil` (a problem) for anything else.
  mutating func optionalText(_ column: String) throws -> String?? {
    let stored = try value(column)
    switch stored {
    case .null: return .some(nil)
    case .text(let text): return text
    default:
      problem(column, stored, "is not text")
      return nil
    }
  }

  mutating func text(_ column: String) throws -> String? {
    let stored = try value(column)
    guard case .text(let text) = stored else {
      problem(column, stored, "is not text")
      return nil
    }
    return text
  }

  /// REAL, INTEGER or NULL: `.some(nil)` for NULL, `nil` (a problem) for anything else.
  mutating func optionalNumber(_ column: String) throws -> Double?? {
    let stored = try value(column)
    switch stored {
    case .null: return .some(nil)
    case .real(let v): return v
    case .integer(let v): return Double(v)
    default:
      problem(column, stored, "is not a number")
      return nil
    }
  }

  mutating func number(_ column: String) throws -> Double? {
    let stored = try value(column)
    switch stored {
    case .real(let v): return v
    case .integer(let v): return Double(v)
    default:
      problem(column, stored, "is not a number")
      return nil
    }
  }

  mutating func integer(_ column: String) throws -> Int? {
    let stored = try value(column)
    guard case .integer(let v) = stored, let exact = Int(exactly: v) else {
      problem(column, stored, "is not an integer")
      return nil
    }
    return exact
  }

  mutating func choice<T: RawRepresentable & CaseIterable>(_ column: String, _: T.Type) throws
    -> T? where T.RawValue == String
  {
    let stored = try value(column)
    if case .text(let text) = stored, let v = T(rawValue: text) { return v }
    problem(column, stored, "is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
    return nil
  }
}

/// A stored property named by a key path, resolved once to its offset in `Root`
/// (`MemoryLayout.offset(of:)`): reading or writing it is then a pointer access, where a key
/// path is projected by the runtime at every use (the declarations of the common kinds read and
/// write through these for every row, every record's JSON and every digest). A path that is
/// not a chain of stored properties keeps the projection.
///
/// Made from a key path literal in code the optimizer inlines (`ButtonInputs.text`, `choice`…
/// are `@inline(__always)`), the offset is folded to a constant and the key path, no longer
/// used, is never created: a new process then pays neither for the key path object nor for its
/// class's generic metadata (`WritableKeyPath<ButtonRecord, Placement>`…), about as much as
/// the rest of a declaration together.
struct StoredProperty<Root, Value>: Sendable {
  /// The key path, kept only when it has no offset.
  private let path: (KeyPath<Root, Value> & Sendable)?
  private let writablePath: (WritableKeyPath<Root, Value> & Sendable)?
  /// The property's offset in `Root`; -1 when `path` is used instead.
  private let offset: Int
  private let writable: Bool

  @inline(__always)
  init(_ path: KeyPath<Root, Value> & Sendable) {
    writable = false
    writablePath = nil
    if let offset = MemoryLayout<Root>.offset(of: path) {
      self.offset = offset
      self.path = nil
    } else {
      offset = -1
      self.path = path
    }
  }

  @inline(__always)
  init(_ path: WritableKeyPath<Root, Value> & Sendable) {
    writable = true
    if let offset = MemoryLayout<Root>.offset(of: path) {
      self.offset = offset
      self.path = nil
      writablePath = nil
    } else {
      offset = -1
      self.path = path
      writablePath = path
    }
  }

  @inline(__always)
  func get(_ root: Root) -> Value {
    if let path { return root[keyPath: path] }
    return withUnsafePointer(to: root) {
      UnsafeRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
    }
  }

  @inline(__always)
  func set(_ root: inout Root, _ value: Value) {
    precondition(writable, "the property is not writable")
    if let writablePath {
      root[keyPath: writablePath] = value
      return
    }
    withUnsafeMutablePointer(to: &root) {
      UnsafeMutableRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Value.self)
        .pointee = value
    }
  }
}
