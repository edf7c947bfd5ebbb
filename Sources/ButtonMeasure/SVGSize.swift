/// The size of an SVG image in points, from the root `<svg>` element.
///
/// Asset catalogs size an SVG by its `width` and `height` attributes, one CSS pixel per point;
/// when those are absent (or relative, like `100%`), by the `viewBox` width and height, keeping
/// the aspect ratio when only one of `width`/`height` is given. `pt` lengths convert at 4/3 px per
/// point, as in CSS.
enum SVGSize {
  /// Whether the bytes start (after a BOM, whitespace, an XML declaration or comments) with
  /// markup that contains an `<svg` element.
  static func looksLikeSVG(_ bytes: [UInt8]) -> Bool {
    let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
    let trimmed = head.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
    return trimmed.hasPrefix("<") && rootTagRange(in: head) != nil
  }

  static func size(of bytes: [UInt8], path: String) throws(MeasureError) -> (
    width: Double, height: Double
  ) {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let tag = rootTagRange(in: text) else {
      throw .invalidImage(path: path, reason: "no <svg> element found")
    }
    let attributes = parseAttributes(String(text[tag]))
    let width = attributes["width"].flatMap(length)
    let height = attributes["height"].flatMap(length)
    let viewBox = attributes["viewBox"].flatMap(parseViewBox)
    switch (width, height, viewBox) {
    case (let w?, let h?, _):
      return (w, h)
    case (let w?, nil, let box?):
      return (w, w * box.height / box.width)
    case (nil, let h?, let box?):
      return (h * box.width / box.height, h)
    case (nil, nil, let box?):
      return box
    default:
      throw .invalidImage(
        path: path,
        reason: "the <svg> element has no usable width and height (in px or pt) and no viewBox")
    }
  }

  /// The characters of the first `<svg …>` start tag, between `<svg` and `>`.
  private static func rootTagRange(in text: String) -> Range<String.Index>? {
    var search = text.startIndex..<text.endIndex
    while let open = text[search].firstRange(of: "<svg") {
      let next = open.upperBound
      if next < text.endIndex, text[next].isWhitespace || text[next] == ">" || text[next] == "/" {
        var quote: Character? = nil
        var i = next
        while i < text.endIndex {
          let c = text[i]
          if let q = quote {
            if c == q { quote = nil }
          } else if c == "\"" || c == "'" {
            quote = c
          } else if c == ">" {
            return next..<i
          }
          i = text.index(after: i)
        }
        return nil
      }
      search = next..<text.endIndex
    }
    return nil
  }

  /// `name="value"` and `name='value'` pairs of a start tag.
  private static func parseAttributes(_ tag: String) -> [String: String] {
    var result: [String: String] = [:]
    var rest = Substring(tag)
    while let equals = rest.firstIndex(of: "=") {
      let name = rest[..<equals].split(whereSeparator: \.isWhitespace).last.map(String.init) ?? ""
      var valueStart = rest.index(after: equals)
      while valueStart < rest.endIndex, rest[valueStart].isWhitespace {
        valueStart = rest.index(after: valueStart)
      }
      guard valueStart < rest.endIndex, rest[valueStart] == "\"" || rest[valueStart] == "'" else {
        break
      }
      let quote = rest[valueStart]
      let contentStart = rest.index(after: valueStart)
      guard let close = rest[contentStart...].firstIndex(of: quote) else { break }
      result[name] = String(rest[contentStart..<close])
      rest = rest[rest.index(after: close)...]
    }
    return result
  }

  /// A length in points: a bare number or px is one point, pt is 4/3; other units are relative
  /// or physical and give nil.
  private static func length(_ value: String) -> Double? {
    let trimmed = value.trimmingWhitespace()
    let factor: Double
    let number: Substring
    if trimmed.hasSuffix("px") {
      (factor, number) = (1, trimmed.dropLast(2))
    } else if trimmed.hasSuffix("pt") {
      (factor, number) = (4.0 / 3.0, trimmed.dropLast(2))
    } else {
      (factor, number) = (1, Substring(trimmed))
    }
    guard let parsed = svgNumber(number), parsed > 0, parsed.isFinite else { return nil }
    return parsed * factor
  }

  /// A number in SVG's syntax (`[+-] digits [. digits] [e [+-] digits]`, or `.5`), or nil: not
  /// Swift's, which also reads `0x10` as 16, `inf`, `nan` and `1_0`-free hexadecimal floats.
  static func svgNumber(_ text: Substring) -> Double? {
    let bytes = Array(text.utf8)
    var i = 0
    func digits() -> Int {
      let start = i
      while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
      return i - start
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
    var mantissa = digits()
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
      i += 1
      mantissa += digits()
    }
    guard mantissa > 0 else { return nil }
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
      i += 1
      if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
      guard digits() > 0 else { return nil }
    }
    guard i == bytes.count else { return nil }
    return Double(text)
  }

  private static func parseViewBox(_ value: String) -> (width: Double, height: Double)? {
    let parts = value.split { $0.isWhitespace || $0 == "," }.compactMap(svgNumber)
    guard parts.count == 4, parts[2] > 0, parts[3] > 0 else { return nil }
    return (parts[2], parts[3])
  }
}

extension String {
  fileprivate func trimmingWhitespace() -> String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
