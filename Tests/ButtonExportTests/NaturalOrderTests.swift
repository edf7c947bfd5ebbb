import ButtonJSON
import Testing

@Suite struct NaturalOrderTests {
  @Test func digitsCompareByValue() {
    let names = ["item10", "item2", "Item1", "item02", "a/b", "a", "tabbar/home", "设置", "item1"]
    #expect(
      names.sorted(by: NaturalOrder.less)
        == ["Item1", "a", "a/b", "item1", "item2", "item02", "item10", "tabbar/home", "设置"])
  }
}
