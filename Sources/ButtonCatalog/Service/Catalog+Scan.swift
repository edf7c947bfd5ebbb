import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonStore

/// One button a scan of Interface Builder files found, as the catalog should hold it.
package struct ScanEntry: Sendable {
  /// The button as the scan describes it (its name, inputs and tags).
  package var record: ButtonRecord
  /// The IB file it came from, as the scan names it.
  package var file: String
  /// The SHA-256 of that file at the scan.
  package var fileDigest: String

  package init(record: ButtonRecord, file: String, fileDigest: String) {
    self.record = record
    self.file = file
    self.fileDigest = fileDigest
  }
}

/// What `applyScan` did with each button, by name, each list in natural order.
package struct ScanApplyReport: Sendable, Equatable {
  /// New in the catalog.
  package var added: [String] = []
  /// Updated from a file that changed.
  package var changed: [String] = []
  /// Left as they were: the file is unchanged, or it gives the inputs the button has.
  package var unchanged: [String] = []
  /// Stored from a file scanned now, but no longer in it: reported, not removed.
  package var gone: [String] = []
  /// Their file changed, but they were edited in the catalog since the last scan: not
  /// overwritten (without `replace`).
  package var kept: [String] = []

  package init(
    added: [String] = [], changed: [String] = [], unchanged: [String] = [], gone: [String] = [],
    kept: [String] = []
  ) {
    self.added = added
    self.changed = changed
    self.unchanged = unchanged
    self.gone = gone
    self.kept = kept
  }
}

/// The digest of a button's inputs as a scan wrote them: the inputs Interface Builder gives
/// (title, font, image, insets, placement, size…), so that editing one in the catalog after the
/// scan changes it. Left out: what the catalog adds to a scanned button and keeps across scans
/// (`ScanDigest.keepingAnnotations`: the description, accepted findings, its own tags, the
/// naming rank), and what measuring derives from the files (sizes measured from a font or an
/// image file, the files' digests), which `recompute` rewrites when a file changes: neither is
/// an edit of what the scan wrote.
package enum ScanDigest {
  package static func of(_ record: ButtonRecord) -> String {
    var r = record
    r.description = ""
    r.accepted = AcceptedFindings()
    r.tags = []
    r.namingOrder = nil
    r.titleDigest = nil
    r.imageDigest = nil
    r.variants.stringsDigest = nil
    if r.titleSource == .font || r.titleSource == .system { r.spec.titleSize = nil }
    if r.imageSource == .file { r.spec.imageSize = nil }
    for (state, image) in r.variants.stateImages {
      if case .file(let path, _) = image {
        r.variants.stateImages[state] = .file(path: path, digest: nil)
      }
    }
    let text = JSONWriter(pretty: false).string(.object(RecordJSON.members(r)))
    return ContentDigest(sha256Of: Array(text.utf8)).hex
  }

  /// `scanned` (a scan's button) with what the catalog added to `stored` kept: its description,
  /// accepted findings and naming rank, and its tags beside the scan's.
  package static func keepingAnnotations(_ scanned: ButtonRecord, of stored: ButtonRecord)
    -> ButtonRecord
  {
    var r = scanned
    r.namingOrder = stored.namingOrder
    r.description = stored.description
    r.accepted = stored.accepted
    r.tags = Array(Set(stored.tags).union(scanned.tags)).sorted()
    return r
  }
}

extension Catalog {
  /// Writes the buttons a scan found (`scan --add`), in one transaction: all or nothing, a
  /// problem with any button changes nothing (the error names the button).
  ///
  /// A new name is added as `add` adds it. A button a scan wrote before is left alone while its
  /// file's digest is the one recorded (`unchanged`), and also when the file gives the inputs it
  /// has; otherwise it is updated as `set` updates it (`changed`), unless it was edited in the
  /// catalog since the last scan (its inputs' digest is no longer the one the scan recorded) and
  /// `replace` is false (`kept`). A button a scan wrote from one of `scannedFiles` that the
  /// scan no longer found is `gone` (reported, never removed). A name already used by a button
  /// that did not come from a scan, or from another file, is refused, never overwritten.
  /// `skipped`: the buttons of the scanned files the scan could not lay out (not written, and
  /// not gone). `progress` is told after each button.
  package func applyScan(
    _ buttons: [ScanEntry], scannedFiles: [String], replace: Bool, by author: Author,
    skipped: [String] = [], measurer: SourceMeasurer = SourceMeasurer(),
    progress: (_ done: Int, _ total: Int) -> Void = { _, _ in }
  ) throws(CatalogError) -> ScanApplyReport {
    var seen: Set<String> = []
    let repeated = buttons.map(\.record.name).filter { !seen.insert($0).inserted }
    if !repeated.isEmpty {
      throw .invalid(
        Set(repeated).sorted { NaturalOrder.less($0, $1) }.map {
          "the scan gives the button '\(Self.escaped($0))' more than once"
        })
    }
    var report = ScanApplyReport()
    try write { db in
      let scanned = try scannedRows(db)
      for (index, button) in buttons.enumerated() {
        let name = button.record.name
        defer { progress(index + 1, buttons.count) }
        do {
          switch try applyScanned(db, button, scanned, replace: replace, by: author, measurer) {
          case .added: report.added.append(name)
          case .changed: report.changed.append(name)
          case .unchanged: report.unchanged.append(name)
          case .kept: report.kept.append(name)
          }
        } catch let error as CatalogError {
          switch error {
          case .storage, .cannotOpen: throw error
          default: throw CatalogError.inButton(name, error)
          }
        }
      }
      let files = Set(scannedFiles)
      let present = seen.union(skipped)
      report.gone = scanned.values.filter { files.contains($0.file) && !present.contains($0.name) }
        .map(\.name)
    }
    for keyPath in [
      \ScanApplyReport.added, \.changed, \.unchanged, \.gone, \.kept,
    ] as [WritableKeyPath<ScanApplyReport, [String]>] {
      report[keyPath: keyPath].sort { NaturalOrder.less($0, $1) }
    }
    return report
  }

  private enum ScanOutcome { case added, changed, unchanged, kept }

  /// What the last scan recorded of a button.
  private struct ScannedRow {
    var id: Int64
    var name: String
    var file: String
    var fileDigest: String
    var inputDigest: String
  }

  /// Every button a scan wrote, by name.
  private func scannedRows(_ db: Database) throws -> [String: ScannedRow] {
    let rows = try db.fetchAll(
      """
      SELECT s.button_id, b.name, s.file, s.file_digest, s.input_digest
      FROM scanned_buttons s JOIN buttons b ON b.id = s.button_id
      """
    ) { row in
      ScannedRow(
        id: try row.int64(at: 0), name: try row.string(at: 1), file: try row.string(at: 2),
        fileDigest: try row.string(at: 3), inputDigest: try row.string(at: 4))
    }
    return Dictionary(rows.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
  }

  private func applyScanned(
    _ db: Database, _ button: ScanEntry, _ scanned: [String: ScannedRow], replace: Bool,
    by author: Author, _ measurer: SourceMeasurer
  ) throws -> ScanOutcome {
    let name = button.record.name
    guard let (id, stored) = try find(db, name) else {
      var record = button.record
      try Self.prepare(&record, measurer: measuring(measurer))
      let prepared = try firstRevision(&record, by: author, measurer: measurer)
      let id = try insert(db, record, prepared, by: author)
      try recordScan(db, id, name, button)
      return .added
    }
    guard let row = scanned[name], row.id == id else {
      throw CatalogError.invalid([
        "a button of this name is in the catalog and did not come from a scan: it is not overwritten (rename or remove it)"
      ])
    }
    guard row.file == button.file else {
      throw CatalogError.invalid([
        "a button of this name came from another file, '\(Self.escaped(row.file))': it is not overwritten (two files of the same name give it; give one button a userLabel of its own)"
      ])
    }
    // The file as it was at the last scan: nothing to do, unless `replace` is to undo an edit.
    if row.fileDigest == button.fileDigest, !replace || ScanDigest.of(stored) == row.inputDigest {
      return .unchanged
    }
    var record = button.record
    try Self.prepare(&record, measurer: measuring(measurer))
    func keepingCatalogValues(_ r: inout ButtonRecord) {
      r = ScanDigest.keepingAnnotations(record, of: r)
    }
    var candidate = stored
    keepingCatalogValues(&candidate)
    if RecordJSON.changes(from: stored, to: candidate).isEmpty {
      try recordScan(db, id, name, button, inputDigest: row.inputDigest)
      return .unchanged
    }
    if ScanDigest.of(stored) != row.inputDigest, !replace { return .kept }
    _ = try set(db, name, by: author, measurer: measurer) { keepingCatalogValues(&$0) }
    try recordScan(db, id, name, button)
    return .changed
  }

  /// Records where a button came from: its file, the file's digest, and the digest of its
  /// inputs as stored now (or `inputDigest`, the one recorded before, when they did not change).
  private func recordScan(
    _ db: Database, _ id: Int64, _ name: String, _ button: ScanEntry,
    inputDigest: String? = nil
  ) throws {
    var digest = inputDigest
    if digest == nil, let (_, stored) = try find(db, name) { digest = ScanDigest.of(stored) }
    try db.execute(
      """
      INSERT INTO scanned_buttons (button_id, file, file_digest, input_digest)
      VALUES (?, ?, ?, ?)
      ON CONFLICT (button_id) DO UPDATE SET file = excluded.file,
        file_digest = excluded.file_digest, input_digest = excluded.input_digest
      """,
      arguments: [id, button.file, button.fileDigest, digest ?? ""])
  }
}
