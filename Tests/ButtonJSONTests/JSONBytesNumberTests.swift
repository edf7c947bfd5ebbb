import ButtonTestSupport
import Testing

@testable import ButtonJSON

/// `JSONBytes.number` writes short decimal fractions itself (`decimal`) and every other
/// number through `description`: the bytes are `JSONWriter.format`'s either way.
@Suite struct JSONBytesNumberTests {
  static func written(_ d: Double) -> String {
    var bytes = JSONBytes(capacity: 8)
    bytes.number(d)
    return bytes.text
  }

  @Test func numbersAreWrittenAsJSONWriterFormatsThem() {
    var rng = SplitMix64(seed: 29)
    var values: [Double] = [
      0.5, -0.5, 0.1, 0.2, 0.3, 1e-4, 1.5e-4, 9.99e-5, 0.001, 33.792, 52.859375, 64.06494140625,
      10.666666666666666, 87.66666666666667, 46.666666666666664, 1e9 - 0.5, 1e9 + 0.5,
      123456789.123, 0.000123456789, 999999999.999999, -33.333, .nan, .infinity, 1e15, 2e15,
      1e-9, 4503599627370495.5,
    ]
    // Whole numbers around the small ones written without a call, and their fractions.
    for n in -1_100...1_100 {
      values += [
        Double(n), Double(n) + 0.5, Double(n) - 1e-9, Double(n).nextUp, Double(n).nextDown,
      ]
    }
    values += [-0.0, 999.0, 1000.0, 999.9999999999999]
    for _ in 0..<200_000 {
      let scale = [1.0, 2, 3, 4, 8, 10, 64, 100, 1000, 1024, 1e6, 1e9][Int(rng.next() % 12)]
      let m = Double(Int64(rng.next() % 2_000_000_000) - 1_000_000_000)
      values.append(m / scale)
      values.append(Double(bitPattern: rng.next()))
      values.append(Double(rng.next() % 100_000) / 7)
    }
    var mismatches: [String] = []
    for d in values where Self.written(d) != JSONWriter.format(d) {
      mismatches.append("\(d): \(Self.written(d)) vs \(JSONWriter.format(d))")
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
  }

  /// The short ones are the decimal path's, not `description`'s.
  @Test func shortFractionsTakeTheDecimalPath() {
    for d in [0.5, 33.792, 52.859375, -0.25, 0.0001] {
      var bytes = JSONBytes(capacity: 8)
      let taken = bytes.decimal(d)
      #expect(taken)
      #expect(bytes.text == d.description)
    }
    for d in [10.666666666666666, 1e-5, 2e9 + 0.5, 5e6 + 0.5] {
      var bytes = JSONBytes(capacity: 8)
      let taken = bytes.decimal(d)
      let count = bytes.count
      #expect(!taken)
      #expect(count == 0)
    }
  }

  /// Integers are written straight into the buffer: the digits are `String(i)`'s.
  @Test func integersAreTheirDescriptions() {
    var rng = SplitMix64(seed: 31)
    var values: [Int64] = [0, 1, 9, 10, 11, 99, 100, -1, -9, -10, .max, .min, .max - 1, .min + 1]
    for _ in 0..<100_000 {
      let bits = rng.next()
      values.append(Int64(bitPattern: bits) >> Int64(bits % 64))
    }
    var bytes = JSONBytes(capacity: 4)
    var expected = ""
    for (n, i) in values.enumerated() {
      if n > 0 {
        bytes.append(",")
        expected += ","
      }
      bytes.integer(i)
      expected += String(i)
    }
    #expect(bytes.text == expected)
  }

  /// The word-at-a-time test for bytes to escape says what looking at every byte says, for
  /// any byte at any place in a text of any length.
  @Test func escapesAreFoundWordByWordAsByteByByte() {
    var rng = SplitMix64(seed: 37)
    let special: [UInt8] = [
      0x00, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF,
    ]
    for _ in 0..<30_000 {
      let length = Int(rng.next() % 40)
      var bytes = (0..<length).map { _ in UInt8(0x41 + rng.next() % 26) }
      for _ in 0..<Int(rng.next() % 3) where length > 0 {
        let byte =
          rng.next() % 2 == 0
          ? special[Int(rng.next() % UInt64(special.count))] : UInt8(truncatingIfNeeded: rng.next())
        bytes[Int(rng.next() % UInt64(length))] = byte
      }
      let expected = bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
      let found = bytes.withUnsafeBufferPointer { JSONBytes.needsEscape($0) }
      #expect(found == expected, "\(bytes)")
    }
  }
}
