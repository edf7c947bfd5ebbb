import CHarfBuzz

/// A stretch of UTF-8 text in one script, the unit HarfBuzz shapes.
///
/// HarfBuzz picks a font's OpenType features per script, so a title mixing Latin and Han is
/// shaped as separate runs, as Core Text does: otherwise the Latin part of `设置 Settings` would
/// be shaped under the Han script and could lose its kerning. Common and inherited characters
/// (spaces, digits, punctuation, combining marks) join the run before them, or the first run when
/// they lead.
struct ScriptRun {
  /// Byte offsets into the UTF-8 text.
  var range: Range<Int>
  var script: hb_script_t

  /// Appends the script runs of `text[range]` to `runs`.
  static func split(
    _ text: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into runs: inout [ScriptRun]
  ) {
    let unicode = bchb_unicode_funcs_get_default()
    var current: hb_script_t? = nil
    var runStart = range.lowerBound
    var i = range.lowerBound
    while i < range.upperBound {
      let (scalar, length) = UTF8Scalar.decode(text, at: i)
      let script = bchb_unicode_script(unicode, scalar)
      if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED
        && script != HB_SCRIPT_UNKNOWN
      {
        if let known = current, known != script {
          runs.append(ScriptRun(range: runStart..<i, script: known))
          runStart = i
        }
        current = script
      }
      i += length
    }
    if runStart < range.upperBound {
      runs.append(
        ScriptRun(range: runStart..<range.upperBound, script: current ?? HB_SCRIPT_COMMON))
    }
  }
}

/// Decoding of the well-formed UTF-8 that Swift strings hold.
enum UTF8Scalar {
  /// The code point starting at byte `i`, and its length in bytes.
  @inline(__always)
  static func decode(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
    let lead = UInt32(text[i])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | continuation(text, i + 1), 2) }
    if lead < 0xF0 {
      return ((lead & 0x0F) << 12 | continuation(text, i + 1) << 6 | continuation(text, i + 2), 3)
    }
    let high = (lead & 0x07) << 18 | continuation(text, i + 1) << 12
    return (high | continuation(text, i + 2) << 6 | continuation(text, i + 3), 4)
  }

  @inline(__always)
  private static func continuation(_ text: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
    UInt32(text[i]) & 0x3F
  }
}
