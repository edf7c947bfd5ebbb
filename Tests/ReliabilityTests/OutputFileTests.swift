import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// What buttoncat writes (exports through planted links, onto the catalog, into
  /// folders), the bytes of its streams, and reading catalogs nobody may write.
  @Suite struct Outputs {
    /// A workspace with two buttons.
    static func catalog() throws -> Workspace {
      let workspace = try Workspace("outputs")
      try workspace.succeed(["add", "ok", "--title-size", "40x18"])
      try workspace.succeed(["add", "other", "--title-size", "30x18", "--placement", "top"])
      return workspace
    }

    static func isLink(_ path: String) -> Bool {
      var info = stat()
      return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    static func mode(_ path: String) -> Int {
      var info = stat()
      return stat(path, &info) == 0 ? Int(info.st_mode & 0o7777) : -1
    }

    /// Files left in `folder` by a writer (temporary files of any naming).
    static func leftovers(_ folder: String) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
        $0.contains(".tmp") || $0.contains(".buttoncat-")
      }
    }

    static let singleFileFormats: [(format: String, name: String)] = [
      ("json", "buttons.json"), ("csv", "buttons.csv"), ("swift", "ButtonStyles.swift"),
      ("swiftui", "ButtonLabelStyles.swift"), ("markdown", "buttons.md"),
      ("html", "buttons.html"),
    ]

    // MARK: Item 2: one atomic writer, never through a link

    /// A link planted at the output path, at the old temporary name `OUT.tmp-PID` (the shell
    /// plants it under its own PID, then becomes buttoncat with `exec`), and at each file of a
    /// folder export: the links' target stays as it was, and the outputs are regular files.
    @Test func plantedLinksAreNeverWrittenThrough() throws {
      let workspace = try Self.catalog()
      let victim = workspace.path("victim.txt")
      let original = "precious data\n"
      try Data(original.utf8).write(to: URL(fileURLWithPath: victim))
      let shell = try Programs.require("sh")
      for (format, name) in Self.singleFileFormats {
        let folder = workspace.path("single-\(format)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let output = folder + "/" + name
        try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: victim)
        let script =
          "ln -s \"$VICTIM\" \"$OUT.tmp-$$\" && exec \"$BIN\" export --format \(format) --output \"$OUT\""
        var environment = workspace.environment()
        environment["VICTIM"] = victim
        environment["OUT"] = output
        environment["BIN"] = Programs.buttoncat
        let result = try Programs.run(shell, ["-c", script], environment: environment)
        #expect(result.status == 0 && !result.signaled, "\(format): \(result.stderr)")
        #expect(
          try String(contentsOfFile: victim, encoding: .utf8) == original, "\(format)")
        #expect(!Self.isLink(output), "\(format): the link at the output was replaced by a file")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("other"), "\(format)")
        #expect(
          Self.leftovers(folder).count == 1, "\(format): only the planted link remains")
      }
      for (format, names) in [
        ("objc", ["UIButton+ButtonStyles.h", "UIButton+ButtonStyles.m"]),
        ("svg", ["ok.svg", "other.svg"]),
      ] {
        let folder = workspace.path("folder-\(format)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for name in names {
          try FileManager.default.createSymbolicLink(
            atPath: folder + "/" + name, withDestinationPath: victim)
        }
        let result = try workspace.run(["export", "--format", format, "--output", folder + "/"])
        #expect(result.status == 0, "\(format): \(result.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) == original, "\(format)")
        for name in names {
          #expect(!Self.isLink(folder + "/" + name), "\(format) \(name)")
        }
        #expect(Self.leftovers(folder).isEmpty, "\(format)")
      }
    }

    /// A new catalog is built aside under an unpredictable name: links planted at the names a
    /// process could predict (`CATALOG.new-PID` and its `-wal`, `-shm`, `-journal`) are left
    /// alone, and their target stays as it was.
    @Test func aNewCatalogIsNeverBuiltThroughAPlantedLink() throws {
      let workspace = try Workspace("outputs")
      let victim = workspace.path("victim.txt")
      try Data("precious data\n".utf8).write(to: URL(fileURLWithPath: victim))
      let shell = try Programs.require("sh")
      let script = """
        for s in '' -wal -shm -journal; do ln -s "$VICTIM" "$BUTTONCAT_DB.new-$$$s"; done
        exec "$BIN" add ok --title-size 40x18
        """
      var environment = workspace.environment()
      environment["VICTIM"] = victim
      environment["BIN"] = Programs.buttoncat
      let result = try Programs.run(shell, ["-c", script], environment: environment)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try String(contentsOfFile: victim, encoding: .utf8) == "precious data\n")
      #expect(try workspace.run(["list"]).stdout.contains("ok"))
    }

    /// An existing output's permission bits (0640 here) are kept, for every format.
    @Test func anExistingOutputKeepsItsPermissions() throws {
      let workspace = try Self.catalog()
      for (format, name) in Self.singleFileFormats {
        let output = workspace.path(name)
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: output))
        chmod(output, 0o640)
        try workspace.succeed(["export", "--format", format, "--output", output])
        #expect(Self.mode(output) == 0o640, "\(format)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) != "old\n", "\(format)")
      }
      let folder = workspace.path("objc")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let header = folder + "/UIButton+ButtonStyles.h"
      try Data("old\n".utf8).write(to: URL(fileURLWithPath: header))
      chmod(header, 0o640)
      try workspace.succeed(["export", "--format", "objc", "--output", folder])
      #expect(Self.mode(header) == 0o640)
      #expect(Self.leftovers(workspace.directory).isEmpty)
    }

    // MARK: Item 4: bytes, not C strings

    /// A row with U+0000 (written by hand: new input is validated) never cuts an output short:
    /// reading commands refuse the row with the whole message, `list` goes on past it,
    /// and an error message echoing a value with U+0000 comes out whole.
    @Test func textWithNULComesOutWhole() throws {
      let workspace = try Self.catalog()
      let exported = try workspace.succeed(["export", "--output", workspace.path("out.json")])
      #expect(exported.status == 0)
      _ = try Programs.sqlite(
        workspace.database,
        "UPDATE buttons SET description = 'before' || char(0) || 'after the NUL', "
          + "title = 'Go' || char(0) || 'after the NUL' WHERE name = 'ok'")
      let show = try workspace.run(["show", "ok"])
      #expect(show.status == 1, "\(show.stderr)")
      #expect(show.stderr.contains("U+0000"), "\(show.stderr)")
      #expect(
        show.stderr.contains("'buttoncat check' lists every invalid row"),
        "the message stopped short: \(show.stderr)")
      let csv = try workspace.run(["export", "--format", "csv"])
      #expect(csv.status == 1, "\(csv.stderr)")
      #expect(!csv.stdout.contains("after the NUL"), "an invalid row was exported")
      let list = try workspace.run(["list"])
      #expect(list.stdout.contains("other"), "list stopped at the invalid row: \(list.stdout)")

      // An error message echoing a value with U+0000.
      let document = workspace.path("nul.json")
      let original = try String(contentsOfFile: workspace.path("out.json"), encoding: .utf8)
      try Data(
        original.replacingOccurrences(
          of: "\"placement\": \"top\"", with: "\"placement\": \"to\\u0000pmost\""
        )
        .utf8
      ).write(to: URL(fileURLWithPath: document))
      let failed = try workspace.run(["import", document, "--replace"])
      #expect(failed.status == 65, "\(failed.stderr)")
      let line = failed.errorLines.first { $0.contains("placement") } ?? ""
      #expect(line.contains("to"), "\(failed.stderr)")
      #expect(line.contains("pmost"), "the error message stopped at the NUL: \(failed.stderr)")
    }

    // MARK: Item 19: details before the summary

    /// `check` with a stale layout, both streams into one pipe: the details come first.
    @Test func checkPrintsItsDetailsBeforeItsSummary() throws {
      let workspace = try Self.catalog()
      _ = try Programs.sqlite(
        workspace.database, "UPDATE layouts SET engine_version = engine_version - 1")
      let shell = try Programs.require("sh")
      let result = try Programs.run(
        shell, ["-c", "exec \"$BIN\" check 2>&1"],
        environment: workspace.environment().merging(["BIN": Programs.buttoncat]) { $1 })
      #expect(result.status == 1)
      let detail = try #require(result.stdout.range(of: "stale"))
      let summary = try #require(result.stdout.range(of: "Error: check failed"))
      #expect(detail.lowerBound < summary.lowerBound, "\(result.stdout)")
      #expect(result.stdout.hasSuffix("\n"))

      // On a terminal (a pseudo-terminal from `script`), the same order.
      guard let script = Programs.tool("script") else { return }
      let terminal = try Programs.run(
        script, ["-qec", "\"$BIN\" check", "/dev/null"],
        environment: workspace.environment().merging(["BIN": Programs.buttoncat]) { $1 })
      let onTerminal = terminal.stdout
      let first = try #require(onTerminal.range(of: "stale"), "\(onTerminal)")
      let last = try #require(onTerminal.range(of: "Error: check failed"), "\(onTerminal)")
      #expect(first.lowerBound < last.lowerBound, "\(onTerminal)")
    }

    // MARK: Item 10: the catalog is never an output

    /// The catalog named like a generated file (`UIButton+ButtonStyles.h`) in the output folder,
    /// and `--output` naming its `-wal` or `-shm` (present or not, in any spelling): refused,
    /// the catalog untouched.
    @Test func noExportReplacesTheCatalogOrItsFiles() throws {
      let workspace = try Workspace("outputs")
      let folder = workspace.path("out")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let catalog = folder + "/UIButton+ButtonStyles.h"
      try workspace.succeed(["add", "ok", "--title-size", "40x18"], database: catalog)
      let before = Digest.file(catalog)
      for output in [folder + "/", folder, folder + "/../out/"] {
        let result = try workspace.run(
          ["export", "--format", "objc", "--output", output], database: catalog)
        #expect(result.status == 64, "\(output): \(result.stderr)")
        #expect(result.stderr.contains("is the catalog"), "\(output): \(result.stderr)")
        #expect(Digest.file(catalog) == before)
        #expect(!FileManager.default.fileExists(atPath: folder + "/UIButton+ButtonStyles.m"))
      }
      // A catalog named like the default JSON and CSV files, written into its folder.
      for (format, name) in [("json", "buttons.json"), ("csv", "buttons.csv")] {
        let named = folder + "/" + name
        try workspace.succeed(["add", "ok", "--title-size", "40x18"], database: named)
        let digest = Digest.file(named)
        let result = try workspace.run(
          ["export", "--format", format, "--output", folder + "/"], database: named)
        #expect(result.status == 64, "\(format): \(result.stderr)")
        #expect(Digest.file(named) == digest)
      }
      for suffix in ["-wal", "-shm"] {
        for output in [catalog + suffix, folder + "/./../out/UIButton+ButtonStyles.h" + suffix] {
          for format in ["json", "csv"] {
            let result = try workspace.run(
              ["export", "--format", format, "--output", output], database: catalog)
            #expect(result.status == 64, "\(output) \(format): \(result.stderr)")
            #expect(result.stderr.contains("is the catalog's \(suffix) file"), "\(result.stderr)")
          }
        }
      }
      #expect(Digest.file(catalog) == before)
      #expect(try workspace.run(["list"], database: catalog).status == 0)
    }

    // MARK: Item 12: a name given twice

    @Test func aNameGivenTwiceIsExportedOnce() throws {
      let workspace = try Self.catalog()
      let export = try workspace.succeed(["export", "ok", "ok"])
      #expect(export.stdout.components(separatedBy: "\"name\": \"ok\"").count == 2)
      let document = workspace.path("twice.json")
      try Data(export.stdout.utf8).write(to: URL(fileURLWithPath: document))
      let other = workspace.path("other.sqlite")
      let imported = try workspace.run(["import", document], database: other)
      #expect(imported.stdout == "imported 1 button\n", "\(imported.stderr)")
      for format in ["csv", "markdown", "swift"] {
        let once = try workspace.succeed(["export", "--format", format, "ok"]).stdout
        #expect(try workspace.succeed(["export", "--format", format, "ok", "ok"]).stdout == once)
      }
    }

    // MARK: Item 26: one rule for output paths

    /// `PATH/` (created) or an existing folder gets the format's file names; any other path is
    /// the file; several files for one file path are refused (64) unless exactly one results.
    @Test func oneOutputPathRuleForEveryFormat() throws {
      let workspace = try Self.catalog()
      let all = Self.singleFileFormats + [("objc", "UIButton+ButtonStyles.h"), ("svg", "ok.svg")]
      for (format, name) in all {
        // A missing folder with a final slash: created.
        let created = workspace.path("new-\(format)/nested/")
        let result = try workspace.run(["export", "--format", format, "--output", created])
        #expect(result.status == 0, "\(format): \(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: created + name), "\(format)")
        // An existing folder without the slash: the same names inside it.
        let existing = workspace.path("existing-\(format)")
        try FileManager.default.createDirectory(atPath: existing, withIntermediateDirectories: true)
        #expect(
          try workspace.run(["export", "--format", format, "--output", existing]).status == 0,
          "\(format)")
        #expect(FileManager.default.fileExists(atPath: existing + "/" + name), "\(format)")
      }
      for (format, _) in Self.singleFileFormats {
        let file = workspace.path("file-\(format).out")
        try workspace.succeed(["export", "--format", format, "--output", file])
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file, isDirectory: &isFolder))
        #expect(!isFolder.boolValue, "\(format)")
      }
      // Several files for one file path: refused, nothing created.
      for (format, names) in [("objc", [String]()), ("svg", []), ("svg", ["ok", "other"])] {
        let file = workspace.path("one.\(format)")
        let result = try workspace.run(["export", "--format", format, "--output", file] + names)
        #expect(result.status == 64, "\(format): \(result.stderr)")
        #expect(result.stderr.contains("give a folder: --output \(file)/"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file))
      }
      // Exactly one file: written at the path.
      let one = workspace.path("one.svg")
      try workspace.succeed(["export", "--format", "svg", "--output", one, "ok"])
      var isFolder: ObjCBool = true
      #expect(FileManager.default.fileExists(atPath: one, isDirectory: &isFolder))
      #expect(!isFolder.boolValue)
      #expect(try String(contentsOfFile: one, encoding: .utf8).contains("<svg"))
      #expect(Self.leftovers(workspace.directory).isEmpty)
      // The rule is in the help.
      let help = try workspace.succeed(["help", "export"]).stdout
      #expect(help.contains("--output PATH/ (created if missing) or an existing\nfolder"))
      let empty = try workspace.run(["export", "--output", ""])
      #expect(empty.status == 64 && empty.stderr.hasPrefix("Error: --output: the path is empty\n"))
    }

    // MARK: Item 13: read-only catalogs, for a user who cannot write

    /// A catalog with mode 0444 in a folder of mode 0555, read by uid 65534 (`setpriv`, so the
    /// permission bits apply: root ignores them): every reading command works, and the writing
    /// ones say the catalog is write-protected.
    @Test(.enabled(if: getuid() == 0, "needs root to run the binary as another user (setpriv)"))
    func aReadOnlyCatalogIsReadableByAUserWhoCannotWrite() throws {
      let setpriv = try Programs.require("setpriv")
      let workspace = try Self.catalog()
      let folder = workspace.path("shared")
      let output = workspace.path("out")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      let catalog = folder + "/buttons.sqlite"
      try workspace.succeed(["add", "ok", "--title-size", "40x18"], database: catalog)
      try workspace.succeed(["set", "ok", "--spacing", "2"], database: catalog)
      // As a catalog arrives from a checkout or a copy: no -wal or -shm beside it.
      #expect(Digest.size(catalog + "-wal") <= 0)
      for suffix in ["-wal", "-shm"] { unlink(catalog + suffix) }
      chmod(catalog, 0o444)
      chmod(folder, 0o555)
      chmod(output, 0o777)
      chmod(workspace.directory, 0o755)
      workspace.onCleanup { chmod(folder, 0o755) }
      let before = Digest.file(catalog)
      func asNobody(_ arguments: [String]) throws -> Programs.Result {
        try Programs.run(
          setpriv,
          ["--reuid=65534", "--regid=65534", "--clear-groups", Programs.buttoncat, "--db", catalog]
            + arguments, environment: Workspace.environment, directory: output)
      }
      for arguments in [
        ["list"], ["show", "ok"], ["history", "ok"], ["check"],
        ["export", "--output", output + "/buttons.json"],
        ["export", "--format", "csv", "--output", output + "/"],
        ["list", "--format", "json"],
      ] {
        let result = try asNobody(arguments)
        #expect(
          result.status == 0 && !result.signaled, "\(arguments): \(result.status) \(result.stderr)")
      }
      #expect(FileManager.default.fileExists(atPath: output + "/buttons.json"))
      #expect(FileManager.default.fileExists(atPath: output + "/buttons.csv"))
      let set = try asNobody(["set", "ok", "--spacing", "3"])
      #expect(set.status == 1)
      #expect(Digest.file(catalog) == before)
      #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["buttons.sqlite"])
    }
  }
}
