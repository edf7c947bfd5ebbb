import ButtonLayout

/// One title measurement: plans which font sets each part of the title, shapes each part once,
/// and adds up the result.
///
/// Fallback rule (docs/layout-model.md section 3, "fall back per run"; planning is in
/// `TitleShaper+Planning.swift`): the title is cut into user-perceived characters (grapheme
/// clusters, so a base and its combining marks stay together); each maximal run of characters
/// the primary font lacks goes to the first fallback that has all of them. When no fallback has
/// the whole run, each of its characters goes to the first fallback that has it, and neighbours
/// that land in the same font are shaped together. Characters no font has are reported together
/// in one error. Each part is shaped on its own, so no kerning applies across a change of font,
/// as in Core Text.
final class TitleShaper {
  /// How coverage is decided while planning.
  enum Coverage {
    /// By the fonts' character maps (`hb_font_get_nominal_glyph`), shaping only multi-scalar
    /// characters (which may compose); the fast default, verified by the final shaping.
    case characterMap
    /// By shaping each candidate and looking for glyph 0: exact, several shapes per title. Used
    /// when the final shaping contradicts a `.characterMap` plan.
    case shaping
  }

  /// A part of the title and the font that sets it.
  struct Piece {
    var range: Range<Int>
    var font: ShapingFont
  }

  let title: String
  let text: UnsafeBufferPointer<UInt8>
  let pointSize: Double
  let primary: ShapingFont
  let fallbacks: [FontSource]
  let cache: FontCache
  private let buffer: HarfBuzzBuffer
  private var runs: [ScriptRun] = []
  /// Fonts consulted so far, primary first, in the order they were tried.
  var consulted: [ShapingFont]
  /// Fallbacks loaded so far, by position in `fallbacks`.
  var loadedFallbacks: [ShapingFont?]

  init(
    title: String, text: UnsafeBufferPointer<UInt8>, pointSize: Double, primary: ShapingFont,
    fallbacks: [FontSource], cache: FontCache, buffer: HarfBuzzBuffer
  ) {
    self.title = title
    self.text = text
    self.pointSize = pointSize
    self.primary = primary
    self.fallbacks = fallbacks
    self.cache = cache
    self.buffer = buffer
    self.consulted = [primary]
    self.loadedFallbacks = []
    runs.reserveCapacity(4)
  }

  /// Plans by character maps, shapes, and re-plans by shaping if a part still shaped to glyph 0.
  /// `coverage` forces the planning mode (tests use `.shaping` to exercise the exact path).
  func measure(coverage: Coverage = .characterMap) throws(MeasureError) -> TitleMeasurement {
    if coverage == .characterMap {
      let pieces = try plan(coverage: .characterMap)
      if let widths = shapeAll(pieces) { return assemble(pieces, widths) }
    }
    let pieces = try plan(coverage: .shaping)
    var widths: [Int] = []
    for piece in pieces {
      var ignored: [Range<Int>] = []
      widths.append(shape(piece.font, piece.range, missing: &ignored))
    }
    return assemble(pieces, widths)
  }

  /// Sum of advances of `text[range]` in `font`, in font units, shaped script run by script run;
  /// byte ranges that shaped to glyph 0 are appended to `missing`.
  func shape(_ font: ShapingFont, _ range: Range<Int>, missing: inout [Range<Int>]) -> Int {
    runs.removeAll(keepingCapacity: true)
    ScriptRun.split(text, range, into: &runs)
    var units = 0
    for run in runs {
      units += buffer.shape(font, text: text, run: run, missing: &missing)
    }
    return units
  }

  /// Each piece's width in font units; nil when some piece shaped to glyph 0 after all.
  private func shapeAll(_ pieces: [Piece]) -> [Int]? {
    var widths: [Int] = []
    widths.reserveCapacity(pieces.count)
    var missing: [Range<Int>] = []
    for piece in pieces {
      widths.append(shape(piece.font, piece.range, missing: &missing))
      if !missing.isEmpty { return nil }
    }
    return widths
  }

  private func assemble(_ pieces: [Piece], _ units: [Int]) -> TitleMeasurement {
    if pieces.count <= 1 && consulted.count == 1 {
      // The common case: the primary font sets the whole title.
      let width = primary.points(units.first ?? 0, pointSize: pointSize)
      let lineHeight = primary.lineHeight(pointSize: pointSize)
      return TitleMeasurement(
        title: title, pointSize: pointSize, size: Size(width: width, height: lineHeight),
        segments: pieces.isEmpty
          ? [] : [TitleSegment(text: title, font: primary.source, width: width)],
        fonts: [
          MeasuredFont(
            source: primary.source, digest: primary.digest, lineHeight: lineHeight, isUsed: true)
        ])
    }
    var width = 0.0
    var segments: [TitleSegment] = []
    segments.reserveCapacity(pieces.count)
    for (piece, pieceUnits) in zip(pieces, units) {
      let pieceWidth = piece.font.points(pieceUnits, pointSize: pointSize)
      width += pieceWidth
      segments.append(
        TitleSegment(text: string(piece.range), font: piece.font.source, width: pieceWidth))
    }
    var fonts: [MeasuredFont] = []
    fonts.reserveCapacity(consulted.count)
    var height = 0.0
    for font in consulted {
      let lineHeight = font.lineHeight(pointSize: pointSize)
      let isUsed = pieces.contains { $0.font === font }
      if isUsed { height = max(height, lineHeight) }
      fonts.append(
        MeasuredFont(
          source: font.source, digest: font.digest, lineHeight: lineHeight, isUsed: isUsed))
    }
    return TitleMeasurement(
      title: title, pointSize: pointSize, size: Size(width: width, height: height),
      segments: segments, fonts: fonts)
  }

  func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: text[range]), as: UTF8.self)
  }
}
