import ButtonTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Outputs that are not files (devices, FIFOs, standard input,
/// `/proc`), standard output that cannot be written (`/dev/full`, a closed stream, a full
/// tmpfs), and paths that SQLite or a temporary sibling could misread (`file:`, `:memory:`, a
/// 245-byte name). Every fault is real: the built binary runs under `sh` with the redirection.
extension Reliability {
  @Suite struct StreamsAndPaths {
    /// A workspace with two buttons and its JSON document `doc.json`.
    static func catalog() throws -> Workspace {
      let workspace = try Workspace("streams")
      try workspace.succeed(["add", "ok", "--title-size", "40x18"])
      try workspace.succeed(["add", "other", "--title-size", "30x18", "--placement", "top"])
      try workspace.succeed(["export", "--output", "doc.json"])
      return workspace
    }

    /// Runs `script` under `sh` in the workspace, `$BIN` the built buttoncat, `$BUTTONCAT_DB`
    /// the workspace's catalog.
    static func shell(_ workspace: Workspace, _ script: String) throws -> Programs.Result {
      var environment = workspace.environment()
      environment["BIN"] = Programs.buttoncat
      return try Programs.run(
        try Programs.require("sh"), ["-c", script], environment: environment,
        directory: workspace.directory, timeout: 120)
    }

    static func kind(_ path: String) -> mode_t {
      var info = stat()
      return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    static func names(_ folder: String) -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    }

    // MARK: Item 1: outputs that are not files

    /// A link to standard input (`/proc/self/fd/0`, what `/dev/stdin` is), as the export's
    /// output and merge's OURS, with standard input a regular file: refused, the link and the
    /// file behind it as they were.
    @Test(.enabled(if: Platform.isLinux, "links to /proc/self/fd/0"))
    func standardInputIsNeverAnOutput() throws {
      let workspace = try Self.catalog()
      let link = workspace.path("mystdin")
      try FileManager.default.createSymbolicLink(
        atPath: link, withDestinationPath: "/proc/self/fd/0")
      let input = workspace.path("input.json")
      try FileManager.default.copyItem(atPath: workspace.path("doc.json"), toPath: input)
      let before = Digest.file(input)
      for script in [
        "exec \"$BIN\" export --output mystdin < input.json",
        "exec \"$BIN\" export --output /dev/fd/0 < input.json",
        "exec \"$BIN\" merge doc.json mystdin doc.json < input.json",
      ] {
        let result = try Self.shell(workspace, script)
        #expect(result.status != 0 && !result.signaled, "\(script): \(result.stderr)")
        #expect(result.stderr.contains("standard input"), "\(script): \(result.stderr)")
        #expect(Self.kind(link) == S_IFLNK, "\(script): the link was replaced")
        #expect(Digest.file(input) == before, "\(script): standard input's file was written")
      }
    }

    /// Whether this machine lets a test mount a private `/dev` (root, and a kernel and container
    /// that allow mount namespaces): tried once for real.
    static let canUnshare: Bool = {
      guard getuid() == 0, let unshare = Programs.tool("unshare") else { return false }
      let result = try? Programs.run(
        unshare,
        ["-m", "sh", "-c", "mount -t tmpfs tmpfs /dev && ln -s /proc/self/fd/0 /dev/stdin"]
      )
      return result?.status == 0
    }()

    /// The real `/dev/stdin`, as root, in a private mount namespace (a tmpfs over `/dev` with its
    /// own `stdin` link and `null`, so the machine's own stay safe whatever happens): neither
    /// `merge BASE /dev/stdin THEIRS` nor `export --output /dev/stdin` replaces the link. Before
    /// the fix both turned it into a regular file.
    @Test(.enabled(if: StreamsAndPaths.canUnshare, "needs root and mount namespaces"))
    func devStdinStaysALink() throws {
      let workspace = try Self.catalog()
      let unshare = try Programs.require("unshare")
      for command in [
        "\"$BIN\" merge doc.json /dev/stdin doc.json < doc.json",
        "\"$BIN\" export --output /dev/stdin < doc.json",
        "\"$BIN\" export --output /dev/stdin < /dev/null",
      ] {
        let script =
          "mount -t tmpfs tmpfs /dev && ln -s /proc/self/fd/0 /dev/stdin"
          + " && mknod -m 666 /dev/null c 1 3 && { \(command); echo \"status=$?\"; }"
          + " && test -L /dev/stdin && echo still-a-link"
        var environment = workspace.environment()
        environment["BIN"] = Programs.buttoncat
        let result = try Programs.run(
          unshare, ["-m", "sh", "-c", script], environment: environment,
          directory: workspace.directory, timeout: 120)
        #expect(result.stdout.contains("still-a-link"), "\(command): \(result.stderr)")
        #expect(!result.stdout.contains("status=0"), "\(command): \(result.stdout)")
        #expect(result.stderr.contains("standard input"), "\(command): \(result.stderr)")
      }
    }

    /// A link to `/dev/null`, a named pipe and a link to it: written through (the pipe's reader
    /// gets the document), never replaced.
    @Test func devicesAndPipesAreWrittenThrough() throws {
      let workspace = try Self.catalog()
      try FileManager.default.createSymbolicLink(
        atPath: workspace.path("tonull"), withDestinationPath: "/dev/null")
      let null = try Self.shell(workspace, "exec \"$BIN\" export --output tonull")
      #expect(null.status == 0, "\(null.stderr)")
      #expect(Self.kind(workspace.path("tonull")) == S_IFLNK)
      #expect(Self.kind("/dev/null") == S_IFCHR)
      #expect(mkfifo(workspace.path("pipe"), 0o600) == 0)
      try FileManager.default.createSymbolicLink(
        atPath: workspace.path("topipe"), withDestinationPath: "pipe")
      for output in ["pipe", "topipe"] {
        let script =
          "timeout 20 cat pipe > got & \"$BIN\" export --output \(output); s=$?; wait; exit $s"
        let result = try Self.shell(workspace, script)
        #expect(result.status == 0, "\(output): \(result.stderr)")
        #expect(Self.kind(workspace.path("pipe")) == S_IFIFO, "\(output)")
        #expect(Self.kind(workspace.path("topipe")) == S_IFLNK, "\(output)")
        #expect(Digest.file(workspace.path("got")) == Digest.file(workspace.path("doc.json")))
      }
    }

    /// A file of `/proc` or `/sys`, directly or through a link: refused, nothing written.
    @Test(.enabled(if: Platform.isLinux, "files of /proc and /sys"))
    func systemFilesAreRefused() throws {
      let workspace = try Self.catalog()
      try FileManager.default.createSymbolicLink(
        atPath: workspace.path("tocomm"), withDestinationPath: "/proc/self/comm")
      for output in ["/proc/self/comm", "tocomm", "/proc/sys/kernel/hostname", "/sys/x.json"] {
        let result = try workspace.run(["export", "--output", output])
        #expect(result.status == 1 && !result.signaled, "\(output): \(result.stderr)")
        #expect(result.stderr.contains("'\(output)'"), "\(output): \(result.stderr)")
      }
      #expect(Self.kind(workspace.path("tocomm")) == S_IFLNK)
    }

    /// `-` is standard input or output where it can be, and refused (64) where it cannot: never
    /// a file named `-`.
    @Test func dashIsAStreamOrRefused() throws {
      let workspace = try Self.catalog()
      let document = try String(contentsOfFile: workspace.path("doc.json"), encoding: .utf8)
      let exported = try workspace.run(["export", "--output", "-"])
      #expect(exported.status == 0 && exported.stdout == document, "\(exported.stderr)")
      let measurements = try workspace.run(["measurements", "export", "--output", "-"])
      #expect(measurements.status == 0, "\(measurements.stderr)")
      for arguments in [
        ["export", "--format", "objc", "--output", "-"],
        ["merge", "doc.json", "-", "doc.json"],
        ["merge", "-", "doc.json", "-"],
        ["diff", "-", "-"],
        ["textconv", "-"],
        ["--db", "-", "list"],
        ["--db", "-", "add", "x", "--title-size", "4x4"],
        ["add", "x", "--image", "-"],
        ["add", "x", "--title", "Go", "--font", "-"],
      ] {
        let result = try Programs.run(
          Programs.buttoncat, arguments, environment: workspace.environment(),
          directory: workspace.directory, stdin: workspace.path("doc.json"))
        #expect(result.status == 64, "\(arguments): \(result.stderr)")
        #expect(result.stderr.contains("'-'"), "\(arguments): \(result.stderr)")
      }
      let diff = try Programs.run(
        Programs.buttoncat, ["diff", "doc.json", "-"], environment: workspace.environment(),
        directory: workspace.directory, stdin: workspace.path("doc.json"))
      #expect(diff.status == 0, "\(diff.stderr)")
      #expect(!FileManager.default.fileExists(atPath: workspace.path("-")))
    }

    // MARK: Item 3: standard output write errors

    /// `/dev/full` and a closed standard output, for every kind of command that prints: exit 1
    /// (diff 2) and an error naming standard output; before the fix all exited 0.
    @Test func standardOutputFailuresAreErrors() throws {
      let workspace = try Self.catalog()
      let commands: [(String, Int32)] = [
        ("export", 1), ("export --format csv", 1), ("export --format swift", 1), ("list", 1),
        ("show ok", 1), ("check", 1), ("textconv \"$BUTTONCAT_DB\"", 1),
        ("measurements export", 1), ("settings", 1), ("--help", 1), ("version", 1),
        ("help export", 1), ("diff /dev/null doc.json", 2),
        ("diff doc.json doc.json --format json", 2),
      ]
      for (command, expected) in commands {
        for redirect in [">/dev/full", ">&-"] {
          let script = "exec \"$BIN\" \(command) \(redirect)"
          let result = try Self.shell(workspace, script)
          #expect(
            result.status == expected && !result.signaled, "\(script): \(result.status)")
          #expect(
            result.stderr.contains("cannot write to standard output"),
            "\(script): \(result.stderr)")
        }
      }
      // A command that prints nothing on success is not failed by a closed standard output.
      let quiet = try Self.shell(workspace, "exec \"$BIN\" export --output out.json >&-")
      #expect(quiet.status == 0, "\(quiet.stderr)")
    }

    /// With standard output closed, the catalog a command opens cannot take descriptor 1 and
    /// receive its output: `add` fails for the unprinted report, and the catalog is sound.
    @Test func aClosedStandardOutputNeverReachesTheCatalog() throws {
      let workspace = try Self.catalog()
      let result = try Self.shell(workspace, "exec \"$BIN\" add third --title-size 20x18 >&-")
      #expect(result.status == 1, "\(result.stderr)")
      #expect(try Programs.integrity(workspace.database) == "ok")
      let list = try workspace.succeed(["list"])
      #expect(list.stdout.contains("third"))
    }

    /// Standard output into a file on a full tmpfs: exit 1, not a truncated document reported
    /// as success.
    @Test(.enabled(if: FullDisk.canMount, "needs root to mount a tmpfs"))
    func aFullDiskUnderStandardOutputFails() throws {
      let workspace = try Self.catalog()
      let volume = workspace.path("volume")
      try FileManager.default.createDirectory(atPath: volume, withIntermediateDirectories: true)
      let mount = try Programs.require("mount")
      let umount = try Programs.require("umount")
      let mounted = try Programs.run(mount, ["-t", "tmpfs", "-o", "size=8k", "tmpfs", volume])
      try #require(mounted.status == 0, "\(mounted.stderr)")
      workspace.onCleanup { _ = try? Programs.run(umount, [volume]) }
      let result = try Self.shell(workspace, "exec \"$BIN\" export > volume/out.json")
      #expect(result.status == 1, "\(result.stderr)")
      #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
      #expect(Digest.size(volume + "/out.json") < Digest.size(workspace.path("doc.json")))
    }

    // MARK: Item 4: paths are paths

    /// `--db file:new.sqlite` is the file of that name (not a URI for `new.sqlite`), `?mode=ro`
    /// is part of a name, `:memory:` is a file; no orphan `.new-` file stays.
    @Test func catalogNamesAreNeverURIs() throws {
      let workspace = try Workspace("plain-names")
      for name in ["file:new.sqlite", "file:x.sqlite?mode=ro", ":memory:", "file:"] {
        try workspace.succeed(["add", "ok", "--title-size", "40x18"], database: name)
        let list = try workspace.succeed(["list"], database: name)
        #expect(list.stdout.contains("ok"), "\(name)")
        #expect(try Programs.integrity(workspace.path(name)) == "ok", "\(name)")
        #expect(
          try Programs.sqlite(workspace.path(name), "SELECT count(*) FROM buttons") == "1",
          "\(name)")
        // Read as a snapshot (an immutable URI, the name escaped in it) and by diff.
        let text = try workspace.succeed(["textconv", name])
        #expect(text.stdout.contains("\"ok\""), "\(name)")
        let diff = try workspace.run(["diff", name, name])
        #expect(diff.status == 0, "\(name): \(diff.stderr)")
      }
      #expect(
        Self.names(workspace.directory).filter { !$0.hasSuffix("-wal") && !$0.hasSuffix("-shm") }
          == [":memory:", "file:", "file:new.sqlite", "file:x.sqlite?mode=ro"])
      let absolute = try workspace.succeed(
        ["export", "--output", "doc.json"], database: workspace.path("file:new.sqlite"))
      #expect(absolute.status == 0)
    }

    /// A 245-byte catalog name and 255-byte output names: the temporary siblings (`.new-`,
    /// `.buttoncat-….tmp`) are cut short, never "File name too long".
    @Test func longNamesAreAccepted() throws {
      let workspace = try Workspace("long-names")
      let catalog = String(repeating: "c", count: 238) + ".sqlite"
      #expect(catalog.utf8.count == 245)
      try workspace.succeed(["add", "ok", "--title-size", "40x18"], database: catalog)
      try workspace.succeed(
        ["add", "ok", "--title-size", "40x18"],
        database: String(repeating: "é", count: 119) + ".sqlite")
      for output in [
        String(repeating: "j", count: 250) + ".json", String(repeating: "ü", count: 125) + "x",
      ] {
        let result = try workspace.run(["export", "--output", output], database: catalog)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(FileManager.default.fileExists(atPath: workspace.path(output)))
      }
      #expect(
        Self.names(workspace.directory).allSatisfy { !$0.contains(".tmp") && !$0.contains(".new-") }
      )
    }
  }
}
