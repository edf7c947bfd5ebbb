import ButtonJSON
import ButtonLayout
import ButtonStore

/// The canonical JSON document of a catalog: what `export --format json` writes and `import`
/// reads back. Versioned by `formatVersion`; the schema is `Schemas/catalog.schema.json`.
///
/// Deterministic: buttons in natural name order, keys in a fixed order, one input per line and
/// one layout per line (stored layouts are spliced in as stored), LF, trailing newline, no
/// timestamps or revisions. Written as a stream, so memory does not grow with the catalog.
public enum CatalogDocument {
  public static let formatVersion = 1

  /// Writes the document, one piece at a time, to `write`.
  public static func write(
    _ catalog: Catalog, names: [String]? = nil, progress: (Int) -> Void = { _ in },
    to write: (String) -> Void
  ) throws(CatalogError) {
    let writer = JSONWriter(pretty: false)
    write("{\n  \"formatVersion\": \(formatVersion),\n  \"buttons\": [")
    var count = 0
    try catalog.forEachButton(names) { record, layouts, _ in
      var text = count == 0 ? "\n    {\n" : ",\n    {\n"
      for (key, value) in RecordJSON.encode(record).objectValue ?? [] {
        text += "      "
        JSONWriter.quote(key, into: &text)
        text += ": "
        writer.write(value, into: &text)
        text += ",\n"
      }
      text += "      \"layouts\": ["
      for (i, layout) in layouts.enumerated() {
        text += (i == 0 ? "\n        " : ",\n        ") + layout
      }
      text += layouts.isEmpty ? "]\n    }" : "\n      ]\n    }"
      write(text)
      count += 1
      progress(count)
    }
    write(count == 0 ? "]\n}\n" : "\n  ]\n}\n")
  }

  /// A parsed, validated document: the records in document order.
  public struct Parsed {
    public var records: [ButtonRecord]
  }

  /// Parses and validates a whole document, listing every problem (syntax, version, unknown
  /// keys, invalid values, duplicate names) before anything is applied. Each button's
  /// `layouts` are checked for JSON syntax only: import recomputes them from the inputs, so a
  /// document's computed values are never trusted.
  public static func parse(_ bytes: [UInt8], source: String) throws(CatalogError) -> Parsed {
    let value: JSONValue
    do {
      // Computed layouts are recomputed on import: their syntax is checked, their content skipped.
      value = try JSONParser.parse(bytes, skippingValuesOf: ["layouts"])
    } catch {
      throw .invalid(["\(source): not valid JSON: \(error.description)"])
    }
    let reader = JSONReader()
    guard let top = reader.object(value, "", allowed: ["formatVersion", "buttons"]) else {
      throw .invalid(reader.problems.map { "\(source): \($0)" })
    }
    if let version = reader.integer(top["formatVersion"], "formatVersion"), version != formatVersion
    {
      reader.problem(
        "formatVersion",
        "\(version) is not supported: this buttoncat reads format version \(formatVersion)")
    }
    var records: [ButtonRecord] = []
    var seen: [String: Int] = [:]
    for (i, item) in (reader.array(top["buttons"], "buttons") ?? []).enumerated() {
      let path = "buttons[\(i)]"
      var fields = item.objectValue ?? []
      fields.removeAll { $0.0 == "layouts" }
      guard let record = RecordJSON.decode(.object(fields), path, reader) else {
        if case .object = item {} else { _ = reader.object(item, path) }
        continue
      }
      let label = "\(path) '\(record.name)'"
      for problem in record.validate().errors {
        reader.problem(label, problem.hasPrefix("--") ? String(problem.dropFirst(2)) : problem)
      }
      if let first = seen[record.name] {
        reader.problem(label, "duplicate name: buttons[\(first)] has the same name")
      } else {
        seen[record.name] = i
      }
      records.append(record)
    }
    if !reader.problems.isEmpty {
      throw .invalid(reader.problems.map { "\(source): \($0)" })
    }
    return Parsed(records: records)
  }
}

extension Catalog {
  /// `import`: adds every record of a validated document in one transaction, or nothing. Names
  /// already in the catalog are problems, unless `replace`, which overwrites them (a new
  /// revision). Measured values are taken as the document gives them; `check` re-measures.
  public func importRecords(
    _ records: [ButtonRecord], replace: Bool, by author: Author,
    progress: (Int, Int) -> Void = { _, _ in }
  ) throws(CatalogError) -> (added: Int, replaced: Int) {
    try write { db in
      var problems: [String] = []
      var existing: [String: (Int64, ButtonRecord)] = [:]
      for record in records {
        if let found = try find(db, record.name) {
          if replace {
            existing[record.name] = found
          } else {
            problems.append("a button named '\(record.name)' already exists (use --replace)")
          }
        }
      }
      if !problems.isEmpty { throw CatalogError.invalid(problems) }
      var added = 0
      var index = 0
      let time = author.time
      // Layouts and their JSON are computed on a second core while this thread writes.
      try Pipeline.run(
        records,
        produce: { new in
          var record = new
          record.updatedAt = time
          return PreparedButton(record)
        },
        consume: { prepared in
          progress(index, records.count)
          index += 1
          var record = prepared.record
          let id: Int64
          if let (oldID, old) = existing[record.name] {
            id = oldID
            record.revision = old.revision + 1
            record.createdAt = old.createdAt
            try db.execute(
              Self.updateSQL,
              arguments: StatementArguments(
                Self.arguments(record, digest: prepared.digest) + [.integer(id)]))
            try writeRevision(
              db, id, record, action: "import", changes: RecordJSON.changes(from: old, to: record),
              user: author.user, at: author.time)
          } else {
            record.revision = 1
            record.createdAt = author.time
            try db.cachedStatement(Self.insertSQL).execute(
              arguments: StatementArguments(Self.arguments(record, digest: prepared.digest)))
            id = db.lastInsertedRowID
            try writeRevision(
              db, id, record, action: "import", changes: "", user: author.user, at: author.time,
              inputsJSON: prepared.inputsJSON)
            added += 1
          }
          // A button new to the catalog has no tags or layouts to replace.
          let fresh = existing[record.name] == nil
          try writeTags(db, id, record.tags, fresh: fresh)
          try writeLayouts(db, id, prepared, fresh: fresh)
        })
      progress(records.count, records.count)
      return (added, existing.count)
    }
  }
}
