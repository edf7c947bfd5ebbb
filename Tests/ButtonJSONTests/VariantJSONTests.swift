import ButtonJSON
import ButtonLayout
import ButtonTestSupport
import Testing

/// The stored form of variant layouts: lossless, compact, and strict when read back (a row may
/// have been edited by hand).
struct VariantJSONTests {
  static func sample(seed: UInt64, count: Int) -> [VariantLayout] {
    var rng = SplitMix64(seed: seed)
    func number() -> Double { Double(rng.next() % 100_000) / 3 - 1000 }
    func rect() -> Rect { Rect(x: number(), y: number(), width: number(), height: number()) }
    let shared = Diagnostic(
      .ignoredWithConfiguration, .info, "legacy insets are ignored \"quoted\" \u{1B}[31m")
    var result: [VariantLayout] = []
    for i in 0..<count {
      let withImage = i % 3 != 0
      let withTitle = i % 5 != 0
      var diagnostics = [shared]
      if i % 4 == 0 {
        diagnostics.append(
          Diagnostic(.titleTruncated, .error, "cut by \(i) pt", [.init("actual", number())]))
      }
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

  @Test func storedFormRoundTripsEveryField() throws {
    let variants = Self.sample(seed: 15, count: 240)
    let text = VariantJSON.encodeStored(variants)
    #expect(try VariantJSON.decodeStored(text) == variants)
    #expect(try VariantJSON.decodeStored(VariantJSON.encodeStored([])) == [])
  }

  @Test func aDiagnosticSharedByVariantsIsStoredOnce() {
    let variants = Self.sample(seed: 1, count: 100)
    let text = VariantJSON.encodeStored(variants)
    let message = "legacy insets are ignored"
    #expect(text.components(separatedBy: message).count == 2)
  }

  @Test(arguments: [
    ("", "expected"),
    ("[]", "object"),
    (#"{"version":2,"diagnostics":[],"variants":[]}"#, "version: is 2, not 1"),
    (#"{"version":1,"diagnostics":[],"variants":[[]]}"#, "variants[0]: has 0 members, not 14"),
    (
      #"{"version":1,"diagnostics":[],"variants":[[null,"XXL","normal","ltr","exact",null,null,[1,2],[0,0,1,2],null,null,[1,2],null,[]]]}"#,
      "variants[0][1]: unknown content size 'XXL'"
    ),
    (
      #"{"version":1,"diagnostics":[],"variants":[[null,"L","normal","ltr","exact",null,null,[1,2],[0,0,1],null,null,[1,2],null,[]]]}"#,
      "variants[0][8]: has 3 numbers, not 4"
    ),
    (
      #"{"version":1,"diagnostics":[],"variants":[[null,"L","normal","ltr","exact",null,null,[1,2],[0,0,1,2],null,null,[1,2],null,[0]]]}"#,
      "variants[0][13][0]: refers to diagnostic 0 of 0"
    ),
    (#"{"version":1,"diagnostics":[],"variants":[],"extra":1}"#, "extra"),
  ])
  func damagedRowsAreRefusedNamingWhere(text: String, expected: String) {
    do {
      _ = try VariantJSON.decodeStored(text)
      Issue.record("decoded \(text)")
    } catch {
      #expect("\(error)".contains(expected), "\(error)")
    }
  }

  @Test func theStoredFormIsCompact() {
    // 240 variants of a tab bar button (the benchmark's size) in well under 240 full layouts.
    let variants = Self.sample(seed: 7, count: 240)
    let stored = VariantJSON.encodeStored(variants).utf8.count
    let documentForm = variants.map {
      JSONWriter(pretty: false).string(VariantJSON.value($0)).utf8.count
    }.reduce(0, +)
    #expect(stored * 10 < documentForm * 7)
  }
}
