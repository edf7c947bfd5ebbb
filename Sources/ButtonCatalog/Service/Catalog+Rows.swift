import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonStore

/// Mapping between `ButtonRecord` and the `buttons` table, derived from the input
/// declarations (`ButtonInputs`): each input writes and reads its own columns by name.
extension Catalog {
  /// The columns that are not inputs, after the inputs' columns.
  static let bookkeepingColumns = [
    "input_digest", "revision", "created_at", "updated_at", "name_key",
  ]

  /// Every column of `buttons` but the id: the inputs' columns, in declaration order, then the
  /// bookkeeping ones.
  static let columns = ButtonInputs.all.flatMap(\.columns) + bookkeepingColumns

  static let selectColumns = "id, " + columns.joined(separator: ", ")

  /// The row of `record`, a value for each of `columns`.
  static func arguments(_ r: ButtonRecord, digest: String? = nil) -> [DatabaseValue] {
    var row = ColumnWriter(columns: columns)
    for store in ButtonInputs.storers { store(r, &row) }
    row.set("input_digest", .text(digest ?? InputDigest.of(r.spec)))
    row.set("revision", .integer(Int64(r.revision)))
    row.set("created_at", .text(r.createdAt))
    row.set("updated_at", .text(r.updatedAt))
    row.set("name_key", .text(NaturalOrder.key(r.name)))
    return row.values
  }

  /// A record from a row of `SELECT selectColumns` (column 0 is the id); throws
  /// `CatalogError.invalidButton` when the row is not a valid button (see `decode`). Tags are
  /// not read: callers that need them validate again once they are set (`checked`).
  static func record(_ row: Row) throws -> (id: Int64, record: ButtonRecord) {
    let stored = try decode(row)
    if !stored.problems.isEmpty {
      throw CatalogError.invalidButton(stored.record.name, stored.problems)
    }
    return (stored.id, stored.record)
  }

  /// The record named `name` and its id, or `nil`; throws `CatalogError.invalidButton` when its
  /// row (tags included) is not a valid button. A command never uses such a row.
  func find(_ db: Database, _ name: String) throws -> (id: Int64, record: ButtonRecord)? {
    guard let stored = try findStored(db, name) else { return nil }
    if !stored.problems.isEmpty {
      throw CatalogError.invalidButton(stored.record.name, stored.problems)
    }
    return (stored.id, stored.record)
  }

  /// The row named `name`, decoded with its tags and every problem it has, or `nil`.
  func findStored(_ db: Database, _ name: String) throws -> StoredButton? {
    guard
      var found = try db.fetchOne(Self.selectByName, arguments: [name], Self.decode)
    else { return nil }
    found.record.tags = try db.fetchAll(
      "SELECT tag FROM tags WHERE button_id = ? ORDER BY tag", arguments: [found.id]
    ) { row -> String in
      guard case .text(let tag) = try row.value(at: 0) else {
        found.problems.append("tags: \(Self.shown(try row.value(at: 0))) is not text")
        return ""
      }
      return tag
    }
    Self.validate(&found)
    return found
  }

  /// The statement of `findStored`, made once (the statement cache is keyed by its text).
  static let selectByName = "SELECT \(selectColumns) FROM buttons WHERE name = ?"

  /// Whether a button named `name` exists (whatever its row holds).
  func exists(_ db: Database, _ name: String) throws -> Bool {
    try db.fetchOne("SELECT 1 FROM buttons WHERE name = ?", arguments: [name]) { _ in true }
      ?? false
  }

  /// A record without a naming rank (`ButtonRecord.namingOrder`, a new button) gets the next
  /// one: it claims its generated names after every button already stored.
  static let insertSQL: String = {
    "INSERT INTO buttons (\(columns.joined(separator: ", "))) VALUES ("
      + columns.map { $0 == "naming_order" ? "coalesce(?, \(nextNamingOrder))" : "?" }
      .joined(separator: ", ") + ")"
  }()

  /// The rank after every stored one (migration 0015).
  static let nextNamingOrder = "(SELECT coalesce(max(naming_order), 0) + 1 FROM buttons)"

  /// The columns `updateSQL` rewrites: every one but the name and the name's sort key, so the
  /// name indexes are left untouched; `rename` changes names.
  static let updatedColumns = columns.filter { $0 != "name" && $0 != "name_key" }

  /// A record without a naming rank (`ButtonRecord.namingOrder`: one not read back since it
  /// was added) leaves the rank the catalog gave the row as it is.
  static let updateSQL: String = {
    "UPDATE buttons SET "
      + updatedColumns.map {
        $0 == "naming_order" ? "\($0) = coalesce(?, \($0))" : "\($0) = ?"
      }.joined(separator: ", ")
      + " WHERE id = ?"
  }()

  /// Where each of `updatedColumns` is in a row of `arguments`, by name.
  static let updatedIndexes = updatedColumns.map { columnIndex[$0]! - 1 }

  /// The arguments of `updateSQL` for the button `id`.
  static func updateArguments(_ r: ButtonRecord, digest: String? = nil, id: Int64)
    -> StatementArguments
  {
    let row = arguments(r, digest: digest)
    return StatementArguments(updatedIndexes.map { row[$0] } + [.integer(id)])
  }

  /// Rewrites the columns of the button `id` whose values differ between `old`, the record as
  /// read from its row, and `new`, with its input digest, revision and time (`recompute`, which
  /// changes measured values only).
  ///
  /// `updateSQL` sets every column, and SQLite then checks every CHECK constraint of the table,
  /// building a table for each list of three or more constants (`placement IN ('top', …)`) each
  /// time the statement runs: about 20 for a row of `buttons`. A column not set is not checked.
  func updateChangedColumns(
    _ db: Database, from old: ButtonRecord, to new: ButtonRecord, digest: String, id: Int64
  ) throws {
    // The input digest is always written: the old row's need not be worked out.
    let before = Self.arguments(old, digest: "")
    let after = Self.arguments(new, digest: digest)
    var set: [String] = []
    var values: [DatabaseValue] = []
    for (column, i) in zip(Self.updatedColumns, Self.updatedIndexes) {
      let always = column == "input_digest" || column == "revision" || column == "updated_at"
      // A record without a naming rank leaves the row's as it is (`updateSQL`'s `coalesce`).
      if column == "naming_order", after[i] == .null { continue }
      guard always || before[i] != after[i] else { continue }
      set.append("\(column) = ?")
      values.append(after[i])
    }
    try db.execute(
      "UPDATE buttons SET \(set.joined(separator: ", ")) WHERE id = ?",
      arguments: StatementArguments(values + [.integer(id)]))
  }

  /// Replaces a button's tags (`old`: the tags it had, when known; unchanged tags are left
  /// alone).
  func writeTags(
    _ db: Database, _ id: Int64, _ tags: [String], fresh: Bool = false, old: [String]? = nil
  ) throws {
    if let old, Set(old) == Set(tags) { return }
    if !fresh { try db.execute("DELETE FROM tags WHERE button_id = ?", arguments: [id]) }
    for tag in tags {
      try db.execute("INSERT INTO tags (button_id, tag) VALUES (?, ?)", arguments: [id, tag])
    }
  }

  /// Replaces a button's layouts with prepared ones, through statements prepared once.
  ///
  /// A button that already has layouts gets them rewritten in place (an upsert keeps each row
  /// where it is, so only the pages holding them change), and loses the rows of a direction it
  /// no longer has, and those of the `insets` technique once it has no given insets.
  func writeLayouts(_ db: Database, _ id: Int64, _ prepared: PreparedButton, fresh: Bool = false)
    throws
  {
    var directions = Set<String>()
    var givenInsets = false
    var values: [DatabaseValue] = []
    values.reserveCapacity(prepared.layouts.count * 11)
    for l in prepared.layouts {
      directions.insert(l.direction)
      if l.technique == Technique.insets.rawValue { givenInsets = true }
      values += [
        .integer(id), .text(l.technique), .text(l.direction),
        .integer(Int64(InputDigest.engineVersion)),
        .text(prepared.digest), .real(l.intrinsicWidth), .real(l.intrinsicHeight),
        l.gap.map { .real($0) } ?? .null, l.worstSeverity.map { .text($0) } ?? .null,
        .text(l.codes),
        .text(l.json),
      ]
    }
    // One statement for all of them: SQLite builds a table for each constant list a CHECK
    // constraint tests (`technique IN (…)`) every time a statement runs, not for each row.
    if !prepared.layouts.isEmpty {
      try db.cachedStatement(Self.upsertLayoutsSQL(rows: prepared.layouts.count)).execute(
        arguments: StatementArguments(values))
    }
    try writeNeeds(db, id, prepared, fresh: fresh)
    if !fresh {
      try db.cachedStatement(
        "DELETE FROM layouts WHERE button_id = ?1 AND direction NOT IN (?2, ?3)"
      ).execute(
        arguments: [
          id, directions.contains("ltr") ? "ltr" : "", directions.contains("rtl") ? "rtl" : "",
        ])
      if !givenInsets {
        try db.cachedStatement("DELETE FROM layouts WHERE button_id = ?1 AND technique = ?2")
          .execute(arguments: [id, Technique.insets.rawValue])
      }
    }
  }

  /// The statement that writes `rows` layouts of a button (`writeLayouts`).
  static func upsertLayoutsSQL(rows: Int) -> String {
    rows < upsertLayoutsSQLs.count ? upsertLayoutsSQLs[rows] : makeUpsertLayoutsSQL(rows: rows)
  }

  /// `upsertLayoutsSQL` for up to 12 rows (a button has at most six techniques in two
  /// directions), made once.
  private static let upsertLayoutsSQLs = (0...12).map { makeUpsertLayoutsSQL(rows: $0) }

  private static func makeUpsertLayoutsSQL(rows: Int) -> String {
    """
    INSERT INTO layouts (button_id, technique, direction, engine_version, input_digest,
      intrinsic_width, intrinsic_height, gap, worst_severity, diagnostic_codes, layout_json)
    VALUES \(Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", count: rows).joined(separator: ", "))
    ON CONFLICT (button_id, technique, direction) DO UPDATE SET
      engine_version = excluded.engine_version, input_digest = excluded.input_digest,
      intrinsic_width = excluded.intrinsic_width, intrinsic_height = excluded.intrinsic_height,
      gap = excluded.gap, worst_severity = excluded.worst_severity,
      diagnostic_codes = excluded.diagnostic_codes, layout_json = excluded.layout_json
    """
  }

  /// Replaces a button's variant layouts: its one `button_variants` row, or none for
  /// a button without variant inputs. `strict`: variants that could not be laid out fail the
  /// command (`add`, `set`); otherwise the stored row is kept (`recompute`, `import`: the button
  /// stays stale and `check` says why).
  func writeVariants(
    _ db: Database, _ id: Int64, _ prepared: PreparedButton, fresh: Bool = false,
    strict: Bool = true
  ) throws {
    if let error = prepared.variantsError {
      if strict { throw error }
      return
    }
    // Measured again: what a recompute could not measure is forgotten.
    if !fresh { try clearFailures(db, id) }
    guard let variants = prepared.variants else {
      if !fresh {
        try db.cachedStatement("DELETE FROM button_variants WHERE button_id = ?").execute(
          arguments: [id])
      }
      return
    }
    // The row's UTF-8 bytes are stored as text without a `String` made of them first (tens of
    // kilobytes a button, checked byte for byte): the cast reads a blob's bytes as text in the
    // database's encoding, UTF-8 in every catalog but one made otherwise by hand.
    let json: DatabaseValue =
      db.storesUTF8 ? .blob(variants.json) : .text(String(decoding: variants.json, as: UTF8.self))
    try db.cachedStatement(
      """
      INSERT INTO button_variants (button_id, engine_version, input_digest, worst_severity,
        variant_count, variants_json)
      VALUES (?, ?, ?, ?, ?, CAST(? AS TEXT))
      ON CONFLICT (button_id) DO UPDATE SET
        engine_version = excluded.engine_version, input_digest = excluded.input_digest,
        worst_severity = excluded.worst_severity, variant_count = excluded.variant_count,
        variants_json = excluded.variants_json
      """
    ).execute(
      arguments: StatementArguments([
        .integer(id), .integer(Int64(InputDigest.engineVersion)), .text(variants.digest),
        variants.worstSeverity.map { .text($0) } ?? .null,
        .integer(Int64(variants.count)), json,
      ]))
  }

  func writeRevision(
    _ db: Database, _ id: Int64, _ record: ButtonRecord, action: String, changes: String,
    user: String, at: String, inputsJSON: String? = nil
  ) throws {
    try db.execute(
      """
      INSERT INTO revisions (button_id, revision, name, action, inputs_json, changes, user, at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      """,
      arguments: [
        id, record.revision, record.name, action,
        inputsJSON ?? JSONWriter(pretty: false).string(RecordJSON.encode(record)), changes, user,
        at,
      ])
  }
}
