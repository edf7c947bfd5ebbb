import ButtonExport
import ButtonLayout
import Foundation
import Testing

/// Every number the Swift and Objective-C renderers print is a valid literal
/// of both languages (never `1000000000000000.0.0 / 3.0`), for random values in the accepted
/// range and for any finite double a hand-edited catalog could hold.
@Suite struct CodeLiteralTests {
  /// A decimal literal (optionally signed, with a fraction and an exponent), or the division of
  /// an integer-valued literal by another, as `ExportNumber.code` promises.
  static let grammar = try! NSRegularExpression(
    pattern:
      #"^-?(0|[1-9][0-9]*)(\.[0-9]+)?(e[+-]?[0-9]+)?$|^-?(0|[1-9][0-9]*)\.0 / [1-9][0-9]*\.0$"#)

  static func matches(_ literal: String) -> Bool {
    grammar.firstMatch(
      in: literal, range: NSRange(literal.startIndex..., in: literal)) != nil
  }

  /// The value a compiler gives the literal (`strtod` rounds as both compilers do).
  static func value(_ literal: String) -> Double? {
    let parts = literal.components(separatedBy: " / ")
    guard let first = Double(parts[0]) else { return nil }
    guard parts.count == 2 else { return first }
    return Double(parts[1]).map { first / $0 }
  }

  /// Values in the accepted range (|x| ≤ 10,000 pt): on the grids of scales 1, 2 and 3, and
  /// anywhere, tiny and subnormal included; then any finite double.
  static func samples(seed: UInt64) -> (inRange: [Double], any: [Double]) {
    var rng = SplitMix64(seed: seed)
    var inRange: [Double] = [0, -0.0, 10_000, -10_000, .leastNonzeroMagnitude, 1e-5, 52.0 / 3]
    for _ in 0..<5000 {
      let grid = [1.0, 2, 3, 4, 6, 8, 12].randomElement(using: &rng)!
      inRange.append(Double(Int.random(in: -120_000...120_000, using: &rng)) / grid)
      inRange.append(Double.random(in: -10_000...10_000, using: &rng))
      inRange.append(Double.random(in: -1...1, using: &rng) * 1e-300)
    }
    var any: [Double] = [
      1e15 + 1.0 / 3, 1e15, 3e15 / 3, 0x1p53, 1e16, 1e300, -1e300, .greatestFiniteMagnitude,
      999_999_999_999_999.0 / 3,
    ]
    while any.count < 5000 {
      let value = Double(bitPattern: UInt64.random(in: .min ... .max, using: &rng))
      if value.isFinite { any.append(value) }
    }
    return (inRange, any)
  }

  @Test func everyLiteralMatchesTheGrammarAndTheValue() {
    let (inRange, any) = Self.samples(seed: 6)
    for v in inRange + any {
      let literal = ExportNumber.code(v)
      #expect(Self.matches(literal), "\(v) → \(literal)")
      guard let read = Self.value(literal) else {
        Issue.record("\(v) → \(literal) does not read back")
        continue
      }
      // Exact, or snapped to a simple fraction within the engine's tolerance.
      #expect(
        read == v || Swift.abs(read - v) < 1e-9 || Swift.abs(read - v) <= Swift.abs(v) * 1e-15,
        "\(v) → \(literal) reads \(read)")
    }
    #expect(ExportNumber.code(1e15 + 1.0 / 3) != "1000000000000000.0.0 / 3.0")
    #expect(ExportNumber.code(1e16) == "1e+16")
    #expect(ExportNumber.code(52.0 / 3) == "52.0 / 3.0")
  }

  /// The grammar is not the last word: both compilers read a file of these literals.
  @Test func swiftcAndClangAcceptTheLiterals() throws {
    let (inRange, any) = Self.samples(seed: 7)
    let values =
      Array(inRange.prefix(400)) + Array(any.prefix(200)) + [
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e16,
        1e15 + 1.0 / 3,
      ]
    let literals = values.map(ExportNumber.code)
    let temp = try TemporaryDirectory()
    var swift = "let values: [Double] = [\n"
    var c = "static const double values[] = {\n"
    for literal in literals {
      swift += "  \(literal),\n"
      c += "  \(literal),\n"
    }
    swift += "]\n"
    c += "};\ndouble first(void) { return values[0]; }\n"
    let swiftc = try ToolRunner.require("swiftc", install: "install the Swift toolchain")
    let swiftResult = try ToolRunner.run(
      swiftc, ["-typecheck", try temp.write("Literals.swift", swift)])
    #expect(swiftResult.status == 0, "swiftc refuses a literal:\n\(swiftResult.output)")
    let clang = try ToolRunner.require(
      "clang", install: "install the Swift toolchain (it ships clang)")
    for language in ["c", "objective-c"] {
      let result = try ToolRunner.run(
        clang,
        [
          "-fsyntax-only", "-x", language, "-nostdinc", "-Werror", "-Wall", "-Wextra",
          try temp.write("literals.c", c),
        ])
      #expect(result.status == 0, "clang (\(language)) refuses a literal:\n\(result.output)")
    }
  }

  /// The check has teeth: the literal the issue quotes fails both the grammar and the compiler.
  @Test func theQuotedLiteralFails() throws {
    #expect(!Self.matches("1000000000000000.0.0 / 3.0"))
    #expect(!Self.matches("1e+16.0 / 3.0"))
    let temp = try TemporaryDirectory()
    let swiftc = try ToolRunner.require("swiftc", install: "install the Swift toolchain")
    let result = try ToolRunner.run(
      swiftc,
      ["-typecheck", try temp.write("Bad.swift", "let v: Double = 1000000000000000.0.0 / 3.0\n")])
    #expect(result.status != 0)
  }

  /// Text for people and data are total too.
  @Test func textAndDataAreTotal() {
    let (inRange, any) = Self.samples(seed: 8)
    for v in inRange + any {
      #expect(Double(ExportNumber.data(v)) == v, "\(v)")
      #expect(Double(ExportNumber.text(v)) != nil, "\(v)")
    }
  }
}
