import ButtonLayout
import ButtonMeasure
import ButtonStore

/// A device's layout of one variant and direction of a button beside the engine's: what `show`
/// prints for each `buttons` entry of the imported measurements.
package struct DeviceFrames: Sendable {
  package var measurement: ButtonMeasurement
  /// The engine's bounds and frames of the same variant and direction (the button's
  /// technique), or `nil` when it laid none out (a variant the button no longer has, or one
  /// pending).
  package var engine: (bounds: Size, frames: LayoutFrames)?
  /// Each part that differs by more than half a pixel (`DeviceComparison.differences`).
  package var differences: [String]
}

/// What the catalog's measurements say of one button (`show`): the findings `check` reports
/// for them, and the device's frames beside the engine's.
package struct MeasurementReport: Sendable {
  package var findings: [MeasurementFinding] = []
  package var devices: [DeviceFrames] = []

  package init() {}

  package var isEmpty: Bool { findings.isEmpty && devices.isEmpty }
}

extension DeviceComparison {
  /// Every device measurement of `record` at its scale and iOS major version, with the
  /// engine's frames of the same variant and direction.
  package static func frames(
    _ record: ButtonRecord, measurements: [ButtonMeasurement], layouts: [TechniqueLayout],
    variants: [VariantLayout]
  ) -> [DeviceFrames] {
    measurements.compactMap { m in
      guard m.name == record.name, Double(m.scale) == record.spec.scale,
        m.iosMajor == record.spec.ios.major
      else { return nil }
      let engine = engine(
        for: m, technique: record.technique, layouts: layouts, variants: variants)
      let found =
        engine.map {
          differences(m, bounds: $0.bounds, frames: $0.frames, scale: record.spec.scale)
        } ?? []
      return DeviceFrames(measurement: m, engine: engine, differences: found)
    }
  }
}

extension Catalog {
  /// Every finding of the measurements for the button `id` (`record`, laid out as `layouts`
  /// and `variants`): its titles with no device measurement (when `pending`), device layouts
  /// that differ from the engine's, titles measured from Apple's font files, font-file titles
  /// whose HarfBuzz width differs from the device's.
  static func measurementFindings(
    _ db: Database, _ id: Int64, _ record: ButtonRecord, layouts: [TechniqueLayout],
    variants: [VariantLayout], devices: [ButtonMeasurement], pending: Bool,
    measurer: SourceMeasurer
  ) throws -> [MeasurementFinding] {
    var findings: [MeasurementFinding] = []
    if pending {
      // `$BUTTONCAT_SYSTEM_FONTS` given, and no file in it to measure with: said why.
      let problem = measurer.systemFonts.problem.map { "; \($0)" } ?? ""
      findings += try unmeasuredFindings(db, id).map {
        MeasurementFinding($0.code, $0.message + problem)
      }
    }
    findings += unmeasuredImageFindings(record)
    findings += DeviceComparison.findings(
      record, measurements: devices, layouts: layouts, variants: variants)
    findings += try approximateFindings(db, id, measurer.systemFonts)
    findings += try measureMismatchFindings(db, id, record, measurer)
    return findings
  }

  /// The `approximate-title` finding of the button `id`, one per font file: how many of its
  /// titles were measured from Apple's font files, not on a device, and from which file.
  static func approximateFindings(_ db: Database, _ id: Int64, _ fonts: SystemFonts) throws
    -> [MeasurementFinding]
  {
    let prefix = SystemFonts.digestPrefix
    let rows = try db.fetchAll(
      """
      SELECT text, font_key, point_size_key, scale, ios_major, measurement_digest
      FROM title_needs WHERE button_id = ? AND substr(measurement_digest, 1, \(prefix.count)) = ?
      ORDER BY measurement_digest, text, font_key, point_size_key
      """, arguments: [id, prefix]
    ) { row -> (TitleMeasurementKey, String)? in
      guard let font = MeasuredFont(storedKey: try row.string(at: 1)) else { return nil }
      let key = TitleMeasurementKey(
        text: try row.string(at: 0), font: font, pointSize: Double(try row.int(at: 2)) / 1000,
        scale: try row.int(at: 3), iosMajor: try row.int(at: 4))
      return (key, try row.string(at: 5))
    }.compactMap { $0 }
    var digests: [String] = []
    var keys: [String: [TitleMeasurementKey]] = [:]
    for (key, digest) in rows {
      if keys[digest] == nil { digests.append(digest) }
      keys[digest, default: []].append(key)
    }
    return digests.map { digest in
      let titles = keys[digest] ?? []
      let shown = titles.prefix(3).map { escaped($0.description) }
      let more = titles.count > 3 ? " and \(titles.count - 3) more" : ""
      return MeasurementFinding(
        .approximateTitle,
        "\(titles.count) title\(titles.count == 1 ? " was" : "s were") measured from Apple's font file \(fonts.describe(digest)), not on a device, so the layouts showing \(titles.count == 1 ? "it are" : "them are") approximate until a device measures \(titles.count == 1 ? "it" : "them"): \(shown.joined(separator: "; "))\(more)"
      )
    }
  }

  /// The `measure-mismatch` findings of `record` (a font-file title): each title its layouts
  /// take from a device measurement whose HarfBuzz size (as the label rounds it) differs by
  /// more than half a pixel, with both numbers.
  static func measureMismatchFindings(
    _ db: Database, _ id: Int64, _ record: ButtonRecord, _ measurer: SourceMeasurer
  ) throws -> [MeasurementFinding] {
    guard record.titleSource == .font, let font = record.font, measurer.measurements.hasFontFiles
    else { return [] }
    let keys = try db.fetchAll(
      """
      SELECT text, font_key, point_size_key, scale, ios_major FROM title_needs
      WHERE button_id = ? AND substr(font_key, 1, 5) = 'file:' AND measurement_digest IS NOT NULL
        AND measurement_digest != ?
      ORDER BY text, font_key, point_size_key
      """, arguments: [id, TitleNeed.harfBuzzDigest]
    ) { row -> TitleMeasurementKey? in
      guard let named = MeasuredFont(storedKey: try row.string(at: 1)) else { return nil }
      return TitleMeasurementKey(
        text: try row.string(at: 0), font: named, pointSize: Double(try row.int(at: 2)) / 1000,
        scale: try row.int(at: 3), iosMajor: try row.int(at: 4))
    }.compactMap { $0 }
    let title = TitleFont.file(
      measurer.file(font), fallbacks: record.fallbackFonts.map(measurer.file))
    return keys.compactMap { key in
      guard let device = measurer.measurements[key],
        let harfBuzz = try? measurer.titles.measure(
          key.text, font: title, pointSize: device.pointSize)
      else { return nil }
      let label = harfBuzz.labelSize(scale: Double(key.scale))
      let tolerance = 0.5 / Double(key.scale)
      guard
        Swift.abs(label.width - device.size.width) > tolerance
          || Swift.abs(label.height - device.size.height) > tolerance
      else { return nil }
      func size(_ s: Size) -> String {
        "\(TextNumber.format(s.width))×\(TextNumber.format(s.height))"
      }
      let source = [device.device, device.runtime].compactMap { $0 }.joined(separator: ", ")
      return MeasurementFinding(
        .measureMismatch,
        "\(escaped(key.description)): HarfBuzz measures \(size(label)) in the font file, the device \(size(device.size))\(source.isEmpty ? "" : " (\(escaped(source)))"); the layouts use the device's"
      )
    }
  }

  /// What the catalog's measurements say of `button` (as `show` read it): the findings
  /// `check` reports for them, and the device's frames beside the engine's for every variant
  /// the imported `buttons` entries have.
  package func measurementReport(_ button: CatalogButton) throws(CatalogError)
    -> MeasurementReport
  {
    let measurer = measuring(SourceMeasurer())
    return try read { db in
      let devices = try Self.loadButtonMeasurements(db).filter { $0.name == button.record.name }
      var report = MeasurementReport()
      report.findings = try Self.measurementFindings(
        db, button.id, button.record, layouts: button.layouts, variants: button.variants,
        devices: devices, pending: button.pendingLayouts > 0 || button.record.isTitleUnmeasured,
        measurer: measurer)
      report.devices = DeviceComparison.frames(
        button.record, measurements: devices, layouts: button.layouts,
        variants: button.variants)
      return report
    }
  }
}
