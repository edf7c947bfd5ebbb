import Foundation

/// A variable test font that stands in for Apple's SF Pro file (`$BUTTONCAT_SYSTEM_FONTS`), built
/// with fontTools (Debian's python3-fonttools, scripts/deps.sh): family "SF Pro" (or another),
/// axes `wght` 100…900 and `opsz` 12…96 (both defaulting to their minimum), every printable ASCII
/// character. Its advances differ per axis value, so a measurement shows which were applied:
/// at the four corners (wght, opsz) a character's advance is `corners[(wght, opsz)]` plus
/// `(code point % 7) × 10` units of a 1000-unit em, interpolated bilinearly between them.
package enum VariableTestFont {
  /// A character's advance at each corner of the design space, before its own offset.
  package static let corners: [Int: [Int: Double]] = [
    100: [12: 500, 96: 440], 900: [12: 700, 96: 600],
  ]

  /// The advance of `scalar` at `weight` and `opticalSize` (each within its axis), in units of
  /// the 1000-unit em: the corners' bilinear interpolation, as a variable font's deltas give it.
  package static func advance(_ scalar: Unicode.Scalar, weight: Double, opticalSize: Double)
    -> Double
  {
    let n = (weight - 100) / 800
    let m = (opticalSize - 12) / 84
    let a00 = corners[100]![12]!
    let a10 = corners[900]![12]!
    let a01 = corners[100]![96]!
    let a11 = corners[900]![96]!
    let base = a00 + (a10 - a00) * n + (a01 - a00) * m + (a11 - a10 - a01 + a00) * n * m
    return base + Double(scalar.value % 7) * 10
  }

  /// Writes the font into `folder` as `fileName` and returns its path. Throws when python3 or
  /// fontTools is missing (the message says what to install).
  package static func build(
    in folder: String, fileName: String = "SF-Pro.ttf", family: String = "SF Pro"
  )
    throws -> String
  {
    let script = folder + "/build-variable-font.py"
    try Self.script.write(toFile: script, atomically: true, encoding: .utf8)
    let path = folder + "/" + fileName
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = [script, path, family]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try FileManager.default.removeItem(atPath: script)
    guard process.terminationStatus == 0 else {
      throw BuildError(
        message:
          "fontTools could not build the variable test font (install python3-fonttools: bash scripts/deps.sh): "
          + String(decoding: message, as: UTF8.self))
    }
    return path
  }

  package struct BuildError: Error, CustomStringConvertible {
    package var message: String
    package var description: String { message }
  }

  /// The fontTools program: four masters at the corners, merged by varLib (gvar and HVAR).
  static let script = #"""
    import sys, os, tempfile
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen
    from fontTools.designspaceLib import DesignSpaceDocument, AxisDescriptor, SourceDescriptor
    from fontTools import varLib

    out = sys.argv[1]
    family = sys.argv[2] if len(sys.argv) > 2 else "SF Pro"
    # Advance of every letter at the four corners (wght, opsz), plus (code % 7) * 10 per letter.
    corners = {(100, 12): 500, (900, 12): 700, (100, 96): 440, (900, 96): 600}
    chars = [c for c in range(0x20, 0x7F)]
    names = [".notdef"] + ["u%04X" % c for c in chars]
    tmp = tempfile.mkdtemp()
    doc = DesignSpaceDocument()
    for tag, name, lo, hi in [("wght", "Weight", 100, 900), ("opsz", "Optical size", 12, 96)]:
        a = AxisDescriptor()
        a.tag, a.name, a.minimum, a.default, a.maximum = tag, name, lo, lo, hi
        doc.addAxis(a)
    for (w, o), base in sorted(corners.items()):
        fb = FontBuilder(1000, isTTF=True)
        fb.setupGlyphOrder(names)
        fb.setupCharacterMap({c: "u%04X" % c for c in chars})
        glyphs, metrics = {}, {}
        for n in names:
            code = int(n[1:], 16) if n != ".notdef" else 0
            adv = base + (code % 7) * 10
            pen = TTGlyphPen(None)
            pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((adv - 50, 700)); pen.lineTo((adv - 50, 0)); pen.closePath()
            glyphs[n] = pen.glyph()
            metrics[n] = (adv, 50)
        fb.setupGlyf(glyphs)
        fb.setupHorizontalMetrics(metrics)
        fb.setupHorizontalHeader(ascent=950, descent=-250)
        fb.setupNameTable({"familyName": family, "styleName": "Regular"})
        fb.setupOS2(sTypoAscender=950, sTypoDescender=-250, usWinAscent=950, usWinDescent=250)
        fb.setupPost()
        path = os.path.join(tmp, "m_%d_%d.ttf" % (w, o))
        fb.save(path)
        s = SourceDescriptor()
        s.path, s.location = path, {"Weight": w, "Optical size": o}
        doc.addSource(s)
    vf, _, _ = varLib.build(doc)
    vf.save(out)
    """#
}
