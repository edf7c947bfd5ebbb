import ButtonLayout
import ButtonTestSupport
import Testing

@testable import ButtonJSON

/// `encodeStored` writes text straight, without a `JSONValue` tree: its bytes are exactly
/// those of `encodeStoredTree` (the tree written by `JSONWriter`) on variants of every shape,
/// with diagnostics shared, escaped and equal only as Swift compares strings.
@Suite struct StoredVariantsTextTests {
  /// The fast path's variants, with subtitles, escapes and canonically equal messages added.
  static func variants(seed: UInt64, count: Int) -> [VariantLayout] {
    var rng = SplitMix64(seed: seed)
    var variants = StoredVariantsFastPathTests.variants(seed: seed, count: count)
    for i in variants.indices {
      switch rng.next() % 6 {
      case 0:
        variants[i].frames.subtitleFrame = Rect(
          x: Double(rng.next() % 50), y: -0.0, width: Double(rng.next() % 900) / 7, height: 1e-9)
      case 1:
        // "é" precomposed and decomposed: one diagnostic to `==`, two byte strings.
        let message = rng.next() % 2 == 0 ? "caf\u{E9} \"cut\"\n\t\\" : "cafe\u{301} \"cut\"\n\t\\"
        variants[i].diagnostics.append(Diagnostic(.offCenter, .warning, message, []))
      case 2:
        variants[i].diagnostics.append(
          Diagnostic(
            .smallHitTarget, .warning, "the button is \(i % 3)×40 pt",
            [.init("width", Double(i % 3)), .init("height", 40)]))
      case 3:
        variants[i].key.locale = "x\u{1}\"y"
      default: break
      }
    }
    return variants
  }

  @Test func textIsTheTreesByteForByte() throws {
    var rows: [[VariantLayout]] = [[]]
    for seed in 1...40 { rows.append(Self.variants(seed: UInt64(seed), count: seed * 7)) }
    for variants in rows {
      let text = VariantJSON.encodeStored(variants)
      #expect(text == VariantJSON.encodeStoredTree(variants))
      #expect(Array(text.utf8) == Array(VariantJSON.encodeStoredTree(variants).utf8))
      #expect(try VariantJSON.decodeStored(text) == variants)
    }
  }

  /// Diagnostics equal to `==` are written once and referred to by every variant that has
  /// one, whichever of the canonically equal messages came first.
  @Test func equalDiagnosticsAreWrittenOnce() throws {
    let base = StoredVariantsFastPathTests.variants(seed: 9, count: 3)
    var variants = base
    variants[0].diagnostics = [Diagnostic(.offCenter, .warning, "caf\u{E9}", [])]
    variants[1].diagnostics = [Diagnostic(.offCenter, .warning, "cafe\u{301}", [])]
    variants[2].diagnostics = [Diagnostic(.offCenter, .warning, "cafe\u{301}", [.init("x", 1)])]
    let text = VariantJSON.encodeStored(variants)
    #expect(text == VariantJSON.encodeStoredTree(variants))
    #expect(text.contains("\"diagnostics\":[{\"code\":\"off-center\""))
    #expect(text.utf8.count == VariantJSON.encodeStoredTree(variants).utf8.count)
    let parsed = try JSONParser.parse(text)
    guard case .object(let members) = parsed,
      case .array(let distinct)? = members.first(where: {
        $0.0 == "diagnostics"
      })?.1
    else {
      Issue.record("no diagnostics in \(text)")
      return
    }
    #expect(distinct.count == 2)
  }
}
