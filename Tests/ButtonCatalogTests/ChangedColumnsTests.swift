import ButtonLayout
import ButtonStore
import Testing

@testable import ButtonCatalog

/// `recompute` rewrites only the columns a new measurement changed (`updateChangedColumns`):
/// the row it leaves is the one `updateSQL`, which sets every column, leaves.
@Suite struct ChangedColumnsTests {
  typealias T = TemporaryCatalog

  /// Every column of the button `name`, as stored.
  static func row(_ temp: T, _ name: String) throws -> [String: DatabaseValue] {
    let database = try Database(path: temp.path, mode: .readOnly)
    return try database.fetchOne("SELECT * FROM buttons WHERE name = ?", arguments: [name]) {
      row in
      var columns: [String: DatabaseValue] = [:]
      for i in 0..<row.count { columns[row.columnName(at: i)] = try row.value(at: i) }
      return columns
    } ?? [:]
  }

  /// The same change written both ways, to two catalogs holding the same button.
  static func bothWays(_ change: (inout ButtonRecord) -> Void) throws -> (
    narrow: [String: DatabaseValue], full: [String: DatabaseValue], old: [String: DatabaseValue]
  ) {
    var rows: [[String: DatabaseValue]] = []
    var old: [String: DatabaseValue] = [:]
    for narrow in [true, false] {
      let temp = try T()
      let catalog = try temp.open()
      var record = T.record("nav/close", tags: ["nav"])
      record.description = "Closes the sheet"
      try catalog.add(record, by: T.alice)
      old = try row(temp, "nav/close")
      let stored = try catalog.show("nav/close").record
      var new = stored
      change(&new)
      try catalog.write { db in
        let id = try db.fetchOne("SELECT id FROM buttons WHERE name = 'nav/close'") {
          try $0.int64(at: 0)
        }!
        if narrow {
          try catalog.updateChangedColumns(db, from: stored, to: new, digest: "d1", id: id)
        } else {
          try db.execute(
            Catalog.updateSQL, arguments: Catalog.updateArguments(new, digest: "d1", id: id))
        }
      }
      rows.append(try row(temp, "nav/close"))
    }
    return (rows[0], rows[1], old)
  }

  @Test func aRemeasuredTitleWritesTheRowAFullUpdateWrites() throws {
    let (narrow, full, old) = try Self.bothWays { r in
      r.spec.titleSize = Size(width: 52.859375, height: 19.7890625)
      r.revision += 1
      r.updatedAt = T.bob.time
    }
    #expect(narrow == full)
    // The change is there, and so is what did not change.
    #expect(narrow["title_width"] == .real(52.859375))
    #expect(narrow["input_digest"] == .text("d1"))
    #expect(narrow["revision"] == .integer(2))
    #expect(narrow["placement"] == old["placement"])
    #expect(narrow["created_at"] == old["created_at"])
  }

  /// Any input at all, an enumerated one (whose CHECK constraint then runs) included.
  @Test func anyChangedColumnIsWritten() throws {
    let (narrow, full, old) = try Self.bothWays { r in
      r.spec.placement = .trailing
      r.spec.imageSize = Size(width: 28, height: 24)
      r.description = "Closes the sheet, and saves"
      r.namingOrder = nil
    }
    #expect(narrow == full)
    #expect(narrow["placement"] != old["placement"])
    #expect(narrow["description"] == .text("Closes the sheet, and saves"))
    // No rank given: the row's stays, both ways.
    #expect(narrow["naming_order"] == old["naming_order"])
  }

  @Test func nothingChangedButTheBookkeeping() throws {
    let (narrow, full, _) = try Self.bothWays { _ in }
    #expect(narrow == full)
    #expect(narrow["input_digest"] == .text("d1"))
  }
}
