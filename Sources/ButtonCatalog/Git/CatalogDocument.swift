import ButtonJSON
import ButtonLayout
import ButtonStore
import Dispatch

/// The canonical JSON document of a catalog: what `export --format json` writes and `import`
/// reads back. Versioned by `formatVersion`; the schema is `Schemas/catalog.schema.json`.
///
/// Deterministic: buttons in natural name order, keys in a fixed order, one input per line and
/// one layout per line (stored layouts are spliced in as stored), LF, trailing newline, no
/// timestamps or revisions. Written as a stream, so memory does not grow with the catalog.
/// The team's settings (`CatalogSettings`) follow the buttons as `settings`, only when one is
/// set: a document without it (an older one) sets none.
package enum CatalogDocument {
  package static let formatVersion = 1

  /// Writes the document, one piece at a time, to `write`. An invalid row stops it
  /// (`CatalogError.invalidButton`); `checkFirst` checks every button before anything is
  /// written, for a destination that cannot be taken back (see `Catalog.forEachButton`).
  /// `inputsOnly` leaves the computed layouts out (`nil`: as the catalog's `inputsOnly`
  /// setting says, else they are written).
  package static func write(
    _ catalog: Catalog, names: [String]? = nil, checkFirst: Bool = false,
    inputsOnly: Bool? = nil, progress: (Int) -> Void = { _ in }, to write: (String) -> Void
  ) throws(CatalogError) {
    var count = 0
    // Read (and checked) before anything is written.
    let settings = try catalog.settings()
    let inputsOnly = inputsOnly ?? settings.inputsOnly ?? false
    // A document does not say whether a button is stale (import recomputes the layouts).
    try catalog.forEachButton(names, checkFirst: checkFirst, staleness: false) { button in
      var text = ""
      appendButton(
        button.record, layouts: inputsOnly ? nil : button.storedLayouts, index: count,
        into: &text)
      write(text)
      count += 1
      progress(count)
    }
    write(end(count: count, settings: settings))
  }

  /// The document's beginning; it goes out with the first button (or at the end).
  static let head = "{\n  \"formatVersion\": \(formatVersion),\n  \"buttons\": ["

  /// Appends the button at `index` of the document: its inputs (`RecordJSON`), one per line,
  /// and its `layouts` (JSON text, stored or `LayoutJSON.appendStored`'s: written in the
  /// document's shape), one per line; `nil` layouts: an inputs-only document, no `layouts`
  /// member. The first button carries the document's head.
  package static func appendButton(
    _ record: ButtonRecord, layouts: [String]?, index: Int, into text: inout String
  ) {
    text += index == 0 ? head + "\n" : ",\n"
    appendButtonBody(record, layouts: layouts, into: &text)
  }

  /// Appends one button of a document, from its `{` to its `}` (no separator, no newline
  /// after): what `appendButton` writes after the document's head or the comma.
  package static func appendButtonBody(
    _ record: ButtonRecord, layouts: [String]?, into text: inout String
  ) {
    text += "    {\n"
    for (_, line) in inputLines(record, last: layouts == nil) { text += line }
    guard let layouts else {
      text += "    }"
      return
    }
    appendLayouts(layouts, into: &text)
    text += "\n    }"
  }

  /// Appends a button's `layouts` member, one layout a line, from its indentation to its `]`.
  package static func appendLayouts(_ layouts: [String], into text: inout String) {
    text += "      \"layouts\": ["
    for (i, layout) in layouts.enumerated() {
      text += i == 0 ? "\n        " : ",\n        "
      text += LayoutJSON.documentForm(layout)
    }
    text += layouts.isEmpty ? "]" : "\n      ]"
  }

  /// A button's input lines as the document writes them, each with its line feed: one input
  /// (`RecordJSON` key) a line, each but the `last` line of the button ending with a comma.
  package static func inputLines(_ record: ButtonRecord, last: Bool) -> [(String, String)] {
    let writer = JSONWriter(pretty: false)
    let members = RecordJSON.encode(record).objectValue ?? []
    return members.enumerated().map { i, member in
      var line = "      "
      JSONWriter.quote(member.0, into: &line)
      line += ": "
      writer.write(member.1, into: &line)
      return (member.0, line + (last && i == members.count - 1 ? "\n" : ",\n"))
    }
  }

  /// The document's end, after `count` buttons: the settings set, if any, then the `}`.
  package static func end(count: Int, settings: CatalogSettings = CatalogSettings()) -> String {
    var text = count == 0 ? head + "]" : "\n  ]"
    settings.appendDocumentMember(into: &text)
    return text + "\n}\n"
  }

  /// Reads a document as a stream: each button is decoded and validated as soon as it is
  /// parsed, and handed to `record` (with the byte offset just past it) while the document has
  /// shown no problem so far. After a problem, reading goes on to list every problem, but hands
  /// over nothing more, and the call throws them all at the end. So a caller that applies the
  /// records in a transaction applies the whole document, or rolls back. `record` returns
  /// `false` to stop reading early (then the call returns without checking the rest, and no
  /// settings). Returns the document's settings (none when it has no `settings`).
  /// `layouts` is called for each button that carries a `layouts` member.
  @discardableResult
  package static func read(
    _ bytes: UnsafeBufferPointer<UInt8>, source: String, layouts: () -> Void = {},
    record: (ButtonRecord, _ end: Int) -> Bool
  ) throws(CatalogError) -> CatalogSettings {
    let items = JSONReader()
    var seen: [String: Int] = [:]
    var count = 0
    var stopped = false
    let value: JSONValue
    do {
      // Computed layouts are recomputed on import: their syntax is checked, their content skipped.
      value = try JSONParser.parse(
        bytes, streamingArray: "buttons", skippingValuesOf: ["layouts"]
      ) { item, end in
        let i = count
        count += 1
        let path = "buttons[\(i)]"
        var fields = item.objectValue ?? []
        if fields.contains(where: { $0.0 == "layouts" }) { layouts() }
        fields.removeAll { $0.0 == "layouts" }
        guard let decoded = RecordJSON.decode(.object(fields), path, items) else {
          if case .object = item {} else { _ = items.object(item, path) }
          return true
        }
        let label = "\(path) '\(decoded.name)'"
        for problem in decoded.validate().errors {
          // Each field under its key in the document (`buttons[3].fontSize`), the fields its
          // message mentions too.
          let message = ButtonField.renderingMentions(in: problem.message) { field, _ in
            ButtonInputs.key(of: field)
          }
          if problem.field == .name {
            items.problem("\(path).name", message)
          } else if let field = problem.field {
            items.problem("\(path).\(ButtonInputs.key(of: field)) ('\(decoded.name)')", message)
          } else {
            items.problem(label, message)
          }
        }
        if let first = seen[decoded.name] {
          items.problem(label, "duplicate name: buttons[\(first)] has the same name")
        } else {
          seen[decoded.name] = i
        }
        if items.problems.isEmpty, !record(decoded, end) {
          stopped = true
          return false
        }
        return true
      }
    } catch {
      // A document git left conflict markers in is not JSON: say where they are.
      let markers = ConflictMarkers.find(in: bytes)
      guard markers.isEmpty else {
        throw .invalid(
          markers.map {
            "\(source): line \($0.line): a merge conflict marker ('\($0.text)'): the document "
              + "holds an unresolved conflict; keep one side of each conflict, remove the markers, "
              + "then import it"
          })
      }
      throw .invalid(["\(source): not valid JSON: \(error.description)"])
    }
    if stopped { return CatalogSettings() }
    let reader = JSONReader()
    guard let top = reader.object(value, "", allowed: ["formatVersion", "buttons", "settings"])
    else {
      throw .invalid(reader.problems.map { "\(source): \($0)" })
    }
    if let version = reader.integer(top["formatVersion"], "formatVersion"), version != formatVersion
    {
      reader.problem(
        "formatVersion",
        "\(version) is not supported: this buttoncat reads format version \(formatVersion)")
    }
    _ = reader.array(top["buttons"], "buttons")
    let settings = CatalogSettings.decode(top["settings"], "settings", reader)
    let problems = reader.problems + items.problems
    if !problems.isEmpty {
      throw .invalid(problems.map { "\(source): \($0)" })
    }
    return settings ?? CatalogSettings()
  }
}

/// A document's bytes, read by a second thread while the calling thread writes.
package struct DocumentBytes: @unchecked Sendable {
  package let buffer: UnsafeBufferPointer<UInt8>
  /// Called on the reading thread with how far it has read; the bytes before are not read again
  /// (so a memory-mapped file can let the system drop them).
  package let release: @Sendable (Int) -> Void
  /// Called on the reading thread after the last byte is read, before anything is kept: throws
  /// when the bytes cannot be trusted (the file changed while it was read).
  package let verify: @Sendable () throws -> Void

  package init(
    _ buffer: UnsafeBufferPointer<UInt8>, release: @escaping @Sendable (Int) -> Void,
    verify: @escaping @Sendable () throws -> Void = {}
  ) {
    self.buffer = buffer
    self.release = release
    self.verify = verify
  }
}

/// What an import did: buttons added, replaced (a new revision) and left as they were (a
/// `--replace` of a button with the same inputs writes nothing).
package struct ImportResult: Equatable, Sendable {
  package var added = 0
  package var replaced = 0
  package var unchanged = 0
  /// Settings the document set to a value the catalog did not have.
  package var settings = 0

  package init(added: Int = 0, replaced: Int = 0, unchanged: Int = 0, settings: Int = 0) {
    self.added = added
    self.replaced = replaced
    self.unchanged = unchanged
    self.settings = settings
  }
}

extension Catalog {
  /// One button of a document on its way from the reading thread to the writing one.
  private struct ImportItem: Sendable {
    var prepared: PreparedButton
    /// The `buttons` row of a button new to the catalog (revision 1).
    var arguments: [DatabaseValue]
    /// Where the button ends in the document, for progress.
    var end: Int
  }

  /// `import`: reads, validates and adds every button of a document in one transaction, or
  /// nothing. A second thread parses and validates the document and computes each button's
  /// layouts while this one writes; every problem of the document is listed (and the
  /// transaction rolled back) as `parse` would list them. Names already in the catalog are
  /// problems (each followed by `existingNameHint`, the front end's way to replace it), unless
  /// `replace`, which overwrites them (a new revision), or leaves them alone when
  /// the document gives the inputs they have (no revision; only stale layouts are rewritten, as
  /// `recompute` would). The settings the document gives are set; one the catalog sets to
  /// another value is a problem unless `replace`. Measured values are
  /// taken as the document gives them; `check` re-measures. `progress` gets the buttons written
  /// and the number expected (estimated from the bytes read until the end).
  package func importDocument(
    _ document: DocumentBytes, source: String, replace: Bool, existingNameHint: String = "",
    by author: Author, progress: (Int, Int) -> Void = { _, _ in }
  ) throws(CatalogError) -> ImportResult {
    let sources = sourceFiles()
    let measurer = measuring(SourceMeasurer())
    return try write { db in
      // A catalog without buttons cannot hold a name of a document that has no duplicates.
      let empty = try db.fetchOne("SELECT NOT EXISTS (SELECT 1 FROM buttons)") {
        try $0.bool(at: 0)
      }
      var problems: [String] = []
      var result = ImportResult()
      var index = 0
      let time = author.time
      // The rank a new button without one gets (`insertSQL` would look for the largest stored
      // one, reading the whole table, for every button): read once, then counted on; `nil`
      // after a write this does not count (a replaced button may take a larger rank).
      var nextRank: Int64?
      func insertNew(_ item: ImportItem) throws -> Int64 {
        var arguments = item.arguments
        let rank = Self.columnIndex["naming_order"]! - 1
        if case .null = arguments[rank] {
          let next =
            try nextRank
            ?? db.fetchOne("SELECT \(Self.nextNamingOrder)") { Int64(try $0.int(at: 0)) } ?? 1
          arguments[rank] = .integer(next)
          nextRank = next + 1
        } else if case .integer(let given) = arguments[rank], let next = nextRank {
          nextRank = Swift.max(next, given + 1)
        }
        try db.cachedStatement(Self.insertSQL).execute(arguments: StatementArguments(arguments))
        return db.lastInsertedRowID
      }
      let size = document.buffer.count
      let settings = try Pipeline.stream(
        produce: { (emit: (ImportItem) -> Bool) throws -> CatalogSettings in
          var released = 0
          // Records wait in groups; each group's layouts are computed on every core at once
          // (this thread and a pool thread share the work with the writing thread).
          var pending: [(record: ButtonRecord, end: Int)] = []
          func flush() -> Bool {
            let items = Self.prepare(pending, time: time, measurer: measurer)
            pending.removeAll(keepingCapacity: true)
            for item in items where !emit(item) { return false }
            return true
          }
          var going = true
          let settings = try CatalogDocument.read(document.buffer, source: source) {
            record, end in
            pending.append((record, end))
            if end - released >= 1 << 24 {
              document.release(end)
              released = end
            }
            if pending.count >= 128 { going = flush() }
            return going
          }
          if going, !pending.isEmpty { _ = flush() }
          try document.verify()
          return settings
        },
        consume: { (item: ImportItem) in
          index += 1
          progress(index, max(index, Int(Double(index) * Double(size) / Double(max(item.end, 1)))))
          var record = item.prepared.record
          if empty == true, problems.isEmpty {
            let id = try insertNew(item)
            try writeNew(db, id, item.prepared, author: author)
            try recordFailures(db, id, item.prepared, sources, at: author.time)
            result.added += 1
            return
          }
          guard let stored = try findStored(db, record.name) else {
            if problems.isEmpty {
              let id = try insertNew(item)
              try writeNew(db, id, item.prepared, author: author)
              try recordFailures(db, id, item.prepared, sources, at: author.time)
              result.added += 1
            }
            return
          }
          guard replace else {
            problems.append("a button named '\(record.name)' already exists" + existingNameHint)
            return
          }
          guard problems.isEmpty else { return }
          nextRank = nil
          // An invalid row (edited outside buttoncat) is replaced whole.
          let (id, old) = (stored.id, stored.record)
          // A document without ranks (an older one) leaves the stored rank as it is.
          if record.namingOrder == nil { record.namingOrder = old.namingOrder }
          let changes = RecordJSON.changes(from: old, to: record)
          if changes.isEmpty, stored.problems.isEmpty {
            // The same inputs: no revision, nothing written but layouts that are out of date.
            if try isStale(db, id, old, sources: sources) {
              try writeLayouts(db, id, item.prepared)
              try writeVariants(db, id, item.prepared, strict: false)
            }
            result.unchanged += 1
            return
          }
          var updated = record
          updated.revision = old.revision + 1
          updated.createdAt = old.createdAt
          if !stored.problems.isEmpty {
            // Nothing of the invalid row is kept: revisions go on after the last recorded one.
            updated.revision =
              try db.fetchOne(
                "SELECT coalesce(max(revision), 0) + 1 FROM revisions WHERE button_id = ?",
                arguments: [id]
              ) { try $0.int(at: 0) } ?? 1
            if updated.createdAt.isEmpty { updated.createdAt = author.time }
            try db.execute("DELETE FROM layouts WHERE button_id = ?", arguments: [id])
            try db.execute("DELETE FROM button_variants WHERE button_id = ?", arguments: [id])
          }
          try db.execute(
            Self.updateSQL,
            arguments: Self.updateArguments(updated, digest: item.prepared.digest, id: id))
          try writeRevision(
            db, id, updated, action: "import", changes: changes, user: author.user,
            at: author.time)
          try writeTags(db, id, updated.tags)
          try writeLayouts(db, id, item.prepared)
          try writeVariants(db, id, item.prepared, strict: false)
          try recordFailures(db, id, item.prepared, sources, at: author.time)
          result.replaced += 1
        })
      problems += try importSettings(
        db, settings, replace: replace, hint: existingNameHint, &result)
      if !problems.isEmpty { throw CatalogError.invalid(problems) }
      progress(index, index)
      return result
    }
  }

  /// Sets the settings a document gives (after its buttons); the problems of those the catalog
  /// sets to another value, unless `replace` (each followed by `hint`, as an existing name).
  private func importSettings(
    _ db: Database, _ settings: CatalogSettings, replace: Bool, hint: String,
    _ result: inout ImportResult
  ) throws -> [String] {
    let (stored, _) = try Self.storedSettings(db)
    var problems: [String] = []
    for key in CatalogSettings.Key.allCases {
      guard let value = settings[key], stored[key] != value else { continue }
      if let old = stored[key], !replace {
        problems.append(
          "settings.\(key.rawValue): the document's '\(value.text)' is not the catalog's "
            + "'\(old.text)'" + hint)
        continue
      }
      try Self.writeSetting(db, key.rawValue, value.text)
      result.settings += 1
    }
    return problems
  }

  /// The import items of `records` (revision 1, created and updated at `time`), computed in
  /// two halves at once (see `Pipeline.map`).
  private static func prepare(
    _ records: [(record: ButtonRecord, end: Int)], time: String, measurer: SourceMeasurer
  ) -> [ImportItem] {
    Pipeline.map(records) { new, end in
      var record = new
      measurer.recordDigests(&record)
      record.revision = 1
      record.createdAt = time
      record.updatedAt = time
      let prepared = PreparedButton(record, measurer: measurer)
      return ImportItem(
        prepared: prepared, arguments: arguments(record, digest: prepared.digest), end: end)
    }
  }

  /// The rows besides `buttons` of a button new to the catalog.
  private func writeNew(_ db: Database, _ id: Int64, _ prepared: PreparedButton, author: Author)
    throws
  {
    try writeRevision(
      db, id, prepared.record, action: "import", changes: "", user: author.user, at: author.time,
      inputsJSON: prepared.inputsJSON)
    try writeTags(db, id, prepared.record.tags, fresh: true)
    try writeLayouts(db, id, prepared, fresh: true)
    try writeVariants(db, id, prepared, fresh: true, strict: false)
  }
}
