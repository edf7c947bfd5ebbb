import Foundation
import Testing

/// Every document the help, the README, the exports and the code cite is a file of the
/// repository, and no text names the layout model's old, outside file or the recipes by sample
/// numbers a user never saw. The docs (README.md, docs/, ARCHITECTURE.md, CONTRIBUTING.md) name
/// only commands and options that exist, and link only to files (and headings) that exist.
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
    var files = ["README.md", "BENCHMARKS.md", "ARCHITECTURE.md", "CONTRIBUTING.md"]
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
    for file in files { problems += Self.problems(try Self.text(file), file) }
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

/// The commands and options the docs name in code, checked against `buttoncat --help` and
/// `buttoncat help COMMAND`; and the docs' relative links.
extension DocReferenceTests {
  /// The documents a user reads: what they show must run. (BENCHMARKS.md shows the benchmark
  /// scripts' options, not buttoncat's; its links are checked.)
  static func userDocuments() throws -> [String] {
    let docs = try FileManager.default.contentsOfDirectory(
      atPath: root.appendingPathComponent("docs").path)
    return ["README.md", "ARCHITECTURE.md", "CONTRIBUTING.md"]
      + docs.filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
  }

  /// The text of a file of the repository (a path from the root).
  static func text(_ file: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
  }

  /// What the command line offers: its commands, each command's options, and the options every
  /// command takes.
  struct CommandLine {
    var options: [String: Set<String>]
    var global: Set<String> = ["db", "help", "version"]
    /// Phrases in code that start with `buttoncat` and are not a command: the merge driver's
    /// display name in docs/git.md.
    var notCommands: Set<String> = ["buttoncat catalog document"]

    var commands: Set<String> { Set(options.keys) }
    var allOptions: Set<String> { options.values.reduce(global) { $0.union($1) } }
  }

  /// The code of a Markdown text: each logical line of a fenced block (a line ending in `\`
  /// joined with the next, a `#` comment after a space dropped) and each inline code span.
  static func codeSnippets(_ markdown: String) -> [String] {
    var snippets: [String] = []
    var prose: [String] = []
    var inFence = false
    var pending = ""
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inFence.toggle()
        if !pending.isEmpty { snippets.append(pending) }
        pending = ""
        continue
      }
      guard inFence else {
        prose.append(String(line))
        continue
      }
      var text = String(line)
      if let comment = text.firstRange(of: #/\s#/#) { text = String(text[..<comment.lowerBound]) }
      if text.hasSuffix("\\") {
        pending += text.dropLast() + " "
      } else {
        snippets.append(pending + text)
        pending = ""
      }
    }
    // Inline spans may wrap across lines of a paragraph.
    let joined = prose.joined(separator: " ")
    for match in joined.matches(of: #/`([^`]+)`/#) { snippets.append(String(match.output.1)) }
    return snippets
  }

  /// The problems of one snippet of code: a `buttoncat` command that does not exist, or an
  /// option the command it is given to does not take (an option on its own must be some
  /// command's). Other programs' options (`swift test --filter`, `git diff`) are not checked.
  static func commandProblems(_ snippet: String, _ cli: CommandLine, _ label: String) -> [String] {
    enum Context: Equatable {
      case pending  // after `buttoncat`: the command comes next
      case command(String)
      case any  // an option on its own: some command's
      case foreign  // another program's line, or output
    }
    var problems: [String] = []
    var spaced = snippet
    for separator in [";", "&&", "||", "·"] {
      spaced = spaced.replacingOccurrences(of: separator, with: " ; ")
    }
    if cli.notCommands.contains(where: { spaced.contains($0) }) { return [] }
    let tokens = spaced.split(whereSeparator: \.isWhitespace).map(String.init)
    let openers: Set<Character> = ["[", "(", "{", "\"", "'", "<", "$", "`"]
    let closers = CharacterSet(charactersIn: "\"'`)]}…,:.")
    func bare(_ token: String) -> String {
      String(token.drop { openers.contains($0) }).trimmingCharacters(in: closers)
    }
    func isButtoncat(_ token: String) -> Bool {
      let word = bare(token)
      return word == "buttoncat" || word.hasSuffix("/buttoncat")
    }
    /// The context a segment of code starts with, from its first word.
    func start(_ token: String) -> Context {
      let word = bare(token)
      if isButtoncat(token) { return .pending }
      if cli.commands.contains(word) { return .command(word) }
      if word.hasPrefix("--") { return .any }
      return .foreign
    }
    var context: Context? = nil
    var previous: Context = .foreign
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if token == "$" || token.wholeMatch(of: #/[A-Z_][A-Z0-9_]*=\S*/#) != nil, context == nil {
        continue
      }
      if token == ";" {
        context = nil
        continue
      }
      if token == "|" {
        // `measurements import FILE | export …` alternates a command's forms; `… | jq` pipes.
        if index < tokens.count, case .command = previous,
          cli.commands.contains(bare(tokens[index]))
        {
          index += 1
          context = previous
        } else {
          context = nil
        }
        continue
      }
      if isButtoncat(token) {
        context = .pending
        previous = .pending
        continue
      }
      let word = bare(token)
      let option = word.prefixMatch(of: #/--([a-z][a-z0-9-]*)/#).map { String($0.output.1) }
      guard let current = context else {
        context = start(token)
        previous = context ?? .foreign
        if context == .any || context == .pending { index -= 1 }
        continue
      }
      switch current {
      case .pending:
        // A command is a word on its own: `buttoncat probe: wrote …` is output, not a command.
        let command = String(token.drop { openers.contains($0) }).trimmingCharacters(
          in: CharacterSet(charactersIn: "\"'`)]}"))
        if let option {
          if !cli.global.contains(option) {
            problems.append("\(label): `buttoncat --\(option)`: not an option of buttoncat")
          }
        } else if command.wholeMatch(of: #/[a-z][a-z-]*/#) != nil {
          if !cli.commands.contains(word) && word != "help" {
            problems.append("\(label): `buttoncat \(word)`: not a command")
            context = .foreign  // its options are not reported again
            continue
          }
          context = .command(word)
          previous = .command(word)
        } else {
          context = .any
        }
      case .command(let command):
        if command == "help", option == nil, word.wholeMatch(of: #/[a-z][a-z-]*/#) != nil {
          if !cli.commands.contains(word) {
            problems.append("\(label): `buttoncat help \(word)`: not a command")
          }
          context = .command(word)
          continue
        }
        guard let option else { continue }
        if !(cli.options[command] ?? []).contains(option) && !cli.global.contains(option) {
          problems.append("\(label): `\(command) --\(option)`: not an option of \(command)")
        }
      case .any:
        if let option, !cli.allOptions.contains(option) {
          problems.append("\(label): `--\(option)`: no command takes it")
        }
      case .foreign: continue
      }
    }
    return problems
  }

  /// The built command line's commands and options, from its help.
  static func builtCommandLine() throws -> CommandLine {
    let c = try CatalogFixture()
    let help = try c.run(["--help"]).stdout
    var commands: [String] = []
    var listing = false
    for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("Commands:") {
        listing = true
      } else if listing, let match = line.prefixMatch(of: #/  ([a-z][a-z-]*)\s/#) {
        commands.append(String(match.output.1))
      } else if listing, line.isEmpty {
        listing = false
      }
    }
    var options: [String: Set<String>] = [:]
    for command in commands where command != "help" {
      let text = try c.run(["help", command]).stdout
      options[command] = Set(text.matches(of: #/--([a-z][a-z0-9-]*)/#).map { String($0.output.1) })
    }
    return CommandLine(options: options)
  }

  @Test func docsNameOnlyCommandsAndOptionsThatExist() throws {
    let cli = try Self.builtCommandLine()
    #expect(cli.commands.isSuperset(of: ["add", "set", "check", "export", "layout", "settings"]))
    #expect(cli.options["add"]?.contains("text-style") == true)
    var problems: [String] = []
    var checked = 0
    for file in try Self.userDocuments() {
      for snippet in Self.codeSnippets(try Self.text(file)) {
        checked += 1
        problems += Self.commandProblems(snippet, cli, file)
      }
    }
    #expect(checked > 500)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test func commandCheckerFindsMadeUpCommandsAndOptions() {
    let cli = CommandLine(options: [
      "add": ["title", "tag"], "check": ["strict", "format"],
      "measurements": ["output", "missing"],
    ])
    func problems(_ markdown: String) -> [String] {
      Self.codeSnippets(markdown).flatMap { Self.commandProblems($0, cli, "t") }
    }
    #expect(problems("`buttoncat add x --title Go` and `check --strict`").isEmpty)
    #expect(
      problems("```sh\n$ buttoncat --db a.sqlite add x \\\n  --tag t   # --made-up\n```").isEmpty)
    #expect(
      problems("`swift test --filter X`, `git diff --stat`, `python3 b.py --buttons 2`").isEmpty)
    #expect(
      problems("`measurements import FILE | export [--output PATH] | list [--missing]`").isEmpty)
    #expect(problems("`buttoncat check --format json | jq --raw-output .ok`").isEmpty)
    #expect(problems("`buttoncat add x --titel Go`") == ["t: `add --titel`: not an option of add"])
    #expect(problems("`buttoncat ad x`") == ["t: `buttoncat ad`: not a command"])
    #expect(problems("`check --made-up`") == ["t: `check --made-up`: not an option of check"])
    #expect(problems("`--made-up`, wrapped `buttoncat\nadd --made-up`").count == 2)
    #expect(
      problems("```\nbuttoncat help shwo\n```") == ["t: `buttoncat help shwo`: not a command"])
    #expect(
      problems("`buttoncat --verbose`") == ["t: `buttoncat --verbose`: not an option of buttoncat"])
    #expect(problems("`buttoncat probe: wrote 3 title measurements`").isEmpty)
  }

  /// GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens.
  static func anchor(_ heading: String) -> String {
    String(
      heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
        if scalar == " " { return "-" }
        if scalar == "-" || scalar == "_" || CharacterSet.alphanumerics.contains(scalar) {
          return Character(scalar)
        }
        return nil
      })
  }

  /// The anchors of a Markdown text's headings (outside code blocks).
  static func anchors(_ markdown: String) -> Set<String> {
    var anchors: Set<String> = []
    var inFence = false
    for line in markdown.split(separator: "\n") {
      if line.hasPrefix("```") { inFence.toggle() }
      if !inFence, let match = line.wholeMatch(of: #/#{1,6} (.+)/#) {
        anchors.insert(anchor(String(match.output.1)))
      }
    }
    return anchors
  }

  /// The problems of the relative links of `file` (a path from the root): each names a file or
  /// folder of the repository, and a heading of it when it has a `#fragment`.
  static func linkProblems(_ markdown: String, _ file: String) -> [String] {
    var problems: [String] = []
    let folder = root.appendingPathComponent(file).deletingLastPathComponent()
    for match in markdown.matches(of: #/\]\(([^)\s]+)\)/#) {
      let target = String(match.output.1)
      if target.contains("://") || target.hasPrefix("mailto:") { continue }
      let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let url =
        path.isEmpty ? root.appendingPathComponent(file) : folder.appendingPathComponent(path)
      guard FileManager.default.fileExists(atPath: url.path) else {
        problems.append("\(file): link '\(target)': no such file")
        continue
      }
      if parts.count == 2, url.pathExtension == "md",
        let text = try? String(contentsOf: url, encoding: .utf8),
        !anchors(text).contains(String(parts[1]))
      {
        problems.append("\(file): link '\(target)': no such heading")
      }
    }
    return problems
  }

  @Test func docsLinkOnlyToFilesAndHeadingsThatExist() throws {
    let problems = try (Self.userDocuments() + ["BENCHMARKS.md"]).flatMap { file in
      Self.linkProblems(try Self.text(file), file)
    }
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    #expect(
      Self.anchor("The configuration technique: measured and inferred")
        == "the-configuration-technique-measured-and-inferred")
    let samples = [
      ("README.md", "[a](docs/cli.md#commands) [b](#x)", "README.md: link '#x': no such heading"),
      (
        "docs/cli.md", "[a](nowhere.md) [b](../LICENSE)",
        "docs/cli.md: link 'nowhere.md': no such file"
      ),
    ]
    for (file, text, problem) in samples { #expect(Self.linkProblems(text, file) == [problem]) }
  }
}
