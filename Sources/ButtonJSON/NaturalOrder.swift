/// Natural order: runs of ASCII digits compare by value (`item2` before `item10`), everything
/// else by Unicode scalar value (which UTF-8 byte order preserves).
///
/// SQLite calls this as the `natural_order` collation for every listing and export, so it
/// compares UTF-8 bytes and allocates nothing.
public enum NaturalOrder {
  public static func less(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in compare(x, y) < 0 } }
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  /// -1, 0 or 1.
  public static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    var i = 0
    var j = 0
    while i < x.count, j < y.count {
      if isDigit(x[i]), isDigit(y[j]) {
        // Skip leading zeros, then the longer run of digits is the larger number.
        var si = i
        var sj = j
        while si < x.count, x[si] == 0x30 { si += 1 }
        while sj < y.count, y[sj] == 0x30 { sj += 1 }
        var ei = si
        var ej = sj
        while ei < x.count, isDigit(x[ei]) { ei += 1 }
        while ej < y.count, isDigit(y[ej]) { ej += 1 }
        if ei - si != ej - sj { return ei - si < ej - sj ? -1 : 1 }
        var k = 0
        while k < ei - si {
          if x[si + k] != y[sj + k] { return x[si + k] < y[sj + k] ? -1 : 1 }
          k += 1
        }
        // Equal values: fewer leading zeros first (`item2` before `item02`).
        if ei - i != ej - j { return ei - i < ej - j ? -1 : 1 }
        i = ei
        j = ej
        continue
      }
      if x[i] != y[j] { return x[i] < y[j] ? -1 : 1 }
      i += 1
      j += 1
    }
    if i < x.count { return 1 }
    if j < y.count { return -1 }
    return 0
  }
}
