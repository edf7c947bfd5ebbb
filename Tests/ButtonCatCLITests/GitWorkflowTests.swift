import Foundation
import Testing

/// README "Keeping the catalog in git", end to end with the built binary in a temporary
/// repository: the `.gitattributes` and `git config` lines of the README, two branches changing
/// different buttons merge cleanly (the merged document is what `export` writes), the same
/// input changed on both conflicts (markers in the document, `import` refuses it), `git diff`
/// of a committed catalog shows its JSON through `textconv` and leaves nothing in the
/// temporary folder, and the pull request's comment comes from `diff --format markdown`.
@Suite struct GitWorkflowTests {
  /// The lines the README gives, run as given.
  static let attributes = """
    buttons.json merge=buttoncat diff=buttoncat
    *.sqlite diff=buttoncat-sqlite

    """
  static let configuration: [[String]] = [
    ["config", "merge.buttoncat.name", "buttoncat catalog document"],
    ["config", "merge.buttoncat.driver", "buttoncat merge %O %A %B %P"],
    ["config", "diff.buttoncat.xfuncname", #"^      "name": ".*",$"#],
    ["config", "diff.buttoncat-sqlite.textconv", "buttoncat textconv"],
  ]

  final class Repository {
    let c: CatalogFixture
    let temporary: TemporaryDirectory
    let environment: [String: String]

    init() throws {
      c = try CatalogFixture()
      temporary = try TemporaryDirectory("git-tmp")
      let bin = BinaryRunner.executable.deletingLastPathComponent().path
      environment = [
        "PATH": bin + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
        "HOME": c.directory.path, "GIT_CONFIG_NOSYSTEM": "1", "TMPDIR": temporary.path,
        "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@example.com", "BUTTONCAT_DB": c.database,
        "BUTTONCAT_NOW": "2026-11-30T09:00:00Z", "BUTTONCAT_USER": "tester",
      ]
    }

    @discardableResult
    func git(_ arguments: [String], expect status: Int32? = 0) throws -> BinaryRunner.Result {
      let r = try BinaryRunner.runTool(
        "/usr/bin/git", arguments, environment: environment, directory: c.directory)
      if let status { #expect(r.status == status, "git \(arguments): \(r.stdout)\(r.stderr)") }
      return r
    }

    @discardableResult
    func buttoncat(_ arguments: [String], expect status: Int32 = 0) throws -> BinaryRunner.Result {
      let r = try BinaryRunner.run(arguments, environment: environment, directory: c.directory)
      #expect(r.status == status, "buttoncat \(arguments): \(r.stdout)\(r.stderr)")
      return r
    }

    /// The daily loop's "pull → import": the catalog rebuilt from the committed document.
    func rebuild() throws {
      for suffix in ["", "-wal", "-shm"] {
        try? FileManager.default.removeItem(atPath: c.database + suffix)
      }
      try buttoncat(["import", "buttons.json"])
    }

    /// "change → export → commit".
    func change(_ arguments: [String], message: String) throws {
      try buttoncat(arguments)
      try buttoncat(["export", "--format", "json", "--output", "buttons.json"])
      try git(["commit", "-q", "-am", message])
    }

    func document() throws -> String {
      try String(contentsOfFile: c.path("buttons.json"), encoding: .utf8)
    }
  }

  @Test func branchesMergeConflictAndDiffAsTheReadmeSays() throws {
    let repo = try Repository()
    try repo.git(["init", "-q", "-b", "main"])
    for line in Self.configuration { try repo.git(line) }
    try Self.attributes.write(
      toFile: repo.c.path(".gitattributes"), atomically: true, encoding: .utf8)
    try "buttons.sqlite*\n".write(
      toFile: repo.c.path(".gitignore"), atomically: true, encoding: .utf8)
    try repo.buttoncat([
      "add", "tabbar/home", "--title-size", "40x18", "--image-size", "24x24", "--placement", "top",
      "--spacing", "4",
    ])
    try repo.buttoncat([
      "add", "share", "--title-size", "50x18", "--image-size", "20x20", "--placement", "right",
      "--spacing", "8",
    ])
    try repo.buttoncat(["export", "--format", "json", "--output", "buttons.json"])
    try repo.git(["add", ".gitattributes", ".gitignore", "buttons.json"])
    try repo.git(["commit", "-q", "-m", "catalog"])

    // Two branches change different buttons: a clean merge, canonical.
    try repo.git(["checkout", "-q", "-b", "feature"])
    try repo.change(["set", "share", "--spacing", "12"], message: "share spacing")
    try repo.git(["checkout", "-q", "main"])
    try repo.rebuild()
    try repo.change(["set", "tabbar/home", "--placement", "bottom"], message: "home below")
    try repo.git(["merge", "-q", "--no-edit", "feature"])
    let merged = try repo.document()
    #expect(merged.contains(#""spacing": 12,"#) && merged.contains(#""placement": "bottom","#))
    try repo.rebuild()
    #expect(try repo.buttoncat(["export", "--format", "json"]).stdout == merged)
    try repo.buttoncat(["diff", "buttons.sqlite", "buttons.json"])

    // The pull request's comment: the last commit's document against the working one.
    try repo.buttoncat(["set", "share", "--spacing", "14"])
    try repo.buttoncat(["export", "--format", "json", "--output", "buttons.json"])
    let comment = try BinaryRunner.runTool(
      "/bin/bash",
      ["-c", "buttoncat diff <(git show HEAD:buttons.json) buttons.json --format markdown"],
      environment: repo.environment, directory: repo.c.directory)
    #expect(comment.status == 1, "\(comment.stderr)")
    #expect(comment.stdout.contains("| spacing | 12 | 14 |"), "\(comment.stdout)")
    // git diff names the button in each hunk's header.
    let hunks = try repo.git(["diff", "buttons.json"]).stdout
    #expect(hunks.contains(#"@@       "name": "share","#), "\(hunks)")
    try repo.git(["commit", "-q", "-am", "share 14"])

    // The same input changed on two branches: a conflict, and import refuses the markers.
    try repo.git(["checkout", "-q", "-b", "left"])
    try repo.change(["set", "share", "--spacing", "20"], message: "left")
    try repo.git(["checkout", "-q", "main"])
    try repo.rebuild()
    try repo.change(["set", "share", "--spacing", "30"], message: "right")
    let conflict = try repo.git(["merge", "--no-edit", "left"], expect: nil)
    #expect(conflict.status != 0)
    #expect(
      conflict.stderr.contains(
        "conflict: 'share': changed in both: spacing (base 14, ours 30, theirs 20)"),
      "\(conflict.stderr)")
    // `%P`: the message names the document, not git's temporary copy of it.
    #expect(conflict.stderr.contains("'buttons.json' holds both versions"), "\(conflict.stderr)")
    let marked = try repo.document()
    #expect(marked.contains("\n<<<<<<< ours\n") && marked.contains("\n>>>>>>> theirs\n"))
    let digest = repo.c.digest()
    let refused = try repo.buttoncat(["import", "--replace", "buttons.json"], expect: 65)
    #expect(refused.stderr.contains("a merge conflict marker ('<<<<<<< ours')"))
    #expect(repo.c.digest() == digest)
    try repo.git(["merge", "--abort"])

    // A committed catalog shows as JSON in git diff; git's temporary copies get no -wal/-shm.
    try FileManager.default.copyItem(atPath: repo.c.database, toPath: repo.c.path("catalog.sqlite"))
    try repo.git(["add", "catalog.sqlite"])
    try repo.git(["commit", "-q", "-m", "catalog file"])
    try repo.buttoncat(["--db", "catalog.sqlite", "set", "share", "--spacing", "9"])
    let textconv = try repo.git(["diff", "catalog.sqlite"]).stdout
    #expect(textconv.contains("-      \"spacing\": 30,\n+      \"spacing\": 9,"), "\(textconv)")
    let shown = try repo.git(["log", "-p", "-1", "--format=", "catalog.sqlite"]).stdout
    #expect(shown.contains("+      \"name\": \"tabbar/home\","), "\(shown)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: repo.temporary.path) == [])
  }
}
