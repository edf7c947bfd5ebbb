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
    var table = DiagnosticTable(capacity: variants.count)
    var rows = JSONBytes(capacity: variants.count * 320)
    // Each variant borrowed in place, not copied (its key, frames and diagnostics).
    for n in variants.indices { row(n, variants[n], &rows, &table) }
    var out = JSONBytes(capacity: rows.count + 160 * table.distinct.count + 64)
    out.append("{\"version\":")
    out.integer(Int64(storedVersion))
    out.append(",\"diagnostics\":[")
    for (i, d) in table.distinct.enumerated() {
      if i > 0 { out.append(",") }
      out.diagnostic(d)
    }
    out.append("],\"variants\":[")
    out.append(rows)
    out.append("]}")
    return out.text
  }

  /// Appends the `n`th variant's row to `rows`, its diagnostics referred to in `table`.
  private static func row(
    _ n: Int, _ v: borrowing VariantLayout, _ rows: inout JSONBytes, _ table: inout DiagnosticTable
  ) {
    rows.append(n == 0 ? "[" : ",[")
    if let locale = v.key.locale { rows.quote(locale) } else { rows.append("null") }
    rows.append(",\"")
    rows.append(v.key.contentSize.shortName)
    rows.append("\",\"")
    rows.append(v.key.state.rawValue)
    rows.append("\",\"")
    rows.append(v.direction.rawValue)
    rows.append("\",\"")
    rows.append(v.technique.rawValue)
    rows.append("\",")
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
