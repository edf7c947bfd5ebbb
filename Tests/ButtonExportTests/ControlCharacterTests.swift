import ButtonLayout
import Foundation
import Testing

@testable import ButtonExport

/// Control characters in any catalog text (names, titles, descriptions, tags, as an older
/// version or a hand-edited catalog may hold them) never break an export: generated Swift
/// type-checks, Objective-C compiles, SVG is well-formed XML, CSV reads back, Markdown keeps
/// its structure, and no output carries the raw characters.
@Suite struct ControlCharacterTests {
  /// Every C0 control, DEL, C1 controls, the line and paragraph separators, the bidi controls,
  /// and the characters each output gives a meaning to.
  static let alphabet: [Unicode.Scalar] =
    (0...0x1F).map { Unicode.Scalar($0)! } + [
      "\u{7F}", "\u{80}", "\u{85}", "\u{9B}", "\u{9F}", "\u{2028}", "\u{2029}", "\u{202A}",
      "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}",
      "\u{2069}", "\u{FEFF}", "\u{200B}", "\u{FFFE}", "\"", "\\", "/", "*", "<", ">", "&", "'",
      "`", "#", "|", "=", "-", "+", "@", "?", "%", "$", "{", "}", ";", ",", " ", "a", "Z", "0",
      "设", "🚀", "\u{301}", "\u{645}",
    ]

  static func hostile(_ g: inout SplitMix64, length: Int) -> String {
    var s = ""
    for _ in 0..<length { s.unicodeScalars.append(alphabet.randomElement(using: &g)!) }
    return s
  }

  /// Fixed attacks (a line break then code, in every field) and 24 random buttons.
  static let catalog: ExportCatalog = {
    var g = SplitMix64(seed: 12)
    var buttons: [ExportButton] = []
    let attacks = [
      "x\n#error(\"injected\")\n", "y\r#error injected\r", "z\u{2028}#error injected",
      "w\\", "v??/", "u*/ #error injected /*", "\u{202E}evil\u{202C}", "nul\u{0}cut",
    ]
    let spec = ButtonSpec(
      titleSize: Size(width: 30, height: 18), imageSize: Size(width: 16, height: 16),
      placement: .left, spacing: 4, direction: .both)
    let layouts = LayoutEngine.layouts(spec)
    // The spec has no given insets: every technique but `insets`, as the catalog allows.
    let techniques = Technique.techniques(for: spec)
    for index in 0..<(attacks.count + 24) {
      let text = index < attacks.count ? attacks[index] : hostile(&g, length: 1 + index % 17)
      let name = index < attacks.count ? text : hostile(&g, length: 1 + index % 9)
      buttons.append(
        ExportButton(
          name: name + "#\(index)", description: text + "\n" + hostile(&g, length: 8),
          tags: [hostile(&g, length: 4), text], title: text,
          fontPath: hostile(&g, length: 5), imageName: hostile(&g, length: 5), spec: spec,
          technique: techniques[index % techniques.count], layouts: layouts))
    }
    return ExportCatalog(buttons: buttons)
  }()

  /// Control characters left in `text` (other than LF, and tab where `tab`), with the bidi
  /// controls where `bidi`.
  static func rawControls(_ text: String, tab: Bool = false, bidi: Bool = false) -> [String] {
    text.unicodeScalars.filter {
      (VisibleText.isControl($0) && $0 != "\n" && !(tab && $0 == "\t"))
        || (bidi && VisibleText.isBidiControl($0))
    }.map { String($0.value, radix: 16) }
  }

  static func python(_ script: String, _ arguments: [String]) throws -> ToolRunner.Result {
    let python =
      FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
      ? "/usr/bin/python3" : try ToolRunner.require("python3", install: "apt-get install python3")
    return try ToolRunner.run(python, ["-c", script] + arguments)
  }

  @Test func generatedSwiftTypechecks() throws {
    let styles = StyleIdentifier.unique(Self.catalog.buttons.map(\.name))
    let swift = renderer(for: .swift).renderSingleFile(Self.catalog)[0].contents
    let swiftUI = renderer(for: .swiftui).render(Self.catalog)[0].contents
    #expect(Self.rawControls(swift, bidi: true).isEmpty)
    #expect(Self.rawControls(swiftUI, bidi: true).isEmpty)
    let results =
      try SwiftTypecheckTests.typecheck(
        module: "UIKit",
        sources: [
          "ButtonStyles.swift": swift, "Usage.swift": SwiftTypecheckTests.uikitUsage(styles),
        ])
      + SwiftTypecheckTests.typecheck(
        module: "SwiftUI",
        sources: [
          "ButtonLabelStyles.swift": swiftUI,
          "Usage.swift": SwiftTypecheckTests.swiftUIUsage(styles),
        ])
    for result in results {
      #expect(result.status == 0, "generated Swift does not type-check:\n\(result.output)")
      #expect(!result.output.contains("warning:"), "warnings:\n\(result.output)")
    }
  }

  @Test func generatedObjCCompiles() throws {
    // Generated for the iOS 14 target it is compiled for.
    let files = renderer(for: .objc, options: Fixtures.target(14)).render(Self.catalog)
    for file in files {
      #expect(Self.rawControls(file.contents, bidi: true).isEmpty, "\(file.path)")
    }
    let result = try ObjCSyntaxTests.check(files, target: "arm64-apple-ios14.0", werror: true)
    #expect(result.status == 0, "generated Objective-C does not compile:\n\(result.output)")
  }

  @Test func svgIsWellFormedXML() throws {
    let temp = try TemporaryDirectory()
    let files = renderer(for: .svg).render(Self.catalog)
    #expect(files.count == Self.catalog.buttons.count)
    var paths: [String] = []
    for file in files {
      #expect(Self.rawControls(file.contents).isEmpty, "\(file.path)")
      paths.append(try temp.write(file.path, file.contents))
    }
    let html = renderer(for: .html).render(Self.catalog)[0].contents
    #expect(Self.rawControls(html, tab: true).isEmpty)
    let result = try Self.python(
      """
      import sys, xml.etree.ElementTree as ET
      for path in sys.argv[1:]:
          root = ET.parse(path).getroot()
          assert root.tag.endswith("svg"), path
      print("ok", len(sys.argv) - 1)
      """, paths)
    #expect(result.status == 0 && result.output == "ok \(files.count)\n", "\(result.output)")
    // The page keeps its structure for an HTML parser.
    let page = try temp.write("buttons.html", html)
    let parsed = try Self.python(
      """
      import sys
      from html.parser import HTMLParser
      class Count(HTMLParser):
          counts = {}
          def handle_starttag(self, tag, attrs):
              if tag != "section" or ("class", "button") in attrs:
                  self.counts[tag] = self.counts.get(tag, 0) + 1
      parser = Count()
      parser.feed(open(sys.argv[1], encoding="utf-8").read())
      print(parser.counts.get("section", 0), parser.counts.get("h2", 0), parser.counts.get("script", 0))
      """, [page])
    let n = Self.catalog.buttons.count
    // One section and one heading per button, plus the overview's and the legend's headings.
    #expect(parsed.status == 0 && parsed.output == "\(n) \(n + 2) 1\n", "\(parsed.output)")
  }

  /// Both CSV forms read back with Python's csv module: a row per button (the default) or per
  /// button, technique and direction (`csvLayouts`), every name intact.
  @Test(arguments: [false, true])
  func csvReadsBackCellForCell(layouts: Bool) throws {
    var options = ExportOptions()
    options.csvLayouts = layouts
    let text = renderer(for: .csv, options: options).render(Self.catalog)[0].contents
    let temp = try TemporaryDirectory()
    let path = try temp.write("buttons.csv", text)
    let result = try Self.python(
      """
      import csv, json, sys
      with open(sys.argv[1], newline="", encoding="utf-8") as f:
          print(json.dumps(list(csv.reader(f))))
      """, [path])
    try #require(result.status == 0, "\(result.output)")
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String]])
    let expected =
      layouts
      ? Self.catalog.buttons.flatMap { button in button.layouts.map { _ in button } }
      : Self.catalog.buttons
    let header = layouts ? CSVRenderer.layoutsHeader : CSVRenderer.header
    try #require(rows.count == expected.count + 1)
    #expect(rows[0] == header)
    for (row, button) in zip(rows.dropFirst(), expected) {
      #expect(row.count == header.count)
      let name = VisibleText.visible(button.name) { $0 == "\t" || $0 == "\n" || $0 == "\r" }
      let formula = name.unicodeScalars.first.map { CSVField.formulaStarts.contains($0) } ?? false
      #expect(row[0] == (formula ? "'" : "") + name)
      #expect(Self.rawControls(row.joined(), tab: true).filter { $0 != "d" }.isEmpty)
    }
  }

  @Test(arguments: [false, true])
  func markdownKeepsItsStructure(allTechniques: Bool) {
    var options = ExportOptions()
    options.allTechniques = allTechniques
    let page = renderer(for: .markdown, options: options).render(Self.catalog)[0].contents
    #expect(Self.rawControls(page).isEmpty)
    var headings = 0
    for line in page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      switch MarkdownTests.blockKind(line) {
      case "heading": headings += 1
      case "list item": #expect(line.hasPrefix("- **") || line.hasPrefix("- `"), "\(line)")
      case "table row", "blank", "paragraph": break
      case let kind: Issue.record("\(kind): \(line)")
      }
    }
    // The title and the contents, then per button its name, Set, Frames and Diagnostics, and
    // with every technique a heading for the others and one per other technique (none of these
    // buttons has given insets: no `insets`).
    let others = allTechniques ? Technique.techniques(for: Self.catalog.buttons[0].spec).count : 0
    #expect(headings == 2 + Self.catalog.buttons.count * (4 + others))
  }

  @Test func visibleTextEscapesEveryControl() {
    #expect(
      VisibleText.visible("a\u{0}b\u{1B}c\u{7F}d\u{85}e\u{2028}")
        == "a\\u{0}b\\u{1B}c\\u{7F}d\\u{85}e\\u{2028}")
    #expect(VisibleText.visible("\u{202E}x", bidi: false) == "\u{202E}x")
    #expect(VisibleText.visible("\u{202E}x", bidi: true) == "\\u{202E}x")
    #expect(VisibleText.visible("a\nb", keep: { $0 == "\n" }) == "a\nb")
    #expect(CodeComment.inline("x\n#error") == "x\\u{A}#error")
    #expect(CodeComment.inline("a\\") == "a\\.")
    #expect(CodeComment.lines("a\u{0}\nb??/ c??=") == ["a\\u{0}", "b?\\?/ c?\\?="])
    #expect(CodeComment.quoted("a??/") == "\"a?\\?/\"")
    #expect(CodeComment.quoted("t\u{0}\u{85}\u{202E}") == "\"t\\u0000\\u{85}\\u{202E}\"")
    #expect(Markup.escape("<\u{0}\u{1F}\t\u{FFFE}") == "&lt;\\u{0}\\u{1F}\t\u{FFFD}")
  }
}
