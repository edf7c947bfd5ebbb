import CHarfBuzz

/// Planning: which font sets each character of the title (the fallback rule is described on
/// `TitleShaper`).
extension TitleShaper {
  /// The title's parts in logical order, each with its font; adjacent parts have different fonts.
  /// Throws `.missingCharacters` listing every character no font covers.
  func plan(coverage: Coverage) throws(MeasureError) -> [Piece] {
    let whole = 0..<text.count
    if text.isEmpty { return [] }
    if coverage == .characterMap && mapsEveryScalar(primary, whole) {
      return [Piece(range: whole, font: primary)]
    }
    let characters = characterRanges()
    let primaryCovers = characters.map { covers(primary, $0, coverage) }
    var pieces: [Piece] = []
    var uncovered: [Range<Int>] = []
    var start = 0
    while start < characters.count {
      let isCovered = primaryCovers[start]
      var end = start + 1
      while end < characters.count, primaryCovers[end] == isCovered { end += 1 }
      let run = characters[start..<end]
      let range = run.first!.lowerBound..<run.last!.upperBound
      if isCovered {
        pieces.append(Piece(range: range, font: primary))
      } else if let font = try firstFallback(covering: run, coverage) {
        pieces.append(Piece(range: range, font: font))
      } else {
        for character in run {
          if let font = try firstFallback(covering: character, coverage) {
            append(Piece(range: character, font: font), to: &pieces)
          } else {
            uncovered.append(character)
          }
        }
      }
      start = end
    }
    if !uncovered.isEmpty {
      throw .missingCharacters(
        font: primary.source, characters: describe(uncovered), fallbacks: fallbacks)
    }
    return pieces
  }

  /// Appends `piece`, merging it into the previous piece when both use the same font.
  private func append(_ piece: Piece, to pieces: inout [Piece]) {
    if let last = pieces.last, last.font === piece.font,
      last.range.upperBound == piece.range.lowerBound
    {
      pieces[pieces.count - 1].range = last.range.lowerBound..<piece.range.upperBound
    } else {
      pieces.append(piece)
    }
  }

  /// The byte ranges of the title's characters (grapheme clusters).
  private func characterRanges() -> [Range<Int>] {
    var result: [Range<Int>] = []
    var offset = 0
    for character in title {
      let length = character.utf8.count
      result.append(offset..<(offset + length))
      offset += length
    }
    return result
  }

  /// The first fallback, in the order given, that has every character of `run`.
  private func firstFallback(covering run: ArraySlice<Range<Int>>, _ coverage: Coverage)
    throws(MeasureError) -> ShapingFont?
  {
    for index in fallbacks.indices {
      let font = try fallback(at: index)
      switch coverage {
      case .characterMap:
        if run.allSatisfy({ covers(font, $0, .characterMap) }) { return font }
      case .shaping:
        if covers(font, run.first!.lowerBound..<run.last!.upperBound, .shaping) { return font }
      }
    }
    return nil
  }

  /// The fallback at `index`, loaded through the cache on first use and recorded as consulted.
  private func fallback(at index: Int) throws(MeasureError) -> ShapingFont {
    if index < loadedFallbacks.count, let font = loadedFallbacks[index] { return font }
    let font = try cache.font(fallbacks[index])
    while loadedFallbacks.count <= index { loadedFallbacks.append(nil) }
    loadedFallbacks[index] = font
    if !consulted.contains(where: { $0 === font }) { consulted.append(font) }
    return font
  }

  private func firstFallback(covering range: Range<Int>, _ coverage: Coverage)
    throws(MeasureError) -> ShapingFont?
  {
    try firstFallback(covering: [range][...], coverage)
  }

  /// Whether `font` has the character (or run) at `range`.
  private func covers(_ font: ShapingFont, _ range: Range<Int>, _ coverage: Coverage) -> Bool {
    if coverage == .characterMap && mapsEveryScalar(font, range) { return true }
    // A character of several scalars may still be set by composition (e + U+0301 → é), which
    // only shaping tells; single scalars missing from the map are missing.
    if coverage == .characterMap && UTF8Scalar.decode(text, at: range.lowerBound).1 == range.count {
      return false
    }
    var missing: [Range<Int>] = []
    _ = shape(font, range, missing: &missing)
    return missing.isEmpty
  }

  /// Whether the font's character map has every scalar of `text[range]`, default-ignorable ones
  /// (zero-width and format characters, variation selectors) excepted, since the shaper hides
  /// those.
  private func mapsEveryScalar(_ font: ShapingFont, _ range: Range<Int>) -> Bool {
    var i = range.lowerBound
    var glyph: hb_codepoint_t = 0
    while i < range.upperBound {
      let (scalar, length) = UTF8Scalar.decode(text, at: i)
      if bchb_font_get_nominal_glyph(font.font, scalar, &glyph) == 0 || glyph == 0 {
        guard Self.mayBeDefaultIgnorable(scalar), let value = Unicode.Scalar(scalar),
          value.properties.isDefaultIgnorableCodePoint
        else { return false }
      }
      i += length
    }
    return true
  }

  /// False for the ranges that certainly hold no default-ignorable code point (below U+00AD, CJK
  /// ideographs, Hangul syllables), to skip the Unicode property lookup for the common cases.
  @inline(__always)
  private static func mayBeDefaultIgnorable(_ scalar: UInt32) -> Bool {
    !(scalar < 0xAD || (0x3400...0x9FFF).contains(scalar) || (0xAC00...0xD7A3).contains(scalar))
  }

  /// `"设" (U+8BBE)` for each distinct uncovered character, in order of appearance.
  private func describe(_ characters: [Range<Int>]) -> [String] {
    var seen: Set<String> = []
    var result: [String] = []
    for range in characters {
      let character = string(range)
      guard seen.insert(character).inserted else { continue }
      let codes = character.unicodeScalars.map { scalar in
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
      }
      result.append("\(character.debugDescription) (\(codes.joined(separator: " ")))")
    }
    return result
  }
}
