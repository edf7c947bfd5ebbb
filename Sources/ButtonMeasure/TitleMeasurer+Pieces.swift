import ButtonLayout

extension TitleMeasurer {
  /// The break opportunities of `title` for `mode` with their widths, each shaped with HarfBuzz
  /// in `font` at `pointSize` (fallbacks as for `measure`): what the engine wraps a title with
  /// (`TitleWrapper.wrap`, docs/layout-model.md, "Multi-line titles").
  ///
  /// Each piece's core (a word, or a character) is shaped on its own, so kerning across a break
  /// opportunity is not counted; a core of several characters also gets each character's
  /// advance, for breaking a word wider than a whole line. The system font has no advances:
  /// `.systemFontWidthUnavailable`, as for `measure`.
  public func pieces(
    _ title: String, font: TitleFont, pointSize: Double, mode: TitleLineBreak
  ) throws(MeasureError) -> [TitlePiece] {
    var widths: [String: Double] = [:]
    func width(_ text: String) throws(MeasureError) -> Double {
      if text.isEmpty { return 0 }
      if let known = widths[text] { return known }
      let measured = try measure(text, font: font, pointSize: pointSize).size.width
      widths[text] = measured
      return measured
    }
    var result: [TitlePiece] = []
    for piece in TitleWrapper.pieceTexts(title, mode) {
      var characterWidths: [Double] = []
      if piece.core.count > 1 {
        for character in piece.core { characterWidths.append(try width(String(character))) }
      }
      result.append(
        TitlePiece(
          text: piece.core + piece.spaces, width: try width(piece.core),
          spaceWidth: try width(piece.spaces), characterWidths: characterWidths))
    }
    return result
  }
}
