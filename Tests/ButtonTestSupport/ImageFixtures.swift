/// Minimal image files written by the tests themselves: what the image measurer reads.
package enum ImageFixtures {
  /// A PNG with a valid signature, IHDR (8-bit RGBA) and IEND, CRCs included; with `cgbi`, the
  /// Apple `CgBI` chunk first, as Xcode writes into app bundles.
  package static func png(width: UInt32, height: UInt32, cgbi: Bool = false) -> [UInt8] {
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if cgbi { bytes += chunk("CgBI", [0x50, 0x00, 0x20, 0x06]) }
    bytes += chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
    bytes += chunk("IEND", [])
    return bytes
  }

  /// A complete PNG a browser can draw: `width`×`height` pixels of one RGBA colour, the pixel
  /// data in stored (uncompressed) deflate blocks.
  package static func solidPNG(width: UInt32, height: UInt32, rgba: [UInt8]) -> [UInt8] {
    var raw: [UInt8] = []
    for _ in 0..<height {
      raw.append(0)  // filter: none
      for _ in 0..<width { raw += rgba }
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let count = min(65535, raw.count - offset)
      let last: UInt8 = offset + count == raw.count ? 1 : 0
      zlib += [
        last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF),
        UInt8(~count >> 8 & 0xFF),
      ]
      zlib += raw[offset..<offset + count]
      offset += count
    } while offset < raw.count
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in raw {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    zlib += be32(b << 16 | a)
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    bytes += chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
    bytes += chunk("IDAT", zlib)
    bytes += chunk("IEND", [])
    return bytes
  }

  package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let typeBytes = Array(type.utf8)
    return be32(UInt32(data.count)) + typeBytes + data + be32(crc32(typeBytes + data))
  }

  /// A one-page PDF with its page dictionary stored uncompressed, as asset exports are.
  package static func pdf(mediaBox: String) -> String {
    """
    %PDF-1.4
    1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
    2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
    3 0 obj << /Type /Page /Parent 2 0 R /MediaBox \(mediaBox) /Resources << >> >> endobj
    trailer << /Root 1 0 R >>
    %%EOF

    """
  }

  package static func svg(_ attributes: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- exported by a design tool -->
    <svg xmlns="http://www.w3.org/2000/svg" \(attributes)><rect width="4" height="4"/></svg>

    """
  }

  private static func be32(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }

  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }
}
