import ButtonTestSupport
import Foundation
import Testing

/// Through the built binary: names with combining marks, and errors that name
/// what the user gave (the title and its font, the image and its file, a tab in a title).
@Suite struct NamesAndMessagesTests {
  /// Hindi (vowel signs and a virama) and `Ä` are names; the command line takes every name in
  /// Unicode's composed form (NFC), so `Ä` typed either way is one button. A document must
  /// hold the composed form: a decomposed name is refused with the spelling to use.
  @Test func namesWithCombiningMarks() throws {
    let c = try CatalogFixture()
    for name in ["हिन्दी", "\u{C4}", "cafe\u{301}/nai\u{308}ve", "tabbar/हिन्दी"] {
      let r = try c.run(["add", name, "--title-size", "40x18"])
      #expect(r.status == 0, "\(name): \(r.stderr)")
      #expect(try c.run(["show", name]).status == 0, "\(name)")
    }
    let decomposed = "A\u{308}"
    let before = c.digest()
    let twice = try c.run(["add", decomposed, "--title-size", "40x18"])
    #expect(twice.status == 65)
    #expect(twice.stderr == "Error: a button named '\u{C4}' already exists\n")
    #expect(c.digest() == before)
    let shown = try c.run(["show", decomposed])
    #expect(shown.status == 0 && shown.stdout.hasPrefix("\u{C4} "), "\(shown.stderr)")
    #expect(try c.run(["list", "\u{C4}*"]).stdout.contains("\u{C4}"))
    // Stored composed: `café/naïve` with precomposed é and ï.
    let list = try c.run(["list", "--format", "json"]).stdout
    #expect(list.contains("caf\u{E9}/na\u{EF}ve") && list.contains("हिन्दी"))
    #expect(!list.unicodeScalars.contains("\u{308}"))
    // A mark never starts a name or a group.
    for name in ["\u{308}a", "a/\u{94D}b"] {
      let refused = try c.run(["add", name, "--title-size", "4x4"])
      #expect(refused.status == 65, "\(name): \(refused.stderr)")
      #expect(refused.stderr.contains("names use letters, digits"), "\(refused.stderr)")
    }
    // A document holds names as they are: a decomposed one is refused, spelled composed.
    let d = try CatalogFixture()
    let path = try InputValidationTests.document(d) { $0["name"] = decomposed }
    let imported = try d.run(["import", path])
    #expect(imported.status == 65)
    #expect(
      imported.stderr
        == "Error: \(path): buttons[0].name: '\(decomposed)' is not in Unicode's composed form (NFC): write letters with marks precomposed, as '\u{C4}'\n"
    )
  }

  /// A tab in a title gets the one-line rule, with a font too (never "no glyph").
  @Test func aTabInATitleIsTheOneLineRule() throws {
    let c = try CatalogFixture()
    for sizing in [["--title-size", "40x18"], ["--font", SourceFileTests.dejaVu]] {
      let r = try c.run(["add", "x", "--title", "a\tb"] + sizing)
      #expect(r.status == 65)
      #expect(
        r.stderr
          == "Error: --title: the title has a tab (U+0009); neither line breaks nor tabs: give one line\n"
      )
    }
  }

  /// A measured size out of range is reported against `--title` and the font, or `--image` and
  /// its file, never against `--title-size`/`--image-size`, which the user did not give.
  @Test func measuredSizesOutOfRangeNameWhatMeasuredThem() throws {
    let c = try CatalogFixture()
    let title = String(repeating: "W", count: 2000)
    let font = SourceFileTests.dejaVu
    let r = try c.run(["add", "wide", "--title", title, "--font", font])
    #expect(r.status == 65)
    #expect(r.stderr.hasPrefix("Error: --title: the size measured with the font \(font): '"))
    #expect(r.stderr.contains("is out of range: lengths are at most 10000 pt"))
    #expect(!r.stderr.contains("--title-size"))
    let image = c.path("wide.png")
    try Data(ImageFixtures.png(width: 30_000, height: 10)).write(to: URL(fileURLWithPath: image))
    let i = try c.run(["add", "banner", "--image", image])
    #expect(i.status == 65)
    #expect(
      i.stderr
        == "Error: --image: the size measured from \(image): '30000x10' is out of range: lengths are at most 10000 pt\n"
    )
  }
}
