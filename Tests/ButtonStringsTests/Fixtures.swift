@_exported import ButtonTestSupport

/// `text` in UTF-16 with a byte-order mark.
func utf16(_ text: String, littleEndian: Bool) -> [UInt8] {
  var bytes: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
  for unit in text.utf16 {
    let high = UInt8(unit >> 8)
    let low = UInt8(unit & 0xFF)
    bytes += littleEndian ? [low, high] : [high, low]
  }
  return bytes
}
