import ButtonLayout

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stored form of a button's variants written straight to compact JSON text, without
/// building a `JSONValue` tree: `recompute` and `import` write hundreds of variants per button.
/// The bytes are exactly `encodeStoredTree`'s (a test holds them equal on random variants).
extension VariantJSON {
  /// What `encodeStoredTree` writes (the shape is described there).
  package static func encodeStored(_ variants: [VariantLayout]) -> String {
    String(decoding: encodeStoredUTF8(variants), as: UTF8.self)
  }

  /// `encodeStored`'s UTF-8 bytes, for a writer that stores them as they are: a row is tens of
  /// kilobytes, and a `String` made of them is checked byte for byte first.
  package static func encodeStoredUTF8(_ variants: [VariantLayout]) -> [UInt8] {
    var table = DiagnosticTable(capacity: variants.count)
    var rows = JSONBytes(capacity: variants.count * 320)
    var locale = QuotedLocale()
    // Each variant borrowed in place, not copied (its key, frames and diagnostics).
    for n in variants.indices { row(n, variants[n], &rows, &table, &locale) }
    var head = JSONBytes(capacity: 160 * table.distinct.count + 64)
    head.append("{\"version\":")
    head.integer(Int64(storedVersion))
    head.append(",\"diagnostics\":[")
    for (i, d) in table.distinct.enumerated() {
      if i > 0 { head.append(",") }
      head.diagnostic(d)
    }
    head.append("],\"variants\":[")
    return head.bytes(followedBy: rows, "]}")
  }

  /// The last locale a row wrote, quoted: a button's variants repeat a dozen locales, each
  /// for a run of rows.
  private struct QuotedLocale {
    var locale = ""
    var quoted: [UInt8] = []
  }

  /// Appends the `n`th variant's row to `rows`, its diagnostics referred to in `table`.
  private static func row(
    _ n: Int, _ v: borrowing VariantLayout, _ rows: inout JSONBytes,
    _ table: inout DiagnosticTable, _ last: inout QuotedLocale
  ) {
    rows.append(n == 0 ? "[" : ",[")
    if let locale = v.key.locale {
      if last.quoted.isEmpty || locale != last.locale {
        var quoted = JSONBytes(capacity: locale.utf8.count + 2)
        quoted.quote(locale)
        last = QuotedLocale(locale: locale, quoted: quoted.bytes)
      }
      rows.append(last.quoted)
    } else {
      rows.append("null")
    }
    // `,"L","normal","ltr","exact",`: each name with the punctuation around it.
    rows.append(",\"")
    Self.sizeNames.append(v.key.contentSize, to: &rows)
    Self.stateNames.append(v.key.state, to: &rows)
    Self.directionNames.append(v.direction, to: &rows)
    Self.techniqueNames.append(v.technique, to: &rows)
    number(v.fontSize, &rows)
    rows.append(",")
    if let title = v.titleSize { pair(title, &rows) } else { rows.append("null") }
    rows.append(",")
    pair(v.bounds, &rows)
    rows.append(",")
    quad(v.frames.contentRect, &rows)
    rows.append(",")
    quad(v.frames.imageFrame, &rows)
    rows.append(",")
    quad(v.frames.titleFrame, &rows)
    rows.append(",")
    pair(v.frames.intrinsicContentSize, &rows)
    rows.append(",")
    number(v.gap, &rows)
    rows.append(",[")
    for (j, d) in v.diagnostics.enumerated() {
      if j > 0 { rows.append(",") }
      rows.integer(Int64(table.reference(d)))
    }
    rows.append("]")
    // Issue 28 (subtitle): a 15th member, only for a variant with a subtitle.
    if let subtitle = v.frames.subtitleFrame {
      rows.append(",")
      quad(subtitle, &rows)
    }
    rows.append("]")
  }

  /// A row's names, each followed by what comes after it up to the next value.
  private static let sizeNames = CaseBytes(ContentSizeCategory.allCases) { "\($0.shortName)\",\"" }
  private static let stateNames = CaseBytes(ControlState.allCases) { "\($0.rawValue)\",\"" }
  private static let directionNames = CaseBytes(LayoutDirection.allCases) { "\($0.rawValue)\",\"" }
  private static let techniqueNames = CaseBytes(Technique.allCases) { "\($0.rawValue)\"," }

  private static func number(_ d: Double?, _ out: inout JSONBytes) {
    if let d { out.number(d) } else { out.append("null") }
  }

  private static func pair(_ s: Size, _ out: inout JSONBytes) {
    out.append("[")
    out.number(s.width)
    out.append(",")
    out.number(s.height)
    out.append("]")
  }

  private static func quad(_ r: Rect?, _ out: inout JSONBytes) {
    guard let r else { return out.append("null") }
    out.append("[")
    out.number(r.x)
    out.append(",")
    out.number(r.y)
    out.append(",")
    out.number(r.width)
    out.append(",")
    out.number(r.height)
    out.append("]")
  }

  /// The distinct diagnostics of a row, in the order first seen, each referred to by its index.
  ///
  /// An open-addressing table of its own rather than a dictionary: a row of 240 variants
  /// looks up about 700 diagnostics, and `Hasher` (SipHash) over each key was a tenth of the
  /// encoding. Keys are hashed without the message or the numbers' names (hashing a non-ASCII
  /// message, `105×40 pt`, normalises it first); diagnostics of one code and severity differ
  /// in their numbers nearly always. Equal means `==` of the diagnostics.
  struct DiagnosticTable {
    private(set) var distinct: [Diagnostic] = []
    private var hashes: [UInt64] = []
    /// Index + 1 into `distinct`, 0 for an empty slot; a power of two long, at most half full.
    private var slots: [Int32]

    /// A table sized for `capacity` distinct diagnostics (about one per variant).
    init(capacity: Int = 0) {
      var size = 16
      while size < capacity * 2 { size *= 2 }
      slots = Array(repeating: 0, count: size)
      distinct.reserveCapacity(capacity)
      hashes.reserveCapacity(capacity)
    }

    /// The index of `d`, added when no diagnostic equal to it is there yet.
    mutating func reference(_ d: Diagnostic) -> Int {
      let h = Self.hash(d)
      let mask = slots.count - 1
      var i = Int(truncatingIfNeeded: h) & mask
      while slots[i] != 0 {
        let k = Int(slots[i]) - 1
        if hashes[k] == h, Self.equal(distinct[k], d) { return k }
        i = (i + 1) & mask
      }
      distinct.append(d)
      hashes.append(h)
      slots[i] = Int32(distinct.count)
      if distinct.count * 2 > slots.count { grow() }
      return distinct.count - 1
    }

    private mutating func grow() {
      slots = Array(repeating: 0, count: slots.count * 2)
      let mask = slots.count - 1
      for (k, h) in hashes.enumerated() {
        var i = Int(truncatingIfNeeded: h) & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = Int32(k + 1)
      }
    }

    /// The code, the severity and the numbers' values, mixed (murmur3's finaliser).
    static func hash(_ d: Diagnostic) -> UInt64 {
      var h = UInt64(truncatingIfNeeded: d.code.hashKey) &* 0x9E37_79B9_7F4A_7C15
      h = (h ^ UInt64(truncatingIfNeeded: d.severity.hashKey)) &* 0xBF58_476D_1CE4_E5B9
      h ^= UInt64(truncatingIfNeeded: d.numbers.count)
      for number in d.numbers {
        h = (h ^ number.value.bitPattern) &* 0x94D0_49BB_1331_11EB
        h ^= h >> 29
      }
      h ^= h >> 33
      h &*= 0xFF51_AFD7_ED55_8CCD
      h ^= h >> 33
      h &*= 0xC4CE_B9FE_1A85_EC53
      return h ^ (h >> 33)
    }

    /// `x == y`; the messages' bytes compared first: equal bytes are equal strings, and
    /// comparing them skips the normalisation a non-ASCII message costs (canonically equal
    /// messages of other bytes are still equal, as `==` has it).
    static func equal(_ x: Diagnostic, _ y: Diagnostic) -> Bool {
      x.code == y.code && x.severity == y.severity && x.numbers == y.numbers
        && (sameBytes(x.message, y.message) || x.message == y.message)
    }

    /// Whether `a` and `b` have the same UTF-8 bytes, compared in place.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
      guard a.utf8.count == b.utf8.count else { return false }
      let same = a.utf8.withContiguousStorageIfAvailable { x in
        b.utf8.withContiguousStorageIfAvailable { y in
          x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
        }
      }
      return same.flatMap { $0 } ?? false
    }
  }
}

extension Diagnostic.Code {
  /// A number per case for `DiagnosticTable.hash`: the case's tag, the one byte a case without
  /// a payload is stored in (0 if that ever changes: the table still compares keys whole).
  fileprivate var hashKey: UInt8 {
    MemoryLayout<Self>.size == 1 ? withUnsafeBytes(of: self) { $0[0] } : 0
  }
}

extension Diagnostic.Severity {
  /// As `Diagnostic.Code.hashKey`.
  fileprivate var hashKey: UInt8 {
    MemoryLayout<Self>.size == 1 ? withUnsafeBytes(of: self) { $0[0] } : 0
  }
}

/// A text per case of an enum without payloads, as UTF-8 bytes made once and kept for the
/// process, found by the case's tag (the one byte such a case is stored in), with no `String`
/// made or retained when written. An enum stored otherwise (none here) has its text made on
/// each use.
struct CaseBytes<Case: Equatable>: @unchecked Sendable {
  private let byTag: [UnsafeBufferPointer<UInt8>]
  private let text: (Case) -> String

  init(_ cases: [Case], _ text: @escaping (Case) -> String) {
    self.text = text
    guard MemoryLayout<Case>.size == 1 else {
      byTag = []
      return
    }
    var byTag = Array(repeating: UnsafeBufferPointer<UInt8>(start: nil, count: 0), count: 256)
    for value in cases {
      let bytes = Array(text(value).utf8)
      let kept = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
      _ = kept.initialize(from: bytes)
      let tag = Int(Self.tag(value))
      precondition(byTag[tag].baseAddress == nil, "two cases share tag \(tag)")
      byTag[tag] = UnsafeBufferPointer(kept)
    }
    self.byTag = byTag
  }

  private static func tag(_ value: Case) -> UInt8 { withUnsafeBytes(of: value) { $0[0] } }

  /// Appends the bytes of `value`'s text to `out`.
  func append(_ value: Case, to out: inout JSONBytes) {
    if !byTag.isEmpty {
      let bytes = byTag[Int(Self.tag(value))]
      if bytes.baseAddress != nil { return out.append(bytes) }
    }
    out.append(string: text(value))
  }
}
