import Foundation
import Testing

/// Issue 12, item 30: every document the help, the README, the exports and the code cite is a
/// file of the repository, and no text names the layout model's old, outside file or the
/// recipes by sample numbers a user never saw.
@Suite struct DocReferenceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `docs/….md` paths and upper-case `NAME.md` documents (README.md, BENCHMARKS.md…).
  static var reference: Regex<(Substring, path: Substring, section: Substring?)> {
    #/(?<path>docs/[A-Za-z0-9_.-]+\.md|\b[A-Z][A-Z0-9_]*\.md)(?: section (?<section>\d+))?/#
  }
  /// Words that must not appear: the outside reference file, and recipes named by sample number.
  static var forbidden: [Regex<Substring>] { [#/LAYOUT_MODEL/#, #/(?i)\bseeds? \d{3}/#] }

  /// Problems with the references in `text` (named `label` in messages).
  static func problems(_ text: String, _ label: String) -> [String] {
    var problems: [String] = []
    for match in text.matches(of: reference) {
      let path = String(match.output.path)
      let url = root.appendingPathComponent(path)
      guard let contents = try? String(contentsOf: url, encoding: .utf8) else {
        problems.append("\(label): '\(path)' is not a file of the repository")
        continue
      }
      if let section = match.output.section, !contents.contains("\n## \(section). ") {
        problems.append("\(label): '\(path)' has no section \(section)")
      }
    }
    for pattern in forbidden {
      for match in text.matches(of: pattern) {
        problems.append("\(label): cites '\(text[match.range])'")
      }
    }
    return problems
  }

  @Test func helpAndExportsCiteOnlyDocumentsOfTheRepository() throws {
    let c = try CatalogFixture()
    var texts: [(String, String)] = []
    texts.append(("help", try c.run(["--help"]).stdout))
    for command in [
      "add", "set", "list", "show", "history", "rename", "rm", "recompute", "check", "export",
      "import", "layout", "simulate", "demo", "diff", "merge", "textconv",
    ] {
      let help = try c.run(["help", command])
      #expect(help.status == 0)
      texts.append(("help \(command)", help.stdout))
    }
    // A button of every technique, so every technique's comments are generated.
    for technique in ["exact", "configuration", "edge-insets", "content-insets", "layout-subviews"]
    {
      let add = try c.run([
        "add", "b/\(technique)", "--title-size", "40x18", "--image-size", "24x24",
        "--placement", "top", "--spacing", "4", "--technique", technique,
      ])
      #expect(add.status == 0)
    }
    texts.append(
      ("layout", try c.run(["layout", "--title-size", "40x18", "--image-size", "2x2"]).stdout))
    texts.append(("show", try c.run(["show", "b/layout-subviews"]).stdout))
    for format in ["json", "csv", "swift", "swiftui", "markdown", "html"] {
      let export = try c.run(["export", "--format", format])
      #expect(export.status == 0)
      texts.append(("export \(format)", export.stdout))
    }
    for (format, folder) in [("objc", "objc"), ("svg", "svg")] {
      #expect(
        try c.run(["export", "--format", format, "--output", c.path(folder) + "/"]).status == 0)
      for file in try FileManager.default.contentsOfDirectory(atPath: c.path(folder)) {
        texts.append(
          (
            "export \(format) \(file)",
            try String(contentsOfFile: c.path("\(folder)/\(file)"), encoding: .utf8)
          ))
      }
    }
    #expect(texts.contains { $0.1.contains("docs/layout-model.md") })
    let problems = texts.flatMap { Self.problems($0.1, $0.0) }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func readmeDocsAndCodeCiteOnlyDocumentsOfTheRepository() throws {
    var problems: [String] = []
    var files = ["README.md", "BENCHMARKS.md"]
    let manager = FileManager.default
    for folder in ["docs", "Sources", "Tests"] {
      guard let walker = manager.enumerator(atPath: Self.root.appendingPathComponent(folder).path)
      else { continue }
      for case let path as String in walker {
        guard [".swift", ".h", ".md", ".c"].contains(where: { path.hasSuffix($0) }),
          !path.contains("Golden/"), !path.hasSuffix("DocReferenceTests.swift")
        else { continue }
        files.append("\(folder)/\(path)")
      }
    }
    #expect(files.contains("docs/layout-model.md"))
    #expect(files.count > 100)
    for file in files {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
      problems += Self.problems(text, file)
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func checkerFindsBrokenReferences() {
    #expect(Self.problems("see docs/layout-model.md section 2", "t").isEmpty)
    #expect(
      Self.problems("see docs/layout-model.md section 9", "t") == [
        "t: 'docs/layout-model.md' has no section 9"
      ])
    #expect(
      Self.problems("see docs/missing.md", "t") == [
        "t: 'docs/missing.md' is not a file of the repository"
      ])
    #expect(Self.problems("the recipe of seeds 002/004", "t") == ["t: cites 'seeds 002'"])
    #expect(Self.problems("Seed 000's category", "t") == ["t: cites 'Seed 000'"])
    #expect(Self.problems("model of LAYOUT_" + "MODEL.md", "t").count == 2)
  }
}
