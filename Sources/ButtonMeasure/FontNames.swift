import ButtonJSON

/// The names a font gives itself in its `name` table (OpenType spec, "name — Naming Table"):
/// what Xcode and `UIFont(name:size:)` know the face by (the PostScript name, name ID 6), and
/// what a designer knows it by (the family and style, name IDs 16/17, else 1/2).
///
/// Read straight from the file's bytes (no HarfBuzz), for one face of a TTF, OTF or TTC. Every
/// string is the font's own text: hostile until escaped for the output it reaches.
public struct FontNames: Hashable, Sendable {
  /// The typographic family (ID 16), else the family (ID 1): `DejaVu Sans`.
  public var family: String
  /// The typographic subfamily (ID 17), else the subfamily (ID 2): `Bold`, `Regular`.
  public var style: String
  /// The PostScript name (ID 6), `nil` when the font has none: `DejaVuSans-Bold`.
  public var postScriptName: String?
  /// The full name (ID 4), `nil` when the font has none: `DejaVu Sans Bold`.
  public var fullName: String?
  /// The weight class of the `OS/2` table (`usWeightClass`: 400 regular, 700 bold), `nil` when
  /// the font has no `OS/2` table or its value is outside 1…1000.
  public var weightClass: Int?

  /// Names given by hand (tests, fixtures); `read(path:faceIndex:)` reads a font's own.
  public init(family: String, style: String, postScriptName: String? = nil, fullName: String? = nil)
  {
    self.family = family
    self.style = style
    self.postScriptName = postScriptName
    self.fullName = fullName
  }

  /// The names of face `faceIndex` of the font file at `path`. A file that is not a font, a
  /// face that does not exist, or a face with no family name throws, naming the file.
  public static func read(path: String, faceIndex: Int = 0) throws(MeasureError) -> FontNames {
    let bytes = try FileBytes.read(path, kind: .font)
    do {
      return try parse(bytes, faceIndex: faceIndex)
    } catch {
      switch error {
      case .faceOutOfRange(let count):
        throw .faceIndexOutOfRange(path: path, faceIndex: faceIndex, faceCount: count)
      case .invalid(let reason):
        throw .invalidFont(path: path, reason: reason)
      }
    }
  }

  /// The names in `bytes` (a whole font file).
  static func parse(_ bytes: [UInt8], faceIndex: Int) throws(FontNamesError) -> FontNames {
    let reader = BigEndianBytes(bytes)
    var offset = 0
    if reader.tag(at: 0) == "ttcf" {
      guard let count = reader.u32(at: 8) else {
        throw .invalid("its collection header is cut short")
      }
      guard faceIndex >= 0, faceIndex < Int(count) else { throw .faceOutOfRange(Int(count)) }
      guard let faceOffset = reader.u32(at: 12 + 4 * faceIndex) else {
        throw .invalid("its collection header is cut short")
      }
      offset = Int(faceOffset)
    } else if faceIndex != 0 {
      throw .faceOutOfRange(1)
    }
    guard let tableCount = reader.u16(at: offset + 4) else {
      throw .invalid("it is not a TTF, OTF or TTC file")
    }
    var nameTable: Int?
    var os2Table: Int?
    for index in 0..<Int(tableCount) {
      let record = offset + 12 + 16 * index
      guard let tag = reader.tag(at: record) else {
        throw .invalid("its table directory is cut short")
      }
      if tag == "name", let start = reader.u32(at: record + 8) { nameTable = Int(start) }
      if tag == "OS/2", let start = reader.u32(at: record + 8) { os2Table = Int(start) }
    }
    guard let table = nameTable else { throw .invalid("it has no name table") }
    guard let count = reader.u16(at: table + 2), let storage = reader.u16(at: table + 4) else {
      throw .invalid("its name table is cut short")
    }
    /// The best string for each name ID: Windows Unicode English (US) first, then any Windows
    /// Unicode, then Unicode platform, then Macintosh Roman English.
    var best: [Int: (rank: Int, text: String)] = [:]
    for index in 0..<Int(count) {
      let record = table + 6 + 12 * index
      guard let platform = reader.u16(at: record), let encoding = reader.u16(at: record + 2),
        let language = reader.u16(at: record + 4), let nameID = reader.u16(at: record + 6),
        let length = reader.u16(at: record + 8), let start = reader.u16(at: record + 10)
      else { throw .invalid("its name table is cut short") }
      guard [1, 2, 4, 6, 16, 17].contains(nameID) else { continue }
      let rank: Int
      switch (platform, encoding, language) {
      case (3, 1, 0x409), (3, 10, 0x409): rank = 0
      case (3, 1, _), (3, 10, _): rank = 1
      case (0, _, _): rank = 2
      case (1, 0, 0): rank = 3
      default: continue
      }
      if let existing = best[Int(nameID)], existing.rank <= rank { continue }
      let from = table + Int(storage) + Int(start)
      guard let raw = reader.slice(from, Int(length)) else {
        throw .invalid("its name table is cut short")
      }
      let text: String
      if platform == 1 {
        // Mac Roman: ASCII is all a PostScript or family name should need; anything else is
        // shown as U+FFFD rather than guessed.
        text = String(decoding: raw.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
      } else {
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var position = raw.startIndex
        while position + 1 < raw.endIndex {
          units.append(UInt16(raw[position]) << 8 | UInt16(raw[position + 1]))
          position += 2
        }
        text = String(decoding: units, as: UTF16.self)
      }
      best[Int(nameID)] = (rank, text)
    }
    func name(_ id: Int) -> String? {
      guard let text = best[id]?.text, !text.isEmpty else { return nil }
      return text
    }
    guard let family = name(16) ?? name(1) else {
      throw .invalid("its name table has no family name")
    }
    var names = FontNames(
      family: family, style: name(17) ?? name(2) ?? "Regular", postScriptName: name(6),
      fullName: name(4))
    if let os2Table, let weight = reader.u16(at: os2Table + 4), (1...1000).contains(weight) {
      names.weightClass = Int(weight)
    }
    return names
  }
}

/// Why `FontNames.parse` refused a file (worded by `FontNames.read` with the path).
enum FontNamesError: Error {
  case invalid(String)
  case faceOutOfRange(Int)
}

/// Bounds-checked big-endian reads from a font file; `nil` past the end.
private struct BigEndianBytes {
  let bytes: [UInt8]

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  func u16(at offset: Int) -> UInt16? {
    guard offset >= 0, offset + 2 <= bytes.count else { return nil }
    return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
  }

  func u32(at offset: Int) -> UInt32? {
    guard let high = u16(at: offset), let low = u16(at: offset + 2) else { return nil }
    return UInt32(high) << 16 | UInt32(low)
  }

  func tag(at offset: Int) -> String? {
    guard let raw = slice(offset, 4) else { return nil }
    return String(decoding: raw, as: UTF8.self)
  }

  func slice(_ offset: Int, _ length: Int) -> ArraySlice<UInt8>? {
    guard offset >= 0, length >= 0, offset + length <= bytes.count else { return nil }
    return bytes[offset..<offset + length]
  }
}
