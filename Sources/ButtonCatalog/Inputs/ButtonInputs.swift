import ButtonJSON
import ButtonLayout
import ButtonMeasure
import ButtonStore

/// The fields of a stored button besides the engine's.
extension ButtonField {
  package static let name: ButtonField = "name"
  package static let description: ButtonField = "description"
  package static let tag: ButtonField = "tag"
  package static let font: ButtonField = "font"
  /// The system font's weight.
  package static let fontWeight: ButtonField = "font-weight"
  package static let fallbackFont: ButtonField = "fallback-font"
  /// The title's width, its height coming from the system font.
  package static let titleWidth: ButtonField = "title-width"
  /// The image's file.
  package static let image: ButtonField = "image"
  package static let placement: ButtonField = "placement"
  package static let align: ButtonField = "align"
  package static let valign: ButtonField = "valign"
  package static let ios: ButtonField = "ios"
  package static let direction: ButtonField = "direction"
  package static let technique: ButtonField = "technique"
  /// The configuration technique's `UIButton.Configuration.Size`.
  package static let buttonSize: ButtonField = "button-size"
  /// The configuration's `imageReservation`.
  package static let imageReservation: ButtonField = "image-reservation"

  // Measured or derived: no option sets them, no problem names them.

  /// Where the title's size comes from.
  static let titleSource: ButtonField = "title-source"
  /// The digest of the font files the title was measured with.
  static let titleDigest: ButtonField = "title-digest"
  /// Where the image's size comes from.
  static let imageSource: ButtonField = "image-source"
  /// The digest of the image file(s).
  static let imageDigest: ButtonField = "image-digest"
}

/// Every input of a button, declared once, in table order (the order of the columns, of the
/// record's JSON keys and of the input digest's members).
///
/// Adding an input: its field and its declaration here (a
/// `choice`, `optionalNumber`… or a hand-written one; its key, column and option are the
/// field's), its migration (the column), the engine code that reads it, the command line's
/// placeholder, syntax and help (`InputHelp`), the document's JSON schema
/// (`Schemas/catalog.schema.json`), the exports that render it, and tests. An input added
/// after catalogs exist leaves its digest member out for its default, so stored layouts stay
/// current, and is optional in documents (`optionalInDocuments`), so documents exported before
/// it still import (`buttonSize`, 0005).
package enum ButtonInputs {
  package static let all: [ButtonInput] =
    [
      text(.name, \.name),
      text(.description, \.description) {
        InputSetting(.description, catalogOnly: true) { value, r in
          if case .text(let text) = value { r.description = text }
        }
      },
      tags,
      optionalText(
        .title, \.title,
        setting: InputSetting(.title) { value, r in
          if case .text(let text) = value { r.title = text }
        }),
      titleSource,
      font,
      fontWeight,
      fallbackFonts,
      optionalNumber(
        .fontSize, \.fontSize,
        setting: InputSetting(.fontSize) { value, r in
          if case .number(let size) = value { r.fontSize = size }
        }, optionalInDocuments: false),
      titleSize,
      optionalText(.titleDigest, \.titleDigest),
      choice(.imageSource, \.imageSource),
      optionalText(
        .image, \.imagePath, column: "image_path",
        setting: InputSetting(.image) { value, r in
          if case .text(let path) = value {
            r.imagePath = path
            r.imageSource = .file
          }
        }),
      imageSize,
      optionalText(.imageDigest, \.imageDigest),
      choice(.placement, \.spec.placement, digest: \ButtonSpec.placement, settable: true),
      ButtonInput(
        .spacing,
        store: { r, row in row.set("spacing", .real(r.spec.spacing)) },
        load: { row, r in if let v = try row.number("spacing") { r.spec.spacing = v } },
        encode: { r in .number(r.spec.spacing) },
        decode: { v, p, reader, r in if let v = reader.number(v, p) { r.spec.spacing = v } },
        digest: [DigestPart("spacing") { .number($0.spacing) }],
        settings: [
          InputSetting(.spacing) { value, r in
            if case .number(let v) = value { r.spec.spacing = v }
          }
        ]),
      padding,
      size,
      choice(
        .align, \.spec.horizontalAlignment, digest: \ButtonSpec.horizontalAlignment,
        settable: true),
      choice(
        .valign, \.spec.verticalAlignment, digest: \ButtonSpec.verticalAlignment,
        settable: true),
      scale,
      ios,
      direction,
      choice(.technique, \.technique, settable: true, catalogOnly: true),
      // Added after catalogs existed (migration 0005): medium, the default, stays out of the
      // digest, and a document without the key means medium.
      choice(
        .buttonSize, \.spec.configurationButtonSize,
        digest: \ButtonSpec.configurationButtonSize, digestDefault: .default, settable: true,
        optionalInDocuments: true),
      imageReservation,
    ] + givenInsets + styleInputs + subtitleInputs + variantInputs + [accepted, namingOrder]
    + symbolInputs + lineInputs

  /// Every setting of every input.
  package static let settings: [InputSetting] = all.flatMap(\.settings)

  /// The engine inputs' JSON members, in digest order.
  static let digestParts: [DigestPart] = all.flatMap(\.digest)

  // Each part of the declarations that is used for every row, record or digest, in one array
  // of its own: iterating `all` would copy every declaration (its strings, arrays and closures,
  // each retained and released) to call one of its closures.

  /// Every input's `load`, in table order.
  static let loaders = all.map(\.load)
  /// Every input's `store`, in table order.
  static let storers = all.map(\.store)
  /// Every input's key and `encode`, in table order, and whether a `null` leaves the key out.
  static let encoders = all.map {
    (key: $0.key, encode: $0.encode, omittedWhenNull: $0.omittedWhenNull)
  }
  /// Every input's key and `decode`, in table order.
  static let decoders = all.map { (key: $0.key, decode: $0.decode) }

  /// The input a field names (its own, or one of its settings').
  static let byField: [ButtonField: ButtonInput] = {
    var inputs: [ButtonField: ButtonInput] = [:]
    for input in all {
      inputs[input.field] = input
      for setting in input.settings where inputs[setting.field] == nil {
        inputs[setting.field] = input
      }
    }
    return inputs
  }()

  /// The record's JSON key of `field`: how an imported document names it.
  package static func key(of field: ButtonField) -> String {
    byField[field]?.key ?? field.rawValue
  }

  /// The columns of `buttons` that hold `field`: how a stored row's problems name it.
  static func columns(of field: ButtonField) -> String {
    guard let input = byField[field] else { return field.rawValue }
    return input.field == field ? input.problemColumns : input.columns.joined(separator: ", ")
  }

  // MARK: - Declarations of the common kinds
  //
  // Inlined into the declarations (`@inline(__always)`), so that each key path literal is
  // resolved to its property's offset by the compiler and never created at run time
  // (`StoredProperty`): a declaration of these kinds costs a new process a few allocations.

  /// A text column and JSON string.
  @inline(__always)
  static func text(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, String> & Sendable,
    setting: () -> InputSetting? = { nil }
  ) -> ButtonInput {
    let property = StoredProperty(path)
    let column = field.column
    return ButtonInput(
      field,
      store: { r, row in row.set(column, .text(property.get(r))) },
      load: { row, r in if let v = try row.text(column) { property.set(&r, v) } },
      encode: { r in .string(property.get(r)) },
      decode: { v, p, reader, r in if let v = reader.string(v, p) { property.set(&r, v) } },
      settings: setting().map { [$0] } ?? [])
  }

  /// A nullable text column and a JSON string or `null`, with its setting if it has one; an
  /// input added after documents were first exported is optional in them. `column`: a column
  /// named before the rule.
  @inline(__always)
  static func optionalText(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, String?> & Sendable,
    column: String? = nil, setting: InputSetting? = nil, optionalInDocuments: Bool = false
  ) -> ButtonInput {
    let property = StoredProperty(path)
    let column = column ?? field.column
    return ButtonInput(
      field, columns: [column],
      store: { r, row in row.set(column, text: property.get(r)) },
      load: { row, r in if let v = try row.optionalText(column) { property.set(&r, v) } },
      encode: { r in .optional(property.get(r)) { .string($0) } },
      decode: { v, p, reader, r in property.set(&r, reader.optionalString(v, p) ?? nil) },
      optionalInDocuments: optionalInDocuments, settings: setting.map { [$0] } ?? [])
  }

  /// One of an enumeration's raw values, in a text column and a JSON string; `digest`: the
  /// engine reads it (the digest's member is its key, left out for `digestDefault`, so an input
  /// added later keeps the digests stored before it); `settable`: a front end sets it to one of
  /// the raw values; `optionalInDocuments`: a document without the key keeps the record's value
  /// (an input added after documents existed).
  @inline(__always)
  static func choice<T: RawRepresentable & CaseIterable & Sendable>(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, T> & Sendable,
    digest: (KeyPath<ButtonSpec, T> & Sendable)? = nil,
    digestDefault: T? = nil, settable: Bool = false,
    catalogOnly: Bool = false, optionalInDocuments: Bool = false
  ) -> ButtonInput where T.RawValue == String {
    choice(
      field, StoredProperty(path), digest: digest.map { StoredProperty($0) },
      digestDefault: digestDefault, settable: settable, catalogOnly: catalogOnly,
      optionalInDocuments: optionalInDocuments)
  }

  /// `choice` with a `digest` given (the same, chosen for a key path literal: a literal passed
  /// as an optional is not folded to its offset).
  @inline(__always)
  static func choice<T: RawRepresentable & CaseIterable & Sendable>(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, T> & Sendable,
    digest: KeyPath<ButtonSpec, T> & Sendable,
    digestDefault: T? = nil, settable: Bool = false,
    catalogOnly: Bool = false, optionalInDocuments: Bool = false
  ) -> ButtonInput where T.RawValue == String {
    choice(
      field, StoredProperty(path), digest: StoredProperty(digest),
      digestDefault: digestDefault, settable: settable, catalogOnly: catalogOnly,
      optionalInDocuments: optionalInDocuments)
  }

  @inline(__always)
  private static func choice<T: RawRepresentable & CaseIterable & Sendable>(
    _ field: ButtonField, _ property: StoredProperty<ButtonRecord, T>,
    digest: StoredProperty<ButtonSpec, T>?, digestDefault: T?, settable: Bool,
    catalogOnly: Bool, optionalInDocuments: Bool
  ) -> ButtonInput where T.RawValue == String {
    let key = field.key
    let column = field.column
    var digestParts: [DigestPart] = []
    if let specProperty = digest {
      let defaultValue = digestDefault?.rawValue
      digestParts.append(
        DigestPart(key) {
          let v = specProperty.get($0).rawValue
          return v == defaultValue ? nil : .string(v)
        })
    }
    return ButtonInput(
      field,
      store: { r, row in row.set(column, .text(property.get(r).rawValue)) },
      load: { row, r in if let v = try row.choice(column, T.self) { property.set(&r, v) } },
      encode: { r in .string(property.get(r).rawValue) },
      decode: { v, p, reader, r in
        if v == nil, optionalInDocuments { return }
        if let v = reader.choice(v, p, T.self) { property.set(&r, v) }
      },
      optionalInDocuments: optionalInDocuments,
      digest: digestParts,
      settings: settable
        ? [
          InputSetting(field, catalogOnly: catalogOnly) { value, r in
            if case .text(let text) = value, let v = T(rawValue: text) { property.set(&r, v) }
          }
        ] : [])
  }

  // MARK: - Inputs with their own shape

  static let tags = ButtonInput(
    .tag, key: "tags", columns: [], problemColumns: "tags",
    store: { _, _ in },  // the `tags` table
    load: { _, _ in },
    encode: { r in .array(r.tags.map { .string($0) }) },
    decode: { v, p, reader, r in
      r.tags = (reader.array(v, p) ?? []).enumerated().compactMap {
        reader.string($1, "\(p)[\($0)]")
      }
    },
    settings: [
      InputSetting(.tag, repeatable: true, catalogOnly: true) { value, r in
        // Kept as given, duplicates too: a tag given twice is refused (exit 65), as it is in
        // an imported document.
        if case .list(let values) = value {
          r.tags = values.compactMap { if case .text(let t) = $0 { t } else { nil } }.sorted()
        }
      }
    ])

  /// Where the title's size comes from. A system-font title sized from device measurements
  /// (`system`) is stored as `system_title` 1 beside 'size' (measured) or 'none' (unmeasured),
  /// the values the column's constraint has allowed since migration 0001.
  static let titleSource = ButtonInput(
    .titleSource, columns: ["title_source", "system_title"],
    problemColumns: "title_source",
    store: { r, row in
      let system = r.titleSource == .system
      row.set(
        "title_source",
        .text(system ? (r.spec.titleSize == nil ? "none" : "size") : r.titleSource.rawValue))
      row.set("system_title", .integer(system ? 1 : 0))
    },
    load: { row, r in
      let source = try row.choice("title_source", TitleSource.self)
      let system = try row.integer("system_title")
      if let system, system != 0, system != 1 {
        row.problem("system_title", .integer(Int64(system)), "is not 0 or 1")
      }
      if system == 1 {
        if let source, source != .none, source != .size {
          row.problem(
            "title_source", .text(source.rawValue),
            "does not go with system_title 1 (a system-font title is 'size' or 'none')")
        }
        r.titleSource = .system
      } else if let source {
        if source == .system {
          row.problem(
            "title_source", .text(source.rawValue), "is not one of none, size, width, font")
        }
        r.titleSource = source
      }
    },
    encode: { r in .string(r.titleSource.rawValue) },
    decode: { v, p, reader, r in
      if let v = reader.choice(v, p, TitleSource.self) { r.titleSource = v }
    })

  /// The system font's weight (migration 0011): NULL, the default, stays out of documents'
  /// requirements and of every digest (the weight is part of the measurement a title is sized
  /// from, whose digest `titleDigest` is).
  static let fontWeight = optionalChoice(.fontWeight, \.fontWeight) { $0.fontWeight = nil }

  static let font = ButtonInput(
    .font, columns: ["font", "font_face"], problemColumns: "font",
    store: { r, row in
      row.set("font", .text(r.font?.path ?? "system"))
      row.set("font_face", .integer(Int64(r.font?.faceIndex ?? 0)))
    },
    load: { row, r in
      let path = try row.text("font")
      let face = try row.integer("font_face")
      if let face, face < 0 {
        row.problem("font_face", .integer(Int64(face)), "must not be negative")
      }
      if let path, path != "system" {
        r.font = FontSource(path: path, faceIndex: max(face ?? 0, 0))
      }
    },
    encode: { r in r.font.map(RecordJSON.font) ?? .string("system") },
    decode: { v, p, reader, r in
      if v == .string("system") {
        r.font = nil
      } else if v != nil {
        r.font = RecordJSON.fontSource(v, p, reader)
      }
    },
    settings: [
      InputSetting(.font) { value, r in
        if case .font(let font) = value { r.font = font }
      }
    ])

  static let fallbackFonts = ButtonInput(
    .fallbackFont, key: "fallbackFonts", columns: ["fallback_fonts"],
    store: { r, row in
      row.set(
        "fallback_fonts",
        .text(JSONWriter(pretty: false).string(.array(r.fallbackFonts.map(RecordJSON.font)))))
    },
    load: { row, r in
      guard let text = try row.text("fallback_fonts") else { return }
      let reader = JSONReader()
      if let items = (try? JSONParser.parse(text))?.arrayValue {
        r.fallbackFonts = items.enumerated().compactMap {
          RecordJSON.fontSource($1, "fallback_fonts[\($0)]", reader)
        }
        for problem in reader.problems {
          row.problem("fallback_fonts: \(Catalog.escaped(problem))")
        }
      } else {
        row.problem("fallback_fonts", .text(text), "is not a JSON array of fonts")
      }
    },
    encode: { r in .array(r.fallbackFonts.map(RecordJSON.font)) },
    decode: { v, p, reader, r in
      r.fallbackFonts = (reader.array(v, p) ?? []).enumerated().compactMap {
        RecordJSON.fontSource($1, "\(p)[\($0)]", reader)
      }
    },
    settings: [
      InputSetting(.fallbackFont, repeatable: true) { value, r in
        if case .list(let values) = value {
          r.fallbackFonts = values.compactMap { if case .font(let f?) = $0 { f } else { nil } }
        }
      }
    ])

  /// The title's measured box: its size and, for the system font, its line height (which the
  /// font size gives).
  static let titleSize = ButtonInput(
    .titleSize, columns: ["title_width", "title_height"],
    store: { r, row in
      row.set("title_width", real: r.spec.titleSize?.width)
      row.set("title_height", real: r.spec.titleSize?.height)
    },
    load: { row, r in
      if let w = try row.optionalNumber("title_width") ?? nil,
        let h = try row.optionalNumber("title_height") ?? nil
      {
        r.spec.titleSize = Size(width: w, height: h)
      }
    },
    encode: { r in .optional(r.spec.titleSize, LayoutJSON.size) },
    decode: { v, p, reader, r in
      r.spec.titleSize = v == .null ? nil : LayoutJSON.size(v, p, reader)
    },
    digest: [
      DigestPart("titleSize") { .size($0.titleSize) },
      DigestPart("titleLineHeight") { $0.titleLineHeight.map { .number($0) } ?? .null },
    ],
    settings: [
      InputSetting(.titleSize) { value, r in
        if case .size(let size) = value {
          r.spec.titleSize = size
          r.titleSource = .size
        }
      },
      InputSetting(.titleWidth) { value, r in
        if case .number(let width) = value {
          r.spec.titleSize = Size(width: width, height: 0)  // the height is measured
          r.titleSource = .width
        }
      },
    ])

  static let imageSize = ButtonInput(
    .imageSize, columns: ["image_width", "image_height"],
    store: { r, row in
      row.set("image_width", real: r.spec.imageSize?.width)
      row.set("image_height", real: r.spec.imageSize?.height)
    },
    load: { row, r in
      if let w = try row.optionalNumber("image_width") ?? nil,
        let h = try row.optionalNumber("image_height") ?? nil
      {
        r.spec.imageSize = Size(width: w, height: h)
      }
    },
    encode: { r in .optional(r.spec.imageSize, LayoutJSON.size) },
    decode: { v, p, reader, r in
      r.spec.imageSize = v == .null ? nil : LayoutJSON.size(v, p, reader)
    },
    digest: [DigestPart("imageSize") { .size($0.imageSize) }],
    settings: [
      InputSetting(.imageSize) { value, r in
        if case .size(let size) = value {
          r.spec.imageSize = size
          r.imageSource = .size
          r.imagePath = nil
        }
      }
    ])

  static let padding = ButtonInput(
    .padding,
    columns: ["padding_top", "padding_left", "padding_bottom", "padding_right"],
    store: { r, row in
      row.set("padding_top", .real(r.spec.padding.top))
      row.set("padding_left", .real(r.spec.padding.left))
      row.set("padding_bottom", .real(r.spec.padding.bottom))
      row.set("padding_right", .real(r.spec.padding.right))
    },
    load: { row, r in
      let top = try row.number("padding_top")
      let left = try row.number("padding_left")
      let bottom = try row.number("padding_bottom")
      let right = try row.number("padding_right")
      if let top, let left, let bottom, let right {
        r.spec.padding = EdgeInsets(top: top, left: left, bottom: bottom, right: right)
      }
    },
    encode: { r in LayoutJSON.insets(r.spec.padding) },
    decode: { v, p, reader, r in
      if let v = LayoutJSON.insets(v, p, reader) { r.spec.padding = v }
    },
    digest: [DigestPart("padding") { .insets($0.padding) }],
    settings: [
      InputSetting(.padding) { value, r in
        if case .insets(let v) = value { r.spec.padding = v }
      }
    ])

  static let size = ButtonInput(
    .size, columns: ["width", "height"],
    store: { r, row in
      row.set("width", real: r.spec.size.fixedSize?.width)
      row.set("height", real: r.spec.size.fixedSize?.height)
    },
    load: { row, r in
      if let w = try row.optionalNumber("width") ?? nil,
        let h = try row.optionalNumber("height") ?? nil
      {
        r.spec.size = .fixed(Size(width: w, height: h))
      }
    },
    encode: { r in
      switch r.spec.size {
      case .fit: .string("fit")
      case .fixed(let v): LayoutJSON.size(v)
      }
    },
    decode: { v, p, reader, r in
      if v == .string("fit") {
        r.spec.size = .fit
      } else if let size = LayoutJSON.size(v, p, reader) {
        r.spec.size = .fixed(size)
      }
    },
    digest: [
      DigestPart("size") { spec in
        switch spec.size {
        case .fit: .string("fit")
        case .fixed(let v): .size(v)
        }
      }
    ],
    settings: [
      InputSetting(.size) { value, r in
        switch value {
        case .fit: r.spec.size = .fit
        case .size(let v): r.spec.size = .fixed(v)
        default: break
        }
      }
    ])

  static let scale = ButtonInput(
    .scale,
    store: { r, row in row.set("scale", .integer(Int64(r.spec.scale))) },
    load: { row, r in if let v = try row.integer("scale") { r.spec.scale = Double(v) } },
    encode: { r in .number(r.spec.scale) },
    decode: { v, p, reader, r in if let v = reader.number(v, p) { r.spec.scale = v } },
    digest: [DigestPart("scale") { .number($0.scale) }],
    settings: [
      InputSetting(.scale) { value, r in
        if case .number(let v) = value { r.spec.scale = v }
      }
    ])

  static let ios = ButtonInput(
    .ios,
    store: { r, row in row.set("ios", .text(r.spec.ios.description)) },
    load: { row, r in
      guard let text = try row.text("ios") else { return }
      if let version = IOSVersion(parsing: text) {
        r.spec.ios = version
      } else {
        row.problem("ios", .text(text), "is not an iOS version")
      }
    },
    encode: { r in .string(r.spec.ios.description) },
    decode: { v, p, reader, r in
      guard let text = reader.string(v, p) else { return }
      if let version = IOSVersion(parsing: text) {
        r.spec.ios = version
      } else {
        reader.problem(p, "\"\(text)\" is not an iOS version; use \(IOSVersion.rangeDescription)")
      }
    },
    digest: [DigestPart("ios") { .string($0.ios.description) }],
    settings: [
      InputSetting(.ios) { value, r in
        if case .version(let v) = value { r.spec.ios = v }
      }
    ])
}
