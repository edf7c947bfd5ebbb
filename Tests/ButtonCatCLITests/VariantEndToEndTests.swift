import Foundation
import Testing

/// Variants end to end, through the command line: the variant inputs, the planner, storage and
/// every output agree on where a button breaks.
@Suite struct VariantEndToEndTests {
  static let add = [
    "add", "tab", "--font", "Brand.ttf", "--font-size", "10", "--image-size", "24x24",
    "--placement", "top", "--spacing", "4", "--text-style", "caption1", "--strings",
    "L.xcstrings", "--title-key", "home", "--max-width", "78", "--max-content-size", "AX2",
  ]

  /// The first content size (in category order) at which a locale's variant has an error, as
  /// the stored JSON variants say.
  static func firstFailing(_ variants: [[String: Any]], _ locale: String) -> String? {
    let order = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    let failing = variants.filter { v in
      v["locale"] as? String == locale
        && ((v["diagnostics"] as? [[String: Any]]) ?? []).contains {
          $0["severity"] as? String == "error"
        }
    }.compactMap { $0["contentSize"] as? String }
    return order.first { failing.contains($0) }
  }

  @Test func showCheckListAndJSONAgreeWhereTheButtonBreaks() throws {
    let c = try VariantInputTests.fixture()
    let added = try c.run(Self.add)
    #expect(added.status == 0, "\(added.stderr)")

    let json = try VariantInputTests.json(try c.run(["show", "tab", "--format", "json"]).stdout)
    let variants = try #require(json["variants"] as? [[String: Any]])
    // en, ar, de (the file's locales with a value) at 12 sizes, one state, one direction each.
    #expect(variants.count == 36)
    #expect(Set(variants.compactMap { $0["locale"] as? String }) == ["en", "ar", "de"])
    #expect(
      variants.filter { $0["locale"] as? String == "ar" }.allSatisfy {
        $0["direction"] as? String == "rtl"
      })
    // Each variant's width, measured independently of the verdict: the intrinsic width
    // against the container's 78 pt.
    for v in variants {
      let frames = try #require(v["frames"] as? [String: Any])
      let intrinsic = try #require(frames["intrinsicContentSize"] as? [String: Any])
      let width = try #require((intrinsic["width"] as? NSNumber)?.doubleValue)
      let codes = ((v["diagnostics"] as? [[String: Any]]) ?? []).compactMap {
        $0["code"] as? String
      }
      #expect(codes.contains("exceeds-max-width") == (width > 78.2), "\(v)")
    }
    let germanFails = try #require(Self.firstFailing(variants, "de"))
    #expect(Self.firstFailing(variants, "en") == nil)

    // The matrix: the German column's first ✗ is at that size, none before.
    let show = try c.run(["show", "tab"])
    #expect(show.status == 0)
    let rows = show.stdout.split(separator: "\n").map(String.init)
    let header = try #require(rows.first { $0.hasPrefix("  normal") })
    let columns = header.split(separator: " ").map(String.init).filter { $0 != "(RTL)" }
    let de = try #require(columns.firstIndex(of: "de"))
    var firstCross: String?
    for row in rows where row.hasPrefix("  ") {
      let cells = row.split(separator: " ").map(String.init)
      guard let size = cells.first,
        ["xS", "S", "M", "L", "xL", "xxL", "xxxL"].contains(size)
          || size.hasPrefix("AX")
      else { continue }
      // Each cell is a mark and a width: the German mark is at 1 + 2 × (its column - 1).
      let at = 1 + 2 * (de - 1)
      try #require(cells.count > at, "\(row)")
      let mark = cells[at]
      if mark == "✗", firstCross == nil { firstCross = size }
    }
    #expect(firstCross == germanFails)

    // check: the button's verdict, then each finding once with the variants it hits; exit 1.
    let check = try c.run(["check"])
    #expect(check.status == 1)
    let lines = check.stdout.split(separator: "\n").map(String.init)
    let finding = try #require(lines.first { $0.hasPrefix("  ✗ exceeds-max-width (error) in ") })
    #expect(finding.hasSuffix(": de at \(germanFails)–AX5"), "\(check.stdout)")
    #expect(lines.first?.hasPrefix("tab: error: exact ✗ ") == true, "\(check.stdout)")
    let list = try c.run(["list"])
    #expect(list.stdout.contains(" error "), "\(list.stdout)")

    // The variant in full.
    let one = try c.run(["show", "tab", "--variant", "de,\(germanFails)"])
    #expect(one.status == 0, "\(one.stderr)")
    #expect(one.stdout.contains("error exceeds-max-width"))

    // Room for every title: nothing fails any more.
    let set = try c.run(["set", "tab", "--max-width", "400"])
    #expect(set.status == 0, "\(set.stderr)")
    #expect(try c.run(["check"]).status == 0)
  }
}
