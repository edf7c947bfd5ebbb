import ButtonCatalog
import ButtonJSON
import ButtonLayout

/// `show`'s part of the catalog's measurements: the findings `check` reports for
/// them (`unmeasured-title`, `device-mismatch`, `measure-mismatch`, `approximate-title`), and
/// for each `buttons` entry of the imported measurements the device's frames beside the
/// engine's. Nothing for a button the measurements say nothing of, so its output stays as it
/// was.
enum MeasurementText {
  /// The text section, or `""`.
  static func render(_ report: MeasurementReport) -> String {
    guard !report.isEmpty else { return "" }
    let v = TextFormat.visible
    var out = "\nmeasurements\n"
    for f in report.findings {
      out += "  \(f.severity.rawValue) \(f.code.rawValue): \(v(CheckCommand.measured(f)))\n"
    }
    for d in report.devices {
      let m = d.measurement
      let source = [m.source.device, m.source.runtime].compactMap { $0 }.joined(separator: ", ")
      out +=
        "\n  device \(DeviceComparison.label(m)), @\(m.scale)x, iOS \(v(m.ios))\(source.isEmpty ? "" : " (\(v(source)))")\n"
      func rect(_ r: Rect?) -> String { r.map(TextFormat.rect) ?? "—" }
      let engineBounds = d.engine.map {
        Rect(x: 0, y: 0, width: $0.bounds.width, height: $0.bounds.height)
      }
      out += TextFormat.table(
        [
          ["", "device", "engine"],
          ["bounds", TextFormat.rect(m.bounds), rect(engineBounds)],
          ["imageView", rect(m.imageFrame), d.engine.map { rect($0.frames.imageFrame) } ?? "—"],
          ["titleLabel", rect(m.titleFrame), d.engine.map { rect($0.frames.titleFrame) } ?? "—"],
          [
            "intrinsicContentSize", TextFormat.size(m.intrinsicContentSize),
            d.engine.map { TextFormat.size($0.frames.intrinsicContentSize) } ?? "—",
          ],
        ], indent: "  ", numeric: false)
      if d.engine == nil {
        out += "  the engine has no layout of this variant and direction\n"
      } else if d.differences.isEmpty {
        out += "  the same within half a pixel\n"
      } else {
        out += "  differs by more than half a pixel: \(v(d.differences.joined(separator: "; ")))\n"
      }
    }
    return out
  }

  /// `show --format json`'s `"measurements"`: `{"findings": [{code, severity, message}],
  /// "devices": [{variant, direction, scale, ios, source?, device, engine, differences}]}`, or
  /// `nil` when there is nothing to say.
  static func json(_ report: MeasurementReport) -> JSONValue? {
    guard !report.isEmpty else { return nil }
    func frames(bounds: Size, image: Rect?, title: Rect?, intrinsic: Size) -> JSONValue {
      .object([
        ("bounds", LayoutJSON.size(bounds)),
        ("imageFrame", .optional(image, LayoutJSON.rect)),
        ("titleFrame", .optional(title, LayoutJSON.rect)),
        ("intrinsicContentSize", LayoutJSON.size(intrinsic)),
      ])
    }
    return .object([
      (
        "findings",
        .array(
          report.findings.map { f in
            .object([
              ("code", .string(f.code.rawValue)), ("severity", .string(f.severity.rawValue)),
              ("message", .string(CheckCommand.measured(f))),
            ])
          })
      ),
      (
        "devices",
        .array(
          report.devices.map { d in
            let m = d.measurement
            var members: [(String, JSONValue)] = [
              ("locale", .optional(m.variant.locale) { .string($0) }),
              ("contentSize", .string(m.variant.contentSize.shortName)),
              ("state", .string(m.variant.state.rawValue)),
              ("direction", .string(m.direction.rawValue)),
              ("scale", .integer(Int64(m.scale))), ("ios", .string(m.ios)),
            ]
            if m.source.device != nil || m.source.runtime != nil {
              members.append(
                (
                  "source",
                  .object(
                    [("device", m.source.device), ("runtime", m.source.runtime)].compactMap {
                      key, value in value.map { (key, JSONValue.string($0)) }
                    })
                ))
            }
            members.append(
              (
                "device",
                frames(
                  bounds: Size(width: m.bounds.width, height: m.bounds.height),
                  image: m.imageFrame, title: m.titleFrame, intrinsic: m.intrinsicContentSize)
              ))
            members.append(
              (
                "engine",
                d.engine.map {
                  frames(
                    bounds: $0.bounds, image: $0.frames.imageFrame, title: $0.frames.titleFrame,
                    intrinsic: $0.frames.intrinsicContentSize)
                } ?? .null
              ))
            members.append(("differences", .array(d.differences.map { .string($0) })))
            return .object(members)
          })
      ),
    ])
  }
}
