/// Bytes of a text file to Unicode scalars: UTF-8 (with or without a byte-order mark) or UTF-16
/// with a byte-order mark (little or big endian), strictly: an invalid sequence is an error
/// naming its line and bytes, never a replacement character.
enum TextDecoding {
  enum Encoding: String {
    case utf8 = "UTF-8"
    case utf16LE = "UTF-16 LE"
    case utf16BE = "UTF-16 BE"
  }

  static func decode(_ bytes: [UInt8], file: String) throws(StringsError) -> (
    [Unicode.Scalar], Encoding
  ) {
    if bytes.starts(with: Array("bplist".utf8)) {
      throw StringsError(
        .unsupported, file: file,
        reason: "a compiled (binary property list) strings file; give the source file")
    }
    if bytes.starts(with: [0xFF, 0xFE]) {
      return (try utf16(bytes, littleEndian: true, file), .utf16LE)
    }
    if bytes.starts(with: [0xFE, 0xFF]) {
      return (try utf16(bytes, littleEndian: false, file), .utf16BE)
    }
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(bytes.count - start)
    var iterator = bytes[start...].makeIterator()
    var decoder = UTF8()
    var line = 1
    var offset = start
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        if scalar == "\0" {
          throw StringsError(
            .encoding, file: file, location: .line(line),
            reason: "a NUL byte at offset \(offset): a UTF-16 file needs a byte-order mark "
              + "(FF FE or FE FF)")
        }
        scalars.append(scalar)
        offset += UTF8.width(scalar)
        if scalar == "\n" { line += 1 }
      case .emptyInput:
        return (scalars, .utf8)
      case .error:
        let shown = bytes[offset..<min(offset + 4, bytes.count)]
        let hint =
          bytes.contains(0)
          ? "; a UTF-16 file needs a byte-order mark (FF FE or FE FF)" : ""
        throw StringsError(
          .encoding, file: file, location: .line(line),
          reason: "not UTF-8 (bytes \(hex(shown)) at offset \(offset))\(hint)")
      }
    }
  }

  private static func utf16(_ bytes: [UInt8], littleEndian: Bool, _ file: String)
    throws(StringsError) -> [Unicode.Scalar]
  {
    let body = bytes.count - 2
    guard body % 2 == 0 else {
      throw StringsError(
        .encoding, file: file,
        reason: "UTF-16 with an odd number of bytes (\(bytes.count)): the file is cut")
    }
    var units: [UInt16] = []
    units.reserveCapacity(body / 2)
    var i = 2
    while i < bytes.count {
      let a = UInt16(bytes[i])
      let b = UInt16(bytes[i + 1])
      units.append(littleEndian ? a | b << 8 : a << 8 | b)
      i += 2
    }
    var scalars: [Unicode.Scalar] = []
    scalars.reserveCapacity(units.count)
    var iterator = units.makeIterator()
    var decoder = UTF16()
    var line = 1
    var unitOffset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar):
        scalars.append(scalar)
        unitOffset += UTF16.width(scalar)
        if scalar == "\n" { line += 1 }
      case .emptyInput:
        return scalars
      case .error:
        let unit = unitOffset < units.count ? units[unitOffset] : 0
        throw StringsError(
          .encoding, file: file, location: .line(line),
          reason: "not UTF-16: an unpaired surrogate \(String(unit, radix: 16, uppercase: true)) "
            + "at byte offset \(2 + 2 * unitOffset)")
      }
    }
  }

  static func hex<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
    bytes.map { b in
      let s = String(b, radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }.joined(separator: " ")
  }
}
