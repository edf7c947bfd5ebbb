import ButtonLayout
import Testing

@testable import ButtonExport

/// Markdown text from the catalog never adds structure to the handoff page.
@Suite struct MarkdownTests {
  /// The kind of block a line opens in CommonMark/GFM when it starts a paragraph or follows
  /// one (a small classifier of line starts: headings, rules, setext underlines, quotes, list
  /// items, fences, indented code, HTML blocks, table rows), or `paragraph`.
  static func blockKind(_ line: String) -> String {
    if line.trimmingCharacters(in: .whitespaces).isEmpty { return "blank" }
    if line.hasPrefix("\t") || line.hasPrefix("    ") { return "indented code" }
    let s = line.drop { $0 == " " }
    let chars = Array(s)
    func only(_ c: Character) -> Bool {
      let body = s.filter { $0 != " " && $0 != "\t" }
      return !body.isEmpty && body.allSatisfy { $0 == c }
    }
    if chars.first == "#" {
      let hashes = s.prefix { $0 == "#" }
      let rest = s.dropFirst(hashes.count)
      if hashes.count <= 6, rest.isEmpty || rest.first == " " || rest.first == "\t" {
        return "heading"
      }
    }
    for c: Character in ["-", "*", "_"] where only(c) && s.filter({ $0 == c }).count >= 3 {
      return "thematic break"
    }
    if only("=") || only("-") { return "setext underline" }
    if chars.first == ">" { return "block quote" }
    if let c = chars.first, "-+*".contains(c),
      chars.count == 1 || chars[1] == " " || chars[1] == "\t"
    {
      return "list item"
    }
    let digits = s.prefix { $0.isASCII && $0.isNumber }
    if !digits.isEmpty, digits.count <= 9 {
      let rest = Array(s.dropFirst(digits.count))
      if let m = rest.first, m == "." || m == ")", rest.count == 1 || rest[1] == " " {
        return "ordered list item"
      }
    }
    if s.hasPrefix("```") || s.hasPrefix("~~~") { return "fence" }
    if chars.first == "<" { return "html block" }
    if chars.first == "|" { return "table row" }
    return "paragraph"
  }

  static let hostileLines = [
    "# Injected heading", "###### six", "#", "---", "***", "___", "- - -", "===", "- item",
    "+ item", "* item", "1. item", "2) item", "123456789. item", "> quote", "```swift",
    "~~~", "    indented code", "\tindented code", "   # three spaces", "<script>alert(1)</script>",
    "<!-- comment -->", "| a | b |", "[ref]: http://evil.example", "plain text",
  ]

  @Test func everyHostileLineStaysParagraphText() {
    for line in Self.hostileLines {
      let escaped = MarkdownText.paragraph(line)
      #expect(!escaped.contains("\n"))
      #expect(Self.blockKind(escaped) == "paragraph", "\(line) → \(escaped)")
    }
    // Many lines at once: each line is escaped at its start, joined by hard line breaks.
    let text = Self.hostileLines.joined(separator: "\n")
    let lines = MarkdownText.paragraph(text).split(separator: "\n").map(String.init)
    #expect(lines.count == Self.hostileLines.count)
    for line in lines {
      #expect(Self.blockKind(line) == "paragraph", "\(line)")
    }
  }

  @Test func escapedTextIsExact() {
    #expect(MarkdownText.paragraph("# Injected heading") == "\\# Injected heading")
    #expect(MarkdownText.paragraph("---") == "\\---")
    #expect(MarkdownText.paragraph("    code") == "&#32;&#32;&#32;&#32;code")
    #expect(MarkdownText.paragraph("1. one") == "1\\. one")
    #expect(MarkdownText.paragraph("> quote") == "\\> quote")
    #expect(MarkdownText.paragraph("a\n===") == "a\\\n\\===")
    #expect(MarkdownText.paragraph("a\r\n- b  ") == "a\\\n\\- b")
    #expect(
      MarkdownText.paragraph("*x* `y` [z](u) <b> & |")
        == "\\*x\\* \\`y\\` \\[z\\](u) \\<b\\> \\& \\|")
    #expect(MarkdownText.escape("a\nb\r\nc") == "a↵b↵c")
    #expect(MarkdownText.escape("nul\u{0}del\u{7F}") == "nul\\\\u{0}del\\\\u{7F}")
    #expect(MarkdownText.code("tabbar/home") == "`tabbar/home`")
    #expect(MarkdownText.code("a`b") == "a\\`b")
    // In a heading, a trailing ` #` would be a closing sequence: `#` is escaped everywhere.
    #expect(MarkdownText.code("a`b #") == "a\\`b \\#")
    #expect(MarkdownText.code("a\nb") == "`a\\u{A}b`")
  }

  /// A whole page: descriptions, titles, names and tags made of hostile lines add no heading,
  /// rule, quote, list, code block or HTML beyond the page's own.
  @Test func hostileButtonsAddNoStructure() {
    let buttons = Self.hostileLines.enumerated().map { index, line in
      ExportButton(
        name: index.isMultiple(of: 2) ? line : "b\(index)", description: line + "\n" + line,
        tags: [line], title: line, spec: ButtonSpec(titleSize: Size(width: 30, height: 18)),
        layouts: LayoutEngine.layouts(ButtonSpec(titleSize: Size(width: 30, height: 18))))
    }
    let page = MarkdownRenderer().render(ExportCatalog(buttons: buttons))[0].contents
    var headings = 0
    for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let kind = Self.blockKind(line)
      switch kind {
      case "heading":
        headings += 1
        #expect(
          line.hasPrefix("# Button styles") || line.hasPrefix("## ") || line.hasPrefix("### ")
            || line.hasPrefix("#### "))
      case "list item":
        #expect(line.hasPrefix("- **") || line.hasPrefix("- `"), "\(line)")
      case "table row":
        #expect(line.hasPrefix("| ") || line.hasPrefix("|"), "\(line)")
      case "blank", "paragraph": break
      default: Issue.record("\(kind): \(line)")
      }
    }
    // The page's own: its title and contents, and per button a name, Set, Frames and
    // Diagnostics (other techniques only when asked for).
    #expect(headings == 2 + buttons.count * 4)
  }
}
