import ButtonJSON
import ButtonLayout
import ButtonMeasure
import Testing

@testable import ButtonCatalog

/// The byte-level fast paths of the rules every row is checked with as it is read (`list`,
/// `export` and every other command read every row they use) decide exactly as the rules on
/// code points do, and the digest written as bytes is the digest of the canonical JSON.
@Suite struct FastValidationTests {
  /// Random text over pieces that sit on every edge of the rules: the name's ASCII set, `/`,
  /// controls (C0, DEL, C1, NEL), separators, non-ASCII letters and digits, combining marks,
  /// emoji, and characters whose UTF-8 shares lead bytes with the controls.
  static func samples(_ count: Int, seed: UInt64) -> [String] {
    let pieces: [String] = [
      "a", "Z", "0", "9", ".", "-", "_", "/", "//", " ", "\t", "\n", "\r", "\0", "\u{1B}",
      "\u{7F}", "\u{80}", "\u{85}", "\u{9F}", "\u{A0}", "\u{A9}", "é", "\u{2028}", "\u{2029}",
      "\u{2026}", "\u{2060}", "设", "٣", "Ⅻ", "\u{345}", "🙂", "=", "'", "\"", "\\", "x",
    ]
    var rng = SplitMix64(seed: seed)
    var out = [
      "", "a", "/", "a/", "/a", "a//b", String(repeating: "a", count: 200),
      String(repeating: "a", count: 201), String(repeating: "b", count: 100),
      String(repeating: "b", count: 101), String(repeating: "设", count: 100),
      String(repeating: "设", count: 101),
    ]
    for _ in 0..<count {
      var text = ""
      let length = Int.random(in: 0...12, using: &rng)
      for _ in 0..<length { text += pieces.randomElement(using: &rng)! }
      if Int.random(in: 0..<20, using: &rng) == 0 {
        text += String(repeating: "ab", count: Int.random(in: 90...110, using: &rng))
      }
      out.append(text)
    }
    return out
  }

  @Test func namesDecideAsOnCodePoints() {
    for text in Self.samples(20000, seed: 1) {
      #expect(
        ButtonName.problem(text) == ButtonName.problemByScalars(text), "\(text.debugDescription)")
    }
  }

  @Test func textFieldsDecideAsOnCodePoints() {
    for text in Self.samples(20000, seed: 2) {
      #expect(TextRules.titleProblem(text) == TextRules.titleProblemByScalars(text))
      #expect(TextRules.tagProblem(text) == TextRules.tagProblemByScalars(text))
      #expect(
        TextRules.descriptionProblem(text) == TextRules.descriptionProblemByScalars(text))
      #expect((TextRules.pathProblem(text) != nil) == text.unicodeScalars.contains("\0"))
    }
  }

  @Test func inputDigestIsTheDigestOfTheCanonicalJSON() {
    var rng = SplitMix64(seed: 3)
    func number() -> Double {
      [
        0, 1, 0.5, 17.333333333333332, 1e15, 123456.75, 4.0e-7,
        Double.random(in: 0...500, using: &rng),
      ]
      .randomElement(using: &rng)!
    }
    func size() -> Size? {
      Bool.random(using: &rng) ? nil : Size(width: number(), height: number())
    }
    for _ in 0..<2000 {
      let spec = ButtonSpec(
        titleSize: size(), titleLineHeight: Bool.random(using: &rng) ? nil : number(),
        imageSize: size(), placement: Placement.allCases.randomElement(using: &rng)!,
        spacing: number(),
        padding: EdgeInsets(top: number(), left: number(), bottom: number(), right: number()),
        size: size().map { .fixed($0) } ?? .fit,
        horizontalAlignment: HorizontalAlignment.allCases.randomElement(using: &rng)!,
        verticalAlignment: VerticalAlignment.allCases.randomElement(using: &rng)!,
        scale: [1, 2, 3].randomElement(using: &rng)!,
        ios: [IOSVersion(14, 5, 1), IOSVersion(26, 1), IOSVersion(12)].randomElement(using: &rng)!,
        direction: DirectionChoice.allCases.randomElement(using: &rng)!)
      let canonical = JSONWriter(pretty: false).string(InputDigest.canonical(spec))
      #expect(InputDigest.of(spec) == ContentDigest(sha256Of: Array(canonical.utf8)).hex)
    }
  }

  /// `JSONParser.validate` (a stored layout spliced into an export is checked with it, on the
  /// stored bytes) refuses exactly what `parse` refuses, numbers that overflow a Double
  /// included, whatever their form.
  @Test func validateRefusesWhatParseRefuses() {
    let long = String(repeating: "9", count: 299)
    let samples = [
      "1e999", "-1e999", "1.5e308", "1.8e308", "1E309", "1e-999", "0.5", "-0.0", "1" + long,
      "1" + long + "9", long + ".5", "1" + long + "99.5", String(repeating: "9", count: 400),
      String(repeating: "9", count: 400) + ".25", "1" + long + "e0", "[1.0e308, 2]",
      "{\"a\": 37.333333333333336, \"b\": [1.5, -2.25e1]}", "1.", "-", "1.e5", "01.5",
    ]
    for text in samples {
      let parsed = (try? JSONParser.parse(text)) != nil
      let validated = (try? JSONParser.validate(text)) != nil
      #expect(parsed == validated, "\(text.prefix(40))")
    }
  }
}
