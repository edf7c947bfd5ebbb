import ButtonCatalog
import ButtonLayout
import Foundation
import Testing

/// Staleness, as `list`, `show`, `check` and `recompute` share it, through the API; and
/// `recompute` making a stale button current again.
@Suite struct CatalogStalenessTests {
  typealias T = TemporaryCatalog

  /// Names and causes of the stale buttons `list --stale` gives.
  static func staleList(_ catalog: Catalog) throws -> [String: [StaleCause]] {
    var stale: [String: [StaleCause]] = [:]
    try catalog.list(staleOnly: true) { stale[$0.record.name] = $0.staleCauses }
    return stale
  }

  @Test func inputsEditedOutsideButtoncatMakeTheButtonStaleUntilRecomputed() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("edited"), by: T.alice)
    try catalog.add(T.record("untouched"), by: T.alice)
    try temp.editOutsideButtoncat("UPDATE buttons SET spacing = 9 WHERE name = 'edited'")

    let reopened = try temp.open(.read)
    #expect(try reopened.show("edited").staleCauses == [.inputsChanged])
    #expect(try reopened.show("untouched").staleCauses.isEmpty)
    #expect(try Self.staleList(reopened) == ["edited": [.inputsChanged]])
    let checked = try reopened.check()
    #expect(checked.map(\.name) == ["edited", "untouched"])
    #expect(checked[0].reasons == [StaleCause.inputsChanged.description])
    #expect(checked[1].reasons.isEmpty)

    // Without --all, only the stale button is rewritten; afterwards nothing is stale and the
    // layouts are those of the inputs as stored (spacing 9).
    let outcomes = try temp.open().recompute(nil, force: false, by: T.bob)
    #expect(outcomes.map(\.name) == ["edited", "untouched"])
    #expect(outcomes[0].reasons == [StaleCause.inputsChanged.description])
    #expect(outcomes[1].reasons.isEmpty)
    let after = try temp.open(.read)
    #expect(try Self.staleList(after).isEmpty)
    let shown = try after.show("edited")
    #expect(shown.record.spec.spacing == 9)
    #expect(T.computed(shown.layouts) == T.computed(LayoutEngine.layouts(shown.record.spec)))
  }

  @Test func layoutsOfAnotherEngineVersionOrMissingAreStale() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("old-engine"), by: T.alice)
    try catalog.add(T.record("missing"), by: T.alice)
    try temp.editOutsideButtoncat(
      """
      UPDATE layouts SET engine_version = engine_version + 1
      WHERE button_id = (SELECT id FROM buttons WHERE name = 'old-engine')
      """)
    try temp.editOutsideButtoncat(
      """
      DELETE FROM layouts WHERE technique = 'exact'
        AND button_id = (SELECT id FROM buttons WHERE name = 'missing')
      """)
    let reopened = try temp.open(.read)
    #expect(
      try reopened.show("old-engine").staleCauses == [
        .engineVersion(stored: InputDigest.engineVersion + 1)
      ])
    #expect(try reopened.show("missing").staleCauses == [.missingLayouts])
    #expect(try Self.staleList(reopened).count == 2)

    _ = try temp.open().recompute(["missing"], force: false, by: T.bob)
    #expect(try Self.staleList(temp.open(.read)).keys.sorted() == ["old-engine"])
    _ = try temp.open().recompute(nil, force: false, by: T.bob)
    #expect(try Self.staleList(temp.open(.read)).isEmpty)
  }

  @Test func aChangedImageFileMakesTheButtonStaleAndRecomputeRemeasuresIt() throws {
    let temp = try T()
    let icon = try temp.directory.write("icon@2x.png", ImageFixtures.png(width: 48, height: 48))
    var record = T.record("icon")
    record.imageSource = .file
    record.imagePath = icon
    record.spec.imageSize = nil
    let catalog = try temp.open()
    let stored = try catalog.add(record, by: T.alice)
    #expect(stored.spec.imageSize == Size(width: 24, height: 24))
    #expect(try catalog.show("icon").staleCauses.isEmpty)

    try temp.directory.write("icon@2x.png", ImageFixtures.png(width: 56, height: 48))
    let reopened = try temp.open(.read)
    #expect(try reopened.show("icon").staleCauses == [.imageFileChanged(icon)])

    let outcomes = try temp.open().recompute(["icon"], force: false, by: T.bob)
    #expect(outcomes.first?.reasons == [StaleCause.imageFileChanged(icon).description])
    let shown = try temp.open(.read).show("icon")
    #expect(shown.staleCauses.isEmpty)
    #expect(shown.record.spec.imageSize == Size(width: 28, height: 24))
    #expect(shown.record.revision == 2)
    let history = try temp.open(.read).history("icon")
    #expect(history.map(\.action) == ["add", "recompute"])
    #expect(history[1].user == "bob")
  }

  @Test func forcedRecomputeRewritesCurrentLayoutsWithoutARevision() throws {
    let temp = try T()
    try temp.open().add(T.record("current"), by: T.alice)
    let outcomes = try temp.open().recompute(nil, force: true, by: T.bob)
    #expect(outcomes.map(\.reasons) == [[]])
    #expect(try temp.open(.read).history("current").count == 1)
    #expect(throws: CatalogError.unknownName("nope")) {
      try temp.open().recompute(["nope"], force: false, by: T.bob)
    }
  }
}
