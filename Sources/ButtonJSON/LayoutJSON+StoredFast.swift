import ButtonLayout

/// The fast path of `LayoutJSON.decodeLayout`: a stored layout exactly as `appendStored` writes
/// it (its keys in that order, no whitespace, strings without escapes), read straight from its
/// bytes, without a `JSONValue` tree, dictionaries or sets (`show` decodes ten layouts, and the
/// generic path's types cost as much to set up in a new process as the decoding itself).
///
/// It decides only that common case: anything else (another key order, whitespace, an escape,
/// a duplicate key, a value out of range, a damaged row) gives `nil`, and the generic path
/// reads the text with its own rules and words its problems. Whatever this path accepts, the
/// generic path accepts too and decodes to the same layout, number for number
/// (`StoredLayoutFastPathTests` compares both on written and on mutated text).
enum StoredLayoutFastPath {
  static func decode(_ text: String) -> TechniqueLayout? {
    var text = text
    return text.withUTF8 { bytes in
      var scanner = Scanner(bytes)
      guard let layout = scanner.layout(), scanner.atEnd else { return nil }
      return layout
    }
  }

  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    /// Moves past `literal` when the text continues with it.
    mutating func skip(_ literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      guard bytes.count - index >= count else { return false }
      let start = literal.utf8Start
      for k in 0..<count where bytes[index + k] != start[k] { return false }
      index += count
      return true
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    /// A string without escapes or control characters (`JSONParser` reads those).
    mutating func string() -> String? {
      guard peek(UInt8(ascii: "\"")) else { return nil }
      var end = index + 1
      while end < bytes.count {
        let byte = bytes[end]
        if byte == UInt8(ascii: "\"") {
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
          index = end + 1
          return text
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
        end += 1
      }
      return nil
    }

    mutating func choice<T: RawRepresentable>(_: T.Type) -> T? where T.RawValue == String {
      string().flatMap(T.init(rawValue:))
    }

    /// One of `T`'s raw values, or `null`.
    mutating func optionalChoice<T: RawRepresentable>(_: T.Type) -> T?? where T.RawValue == String {
      if skip("null") { return .some(nil) }
      return choice(T.self).map { .some($0) }
    }

    mutating func bool() -> Bool? {
      if skip("true") { return true }
      if skip("false") { return false }
      return nil
    }

    /// A number as `JSONParser` reads it and `JSONReader.number` converts it: an integer that
    /// fits `Int64` through `Int64`, anything else through `Double(_:)`, finite.
    mutating func number() -> Double? {
      let start = index
      if peek(UInt8(ascii: "-")) { index += 1 }
      let integerStart = index
      digits()
      let integerDigits = index - integerStart
      // `JSONParser.scanNumber`: at least one digit, no leading zero.
      guard integerDigits > 0, !(bytes[integerStart] == UInt8(ascii: "0") && integerDigits > 1)
      else { return nil }
      var isInteger = true
      if peek(UInt8(ascii: ".")) {
        index += 1
        isInteger = false
        let from = index
        digits()
        guard index > from else { return nil }
      }
      if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
        index += 1
        isInteger = false
        if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
        let from = index
        digits()
        guard index > from else { return nil }
      } else if let exact = exactValue(integerStart, negative: integerStart > start, isInteger) {
        return exact
      }
      let token = String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
      if isInteger, let integer = Int64(token) { return Double(integer) }
      guard let double = Double(token), double.isFinite else { return nil }
      return double
    }

    /// Exact powers of ten: every one up to 10^22 is a `Double`.
    private static let powersOfTen: [Double] = [
      1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
      1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The value of the digits from `from` to `index` (an optional `.` among them, no
    /// exponent) without making a `String` of them, when it is exactly what `Int64(_:)` or
    /// `Double(_:)` gives: at most 15 digits (the digits are then an exact `Double`), and a
    /// decimal divided by an exact power of ten, which IEEE division rounds correctly, as
    /// `Double(_:)` does (Clinger's fast path). Else `nil`, and the text is parsed.
    private func exactValue(_ from: Int, negative: Bool, _ isInteger: Bool) -> Double? {
      var mantissa: Int64 = 0
      var count = 0
      var fraction = 0
      var afterPoint = false
      for i in from..<index {
        let byte = bytes[i]
        if byte == UInt8(ascii: ".") {
          afterPoint = true
          continue
        }
        count += 1
        if count > 15 { return nil }
        mantissa = mantissa * 10 + Int64(byte - UInt8(ascii: "0"))
        if afterPoint { fraction += 1 }
      }
      // An integer as `Int64` reads it: `-0` is 0.
      if isInteger { return Double(negative ? -mantissa : mantissa) }
      let value = Double(mantissa) / Self.powersOfTen[fraction]
      return negative ? -value : value
    }

    private mutating func digits() {
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
        bytes[index] <= UInt8(ascii: "9")
      {
        index += 1
      }
    }

    /// A number or `null`: `.some(nil)` for null.
    mutating func optionalNumber() -> Double?? {
      if skip("null") { return .some(nil) }
      return number().map { .some($0) }
    }

    mutating func size() -> Size? {
      guard skip("{\"width\":"), let w = number(), skip(",\"height\":"), let h = number(),
        skip("}")
      else { return nil }
      return Size(width: w, height: h)
    }

    mutating func rect() -> Rect? {
      guard skip("{\"x\":"), let x = number(), skip(",\"y\":"), let y = number(),
        skip(",\"width\":"), let w = number(), skip(",\"height\":"), let h = number(), skip("}")
      else { return nil }
      return Rect(x: x, y: y, width: w, height: h)
    }

    /// A rect or `null`: `.some(nil)` for null.
    mutating func optionalRect() -> Rect?? {
      if skip("null") { return .some(nil) }
      return rect().map { .some($0) }
    }

    mutating func insets() -> EdgeInsets? {
      guard skip("{\"top\":"), let t = number(), skip(",\"left\":"), let l = number(),
        skip(",\"bottom\":"), let b = number(), skip(",\"right\":"), let r = number(), skip("}")
      else { return nil }
      return EdgeInsets(top: t, left: l, bottom: b, right: r)
    }

    mutating func directional() -> DirectionalEdgeInsets? {
      guard skip("{\"top\":"), let t = number(), skip(",\"leading\":"), let l = number(),
        skip(",\"bottom\":"), let b = number(), skip(",\"trailing\":"), let r = number(),
        skip("}")
      else { return nil }
      return DirectionalEdgeInsets(top: t, leading: l, bottom: b, trailing: r)
    }

    mutating func values(_ technique: Technique) -> TechniqueValues? {
      switch technique {
      case .configuration:
        guard skip("{\"imagePlacement\":"),
          let placement = optionalChoice(ConfigurationPlacement.self),
          skip(",\"imagePadding\":"), let padding = number(), skip(",\"contentInsets\":"),
          let insets = directional(), skip("}")
        else { return nil }
        return .configuration(
          imagePlacement: placement, imagePadding: padding, contentInsets: insets)
      case .layoutSubviews:
        guard skip("{\"buttonImagePosition\":"),
          let position = optionalChoice(Seed000Position.self),
          skip(",\"buttonImageMargin\":"), let margin = number(), skip(",\"contentEdgeInsets\":"),
          let content = insets(), skip(",\"imageFrame\":"), let image = optionalRect(),
          skip(",\"titleFrame\":"), let title = optionalRect(), skip("}")
        else { return nil }
        return .frames(
          position: position, margin: margin, contentEdgeInsets: content, imageFrame: image,
          titleFrame: title)
      default:
        guard skip("{\"imageEdgeInsets\":"), let image = insets(), skip(",\"titleEdgeInsets\":"),
          let title = insets(), skip(",\"contentEdgeInsets\":"), let content = insets(), skip("}")
        else { return nil }
        return .legacy(image: image, title: title, content: content)
      }
    }

    /// One diagnostic: its code, severity and message, then its numbers, each key once and
    /// none of the three (a repeated key is the parser's error).
    mutating func diagnostic() -> Diagnostic? {
      guard skip("{\"code\":"), let code = choice(Diagnostic.Code.self), skip(",\"severity\":"),
        let severity = choice(Diagnostic.Severity.self), skip(",\"message\":"),
        let message = string()
      else { return nil }
      var numbers: [Diagnostic.Number] = []
      while skip(",") {
        guard let name = string(), name != "code", name != "severity", name != "message",
          !numbers.contains(where: { $0.name == name }), skip(":"), let value = number()
        else { return nil }
        numbers.append(Diagnostic.Number(name, value))
      }
      guard skip("}") else { return nil }
      return Diagnostic(code, severity, message, numbers)
    }

    /// Issue 28 (subtitle): the subtitle's frame when the layout has one: `.some(nil)` when the
    /// key is absent, `nil` when it is there and not a rect.
    mutating func subtitleFrame() -> Rect?? {
      guard skip(",\"subtitleFrame\":") else { return .some(nil) }
      return rect().map { .some($0) }
    }

    mutating func layout() -> TechniqueLayout? {
      guard skip("{\"technique\":"), let technique = choice(Technique.self),
        skip(",\"direction\":"), let direction = choice(LayoutDirection.self),
        skip(",\"model\":"), let model = bool(), skip(",\"values\":"),
        let values = values(technique), skip(",\"bounds\":"), let bounds = size(),
        skip(",\"frames\":{\"contentRect\":"), let content = rect(), skip(",\"imageFrame\":"),
        let image = optionalRect(), skip(",\"titleFrame\":"), let title = optionalRect(),
        let subtitle = subtitleFrame(),
        skip(",\"intrinsicContentSize\":"), let intrinsic = size(), skip("},\"gap\":"),
        let gap = optionalNumber(), skip(",\"diagnostics\":[")
      else { return nil }
      var diagnostics: [Diagnostic] = []
      if !skip("]") {
        repeat {
          guard let d = diagnostic() else { return nil }
          diagnostics.append(d)
        } while skip(",")
        guard skip("]") else { return nil }
      }
      // The keys only storage keeps, in `appendStored`'s order; absent: what the shape implies.
      var textFrame = title
      var truncated = diagnostics.contains { $0.code == .titleTruncated }
      var clamped = false
      if skip(",\"titleTextFrame\":") {
        guard let frame = optionalRect() else { return nil }
        textFrame = frame
      }
      if skip(",\"titleTruncated\":") {
        guard let flag = bool() else { return nil }
        truncated = flag
      }
      if skip(",\"imageClamped\":") {
        guard let flag = bool() else { return nil }
        clamped = flag
      }
      guard skip("}") else { return nil }
      var frames = LayoutFrames(
        contentRect: content, imageFrame: image, titleFrame: title,
        intrinsicContentSize: intrinsic)
      frames.subtitleFrame = subtitle
      return TechniqueLayout(
        technique: technique, direction: direction, values: values, bounds: bounds,
        frames: frames, titleTextFrame: textFrame, titleTruncated: truncated, imageClamped: clamped,
        gap: gap, diagnostics: diagnostics, isModel: model)
    }
  }
}
