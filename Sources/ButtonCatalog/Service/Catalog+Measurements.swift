import ButtonJSON
import ButtonLayout
import ButtonStore

/// What `measurements import` did: the entries stored (new, changed, unchanged), and the
/// buttons recomputed because a title they need was measured or measured differently, each
/// with how its status changed.
package struct MeasurementsImport: Sendable {
  package var titlesAdded = 0
  package var titlesChanged = 0
  package var titlesUnchanged = 0
  package var buttonsAdded = 0
  package var buttonsChanged = 0
  package var buttonsUnchanged = 0
  package var imagesAdded = 0
  package var imagesChanged = 0
  package var imagesUnchanged = 0
  /// Each recomputed button: its name, and its pending layouts before and after.
  package var recomputed: [(name: String, pendingBefore: Int, pendingAfter: Int)] = []
}

/// A title the catalog needs and has no measurement of: its key, and the buttons waiting.
package struct MissingTitle: Sendable {
  package var key: TitleMeasurementKey
  package var pointSize: Double
  package var buttons: [String]
  /// How many layouts wait for it.
  package var pending: Int
}

extension Catalog {
  static let titleColumns =
    "text, font_key, point_size, scale, ios, width, height, device, runtime, measured_at, digest"

  /// Every title measurement of the catalog.
  static func loadTitleMeasurements(_ db: Database) throws -> [TitleMeasurement] {
    try db.fetchAll("SELECT \(titleColumns) FROM title_measurements") { row in
      let fontKey = try row.string(at: 1)
      guard let font = MeasuredFont(storedKey: fontKey) else {
        throw CatalogError.invalid([
          "title_measurements: font_key '\(escaped(fontKey))' is not a font"
        ])
      }
      let size = try row.double(at: 2)
      let ios = try row.string(at: 4)
      var m = TitleMeasurement(
        key: TitleMeasurementKey(
          text: try row.string(at: 0), font: font, pointSize: size, scale: try row.int(at: 3),
          iosMajor: IOSVersion(parsing: ios)?.major ?? Int(ios.prefix { $0.isNumber }) ?? 0),
        pointSize: size, ios: ios,
        size: Size(width: try row.double(at: 5), height: try row.double(at: 6)),
        device: try row.optionalString(at: 7), runtime: try row.optionalString(at: 8),
        measuredAt: try row.optionalString(at: 9))
      m.storedDigest = try row.string(at: 10)
      return m
    }
  }

  static func loadButtonMeasurements(_ db: Database) throws -> [ButtonMeasurement] {
    let rows = try db.fetchAll(
      "SELECT frames_json FROM button_measurements ORDER BY name, locale, content_size, state"
    ) { try $0.string(at: 0) }
    var result: [ButtonMeasurement] = []
    for text in rows {
      let reader = JSONReader()
      guard let value = try? JSONParser.parse(text),
        let m = MeasurementsDocument.button(value, "button_measurements", reader)
      else {
        throw CatalogError.invalid(["button_measurements: a stored entry is not a measurement"])
      }
      result.append(m)
    }
    return result
  }

  /// Every SF Symbol measurement of the catalog (`image_measurements`, migration 0023).
  static func loadImageMeasurements(_ db: Database) throws -> [SymbolMeasurement] {
    let rows = try db.fetchAll("SELECT entry_json FROM image_measurements") {
      try $0.string(at: 0)
    }
    return try rows.map { text in
      let reader = JSONReader()
      guard let value = try? JSONParser.parse(text),
        let m = MeasurementsDocument.image(value, "image_measurements", reader)
      else {
        throw CatalogError.invalid(["image_measurements: a stored entry is not a measurement"])
      }
      return m
    }
  }

  /// The catalog's title measurements, read once per catalog object (an import reads them
  /// again).
  package func titleMeasurements() throws(CatalogError) -> TitleMeasurements {
    if let cached = measurementCache.value { return cached }
    // Inside a command's transaction (`set` measures in it), read in it.
    let loaded =
      database.isInsideTransaction
      ? try storage {
        TitleMeasurements(
          try Self.loadTitleMeasurements(database),
          images: try Self.loadImageMeasurements(database))
      }
      : try read { db in
        TitleMeasurements(
          try Self.loadTitleMeasurements(db), images: try Self.loadImageMeasurements(db))
      }
    measurementCache.value = loaded
    return loaded
  }

  /// The catalog's measurements as the document `measurements export` writes.
  package func measurementsDocument() throws(CatalogError) -> MeasurementsDocument {
    try read { db in
      MeasurementsDocument(
        titles: try Self.loadTitleMeasurements(db), buttons: try Self.loadButtonMeasurements(db),
        images: try Self.loadImageMeasurements(db))
    }
  }

  /// The device's measurements of `name`'s layouts.
  package func buttonMeasurements(of name: String) throws(CatalogError) -> [ButtonMeasurement] {
    try read { db in try Self.loadButtonMeasurements(db) }.filter { $0.name == name }
  }

  /// `measurements list --missing`: every title a stored layout waits for, by key.
  package func missingTitles() throws(CatalogError) -> [MissingTitle] {
    let rows = try read { db in
      try db.fetchAll(
        """
        SELECT n.text, n.font_key, n.point_size_key, n.scale, n.ios_major, b.name, n.pending
        FROM title_needs n JOIN buttons b ON b.id = n.button_id
        WHERE n.measurement_digest IS NULL ORDER BY b.name_key, b.name
        """
      ) { row in
        (
          try row.string(at: 0), try row.string(at: 1), try row.int(at: 2), try row.int(at: 3),
          try row.int(at: 4), try row.string(at: 5), try row.int(at: 6)
        )
      }
    }
    var byKey: [TitleMeasurementKey: MissingTitle] = [:]
    for (text, font, points, scale, ios, name, pending) in rows {
      guard let font = MeasuredFont(storedKey: font) else { continue }
      let size = Double(points) / 1000
      let key = TitleMeasurementKey(
        text: text, font: font, pointSize: size, scale: scale, iosMajor: ios)
      byKey[key, default: MissingTitle(key: key, pointSize: size, buttons: [], pending: 0)]
        .buttons.append(name)
      byKey[key]?.pending += pending
    }
    return byKey.values.sorted {
      MeasurementsDocument.ByteOrder([
        $0.key.text, $0.key.font.storedKey, MeasurementsDocument.pad($0.key.pointSizeKey),
        MeasurementsDocument.pad($0.key.scale), MeasurementsDocument.pad($0.key.iosMajor),
      ])
        < MeasurementsDocument.ByteOrder([
          $1.key.text, $1.key.font.storedKey, MeasurementsDocument.pad($1.key.pointSizeKey),
          MeasurementsDocument.pad($1.key.scale), MeasurementsDocument.pad($1.key.iosMajor),
        ])
    }
  }

  /// The `unmeasured-title` findings of the button `id`: each title its layouts wait for.
  static func unmeasuredFindings(_ db: Database, _ id: Int64) throws -> [MeasurementFinding] {
    try db.fetchAll(
      """
      SELECT text, font_key, point_size_key, scale, ios_major, pending FROM title_needs
      WHERE button_id = ? AND measurement_digest IS NULL ORDER BY text, font_key, point_size_key
      """, arguments: [id]
    ) { row -> MeasurementFinding? in
      guard let font = MeasuredFont(storedKey: try row.string(at: 1)) else { return nil }
      let key = TitleMeasurementKey(
        text: try row.string(at: 0), font: font, pointSize: Double(try row.int(at: 2)) / 1000,
        scale: try row.int(at: 3), iosMajor: try row.int(at: 4))
      let pending = try row.int(at: 5)
      return MeasurementFinding(
        .unmeasuredTitle,
        "\(escaped(key.description)) has no device measurement: \(pending) layout\(pending == 1 ? "" : "s") pending"
      )
    }.compactMap { $0 }
  }

  /// Replaces a button's `title_needs` with `prepared`'s.
  func writeNeeds(_ db: Database, _ id: Int64, _ prepared: PreparedButton, fresh: Bool) throws {
    if !fresh {
      try db.cachedStatement("DELETE FROM title_needs WHERE button_id = ?").execute(
        arguments: [id])
    }
    guard !prepared.needs.isEmpty else { return }
    let insert = try db.cachedStatement(
      """
      INSERT INTO title_needs (button_id, text, font_key, point_size_key, scale, ios_major,
        measurement_digest, pending) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      """)
    for need in prepared.needs {
      try insert.execute(
        arguments: StatementArguments([
          .integer(id), .text(need.key.text), .text(need.key.font.storedKey),
          .integer(Int64(need.key.pointSizeKey)), .integer(Int64(need.key.scale)),
          .integer(Int64(need.key.iosMajor)), need.digest.map { .text($0) } ?? .null,
          .integer(Int64(need.pending)),
        ]))
    }
  }

  /// How many stored layouts of the button `b.id` wait for a measurement, how many of the
  /// titles it needs were laid out from another measurement than the catalog holds now, and
  /// the approximate digests its titles record (`"PENDING CHANGED [DIGEST,…]"`). A title laid
  /// out without a device measurement (from HarfBuzz, or approximate from Apple's font files)
  /// has changed only once one arrives.
  static func needsSummarySQL(_ button: String) -> String {
    """
    (SELECT coalesce(sum(n.pending), 0) || ' ' || coalesce(sum(
         n.measurement_digest IS NOT m.digest AND NOT (m.digest IS NULL
           AND (n.measurement_digest = '\(TitleNeed.harfBuzzDigest)'
             OR substr(n.measurement_digest, 1, \(SystemFonts.digestPrefix.count)) = '\(SystemFonts.digestPrefix)'))), 0)
         || ' ' || coalesce((SELECT group_concat(d) FROM (SELECT DISTINCT measurement_digest AS d
           FROM title_needs WHERE button_id = \(button)
             AND substr(measurement_digest, 1, \(SystemFonts.digestPrefix.count)) = '\(SystemFonts.digestPrefix)'
           ORDER BY d)), '')
       FROM title_needs n LEFT JOIN title_measurements m ON m.text = n.text
         AND m.font_key = n.font_key AND m.point_size_key = n.point_size_key
         AND m.scale = n.scale AND m.ios_major = n.ios_major
       WHERE n.button_id = \(button))
    """
  }

  /// `measurements import`: stores every entry of `document` (replacing the one of the same
  /// key), then recomputes every button that needs a title measured anew or differently. The
  /// document was validated whole (`MeasurementsDocument.read`) before anything is written.
  package func importMeasurements(_ document: MeasurementsDocument, by author: Author)
    throws(CatalogError) -> MeasurementsImport
  {
    var report = MeasurementsImport()
    let affected: [String] = try write { db in
      let known = Dictionary(
        try Self.loadTitleMeasurements(db).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
      let upsert = try db.cachedStatement(
        """
        INSERT OR REPLACE INTO title_measurements (text, font_key, weight, post_script_name,
          font_digest, point_size, point_size_key, scale, ios, ios_major, width, height, device,
          runtime, measured_at, imported_by, imported_at, digest)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
      var changedKeys: [TitleMeasurementKey] = []
      for m in document.titles {
        if var old = known[m.key] {
          old.storedDigest = nil
          if old == m {
            report.titlesUnchanged += 1
            continue
          }
          if old.digest != m.digest { changedKeys.append(m.key) }
          report.titlesChanged += 1
        } else {
          report.titlesAdded += 1
          changedKeys.append(m.key)
        }
        var weight: String?
        var name: String?
        var fontDigest: String?
        switch m.key.font {
        case .system(let w): weight = w.rawValue
        case .file(let n, let d): (name, fontDigest) = (n, d)
        }
        func text(_ s: String?) -> DatabaseValue { s.map { .text($0) } ?? .null }
        try upsert.execute(
          arguments: StatementArguments([
            .text(m.key.text), .text(m.key.font.storedKey), text(weight), text(name),
            text(fontDigest), .real(m.pointSize), .integer(Int64(m.key.pointSizeKey)),
            .integer(Int64(m.key.scale)), .text(m.ios), .integer(Int64(m.key.iosMajor)),
            .real(m.size.width), .real(m.size.height), text(m.device), text(m.runtime),
            text(m.measuredAt), .text(author.user), .text(author.time), .text(m.digest),
          ]))
      }
      let knownButtons = Set(try Self.loadButtonMeasurements(db).map(\.self))
      let knownKeys = Set(knownButtons.map(\.key))
      let upsertButton = try db.cachedStatement(
        """
        INSERT OR REPLACE INTO button_measurements (name, locale, content_size, state,
          direction, scale, ios, ios_major, frames_json, device, runtime, measured_at,
          imported_by, imported_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """)
      for m in document.buttons {
        if knownButtons.contains(m) {
          report.buttonsUnchanged += 1
          continue
        }
        if knownKeys.contains(m.key) {
          report.buttonsChanged += 1
        } else {
          report.buttonsAdded += 1
        }
        func text(_ s: String?) -> DatabaseValue { s.map { .text($0) } ?? .null }
        try upsertButton.execute(
          arguments: StatementArguments([
            .text(m.name), .text(m.variant.locale ?? ""), .text(m.variant.contentSize.shortName),
            .text(m.variant.state.rawValue), .text(m.direction.rawValue),
            .integer(Int64(m.scale)), .text(m.ios), .integer(Int64(m.iosMajor)),
            .text(JSONWriter(pretty: false).string(MeasurementsDocument.json(m))),
            text(m.source.device), text(m.source.runtime), text(m.source.measuredAt),
            .text(author.user), .text(author.time),
          ]))
      }
      let symbols = try importImages(db, document.images, by: author, &report)
      // The buttons that need a title whose measurement is new or changed.
      var names: [String] = []
      let find = try db.cachedStatement(
        """
        SELECT DISTINCT b.name FROM title_needs n JOIN buttons b ON b.id = n.button_id
        WHERE n.text = ? AND n.font_key = ? AND n.point_size_key = ? AND n.scale = ?
          AND n.ios_major = ?
        """)
      var seen: Set<String> = []
      for key in changedKeys {
        try find.forEachRow(
          arguments: [
            key.text, key.font.storedKey, key.pointSizeKey, key.scale, key.iosMajor,
          ]
        ) { row in
          let name = try row.string(at: 0)
          if seen.insert(name).inserted { names.append(name) }
        }
      }
      // A font file's measurements: every button whose title is measured in that file (its
      // layouts record no need while the catalog had no font-file measurement).
      let files = Set(
        changedKeys.compactMap { key -> String? in
          if case .file(_, let digest) = key.font { return digest }
          return nil
        })
      if !files.isEmpty {
        for name in try fontFileButtons(db, digests: files) where seen.insert(name).inserted {
          names.append(name)
        }
      }
      for name in try symbolButtons(db, symbols) where seen.insert(name).inserted {
        names.append(name)
      }
      return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }
    measurementCache.value = nil
    guard !affected.isEmpty else { return report }
    let before = try pendingCounts(affected)
    _ = try recompute(affected, force: true, by: author)
    let after = try pendingCounts(affected)
    report.recomputed = affected.map { ($0, before[$0] ?? 0, after[$0] ?? 0) }
    return report
  }

  /// Stores the `images` entries (replacing the one of the same key); returns the names of the
  /// symbols whose measurement is new or changed.
  func importImages(
    _ db: Database, _ images: [SymbolMeasurement], by author: Author,
    _ report: inout MeasurementsImport
  ) throws -> Set<String> {
    let known = Dictionary(
      try Self.loadImageMeasurements(db).map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    let upsert = try db.cachedStatement(
      """
      INSERT OR REPLACE INTO image_measurements (symbol, point_size_key, weight, symbol_scale,
        scale, ios, ios_major, entry_json, digest, imported_by, imported_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """)
    var changed: Set<String> = []
    for m in images {
      if let old = known[m.key] {
        if old == m {
          report.imagesUnchanged += 1
          continue
        }
        report.imagesChanged += 1
        if old.digest != m.digest { changed.insert(m.key.symbol) }
      } else {
        report.imagesAdded += 1
        changed.insert(m.key.symbol)
      }
      try upsert.execute(
        arguments: StatementArguments([
          .text(m.key.symbol), .integer(Int64(m.key.pointSizeKey)), .text(m.key.weight.rawValue),
          .text(m.key.symbolScale.rawValue), .integer(Int64(m.key.scale)), .text(m.ios),
          .integer(Int64(m.key.iosMajor)),
          .text(JSONWriter(pretty: false).string(MeasurementsDocument.json(m))), .text(m.digest),
          .text(author.user), .text(author.time),
        ]))
    }
    return changed
  }

  /// The buttons showing one of `symbols` without a size given by hand (laid out from a device
  /// measurement, or unmeasured): an import of their symbol's measurements recomputes them.
  func symbolButtons(_ db: Database, _ symbols: Set<String>) throws -> [String] {
    guard !symbols.isEmpty else { return [] }
    return try db.fetchAll(
      """
      SELECT name, symbol FROM buttons WHERE symbol IS NOT NULL
        AND (image_source = 'none' OR image_digest LIKE 'device:%') ORDER BY name_key, name
      """
    ) { row in (try row.string(at: 0), try row.string(at: 1)) }
    .filter { symbols.contains($0.1) }.map(\.0)
  }

  /// The buttons whose title is measured in a font file with one of `digests` (SHA-256), each
  /// file read once.
  func fontFileButtons(_ db: Database, digests: Set<String>) throws -> [String] {
    let sources = sourceFiles()
    return try db.fetchAll(
      "SELECT name, font FROM buttons WHERE title_source = 'font' ORDER BY name_key, name"
    ) { row in (try row.string(at: 0), try row.string(at: 1)) }
    .filter { _, font in sources.digest(font).map(digests.contains) == true }
    .map(\.0)
  }

  /// How many layouts of each of `names` wait for a measurement.
  func pendingCounts(_ names: [String]) throws(CatalogError) -> [String: Int] {
    try read { db in
      var counts: [String: Int] = [:]
      for name in names {
        counts[name] =
          try db.fetchOne(
            """
            SELECT coalesce(sum(n.pending), 0) FROM title_needs n JOIN buttons b
              ON b.id = n.button_id WHERE b.name = ?
            """, arguments: [name]
          ) { try $0.int(at: 0) } ?? 0
      }
      return counts
    }
  }
}

/// The title measurements a catalog object read, kept until an import changes them.
final class MeasurementCache: @unchecked Sendable {
  var value: TitleMeasurements?
}
