import ButtonLayout
import Testing

@testable import ButtonCatCLI

/// Terminal text: display widths, control characters made visible in
/// tables, and the `show` diagram's clipping note.
@Suite struct TextWidthTests {
  /// The printable-ASCII fast path gives what the per-character rules give, on random text
  /// mixing printable ASCII with controls, CR LF, marks, wide and emoji characters.
  @Test func theASCIIFastPathAgreesWithThePerCharacterRules() {
    var random = SplitMix64(seed: 0xD15B_1A7)
    let others: [String] = ["\r\n", "\t", "\u{7F}", "e\u{301}", "中", "👩‍💻", "❤️", "\u{200B}", "é"]
    for _ in 0..<2_000 {
      var text = ""
      for _ in 0..<Int.random(in: 0...12, using: &random) {
        if Int.random(in: 0..<4, using: &random) == 0 {
          text += others.randomElement(using: &random)!
        } else {
          text.unicodeScalars.append(
            Unicode.Scalar(UInt8.random(in: 0x20..<0x7F, using: &random)))
        }
      }
      #expect(
        DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) },
        "\(text.debugDescription)")
    }
  }

  @Test func displayWidths() {
    #expect(DisplayWidth.of("Share") == 5)
    #expect(DisplayWidth.of("设置") == 4)
    #expect(DisplayWidth.of("ボタン") == 6)
    #expect(DisplayWidth.of("ひらがな") == 8)
    #expect(DisplayWidth.of("ｶﾀｶﾅ") == 4)  // halfwidth katakana: one column each
    #expect(DisplayWidth.of("ＡＢ") == 4)  // fullwidth Latin
    #expect(DisplayWidth.of("한국어") == 6)
    #expect(DisplayWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)  // one syllable from jamo
    #expect(DisplayWidth.of("e\u{301}") == 1)
    #expect(DisplayWidth.of("\u{301}") == 0)
    #expect(DisplayWidth.of("a\u{200B}b") == 2)
    #expect(DisplayWidth.of("إعدادات") == 7)
    #expect(DisplayWidth.of("🚀") == 2)
    #expect(DisplayWidth.of("👩‍💻") == 2)
    #expect(DisplayWidth.of("🇯🇵") == 2)
    #expect(DisplayWidth.of("❤️") == 2)
    #expect(DisplayWidth.of("❤") == 1)
    #expect(DisplayWidth.of("“。”") == 4)  // quotes narrow, ideographic full stop wide
  }

  @Test func tablesPadByDisplayWidthAndShowControls() {
    let table = TextFormat.table(
      [["NAME", "TAGS"], ["设置", "a"], ["e\u{301}", "b"], ["x\ny\u{0}\u{202E}", "c"]],
      numeric: false)
    // The widest name is `x\u{A}y\u{0}\u{202E}`, 20 columns once made visible.
    func padded(_ s: String, _ width: Int) -> String {
      s + String(repeating: " ", count: 20 - width) + "  "
    }
    #expect(
      table.split(separator: "\n").map(String.init) == [
        padded("NAME", 4) + "TAGS", padded("设置", 4) + "a", padded("e\u{301}", 1) + "b",
        "x\\u{A}y\\u{0}\\u{202E}  c",
      ])
  }

  @Test func diagramClipsLongTitlesWithANote() throws {
    let spec = ButtonSpec(titleSize: Size(width: 200, height: 18))
    let layout = try #require(LayoutEngine.layouts(spec).first)
    let title = String(repeating: "long title ", count: 6)
    let lines = Diagram.render(layout, title: title)
    #expect(!lines.joined().contains("…"))
    #expect(lines.contains { $0.contains("long title long title") })
    #expect(lines.last == "title drawn clipped: 40 of 66 characters fit the drawing")
    let short = Diagram.render(layout, title: "Fits")
    #expect(short.contains { $0.contains("Fits") } && !short.joined().contains("clipped"))
  }
}
