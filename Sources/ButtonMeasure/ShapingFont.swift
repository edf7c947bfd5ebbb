import CHarfBuzz

/// One face of a font file, ready for HarfBuzz to shape with at font-unit precision.
///
/// docs/layout-model.md section 3 asks for exact advances: the font uses HarfBuzz's own OpenType
/// functions (not FreeType, which rounds advances to whole pixels) and a scale equal to the
/// face's units per em, so every advance and kerning value comes out as exact font units; the
/// caller converts to points with full `Double` precision. Made immutable after setup, so one
/// instance may shape on several threads at once. A variable font's instance (`FontInstance`)
/// has its `wght` and `opsz` axes and its point size (`hb_font_set_ptem`) set before that.
final class ShapingFont: @unchecked Sendable {
  let source: FontSource
  let digest: ContentDigest
  let unitsPerEm: Int
  let hhea: HheaMetrics
  /// The tags of the face's variation axes (`fvar`), empty for a font that does not vary.
  let axes: [String]
  /// `hb_font_t`, destroyed in `deinit`.
  let font: OpaquePointer

  /// The OpenType tags `hhea`, `fvar`, `wght` and `opsz`.
  private static let hheaTag: hb_tag_t = 0x6868_6561
  private static let fvarTag: hb_tag_t = 0x6676_6172
  static let weightAxis: hb_tag_t = 0x7767_6874
  static let opticalSizeAxis: hb_tag_t = 0x6F70_737A

  init(file: FontFile, faceIndex: Int, instance: FontInstance? = nil) throws(MeasureError) {
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
    if let instance {
      let variations = [
        hb_variation_t(tag: Self.weightAxis, value: Float(instance.weight)),
        hb_variation_t(tag: Self.opticalSizeAxis, value: Float(instance.pointSize)),
      ]
      bchb_font_set_variations(font, variations, UInt32(variations.count))
      bchb_font_set_ptem(font, Float(instance.pointSize))
    }
    bchb_font_make_immutable(font)
    self.source = source
    self.digest = file.digest
    self.unitsPerEm = unitsPerEm
    self.hhea = hhea
    self.axes = Self.readAxes(face)
    self.font = font
  }

  /// The point size set for size-dependent tables (`hb_font_get_ptem`), 0 when none is.
  var pointSizeForTables: Double { Double(bchb_font_get_ptem(font)) }

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

  /// The axis tags of the `fvar` table (big-endian: the axes' offset at 4, their count at 8,
  /// each record's size at 10, a record's tag first).
  private static func readAxes(_ face: OpaquePointer) -> [String] {
    guard let table = bchb_face_reference_table(face, fvarTag) else { return [] }
    defer { bchb_blob_destroy(table) }
    var length: UInt32 = 0
    guard let data = bchb_blob_get_data(table, &length), length >= 16 else { return [] }
    let bytes = UnsafeRawBufferPointer(start: data, count: Int(length))
    func u16(_ offset: Int) -> Int { Int(bytes[offset]) << 8 | Int(bytes[offset + 1]) }
    let offset = u16(4)
    let count = u16(8)
    let size = u16(10)
    var tags: [String] = []
    for index in 0..<count {
      let start = offset + index * size
      guard size >= 4, start + 4 <= bytes.count else { break }
      tags.append(String(decoding: bytes[start..<start + 4], as: UTF8.self))
    }
    return tags
  }

  private static func readHhea(_ face: OpaquePointer) -> HheaMetrics? {
    guard let table = bchb_face_reference_table(face, hheaTag) else { return nil }
    defer { bchb_blob_destroy(table) }
    var length: UInt32 = 0
    guard let data = bchb_blob_get_data(table, &length) else { return nil }
    return HheaMetrics(tableBytes: UnsafeRawBufferPointer(start: data, count: Int(length)))
  }
}
