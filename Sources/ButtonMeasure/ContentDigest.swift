/// The SHA-256 of a measured source's bytes, as 64 lowercase hex digits.
///
/// Every measurement carries the digest of what it was measured from, so the catalog can store it
/// and later tell that a font or image changed and its numbers must be measured again.
public struct ContentDigest: Hashable, Sendable, Codable, CustomStringConvertible {
  /// 64 lowercase hexadecimal digits.
  public let hex: String

  /// A digest from its hex form, as stored by the catalog.
  public init(hex: String) {
    self.hex = hex
  }

  /// The SHA-256 of `bytes`.
  public init(sha256Of bytes: UnsafeRawBufferPointer) {
    self.hex = Self.hexString(SHA256.hash(bytes))
  }

  /// The SHA-256 of `bytes`.
  public init(sha256Of bytes: [UInt8]) {
    self = bytes.withUnsafeBytes { ContentDigest(sha256Of: $0) }
  }

  /// The hex digits.
  public var description: String { hex }

  /// Decodes the hex string.
  public init(from decoder: any Decoder) throws {
    hex = try decoder.singleValueContainer().decode(String.self)
  }

  /// Encodes the hex string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hex)
  }

  /// `bytes` as lowercase hexadecimal digits, two a byte.
  package static func hexString(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: out, as: UTF8.self)
  }
}
