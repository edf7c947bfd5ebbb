import ButtonTestSupport
import Testing

@testable import ButtonLayout

/// The greedy line breaker (`TitleWrapper`) and the wrapped layouts (`TitleWrapping`),
/// docs/layout-model.md, "Multi-line titles".
@Suite struct TitleWrappingTests {
  static let words = [
    "A", "rather", "long", "button", "title", "here", "Anmelden", "mit",
    "Ihrem", "Konto", "well-known", "x", "Donaudampfschifffahrtsgesellschaft", "ok",
  ]

  /// A random title of words separated by one or two spaces.
  static func randomTitle(_ rng: inout SplitMix64) -> String {
    let count = Int.random(in: 1...8, using: &rng)
    var title = ""
    for index in 0..<count {
      if index > 0 { title += Bool.random(using: &rng) ? " " : "  " }
      title += words.randomElement(using: &rng)!
    }
    return title
  }

  /// Pieces with widths made up per character (a character's width depends on the character,
  /// so words differ), the way `TitleMeasurer.pieces` gives them.
  static func pieces(_ title: String, _ mode: TitleLineBreak) -> [TitlePiece] {
    func width(_ c: Character) -> Double { Double(c.unicodeScalars.first!.value % 7) + 4.5 }
    return TitleWrapper.pieceTexts(title, mode).map { piece in
      let characters = piece.core.map(width)
      return TitlePiece(
        text: piece.core + piece.spaces, width: characters.reduce(0, +),
        spaceWidth: Double(piece.spaces.count) * 3.25,
        characterWidths: characters.count > 1 ? characters : [])
    }
  }

  /// Every line fits the width (unless it is a single character wider than the line), the
  /// lines joined give the title back, and word wrapping never breaks inside a word unless the
  /// word alone is wider than the line.
  @Test(arguments: [TitleLineBreak.word, .char])
  func everyLineFitsAndTheLinesGiveTheTitleBack(mode: TitleLineBreak) {
    var rng = SplitMix64(seed: mode == .word ? 0x71_7E : 0xC4_A2)
    for _ in 0..<2000 {
      let title = Self.randomTitle(&rng)
      let width = Double.random(in: 8...220, using: &rng)
      let pieces = Self.pieces(title, mode)
      let wrapped = TitleWrapper.wrap(pieces, width: width, maxLines: 0)
      #expect(wrapped.lines.map(\.text).joined() == title, "\(title) at \(width)")
      #expect(wrapped.neededLines == wrapped.lines.count)
      for line in wrapped.lines {
        let core = line.text.trimmingSuffix()
        #expect(
          line.width <= width + 1e-9 || core.count == 1, "\(line) of \(title) at \(width)")
      }
      guard mode == .word else { continue }
      // A break inside a word only where that word alone is wider than the line.
      let tooWide = Set(pieces.filter { $0.width > width + 1e-9 }.map(\.text))
      var offset = 0
      let boundaries = Set(
        pieces.map { piece -> Int in
          offset += piece.text.count
          return offset
        })
      var end = 0
      for line in wrapped.lines.dropLast() {
        end += line.text.count
        let inside = !boundaries.contains(end)
        if inside {
          #expect(
            pieces.contains { tooWide.contains($0.text) },
            "\(title) broken inside a word at \(width)")
        }
      }
    }
  }

  /// Greedy: a line never ends where the next piece would still have fit.
  @Test func linesAreFilledGreedily() {
    var rng = SplitMix64(seed: 0x6_4EED)
    for _ in 0..<1000 {
      let title = Self.randomTitle(&rng)
      let width = Double.random(in: 40...220, using: &rng)
      let pieces = Self.pieces(title, .word)
      guard pieces.allSatisfy({ $0.width <= width }) else { continue }
      let wrapped = TitleWrapper.wrap(pieces, width: width, maxLines: 0)
      var index = 0
      for line in wrapped.lines.dropLast() {
        var count = 0
        var text = ""
        while text.count < line.text.count {
          text += pieces[index + count].text
          count += 1
        }
        index += count
        let next = pieces[index]
        #expect(
          line.width + pieces[index - 1].spaceWidth + next.width > width,
          "'\(next.text)' would have fit after '\(line.text)' in \(width)")
      }
    }
  }

  /// The label's height is the block's: the first line's height plus the line height rounded
  /// to whole points for each further line, rounded up to the pixel grid once.
  @Test func theHeightIsTheBlockRoundedOnce() {
    var rng = SplitMix64(seed: 0xB_70C)
    for _ in 0..<1000 {
      let lineHeight = Double.random(in: 10...60, using: &rng)
      let lines = Int.random(in: 1...12, using: &rng)
      let scale = Double(Int.random(in: 1...3, using: &rng))
      let grid = PixelGrid(scale: scale)
      let wrapped = WrappedTitle(
        lines: Array(repeating: TitleLine(text: "x", width: 1), count: lines),
        neededLines: lines, availableWidth: 10)
      let raw = lineHeight + Double(lines - 1) * lineHeight.rounded()
      #expect(wrapped.height(lineHeight: lineHeight, grid: grid) == grid.ceil(raw))
      // Rounded as a block: never more than a pixel above the raw block.
      #expect(wrapped.height(lineHeight: lineHeight, grid: grid) - raw < grid.pixel + 1e-9)
    }
  }

  @Test func pieceTextsBreakAfterSpacesAndHyphens() {
    let word = TitleWrapper.pieceTexts("  Sign-in now  ok", .word)
    #expect(word.map(\.core) == ["", "Sign-", "in", "now", "ok"])
    #expect(word.map(\.spaces) == ["  ", "", " ", "  ", ""])
    let char = TitleWrapper.pieceTexts("Ab c", .char)
    #expect(char.map(\.core) == ["A", "b", "c"])
    #expect(char.map(\.spaces) == ["", " ", ""])
    // Grapheme clusters stay whole.
    #expect(TitleWrapper.pieceTexts("e\u{301}👍🏽", .char).map(\.core) == ["e\u{301}", "👍🏽"])
  }

  /// A word wider than the line is broken before the first character that does not fit;
  /// lines that run out are counted.
  @Test func aWordWiderThanTheLineIsBrokenByCharacter() {
    let pieces = [
      TitlePiece(text: "ab ", width: 20, spaceWidth: 5, characterWidths: [10, 10]),
      TitlePiece(
        text: "cdefgh", width: 60, spaceWidth: 0, characterWidths: Array(repeating: 10, count: 6)),
    ]
    let wrapped = TitleWrapper.wrap(pieces, width: 35, maxLines: 0)
    #expect(wrapped.lines.map(\.text) == ["ab ", "cde", "fgh"])
    #expect(wrapped.lines.map(\.width) == [20, 30, 30])
    let limited = TitleWrapper.wrap(pieces, width: 35, maxLines: 2)
    #expect(limited.lines.map(\.text) == ["ab ", "cde"])
    #expect(limited.isTruncated && limited.neededLines == 3)
  }

  @Test func approximatePiecesShareTheWidthByCharacter() {
    let pieces = TitleWrapper.approximatePieces("ab cd", width: 50, mode: .word)
    #expect(pieces.map(\.text) == ["ab ", "cd"])
    #expect(pieces.map(\.width) == [20, 20])
    #expect(pieces.map(\.spaceWidth) == [10, 0])
    #expect(TitleWrapper.approximatePieces("", width: 50, mode: .word).isEmpty)
  }

  static func spec(lines: Int, mode: TitleLineBreak? = nil, size: ButtonSize) -> ButtonSpec {
    var spec = ButtonSpec(
      titleSize: Size(width: 200, height: 20.287109375), titleLineHeight: 20.287109375,
      padding: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12), size: size)
    spec.titleLines = lines
    spec.titleLineBreak = mode
    spec.titlePieces = TitleWrapper.approximatePieces(
      "Anmelden mit Ihrem Konto", width: 200, mode: mode == .char ? .char : .word)
    return spec
  }

  /// Unset, one line, a truncation mode or a fit button: the layouts are exactly today's.
  @Test func aTitleThatKeepsOneLineLaysOutAsBefore() {
    let fixed = ButtonSize.fixed(Size(width: 120, height: 80))
    var plain = Self.spec(lines: 1, size: fixed)
    plain.titlePieces = nil
    let before = LayoutEngine.layouts(plain)
    for spec in [
      Self.spec(lines: 1, size: fixed), Self.spec(lines: 0, mode: .tail, size: fixed),
      Self.spec(lines: 3, mode: .clip, size: fixed),
    ] {
      #expect(LayoutEngine.layouts(spec).map(\.frames) == before.map(\.frames))
      #expect(LayoutEngine.layouts(spec).allSatisfy { $0.titleLines == nil })
    }
    var fit = Self.spec(lines: 0, size: .fit)
    let fitLayouts = LayoutEngine.layouts(fit)
    fit.titlePieces = nil
    fit.titleLines = 1
    #expect(fitLayouts.map(\.frames) == LayoutEngine.layouts(fit).map(\.frames))
  }

  /// In a fixed width every technique wraps the title; the intrinsic size keeps one line; the
  /// legacy ones report the intrinsic-size bug, the configuration does not.
  @Test func everyTechniqueWrapsInAFixedWidth() {
    let spec = Self.spec(lines: 0, size: .fixed(Size(width: 120, height: 80)))
    for layout in LayoutEngine.layouts(spec) {
      let lines = layout.titleLines ?? []
      #expect(lines.count == 3, "\(layout.technique)")
      #expect(lines.map(\.text).joined() == "Anmelden mit Ihrem Konto")
      let wraps = layout.diagnostics.first { $0.code == .titleWraps }
      #expect(wraps?.severity == .warning, "\(layout.technique)")
      #expect(wraps?.numbers.first { $0.name == "lines" }?.value == 3)
      let mismatch = layout.diagnostics.contains { $0.code == .intrinsicSizeMismatch }
      #expect(mismatch == layout.technique.isLegacy, "\(layout.technique)")
      #expect(layout.frames.intrinsicContentSize.height < 40, "\(layout.technique)")
      #expect(
        (layout.frames.titleFrame?.width ?? 0) <= 96 + 1e-9 || layout.technique.isLegacy,
        "\(layout.technique)")
    }
  }

  /// In a container narrower than its single line (`--max-width`), a fit button is given the
  /// container's width: a configuration grows to its lines, a legacy button keeps one line's
  /// height and its lines overflow (the bug); without lines, `exceeds-max-width` as before.
  @Test func aContainerNarrowerThanTheLineWrapsAFitButton() throws {
    let spec = Self.spec(lines: 0, size: .fit)
    let input = VariantInput(
      key: .base, spec: spec, fontSize: 17, title: "Anmelden mit Ihrem Konto")
    let configuration = try #require(
      VariantEngine.layouts([input], technique: .configuration, maxWidth: 120).first)
    #expect(configuration.bounds.width == 120)
    #expect(abs(configuration.bounds.height - (60.333 + 14)) < 1e-3)
    let codes = Set(configuration.diagnostics.map(\.code))
    #expect(codes.contains(.titleWraps) && !codes.contains(.exceedsMaxWidth))
    #expect(!codes.contains(.contentOverflow))
    let legacy = try #require(
      VariantEngine.layouts([input], technique: .edgeInsets, maxWidth: 120).first)
    #expect(legacy.bounds.width == 120 && legacy.bounds.height < 40)
    let legacyCodes = Set(legacy.diagnostics.map(\.code))
    #expect(legacyCodes.isSuperset(of: [.titleWraps, .contentOverflow, .intrinsicSizeMismatch]))
    var single = spec
    single.titleLines = 1
    single.titlePieces = nil
    let unwrapped = try #require(
      VariantEngine.layouts(
        [VariantInput(key: .base, spec: single, fontSize: 17, title: nil)],
        technique: .configuration, maxWidth: 120
      ).first)
    #expect(unwrapped.diagnostics.contains { $0.code == .exceedsMaxWidth })
  }

  /// `numberOfLines` 2 on a title that needs 3: two lines shown, `title-truncated` with the
  /// count; a configuration has no such limit.
  @Test func linesThatRunOutTruncate() {
    let spec = Self.spec(lines: 2, mode: .word, size: .fixed(Size(width: 120, height: 80)))
    let legacy = LayoutEngine.layout(spec, .edgeInsets, .leftToRight)
    #expect(legacy.titleLines?.count == 2)
    #expect(legacy.titleTruncated)
    let truncated = legacy.diagnostics.first { $0.code == .titleTruncated }
    #expect(truncated?.numbers.map(\.value) == [3, 2])
    let configuration = LayoutEngine.layout(spec, .configuration, .leftToRight)
    #expect(configuration.titleLines?.count == 3)
    #expect(!configuration.titleTruncated)
    #expect(
      configuration.diagnostics.first { $0.code == .titleWraps }?.message.contains(
        "no numberOfLines") == true)
  }
}

extension String {
  /// The string without its trailing whitespace.
  fileprivate func trimmingSuffix() -> Substring {
    var end = endIndex
    while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
    return self[..<end]
  }
}
