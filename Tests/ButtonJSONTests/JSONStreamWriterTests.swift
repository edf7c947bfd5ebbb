import ButtonTestSupport
import Testing

@testable import ButtonJSON

/// `JSONStreamWriter` writes, piece by piece, the bytes `JSONWriter` writes for the whole tree:
/// random trees (empty and nested containers, every leaf) streamed container by container,
/// at several starting depths, with small subtrees handed over whole.
@Suite struct JSONStreamWriterTests {
  static func tree(_ rng: inout SplitMix64, depth: Int) -> JSONValue {
    let leaves: [JSONValue] = [
      .null, .bool(true), .bool(false), .number(-0.0), .number(1.5), .number(1e21), .integer(-7),
      .string(""), .string("é \"q\"\n\u{1}"), .string("bench/button-0001"),
    ]
    guard depth < 4, rng.next() % 3 != 0 else {
      return leaves[Int(rng.next() % UInt64(leaves.count))]
    }
    let count = Int(rng.next() % 4)
    if rng.next() % 2 == 0 {
      return .array((0..<count).map { _ in tree(&rng, depth: depth + 1) })
    }
    return .object((0..<count).map { i in ("k\(i)", tree(&rng, depth: depth + 1)) })
  }

  /// Streams `value`: containers opened and closed, leaves (and, now and then, a whole
  /// subtree) as values.
  static func stream(_ value: JSONValue, _ writer: inout JSONStreamWriter, _ rng: inout SplitMix64)
  {
    switch value {
    case .object(let members) where rng.next() % 5 != 0:
      writer.beginObject()
      for (key, item) in members {
        writer.key(key)
        stream(item, &writer, &rng)
      }
      writer.endObject()
    case .array(let items) where rng.next() % 5 != 0:
      writer.beginArray()
      for item in items { stream(item, &writer, &rng) }
      writer.endArray()
    default:
      writer.value(value)
    }
  }

  @Test func streamedBytesAreTheWritersBytes() {
    var rng = SplitMix64(seed: 29)
    for round in 0..<2_000 {
      let value = Self.tree(&rng, depth: 0)
      let level = round % 4
      var writer = JSONStreamWriter(level: level)
      Self.stream(value, &writer, &rng)
      var expected = ""
      JSONWriter().write(value, level: level, into: &expected)
      #expect(writer.text == expected, "\(expected)")
    }
  }

  @Test func membersAndEmptyContainers() {
    var writer = JSONStreamWriter(level: 1)
    writer.beginObject()
    writer.member("a", .integer(1))
    writer.key("b")
    writer.beginArray()
    writer.endArray()
    writer.key("c")
    writer.beginObject()
    writer.endObject()
    writer.endObject()
    #expect(writer.text == "{\n    \"a\": 1,\n    \"b\": [],\n    \"c\": {}\n  }")
  }
}
