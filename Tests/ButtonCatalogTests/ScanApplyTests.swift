import ButtonCatalog
import ButtonLayout
import ButtonStore
import Foundation
import Testing

/// `applyScan`, what `scan --add` writes: added, changed, unchanged, kept and gone buttons, the
/// edited-since-the-scan rule, `replace`, and all or nothing.
@Suite struct ScanApplyTests {
  typealias T = TemporaryCatalog

  /// A button from `file` (at `digest`), tagged with the file: its legacy insets as the scan
  /// read them, laid out with the `insets` technique.
  static func scanned(
    _ name: String, _ file: String, _ digest: String, spacing: Double = 4, imageLeft: Double = -4
  ) -> ScanEntry {
    var record = T.record(name, spacing: spacing, tags: ["scan"])
    record.spec.placement = .left
    record.spec.givenInsets = GivenInsets(
      image: EdgeInsets(top: 0, left: imageLeft, bottom: 0, right: -imageLeft),
      title: EdgeInsets(top: 0, left: 4, bottom: 0, right: -4))
    record.technique = .insets
    return ScanEntry(record: record, file: file, fileDigest: digest)
  }

  static let first = [
    scanned("Main/10", "Main.storyboard", "d1"),
    scanned("Main/9", "Main.storyboard", "d1"),
    scanned("Cell/ok", "Cell.xib", "c1"),
  ]

  static func scanRows(_ temp: T) throws -> [String] {
    let db = try Database(path: temp.path, mode: .readOnly)
    return try db.fetchAll(
      """
      SELECT b.name || ' ' || s.file || ' ' || s.file_digest FROM scanned_buttons s
      JOIN buttons b ON b.id = s.button_id ORDER BY b.name
      """
    ) { try $0.string(at: 0) }
  }

  @Test func aFirstScanAddsEveryButtonAndARerunLeavesThemAlone() throws {
    let temp = try T()
    let catalog = try temp.open()
    let report = try catalog.applyScan(
      Self.first, scannedFiles: ["Main.storyboard", "Cell.xib"], replace: false, by: T.alice)
    #expect(report == ScanApplyReport(added: ["Cell/ok", "Main/9", "Main/10"]))
    let shown = try catalog.show("Main/9")
    #expect(shown.record.technique == .insets)
    #expect(shown.record.revision == 1)
    #expect(shown.layouts.contains { $0.technique == .insets })
    #expect(shown.staleCauses.isEmpty)
    #expect(
      try Self.scanRows(temp) == [
        "Cell/ok Cell.xib c1", "Main/10 Main.storyboard d1", "Main/9 Main.storyboard d1",
      ])

    let again = try catalog.applyScan(
      Self.first, scannedFiles: ["Main.storyboard", "Cell.xib"], replace: false, by: T.bob)
    #expect(again == ScanApplyReport(unchanged: ["Cell/ok", "Main/9", "Main/10"]))
    #expect(try catalog.history("Main/9").count == 1)
  }

  /// A changed file updates the buttons whose inputs it changed, as `set` does (a new revision),
  /// and leaves those it gives the same inputs; its new digest is recorded either way.
  @Test func aChangedFileUpdatesOnlyTheButtonsItChanged() throws {
    let temp = try T()
    let catalog = try temp.open()
    _ = try catalog.applyScan(Self.first, scannedFiles: [], replace: false, by: T.alice)
    let rescan = [
      Self.scanned("Main/10", "Main.storyboard", "d2", imageLeft: -6),
      Self.scanned("Main/9", "Main.storyboard", "d2"),
      Self.scanned("Cell/ok", "Cell.xib", "c1", imageLeft: -20),
    ]
    let report = try catalog.applyScan(
      rescan, scannedFiles: ["Main.storyboard", "Cell.xib"], replace: false, by: T.bob)
    // Cell.xib's digest is the one recorded: its button is left alone, whatever it says.
    #expect(report == ScanApplyReport(changed: ["Main/10"], unchanged: ["Cell/ok", "Main/9"]))
    let changed = try catalog.show("Main/10")
    #expect(changed.record.revision == 2)
    #expect(changed.record.spec.givenInsets?.image?.left == -6)
    #expect(try catalog.history("Main/10").last?.user == "bob")
    #expect(try catalog.show("Main/9").record.revision == 1)
    #expect(try catalog.show("Cell/ok").record.spec.givenInsets?.image?.left == -4)
    #expect(
      try Self.scanRows(temp) == [
        "Cell/ok Cell.xib c1", "Main/10 Main.storyboard d2", "Main/9 Main.storyboard d2",
      ])
  }

  /// A button edited in the catalog since the scan is kept when its file changes, unless
  /// `replace`; while its file is unchanged it is left alone without `replace` (with it, the
  /// edit is undone: `ScanAddTests.replaceUndoesAnEditOfAnUnchangedFile`).
  @Test func aButtonEditedSinceTheScanIsKeptUnlessReplaced() throws {
    let temp = try T()
    let catalog = try temp.open()
    _ = try catalog.applyScan(Self.first, scannedFiles: [], replace: false, by: T.alice)
    try catalog.set("Main/9", by: T.bob) { $0.spec.spacing = 12 }
    let same = try catalog.applyScan(Self.first, scannedFiles: [], replace: false, by: T.alice)
    #expect(same.unchanged == ["Cell/ok", "Main/9", "Main/10"])
    #expect(try catalog.show("Main/9").record.spec.spacing == 12)

    let rescan = [Self.scanned("Main/9", "Main.storyboard", "d2", imageLeft: -8)]
    let kept = try catalog.applyScan(
      rescan, scannedFiles: ["Main.storyboard"], replace: false, by: T.alice)
    #expect(kept == ScanApplyReport(gone: ["Main/10"], kept: ["Main/9"]))
    #expect(try catalog.show("Main/9").record.spec.spacing == 12)
    #expect(try catalog.show("Main/9").record.revision == 2)
    // Kept: the recorded digest is the one before, so the next scan still sees the change.
    #expect(try Self.scanRows(temp).contains("Main/9 Main.storyboard d1"))

    let replaced = try catalog.applyScan(
      rescan, scannedFiles: ["Main.storyboard"], replace: true, by: T.alice)
    #expect(replaced == ScanApplyReport(changed: ["Main/9"], gone: ["Main/10"]))
    let now = try catalog.show("Main/9").record
    #expect(now.spec.spacing == 4)
    #expect(now.spec.givenInsets?.image?.left == -8)
    #expect(now.revision == 3)
    // Written by the scan again: a later change of the file updates it without `replace`.
    let later = try catalog.applyScan(
      [Self.scanned("Main/9", "Main.storyboard", "d3", imageLeft: -2)],
      scannedFiles: ["Main.storyboard"], replace: false, by: T.alice)
    #expect(later.changed == ["Main/9"])
  }

  /// A button no longer in a file scanned now is reported gone, not removed; one from a file not
  /// scanned now is not gone.
  @Test func aButtonNoLongerInItsFileIsGoneButStays() throws {
    let temp = try T()
    let catalog = try temp.open()
    _ = try catalog.applyScan(Self.first, scannedFiles: [], replace: false, by: T.alice)
    let report = try catalog.applyScan(
      [Self.scanned("Main/9", "Main.storyboard", "d2")], scannedFiles: ["Main.storyboard"],
      replace: false, by: T.alice)
    #expect(report == ScanApplyReport(unchanged: ["Main/9"], gone: ["Main/10"]))
    #expect(try catalog.names() == ["Cell/ok", "Main/9", "Main/10"])
  }

  /// A name a button that did not come from a scan has is refused naming it; nothing of the
  /// scan is written.
  @Test func aButtonThatDidNotComeFromAScanIsNeverOverwritten() throws {
    let temp = try T()
    let catalog = try temp.open()
    try catalog.add(T.record("Main/9", spacing: 10), by: T.alice)
    #expect {
      try catalog.applyScan(Self.first, scannedFiles: [], replace: true, by: T.bob)
    } throws: { error in
      (error as? CatalogError)?.description
        == "'Main/9': a button of this name is in the catalog and did not come from a scan: it is not overwritten (rename or remove it)"
    }
    #expect(try catalog.names() == ["Main/9"])
    #expect(try catalog.show("Main/9").record.spec.spacing == 10)
    #expect(try Self.scanRows(temp).isEmpty)
  }

  /// A problem with any button, in the middle of the scan, changes nothing: not the buttons
  /// before it, not their scan rows, not a button the scan would have changed.
  @Test func aBadButtonInTheMiddleChangesNothing() throws {
    let temp = try T()
    let catalog = try temp.open()
    _ = try catalog.applyScan(
      [Self.scanned("Main/9", "Main.storyboard", "d1")], scannedFiles: [], replace: false,
      by: T.alice)
    let before = try Self.scanRows(temp)
    var bad = Self.scanned("Main/bad", "Main.storyboard", "d2")
    bad.record.spec.spacing = -1
    let scan = [
      Self.scanned("Main/1", "Main.storyboard", "d2"),
      Self.scanned("Main/9", "Main.storyboard", "d2", imageLeft: -10), bad,
      Self.scanned("Main/20", "Main.storyboard", "d2"),
    ]
    #expect {
      try catalog.applyScan(scan, scannedFiles: ["Main.storyboard"], replace: false, by: T.bob)
    } throws: { error in
      (error as? CatalogError)?.description == "'Main/bad': spacing: '-1' must not be negative"
    }
    #expect(try catalog.names() == ["Main/9"])
    #expect(try catalog.show("Main/9").record.revision == 1)
    #expect(try catalog.show("Main/9").record.spec.givenInsets?.image?.left == -4)
    #expect(try Self.scanRows(temp) == before)
  }

  /// A scan that gives a name twice is refused before anything is written.
  @Test func aNameGivenTwiceIsRefused() throws {
    let temp = try T()
    let catalog = try temp.open()
    #expect {
      try catalog.applyScan(
        Self.first + [Self.scanned("Main/9", "Other.xib", "o1")], scannedFiles: [],
        replace: false, by: T.alice)
    } throws: { error in
      (error as? CatalogError)?.description
        == "the scan gives the button 'Main/9' more than once"
    }
    #expect(try catalog.names().isEmpty)
  }
}
