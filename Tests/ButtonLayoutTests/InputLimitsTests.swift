import Testing

@testable import ButtonLayout

/// Every length and size has a documented range, every number
/// formatter is total over finite doubles, and only iOS versions that exist are accepted.
@Suite struct InputLimitsTests {
  /// Random finite doubles of every kind: huge, tiny, subnormal, negative zero, whole, on the
  /// pixel grid, and any bit pattern that is finite.
  static func samples(_ count: Int, seed: UInt64) -> [Double] {
    var rng = SplitMix64(seed: seed)
    var values: [Double] = [
      0, -0.0, 1, -1, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, 0x1p53, 0x1p63,
      -0x1p63, 9.2e15, 9.3e18, 1e15, 1e16, 1e300, 1e12 - 0.0005, 999_999_999_999.9995,
      52.0 / 3, -17.5, 10_000, 10_000.000001,
    ]
    while values.count < count {
      let bits = rng.next()
      let random = Double(bitPattern: bits)
      if random.isFinite { values.append(random) }
      let exponent = Double(Int(rng.next() % 40) - 20)
      let scaled = Double(rng.next() % 1_000_000) / 1000 * pow10(exponent)
      values.append(rng.next() % 2 == 0 ? scaled : -scaled)
    }
    return values
  }

  static func pow10(_ e: Double) -> Double {
    var result = 1.0
    for _ in 0..<Int(Swift.abs(e)) { result *= 10 }
    return e < 0 ? 1 / result : result
  }

  /// `TextNumber.format` as it was written with strings (before it wrote bytes): the digits
  /// written on the stack must say the same, character for character.
  static func formatWithStrings(_ d: Double) -> String {
    guard d.isFinite else { return d.description }
    guard Swift.abs(d) < 1e12 else {
      let whole = d.rounded()
      return Swift.abs(whole) < 1e15 ? String(Int64(whole)) : whole.description
    }
    let thousandths = (d * 1000).rounded()
    if thousandths == 0 { return "0" }
    let magnitude = Int64(Swift.abs(thousandths))
    var text = String(magnitude / 1000)
    let fraction = magnitude % 1000
    if fraction != 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 3 - digits.count) + digits
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return thousandths < 0 ? "-" + text : text
  }

  @Test func textNumberDigitsAreTheStringFormsDigits() {
    let edges: [Double] = [
      .nan, .infinity, -.infinity, 0.0004, -0.0004, 0.0005, -0.0005, 0.001, 0.01, 0.1, 1.05,
      -1.05, 1e12, -1e12, 1e12 - 0.0004, 999_999_999_999.4, 1e15 - 1, -(1e15 - 1), 1e15, 100.5,
    ]
    for value in Self.samples(40_000, seed: 33) + edges {
      #expect(TextNumber.format(value) == Self.formatWithStrings(value), "\(value)")
      let message = MessageText.make(capacity: 64) { $0.signed(value) }
      let text = Self.formatWithStrings(value)
      #expect(message == (value > 0 && text != "0" ? "+" + text : text), "\(value)")
    }
  }

  @Test func textNumberIsTotalAndReadable() {
    for value in Self.samples(20_000, seed: 12) {
      let text = TextNumber.format(value)
      #expect(!text.isEmpty)
      let parsed = Double(text)
      #expect(parsed != nil, "\(value) → \(text)")
      if let parsed, Swift.abs(value) < 1e12 {
        // At most three decimals, to the nearest thousandth.
        #expect(
          Swift.abs(parsed - value) <= 0.0005 + Swift.abs(value) * 1e-15, "\(value) → \(text)")
        #expect(!text.contains("e"), "\(value) → \(text)")
      } else if let parsed {
        #expect(Swift.abs(parsed - value) <= Swift.abs(value) * 1e-15 + 0.5, "\(value) → \(text)")
      }
    }
    #expect(TextNumber.format(-0.0) == "0")
    #expect(TextNumber.format(.leastNonzeroMagnitude) == "0")
    #expect(TextNumber.format(1e300) == "1e+300")
    #expect(TextNumber.format(9.3e15) == "9.3e+15")
    #expect(TextNumber.format(2e12) == "2000000000000")
    #expect(TextNumber.format(17.3333) == "17.333")
  }

  @Test func messageNumbersAreTotal() {
    for value in Self.samples(20_000, seed: 21) {
      let text = ButtonSpec.messageNumber(value)
      #expect(Double(text) == value, "\(value) → \(text)")
    }
  }

  @Test func validationNamesEveryOutOfRangeLength() {
    let spec = ButtonSpec(
      titleSize: Size(width: 1e16, height: 18), titleLineHeight: 1e300,
      imageSize: Size(width: 24, height: 10_001), spacing: 1e300,
      padding: EdgeInsets(top: 0, left: 20_000, bottom: 0, right: 0),
      size: .fixed(Size(width: 1e308, height: 44)))
    let problems = spec.validate()
    #expect(
      Set(problems.map(\.field))
        == ["title-size", "image-size", "size", "font-size", "spacing", "padding"])
    #expect(problems.allSatisfy { $0.severity == .error && $0.message.contains("10000 pt") })
    #expect(
      problems.contains(
        ValidationProblem(
          .error, "spacing", "'1e+300' is out of range: lengths are at most 10000 pt")))
    // The limit itself is accepted.
    let edge = ButtonSpec(
      titleSize: Size(width: 10_000, height: 18), spacing: 10_000,
      padding: EdgeInsets(top: 10_000, left: 0, bottom: 0, right: 0))
    #expect(edge.validate().filter { $0.severity == .error }.isEmpty)
  }

  @Test func aButtonWithoutTitleAndImageIsAnError() {
    let problems = ButtonSpec().validate()
    #expect(problems.map(\.severity) == [.error])
    // The fields are mentioned, not spelled: each front end renders them (`--title`, `title`).
    #expect(problems[0].message.contains(ButtonField.title.mention()))
    #expect(problems[0].message.contains(ButtonField(rawValue: "image").mention()))
    #expect(!problems[0].message.contains("--"))
    // An app reads them by their field names.
    #expect(
      problems[0].description
        == "title: the button has neither a title nor an image; give title or image (a button needs one)"
    )
  }

  @Test func fontSizeRange() {
    #expect(InputLimits.fontSizeProblem(0) == "must be a positive number")
    #expect(InputLimits.fontSizeProblem(1000) == nil)
    #expect(InputLimits.fontSizeProblem(0.001) == nil)
    #expect(
      InputLimits.fontSizeProblem(1000.5) == "is out of range: font sizes are at most 1000 pt")
    #expect(InputLimits.lengthProblem(-10_000) == nil)
    #expect(
      InputLimits.lengthProblem(-10_001)
        == "is out of range: lengths are at most 10000 pt in magnitude")
  }

  @Test func onlyExistingIOSVersions() {
    for good in ["12", "12.5", "13.7", "14.5.1", "14.8", "15.8.5", "16.7.12", "18.7", "26", "26.1"]
    {
      #expect(IOSVersion(parsing: good) != nil, "\(good)")
    }
    for bad in ["2", "11.4", "99", "14.9", "19", "25.0", "27", "18.8", "18.7.20", "015", "1"] {
      #expect(IOSVersion(parsing: bad) == nil, "\(bad)")
    }
    #expect(IOSVersion.isWellFormed("99.1.1"))
    #expect(!IOSVersion.isWellFormed("15.4.x") && !IOSVersion.isWellFormed("+15"))
    // The patch level is kept, not dropped.
    #expect(IOSVersion(parsing: "14.5.1") == IOSVersion(14, 5, 1))
    #expect(IOSVersion(parsing: "14.5.1")?.description == "14.5.1")
    #expect(IOSVersion(parsing: "14.5.0")?.description == "14.5")
    #expect(IOSVersion(14, 5) < IOSVersion(14, 5, 1))
  }
}

/// The byte-level `IOSVersion.isWellFormed` and `IOSVersion(parsing:)` (every stored row's
/// version is parsed when it is read) decide as the rules on Characters do.
@Suite struct IOSVersionBytesTests {
  @Test func wellFormedAndParsingAgreeWithCharacters() {
    let pieces = [
      "0", "1", "2", "4", "5", "9", "12", "14", "26", ".", "..", "x", "+", "-", " ",
      "٣", "1\u{301}", "007", "1000", "\n",
    ]
    var rng = SplitMix64(seed: 24)
    var samples = [
      "", "14", "14.5", "14.5.1", "26.9.19", "26.10", "14.05", "0.1", "14.5.1.2", "12.",
    ]
    for _ in 0..<20000 {
      var text = ""
      for _ in 0..<Int.random(in: 1...6, using: &rng) { text += pieces.randomElement(using: &rng)! }
      samples.append(text)
    }
    for text in samples {
      #expect(
        IOSVersion.isWellFormed(text) == IOSVersion.isWellFormedByCharacters(text),
        "\(text.debugDescription)")
      let expected: IOSVersion? = {
        guard IOSVersion.isWellFormedByCharacters(text) else { return nil }
        let n = text.split(separator: ".").map { Int($0)! }
        let v = IOSVersion(n[0], n.count > 1 ? n[1] : 0, n.count > 2 ? n[2] : 0)
        guard let last = IOSVersion.lastMinor[v.major], v.minor <= last,
          v.patch <= IOSVersion.maximumPatch
        else { return nil }
        return v
      }()
      #expect(IOSVersion(parsing: text) == expected, "\(text.debugDescription)")
    }
  }
}
