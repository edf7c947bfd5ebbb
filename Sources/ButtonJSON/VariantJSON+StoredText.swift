import ButtonLayout

/// The stored form of a button's variants written straight to compact JSON text, without
/// building a `JSONValue` tree: `recompute` and `import` write hundreds of variants per button.
/// The bytes are exactly `encodeStoredTree`'s (a test holds them equal on random variants).
extension VariantJSON {
  /// What `encodeStoredTree` writes (the shape is described there).
  package static func encodeStored(_ variants: [VariantLayout]) -> String {
    var table = DiagnosticTable(capacity: variants.count)
    var rows = JSONBytes(capacity: variants.count * 320)
    for (n, v) in variants.enumerated() {
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
  struct DiagnosticTable {
    private(set) var distinct: [Diagnostic] = []
    private var index: [DiagnosticKey: Int]

    /// A table sized for `capacity` distinct diagnostics (about one per variant).
    init(capacity: Int = 0) {
      index = .init(minimumCapacity: capacity)
      distinct.reserveCapacity(capacity)
    }

    /// The index of `d`, added when no diagnostic equal to it is there yet.
    mutating func reference(_ d: Diagnostic) -> Int {
      let key = DiagnosticKey(d)
      if let known = index[key] { return known }
      index[key] = distinct.count
      distinct.append(d)
      return distinct.count - 1
    }
  }

  /// A diagnostic as a dictionary key, equal when the diagnostics are (`==`, messages compared
  /// as Swift compares strings), hashed without the message or the numbers' names: hashing a non-ASCII message
  /// (`105×40 pt`) normalises it first, which cost more than the rest of the encoding.
  /// Diagnostics of one code and severity differ in their numbers nearly always.
  fileprivate struct DiagnosticKey: Hashable {
    var diagnostic: Diagnostic
    init(_ d: Diagnostic) { diagnostic = d }

    func hash(into hasher: inout Hasher) {
      hasher.combine(diagnostic.code)
      hasher.combine(diagnostic.severity)
      // The numbers' names follow from the code nearly always: their values are hashed.
      hasher.combine(diagnostic.numbers.count)
      for number in diagnostic.numbers { hasher.combine(number.value) }
    }

    /// `==` of the diagnostics; the messages' bytes compared first: equal bytes are equal
    /// strings, and comparing them skips the normalisation a non-ASCII message (`105×40 pt`)
    /// costs (canonically equal messages of other bytes are still equal, as `==` has it).
    static func == (a: Self, b: Self) -> Bool {
      let (x, y) = (a.diagnostic, b.diagnostic)
      return x.code == y.code && x.severity == y.severity && x.numbers == y.numbers
        && (sameBytes(x.message, y.message) || x.message == y.message)
    }

    /// Whether `a` and `b` have the same UTF-8 bytes, compared in place.
    private static func sameBytes(_ a: String, _ b: String) -> Bool {
      guard a.utf8.count == b.utf8.count else { return false }
      let same = a.utf8.withContiguousStorageIfAvailable { x in
        b.utf8.withContiguousStorageIfAvailable { y in x.elementsEqual(y) }
      }
      return same.flatMap { $0 } ?? false
    }
  }
}
