import ButtonCatalog
import ButtonLayout
import ButtonStore
import Foundation
import Testing

/// Given insets in the catalog: what a hand edit changes turns the layouts stale, and a value
/// the schema's constraints would refuse, written past them, is reported on read naming its
/// columns.
@Suite struct GivenInsetsCatalogTests {
  typealias T = TemporaryCatalog

  static func record() -> ButtonRecord {
    var record = T.record("share")
    record.spec.givenInsets = GivenInsets(content: EdgeInsets(top: 2, left: 4, bottom: 2, right: 4))
    record.technique = .insets
    return record
  }

  @Test func anEditOutsideButtoncatIsStaleAndABadValueIsReported() throws {
    let temp = try T()
    try temp.open().add(Self.record(), by: T.alice)
    #expect(try temp.open(.read).show("share").staleCauses.isEmpty)
    // The schema refuses half an inset and a value out of range.
    #expect(throws: DatabaseError.self) {
      try temp.editOutsideButtoncat("UPDATE buttons SET content_insets_top = NULL")
    }
    #expect(throws: DatabaseError.self) {
      try temp.editOutsideButtoncat(
        "UPDATE buttons SET image_insets_top = 1, image_insets_left = 1")
    }
    #expect(throws: DatabaseError.self) {
      try temp.editOutsideButtoncat("UPDATE buttons SET content_insets_left = 1e9")
    }
    try temp.editOutsideButtoncat("UPDATE buttons SET content_insets_left = 6")
    #expect(try temp.open(.read).show("share").staleCauses == [.inputsChanged])

    // Past the constraints: read, and reported naming the inset and its columns.
    let database = try Database(path: temp.path, mode: .readWrite)
    try database.execute(
      sql: """
        PRAGMA ignore_check_constraints = ON;
        UPDATE buttons SET content_insets_left = 1e9, title_insets_top = 1;
        """)
    #expect {
      try temp.open(.read).show("share")
    } throws: { error in
      let text = (error as? CatalogError)?.description ?? ""
      return text.contains(
        "content_insets_top, content_insets_left, content_insets_bottom, content_insets_right: left '1000000000' is out of range"
      )
        && text.contains(
          "title_insets_top, title_insets_left, title_insets_bottom, title_insets_right: are not all set or all NULL"
        )
    }
  }
}
