import ButtonLayout
import ButtonTestSupport
import Testing

@testable import ButtonJSON

/// `decodeLayout`'s fast path (`StoredLayoutFastPath`) against the generic path
/// (`decodeLayoutGeneric`): on text as `appendStored` writes it, both give the layout that was
/// written; on any other text the fast path either declines (`nil`) or gives exactly what the
/// generic path gives, every number to the bit (compared through `String(describing:)`, which
/// tells -0.0 from 0.0).
@Suite struct StoredLayoutFastPathTests {
  /// Every technique's layouts of many buttons, plus layouts carrying what only storage keeps
  /// and diagnostics with unusual numbers.
  static func layouts() -> [TechniqueLayout] {
    var layouts: [TechniqueLayout] = []
    for placement in Placement.allCases {
      for (i, scale) in [1.0, 2.0, 3.0].enumerated() {
        let spec = ButtonSpec(
          titleSize: i == 2 ? nil : Size(width: 41.2 + Double(i), height: 17.9),
          imageSize: i == 1 ? nil : Size(width: 20.5, height: 24), placement: placement,
          spacing: 7.3, padding: EdgeInsets(top: 1, left: 2.5, bottom: 0, right: 4),
          size: i == 0 ? .fit : .fixed(Size(width: 50, height: 30)), scale: scale,
          ios: i == 1 ? IOSVersion(14) : .newest, direction: .both)
        layouts += LayoutEngine.layouts(spec)
      }
    }
    var extra = layouts[3]
    extra.titleTextFrame = Rect(x: -0.0, y: 1e20, width: 1.0 / 3, height: 123_456_789_012)
    extra.imageClamped = true
    extra.titleTruncated = !extra.diagnostics.contains { $0.code == .titleTruncated }
    extra.gap = nil
    extra.diagnostics.append(
      Diagnostic(
        .offCenter, .warning, "设置 🙂 off", [.init("top", -0.0), .init("x", 1e-7), .init("y", 2)]))
    layouts.append(extra)
    var empty = layouts[7]
    empty.titleTextFrame = nil
    empty.diagnostics = []
    layouts.append(empty)
    return layouts
  }

  static func stored(_ layout: TechniqueLayout) -> String {
    var text = ""
    LayoutJSON.appendStored(layout, into: &text)
    return text
  }

  @Test func writtenLayoutsTakeTheFastPathAndDecodeToWhatWasWritten() throws {
    for layout in Self.layouts() {
      let text = Self.stored(layout)
      let fast = try #require(StoredLayoutFastPath.decode(text), "\(text)")
      let generic = try LayoutJSON.decodeLayoutGeneric(text)
      #expect(fast == layout, "\(text)")
      #expect(String(describing: fast) == String(describing: generic), "\(text)")
    }
  }

  /// What the fast path declines, the generic path reads (or refuses) with its own words.
  @Test func otherTextIsLeftToTheGenericPath() throws {
    var layout = Self.layouts()[0]
    layout.diagnostics = [Diagnostic(.offCenter, .warning, "a \"quoted\"\tmessage", [])]
    let escaped = Self.stored(layout)
    #expect(StoredLayoutFastPath.decode(escaped) == nil)
    #expect(try LayoutJSON.decodeLayout(escaped) == layout)

    let plain = Self.stored(Self.layouts()[0])
    let spaced = plain.replacing(",\"bounds\"", with: ", \"bounds\"")
    #expect(spaced != plain)
    #expect(StoredLayoutFastPath.decode(spaced) == nil)
    #expect(try LayoutJSON.decodeLayout(spaced) == Self.layouts()[0])

    layout.diagnostics = [Diagnostic(.offCenter, .warning, "m", [.init("top", 1)])]
    let duplicate = Self.stored(layout).replacing(
      "\"top\":1}]", with: "\"top\":1,\"top\":2}]")
    #expect(duplicate.contains("\"top\":2"))
    #expect(StoredLayoutFastPath.decode(duplicate) == nil)
    #expect(throws: (any Error).self) { try LayoutJSON.decodeLayout(duplicate) }
    let reserved = duplicate.replacing("\"top\":2", with: "\"code\":2")
    #expect(StoredLayoutFastPath.decode(reserved) == nil)
    #expect(throws: (any Error).self) { try LayoutJSON.decodeLayout(reserved) }

    // Numbers: what the parser refuses (out of range, a leading zero, no digits) the fast path
    // declines; what it reads, both read alike (integers through Int64, -0 included).
    var known = Self.layouts()[0]
    known.bounds = Size(width: 12345, height: known.bounds.height)
    let base = Self.stored(known)
    let written = "\"bounds\":{\"width\":12345,"
    #expect(base.contains(written))
    for number in ["1e400", "-1e400", "01", "-01", "1.", "1e", "-", "1.5e+", "+1", ".5"] {
      let text = base.replacing(written, with: "\"bounds\":{\"width\":\(number),")
      #expect(StoredLayoutFastPath.decode(text) == nil, "\(number)")
      #expect(throws: (any Error).self, "\(number)") { try LayoutJSON.decodeLayout(text) }
    }
    for number in [
      "1.5e3", "-0", "-0.0", "0.1E-2", "12345678901234567890", "-9223372036854775808", "1e308",
    ] {
      let text = base.replacing(written, with: "\"bounds\":{\"width\":\(number),")
      let fast = try #require(StoredLayoutFastPath.decode(text), "\(number)")
      let generic = try LayoutJSON.decodeLayoutGeneric(text)
      #expect(String(describing: fast) == String(describing: generic), "\(number)")
    }
  }

  /// Random edits of written layouts (bytes removed, doubled, replaced by JSON's own
  /// characters, digits, whitespace): whenever the fast path accepts the result, the generic
  /// path accepts it too and gives the same layout to the bit.
  @Test func mutatedTextDecodesAlikeOrFallsBack() throws {
    var random = SplitMix64(seed: 2026_12_01)
    let alphabet = Array(#"{}[]:,"-.0123456789eE+ \ntruefalsenullxyz"#.utf8)
    let texts = Self.layouts().map(Self.stored)
    var acceptedChanged = 0
    var declined = 0
    for round in 0..<6_000 {
      var bytes = Array(texts[round % texts.count].utf8)
      for _ in 0...Int.random(in: 0...2, using: &random) {
        let at = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.remove(at: at)
        case 1: bytes.insert(bytes[at], at: at)
        case 2: bytes[at] = alphabet.randomElement(using: &random)!
        default: bytes.insert(alphabet.randomElement(using: &random)!, at: at)
        }
        if bytes.isEmpty { bytes = [UInt8(ascii: "{")] }
      }
      let text = String(decoding: bytes, as: UTF8.self)
      guard let fast = StoredLayoutFastPath.decode(text) else {
        declined += 1
        continue
      }
      let generic = try #require(
        try? LayoutJSON.decodeLayoutGeneric(text), "fast path accepted \(text)")
      #expect(String(describing: fast) == String(describing: generic), "\(text)")
      if !texts.contains(text) { acceptedChanged += 1 }
    }
    // Both outcomes occur: the comparison above ran on changed text, and damage is declined.
    #expect(acceptedChanged > 100)
    #expect(declined > 1_000)
  }
}
