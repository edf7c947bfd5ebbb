import ButtonLayout
import Testing

@testable import ButtonMeasure

/// A title's break opportunities shaped with HarfBuzz in a real font (DejaVu Sans), and the
/// wrapping the engine does with them (docs/layout-model.md, "Multi-line titles").
@Suite struct TitlePiecesTests {
  let measurer = TitleMeasurer()
  static let title = "Mit Ihrem Konto anmelden, bitte"

  func pieces(_ mode: TitleLineBreak) throws -> [TitlePiece] {
    try measurer.pieces(
      Self.title, font: .file(FontSource(path: Fonts.dejaVuSans)), pointSize: 17, mode: mode)
  }

  func width(_ text: String) throws -> Double {
    try measurer.measure(text, font: .file(FontSource(path: Fonts.dejaVuSans)), pointSize: 17)
      .size.width
  }

  /// Each piece is its word shaped on its own, its spaces too; the characters add up to the
  /// word but for kerning; the pieces give the title back.
  @Test func eachWordIsShapedOnItsOwn() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let pieces = try pieces(.word)
    #expect(pieces.map(\.text) == ["Mit ", "Ihrem ", "Konto ", "anmelden, ", "bitte"])
    #expect(pieces.map(\.text).joined() == Self.title)
    for piece in pieces {
      let core = piece.text.trimmingCharacters()
      #expect(piece.width == (try width(core)))
      #expect(piece.spaceWidth == (piece.text == core ? 0 : try width(" ")))
      #expect(piece.characterWidths.count == core.count)
      // Kerning inside a word is lost by its characters shaped alone.
      #expect(abs(piece.characterWidths.reduce(0, +) - piece.width) < 1.5, "\(piece.text)")
    }
    // Without kerning across the breaks, the pieces add up to the title's own width.
    let total = pieces.map { $0.width + $0.spaceWidth }.reduce(0, +)
    #expect(abs(total - (try width(Self.title))) < 0.5)
  }

  /// Wrapped for widths from one word to the whole title: every line fits, breaks fall between
  /// words only (no word here is wider than the narrowest width), and the lines give the title
  /// back; a line's width is its words' shaped widths with the spaces between them.
  @Test func theTitleWrapsAtWordsInTheFont() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let pieces = try pieces(.word)
    let widest = pieces.map(\.width).max()!
    for room in stride(from: widest, through: try width(Self.title) + 1, by: 3.5) {
      let wrapped = TitleWrapper.wrap(pieces, width: room, maxLines: 0)
      #expect(wrapped.lines.map(\.text).joined() == Self.title)
      for line in wrapped.lines {
        #expect(line.width <= room + 1e-9)
        #expect(abs(line.width - (try width(line.text.trimmingCharacters()))) < 0.5)
      }
      #expect(
        wrapped.lines.allSatisfy { line in pieces.contains { line.text.hasSuffix($0.text) } })
    }
    // 100 pt: "Mit Ihrem" / "Konto" / "anmelden," / "bitte".
    let narrow = TitleWrapper.wrap(pieces, width: 100, maxLines: 0)
    #expect(narrow.lines.map(\.text) == ["Mit Ihrem ", "Konto ", "anmelden, ", "bitte"])
  }

  /// Character wrapping: one piece per character, each line filled to the width.
  @Test func characterWrappingFillsEachLine() throws {
    guard Fonts.require(Fonts.dejaVuSans) else { return }
    let pieces = try pieces(.char)
    #expect(pieces.count == Self.title.filter { !$0.isWhitespace }.count)
    let wrapped = TitleWrapper.wrap(pieces, width: 80, maxLines: 0)
    #expect(wrapped.lines.map(\.text).joined() == Self.title)
    #expect(wrapped.lines.allSatisfy { $0.width <= 80 })
    #expect(wrapped.lines.count > 3)
  }

  @Test func theSystemFontHasNoPieces() {
    #expect(throws: MeasureError.systemFontWidthUnavailable) {
      try measurer.pieces("Sign in", font: .system, pointSize: 17, mode: .word)
    }
  }
}

extension String {
  /// The string without its trailing whitespace.
  fileprivate func trimmingCharacters() -> String {
    var text = Substring(self)
    while text.last?.isWhitespace == true { text = text.dropLast() }
    return String(text)
  }
}
