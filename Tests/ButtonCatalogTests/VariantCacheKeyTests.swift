import Testing

@testable import ButtonCatalog

/// The title cache's key is the text's bytes, as HarfBuzz is given them: equal bytes are one
/// key (and hash alike), canonically equal spellings of other bytes are two.
@Suite struct VariantCacheKeyTests {
  typealias Key = VariantCache.TitleKey

  @Test func equalBytesAreOneKeyAndOtherSpellingsAnother() {
    let precomposed = "Caf\u{E9} \u{0644}\u{0627}"
    let decomposed = "Cafe\u{301} \u{0644}\u{0627}"
    #expect(precomposed == decomposed)  // Swift's `==`: canonically equal
    let a = Key(font: 1, text: precomposed)
    let b = Key(font: 1, text: String(decoding: Array(precomposed.utf8), as: UTF8.self))
    #expect(a == b)
    #expect(a.hashValue == b.hashValue)
    #expect(Key(font: 1, text: decomposed) != a)
    #expect(Key(font: 2, text: precomposed) != a)
    let table: [Key: Int] = [a: 1, Key(font: 1, text: decomposed): 2]
    #expect(table.count == 2)
    #expect(table[b] == 1)
    #expect(table[Key(font: 1, text: "Cafe\u{301} \u{0644}\u{0627}")] == 2)
  }
}
