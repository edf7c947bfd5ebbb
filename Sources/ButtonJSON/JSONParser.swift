/// Parses JSON text into a `JSONValue`, keeping object keys in document order.
///
/// Strict RFC 8259: one value, no trailing commas, no comments, no NaN; duplicate keys are an
/// error (an import must never silently drop one). Errors name the line and column.
package struct JSONParser {
  package struct SyntaxError: Error, Equatable, CustomStringConvertible {
    package var line: Int
    package var column: Int
    package var reason: String
    package var description: String { "line \(line), column \(column): \(reason)" }
  }

  /// The document, borrowed for the parse (no bounds checks in the hot loops in release builds).
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0
  /// Object members with these keys are checked for syntax only and read as `null`: a large
  /// part of a document the caller ignores costs no allocation.
  private var skipped: Set<String> = []
  /// Set when a streaming caller asked to stop reading.
  private var stopped = false
  /// How many keys an object's new key is compared with one by one before they go in a set.
  static let linearKeyLimit = 8
  /// Nesting limit, so hostile input cannot exhaust the stack.
  package static let maximumDepth = 256

  private init(_ bytes: UnsafeBufferPointer<UInt8>) {
    self.bytes = bytes
  }

  package static func parse(_ text: String) throws(SyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  package static func parse(_ bytes: [UInt8], skippingValuesOf skipped: Set<String> = [])
    throws(SyntaxError)
    -> JSONValue
  {
    let result: Result<JSONValue, SyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var parser = JSONParser(buffer)
      parser.skipped = skipped
      do throws(SyntaxError) {
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        let value = try parser.value(depth: 0)
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
          throw parser.error("unexpected text after the document")
        }
        return .success(value)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Checks that `text` is one JSON value, as strictly as `parse`, without building it (no
  /// allocation): for text that is passed on as it is, such as a stored layout spliced into an
  /// export.
  package static func validate(_ text: String) throws(SyntaxError) {
    var text = text
    let result: Result<Void, SyntaxError> = text.withUTF8 { buffer in
      do throws(SyntaxError) {
        try validate(buffer)
        return .success(())
      } catch {
        return .failure(error)
      }
    }
    try result.get()
  }

  /// `validate` on UTF-8 bytes as they are stored (no `String` made of them).
  package static func validate(_ buffer: UnsafeBufferPointer<UInt8>) throws(SyntaxError) {
    var parser = JSONParser(buffer)
    try parser.skipValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the document")
    }
  }

  /// Parses a document whose top level is an object, handing each element of the array under
  /// `key` to `element` as soon as it is parsed instead of collecting them, so memory stays flat
  /// however long the array is. Returns the top level with that array empty, for the caller to
  /// check its other members as usual; a document of any other shape is returned whole.
  ///
  /// `element` gets each element and the byte offset just past it, and returns `false` to stop
  /// reading: the rest of the document is then left unchecked.
  package static func parse(
    _ bytes: UnsafeBufferPointer<UInt8>, streamingArray key: String,
    skippingValuesOf skipped: Set<String> = [], element: (JSONValue, _ end: Int) -> Bool
  ) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes)
    parser.skipped = skipped
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value: JSONValue
    if parser.index < bytes.count, bytes[parser.index] == UInt8(ascii: "{") {
      value = try withoutActuallyEscaping(element) { element throws(SyntaxError) in
        try parser.object(depth: 0, streaming: (key, element))
      }
    } else {
      value = try parser.value(depth: 0)
    }
    if parser.stopped { return value }
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the document")
    }
    return value
  }

  private func error(_ reason: String) -> SyntaxError {
    var line = 1
    var column = 1
    for byte in bytes[..<Swift.min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return SyntaxError(line: line, column: column, reason: reason)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth < Self.maximumDepth else {
      throw error("nested more than \(Self.maximumDepth) levels")
    }
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of the document") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default:
      throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))'")
    }
  }

  /// Checks one value's syntax, as strictly as `value(depth:)`, without building it.
  private mutating func skipValue(depth: Int) throws(SyntaxError) {
    guard depth < Self.maximumDepth else {
      throw error("nested more than \(Self.maximumDepth) levels")
    }
    skipWhitespace()
    guard index < bytes.count else { throw error("unexpected end of the document") }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      index += 1
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
        index += 1
        return
      }
      while true {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
          throw error("expected a key in quotes")
        }
        try skipString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
          throw error("expected ':' after a key")
        }
        index += 1
        try skipValue(depth: depth + 1)
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end inside an object") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
        index += 1
        return
      }
    case UInt8(ascii: "["):
      index += 1
      skipWhitespace()
      if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
        index += 1
        return
      }
      while true {
        try skipValue(depth: depth + 1)
        skipWhitespace()
        guard index < bytes.count else { throw error("unexpected end inside an array") }
        if bytes[index] == UInt8(ascii: ",") {
          index += 1
          continue
        }
        guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
        index += 1
        return
      }
    case UInt8(ascii: "\""): try skipString()
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      let (start, isInteger) = try scanNumber()
      // Only a long or exponent form can fall outside a Double: convert those to check. (A
      // number of at most 300 characters without an exponent is below 1e300.)
      if index - start > 300
        || (!isInteger
          && bytes[start..<index].contains { $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
      {
        index = start
        _ = try number()
      }
    default: _ = try value(depth: depth)  // literals are small
    }
  }

  /// Checks a string's syntax (escapes, control characters) without building it.
  private mutating func skipString() throws(SyntaxError) {
    index += 1
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        index += 1
        guard index < bytes.count else { break }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
          UInt8(ascii: "f"),
          UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
          index += 1
        case UInt8(ascii: "u"):
          index += 1
          _ = try hex4()
        default: throw error("invalid escape")
        }
        continue
      }
      index += 1
    }
    throw error("unterminated string")
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue
  {
    let utf8 = word.utf8
    guard bytes.count - index >= utf8.count, bytes[index..<index + utf8.count].elementsEqual(utf8)
    else {
      throw error("expected '\(word)'")
    }
    index += utf8.count
    return value
  }

  private mutating func object(
    depth: Int, streaming: (key: String, element: (JSONValue, Int) -> Bool)? = nil
  ) throws(SyntaxError) -> JSONValue {
    index += 1
    var members: [(String, JSONValue)] = []
    // Keys are checked against the ones before them one by one while the object is small (most
    // are: a String Catalog has tens of thousands of two-key objects), then in a set.
    var seen: Set<String>?
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("expected a key in quotes")
      }
      let keyStart = index
      let key = try string()
      if seen == nil, members.count >= Self.linearKeyLimit {
        seen = Set(members.map(\.0))
      }
      let duplicate =
        if seen != nil { !seen!.insert(key).inserted } else { members.contains { $0.0 == key } }
      guard !duplicate else {
        index = keyStart
        throw error("duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("expected ':' after a key")
      }
      index += 1
      if !skipped.isEmpty, skipped.contains(key) {
        try skipValue(depth: depth + 1)
        members.append((key, .null))
      } else if let streaming, key == streaming.key, startsArray() {
        try streamArray(depth: depth + 1, streaming.element)
        members.append((key, .array([])))
        if stopped { return .object(members) }
      } else {
        members.append((key, try value(depth: depth + 1)))
      }
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end inside an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "}") else { throw error("expected ',' or '}'") }
      index += 1
      return .object(members)
    }
  }

  /// Whether the next value is an array (after whitespace).
  private mutating func startsArray() -> Bool {
    skipWhitespace()
    return index < bytes.count && bytes[index] == UInt8(ascii: "[")
  }

  /// An array whose elements go to `element` one by one (see `parse(_:streamingArray:…)`).
  private mutating func streamArray(depth: Int, _ element: (JSONValue, Int) -> Bool)
    throws(SyntaxError)
  {
    index += 1
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return
    }
    while true {
      let item = try value(depth: depth + 1)
      guard element(item, index) else {
        stopped = true
        return
      }
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end inside an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      guard bytes[index] == UInt8(ascii: "]") else { throw error("expected ',' or ']'") }
      index += 1
      return
    }
  }

  private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
    var items: [JSONValue] = []
    try streamArray(depth: depth) { item, _ in
      items.append(item)
      return true
    }
    return .array(items)
  }

  private mutating func string() throws(SyntaxError) -> String {
    index += 1
    // Fast path: no escapes, so the string is the bytes between the quotes.
    var end = index
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: bytes[index..<end], as: UTF8.self)
        index = end + 1
        return text
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      end += 1
    }
    var utf8: [UInt8] = Array(bytes[index..<end])
    index = end
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800...0xDBFF).contains(code) {
            guard bytes.count - index >= 6, bytes[index] == UInt8(ascii: "\\"),
              bytes[index + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in \\u escape") }
            index += 2
            let low = try hex4()
            guard (0xDC00...0xDFFF).contains(low) else {
              throw error("unpaired surrogate in \\u escape")
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00...0xDFFF).contains(code) {
            throw error("unpaired surrogate in \\u escape")
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          utf8.append(contentsOf: String(scalar).utf8)
        default: throw error("invalid escape '\\\(String(decoding: [escape], as: UTF8.self))'")
        }
        continue
      }
      utf8.append(byte)
      index += 1
    }
    throw error("unterminated string")
  }

  private mutating func hex4() throws(SyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw error("short \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("invalid hex digit in \\u escape")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func number() throws(SyntaxError) -> JSONValue {
    let (start, isInteger) = try scanNumber()
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let integer = Int64(text) { return .integer(integer) }
    guard let double = Double(text), double.isFinite else {
      index = start
      throw error("number out of range: \(text)")
    }
    return .number(double)
  }

  /// Moves past one number, checking its syntax; returns where it started and whether it is an
  /// integer (no fraction, no exponent).
  private mutating func scanNumber() throws(SyntaxError) -> (start: Int, isInteger: Bool) {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      let from = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      return index - from
    }
    let integerStart = index
    guard digits() > 0 else { throw error("invalid number") }
    if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 {
      index = start
      throw error("leading zero in a number")
    }
    var isInteger = true
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      isInteger = false
      guard digits() > 0 else { throw error("invalid number") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      isInteger = false
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw error("invalid number") }
    }
    return (start, isInteger)
  }
}

extension JSONValue {
  /// The numeric value of a number or integer.
  package var doubleValue: Double? {
    switch self {
    case .number(let d): d
    case .integer(let i): Double(i)
    default: nil
    }
  }

  package var stringValue: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  package var arrayValue: [JSONValue]? {
    if case .array(let a) = self { return a }
    return nil
  }

  package var objectValue: [(String, JSONValue)]? {
    if case .object(let o) = self { return o }
    return nil
  }

  package var isNull: Bool { self == .null }
}
