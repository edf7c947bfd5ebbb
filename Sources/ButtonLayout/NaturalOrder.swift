/// Natural order: runs of ASCII digits compare by value (`item2` before `item10`), everything
/// else by Unicode scalar value (which UTF-8 byte order preserves).
///
/// Listings and exports walk the catalog's index of `key(name)` (migration 0003 fills it in
/// through the `natural_key` SQL function); `less` sorts the few names a command is given. It
/// compares UTF-8 bytes and allocates nothing.
package enum NaturalOrder {
  package static func less(_ a: String, _ b: String) -> Bool {
    var a = a
    var b = b
    return a.withUTF8 { x in b.withUTF8 { y in compare(x, y) < 0 } }
  }

  /// A text whose byte order is natural order: `key(a) < key(b)` exactly when `a` comes before
  /// `b`. The catalog stores it beside each name and indexes it, so listings walk an index
  /// instead of sorting through a callback.
  ///
  /// Bytes other than digits are kept. A run of digits becomes `0`, the length of its value
  /// without leading zeros (three digits), those digits, and the count of leading zeros (three
  /// digits): where two names both have a run, the shorter value, then the smaller one, then
  /// fewer zeros comes first, as `compare` decides; against any other byte, the leading `0`
  /// orders as every digit would. (Runs are at most 200 digits long, as names are.)
  package static func key(_ name: UnsafeBufferPointer<UInt8>) -> String {
    var key: [UInt8] = []
    key.reserveCapacity(name.count + 16)
    func three(_ n: Int) {
      let n = min(n, 999)
      key.append(0x30 + UInt8(n / 100))
      key.append(0x30 + UInt8(n / 10 % 10))
      key.append(0x30 + UInt8(n % 10))
    }
    var i = 0
    while i < name.count {
      guard isDigit(name[i]) else {
        key.append(name[i])
        i += 1
        continue
      }
      var start = i
      while start < name.count, name[start] == 0x30 { start += 1 }
      var end = start
      while end < name.count, isDigit(name[end]) { end += 1 }
      key.append(0x30)
      three(end - start)
      key.append(contentsOf: name[start..<end])
      three(start - i)
      i = end
    }
    return String(decoding: key, as: UTF8.self)
  }

  package static func key(_ name: String) -> String {
    var name = name
    return name.withUTF8 { key($0) }
  }

  @inline(__always)
  static func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

  /// -1, 0 or 1.
  package static func compare(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>)
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
