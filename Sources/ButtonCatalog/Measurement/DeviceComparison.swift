import ButtonLayout

/// A finding of the catalog's measurements: a title with no device measurement
/// (`unmeasured-title`, error), a button whose device layout differs from the engine's
/// (`device-mismatch`, error), a font file's HarfBuzz measurement that differs from the
/// device's (`measure-mismatch`, info), titles measured from Apple's font files
/// (`approximate-title`, info). Each code has its one severity (`Diagnostic.Code.fixedSeverity`).
package struct MeasurementFinding: Hashable, Sendable {
  package var code: Diagnostic.Code
  package var severity: Diagnostic.Severity
  package var message: String

  package init(_ code: Diagnostic.Code, _ message: String) {
    self.code = code
    self.severity = code.fixedSeverity ?? .info
    self.message = message
  }
}

/// A device's layout of a button set beside the engine's: each frame that differs by more than
/// half a pixel at the button's scale.
package enum DeviceComparison {
  /// The engine's frames of `measurement`'s variant and direction among `layouts` (the chosen
  /// technique's base layouts) and `variants`, or `nil` when the engine laid none out.
  package static func engine(
    for measurement: ButtonMeasurement, technique: Technique, layouts: [TechniqueLayout],
    variants: [VariantLayout]
  ) -> (bounds: Size, frames: LayoutFrames)? {
    if let v = variants.first(where: {
      $0.key == measurement.variant && $0.direction == measurement.direction
        && $0.technique == technique
    }) {
      return (v.bounds, v.frames)
    }
    guard variants.isEmpty, measurement.variant == .base,
      let l = layouts.first(where: {
        $0.technique == technique && $0.direction == measurement.direction
      })
    else { return nil }
    return (l.bounds, l.frames)
  }

  /// `device 12,7 75×20.333, engine 12,7 76×20.333` for each part (bounds, imageFrame,
  /// titleFrame, intrinsicContentSize) that differs by more than half a pixel.
  package static func differences(
    _ m: ButtonMeasurement, bounds: Size, frames: LayoutFrames, scale: Double
  ) -> [String] {
    let tolerance = 0.5 / scale
    func far(_ a: Double, _ b: Double) -> Bool { Swift.abs(a - b) > tolerance }
    func text(_ r: Rect?) -> String {
      guard let r else { return "none" }
      return "\(TextNumber.format(r.x)),\(TextNumber.format(r.y)) "
        + "\(TextNumber.format(r.width))×\(TextNumber.format(r.height))"
    }
    func differs(_ a: Rect?, _ b: Rect?) -> Bool {
      guard let a, let b else { return (a == nil) != (b == nil) }
      return far(a.x, b.x) || far(a.y, b.y) || far(a.width, b.width) || far(a.height, b.height)
    }
    var found: [String] = []
    let engineBounds = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
    let parts: [(String, Rect?, Rect?)] = [
      ("bounds", m.bounds, engineBounds), ("imageFrame", m.imageFrame, frames.imageFrame),
      ("titleFrame", m.titleFrame, frames.titleFrame),
    ]
    for (name, device, engine) in parts where differs(device, engine) {
      found.append("\(name): device \(text(device)), engine \(text(engine))")
    }
    let di = m.intrinsicContentSize
    let ei = frames.intrinsicContentSize
    if far(di.width, ei.width) || far(di.height, ei.height) {
      found.append(
        "intrinsicContentSize: device \(TextNumber.format(di.width))×\(TextNumber.format(di.height)), engine \(TextNumber.format(ei.width))×\(TextNumber.format(ei.height))"
      )
    }
    return found
  }

  /// The variant and direction as messages name them: `base LTR`, `de AX3 highlighted RTL`.
  package static func label(_ m: ButtonMeasurement) -> String {
    let direction = m.direction.rawValue.uppercased()
    if m.variant == .base { return "base \(direction)" }
    return "\(m.variant.locale ?? "own title") \(m.variant.contentSize.shortName) "
      + "\(m.variant.state.rawValue) \(direction)"
  }

  /// The `device-mismatch` findings of a button: each of its device measurements (at its
  /// scale and iOS major version) whose layout differs from the engine's.
  package static func findings(
    _ record: ButtonRecord, measurements: [ButtonMeasurement], layouts: [TechniqueLayout],
    variants: [VariantLayout]
  ) -> [MeasurementFinding] {
    measurements.compactMap { m in
      guard m.name == record.name, Double(m.scale) == record.spec.scale,
        m.iosMajor == record.spec.ios.major,
        let engine = engine(
          for: m, technique: record.technique, layouts: layouts, variants: variants)
      else { return nil }
      let found = differences(
        m, bounds: engine.bounds, frames: engine.frames, scale: record.spec.scale)
      guard !found.isEmpty else { return nil }
      let device = [m.source.device, m.source.runtime].compactMap { $0 }.joined(separator: ", ")
      return MeasurementFinding(
        .deviceMismatch,
        "\(label(m)) (\(record.technique.rawValue)): the device's layout\(device.isEmpty ? "" : " (\(device))") differs from the engine's by more than half a pixel: \(found.joined(separator: "; "))"
      )
    }
  }
}
