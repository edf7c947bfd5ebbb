#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A temporary folder per test, with fixture files the test writes.
struct TempFolder {
  let path: String

  init() {
    var template = Array("/tmp/buttonstrings-XXXXXX".utf8CString)
    path = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
  }

  /// Writes `bytes` at `name` (folders created as needed) and returns the full path.
  @discardableResult
  func write(_ name: String, _ bytes: [UInt8]) -> String {
    let full = path + "/" + name
    var folder = path
    for part in name.split(separator: "/").dropLast() {
      folder += "/" + part
      mkdir(folder, 0o755)
    }
    let file = fopen(full, "wb")!
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
    return full
  }

  @discardableResult
  func write(_ name: String, _ text: String) -> String { write(name, Array(text.utf8)) }

  func remove() {
    _ = system("rm -rf '\(path)'")
  }
}

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
