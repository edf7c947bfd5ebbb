import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that are not (or no longer) catalogs, catalogs that cannot be written, and paths that
/// lead nowhere, with every command: a clear message naming the file, exit 1, and the file byte
/// for byte as it was. Extends `CatalogCommandTests.foreignFilesAreRefusedAndLeftAlone`
/// (a text file, a corrupted page, a newer catalog, a missing folder; `list` and `add`) to every
/// command, truncations, folders, pipes and read-only catalogs.
extension Reliability {
  @Suite struct ForeignFiles {
    static let buttons: [[String]] = [
      [
        "add", "toolbar/share", "--title-size", "41.2x20", "--image-size", "20x20", "--spacing",
        "6",
      ],
      [
        "add", "tabbar/home", "--title-size", "27.5x12", "--image-size", "24x24", "--placement",
        "top",
      ],
    ]

    /// Every command that opens the catalog, as a person would type it, and whether it writes.
    static func commands(_ workspace: Workspace) -> [(arguments: [String], writes: Bool)] {
      [
        (["list"], false), (["list", "--format", "json"], false), (["show", "tabbar/home"], false),
        (["history", "tabbar/home"], false), (["export", "--format", "json"], false),
        (["export", "--output", workspace.path("out/export.json")], false), (["check"], false),
        (["add", "new/button", "--title-size", "10x10"], true),
        (["set", "tabbar/home", "--spacing", "3"], true),
        (["rename", "tabbar/home", "tabbar/start"], true), (["rm", "toolbar/share"], true),
        (["recompute", "--all"], true), (["recompute"], true),
        (["import", workspace.path("import.json")], true), (["demo"], true),
      ]
    }

    /// The exit status of a refused command: 1, but 2 for `check`, whose 1 means failing
    /// buttons (a catalog it cannot check is exit 2).
    static func refusal(_ arguments: [String]) -> Int32 { arguments == ["check"] ? 2 : 1 }

    /// A workspace with a real catalog, an import document and an output folder.
    static func workspace(buttons extra: Int = 0) throws -> Workspace {
      let workspace = try Workspace("foreign")
      for button in buttons { try workspace.succeed(button) }
      for index in 0..<extra {
        try workspace.succeed(["add", "more/b\(index)", "--title-size", "40x18", "--spacing", "2"])
      }
      let document = try workspace.succeed(["export", "--format", "json", "tabbar/home"]).stdout
      try Data(document.replacingOccurrences(of: "tabbar/home", with: "imported/home").utf8).write(
        to: URL(fileURLWithPath: workspace.path("import.json")))
      try FileManager.default.createDirectory(
        atPath: workspace.path("out"), withIntermediateDirectories: true)
      return workspace
    }

    /// Runs every command on `path` and checks the refusal: exit 1, an `Error:` line naming
    /// the file and saying `problem`, nothing on stdout, no file written, the file unchanged.
    static func expectRefusals(
      _ workspace: Workspace, path: String, problem: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let before = Digest.catalog(path)
      for (arguments, _) in commands(workspace) {
        let result = try workspace.run(arguments, database: path, timeout: 60)
        let label = "\(arguments.joined(separator: " ")) on \(problem)"
        #expect(
          !result.signaled && result.status == refusal(arguments), "\(label): \(result)",
          sourceLocation: sourceLocation)
        #expect(result.errorLines.count >= 1, "\(label)", sourceLocation: sourceLocation)
        #expect(
          result.stderr.contains("'\(path)'") && result.stderr.contains(problem),
          "\(label): \(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "\(label)", sourceLocation: sourceLocation)
        #expect(
          Digest.catalog(path) == before, "\(label) changed the file",
          sourceLocation: sourceLocation)
        #expect(
          !FileManager.default.fileExists(atPath: workspace.path("out/export.json")),
          "\(label)", sourceLocation: sourceLocation)
      }
    }

    @Test func aFileThatIsNotSQLiteIsRefusedByEveryCommand() throws {
      let workspace = try Self.workspace()
      let path = workspace.path("notes.txt")
      try Data(String(repeating: "Not a catalog. ", count: 500).utf8).write(
        to: URL(fileURLWithPath: path))
      try Self.expectRefusals(workspace, path: path, problem: "file is not a database")
    }

    @Test func anotherToolsSQLiteDatabaseIsRefusedByEveryCommand() throws {
      let workspace = try Self.workspace()
      let path = workspace.path("other.sqlite")
      _ = try Programs.sqlite(path, "CREATE TABLE notes(body TEXT); INSERT INTO notes VALUES('hi')")
      try Self.expectRefusals(workspace, path: path, problem: "but not a buttoncat catalog")
    }

    /// A catalog cut short, as a full disk, a bad copy or a crashed `cp` leaves it.
    @Test(arguments: [0.5, 0.1, 4096.0, 100.0, 0.0])
    func aTruncatedCatalogIsRefusedByEveryCommand(keeping amount: Double) throws {
      let workspace = try Self.workspace(buttons: 40)
      let bytes = try Data(contentsOf: URL(fileURLWithPath: workspace.database))
      #expect(bytes.count > 8 * 4096)
      let count = amount < 1 ? Int(Double(bytes.count) * amount) : Int(amount)
      let path = workspace.path("truncated.sqlite")
      try bytes.prefix(count).write(to: URL(fileURLWithPath: path))
      try Self.expectRefusals(
        workspace, path: path,
        problem: count == 0 ? "the file is empty (0 bytes)" : "database disk image is malformed")
    }

    @Test func aCatalogFromANewerButtoncatIsRefusedByEveryCommand() throws {
      let workspace = try Self.workspace()
      _ = try Programs.sqlite(
        workspace.database,
        "INSERT INTO schema_migrations (identifier, applied_at) VALUES ('9999_future', 'later')")
      try Self.expectRefusals(
        workspace, path: workspace.database, problem: "was written by a newer buttoncat")
    }

    /// A folder, a named pipe (opening one for reading would wait forever), a device and a loop
    /// of symbolic links are refused at once.
    @Test func pathsThatAreNotFilesAreRefusedByEveryCommand() throws {
      let workspace = try Self.workspace()
      let folder = workspace.path("a-folder")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let pipe = workspace.path("a-pipe")
      #expect(mkfifo(pipe, 0o644) == 0)
      let loop = workspace.path("loop-a")
      try FileManager.default.createSymbolicLink(
        atPath: loop, withDestinationPath: workspace.path("loop-b"))
      try FileManager.default.createSymbolicLink(
        atPath: workspace.path("loop-b"), withDestinationPath: loop)
      try Self.expectRefusals(
        workspace, path: folder, problem: "it is a folder, not a catalog file")
      try Self.expectRefusals(workspace, path: pipe, problem: "it is not a regular file")
      try Self.expectRefusals(workspace, path: "/dev/null", problem: "it is not a regular file")
      try Self.expectRefusals(workspace, path: loop, problem: "Too many levels of symbolic links")
      // A symbolic link to a real catalog is a catalog.
      let link = workspace.path("link.sqlite")
      try FileManager.default.createSymbolicLink(
        atPath: link, withDestinationPath: workspace.database)
      #expect(try workspace.run(["list"], database: link).stdout.contains("tabbar/home"))
    }

    /// A catalog path in a folder that does not exist: reading commands say there is no
    /// catalog, writing commands that the folder is missing; nothing is created.
    @Test func aPathInAMissingFolderIsRefusedByEveryCommand() throws {
      let workspace = try Self.workspace()
      let folder = workspace.path("missing")
      let path = folder + "/buttons.sqlite"
      for (arguments, writes) in Self.commands(workspace) {
        let result = try workspace.run(arguments, database: path)
        let label = arguments.joined(separator: " ")
        #expect(!result.signaled && result.status == Self.refusal(arguments), "\(label): \(result)")
        let expected =
          writes
          ? "Error: cannot create catalog '\(path)': the folder '\(folder)' does not exist\n"
          : "Error: no catalog at '\(path)' (it is created by the first 'add' or 'import'; use --db PATH or $BUTTONCAT_DB for another)\n"
        #expect(result.stderr == expected, "\(label)")
        #expect(!FileManager.default.fileExists(atPath: folder), "\(label)")
      }
      // An export into a missing folder.
      let output = folder + "/export.json"
      let export = try workspace.run(["export", "--output", output])
      #expect(export.status == 1)
      #expect(export.stderr == "Error: cannot write '\(output)': No such file or directory\n")
      #expect(!FileManager.default.fileExists(atPath: folder))
    }

    /// Ways to make a catalog read-only that hold for root, who ignores permission bits.
    enum Protection: String, CaseIterable, Sendable {
      /// `chattr +i`: the file is immutable, even for root; the folder stays writable, so
      /// readers still get SQLite's `-wal` and `-shm` beside it.
      case immutableFlag = "chattr +i"
      /// The catalog's folder bind-mounted read-only: nothing at all can be created there, so
      /// a reader cannot create the `-shm` index SQLite's WAL mode uses.
      case readOnlyMount = "read-only bind mount"
      /// `chmod 0444` (folder 0555): only protects from users other than root.
      case permissions = "chmod 0444"

      /// Protects `file` in `workspace`; false when this machine cannot (not root, no chattr,
      /// a file system without the flag).
      func apply(to file: String, in workspace: Workspace) -> Bool {
        let folder = (file as NSString).deletingLastPathComponent
        switch self {
        case .immutableFlag:
          guard let chattr = Programs.tool("chattr"),
            (try? Programs.run(chattr, ["+i", file]))?.status == 0
          else { return false }
          workspace.onCleanup { _ = try? Programs.run(chattr, ["-i", file]) }
          return true
        case .readOnlyMount:
          guard getuid() == 0, let mount = Programs.tool("mount"),
            (try? Programs.run(mount, ["--bind", folder, folder]))?.status == 0
          else { return false }
          workspace.onCleanup {
            _ = try? Programs.run(Programs.tool("umount") ?? "umount", ["-l", folder])
          }
          return (try? Programs.run(mount, ["-o", "remount,bind,ro", folder]))?.status == 0
        case .permissions:
          guard getuid() != 0 else { return false }
          chmod(file, 0o444)
          chmod(folder, 0o555)
          workspace.onCleanup {
            chmod(folder, 0o755)
            chmod(file, 0o644)
          }
          return true
        }
      }
    }

    /// Reading commands work on a read-only catalog and print what they print on a writable
    /// one; writing commands say it is write-protected; the file stays byte for byte the same.
    @Test(arguments: Protection.allCases)
    func aReadOnlyCatalogCanBeReadButNotWritten(_ protection: Protection) throws {
      let workspace = try Self.workspace()
      let folder = workspace.path("protected")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let path = folder + "/buttons.sqlite"
      try FileManager.default.copyItem(atPath: workspace.database, toPath: path)
      let before = Digest.file(path)
      guard protection.apply(to: path, in: workspace) else {
        print("reliability: read-only catalog: \(protection.rawValue) is not available here")
        return
      }
      // Really protected: even root cannot write it now.
      #expect(open(path, O_WRONLY) == -1)
      for (arguments, writes) in Self.commands(workspace) {
        let label = "\(arguments.joined(separator: " ")) with \(protection.rawValue)"
        let result = try workspace.run(arguments, database: path)
        if writes {
          #expect(result.status == 1, "\(label): \(result)")
          #expect(
            result.stderr.hasPrefix(
              "Error: cannot open catalog '\(path)': the file is write-protected"),
            "\(label): \(result.stderr)")
        } else {
          let writable = try workspace.run(arguments)
          #expect(result.status == 0, "\(label): \(result.stderr)")
          #expect(result.stdout == writable.stdout, "\(label)")
        }
        #expect(Digest.file(path) == before, "\(label)")
      }
      print("reliability: read-only catalog: \(protection.rawValue): reads work, writes refused")
    }

    /// At least one protection that holds for the user running the tests is available, so the
    /// read-only test above never passes by skipping everything.
    @Test func someReadOnlyProtectionIsAvailable() throws {
      let workspace = try Self.workspace()
      var available: [String] = []
      for protection in Protection.allCases {
        let folder = workspace.path("probe-\(available.count)-\(protection.hashValue)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/probe"
        _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
        if protection.apply(to: file, in: workspace) { available.append(protection.rawValue) }
      }
      #expect(!available.isEmpty)
    }
  }
}
