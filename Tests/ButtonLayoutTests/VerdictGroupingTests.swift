import ButtonTestSupport
import Testing

@testable import ButtonLayout

/// The verdict's groups on random variant sets, against what they are defined to be: per code
/// and severity, every variant and direction hit, in the order laid out; the worst instance,
/// the first of the largest magnitude; blocks that cover the hits exactly, each hit once.
@Suite struct VerdictGroupingTests {
  static let locales: [String?] = [nil, "en", "ar", "de", "pt-BR"]
  static let codes: [Diagnostic.Code] = [.smallHitTarget, .stateJump, .titleTruncated, .offCenter]

  static func variants(_ rng: inout SplitMix64) -> [VariantLayout] {
    let locales = Self.locales.filter { _ in rng.next() % 3 != 0 }
    let sizes = ContentSizeCategory.allCases.filter { _ in rng.next() % 4 != 0 }
    let states = ControlState.allCases.filter { _ in rng.next() % 2 == 0 }
    var result: [VariantLayout] = []
    for state in states.isEmpty ? [.normal] : states {
      for locale in locales.isEmpty ? [nil] : locales {
        for size in sizes.isEmpty ? [.large] : sizes {
          let directions: [LayoutDirection] =
            locale == "ar" ? [.rightToLeft] : [.leftToRight, .rightToLeft]
          for direction in directions {
            var diagnostics: [Diagnostic] = []
            for code in codes where rng.next() % 3 == 0 {
              let severity: Diagnostic.Severity = rng.next() % 2 == 0 ? .warning : .error
              let width = Double(rng.next() % 50)
              diagnostics.append(
                Diagnostic(
                  code, severity, "\(code.rawValue) \(width)×40",
                  [.init("width", width), .init("height", 40)]))
            }
            let frame = Rect(x: 0, y: 0, width: 10, height: 10)
            result.append(
              VariantLayout(
                key: VariantKey(locale: locale, contentSize: size, state: state),
                direction: direction, technique: .exact, fontSize: 17, titleSize: nil,
                frames: LayoutFrames(
                  contentRect: frame, imageFrame: nil, titleFrame: nil,
                  intrinsicContentSize: Size(width: 10, height: 10)),
                bounds: Size(width: 10, height: 10), gap: nil, diagnostics: diagnostics))
          }
        }
      }
    }
    return result
  }

  @Test func groupsAreTheirDefinition() {
    var rng = SplitMix64(seed: 29)
    var compared = 0
    for _ in 0..<300 {
      let variants = Self.variants(&rng)
      let verdict = ButtonVerdict(technique: .exact, layouts: [], variants: variants)
      let laidOut = Set(variants.map { FindingHit(key: $0.key, direction: $0.direction) })
      var expected: [GroupBuilder.GroupKey: (hits: [FindingHit], worst: Diagnostic)] = [:]
      for v in variants {
        for d in v.diagnostics {
          let key = GroupBuilder.GroupKey(code: d.code, severity: d.severity)
          let hit = FindingHit(key: v.key, direction: v.direction)
          if var entry = expected[key] {
            if entry.hits.last != hit { entry.hits.append(hit) }
            if GroupBuilder.magnitude(d) > GroupBuilder.magnitude(entry.worst) { entry.worst = d }
            expected[key] = entry
          } else {
            expected[key] = ([hit], d)
          }
        }
      }
      #expect(verdict.groups.count == expected.count)
      for group in verdict.groups {
        let entry = expected[GroupBuilder.GroupKey(code: group.code, severity: group.severity)]
        #expect(group.hits == entry?.hits)
        #expect(group.worst == entry?.worst)
        // Exact blocks: each hit in one block, every combination of a block that is laid out
        // (a right-to-left locale is laid out RTL only) a hit.
        var covered: [FindingHit] = []
        for block in group.blocks {
          for locale in block.locales {
            for size in block.sizes {
              for state in block.states {
                for direction in block.directions {
                  let hit = FindingHit(
                    key: VariantKey(locale: locale, contentSize: size, state: state),
                    direction: direction)
                  if laidOut.contains(hit) { covered.append(hit) }
                }
              }
            }
          }
        }
        #expect(covered.count == Set(covered).count)
        #expect(Set(covered) == Set(group.hits))
        compared += 1
      }
    }
    #expect(compared > 500)
  }

  /// `GroupBuilder.magnitude` as it was written, looking each name up with `==`: the one-pass
  /// reading of the numbers must rank every finding the same.
  static func magnitudeByLookup(_ d: Diagnostic) -> Double {
    func value(_ name: String) -> Double? { d.numbers.first { $0.name == name }?.value }
    if d.code == .smallHitTarget, let w = value("width"), let h = value("height") {
      return -Swift.min(w, h)
    }
    if let w = value("width"), let m = value("maxWidth") { return w - m }
    if let a = value("actual"), let e = value("expected") { return Swift.abs(a - e) }
    if let n = value("needed"), let a = value("available") { return n - a }
    if let aw = value("actualWidth"), let ah = value("actualHeight"),
      let ew = value("expectedWidth"), let eh = value("expectedHeight")
    {
      return Swift.max(Swift.abs(aw - ew), Swift.abs(ah - eh))
    }
    return d.numbers.map { Swift.abs($0.value) }.max() ?? 0
  }

  @Test func magnitudeReadsTheNumbersAsLookingThemUpDid() {
    var rng = SplitMix64(seed: 44)
    let names = [
      "width", "height", "maxWidth", "actual", "expected", "needed", "available", "actualWidth",
      "actualHeight", "expectedWidth", "expectedHeight", "dx", "imageDx", "Width", "widt",
      "widthh", "wi\u{0301}dth", "",
    ]
    let values: [Double] = [0, -0.0, 1, -3.5, 44, 120.25, -7, .nan, .infinity, 1e300]
    for _ in 0..<20_000 {
      var numbers: [Diagnostic.Number] = []
      for _ in 0..<Int(rng.next() % 7) {
        numbers.append(
          .init(
            names[Int(rng.next() % UInt64(names.count))],
            values[Int(rng.next() % UInt64(values.count))]))
      }
      let code: Diagnostic.Code = rng.next() % 2 == 0 ? .smallHitTarget : .stateJump
      let d = Diagnostic(code, .warning, "m", numbers)
      let new = GroupBuilder.magnitude(d)
      let old = Self.magnitudeByLookup(d)
      #expect(new == old || (new.isNaN && old.isNaN), "\(numbers)")
    }
  }
}
