import Testing

@testable import ButtonStrings

/// Cut and corrupted files never crash a reader: each either parses or throws a `StringsError`
/// naming the file.
@Suite struct MalformedInputTests {
  static let dotStrings = Array(DotStringsTests.german.utf8)
  static let catalog = Array(StringCatalogTests.catalog.utf8)

  /// Prefixes (every third length, and every length of the first 64 bytes), and the file with
  /// a byte replaced by a few troublesome values at 200 seeded positions.
  static func variants(of bytes: [UInt8]) -> [[UInt8]] {
    let lengths =
      Array(0..<min(64, bytes.count)) + Array(stride(from: 64, through: bytes.count, by: 3))
    var result = lengths.map { Array(bytes.prefix($0)) }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<200 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let position = Int(state >> 33) % bytes.count
      for replacement: UInt8 in [0x00, 0x22, 0x5C, 0xFF, 0x7B, 0x2F, 0x2A, 0x3B, 0xD8] {
        var copy = bytes
        copy[position] = replacement
        result.append(copy)
      }
    }
    return result
  }

  @Test func dotStringsNeverCrash() {
    for bytes in Self.variants(of: Self.dotStrings)
      + Self.variants(of: utf16(DotStringsTests.german, littleEndian: true))
    {
      do {
        _ = try DotStrings.entries(bytes, file: "x.strings")
      } catch {
        #expect(error.file == "x.strings")
        #expect(!error.reason.isEmpty)
      }
    }
  }

  @Test func stringCatalogsNeverCrash() {
    for bytes in Self.variants(of: Self.catalog) {
      do {
        let table = try StringCatalog.parse(bytes, file: "x.xcstrings")
        for key in table.entries.keys { _ = try? table.titles(forKey: key) }
      } catch {
        #expect(error.file == "x.xcstrings")
        #expect(!error.reason.isEmpty)
      }
    }
  }
}
