import Foundation
import Testing

/// Issue 29, items 4 and 5 for git: inputs-only documents (`export --inputs-only`, the
/// `inputs-only` setting, `import` computing the layouts), a conflict marking only the input
/// lines that differ, `diff` and `merge` walking sorted documents one button at a time with
/// the same bytes as the whole documents give (an unsorted document is compared whole), and
/// the README's git setup with real git: the merge driver, a conflict, and hunk headers that
/// name the button (`xfuncname`) for the document and through `textconv`.
@Suite struct InputsOnlyGitTests {
  static let buttons: [[String]] = [
    [
      "add", "tabbar/home", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
      "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--tag", "tabbar",
    ],
    [
      "add", "share", "--title", "Share", "--title-width", "40", "--image-size", "20x20",
      "--placement", "right", "--spacing", "8", "--padding", "8,12,8,12", "--direction", "both",
    ],
    ["add", "button2", "--image-size", "20x20"],
    ["add", "button10", "--image-size", "30x30", "--placement", "left"],
  ]

  static func catalog() throws -> CatalogFixture {
    let c = try CatalogFixture()
    for arguments in buttons { try run(c, arguments) }
    return c
  }

  @discardableResult
  static func run(_ c: CatalogFixture, _ arguments: [String], status: Int32 = 0) throws
    -> BinaryRunner.Result
  {
    let r = try c.run(arguments)
    #expect(r.status == status, "\(arguments): \(r.stderr)")
    return r
  }

  static func text(_ c: CatalogFixture, _ name: String) throws -> String {
    try String(contentsOfFile: c.path(name), encoding: .utf8)
  }

  /// The document with its buttons in reverse order (one per line, as a hand edit might leave
  /// them): valid, not sorted.
  static func reversed(_ c: CatalogFixture, _ name: String, to target: String) throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(try text(c, name).utf8)) as? [String: Any])
    var reordered = object
    reordered["buttons"] = Array((object["buttons"] as? [Any] ?? []).reversed())
    let data = try JSONSerialization.data(withJSONObject: reordered, options: [.sortedKeys])
    try data.write(to: URL(fileURLWithPath: c.path(target)))
  }

  @Test func inputsOnlyExportImportsBackAndTheSettingMakesItTheDefault() throws {
    let c = try Self.catalog()
    let full = try Self.run(c, ["export", "--format", "json"]).stdout
    let inputs = try Self.run(c, ["export", "--format", "json", "--inputs-only"]).stdout
    #expect(full.contains(#""layouts": ["#))
    #expect(!inputs.contains(#""layouts""#))
    #expect(inputs.contains("      \"spacing\": 8,\n"))
    // The last input of each button ends it, without a comma.
    #expect(!inputs.contains(",\n    }"))
    try inputs.write(toFile: c.path("inputs.json"), atomically: true, encoding: .utf8)
    // import computes the layouts: the same catalog, the same full document.
    let other = try CatalogFixture()
    let imported = try other.run(["import", c.path("inputs.json")])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(try other.run(["export", "--format", "json"]).stdout == full)
    #expect(try other.run(["check"]).status == c.run(["check"]).status)

    // The setting: inputs only by default, --with-layouts for one run; the document says so.
    try Self.run(c, ["settings", "inputs-only", "true"])
    let byDefault = try Self.run(c, ["export", "--format", "json"]).stdout
    #expect(!byDefault.contains(#""layouts""#))
    #expect(byDefault.hasSuffix("  ],\n  \"settings\": {\n    \"inputsOnly\": true\n  }\n}\n"))
    let withLayouts = try Self.run(c, ["export", "--format", "json", "--with-layouts"]).stdout
    #expect(withLayouts.contains(#""layouts": ["#))
    // textconv prints the catalog as export does: inputs only too.
    #expect(try Self.run(c, ["textconv", c.database]).stdout == byDefault)
    // An import of the document sets the setting in the new catalog.
    try byDefault.write(toFile: c.path("set.json"), atomically: true, encoding: .utf8)
    let third = try CatalogFixture()
    #expect(try third.run(["import", c.path("set.json")]).status == 0)
    #expect(try third.run(["settings", "inputs-only"]).stdout == "inputs-only  true\n")
  }

  @Test(arguments: [
    (
      ["--format", "csv", "--inputs-only"], "--inputs-only: only the json export takes it, not csv"
    ),
    (
      ["--format", "json", "--inputs-only", "--with-layouts"],
      "--inputs-only and --with-layouts cannot go together; give one"
    ),
    (["--format", "swift", "--with-layouts"], "--with-layouts: only the json export takes it"),
  ])
  func refusals(arguments: [String], message: String) throws {
    let c = try Self.catalog()
    let before = c.digest()
    let r = try c.run(["export"] + arguments + ["--output", "out.json"])
    #expect(r.status == 64)
    #expect(r.stderr.contains("Error: " + message), "\(r.stderr)")
    #expect(!FileManager.default.fileExists(atPath: c.path("out.json")))
    #expect(c.digest() == before)
  }

  /// base, ours (spacing 12, a padding), theirs (spacing 6, a title): inputs only.
  static func conflicting(inputsOnly: Bool = true) throws -> CatalogFixture {
    let c = try Self.catalog()
    let form = inputsOnly ? ["--inputs-only"] : []
    try Self.run(c, ["export", "--format", "json", "--output", "base.json"] + form)
    try Self.run(c, ["set", "share", "--spacing", "12", "--padding", "1,2,3,4"])
    try Self.run(c, ["export", "--format", "json", "--output", "ours.json"] + form)
    try Self.run(c, ["set", "share", "--spacing", "6", "--padding", "8,12,8,12", "--title", "Go"])
    try Self.run(c, ["set", "button2", "--spacing", "3"])
    try Self.run(c, ["export", "--format", "json", "--output", "theirs.json"] + form)
    return c
  }

  /// Only the spacing stands between markers: the padding (ours) and the title (theirs) are
  /// merged, the rest of the button stands once; keeping either side imports.
  @Test func aConflictMarksOnlyTheInputLinesThatDiffer() throws {
    let c = try Self.conflicting()
    let r = try c.run(["merge", "base.json", "ours.json", "theirs.json"])
    #expect(r.status == 1)
    #expect(
      r.stderr.hasPrefix(
        "conflict: 'share': changed in both: spacing (base 8, ours 12, theirs 6)\n"))
    let merged = try Self.text(c, "ours.json")
    #expect(
      merged.contains(
        """
              "placement": "right",
        <<<<<<< ours
              "spacing": 12,
        =======
              "spacing": 6,
        >>>>>>> theirs
              "padding": {"top":1,"left":2,"bottom":3,"right":4},

        """))
    #expect(merged.components(separatedBy: "<<<<<<<").count == 2)
    #expect(merged.contains(#""title": "Go","#))
    #expect(!merged.contains(#""layouts""#))
    for (keep, spacing) in [("ours", "12"), ("theirs", "6")] {
      let resolved = Self.resolve(merged, keeping: keep)
      try resolved.write(toFile: c.path("resolved.json"), atomically: true, encoding: .utf8)
      let other = try CatalogFixture()
      let imported = try other.run(["import", c.path("resolved.json")])
      #expect(imported.status == 0, "\(imported.stderr)")
      #expect(try other.run(["show", "share"]).stdout.contains("spacing"))
      let exported = try other.run(["export", "--format", "json", "--inputs-only"]).stdout
      #expect(exported.contains("\"spacing\": \(spacing),"))
      #expect(exported.contains(#""spacing": 3,"#))
    }
  }

  /// A mix: base with layouts, ours inputs only, theirs with layouts: the result takes ours's
  /// form; with layouts everywhere, the layouts stand in a block of their own.
  @Test func bothFormsMergeAndTheResultTakesOursForm() throws {
    let c = try Self.conflicting(inputsOnly: false)
    try FileManager.default.copyItem(atPath: c.path("ours.json"), toPath: c.path("ours-full.json"))
    // Ours inputs only: the merged document is too.
    let inputs = try Self.text(c, "ours.json")
    let stripped = try CatalogFixture()
    #expect(try stripped.run(["import", c.path("ours.json")]).status == 0)
    let oursInputs = try stripped.run(["export", "--format", "json", "--inputs-only"]).stdout
    #expect(oursInputs != inputs)
    try oursInputs.write(toFile: c.path("ours.json"), atomically: true, encoding: .utf8)
    #expect(try c.run(["merge", "base.json", "ours.json", "theirs.json"]).status == 1)
    let mixed = try Self.text(c, "ours.json")
    #expect(!mixed.contains(#""layouts""#))
    #expect(mixed.components(separatedBy: "<<<<<<<").count == 2)
    // Every side with layouts: the spacing, then the layouts, each in its own block.
    #expect(try c.run(["merge", "base.json", "ours-full.json", "theirs.json"]).status == 1)
    let full = try Self.text(c, "ours-full.json")
    #expect(full.components(separatedBy: "<<<<<<<").count == 3)
    #expect(full.contains("=======\n      \"spacing\": 6,\n>>>>>>> theirs\n"))
  }

  /// `diff` and `merge` of sorted documents (walked in step) give the bytes the same documents
  /// unsorted give (read whole, as a hand-edited document is): an unsorted document works.
  @Test func walkingSortedDocumentsGivesWhatTheWholeDocumentsGive() throws {
    let c = try Self.conflicting(inputsOnly: false)
    try Self.run(c, ["rm", "button10"])
    try Self.run(c, ["add", "button1", "--title", "One", "--title-width", "30"])
    try Self.run(c, ["export", "--format", "json", "--output", "other.json"])
    for name in ["base.json", "ours.json", "theirs.json", "other.json"] {
      try Self.reversed(c, name, to: "unsorted-" + name)
    }
    for (a, b) in [
      ("base.json", "other.json"), ("ours.json", "theirs.json"), ("base.json", "base.json"),
    ] {
      for format in ["text", "markdown", "json"] {
        let walked = try c.run(["diff", a, b, "--format", format])
        let whole = try c.run(["diff", "unsorted-" + a, "unsorted-" + b, "--format", format])
        #expect(walked.status == whole.status && walked.stderr == whole.stderr)
        #expect(walked.stdout == whole.stdout, "\(a) \(b) \(format)")
        #expect(walked.status == (a == b ? 0 : 1))
      }
    }
    // Clean merges (theirs adds and removes buttons) and conflicting ones, each both ways.
    for (ours, theirs, status) in [
      ("base.json", "other.json", Int32(0)), ("theirs.json", "other.json", 0),
      ("ours.json", "theirs.json", 1), ("ours.json", "other.json", 1),
    ] {
      try FileManager.default.copyItem(atPath: c.path(ours), toPath: c.path("walked.json"))
      try FileManager.default.copyItem(
        atPath: c.path("unsorted-" + ours), toPath: c.path("whole.json"))
      let walked = try c.run(["merge", "base.json", "walked.json", theirs])
      let whole = try c.run(["merge", "unsorted-base.json", "whole.json", "unsorted-" + theirs])
      #expect(walked.status == status && whole.status == status, "\(walked.stderr)")
      #expect(
        walked.stderr == whole.stderr.replacingOccurrences(of: "whole.json", with: "walked.json"))
      #expect(try Self.text(c, "walked.json") == Self.text(c, "whole.json"))
      try FileManager.default.removeItem(atPath: c.path("walked.json"))
      try FileManager.default.removeItem(atPath: c.path("whole.json"))
    }
  }

  /// Keeps one side of every conflict block.
  static func resolve(_ text: String, keeping side: String) -> String {
    var out: [Substring] = []
    var state = 0
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("<<<<<<<") {
        state = 1
      } else if line == "=======" {
        state = 2
      } else if line.hasPrefix(">>>>>>>") {
        state = 0
      } else if state == 0 || (state == 1 && side == "ours") || (state == 2 && side == "theirs") {
        out.append(line)
      }
    }
    return out.joined(separator: "\n")
  }

  /// The README's setup with real git: inputs-only documents, the merge driver merges two
  /// branches and marks a conflict's input lines, and hunk headers name the button in
  /// `git diff` of the document and of a committed catalog (textconv).
  @Test func theReadmesGitSetupWithInputsOnlyDocuments() throws {
    typealias R = GitWorkflowTests.Repository
    let repo = try R()
    try repo.git(["init", "-q", "-b", "main"])
    for line in GitWorkflowTests.configuration { try repo.git(line) }
    try repo.git(["config", "diff.buttoncat-sqlite.xfuncname", #"^      "name": ".*",$"#])
    try GitWorkflowTests.attributes.write(
      toFile: repo.c.path(".gitattributes"), atomically: true, encoding: .utf8)
    try "buttons.sqlite*\n".write(
      toFile: repo.c.path(".gitignore"), atomically: true, encoding: .utf8)
    for arguments in Self.buttons { try repo.buttoncat(arguments) }
    try repo.buttoncat(["settings", "inputs-only", "true"])
    try repo.buttoncat(["export", "--format", "json", "--output", "buttons.json"])
    #expect(try !repo.document().contains(#""layouts""#))
    try repo.git(["add", ".gitattributes", ".gitignore", "buttons.json"])
    try repo.git(["commit", "-q", "-m", "catalog"])

    // A change is one line in the document, its hunk named after the button.
    try repo.buttoncat(["set", "share", "--padding", "12,12,12,12"])
    try repo.buttoncat(["export", "--format", "json", "--output", "buttons.json"])
    let hunk = try repo.git(["diff", "buttons.json"]).stdout
    #expect(hunk.contains(#"@@       "name": "share","#), "\(hunk)")
    #expect(hunk.split(separator: "\n").filter { $0.hasPrefix("+ ") }.count == 1, "\(hunk)")
    try repo.git(["commit", "-q", "-am", "share padding"])

    // Two branches change one button: a clean merge of different inputs, a conflict of one.
    try repo.git(["checkout", "-q", "-b", "left"])
    try repo.change(["set", "share", "--spacing", "20", "--title", "Send"], message: "left")
    try repo.git(["checkout", "-q", "main"])
    try repo.rebuild()
    try repo.change(["set", "share", "--spacing", "30", "--placement", "left"], message: "right")
    let conflict = try repo.git(["merge", "--no-edit", "left"], expect: nil)
    #expect(conflict.status != 0)
    let marked = try repo.document()
    #expect(
      marked.contains(
        "<<<<<<< ours\n      \"spacing\": 30,\n=======\n      \"spacing\": 20,\n>>>>>>> theirs\n"),
      "\(marked)")
    #expect(marked.contains(#""title": "Send","#) && marked.contains(#""placement": "left","#))
    try Self.resolve(marked, keeping: "theirs").write(
      toFile: repo.c.path("buttons.json"), atomically: true, encoding: .utf8)
    try repo.rebuild()
    try repo.git(["commit", "-q", "-am", "merged"])

    // A committed catalog through textconv: the hunk names the button too.
    try FileManager.default.copyItem(atPath: repo.c.database, toPath: repo.c.path("catalog.sqlite"))
    try repo.git(["add", "-f", "catalog.sqlite"])
    try repo.git(["commit", "-q", "-m", "catalog file"])
    try repo.buttoncat(["--db", "catalog.sqlite", "set", "tabbar/home", "--spacing", "9"])
    let textconv = try repo.git(["diff", "catalog.sqlite"]).stdout
    #expect(textconv.contains(#"@@       "name": "tabbar/home","#), "\(textconv)")
    #expect(textconv.contains("-      \"spacing\": 4,\n+      \"spacing\": 9,"), "\(textconv)")
  }
}
