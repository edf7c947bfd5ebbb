import CHarfBuzz

/// An `hb_buffer_t`, created in `init` and destroyed in `deinit`, reused for every run of a
/// measurement and kept for later ones by `HarfBuzzBufferPool` (one user at a time).
///
/// Shaping answers two questions for a script run: its width in font units (the sum of the glyph
/// advances, kerning included: HarfBuzz applies the font's `kern` feature by default) and which
/// bytes came out as glyph 0 (.notdef), i.e. characters the font lacks (docs/layout-model.md
/// section 3: those are never measured as .notdef boxes).
final class HarfBuzzBuffer: @unchecked Sendable {
  private let buffer: OpaquePointer

  init() {
    // hb_buffer_create never returns NULL: on allocation failure it returns the inert empty buffer.
    buffer = bchb_buffer_create()
  }

  deinit {
    bchb_buffer_destroy(buffer)
  }

  /// Shapes `text[run.range]` (with the rest of `text` as context) and returns the advance sum in
  /// font units. Byte ranges that shaped to glyph 0 are appended to `missing`; each spans from
  /// the glyph's cluster to the next cluster, so a character HarfBuzz could not map is reported
  /// whole.
  func shape(
    _ font: ShapingFont, text: UnsafeBufferPointer<UInt8>, run: ScriptRun,
    missing: inout [Range<Int>]
  ) -> Int {
    bchb_buffer_clear_contents(buffer)
    text.withMemoryRebound(to: CChar.self) { chars in
      bchb_buffer_add_utf8(
        buffer, chars.baseAddress, Int32(chars.count), UInt32(run.range.lowerBound),
        Int32(run.range.count))
    }
    var direction = bchb_script_get_horizontal_direction(run.script)
    if direction == HB_DIRECTION_INVALID { direction = HB_DIRECTION_LTR }
    bchb_buffer_set_direction(buffer, direction)
    bchb_buffer_set_script(buffer, run.script)
    bchb_shape(font.font, buffer, nil, 0)

    var count: UInt32 = 0
    guard let infos = bchb_buffer_get_glyph_infos(buffer, &count),
      let positions = bchb_buffer_get_glyph_positions(buffer, &count)
    else { return 0 }
    var advance = 0
    var foundMissing = false
    for i in 0..<Int(count) {
      advance += Int(positions[i].x_advance)
      if infos[i].codepoint == 0 { foundMissing = true }
    }
    if foundMissing {
      appendMissing(infos, count: Int(count), runEnd: run.range.upperBound, to: &missing)
    }
    return advance
  }

  private func appendMissing(
    _ infos: UnsafeMutablePointer<hb_glyph_info_t>, count: Int, runEnd: Int,
    to missing: inout [Range<Int>]
  ) {
    var clusters = (0..<count).map { Int(infos[$0].cluster) }
    clusters = Array(Set(clusters)).sorted()
    for i in 0..<count where infos[i].codepoint == 0 {
      let start = Int(infos[i].cluster)
      let end = clusters.first { $0 > start } ?? runEnd
      missing.append(start..<end)
    }
  }
}
