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
}
