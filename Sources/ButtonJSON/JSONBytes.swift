import ButtonLayout

/// Compact JSON text written as UTF-8 bytes, for the writers that write hundreds of thousands
/// of small values (`VariantJSON.encodeStored`): appending bytes to an array costs a fraction
/// of appending to a `String`. Numbers and strings are written exactly as `JSONWriter` writes
/// them (`format`, `quote`).
struct JSONBytes {
  var bytes: [UInt8] = []

  init(capacity: Int) { bytes.reserveCapacity(capacity) }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// `JSONWriter.format(d)`: integral values as integers, others in Swift's shortest form.
  mutating func number(_ d: Double) {
    guard d.isFinite else { return append("null") }
    if d == d.rounded(), Swift.abs(d) < 1e15 {
      integer(Int64(d))
    } else {
      append(d.description)
    }
  }

  /// `String(i)`'s digits.
  mutating func integer(_ i: Int64) {
    if i < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = i.magnitude
    // At most 20 digits, written from the end of a small buffer.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
      var start = 20
      repeat {
        start -= 1
        buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<20]))
    }
  }

  /// `JSONWriter.quote(text)`: quotes, backslashes and control characters escaped.
  mutating func quote(_ text: String) {
    var text = text
    let plain = text.withUTF8 { utf8 in
      guard !utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else { return false }
      bytes.append(UInt8(ascii: "\""))
      bytes.append(contentsOf: utf8)
      bytes.append(UInt8(ascii: "\""))
      return true
    }
    guard !plain else { return }
    var escaped = ""
    JSONWriter.quote(text, into: &escaped)
    append(escaped)
  }

  /// `LayoutJSON.append(d, _:)`: a diagnostic as an object, its numbers after its message.
  mutating func diagnostic(_ d: Diagnostic) {
    append("{\"code\":\"")
    append(d.code.rawValue)
    append("\",\"severity\":\"")
    append(d.severity.rawValue)
    append("\",\"message\":")
    quote(d.message)
    for number in d.numbers {
      append(",")
      quote(number.name)
      append(":")
      self.number(number.value)
    }
    append("}")
  }

  /// The text written.
  var text: String { String(decoding: bytes, as: UTF8.self) }
}
