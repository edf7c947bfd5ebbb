import ButtonCatalog
import ButtonIB
import ButtonJSON
import ButtonLayout

/// `scan --format json` (docs/scan.md, "JSON"): every key always present, in this order, an
/// absent value `null`; numbers in points (the residual in pixels).
package enum ScanJSON {
  package static func document(_ report: ScanReport) -> JSONValue {
    .object([
      ("formatVersion", .integer(Int64(ScanReport.formatVersion))),
      ("files", .array(report.files.map(file))),
    ])
  }

  /// What `scan --add` did: each list of button names (`ScanApplyReport`).
  package static func applied(_ applied: ScanApplyReport) -> JSONValue {
    func names(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
    return .object([
      ("added", names(applied.added)), ("changed", names(applied.changed)),
      ("unchanged", names(applied.unchanged)), ("gone", names(applied.gone)),
      ("kept", names(applied.kept)),
    ])
  }

  package static func file(_ file: ScannedFile) -> JSONValue {
    .object([
      ("path", .string(file.path)),
      ("error", .optional(file.error) { .string($0) }),
      ("buttons", .array(file.buttons.map(button))),
    ])
  }

  /// `ok`, `info`, `warning`, `error` (the worst finding that counts) or `skipped`.
  package static func status(_ b: ScannedButton) -> String {
    b.skipped != nil ? "skipped" : b.severity?.rawValue ?? "ok"
  }

  static func button(_ b: ScannedButton) -> JSONValue {
    .object([
      ("id", .string(b.id)),
      ("name", .string(b.name)),
      ("line", .integer(Int64(b.line))),
      ("title", .optional(b.title) { .string($0) }),
      ("titles", keyed(b.titles)),
      ("locales", keyed(b.locales)),
      ("font", .optional(b.font, font)),
      (
        "image",
        .optional(b.image) { .object([("name", .string($0.name)), ("symbol", .bool($0.symbol))]) }
      ),
      (
        "insets",
        .object([
          ("content", .optional(b.insets.content, LayoutJSON.insets)),
          ("image", .optional(b.insets.image, LayoutJSON.insets)),
          ("title", .optional(b.insets.title, LayoutJSON.insets)),
        ])
      ),
      ("configuration", .optional(b.configuration, configuration)),
      ("frame", .optional(b.frame, LayoutJSON.rect)),
      ("layout", .optional(b.layout, layout)),
      ("status", .string(status(b))),
      ("verdict", .string(b.verdict)),
      ("diagnostics", .array(b.diagnostics.map(LayoutJSON.diagnostic))),
      ("migration", .optional(b.migration, migration)),
      ("skipped", .optional(b.skipped) { .string($0) }),
    ])
  }

  static func keyed(_ texts: [KeyedText]) -> JSONValue {
    .object(texts.map { ($0.key, .string($0.text)) })
  }

  static func number(_ value: Double?) -> JSONValue { .optional(value) { .number($0) } }
  static func text(_ value: String?) -> JSONValue { .optional(value) { .string($0) } }

  static func font(_ f: ScannedFont) -> JSONValue {
    .object([
      ("kind", .string(f.kind.rawValue)), ("size", number(f.size)), ("weight", text(f.weight)),
      ("textStyle", text(f.textStyle)), ("name", text(f.name)),
    ])
  }

  static func configuration(_ c: IBConfiguration) -> JSONValue {
    .object([
      ("style", text(c.style)), ("title", text(c.title)), ("subtitle", text(c.subtitle)),
      (
        "image",
        .optional(c.image) {
          .object([("name", .string($0.name)), ("symbol", .bool($0.isSymbol))])
        }
      ),
      ("imagePlacement", text(c.imagePlacement)), ("imagePadding", number(c.imagePadding)),
      ("titlePadding", number(c.titlePadding)),
      ("contentInsets", .optional(c.contentInsets, LayoutJSON.directional)),
      ("buttonSize", text(c.buttonSize)), ("cornerStyle", text(c.cornerStyle)),
      ("titleAlignment", text(c.titleAlignment)),
    ])
  }

  /// `show`'s frames: the model that produced them, the direction and the bounds.
  static func layout(_ l: ScannedLayout) -> JSONValue {
    .object([
      ("model", .string(l.model)), ("direction", .string(l.direction.rawValue)),
      ("bounds", LayoutJSON.size(l.bounds)), ("frames", frames(l.frames)),
    ])
  }

  static func frames(_ f: LayoutFrames) -> JSONValue {
    .object([
      ("contentRect", LayoutJSON.rect(f.contentRect)),
      ("imageFrame", .optional(f.imageFrame, LayoutJSON.rect)),
      ("titleFrame", .optional(f.titleFrame, LayoutJSON.rect)),
      ("intrinsicContentSize", LayoutJSON.size(f.intrinsicContentSize)),
    ])
  }

  /// The configuration values to set and how far each subview moves, in pixels.
  static func migration(_ m: ScannedMigration) -> JSONValue {
    var members: [(String, JSONValue)] = []
    if case .configuration(let placement, let padding, let insets) = m.values {
      members = [
        ("imagePlacement", .optional(placement) { .string($0.rawValue) }),
        ("imagePadding", .number(padding)),
        ("contentInsets", LayoutJSON.directional(insets)),
      ]
    }
    return .object(
      members + [
        ("titleAlignment", .string(m.titleAlignment)),
        ("buttonSize", .string(m.buttonSize.rawValue)),
        ("frames", frames(m.frames)),
        (
          "residual",
          .object([
            ("image", number(m.residual.image)), ("title", number(m.residual.title)),
            ("intrinsicSize", .number(m.residual.intrinsicSize)),
            ("exact", .bool(m.residual.isExact)),
          ])
        ),
      ])
  }
}
