import ButtonLayout

/// The fast path of `VariantJSON.decodeStored`: a stored variants row exactly as `encodeStored`
/// writes it (`{"version":1,"diagnostics":[…],"variants":[[…], …]}`, no whitespace, strings
/// without escapes), read straight from its bytes with `StoredLayoutFastPath.Scanner`, without a
/// `JSONValue` tree (`check` reads every button's hundreds of variants: the generic reader
/// spent most of its time building and walking the tree).
///
/// It decides only that common case: anything else (another key order, whitespace, an escape,
/// a reference written as `1.0`, a damaged row) gives `nil`, and the generic path reads the text
/// with its own rules and words its problems. Whatever this path accepts, the generic path
/// accepts too and decodes to the same variants, number for number
/// (`StoredVariantsFastPathTests` compares both on written and on randomly damaged rows).
enum StoredVariantsFastPath {
  static func decode(_ text: String) -> [VariantLayout]? {
    var text = text
    return text.withUTF8 { bytes in
      var scanner = StoredLayoutFastPath.Scanner(bytes)
      guard let variants = scanner.storedVariants(), scanner.atEnd else { return nil }
      return variants
    }
  }
}

extension StoredLayoutFastPath.Scanner {
  /// `{"version":1,"diagnostics":[…],"variants":[…]}`.
  mutating func storedVariants() -> [VariantLayout]? {
    guard skip("{\"version\":1,\"diagnostics\":[") else { return nil }
    var diagnostics: [Diagnostic] = []
    if !skip("]") {
      repeat {
        guard let d = diagnostic() else { return nil }
        diagnostics.append(d)
      } while skip(",")
      guard skip("]") else { return nil }
    }
    guard skip(",\"variants\":[") else { return nil }
    var variants: [VariantLayout] = []
    if !skip("]") {
      repeat {
        guard let v = storedVariant(diagnostics, after: variants.last?.key.locale) else {
          return nil
        }
        variants.append(v)
      } while skip(",")
      guard skip("]") else { return nil }
    }
    guard skip("}") else { return nil }
    return variants
  }

  /// The bytes of a string without escapes or control characters, moved past (no `String` is
  /// made of them); `nil` for anything else.
  mutating func stringBytes() -> UnsafeBufferPointer<UInt8>? {
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
    var end = index + 1
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        let text = UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end])
        index = end + 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
      end += 1
    }
    return nil
  }

  /// The value whose name (as `encodeStored` writes it) the next string is, matched on its
  /// bytes; any other string, even one the type's own parsing takes, is `nil`: the generic
  /// path reads such a row.
  mutating func named<T>(_ names: [(name: [UInt8], value: T)]) -> T? {
    guard let text = stringBytes() else { return nil }
    for entry in names where entry.name.elementsEqual(text) { return entry.value }
    return nil
  }

  /// A locale, or `null`: the previous variant's `String` when the bytes are its (a button's
  /// variants repeat a dozen locales hundreds of times).
  mutating func locale(after previous: String?) -> String?? {
    if skip("null") { return .some(nil) }
    guard let text = stringBytes() else { return nil }
    if let previous, previous.utf8.elementsEqual(text) { return .some(previous) }
    return .some(String(decoding: text, as: UTF8.self))
  }

  static func names<T: CaseIterable & RawRepresentable>(_: T.Type) -> [(name: [UInt8], value: T)]
  where T.RawValue == String {
    T.allCases.map { (Array($0.rawValue.utf8), $0) }
  }

  static let sizeNames = ContentSizeCategory.allCases.map {
    (name: Array($0.shortName.utf8), value: $0)
  }
  static let stateNames = names(ControlState.self)
  static let directionNames = names(LayoutDirection.self)
  static let techniqueNames = names(Technique.self)

  /// `[w,h]`.
  mutating func pair() -> Size? {
    guard skip("["), let w = number(), skip(","), let h = number(), skip("]") else { return nil }
    return Size(width: w, height: h)
  }

  /// `[x,y,w,h]`.
  mutating func quad() -> Rect? {
    guard skip("["), let x = number(), skip(","), let y = number(), skip(","), let w = number(),
      skip(","), let h = number(), skip("]")
    else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// `[x,y,w,h]` or `null`: `.some(nil)` for null.
  mutating func optionalQuad() -> Rect?? {
    if skip("null") { return .some(nil) }
    return quad().map { .some($0) }
  }

  /// A diagnostic's index: plain digits (what `.integer` writes), below `count`.
  mutating func reference(below count: Int) -> Int? {
    var value = 0
    var digits = 0
    while !atEnd, let digit = currentDigit {
      // A leading zero, or more digits than an index of a real row has: the generic path.
      if digits > 0, value == 0 { return nil }
      guard digits < 9 else { return nil }
      value = value * 10 + digit
      digits += 1
      index += 1
    }
    guard digits > 0, value < count else { return nil }
    return value
  }

  private var currentDigit: Int? {
    let byte = bytes[index]
    guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
    return Int(byte - UInt8(ascii: "0"))
  }

  /// One variant: `[locale, contentSize, state, direction, technique, fontSize, titleSize,
  /// bounds, contentRect, imageFrame, titleFrame, intrinsicContentSize, gap, [references]]`.
  mutating func storedVariant(_ diagnostics: [Diagnostic], after previous: String? = nil)
    -> VariantLayout?
  {
    guard skip("["), let locale = locale(after: previous), skip(","),
      let contentSize = named(Self.sizeNames), skip(","),
      let state = named(Self.stateNames), skip(","),
      let direction = named(Self.directionNames), skip(","),
      let technique = named(Self.techniqueNames), skip(","), let fontSize = optionalNumber(),
      skip(",")
    else { return nil }
    let titleSize: Size?
    if skip("null") {
      titleSize = nil
    } else {
      guard let size = pair() else { return nil }
      titleSize = size
    }
    guard skip(","), let bounds = pair(), skip(","), let content = quad(), skip(","),
      let image = optionalQuad(), skip(","), let title = optionalQuad(), skip(","),
      let intrinsic = pair(), skip(","), let gap = optionalNumber(), skip(",[")
    else { return nil }
    var found: [Diagnostic] = []
    if !skip("]") {
      repeat {
        guard let k = reference(below: diagnostics.count) else { return nil }
        found.append(diagnostics[k])
      } while skip(",")
      guard skip("]") else { return nil }
    }
    // Issue 28 (subtitle): a 15th member, the subtitle's frame, only when the variant has one.
    var frames = LayoutFrames(
      contentRect: content, imageFrame: image, titleFrame: title, intrinsicContentSize: intrinsic)
    if skip(",") {
      guard let subtitle = quad() else { return nil }
      frames.subtitleFrame = subtitle
    }
    guard skip("]") else { return nil }
    return VariantLayout(
      key: VariantKey(locale: locale, contentSize: contentSize, state: state),
      direction: direction, technique: technique, fontSize: fontSize, titleSize: titleSize,
      frames: frames, bounds: bounds, gap: gap, diagnostics: found)
  }
}
