import ButtonLayout
import ButtonStore

/// The failures `recompute` records (migration 0009, `remeasure_failures`): why a button could
/// not be re-measured, kept until a recompute, `set` or `import` measures it again.
extension Catalog {
  /// The recorded failures of the button `id`, in order. A value another tool wrote that is
  /// not one (not text) is shown as stored.
  static func recordedFailures(_ db: Database, _ id: Int64) throws -> [SourceFailure] {
    try db.fetchAll(
      """
      SELECT CAST(kind AS TEXT), CAST(field AS TEXT), CAST(path AS TEXT), CAST(message AS TEXT)
        FROM remeasure_failures WHERE button_id = ? ORDER BY position
      """, arguments: [id]
    ) { row in
      let kind = try row.optionalString(at: 0)
      return SourceFailure(
        kind.flatMap(SourceFailure.Kind.init(rawValue:)) ?? .unmeasurable,
        try row.optionalString(at: 1).map { ButtonField(rawValue: escaped($0)) },
        path: try row.optionalString(at: 2).map(escaped),
        message: escaped(try row.optionalString(at: 3) ?? ""))
    }
  }

  /// Records `failures` as the button `id`'s (replacing what was recorded).
  func recordFailures(_ db: Database, _ id: Int64, _ failures: [SourceFailure], at time: String)
    throws
  {
    try clearFailures(db, id)
    for (position, failure) in failures.enumerated() {
      try db.cachedStatement(
        """
        INSERT INTO remeasure_failures (button_id, position, kind, field, path, message, at)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        """
      ).execute(
        arguments: StatementArguments([
          .integer(id), .integer(Int64(position)), .text(failure.kind.rawValue),
          failure.field.map { .text($0.rawValue) } ?? .null,
          failure.path.map { .text($0) } ?? .null, .text(failure.message), .text(time),
        ]))
    }
  }

  /// Records why an imported button's variants could not be laid out (its values are the
  /// document's; `writeVariants` kept no variant layouts), as `recompute` would.
  func recordFailures(
    _ db: Database, _ id: Int64, _ prepared: PreparedButton, _ sources: SourceFiles,
    at time: String
  ) throws {
    guard let error = prepared.variantsError else { return }
    try recordFailures(db, id, Self.failures(error, prepared.record, sources), at: time)
  }

  /// Forgets the button `id`'s recorded failures: it was measured again.
  func clearFailures(_ db: Database, _ id: Int64) throws {
    try db.cachedStatement("DELETE FROM remeasure_failures WHERE button_id = ?").execute(
      arguments: [id])
  }
}
