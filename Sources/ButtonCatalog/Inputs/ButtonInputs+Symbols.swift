import ButtonJSON
import ButtonLayout
import ButtonStore

/// The fields of the activity indicator and SF Symbol images (issue 28, migration 0022).
extension ButtonField {
  /// `UIButton.Configuration.showsActivityIndicator`.
  package static let activityIndicator: ButtonField = "activity-indicator"
  /// The SF Symbol the image is.
  package static let symbol: ButtonField = "symbol"
  /// The symbol image's `UIImage.size`, given by hand.
  package static let symbolSize: ButtonField = "symbol-size"
  package static let symbolPointSize: ButtonField = "symbol-point-size"
  package static let symbolWeight: ButtonField = "symbol-weight"
  package static let symbolScale: ButtonField = "symbol-scale"

  // Measured: no option sets it, no problem names it.

  /// The symbol's image view as a device measured it.
  static let symbolView: ButtonField = "symbol-view"
}

/// The declarations of the activity indicator and the SF Symbol inputs (migration 0022), in
/// table order after the others. Each is optional in documents and left out of the record's
/// JSON while unset (false, `null`), and its digest member is left out at its default, so every
/// button without them keeps its documents, digests, layouts and outputs.
extension ButtonInputs {
  static let symbolInputs: [ButtonInput] = [
    activityIndicator,
    symbol,
    omittedNumber(.symbolPointSize, \.symbolPointSize) { $0.symbolPointSize = nil },
    omittedChoice(.symbolWeight, \.symbolWeight) { $0.symbolWeight = nil },
    omittedChoice(.symbolScale, \.symbolScale) { $0.symbolScale = nil },
    symbolView,
  ]

  /// `activity_indicator` 0 or 1; `true` in the record's JSON, the key left out while false.
  static let activityIndicator = ButtonInput(
    .activityIndicator,
    store: { r, row in
      row.set("activity_indicator", .integer(r.spec.showsActivityIndicator ? 1 : 0))
    },
    load: { row, r in
      guard let v = try row.integer("activity_indicator") else { return }
      if v == 0 || v == 1 {
        r.spec.showsActivityIndicator = v == 1
      } else {
        row.problem("activity_indicator", .integer(Int64(v)), "is not 0 or 1")
      }
    },
    encode: { r in r.spec.showsActivityIndicator ? .bool(true) : .null },
    decode: { v, p, reader, r in
      if v == nil || v == .null {
        r.spec.showsActivityIndicator = false
        return
      }
      if let b = reader.bool(v, p) { r.spec.showsActivityIndicator = b }
    },
    optionalInDocuments: true, omittedWhenNull: true,
    digest: [DigestPart("activityIndicator") { $0.showsActivityIndicator ? .number(1) : nil }],
    settings: [
      InputSetting(.activityIndicator, reset: { $0.spec.showsActivityIndicator = false }) {
        value, r in
        if case .bool(let on) = value { r.spec.showsActivityIndicator = on }
      }
    ])

  /// The symbol's name; its settings also give its size (`--symbol-size`, the image's size,
  /// `image_width` and `image_height` with image source 'size'). A symbol replaces an image
  /// file; `--no-symbol` removes the symbol and its size.
  static let symbol = ButtonInput(
    .symbol,
    store: { r, row in row.set("symbol", text: r.symbol) },
    load: { row, r in if let v = try row.optionalText("symbol") { r.symbol = v } },
    encode: { r in .optional(r.symbol) { .string($0) } },
    decode: { v, p, reader, r in r.symbol = reader.optionalString(v, p) ?? nil },
    optionalInDocuments: true, omittedWhenNull: true,
    digest: [
      DigestPart("symbolPointSize") { $0.symbolPointSize.map { .number($0) } },
      DigestPart("symbolImageViewSize") { $0.symbolImageViewSize.map { .size($0) } },
    ],
    settings: [
      InputSetting(.symbol, reset: { removeSymbol(&$0) }) { value, r in
        guard case .text(let name) = value else { return }
        if r.symbol != name, r.imageSource == .file || r.symbol != nil {
          // Another image: its size is not this symbol's.
          r.spec.imageSize = nil
          r.imageSource = .none
          r.spec.symbolImageViewSize = nil
        }
        r.symbol = name
        r.imagePath = nil
        r.imageDigest = nil
      },
      InputSetting(.symbolSize) { value, r in
        guard case .size(let size) = value else { return }
        r.spec.imageSize = size
        r.imageSource = .size
        r.imagePath = nil
        r.imageDigest = nil
        r.spec.symbolImageViewSize = nil
      },
    ])

  /// Removes the symbol, its size and its configuration (the button has no image after).
  package static func removeSymbol(_ r: inout ButtonRecord) {
    guard r.symbol != nil else { return }
    r.symbol = nil
    r.symbolPointSize = nil
    r.symbolWeight = nil
    r.symbolScale = nil
    r.spec.imageSize = nil
    r.spec.symbolImageViewSize = nil
    r.imageSource = .none
  }

  /// The image view a device measured for the symbol: two nullable columns, a size or `null`.
  static let symbolView = measuredSize(
    .symbolView, key: "symbolImageView", columns: ("symbol_view_width", "symbol_view_height"),
    \.spec.symbolImageViewSize)

  /// The configuration's `imageReservation` (migration 0016): optional in documents and left
  /// out of the record's JSON while unset; a layout input since migration 0022 (the
  /// configuration technique reserves it [UNVERIFIED]), its digest member left out while unset,
  /// so only buttons with a reservation turn stale (`recompute` lays them out again).
  static let imageReservation: ButtonInput = {
    let input = optionalNumber(
      .imageReservation, \.spec.imageReservation,
      setting: InputSetting(
        .imageReservation, reset: { $0.imageReservation = nil }
      ) { value, r in
        if case .number(let v) = value { r.imageReservation = v }
      }, omittedWhenNull: true)
    return ButtonInput(
      .imageReservation, store: input.store, load: input.load, encode: input.encode,
      decode: input.decode, optionalInDocuments: true, omittedWhenNull: true,
      digest: [DigestPart("imageReservation") { $0.imageReservation.map { .number($0) } }],
      settings: input.settings)
  }()

  // MARK: - Kinds

  /// A nullable REAL column and a JSON number, the key left out while `null`; not a digest
  /// member (the engine reads what it derives from it).
  @inline(__always)
  static func omittedNumber(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, Double?> & Sendable,
    reset: @escaping @Sendable (inout ButtonRecord) -> Void
  ) -> ButtonInput {
    optionalNumber(
      field, path,
      setting: InputSetting(field, reset: reset) { value, r in
        if case .number(let v) = value { r[keyPath: path] = v }
      }, optionalInDocuments: true, omittedWhenNull: true)
  }

  /// One of an enumeration's raw values or nothing, the key left out while `null`.
  @inline(__always)
  static func omittedChoice<T: RawRepresentable & CaseIterable & Sendable>(
    _ field: ButtonField, _ path: WritableKeyPath<ButtonRecord, T?> & Sendable,
    reset: @escaping @Sendable (inout ButtonRecord) -> Void
  ) -> ButtonInput where T.RawValue == String {
    let input = optionalChoice(field, path, reset: reset)
    return ButtonInput(
      field, store: input.store, load: input.load, encode: input.encode, decode: input.decode,
      optionalInDocuments: true, omittedWhenNull: true, settings: input.settings)
  }
}
