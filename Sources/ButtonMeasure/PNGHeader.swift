/// The pixel size of a PNG, from its `IHDR` chunk.
///
/// Apple's "CgBI" PNGs (what Xcode's pngcrush writes into app bundles) put a `CgBI` chunk before
/// `IHDR`; the header is otherwise standard, so it is skipped. Only the header is read: the pixel
/// data does not affect the size.
struct PNGHeader: Equatable {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  var width: Int
  var height: Int
  /// Whether a `CgBI` chunk preceded `IHDR`.
  var isAppleCgBI: Bool

  /// Parses the header, throwing `.invalidImage` naming `path` and what is wrong.
  init(bytes: [UInt8], path: String) throws(MeasureError) {
    func fail(_ reason: String) -> MeasureError { .invalidImage(path: path, reason: reason) }
    guard bytes.count >= 8 else {
      throw fail("truncated: \(bytes.count) bytes, shorter than the 8-byte PNG signature")
    }
    guard Array(bytes[0..<8]) == Self.signature else { throw fail("bad PNG signature") }
    var offset = 8
    var isAppleCgBI = false
    var chunk = try Self.chunk(bytes, at: offset, path: path)
    if chunk.type == "CgBI" {
      isAppleCgBI = true
      offset += 12 + chunk.length
      chunk = try Self.chunk(bytes, at: offset, path: path)
    }
    guard chunk.type == "IHDR" else {
      throw fail("the first chunk is '\(chunk.type)', expected IHDR")
    }
    guard chunk.length == 13 else {
      throw fail("the IHDR chunk is \(chunk.length) bytes long, expected 13")
    }
    guard bytes.count >= offset + 8 + 13 else {
      throw fail("truncated: the file ends inside the IHDR chunk, after \(bytes.count) bytes")
    }
    let width = Self.uint32(bytes, at: offset + 8)
    let height = Self.uint32(bytes, at: offset + 12)
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      throw fail("IHDR gives an invalid size of \(width)×\(height) pixels")
    }
    self.width = width
    self.height = height
    self.isAppleCgBI = isAppleCgBI
  }

  /// The length and type of the chunk starting at `offset`.
  private static func chunk(_ bytes: [UInt8], at offset: Int, path: String) throws(MeasureError)
    -> (length: Int, type: String)
  {
    guard bytes.count >= offset + 8 else {
      throw .invalidImage(
        path: path,
        reason: "truncated: the file ends after \(bytes.count) bytes, before a chunk header")
    }
    let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
    return (uint32(bytes, at: offset), type)
  }

  private static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
    Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
      | Int(bytes[offset + 3])
  }
}
