import ButtonLayout
import ButtonTestSupport
import Testing

@testable import ButtonJSON

/// `decodeStored`'s fast path (`StoredVariantsFastPath`) against the generic path
/// (`decodeStoredGeneric`): on rows as `encodeStored` writes them, both give the variants that
/// were written; on any other text the fast path either declines (`nil`) or gives exactly what
/// the generic path gives, every number to the bit (compared through `String(describing:)`,
/// which tells -0.0 from 0.0).
@Suite struct StoredVariantsFastPathTests {
  /// Variants of every shape (with and without a title, an image, a gap, a locale; every
  /// content size, state, direction and technique), whose diagnostics need no escape.
  static func variants(seed: UInt64, count: Int) -> [VariantLayout] {
    var rng = SplitMix64(seed: seed)
    func number() -> Double {
      switch rng.next() % 5 {
      case 0: Double(rng.next() % 1000)
      case 1: -0.0
      default: Double(rng.next() % 100_000) / 3 - 1000
      }
    }
    func rect() -> Rect { Rect(x: number(), y: number(), width: number(), height: number()) }
    let shared = Diagnostic(.ignoredWithConfiguration, .info, "legacy insets are ignored")
    var result: [VariantLayout] = []
    for i in 0..<count {
      let withImage = i % 3 != 0
      let withTitle = i % 5 != 0
      var diagnostics = i % 9 == 0 ? [] : [shared]
      if i % 4 == 0 {
        diagnostics.append(
          Diagnostic(
            .titleTruncated, .error, "设置 🙂 cut by \(i) pt",
            [.init("actual", number()), .init("x", 1e-7)]))
      }
      if i % 11 == 0 { diagnostics.append(Diagnostic(.stateJump, .warning, "jumps", [])) }
      result.append(
        VariantLayout(
          key: VariantKey(
            locale: i % 7 == 0 ? nil : ["de", "ar", "zh-Hans", "pseudo-double"][i % 4],
            contentSize: ContentSizeCategory.allCases[i % 12],
            state: ControlState.allCases[i % ControlState.allCases.count]),
          direction: i % 2 == 0 ? .leftToRight : .rightToLeft,
          technique: Technique.allCases[i % Technique.allCases.count],
          fontSize: withTitle ? number() : nil,
          titleSize: withTitle ? Size(width: number(), height: number()) : nil,
          frames: LayoutFrames(
            contentRect: rect(), imageFrame: withImage ? rect() : nil,
            titleFrame: withTitle ? rect() : nil,
            intrinsicContentSize: Size(width: number(), height: number())),
          bounds: Size(width: number(), height: number()), gap: i % 6 == 0 ? nil : number(),
          diagnostics: diagnostics))
    }
    return result
  }

  /// Rows of several sizes, the empty one included.
  static let rows: [[VariantLayout]] = [
    [], variants(seed: 1, count: 1), variants(seed: 2, count: 12), variants(seed: 3, count: 60),
  ]

  @Test func writtenRowsTakeTheFastPathAndDecodeToWhatWasWritten() throws {
    for variants in Self.rows + [Self.variants(seed: 4, count: 240)] {
      let text = VariantJSON.encodeStored(variants)
      let fast = try #require(StoredVariantsFastPath.decode(text), "\(text.prefix(300))")
      let generic = try VariantJSON.decodeStoredGeneric(text)
      #expect(fast == variants)
      #expect(String(describing: fast) == String(describing: generic))
      #expect(try VariantJSON.decodeStored(text) == variants)
    }
  }

  /// What the fast path declines, the generic path reads (or refuses) with its own words.
  @Test func otherTextIsLeftToTheGenericPath() throws {
    var variants = Self.variants(seed: 5, count: 3)
    variants[1].diagnostics = [Diagnostic(.offCenter, .warning, "a \"quoted\"\tmessage", [])]
    let escaped = VariantJSON.encodeStored(variants)
    #expect(StoredVariantsFastPath.decode(escaped) == nil)
    #expect(try VariantJSON.decodeStored(escaped) == variants)

    let plain = VariantJSON.encodeStored(Self.rows[2])
    for (from, to) in [
      (",\"variants\"", ", \"variants\""),  // whitespace
      ("{\"version\":1,", "{\"version\":1.0,"),  // another way to write 1
    ] {
      let text = plain.replacing(from, with: to)
      #expect(text != plain, "\(from)")
      #expect(StoredVariantsFastPath.decode(text) == nil, "\(to)")
      #expect(try VariantJSON.decodeStored(text) == Self.rows[2], "\(to)")
    }
    // Another key order: the generic path reads it.
    let reordered = "{\"variants\":[],\"version\":1,\"diagnostics\":[]}"
    #expect(StoredVariantsFastPath.decode(reordered) == nil)
    #expect(try VariantJSON.decodeStored(reordered) == [])
    // A reference out of range, with a leading zero, or as a fraction: declined, and the
    // generic path refuses the first two and reads the third.
    let single = [Self.variants(seed: 6, count: 2)[1]]
    let one = VariantJSON.encodeStored(single)
    #expect(one.hasSuffix(",[0]]]}"))
    for (reference, valid) in [("9", false), ("00", false), ("-1", false), ("0.0", true)] {
      let text = String(one.dropLast(",[0]]]}".count)) + ",[\(reference)]]]}"
      #expect(StoredVariantsFastPath.decode(text) == nil, "\(reference)")
      if valid {
        #expect(try VariantJSON.decodeStored(text) == single)
      } else {
        #expect(throws: (any Error).self, "\(reference)") { try VariantJSON.decodeStored(text) }
      }
    }
  }

  /// Numbers read without a `String` (at most 15 digits, no exponent) are, bit for bit, what
  /// the generic path's conversion gives (`Int64` for integers, else `Double(_:)`).
  @Test func numbersReadFromBytesAreTheParsersToTheBit() throws {
    var random = SplitMix64(seed: 17)
    func read(_ token: String) -> Double? {
      var text = token + ","
      return text.withUTF8 { bytes in
        var scanner = StoredLayoutFastPath.Scanner(bytes)
        return scanner.number()
      }
    }
    var tokens = [
      "0", "-0", "0.0", "-0.0", "1", "-1", "0.1", "0.3", "123456789012345", "1234567890123456",
      "99999999999999.9", "0.000000000000001", "4503599627370497.5", "9007199254740993", "2.675",
    ]
    for _ in 0..<20_000 {
      let digits = Int.random(in: 1...17, using: &random)
      var text = (0..<digits).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
      while text.count > 1, text.hasPrefix("0") { text.removeFirst() }
      if text.count > 1, Bool.random(using: &random) {
        let point = Int.random(in: 1..<text.count, using: &random)
        text.insert(".", at: text.index(text.startIndex, offsetBy: point))
      }
      tokens.append(Bool.random(using: &random) ? "-" + text : text)
    }
    for token in tokens {
      let expected: Double
      if !token.contains("."), let integer = Int64(token) {
        expected = Double(integer)
      } else {
        expected = try #require(Double(token))
      }
      let fast = try #require(read(token), "\(token)")
      #expect(fast.bitPattern == expected.bitPattern, "\(token)")
    }
  }

  /// Random damage to written rows (bytes removed, doubled, replaced by JSON's own
  /// characters, digits, whitespace): whenever the fast path accepts the result, the generic
  /// path accepts it too and gives the same variants to the bit.
  @Test func damagedRowsDecodeAlikeOrFallBack() throws {
    var random = SplitMix64(seed: 2026_12_01)
    let alphabet = Array(#"{}[]:,"-.0123456789eE+ \ntruefalsenullxyzLSMAX"#.utf8)
    let texts = Self.rows.map(VariantJSON.encodeStored)
    var acceptedChanged = 0
    var declined = 0
    for round in 0..<4_000 {
      var bytes = Array(texts[round % texts.count].utf8)
      for _ in 0...Int.random(in: 0...2, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(bytes[at], at: at)
        case 2: bytes[at] = alphabet.randomElement(using: &random)!
        default: bytes.insert(alphabet.randomElement(using: &random)!, at: at)
        }
        if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      guard let fast = StoredVariantsFastPath.decode(text) else {
        declined += 1
        continue
      }
      let generic = try #require(
        try? VariantJSON.decodeStoredGeneric(text), "fast path accepted \(text.prefix(400))")
      #expect(String(describing: fast) == String(describing: generic), "\(text.prefix(400))")
      if !texts.contains(text) { acceptedChanged += 1 }
    }
    // Both outcomes occur: the comparison above ran on changed text, and damage is declined.
    #expect(acceptedChanged > 100)
    #expect(declined > 1_000)
  }
}
