import ButtonStore
import Foundation
import Testing

/// Text from a hand-edited catalog (a name, a user, a change or a path holding ESC sequences,
/// BEL or U+0000, written with the sqlite3 shell) reaches `history`, `check`, `recompute` and
/// error messages shown as `list` and `show` show it: control characters as `\u{X}`, so no
/// catalog can drive the reader's terminal, end to end through the binary.
@Suite struct TerminalEscapeTests {
  /// The control characters of `text` other than line feeds, as `U+X` (none expected).
  static func controls(_ text: String) -> [String] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
        || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
    }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
  }

  /// A catalog with `ok` (two revisions, the second's user and changes hostile), a button
  /// renamed by hand to `b` ESC `[2J` (an invalid row), and `b3`, whose image file is a hostile
  /// path that does not exist.
  static func hostileCatalog() throws -> CatalogFixture {
    let c = try CatalogFixture()
    try #require(try c.run(["add", "ok", "--title", "OK", "--title-size", "20x18"]).status == 0)
    try #require(try c.run(["set", "ok", "--spacing", "3"]).status == 0)
    try SourceFileTests.png(width: 60, height: 60).write(
      to: URL(fileURLWithPath: c.path("icon@3x.png")))
    for name in ["b2", "b3"] {
      try #require(
        try c.run(["add", name, "--title", "B", "--title-size", "20x18", "--image", "icon@3x.png"])
          .status == 0)
    }
    let db = try Database(path: c.database, mode: .readWrite)
    try db.execute(
      sql: """
        UPDATE revisions SET user = 'ev' || char(27) || '[31mil' || char(0) || 'x',
          changes = 'spacing: 0 → 3' || char(27) || ']0;owned' || char(7) || char(10)
            || char(13) || 'Error: forged' || char(8238)
          WHERE name = 'ok' AND revision = 2;
        UPDATE buttons SET name = 'b' || char(27) || '[2J' WHERE name = 'b2';
        UPDATE buttons SET image_path = 'gone' || char(27) || '[8m.png' WHERE name = 'b3';
        """)
    return c
  }

  @Test func historyShowsControlCharactersAsEscapes() throws {
    let c = try Self.hostileCatalog()
    let r = try c.run(["history", "ok"])
    #expect(r.status == 0, "\(r.stderr)")
    #expect(Self.controls(r.stdout).isEmpty, "\(Self.controls(r.stdout))")
    let lines = r.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.contains("  ev\\u{1B}[31mil\\u{0}x  set ok") }, "\(lines)")
    #expect(
      lines.contains(
        "    spacing: 0 → 3\\u{1B}]0;owned\\u{7}"),
      "\(lines)")
    #expect(lines.contains("    \\u{D}Error: forged\\u{202E}"), "\(lines)")
  }

  @Test func checkAndRecomputeShowControlCharactersAsEscapes() throws {
    let c = try Self.hostileCatalog()
    let check = try c.run(["check"])
    #expect(Self.controls(check.stdout + check.stderr).isEmpty, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains("b\\u{1B}[2J: invalid: name: "), "\(check.stdout)")
    #expect(check.stdout.contains("gone\\u{1B}[8m.png"), "\(check.stdout)")

    // Its image is gone: it cannot be re-measured.
    let recompute = try c.run(["recompute", "b3"])
    #expect(recompute.status == 1, "\(recompute.stderr)")
    #expect(
      Self.controls(recompute.stdout + recompute.stderr).isEmpty,
      "\(recompute.stdout)\(recompute.stderr)")
    #expect(recompute.stderr.contains("gone\\u{1B}[8m.png"), "\(recompute.stderr)")

    // The invalid row is refused, its name shown as text.
    let all = try c.run(["recompute", "--all"])
    #expect(all.status == 1, "\(all.stderr)")
    #expect(Self.controls(all.stdout + all.stderr).isEmpty, "\(all.stdout)\(all.stderr)")
    #expect(all.stderr.contains("'b\\u{1B}[2J'"), "\(all.stderr)")
  }

  /// Error messages quote catalog text (a suggested name) and values as typed (a path).
  @Test func errorMessagesShowControlCharactersAsEscapes() throws {
    let c = try Self.hostileCatalog()
    let show = try c.run(["show", "b\u{1B}[2X"])
    #expect(show.status == 65)
    #expect(
      show.stderr
        == "Error: no button named 'b\\u{1B}[2X' in the catalog; did you mean 'b\\u{1B}[2J'?\n")

    let image = try c.run(["add", "x", "--title-size", "4x4", "--image", "a\u{1B}[31m.png"])
    #expect(image.status == 65)
    #expect(Self.controls(image.stderr).isEmpty, "\(image.stderr)")
    #expect(image.stderr.contains("a\\u{1B}[31m.png"), "\(image.stderr)")
  }
}
