import ButtonLayout
import Testing

@Suite struct NaturalOrderTests {
  @Test func digitsCompareByValue() {
    let names = ["item10", "item2", "Item1", "item02", "a/b", "a", "tabbar/home", "设置", "item1"]
    #expect(
      names.sorted(by: NaturalOrder.less)
        == ["Item1", "a", "a/b", "item1", "item2", "item02", "item10", "tabbar/home", "设置"])
  }

  /// The stored sort key orders bytewise exactly as the comparison does, for many random names
  /// full of digit runs, leading zeros and multi-byte characters.
  @Test func keysOrderBytewiseAsNamesOrderNaturally() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let alphabet = ["a", "b", "/", "-", "0", "0", "1", "2", "9", "é", "设", "."]
    let names = (0..<600).map { _ in
      (0..<next(10)).map { _ in alphabet[next(alphabet.count)] }.joined()
    }
    var checked = 0
    for a in names {
      for b in names.prefix(200) {
        let natural = NaturalOrder.less(a, b) ? -1 : (NaturalOrder.less(b, a) ? 1 : 0)
        let ka = Array(NaturalOrder.key(a).utf8)
        let kb = Array(NaturalOrder.key(b).utf8)
        let bytewise = ka.lexicographicallyPrecedes(kb) ? -1 : (ka == kb ? 0 : 1)
        #expect(natural == bytewise, "\(a) vs \(b)")
        #expect((ka == kb) == (a == b))
        checked += 1
      }
    }
    #expect(checked == 120_000)
    #expect(NaturalOrder.key("group7/button50007") == "group00017000/button000550007000")
  }
}
