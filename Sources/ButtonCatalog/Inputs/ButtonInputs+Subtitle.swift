import ButtonJSON
import ButtonLayout
import ButtonStore

/// Issue 28 (subtitle): the fields of a configuration's subtitle and title alignment.
extension ButtonField {
  /// `UIButton.Configuration.subtitle`: its text.
  package static let subtitle: ButtonField = "subtitle"
  /// The subtitle's point size (default `SubtitleStack.defaultSubtitlePointSize`).
  package static let subtitleFontSize: ButtonField = "subtitle-font-size"
  /// The subtitle's key in the strings file (variants translate it as the title).
  package static let subtitleKey: ButtonField = "subtitle-key"
  /// `UIButton.Configuration.titleAlignment`.
  package static let titleAlignment: ButtonField = "title-alignment"
}

/// The declarations of the subtitle's inputs (migration 0020), added after catalogs existed:
/// each is optional in documents and left out of the record's JSON while unset, and the
/// engine's (the subtitle's measured size, `titlePadding`, `titleAlignment`) have digest
/// members only when set, so every stored layout and document of a button without them stays
/// as it was.
extension ButtonInputs {
  static let subtitleInputs: [ButtonInput] = [
    omittedText(.subtitle, \.subtitle) {
      $0.subtitle = nil
      $0.spec.subtitleSize = nil  // what measured it goes with it
    },
    optionalNumber(
      .subtitleFontSize, \.subtitleFontSize,
      setting: InputSetting(.subtitleFontSize, reset: { $0.subtitleFontSize = nil }) { value, r in
        if case .number(let v) = value { r.subtitleFontSize = v }
      }, omittedWhenNull: true),
    subtitleSize,
    titlePadding,
    titleAlignment,
    omittedText(.subtitleKey, \.subtitleKey) { $0.subtitleKey = nil },
  ]

  /// A nullable text column and a JSON string, left out of the record's JSON while `nil`.
  static func omittedText(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, String?> & Sendable,
    reset: @escaping @Sendable (inout ButtonRecord) -> Void
  ) -> ButtonInput {
    let property = StoredProperty(path)
    let column = field.column
    return ButtonInput(
      field,
      store: { r, row in row.set(column, text: property.get(r)) },
      load: { row, r in if let v = try row.optionalText(column) { property.set(&r, v) } },
      encode: { r in .optional(property.get(r)) { .string($0) } },
      decode: { v, p, reader, r in property.set(&r, reader.optionalString(v, p) ?? nil) },
      optionalInDocuments: true, omittedWhenNull: true,
      settings: [
        InputSetting(field, reset: reset) { value, r in
          if case .text(let text) = value { property.set(&r, text) }
        }
      ])
  }

  /// The subtitle's measured size (`subtitle_width`, `subtitle_height`): no option sets it.
  static let subtitleSize = measuredSize(
    .subtitleSize, columns: ("subtitle_width", "subtitle_height"), \.spec.subtitleSize,
    digest: [DigestPart("subtitleSize") { $0.subtitleSize.map { .size($0) } }])

  /// A measured size of the engine's in two nullable columns, a size or `null` in documents
  /// (optional there, and left out while unset). A row with one side and not the other (edited
  /// by hand) loads as a size that is not one, which validation refuses by name, rather than
  /// as no measurement.
  @inline(__always)
  static func measuredSize(
    _ field: ButtonField, key: String? = nil, columns: (width: String, height: String),
    _ path: WritableKeyPath<ButtonRecord, Size?> & Sendable, digest: [DigestPart] = []
  ) -> ButtonInput {
    let property = StoredProperty(path)
    return ButtonInput(
      field, key: key, columns: [columns.width, columns.height],
      store: { r, row in
        row.set(columns.width, real: property.get(r)?.width)
        row.set(columns.height, real: property.get(r)?.height)
      },
      load: { row, r in
        let w = try row.optionalNumber(columns.width) ?? nil
        let h = try row.optionalNumber(columns.height) ?? nil
        if w != nil || h != nil { property.set(&r, Size(width: w ?? .nan, height: h ?? .nan)) }
      },
      encode: { r in .optional(property.get(r), LayoutJSON.size) },
      decode: { v, p, reader, r in
        property.set(&r, v == nil || v == .null ? nil : LayoutJSON.size(v, p, reader))
      },
      optionalInDocuments: true, omittedWhenNull: true, digest: digest)
  }

  /// `titlePadding`: NULL (and no JSON key, no digest member) at UIKit's default.
  static let titlePadding = ButtonInput(
    .titlePadding,
    store: { r, row in
      let v = r.spec.titlePadding
      row.set("title_padding", real: v == SubtitleStack.defaultTitlePadding ? nil : v)
    },
    load: { row, r in
      if let v = try row.optionalNumber("title_padding") ?? nil { r.spec.titlePadding = v }
    },
    encode: { r in
      let v = r.spec.titlePadding
      return v == SubtitleStack.defaultTitlePadding ? .null : .number(v)
    },
    decode: { v, p, reader, r in
      r.spec.titlePadding =
        (reader.optionalNumber(v, p) ?? nil) ?? SubtitleStack.defaultTitlePadding
    },
    optionalInDocuments: true, omittedWhenNull: true,
    digest: [
      DigestPart("titlePadding") {
        $0.titlePadding == SubtitleStack.defaultTitlePadding ? nil : .number($0.titlePadding)
      }
    ],
    settings: [
      InputSetting(
        .titlePadding, reset: { $0.spec.titlePadding = SubtitleStack.defaultTitlePadding }
      ) { value, r in
        if case .number(let v) = value { r.spec.titlePadding = v }
      }
    ])

  /// `titleAlignment`: NULL (no JSON key, no digest member) for the alignment the code derives
  /// from the content alignment.
  static let titleAlignment = ButtonInput(
    .titleAlignment,
    store: { r, row in row.set("title_alignment", text: r.spec.titleAlignment?.rawValue) },
    load: { row, r in
      guard let text = try row.optionalText("title_alignment"), let text else { return }
      if let v = ConfigurationTitleAlignment(rawValue: text) {
        r.spec.titleAlignment = v
      } else {
        row.problem(
          "title_alignment", .text(text),
          "is not one of \(ConfigurationTitleAlignment.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
    },
    encode: { r in .optional(r.spec.titleAlignment) { .string($0.rawValue) } },
    decode: { v, p, reader, r in
      if v == nil || v == .null {
        r.spec.titleAlignment = nil
        return
      }
      if let choice = reader.choice(v, p, ConfigurationTitleAlignment.self) {
        r.spec.titleAlignment = choice
      }
    },
    optionalInDocuments: true, omittedWhenNull: true,
    digest: [DigestPart("titleAlignment") { $0.titleAlignment.map { .string($0.rawValue) } }],
    settings: [
      InputSetting(.titleAlignment, reset: { $0.spec.titleAlignment = nil }) { value, r in
        if case .text(let text) = value {
          r.spec.titleAlignment = ConfigurationTitleAlignment(rawValue: text)
        }
      }
    ])
}
