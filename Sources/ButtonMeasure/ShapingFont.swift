import CHarfBuzz

/// One face of a font file, ready for HarfBuzz to shape with at font-unit precision.
///
/// docs/layout-model.md section 3 asks for exact advances: the font uses HarfBuzz's own OpenType
/// functions (not FreeType, which rounds advances to whole pixels) and a scale equal to the
/// face's units per em, so every advance and kerning value comes out as exact font units; the
/// caller converts to points with full `Double` precision. Made immutable after setup, so one
/// instance may shape on several threads at once.
final class ShapingFont: @unchecked Sendable {
  let source: FontSource
  let digest: ContentDigest
  let unitsPerEm: Int
  let hhea: HheaMetrics
  /// `hb_font_t`, destroyed in `deinit`.
  let font: OpaquePointer

  /// The OpenType tag `hhea`.
  private static let hheaTag: hb_tag_t = 0x6868_6561

  init(file: FontFile, faceIndex: Int) throws(MeasureError) {
    let source = FontSource(path: file.path, faceIndex: faceIndex)
    guard faceIndex >= 0, faceIndex < file.faceCount else {
      throw .faceIndexOutOfRange(path: file.path, faceIndex: faceIndex, faceCount: file.faceCount)
    }
    guard let face = bchb_face_create(file.blob, UInt32(faceIndex)) else {
      throw .invalidFont(path: file.path, reason: "HarfBuzz could not open face \(faceIndex)")
    }
    defer { bchb_face_destroy(face) }
    guard bchb_face_get_glyph_count(face) > 0 else {
      throw .invalidFont(path: file.path, reason: "face \(faceIndex) has no glyphs")
    }
    guard let hhea = Self.readHhea(face) else {
      throw .invalidFont(
        path: file.path, reason: "face \(faceIndex) has no hhea table (needed for the line height)"
      )
    }
    let unitsPerEm = Int(bchb_face_get_upem(face))
    guard let font = bchb_font_create(face) else {
      throw .invalidFont(path: file.path, reason: "HarfBuzz could not create a font for it")
    }
    bchb_ot_font_set_funcs(font)
    bchb_font_set_scale(font, Int32(unitsPerEm), Int32(unitsPerEm))
    bchb_font_make_immutable(font)
    self.source = source
    self.digest = file.digest
    self.unitsPerEm = unitsPerEm
    self.hhea = hhea
    self.font = font
  }

  deinit {
    bchb_font_destroy(font)
  }

  /// Font units to points at `pointSize`.
  @inline(__always)
  func points(_ units: Int, pointSize: Double) -> Double {
    Double(units) * pointSize / Double(unitsPerEm)
  }

  /// `hhea` line height in points at `pointSize`.
  func lineHeight(pointSize: Double) -> Double {
    points(hhea.lineHeightUnits, pointSize: pointSize)
  }

  private static func readHhea(_ face: OpaquePointer) -> HheaMetrics? {
    guard let table = bchb_face_reference_table(face, hheaTag) else { return nil }
    defer { bchb_blob_destroy(table) }
    var length: UInt32 = 0
    guard let data = bchb_blob_get_data(table, &length) else { return nil }
    return HheaMetrics(tableBytes: UnsafeRawBufferPointer(start: data, count: Int(length)))
  }
}
