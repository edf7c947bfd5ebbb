import ButtonJSON
import ButtonLayout
import ButtonTestSupport
import Testing

@Suite struct JSONWriterTests {
  @Test func numbersAreStable() {
    #expect(JSONWriter.format(10) == "10")
    #expect(JSONWriter.format(-0.0) == "0")
    #expect(JSONWriter.format(12.5) == "12.5")
    #expect(JSONWriter.format(1.0 / 3) == "0.3333333333333333")
    #expect(JSONWriter.format(.nan) == "null")
  }

  @Test func keysKeepTheirOrderAndStringsAreEscaped() {
    let value = JSONValue.object([
      ("z", .integer(1)), ("a", .string("设置 \"quoted\"\n\u{1}🙂")), ("m", .array([])), ("n", .null),
    ])
    #expect(
      JSONWriter(pretty: false).string(value)
        == #"{"z":1,"a":"设置 \"quoted\"\n\u0001🙂","m":[],"n":null}"#)
    #expect(
      JSONWriter().string(.object([("a", .array([.bool(true)]))]))
        == "{\n  \"a\": [\n    true\n  ]\n}")
  }
}

@Suite struct JSONParserTests {
  @Test func roundTripsWhatTheWriterWrites() throws {
    let value = JSONValue.object([
      ("b", .array([.integer(1), .number(2.5), .null, .bool(false)])),
      ("a", .string("设置 \"q\" \\ \n 🙂 \u{1}")), ("c", .object([])),
    ])
    let text = JSONWriter().string(value)
    #expect(try JSONParser.parse(text) == value)
    #expect(
      try JSONParser.parse(#"["\ud83d\ude42", 1e2, -0.5]"#)
        == .array([.string("🙂"), .number(100), .number(-0.5)]))
  }

  @Test(arguments: [
    ("{\"a\": 1,}", "line 1, column 9: expected a key in quotes"),
    ("{\"a\": 1, \"a\": 2}", "line 1, column 10: duplicate key \"a\""),
    ("[1, 2", "line 1, column 6: unexpected end inside an array"),
    ("\n  nope", "line 2, column 3: expected 'null'"),
    ("@", "line 1, column 1: unexpected character '@'"),
    ("01", "line 1, column 1: leading zero in a number"),
    ("1e999", "line 1, column 1: number out of range: 1e999"),
    ("\"abc", "line 1, column 5: unterminated string"),
    ("{} {}", "line 1, column 4: unexpected text after the document"),
  ])
  func reportsWhereItFails(text: String, message: String) {
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
    do {
      _ = try JSONParser.parse(text)
    } catch {
      #expect(error.description == message)
    }
  }

  /// A duplicate key is found wherever it is, in an object of a few keys (compared one by
  /// one) and of many (in a set), canonically equal spellings included, and named where it is.
  @Test(arguments: [1, 7, 8, 9, 30])
  func duplicateKeysAreFoundInSmallAndLargeObjects(before: Int) throws {
    let keys = (0..<before).map { "\"k\($0)\": \($0)" }
    let fine = "{" + (keys + ["\"caf\u{E9}\": 1"]).joined(separator: ", ") + "}"
    #expect(try JSONParser.parse(fine).objectValue?.count == before + 1)
    for (i, duplicate) in ["\"k0\"", "\"k\(before - 1)\"", "\"cafe\u{301}\""].enumerated() {
      let text =
        "{" + (keys + ["\"caf\u{E9}\": 1", duplicate + ": 2"]).joined(separator: ", ") + "}"
      // Columns count Unicode scalars; the key's opening quote is where it is named.
      let head = "{" + (keys + ["\"caf\u{E9}\": 1"]).joined(separator: ", ") + ", "
      let column = head.unicodeScalars.count
      do {
        _ = try JSONParser.parse(text)
        Issue.record("case \(i): no error")
      } catch {
        #expect(error.reason.hasPrefix("duplicate key"), "\(error)")
        #expect(error.column == column + 1, "\(error) in \(text)")
      }
    }
  }

  /// Streaming the elements of one array gives what a whole parse gives, element by element,
  /// with the same errors (skipped values included), and stops when asked.
  @Test func streamsTheElementsOfOneArray() throws {
    let text =
      #"{"v": 1, "items": [{"a": 1, "skip": [1e2, -0.5, {"x": null}]}, 2, "three"], "z": []}"#
    var seen: [(JSONValue, Int)] = []
    let top = try Array(text.utf8).withUnsafeBufferPointer { buffer in
      try JSONParser.parse(buffer, streamingArray: "items", skippingValuesOf: ["skip"]) {
        seen.append(($0, $1))
        return true
      }
    }
    #expect(top == .object([("v", .integer(1)), ("items", .array([])), ("z", .array([]))]))
    #expect(
      seen.map(\.0) == [
        .object([("a", .integer(1)), ("skip", .null)]), .integer(2), .string("three"),
      ])
    let utf8 = Array(text.utf8)
    #expect(
      seen.map { utf8[$0.1 - 1] } == [UInt8(ascii: "}"), UInt8(ascii: "2"), UInt8(ascii: "\"")])
    // Stopping after the first element leaves the rest unread (its error unseen).
    var count = 0
    _ = try Array(#"{"items": [1, 2, oops]}"#.utf8).withUnsafeBufferPointer { buffer in
      try JSONParser.parse(buffer, streamingArray: "items") { _, _ in
        count += 1
        return false
      }
    }
    #expect(count == 1)
    // Errors inside streamed elements and skipped values are the whole parse's errors.
    for bad in [
      #"{"items": [1, 2,]}"#, #"{"items": [{"skip": [1e999]}]}"#, #"{"items": [1] "#, "[1]x",
    ] {
      var streamed = ""
      do {
        _ = try Array(bad.utf8).withUnsafeBufferPointer { buffer in
          try JSONParser.parse(buffer, streamingArray: "items", skippingValuesOf: ["skip"]) {
            _, _ in true
          }
        }
      } catch {
        streamed = "\(error)"
      }
      var whole = ""
      do {
        _ = try JSONParser.parse(Array(bad.utf8), skippingValuesOf: ["skip"])
      } catch {
        whole = "\(error)"
      }
      #expect(!streamed.isEmpty && streamed == whole, "\(bad)")
    }
  }

  @Test func refusesDeepNesting() {
    let text = String(repeating: "[", count: 10_000)
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
  }
}

@Suite struct CompactLayoutJSONTests {
  /// The fast writer and the tree writer give the same bytes, for every technique's layouts of
  /// many buttons (frames with thirds, nulls, negative numbers, every diagnostic).
  @Test func compactWriterMatchesTheTreeWriter() throws {
    var count = 0
    for placement in Placement.allCases {
      for (i, scale) in [1.0, 2.0, 3.0].enumerated() {
        let spec = ButtonSpec(
          titleSize: i == 2 ? nil : Size(width: 41.2 + Double(i), height: 17.9),
          imageSize: i == 1 ? nil : Size(width: 20.5, height: 24), placement: placement,
          spacing: 7.3, padding: EdgeInsets(top: 1, left: 2.5, bottom: 0, right: 4),
          size: i == 0 ? .fit : .fixed(Size(width: 50, height: 30)), scale: scale,
          ios: i == 1 ? IOSVersion(14) : .newest, direction: .both)
        for layout in LayoutEngine.layouts(spec) {
          var fast = ""
          LayoutJSON.appendCompact(layout, into: &fast)
          #expect(fast == JSONWriter(pretty: false).string(LayoutJSON.layout(layout)))
          #expect(
            try JSONWriter(pretty: false).string(LayoutJSON.layout(LayoutJSON.decodeLayout(fast)))
              == fast)
          count += 1
        }
      }
    }
    #expect(count == 6 * 3 * 10)
  }
}

/// Compact text is written as bytes (`JSONBytes.value`): the same text, piece for piece, as
/// the pieces a reference writes here (`format` for numbers, its own escapes), on random
/// documents.
@Suite struct CompactWriterTests {
  /// JSON's escapes, written out here character by character (not the writer's code).
  static func quoted(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{c}": out += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// The compact form as `String` appends write it: numbers through `format`, strings through
  /// `quoted`, the punctuation between.
  static func reference(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .bool(let b): return b ? "true" : "false"
    case .number(let d): return JSONWriter.format(d)
    case .integer(let i): return String(i)
    case .string(let s): return quoted(s)
    case .array(let items): return "[" + items.map(reference).joined(separator: ",") + "]"
    case .object(let members):
      return "{"
        + members.map { key, item in quoted(key) + ":" + reference(item) }.joined(separator: ",")
        + "}"
    }
  }

  static func random(_ rng: inout SplitMix64, depth: Int) -> JSONValue {
    let texts = [
      "", "a", "设置", "🙂 \"q\"", "back\\slash", "tab\t\u{1}\n", "Löschen …", "كتب",
      "\r\u{8}\u{c}\u{1f}\u{7f} end", "{\"button.1\":{\"ar\":\"تم\"}}",
    ]
    switch rng.next() % (depth > 3 ? 6 : 8) {
    case 0: return .null
    case 1: return .bool(rng.next() % 2 == 0)
    case 2:
      let numbers = [0.5, -0.0, 33.792, 1e15, 1.0 / 3, .nan, 52.859375, 1e-7, -12]
      return .number(
        rng.next() % 2 == 0
          ? numbers[Int(rng.next() % UInt64(numbers.count))]
          : Double(bitPattern: rng.next()))
    case 3:
      let integers: [Int64] = [0, 7, -1, 999, 1000, -1000, .max, .min]
      return .integer(
        rng.next() % 2 == 0
          ? integers[Int(rng.next() % UInt64(integers.count))]
          : Int64(bitPattern: rng.next()))
    case 4, 5: return .string(texts[Int(rng.next() % UInt64(texts.count))])
    case 6:
      return .array((0..<Int(rng.next() % 5)).map { _ in random(&rng, depth: depth + 1) })
    default:
      return .object(
        (0..<Int(rng.next() % 5)).map { i in
          (texts[Int(rng.next() % UInt64(texts.count))] + "\(i)", random(&rng, depth: depth + 1))
        })
    }
  }

  @Test func compactTextIsTheStringWritersText() {
    var rng = SplitMix64(seed: 30)
    var mismatches: [String] = []
    for _ in 0..<5_000 {
      let value = Self.random(&rng, depth: 0)
      let expected = Self.reference(value)
      let text = JSONWriter(pretty: false).string(value)
      if text != expected { mismatches.append("\(text) vs \(expected)") }
      if JSONWriter.compactBytes(value) != Array(expected.utf8) {
        mismatches.append("bytes of \(expected)")
      }
      var appended = "prefix "
      JSONWriter(pretty: false).write(value, level: 3, into: &appended)
      if appended != "prefix " + expected { mismatches.append("appended \(appended)") }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
  }
}
