import ButtonLayout

/// The JSON shape of a variant's layout: an entry of `show`/`layout`'s `"variants"` and what the
/// catalog stores per variant (docs/variants.md; keys in this order).
package enum VariantJSON {
  package static let keys = [
    "locale", "contentSize", "state", "direction", "technique", "fontSize", "titleSize", "bounds",
    "frames", "gap", "diagnostics",
  ]

  package static func value(_ v: VariantLayout) -> JSONValue {
    var members: [(String, JSONValue)] = [
      ("locale", .optional(v.key.locale) { .string($0) }),
      ("contentSize", .string(v.key.contentSize.shortName)),
      ("state", .string(v.key.state.rawValue)),
      ("direction", .string(v.direction.rawValue)),
      ("technique", .string(v.technique.rawValue)),
      ("fontSize", .optional(v.fontSize) { .number($0) }),
      ("titleSize", .optional(v.titleSize, LayoutJSON.size)),
      ("bounds", LayoutJSON.size(v.bounds)),
      (
        "frames",
        .object(
          [
            ("contentRect", LayoutJSON.rect(v.frames.contentRect)),
            ("imageFrame", .optional(v.frames.imageFrame, LayoutJSON.rect)),
            ("titleFrame", .optional(v.frames.titleFrame, LayoutJSON.rect)),
          ]
            // Issue 28 (subtitle): only a variant with a subtitle has the key.
            + (v.frames.subtitleFrame.map { [("subtitleFrame", LayoutJSON.rect($0))] } ?? [])
            + [("intrinsicContentSize", LayoutJSON.size(v.frames.intrinsicContentSize))])
      ),
      ("gap", .optional(v.gap) { .number($0) }),
      ("diagnostics", .array(v.diagnostics.map(LayoutJSON.diagnostic))),
    ]
    // Only for an approximate title (measured from Apple's font files, not on a device): the
    // other entries stay as they were.
    if v.isTitleApproximate { members.insert((approximateKey, .bool(true)), at: 7) }
    return .object(members)
  }

  /// A key `value(_:)` writes besides `keys`, only when true.
  package static let approximateKey = "approximate"

  /// Reads back what `value(_:)` wrote, or `nil` with the reader's problems.
  package static func variant(_ value: JSONValue?, _ path: String, _ reader: JSONReader)
    -> VariantLayout?
  {
    guard let o = reader.object(value, path, allowed: Set(keys + [approximateKey])) else {
      return nil
    }
    let locale = reader.optionalString(o["locale"], path + ".locale")
    let sizeName = reader.string(o["contentSize"], path + ".contentSize")
    let contentSize = sizeName.flatMap(ContentSizeCategory.init(parsing:))
    if sizeName != nil, contentSize == nil {
      reader.problem(path + ".contentSize", "unknown content size '\(sizeName!)'")
    }
    let state = reader.choice(o["state"], path + ".state", ControlState.self)
    let direction = reader.choice(o["direction"], path + ".direction", LayoutDirection.self)
    let technique = reader.choice(o["technique"], path + ".technique", Technique.self)
    let fontSize = reader.optionalNumber(o["fontSize"], path + ".fontSize")
    let titleSize: Size?? =
      o["titleSize"] == nil || o["titleSize"] == .null
      ? .some(nil) : LayoutJSON.size(o["titleSize"], path + ".titleSize", reader).map { .some($0) }
    let bounds = LayoutJSON.size(o["bounds"], path + ".bounds", reader)
    let fp = path + ".frames"
    let f = reader.object(
      o["frames"], fp,
      allowed: ["contentRect", "imageFrame", "titleFrame", "subtitleFrame", "intrinsicContentSize"])
    let content = f.flatMap { LayoutJSON.rect($0["contentRect"], fp + ".contentRect", reader) }
    let image = f.flatMap { LayoutJSON.optionalRect($0["imageFrame"], fp + ".imageFrame", reader) }
    let title = f.flatMap { LayoutJSON.optionalRect($0["titleFrame"], fp + ".titleFrame", reader) }
    let subtitle = f?["subtitleFrame"].flatMap {
      LayoutJSON.rect($0, fp + ".subtitleFrame", reader)
    }
    let intrinsic = f.flatMap {
      LayoutJSON.size($0["intrinsicContentSize"], fp + ".intrinsicContentSize", reader)
    }
    let gap = reader.optionalNumber(o["gap"], path + ".gap")
    var diagnostics: [Diagnostic] = []
    if let items = reader.array(o["diagnostics"], path + ".diagnostics") {
      for (i, item) in items.enumerated() {
        if let d = LayoutJSON.diagnostic(item, path + ".diagnostics[\(i)]", reader) {
          diagnostics.append(d)
        }
      }
    }
    guard let locale, let contentSize, let state, let direction, let technique, let fontSize,
      let titleSize, let bounds, let content, let image, let title, let intrinsic, let gap
    else { return nil }
    var frames = LayoutFrames(
      contentRect: content, imageFrame: image, titleFrame: title, intrinsicContentSize: intrinsic)
    frames.subtitleFrame = subtitle
    return VariantLayout(
      key: VariantKey(locale: locale, contentSize: contentSize, state: state),
      direction: direction, technique: technique, fontSize: fontSize, titleSize: titleSize,
      frames: frames, bounds: bounds, gap: gap, diagnostics: diagnostics)
  }

  /// The stored form's version: a row holding another is damaged (or from a newer build).
  package static let storedVersion = 1

  /// The stored form: compact and lossless. A button has hundreds of variants whose
  /// diagnostics repeat (one finding in every content size), so each distinct diagnostic is
  /// written once and a variant is one array referring to them:
  /// `{"version":1,"diagnostics":[…],"variants":[[locale, contentSize, state, direction,
  /// technique, fontSize, titleSize [w,h] | null, bounds [w,h], contentRect [x,y,w,h],
  /// imageFrame [x,y,w,h] | null, titleFrame [x,y,w,h] | null, intrinsicContentSize [w,h], gap,
  /// [diagnostic indexes]], …]}`.
  ///
  /// This builds the `JSONValue` tree: `encodeStored` writes the same bytes straight to text
  /// (a test holds them equal).
  static func encodeStoredTree(_ variants: [VariantLayout]) -> String {
    var table = DiagnosticTable()
    var rows: [JSONValue] = []
    rows.reserveCapacity(variants.count)
    func pair(_ s: Size) -> JSONValue { .array([.number(s.width), .number(s.height)]) }
    func quad(_ r: Rect) -> JSONValue {
      .array([.number(r.x), .number(r.y), .number(r.width), .number(r.height)])
    }
    for v in variants {
      var refs: [JSONValue] = []
      for d in v.diagnostics { refs.append(.integer(Int64(table.reference(d)))) }
      rows.append(
        .array(
          [
            .optional(v.key.locale) { .string($0) }, .string(v.key.contentSize.shortName),
            .string(v.key.state.rawValue), .string(v.direction.rawValue),
            .string(v.technique.rawValue), .optional(v.fontSize) { .number($0) },
            .optional(v.titleSize, pair), pair(v.bounds), quad(v.frames.contentRect),
            .optional(v.frames.imageFrame, quad), .optional(v.frames.titleFrame, quad),
            pair(v.frames.intrinsicContentSize), .optional(v.gap) { .number($0) }, .array(refs),
          ]
            // Issue 28 (subtitle): a 15th member, only for a variant with a subtitle.
            + (v.frames.subtitleFrame.map { [quad($0)] } ?? [])))
    }
    return JSONWriter(pretty: false).string(
      .object([
        ("version", .integer(Int64(storedVersion))),
        ("diagnostics", .array(table.distinct.map(LayoutJSON.diagnostic))),
        ("variants", .array(rows)),
      ]))
  }

  /// Reads back what `encodeStored` wrote, throwing (with every problem, each naming where it
  /// is) when it is not exactly that: a row may have been edited by hand.
  package static func decodeStored(_ text: String) throws -> [VariantLayout] {
    // Text as `encodeStored` writes it (every row buttoncat stored) is read from its bytes;
    // anything else takes the generic path below, which words the problems.
    if let variants = StoredVariantsFastPath.decode(text) { return variants }
    return try decodeStoredGeneric(text)
  }

  /// `decodeStored` through the parser and `stored(_:_:)`: any text, every problem worded.
  static func decodeStoredGeneric(_ text: String) throws -> [VariantLayout] {
    let reader = JSONReader()
    let value: JSONValue
    do {
      value = try JSONParser.parse(text)
    } catch {
      throw JSONShapeError(problems: [error.description])
    }
    let result = stored(value, reader)
    guard reader.problems.isEmpty, let result else {
      throw JSONShapeError(problems: reader.problems)
    }
    return result
  }

  static func stored(_ value: JSONValue, _ reader: JSONReader) -> [VariantLayout]? {
    guard let o = reader.object(value, "", allowed: ["version", "diagnostics", "variants"]),
      let version = reader.integer(o["version"], "version")
    else { return nil }
    guard version == storedVersion else {
      reader.problem("version", "is \(version), not \(storedVersion)")
      return nil
    }
    var diagnostics: [Diagnostic] = []
    for (i, item) in (reader.array(o["diagnostics"], "diagnostics") ?? []).enumerated() {
      if let d = LayoutJSON.diagnostic(item, "diagnostics[\(i)]", reader) { diagnostics.append(d) }
    }
    guard let rows = reader.array(o["variants"], "variants") else { return nil }
    var result: [VariantLayout] = []
    result.reserveCapacity(rows.count)
    for (i, row) in rows.enumerated() {
      if let v = storedVariant(row, "variants[\(i)]", diagnostics, reader) { result.append(v) }
    }
    return reader.problems.isEmpty ? result : nil
  }

  private static func numbers(
    _ value: JSONValue?, _ count: Int, _ path: String, _ reader: JSONReader
  )
    -> [Double]?
  {
    guard let items = reader.array(value, path) else { return nil }
    guard items.count == count else {
      reader.problem(path, "has \(items.count) numbers, not \(count)")
      return nil
    }
    var result: [Double] = []
    for (i, item) in items.enumerated() {
      guard let n = reader.number(item, "\(path)[\(i)]") else { return nil }
      result.append(n)
    }
    return result
  }

  private static func size(_ value: JSONValue?, _ path: String, _ reader: JSONReader) -> Size? {
    numbers(value, 2, path, reader).map { Size(width: $0[0], height: $0[1]) }
  }

  private static func rect(_ value: JSONValue?, _ path: String, _ reader: JSONReader) -> Rect? {
    numbers(value, 4, path, reader).map { Rect(x: $0[0], y: $0[1], width: $0[2], height: $0[3]) }
  }

  /// `.some(nil)` for null, `nil` when malformed.
  private static func optional<T>(
    _ value: JSONValue?, _ path: String, _ reader: JSONReader,
    _ read: (JSONValue?, String, JSONReader) -> T?
  ) -> T?? {
    if value == .null { return .some(nil) }
    return read(value, path, reader).map { .some($0) }
  }

  private static func storedVariant(
    _ value: JSONValue, _ path: String, _ diagnostics: [Diagnostic], _ reader: JSONReader
  ) -> VariantLayout? {
    guard let items = reader.array(value, path) else { return nil }
    guard items.count == 14 || items.count == 15 else {
      reader.problem(path, "has \(items.count) members, not 14 (15 with a subtitle)")
      return nil
    }
    func at(_ i: Int) -> String { "\(path)[\(i)]" }
    let locale = reader.optionalString(items[0], at(0))
    let sizeName = reader.string(items[1], at(1))
    let contentSize = sizeName.flatMap(ContentSizeCategory.init(parsing:))
    if let sizeName, contentSize == nil {
      reader.problem(at(1), "unknown content size '\(sizeName)'")
    }
    let state = reader.choice(items[2], at(2), ControlState.self)
    let direction = reader.choice(items[3], at(3), LayoutDirection.self)
    let technique = reader.choice(items[4], at(4), Technique.self)
    let fontSize = reader.optionalNumber(items[5], at(5))
    let titleSize = optional(items[6], at(6), reader, size)
    let bounds = size(items[7], at(7), reader)
    let content = rect(items[8], at(8), reader)
    let image = optional(items[9], at(9), reader, rect)
    let title = optional(items[10], at(10), reader, rect)
    let intrinsic = size(items[11], at(11), reader)
    let gap = reader.optionalNumber(items[12], at(12))
    let subtitle = items.count == 15 ? rect(items[14], at(14), reader) : nil
    if items.count == 15, subtitle == nil { return nil }
    var found: [Diagnostic] = []
    for (j, ref) in (reader.array(items[13], at(13)) ?? []).enumerated() {
      guard let k = reader.integer(ref, "\(at(13))[\(j)]") else { continue }
      guard diagnostics.indices.contains(k) else {
        reader.problem("\(at(13))[\(j)]", "refers to diagnostic \(k) of \(diagnostics.count)")
        continue
      }
      found.append(diagnostics[k])
    }
    guard let locale, let contentSize, let state, let direction, let technique, let fontSize,
      let titleSize, let bounds, let content, let image, let title, let intrinsic, let gap
    else { return nil }
    var frames = LayoutFrames(
      contentRect: content, imageFrame: image, titleFrame: title, intrinsicContentSize: intrinsic)
    frames.subtitleFrame = subtitle
    return VariantLayout(
      key: VariantKey(locale: locale, contentSize: contentSize, state: state),
      direction: direction, technique: technique, fontSize: fontSize, titleSize: titleSize,
      frames: frames, bounds: bounds, gap: gap, diagnostics: found)
  }
}
