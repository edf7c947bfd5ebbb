import ButtonLayout
import ButtonTestSupport
import Testing

@testable import ButtonJSON

/// The stored row's table of distinct diagnostics refers to each diagnostic by the index of the
/// first one `==` to it, as a linear search would, however full it gets.
@Suite struct DiagnosticTableTests {
  @Test func referencesAreTheFirstEqualDiagnostic() {
    var rng = SplitMix64(seed: 3)
    let codes = Diagnostic.Code.allCases
    let severities = Diagnostic.Severity.allCases
    let messages = ["caf\u{E9}", "cafe\u{301}", "the button is 105×40 pt", "", "a"]
    for capacity in [0, 4, 240] {
      var table = VariantJSON.DiagnosticTable(capacity: capacity)
      var seen: [Diagnostic] = []
      for _ in 0..<3_000 {
        let d = Diagnostic(
          codes[Int(rng.next() % 4)], severities[Int(rng.next() % 2)],
          messages[Int(rng.next() % UInt64(messages.count))],
          (0..<Int(rng.next() % 3)).map { _ in
            .init(rng.next() % 2 == 0 ? "width" : "height", Double(rng.next() % 40) / 3)
          })
        let expected = seen.firstIndex(of: d) ?? seen.count
        if expected == seen.count { seen.append(d) }
        #expect(table.reference(d) == expected)
      }
      #expect(table.distinct == seen)
      #expect(seen.count > 100)
    }
  }
}
