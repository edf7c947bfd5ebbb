import ButtonCatalog
import ButtonJSON
import ButtonLayout
import ButtonMigrations
import ButtonStore
import Foundation
import Testing

/// `diff A B` in the catalog: what it finds between two sides, and that reading a catalog for
/// it writes nothing.
@Suite struct CatalogDiffTests {
  typealias T = TemporaryCatalog
  typealias M = CatalogMergeTests

  static func side(_ records: [ButtonRecord]) -> CatalogSnapshot {
    CatalogSnapshot(buttons: records.map(CatalogSnapshot.Button.init(computing:)))
  }

  @Test func findsAddedRemovedRenamedAndChangedButtons() {
    let a = Self.side([
      M.button("gone"), M.button("old", spacing: 7), M.button("same"), M.button("x"),
    ])
    let b = Self.side([
      M.button("new", placement: .left), M.button("renamed", spacing: 7), M.button("same"),
      M.button("x", spacing: 10),
    ])
    let diff = CatalogDiff(from: a, to: b)
    #expect(diff.added == ["new"])
    #expect(diff.removed == ["gone"])
    #expect(diff.renamed == [CatalogDiff.Rename(from: "old", to: "renamed")])
    #expect(diff.changed.map(\.name) == ["x"])
    let change = diff.changed[0]
    #expect(
      change.inputs == [CatalogDiff.InputChange(key: "spacing", from: .number(4), to: .number(10))])
    // Top placement: the title moves down by the extra spacing.
    let ltr = try! #require(change.layouts.first)
    #expect(ltr.direction == .leftToRight)
    #expect(ltr.scale == 3)
    let title = try! #require(ltr.frames.first { $0.frame == "titleFrame" })
    #expect(title.to![1] - title.from![1] == 6)
    #expect(ltr.frames.contains { $0.frame == "intrinsicContentSize" })
    #expect(CatalogDiff(from: a, to: a).isEmpty)
  }

  /// Every input of the declarations is compared, the ones without a command-line spelling too.
  @Test func everyDeclaredInputIsCompared() {
    var changed = M.button("a")
    changed.description = "new words"
    changed.tags = ["t"]
    changed.variants.maxWidth = 100
    changed.spec.configurationButtonSize = .large
    let diff = CatalogDiff(from: Self.side([M.button("a")]), to: Self.side([changed]))
    let keys = diff.changed.first?.inputs.map(\.key) ?? []
    #expect(keys == ["description", "tags", "buttonSize", "maxWidth"])
    #expect(RecordJSON.keys.filter { keys.contains($0) } == keys)
  }

  @Test func diagnosticsGainedAndClearedAreNamed() {
    var small = M.button("a")
    small.spec.size = .fixed(Size(width: 20, height: 20))
    let diff = CatalogDiff(from: Self.side([M.button("a")]), to: Self.side([small]))
    let gained = diff.changed.first?.layouts.first?.gained.map(\.code) ?? []
    #expect(gained.contains(.contentOverflow), "\(gained)")
    #expect(diff.changed.first?.layouts.first?.cleared == [])
    let back = CatalogDiff(from: Self.side([small]), to: Self.side([M.button("a")]))
    #expect(back.changed.first?.layouts.first?.cleared.map(\.code) == gained)
    #expect(back.changed.first?.layouts.first?.gained == [])
  }

  /// A catalog and the document exported from it do not differ; after a change they do.
  @Test func aCatalogAndItsDocumentAgree() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(M.button("a"), by: T.alice)
    try catalog.add(M.button("b") { $0.spec.direction = .both }, by: T.alice)
    var document = ""
    try CatalogDocument.write(catalog) { document += $0 }
    var fromDocument = CatalogSnapshot(buttons: [])
    try withBytes(document) { bytes throws in
      fromDocument = try CatalogSnapshot.document(bytes, source: "doc")
    }
    #expect(CatalogDiff(from: fromDocument, to: try CatalogSnapshot.catalog(at: temp.path)).isEmpty)
    _ = try catalog.set("b", by: T.bob) { $0.spec.spacing = 9 }
    let diff = CatalogDiff(from: fromDocument, to: try CatalogSnapshot.catalog(at: temp.path))
    #expect(diff.changed.map(\.name) == ["b"])
    #expect(diff.changed[0].layouts.map(\.direction) == [.leftToRight, .rightToLeft])
  }

  /// A snapshot writes nothing: no `-wal` or `-shm` beside a catalog nobody has open, and an
  /// older catalog is upgraded in memory only.
  @Test func aSnapshotWritesNothingEvenForAnOlderCatalog() throws {
    let temp = try T()
    let older = Migrator(
      migrations: Array(EmbeddedMigrations.all.dropLast()), prepare: Migrator.catalog.prepare)
    _ = try older.openDatabase(atPath: temp.path, mode: .readWriteCreate)
    let files = try FileManager.default.contentsOfDirectory(atPath: temp.directory.path).sorted()
    #expect(files == ["buttons.sqlite"])
    let before = try Data(contentsOf: URL(fileURLWithPath: temp.path))
    let snapshot = try CatalogSnapshot.catalog(at: temp.path)
    #expect(snapshot.buttons.isEmpty)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: temp.directory.path).sorted() == files)
    #expect(try Data(contentsOf: URL(fileURLWithPath: temp.path)) == before)
    // A current catalog, closed: read in place, immutable, nothing created either.
    let current = try T()
    do {
      let catalog = try current.open()
      try catalog.add(M.button("a"), by: T.alice)
    }
    #expect(try CatalogSnapshot.catalog(at: current.path).buttons.map(\.record.name) == ["a"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: current.directory.path) == [
        "buttons.sqlite"
      ])
  }
}
