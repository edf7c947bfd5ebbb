import ButtonJSON
import ButtonLayout
import ButtonStore

/// Who makes a change and when, as history records it.
package struct Author: Sendable {
  package var user: String
  /// ISO 8601 UTC, e.g. `2026-11-30T08:40:00Z`.
  package var time: String

  package init(user: String, time: String) {
    self.user = user
    self.time = time
  }
}

/// The service: every change validates first, then computes every technique and writes inputs,
/// layouts and a revision in one IMMEDIATE transaction, so a stored layout is never out of date
/// with its inputs and a failed command changes nothing.
extension Catalog {
  /// Validates and measures `record` (errors are every problem at once); returns the warnings.
  @discardableResult
  package static func prepare(
    _ record: inout ButtonRecord, measurer: SourceMeasurer = SourceMeasurer()
  )
    throws(CatalogError) -> [InputProblem]
  {
    let first = record.validate(measured: false)
    if !first.errors.isEmpty { throw .invalidInputs(first.errors) }
    try measurer.measure(&record)
    let checked = record.validate()
    if !checked.errors.isEmpty { throw .invalidInputs(checked.errors) }
    return checked.warnings
  }

  /// `add`: a new button with every technique's layout. Returns the stored record.
  ///
  /// `prepared`: the caller already ran `prepare` (validated and measured) on `new`, as the
  /// command line does before it creates a catalog file; it is then only validated again.
  @discardableResult
  package func add(
    _ new: ButtonRecord, by author: Author, prepared: Bool = false,
    measurer: SourceMeasurer = SourceMeasurer()
  ) throws(CatalogError) -> ButtonRecord {
    var record = new
    if prepared {
      // Measured before the catalog was opened: a system-font title is sized from its
      // measurements now.
      measuring(measurer).measureSystemTitle(&record)
      let problems = record.validate().errors
      if !problems.isEmpty { throw .invalidInputs(problems) }
    } else {
      try Self.prepare(&record, measurer: measuring(measurer))
    }
    let prepared = try firstRevision(&record, by: author, measurer: measurer)
    let stored = record
    try write { db in _ = try insert(db, stored, prepared, by: author) }
    return stored
  }

  /// A new button's first revision from its prepared record: its revision and times, and its
  /// layouts (a variant that cannot be laid out throws, as `add` refuses it).
  func firstRevision(_ record: inout ButtonRecord, by author: Author, measurer: SourceMeasurer)
    throws(CatalogError) -> PreparedButton
  {
    record.revision = 1
    record.createdAt = author.time
    record.updatedAt = author.time
    let prepared = PreparedButton(record, measurer: measuring(measurer))
    if let error = prepared.variantsError { throw error }
    return prepared
  }

  /// `add`'s write of a prepared record inside a write transaction: the row, its tags, layouts,
  /// variants and first revision. Returns the new row's id.
  func insert(_ db: Database, _ stored: ButtonRecord, _ prepared: PreparedButton, by author: Author)
    throws -> Int64
  {
    if try exists(db, stored.name) { throw CatalogError.duplicateName(stored.name) }
    try db.execute(
      Self.insertSQL,
      arguments: StatementArguments(Self.arguments(stored, digest: prepared.digest)))
    let id = db.lastInsertedRowID
    try writeTags(db, id, stored.tags)
    try writeLayouts(db, id, prepared)
    try writeVariants(db, id, prepared, fresh: true)
    try writeRevision(
      db, id, stored, action: "add", changes: "", user: author.user, at: author.time)
    return id
  }

  /// `set`: applies `edit` to the stored record, re-measures, bumps the revision and recomputes
  /// the layouts, all in one transaction (so concurrent `set`s serialise and none is lost).
  /// When no value changes (measured sizes included), nothing is written: `new` is `old`.
  @discardableResult
  package func set(
    _ name: String, by author: Author, measurer: SourceMeasurer = SourceMeasurer(),
    _ edit: (inout ButtonRecord) throws(CatalogError) -> Void
  ) throws(CatalogError) -> (old: ButtonRecord, new: ButtonRecord) {
    try write { db in
      try set(db, name, by: author, measurer: measurer, edit)
    }
  }

  /// `set` of every button `selection` takes, in natural name order, in one transaction: the
  /// same `edit` for each, all or nothing. A name not in the catalog, a pattern that matches no
  /// button and a tag no button has (a selection that would change nothing there) throw; so
  /// does a selection of nothing (`isEverything`: a `set` never means every button). A failure
  /// of one button throws `inButton` with its name, and nothing is changed.
  package func set(
    _ selection: ButtonSelection, by author: Author, measurer: SourceMeasurer = SourceMeasurer(),
    _ edit: (String, inout ButtonRecord) throws(CatalogError) -> Void
  ) throws(CatalogError) -> [(old: ButtonRecord, new: ButtonRecord)] {
    if selection.isEverything { throw .invalid(["no button selected: give a NAME or PATTERN"]) }
    return try write { db in
      let selected = try select(db, selection)
      if !selected.unusedTags.isEmpty {
        throw CatalogError.invalid(selected.unusedTags.map { "no button has the tag '\($0)'" })
      }
      var results: [(old: ButtonRecord, new: ButtonRecord)] = []
      for name in selected.names ?? [] {
        do {
          results.append(
            try set(db, name, by: author, measurer: measurer) {
              (record: inout ButtonRecord) throws(CatalogError) in try edit(name, &record)
            })
        } catch let error as CatalogError {
          switch error {
          case .invalidButton, .storage, .cannotOpen: throw error
          default: throw CatalogError.inButton(name, error)
          }
        }
      }
      return results
    }
  }

  /// One button's `set` inside a write transaction.
  func set(
    _ db: Database, _ name: String, by author: Author, measurer: SourceMeasurer,
    _ edit: (inout ButtonRecord) throws(CatalogError) -> Void
  ) throws -> (old: ButtonRecord, new: ButtonRecord) {
    guard let (id, old) = try find(db, name) else { throw CatalogError.unknownName(name) }
    var record = old
    try edit(&record)
    record.name = old.name
    _ = try Self.prepare(&record, measurer: measuring(measurer))
    // Nothing to record when no input changed (measured sizes included): no new revision,
    // no write at all.
    let changes = RecordJSON.changes(from: old, to: record)
    if changes.isEmpty { return (old, old) }
    record.revision = old.revision + 1
    record.createdAt = old.createdAt
    record.updatedAt = author.time
    try db.execute(
      Self.updateSQL, arguments: Self.updateArguments(record, id: id))
    try writeTags(db, id, record.tags, old: old.tags)
    let prepared = PreparedButton(record, measurer: measuring(measurer))
    try writeLayouts(db, id, prepared)
    try writeVariants(db, id, prepared)
    try writeRevision(
      db, id, record, action: "set", changes: changes, user: author.user, at: author.time)
    return (old, record)
  }

  /// `rename OLD NEW`: the history follows the button. The new name makes new generated names
  /// (`applyNewStyle()`), so the button takes the next naming rank, as a button added now
  /// would: where its new names collide with another button's, the other keeps them.
  package func rename(_ old: String, to new: String, by author: Author) throws(CatalogError) {
    if let problem = ButtonName.problem(new) { throw .invalid(["name: \(problem)"]) }
    try write { db in
      guard let (id, before) = try find(db, old) else { throw CatalogError.unknownName(old) }
      if old == new { return }
      if try exists(db, new) { throw CatalogError.duplicateName(new) }
      var record = before
      record.name = new
      record.revision += 1
      record.updatedAt = author.time
      try db.execute(
        "UPDATE buttons SET name = ?, name_key = ?, revision = ?, updated_at = ?, naming_order = "
          + Self.nextNamingOrder + " WHERE id = ?",
        arguments: [new, NaturalOrder.key(new), record.revision, author.time, id])
      try writeRevision(
        db, id, record, action: "rename", changes: "name: \(old) → \(new)", user: author.user,
        at: author.time)
    }
  }

  /// `rm NAME`: the button and its layouts go; its history stays. Works on a row that is not a
  /// valid button too (the way to get rid of it).
  package func remove(_ name: String, by author: Author) throws(CatalogError) {
    try write { db in
      guard let stored = try findStored(db, name) else { throw CatalogError.unknownName(name) }
      let id = stored.id
      var record = stored.record
      record.revision += 1
      try writeRevision(
        db, id, record, action: "rm", changes: "", user: author.user, at: author.time)
      try db.execute("DELETE FROM buttons WHERE id = ?", arguments: [id])
    }
  }
}
