/// The page size of a PDF in points, from its first `/MediaBox`.
///
/// A vector image in an asset catalog is a one-page PDF whose page box is the image's size in
/// points. The box is found by scanning the bytes, which works for PDFs whose page dictionaries
/// are stored uncompressed (what design tools export for assets); a PDF that keeps them inside a
/// compressed object stream, or that gives the box as an indirect reference, is reported as such
/// rather than guessed. `/Rotate` is not applied.
enum PDFMediaBox {
  /// `|x1 − x0| × |y1 − y0|` of the first `/MediaBox [x0 y0 x1 y1]`.
  static func size(of bytes: [UInt8], path: String) throws(MeasureError) -> (
    width: Double, height: Double
  ) {
    func fail(_ reason: String) -> MeasureError { .invalidImage(path: path, reason: reason) }
    guard let keyEnd = find(Array("/MediaBox".utf8), in: bytes) else {
      throw fail(
        "no /MediaBox found (the page may be inside a compressed object stream); "
          + "export the PDF without object streams")
    }
    var i = skipWhitespace(bytes, from: keyEnd)
    guard i < bytes.count, bytes[i] == UInt8(ascii: "[") else {
      throw fail("its /MediaBox is not an array of four numbers (an indirect reference?)")
    }
    i += 1
    var numbers: [Double] = []
    while numbers.count < 4 {
      i = skipWhitespace(bytes, from: i)
      let start = i
      while i < bytes.count, isNumberByte(bytes[i]) { i += 1 }
      guard let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else {
        throw fail("its /MediaBox is not an array of four numbers")
      }
      numbers.append(value)
    }
    let width = abs(numbers[2] - numbers[0])
    let height = abs(numbers[3] - numbers[1])
    guard width > 0, height > 0 else { throw fail("its /MediaBox is empty") }
    return (width, height)
  }

  /// The index just past the first occurrence of `key` followed by a delimiter.
  private static func find(_ key: [UInt8], in bytes: [UInt8]) -> Int? {
    guard bytes.count >= key.count else { return nil }
    var i = 0
    while i <= bytes.count - key.count {
      if bytes[i] == key[0], Array(bytes[i..<(i + key.count)]) == key {
        let end = i + key.count
        if end == bytes.count || !isNameByte(bytes[end]) { return end }
      }
      i += 1
    }
    return nil
  }

  private static func skipWhitespace(_ bytes: [UInt8], from start: Int) -> Int {
    var i = start
    while i < bytes.count, [0x00, 0x09, 0x0A, 0x0C, 0x0D, 0x20].contains(bytes[i]) { i += 1 }
    return i
  }

  private static func isNumberByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
  }

  private static func isNameByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
