import ButtonLayout

/// Compact JSON text written as UTF-8 bytes, for the writers that write hundreds of thousands
/// of small values (`VariantJSON.encodeStored`): bytes copied into a buffer of its own cost a
/// fraction of appending to a `String`, or to an array (whose every append checks that it is
/// uniquely referenced). Numbers and strings are written exactly as `JSONWriter` writes them
/// (`format`, `quote`).
struct JSONBytes: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  /// How many bytes are written.
  private(set) var count = 0

  init(capacity: Int) {
    self.capacity = Swift.max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit { base.deallocate() }

  /// Room for `n` more bytes.
  @inline(__always)
  private mutating func reserve(_ n: Int) {
    if count + n > capacity { grow(to: count + n) }
  }

  private mutating func grow(to needed: Int) {
    let larger = Swift.max(needed, capacity * 2)
    let new = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
    new.initialize(from: base, count: count)
    base.deallocate()
    base = new
    capacity = larger
  }

  /// Appends the bytes of `buffer`; a few bytes (most of a row's pieces) copied one by one,
  /// without a call to `memcpy`.
  @inline(__always)
  mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
    let n = buffer.count
    reserve(n)
    let target = base + count
    if n <= 16 {
      for i in 0..<n { target[i] = source[i] }
    } else {
      target.initialize(from: source, count: n)
    }
    count += n
  }

  /// Appends `bytes`.
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends one byte.
  @inline(__always)
  mutating func append(byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  /// Takes back the last byte written (a closing brace, to add members before it).
  mutating func removeLast() {
    precondition(count > 0, "nothing written to take back")
    count -= 1
  }

  /// Appends what `other` has written.
  mutating func append(_ other: borrowing JSONBytes) {
    append(UnsafeBufferPointer(start: other.base, count: other.count))
  }

  /// Appends a literal. (Text that is not a literal goes through `append(string:)`: with one
  /// overload for both, a literal would be made a `String` first.)
  @inline(__always)
  mutating func append(_ text: StaticString) {
    if text.utf8CodeUnitCount == 1 {
      append(byte: text.utf8Start.pointee)
    } else {
      append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
  }

  mutating func append(string text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// `JSONWriter.format(d)`: integral values as integers, others in Swift's shortest form.
  @inline(__always)
  mutating func number(_ d: Double) {
    // Most of a layout's numbers are whole and under 1000 (sizes, insets, frames): written
    // here, without a call. `-0` is among them and writes `0`, as `format` does.
    if d >= 0, d < 1000 {
      let whole = Int(d)
      if Double(whole) == d { return smallWhole(whole) }
    }
    otherNumber(d)
  }

  /// The digits of `n`, 0 ≤ `n` < 1000.
  @inline(__always)
  private mutating func smallWhole(_ n: Int) {
    reserve(3)
    let zero = UInt8(ascii: "0")
    let target = base + count
    if n < 10 {
      target[0] = zero &+ UInt8(truncatingIfNeeded: n)
      count += 1
    } else if n < 100 {
      target[0] = zero &+ UInt8(truncatingIfNeeded: n / 10)
      target[1] = zero &+ UInt8(truncatingIfNeeded: n % 10)
      count += 2
    } else {
      target[0] = zero &+ UInt8(truncatingIfNeeded: n / 100)
      target[1] = zero &+ UInt8(truncatingIfNeeded: n / 10 % 10)
      target[2] = zero &+ UInt8(truncatingIfNeeded: n % 10)
      count += 3
    }
  }

  /// `number(d)` for every number but a small whole one.
  private mutating func otherNumber(_ d: Double) {
    guard d.isFinite else { return append("null") }
    // Integral below 1e15: told by converting (`rounded()` is a call into libm).
    if Swift.abs(d) < 1e15, Double(Int64(d)) == d { return integer(Int64(d)) }
    // A fraction written before (a button's variants repeat their sizes): its bytes again.
    let slot = Int(truncatingIfNeeded: (d.bitPattern &* 0x9E37_79B9_7F4A_7C15) >> 58)
    if written.isEmpty { written = Array(repeating: WrittenNumber(), count: 64) }
    let known = written[slot]
    if known.bits == d.bitPattern, known.length > 0 {
      return withUnsafeBytes(of: known.bytes) {
        append(
          UnsafeBufferPointer(
            start: $0.baseAddress!.assumingMemoryBound(to: UInt8.self), count: known.length))
      }
    }
    let start = count
    if !decimal(d) { append(string: d.description) }
    let length = count - start
    guard length <= MemoryLayout<WrittenNumber.Bytes>.size else { return }
    var remembered = WrittenNumber(bits: d.bitPattern, length: length)
    withUnsafeMutableBytes(of: &remembered.bytes) {
      $0.baseAddress!.copyMemory(from: base + start, byteCount: length)
    }
    written[slot] = remembered
  }

  /// A fraction's bytes as `number` wrote them, by the value's bits (a slot starts with the
  /// bits of 0, which is integral and never written here).
  private struct WrittenNumber {
    typealias Bytes = (UInt64, UInt64, UInt64)
    var bits: UInt64 = 0
    var length = 0
    var bytes: Bytes = (0, 0, 0)
  }

  /// The last fractions written, 64 slots by a mix of their bits (made on first use).
  private var written: [WrittenNumber] = []

  /// Writes `d`, not integral, as `d.description` does when it is a short decimal fraction
  /// (at most 9 decimals, as a pixel grid's and a font's sizes mostly are: `52.859375`,
  /// `33.792`), without making a string; `false` (nothing written) otherwise.
  ///
  /// The description is the shortest digit string that reads back as `d`. When
  /// `m = (|d| × 10^9).rounded()` gives `m / 10^9 == |d|` (a correctly rounded quotient, so the
  /// string `m × 10^-9` reads back as `d`) and 10^-9 is wider than `d`'s spacing (so no other
  /// string of 9 decimals reads back as `d`), that string without its trailing zeros is the
  /// shortest: a string of fewer decimals that read back as `d` would be one of them.
  mutating func decimal(_ d: Double) -> Bool {
    let magnitude = Swift.abs(d)
    // Below 1e-4 the description has an exponent; from about 4e6 a step of 10^-9 is narrower
    // than the spacing.
    guard magnitude >= 1e-4, magnitude.ulp * 1e9 < 0.5 else { return false }
    // `(magnitude × 10^9).rounded()`, ties away from zero, without a call into libm: the
    // product is below 2^53, so its whole part and fraction are exact.
    let scaled = magnitude * 1e9
    let whole = Int64(scaled)
    let m = scaled - Double(whole) >= 0.5 ? whole + 1 : whole
    guard Double(m) / 1e9 == magnitude else { return false }
    TextNumber.withDigits(d < 0 ? -m : m, decimals: 9) { append($0) }
    return true
  }

  /// `String(i)`'s digits.
  mutating func integer(_ i: Int64) {
    // Most of a layout's whole numbers are below 1000: written without a loop.
    if i >= 0, i < 1000 { return smallWhole(Int(i)) }
    TextNumber.withDigits(i, decimals: 0) { append($0) }
  }

  /// `text` in quotes, with JSON's escapes: `\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, and `\u00XX`
  /// (lowercase) for other control characters. Everything else (emoji, CJK) is written as UTF-8.
  mutating func quote(_ text: String) {
    var text = text
    text.withUTF8 { utf8 in
      append(byte: UInt8(ascii: "\""))
      if Self.needsEscape(utf8) { escaped(utf8) } else { append(utf8) }
      append(byte: UInt8(ascii: "\""))
    }
  }

  /// `utf8` with `quote`'s escapes (runs without one appended whole): a strings
  /// file's titles, JSON in a string, go into every record's inputs this way.
  private mutating func escaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var runStart = 0
    for i in 0..<utf8.count {
      let byte = utf8[i]
      guard Self.isEscaped(byte) else { continue }
      append(UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
      switch byte {
      case 0x22: append("\\\"")
      case 0x5C: append("\\\\")
      case 0x0A: append("\\n")
      case 0x0D: append("\\r")
      case 0x09: append("\\t")
      case 0x08: append("\\b")
      case 0x0C: append("\\f")
      default:
        // Another control character: `\u00` and its two hex digits, lowercase.
        let digits: StaticString = "0123456789abcdef"
        append("\\u00")
        append(byte: digits.utf8Start[Int(byte >> 4)])
        append(byte: digits.utf8Start[Int(byte & 0xF)])
      }
      runStart = i + 1
    }
    append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
  }

  /// Whether `quote` escapes `byte`: a control character, `"` or `\`.
  @inline(__always)
  static func isEscaped(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x22 || byte == 0x5C }

  /// Whether `utf8` has a byte `quote` escapes (`isEscaped`).
  /// Eight bytes are looked at a time (a message is a couple of hundred), each word tested for
  /// a byte below 0x20 and for a byte equal to either; a word that may hold one is looked at
  /// byte by byte.
  static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let start = utf8.baseAddress else { return false }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    func hasZero(_ v: UInt64) -> Bool { (v &- ones) & ~v & highs != 0 }
    var i = 0
    while i + 8 <= utf8.count {
      let word = UnsafeRawPointer(start + i).loadUnaligned(as: UInt64.self)
      // A byte below 0x20 (bytes of 0x80 and up are not: their high bit is set), or equal to
      // 0x22 or 0x5C.
      let below = (word &- 0x20 &* ones) & ~word & highs != 0
      if below || hasZero(word ^ (0x22 &* ones)) || hasZero(word ^ (0x5C &* ones)) {
        for k in i..<(i + 8) where isEscaped(start[k]) { return true }
      }
      i += 8
    }
    while i < utf8.count {
      if isEscaped(start[i]) { return true }
      i += 1
    }
    return false
  }

  /// `value` as `JSONWriter(pretty: false)` writes it.
  mutating func value(_ value: JSONValue) {
    switch value {
    case .null: append("null")
    case .bool(let b): b ? append("true") : append("false")
    case .number(let d): number(d)
    case .integer(let i): integer(i)
    case .string(let s): quote(s)
    case .array(let items):
      append("[")
      for (i, item) in items.enumerated() {
        if i > 0 { append(",") }
        self.value(item)
      }
      append("]")
    case .object(let members):
      append("{")
      for (i, (key, item)) in members.enumerated() {
        if i > 0 { append(",") }
        quote(key)
        append(":")
        self.value(item)
      }
      append("}")
    }
  }

  /// A diagnostic as an object (`LayoutJSON.diagnostic(d)`'s text), its numbers after its
  /// message.
  mutating func diagnostic(_ d: Diagnostic) {
    append("{\"code\":\"")
    append(string: d.code.rawValue)
    append("\",\"severity\":\"")
    append(string: d.severity.rawValue)
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

  /// The bytes written, copied.
  var bytes: [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }

  /// The bytes written, then `other`'s, then `tail`, copied once into an array of that length.
  func bytes(followedBy other: borrowing JSONBytes, _ tail: StaticString) -> [UInt8] {
    let length = count + other.count + tail.utf8CodeUnitCount
    return [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
      let start = buffer.baseAddress!
      start.initialize(from: base, count: count)
      (start + count).initialize(from: other.base, count: other.count)
      (start + count + other.count).initialize(
        from: tail.utf8Start, count: tail.utf8CodeUnitCount)
      initialized = length
    }
  }

  /// The text written.
  var text: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }
}
