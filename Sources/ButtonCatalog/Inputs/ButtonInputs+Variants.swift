import ButtonJSON
import ButtonLayout
import ButtonStore
import ButtonStrings

/// The variant inputs' fields; their raw values are the names problems give them.
extension ButtonField {
  package static let textStyle: ButtonField = "text-style"
  package static let contentSizes: ButtonField = "content-sizes"
  package static let maxContentSize: ButtonField = "max-content-size"
  package static let maxFontSize: ButtonField = "max-font-size"
  package static let scaledMetrics: ButtonField = "scaled-metrics"
  package static let strings: ButtonField = "strings"
  package static let titleKey: ButtonField = "title-key"
  package static let locales: ButtonField = "locales"
  package static let pseudo: ButtonField = "pseudo"
  package static let stateTitle: ButtonField = "state-title"
  package static let stateTitleKey: ButtonField = "state-title-key"
  package static let stateImage: ButtonField = "state-image"
  package static let maxWidth: ButtonField = "max-width"

  // Measured or derived: no option sets them, no problem names them.

  /// The direction `direction` auto resolves to for the base layouts.
  static let autoDirection: ButtonField = "auto-direction"
  /// The strings file's titles the layouts were computed from.
  static let stringsDigest: ButtonField = "strings-digest"
}

/// The declarations of the variant inputs (migration 0006), in table order after the others.
/// Each is optional in documents (documents exported before them still import) and has no part
/// in the input digest of the base layouts: the variants have their own
/// (`InputDigest.ofVariants`), so a button without them keeps its stored digests.
extension ButtonInputs {
  static let variantInputs: [ButtonInput] = [
    autoDirection,
    optionalChoice(.textStyle, \.variants.textStyle) { $0.variants.textStyle = nil },
    contentSizes,
    maxContentSize,
    optionalNumber(
      .maxFontSize, \.variants.maxFontSize,
      setting: InputSetting(.maxFontSize, reset: { $0.variants.maxFontSize = nil }) { value, r in
        if case .number(let v) = value { r.variants.maxFontSize = v }
      }),
    scaledMetrics,
    optionalText(
      .strings, \.variants.strings,
      setting: InputSetting(
        .strings,
        reset: { $0.variants.removeStrings() }
      ) { value, r in
        if case .text(let path) = value { r.variants.strings = path }
      }, optionalInDocuments: true),
    optionalText(
      .titleKey, \.variants.titleKey,
      setting: InputSetting(.titleKey) { value, r in
        if case .text(let key) = value { r.variants.titleKey = key }
      }, optionalInDocuments: true),
    locales,
    optionalText(.stringsDigest, \.variants.stringsDigest, optionalInDocuments: true),
    pseudo,
    stateTitles,
    stateTitleKeys,
    stateImages,
    optionalNumber(
      .maxWidth, \.variants.maxWidth,
      setting: InputSetting(.maxWidth, reset: { $0.variants.maxWidth = nil }) { value, r in
        if case .number(let v) = value { r.variants.maxWidth = v }
      }),
  ]

  // MARK: - Kinds

  /// A nullable REAL column and a JSON number or `null`; an input added after documents existed
  /// is optional in them (`optionalInDocuments`) and, when it has no digest member, left out
  /// of the record's JSON while `null` (`omittedWhenNull`).
  @inline(__always)
  static func optionalNumber(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, Double?> & Sendable,
    setting: InputSetting, optionalInDocuments: Bool = true, omittedWhenNull: Bool = false
  ) -> ButtonInput {
    let property = StoredProperty(path)
    let column = field.column
    return ButtonInput(
      field,
      store: { r, row in row.set(column, real: property.get(r)) },
      load: { row, r in if let v = try row.optionalNumber(column) { property.set(&r, v) } },
      encode: { r in .optional(property.get(r)) { .number($0) } },
      decode: { v, p, reader, r in property.set(&r, reader.optionalNumber(v, p) ?? nil) },
      optionalInDocuments: optionalInDocuments, omittedWhenNull: omittedWhenNull,
      settings: [setting])
  }

  /// One of an enumeration's raw values or nothing: a nullable text column and a JSON string or
  /// `null`.
  @inline(__always)
  static func optionalChoice<T: RawRepresentable & CaseIterable & Sendable>(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, T?> & Sendable,
    reset: @escaping @Sendable (inout ButtonRecord) -> Void
  ) -> ButtonInput where T.RawValue == String {
    let property = StoredProperty(path)
    let column = field.column
    return ButtonInput(
      field,
      store: { r, row in row.set(column, text: property.get(r)?.rawValue) },
      load: { row, r in
        guard let text = try row.optionalText(column) else { return }
        guard let text else { return property.set(&r, nil) }
        if let v = T(rawValue: text) {
          property.set(&r, v)
        } else {
          row.problem(
            column, .text(text),
            "is not one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
        }
      },
      encode: { r in .optional(property.get(r)) { .string($0.rawValue) } },
      decode: { v, p, reader, r in
        if v == nil || v == .null { return property.set(&r, nil) }
        if let choice = reader.choice(v, p, T.self) { property.set(&r, choice) }
      },
      optionalInDocuments: true,
      settings: [
        InputSetting(field, reset: reset) { value, r in
          if case .text(let text) = value, let v = T(rawValue: text) { property.set(&r, v) }
        }
      ])
  }

  // MARK: - Inputs with their own shape

  /// The layout direction choice. `auto` is stored as the direction it resolves to for the base
  /// layouts (the column's constraint predates it) with `auto_direction` saying it is auto.
  static let direction = ButtonInput(
    .direction,
    store: { r, row in
      row.set(
        "direction",
        .text(
          r.spec.direction == .auto ? r.spec.autoDirection.rawValue : r.spec.direction.rawValue))
    },
    load: { row, r in
      if let v = try row.choice("direction", DirectionChoice.self) { r.spec.direction = v }
    },
    encode: { r in .string(r.spec.direction.rawValue) },
    decode: { v, p, reader, r in
      if let v = reader.choice(v, p, DirectionChoice.self) { r.spec.direction = v }
    },
    digest: [DigestPart("direction") { .string($0.direction.rawValue) }],
    settings: [
      InputSetting(.direction) { value, r in
        if case .text(let text) = value, let v = DirectionChoice(rawValue: text) {
          r.spec.direction = v
        }
      }
    ])

  /// What `direction` auto lays the base layouts out in (the source language's direction,
  /// measured from the strings file): stored beside `direction`, which holds the same
  /// direction so the column keeps its constraint; NULL for the other choices.
  static let autoDirection = ButtonInput(
    .autoDirection,
    store: { r, row in
      row.set(
        "auto_direction", text: r.spec.direction == .auto ? r.spec.autoDirection.rawValue : nil)
    },
    load: { row, r in
      guard let text = try row.optionalText("auto_direction"), let text else { return }
      if let direction = LayoutDirection(rawValue: text) {
        r.spec.direction = .auto
        r.spec.autoDirection = direction
      } else {
        row.problem("auto_direction", .text(text), "is not one of ltr, rtl")
      }
    },
    encode: { r in r.spec.direction == .auto ? .string(r.spec.autoDirection.rawValue) : .null },
    decode: { v, p, reader, r in
      if v == nil || v == .null { return }
      // Read after `direction`: it means something only for auto.
      if let direction = reader.choice(v, p, LayoutDirection.self), r.spec.direction == .auto {
        r.spec.autoDirection = direction
      }
    },
    optionalInDocuments: true,
    digest: [
      DigestPart("autoDirection") {
        $0.direction == .auto ? .string($0.autoDirection.rawValue) : nil
      }
    ])

  /// The content sizes by their short names (`xS` … `AX5`), the values `contentSizes` and
  /// `maxContentSize` take.
  package static let contentSizeNames = ContentSizeCategory.allCases.map(\.shortName)

  /// Content size names (`xS` … `AX5`) as a list, each known, each once.
  static func contentSizeList(_ names: [String], _ problem: (String) -> Void)
    -> [ContentSizeCategory]?
  {
    var result: [ContentSizeCategory] = []
    for name in names {
      guard let size = ContentSizeCategory.allCases.first(where: { $0.shortName == name }) else {
        problem("'\(name)' is not one of \(contentSizeNames.joined(separator: ", "))")
        return nil
      }
      if result.contains(size) {
        problem("'\(name)' is given twice")
        return nil
      }
      result.append(size)
    }
    return result
  }

  /// A JSON array of strings stored as text, or `nil` with a problem.
  static func storedStrings(_ text: String) -> [String]? {
    guard let items = (try? JSONParser.parse(text))?.arrayValue else { return nil }
    var result: [String] = []
    for item in items {
      guard case .string(let s) = item else { return nil }
      result.append(s)
    }
    return result
  }

  static func storedText(_ strings: [String]) -> String {
    JSONWriter(pretty: false).string(.array(strings.map { .string($0) }))
  }

  static let contentSizes = ButtonInput(
    .contentSizes,
    store: { r, row in
      row.set(
        "content_sizes", text: r.variants.contentSizes.map { storedText($0.map(\.shortName)) })
    },
    load: { row, r in
      guard let text = try row.optionalText("content_sizes"), let text else { return }
      guard let names = storedStrings(text) else {
        return row.problem("content_sizes", .text(text), "is not a JSON array of content sizes")
      }
      var message: String?
      r.variants.contentSizes = contentSizeList(names) { message = $0 }
      if let message { row.problem("content_sizes: \(Catalog.escaped(message))") }
    },
    encode: { r in
      .optional(r.variants.contentSizes) { .array($0.map { .string($0.shortName) }) }
    },
    decode: { v, p, reader, r in
      if v == nil || v == .null { return }
      guard let items = reader.array(v, p) else { return }
      let names = items.enumerated().compactMap { reader.string($1, "\(p)[\($0)]") }
      guard names.count == items.count else { return }
      r.variants.contentSizes = contentSizeList(names) { reader.problem(p, $0) }
    },
    optionalInDocuments: true,
    settings: [
      InputSetting(.contentSizes, reset: { $0.variants.contentSizes = nil }) { value, r in
        switch value {
        case .text("all"): r.variants.contentSizes = ContentSizeCategory.allCases
        case .list(let items):
          r.variants.contentSizes = items.compactMap {
            if case .text(let name) = $0 {
              ContentSizeCategory.allCases.first { $0.shortName == name }
            } else {
              nil
            }
          }
        default: break
        }
      }
    ])

  static let maxContentSize = ButtonInput(
    .maxContentSize,
    store: { r, row in row.set("max_content_size", text: r.variants.maxContentSize?.shortName) },
    load: { row, r in
      guard let text = try row.optionalText("max_content_size"), let text else { return }
      if let size = ContentSizeCategory.allCases.first(where: { $0.shortName == text }) {
        r.variants.maxContentSize = size
      } else {
        row.problem(
          "max_content_size", .text(text),
          "is not one of \(contentSizeNames.joined(separator: ", "))")
      }
    },
    encode: { r in .optional(r.variants.maxContentSize) { .string($0.shortName) } },
    decode: { v, p, reader, r in
      if v == nil || v == .null { return }
      guard let text = reader.string(v, p) else { return }
      if let size = ContentSizeCategory.allCases.first(where: { $0.shortName == text }) {
        r.variants.maxContentSize = size
      } else {
        reader.problem(
          p, "\"\(text)\" is not one of \(contentSizeNames.joined(separator: ", "))")
      }
    },
    optionalInDocuments: true,
    settings: [
      InputSetting(.maxContentSize, reset: { $0.variants.maxContentSize = nil }) { value, r in
        if case .text(let name) = value {
          r.variants.maxContentSize = ContentSizeCategory.allCases.first { $0.shortName == name }
        }
      }
    ])

  static let scaledMetrics = ButtonInput(
    .scaledMetrics,
    store: { r, row in row.set("scaled_metrics", .integer(r.variants.scaledMetrics ? 1 : 0)) },
    load: { row, r in
      guard let v = try row.integer("scaled_metrics") else { return }
      if v == 0 || v == 1 {
        r.variants.scaledMetrics = v == 1
      } else {
        row.problem("scaled_metrics", .integer(Int64(v)), "is not 0 or 1")
      }
    },
    encode: { r in .bool(r.variants.scaledMetrics) },
    decode: { v, p, reader, r in
      if v == nil { return }
      if let b = reader.bool(v, p) { r.variants.scaledMetrics = b }
    },
    optionalInDocuments: true,
    settings: [
      InputSetting(.scaledMetrics, reset: { $0.variants.scaledMetrics = false }) { value, r in
        if case .bool(let on) = value { r.variants.scaledMetrics = on }
      }
    ])

  static let locales = ButtonInput(
    .locales,
    store: { r, row in
      row.set(
        "locales",
        text: r.variants.allLocales ? "all" : r.variants.locales.map { storedText($0) })
    },
    load: { row, r in
      guard let text = try row.optionalText("locales"), let text else { return }
      if text == "all" {
        r.variants.allLocales = true
      } else if let names = storedStrings(text) {
        r.variants.locales = names
      } else {
        row.problem("locales", .text(text), "is not 'all' or a JSON array of locales")
      }
    },
    encode: { r in
      r.variants.allLocales
        ? .string("all") : .optional(r.variants.locales) { .array($0.map { .string($0) }) }
    },
    decode: { v, p, reader, r in
      if v == nil || v == .null { return }
      if v == .string("all") {
        r.variants.allLocales = true
        return
      }
      guard let items = reader.array(v, p) else { return }
      let names = items.enumerated().compactMap { reader.string($1, "\(p)[\($0)]") }
      if names.count == items.count { r.variants.locales = names }
    },
    optionalInDocuments: true,
    settings: [
      InputSetting(.locales) { value, r in
        switch value {
        case .text("all"):
          r.variants.allLocales = true
          r.variants.locales = nil
        case .list(let items):
          r.variants.allLocales = false
          r.variants.locales = items.compactMap { if case .text(let t) = $0 { t } else { nil } }
        default: break
        }
      }
    ])

  /// The pseudo-locales `pseudo` takes.
  package static let pseudoNames = PseudoLocale.allCases.map(\.rawValue)

  static let pseudo = ButtonInput(
    .pseudo,
    store: { r, row in row.set("pseudo", .text(storedText(r.variants.pseudo.map(\.rawValue)))) },
    load: { row, r in
      guard let text = try row.text("pseudo") else { return }
      guard let names = storedStrings(text) else {
        return row.problem("pseudo", .text(text), "is not a JSON array of pseudo-locales")
      }
      for name in names where PseudoLocale(rawValue: name) == nil {
        row.problem(
          "pseudo: '\(Catalog.escaped(name))' is not one of \(pseudoNames.joined(separator: ", "))")
      }
      r.variants.pseudo = names.compactMap(PseudoLocale.init(rawValue:))
    },
    encode: { r in .array(r.variants.pseudo.map { .string($0.rawValue) }) },
    decode: { v, p, reader, r in
      if v == nil { return }
      guard let items = reader.array(v, p) else { return }
      r.variants.pseudo = items.enumerated().compactMap {
        reader.choice($1, "\(p)[\($0)]", PseudoLocale.self)
      }
    },
    optionalInDocuments: true,
    settings: [
      InputSetting(.pseudo, reset: { $0.variants.pseudo = [] }) { value, r in
        if case .list(let items) = value {
          r.variants.pseudo = items.compactMap {
            if case .text(let t) = $0 { PseudoLocale(rawValue: t) } else { nil }
          }
        }
      }
    ])

  /// The states a state title or image may be given for: every one but normal (whose title and
  /// image are the button's own).
  static let variantStates = ControlState.allCases.filter { $0 != .normal }
  package static let variantStateNames = variantStates.map(\.rawValue)

  /// A JSON object keyed by state, its members read by `member`; states in `variantStates`.
  static func stateObject<Value>(
    _ value: JSONValue?, _ p: String, _ reader: JSONReader,
    _ member: (JSONValue, String) -> Value?
  ) -> [ControlState: Value]? {
    guard let o = reader.object(value, p) else { return nil }
    var result: [ControlState: Value] = [:]
    let before = reader.problems.count
    for (key, v) in o {
      guard let state = ControlState(rawValue: key), state != .normal else {
        reader.problem(
          "\(p).\(key)", "is not a state; use \(variantStateNames.joined(separator: ", "))")
        continue
      }
      if let value = member(v, "\(p).\(key)") { result[state] = value }
    }
    return reader.problems.count == before ? result : nil
  }

  /// The members of `values` in state order.
  static func stateMembers<Value>(_ values: [ControlState: Value], _ encode: (Value) -> JSONValue)
    -> JSONValue
  {
    .object(variantStates.compactMap { s in values[s].map { (s.rawValue, encode($0)) } })
  }

  /// Text per state (a title, or a key in the strings file): a JSON object keyed by state,
  /// stored as its text (`{}` for none), optional in documents.
  /// The field names one state's value (`state-title`); the key and column hold every state's
  /// (`stateTitles`, `state_titles`), named before the rule.
  static func stateTexts(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, [ControlState: String]> & Sendable,
    what: String
  ) -> ButtonInput {
    let property = StoredProperty(path)
    let key = field.key + "s"
    let column = field.column + "s"
    return ButtonInput(
      field, key: key, columns: [column],
      store: { r, row in
        row.set(
          column,
          .text(JSONWriter(pretty: false).string(stateMembers(property.get(r)) { .string($0) })))
      },
      load: { row, r in
        guard let text = try row.text(column) else { return }
        let reader = JSONReader()
        if let value = try? JSONParser.parse(text),
          let texts = stateObject(value, column, reader, { reader.string($0, $1) })
        {
          property.set(&r, texts)
        } else {
          row.problem(column, .text(text), "is not a JSON object of \(what)")
        }
      },
      encode: { r in stateMembers(property.get(r)) { .string($0) } },
      decode: { v, p, reader, r in
        if v == nil { return }
        if let texts = stateObject(v, p, reader, { reader.string($0, $1) }) {
          property.set(&r, texts)
        }
      },
      optionalInDocuments: true,
      settings: [
        InputSetting(field, repeatable: true, reset: { property.set(&$0, [:]) }) { value, r in
          guard case .list(let items) = value else { return }
          var texts = property.get(r)
          for case .stateValue(let state, .text(let text)) in items { texts[state] = text }
          property.set(&r, texts)
        }
      ])
  }

  static let stateTitles = stateTexts(
    .stateTitle, \.variants.stateTitles, what: "state titles")

  /// Each state's title key in the strings file (migration 0010).
  static let stateTitleKeys = stateTexts(
    .stateTitleKey, \.variants.stateTitleKeys, what: "state title keys")

  static func stateImage(_ image: StateImage) -> JSONValue {
    switch image {
    case .file(let path, let digest):
      .object([("path", .string(path)), ("digest", .optional(digest) { .string($0) })])
    case .size(let size): LayoutJSON.size(size)
    }
  }

  static func stateImage(_ value: JSONValue, _ p: String, _ reader: JSONReader) -> StateImage? {
    guard case .object(let members) = value else {
      reader.problem(p, "expected an object, got \(JSONReader.kind(value))")
      return nil
    }
    if members.contains(where: { $0.0 == "path" }) {
      guard let o = reader.object(value, p, allowed: ["path", "digest"]),
        let path = reader.string(o["path"], p + ".path"),
        let digest = reader.optionalString(o["digest"], p + ".digest")
      else { return nil }
      return .file(path: path, digest: digest)
    }
    return LayoutJSON.size(value, p, reader).map { .size($0) }
  }

  static let stateImages = ButtonInput(
    .stateImage, key: "stateImages", columns: ["state_images"],
    store: { r, row in
      row.set(
        "state_images",
        .text(JSONWriter(pretty: false).string(stateMembers(r.variants.stateImages, stateImage))))
    },
    load: { row, r in
      guard let text = try row.text("state_images") else { return }
      let reader = JSONReader()
      if let value = try? JSONParser.parse(text),
        let images = stateObject(value, "state_images", reader, { stateImage($0, $1, reader) })
      {
        r.variants.stateImages = images
      } else {
        row.problem("state_images", .text(text), "is not a JSON object of state images")
      }
    },
    encode: { r in stateMembers(r.variants.stateImages, stateImage) },
    decode: { v, p, reader, r in
      if v == nil { return }
      if let images = stateObject(v, p, reader, { stateImage($0, $1, reader) }) {
        r.variants.stateImages = images
      }
    },
    optionalInDocuments: true,
    settings: [
      InputSetting(.stateImage, repeatable: true, reset: { $0.variants.stateImages = [:] }) {
        value, r in
        guard case .list(let items) = value else { return }
        for case .stateValue(let state, let image) in items {
          switch image {
          case .text(let path): r.variants.stateImages[state] = .file(path: path, digest: nil)
          case .size(let size): r.variants.stateImages[state] = .size(size)
          default: break
          }
        }
      }
    ])
}
