import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing when the disk is full: a small tmpfs volume filled up (as root), and a file-size
/// limit (`prlimit --fsize`, SIGXFSZ ignored), which any user can set. Either way a write fails
/// with a clear message and exit 1, and the catalog passes `integrity_check` with the same
/// contents; once there is room again, it takes the write.
extension Reliability {
  @Suite struct FullDisk {
    static let buttons: [[String]] = [
      [
        "add", "toolbar/share", "--title-size", "41.2x20", "--image-size", "20x20", "--spacing",
        "6",
      ],
      [
        "add", "tabbar/home", "--title-size", "27.5x12", "--image-size", "24x24", "--placement",
        "top",
      ],
      ["add", "plain", "--title-size", "40x18", "--direction", "both"],
    ]

    /// A catalog with three buttons, and a 300-button import document beside it.
    static func workspace(catalog: String? = nil) throws -> (Workspace, document: String) {
      let workspace = try Workspace("full-disk")
      for button in buttons { try workspace.succeed(button, database: catalog) }
      let templates = BulkDocument.templates(
        fromExport: try workspace.succeed(["export"], database: catalog).stdout)
      let document = workspace.path("import.json")
      try BulkDocument.write(count: 300, prefix: "bulk/b", templates: templates, to: document)
      return (workspace, document)
    }

    /// What the catalog holds, as the sqlite3 shell sees it (independent of buttoncat), after
    /// checking its integrity.
    static func contents(_ catalog: String) throws -> String {
      #expect(try Programs.integrity(catalog) == "ok")
      return try Programs.sqlite(
        catalog,
        """
        SELECT name, revision, input_digest FROM buttons ORDER BY name;
        SELECT count(*) FROM layouts; SELECT count(*) FROM revisions; SELECT count(*) FROM tags;
        """)
    }

    /// Whether this machine lets the tests mount a tmpfs (root, and not inside a container
    /// that forbids it): tried once for real.
    static let canMount: Bool = {
      guard getuid() == 0, let mount = Programs.tool("mount"), let umount = Programs.tool("umount"),
        let workspace = try? Workspace("mount-probe")
      else { return false }
      let point = workspace.path("volume")
      try? FileManager.default.createDirectory(atPath: point, withIntermediateDirectories: true)
      guard
        (try? Programs.run(mount, ["-t", "tmpfs", "-o", "size=1m", "tmpfs", point]))?.status == 0
      else { return false }
      _ = try? Programs.run(umount, [point])
      return true
    }()

    /// Fills the file system holding `folder` until `free` bytes are left (real bytes: tmpfs
    /// does not count holes).
    static func fill(_ folder: String, leaving free: Int, name: String = "filler") throws {
      var info = statvfs()
      guard statvfs(folder, &info) == 0 else { throw Failure("statvfs \(folder)") }
      let available = Int(info.f_bavail) * Int(info.f_frsize)
      guard let file = fopen(folder + "/" + name, "wb") else { throw Failure("cannot fill") }
      defer { fclose(file) }
      let chunk = [UInt8](repeating: 0xA5, count: 4096)
      var left = available - free
      while left > 0 {
        let written = fwrite(chunk, 1, min(chunk.count, left), file)
        if written == 0 { break }
        left -= written
      }
      fflush(file)
    }

    static func freeBytes(_ folder: String) -> Int {
      var info = statvfs()
      return statvfs(folder, &info) == 0 ? Int(info.f_bavail) * Int(info.f_frsize) : -1
    }

    @Test(.enabled(if: FullDisk.canMount, "needs root to mount a tmpfs"))
    func aFullVolumeRefusesWritesAndKeepsTheCatalog() throws {
      let workspace = try Workspace("full-volume")
      let volume = workspace.path("volume")
      try FileManager.default.createDirectory(atPath: volume, withIntermediateDirectories: true)
      let mount = try Programs.require("mount")
      let umount = try Programs.require("umount")
      let mounted = try Programs.run(mount, ["-t", "tmpfs", "-o", "size=32m", "tmpfs", volume])
      try #require(mounted.status == 0, "\(mounted.stderr)")
      workspace.onCleanup { _ = try? Programs.run(umount, ["-l", volume]) }

      let catalog = volume + "/buttons.sqlite"
      let (setup, document) = try Self.workspace(catalog: catalog)
      // An export from before the last change, which the export below must replace.
      let oldExport = volume + "/export.json"
      try setup.succeed(["export", "--output", oldExport], database: catalog)
      let oldExportDigest = Digest.file(oldExport)
      try setup.succeed(["add", "latest", "--title-size", "5x5"], database: catalog)
      let before = try Self.contents(catalog)

      // Nearly full: room for SQLite's 32 KB shared-memory index and a few pages, not for the
      // changes below.
      try Self.fill(volume, leaving: 128 * 1024)
      let free = Self.freeBytes(volume)
      let description = String(repeating: "a long description ", count: 5_000)  // 95 KB
      for arguments in [
        ["import", document],
        ["add", "big", "--title-size", "10x10", "--description", description],
        ["set", "plain", "--description", description],
      ] {
        let result = try setup.run(arguments, database: catalog)
        let label = arguments.prefix(2).joined(separator: " ")
        #expect(result.status == 1 && !result.signaled, "\(label): \(result)")
        #expect(
          result.stderr.hasPrefix(
            "Error: catalog '\(catalog)': the disk is full; nothing was changed ("),
          "\(label): \(result.stderr)")
        #expect(try Self.contents(catalog) == before, "\(label)")
        print(
          "reliability: full volume (\(free) bytes free): \(label) → exit \(result.status): "
            + (result.errorLines.first ?? ""))
      }
      // An export does not fit either: the old file stays, no temporary file is left. (A
      // reader first, so SQLite's index file is there and the export gets to writing.)
      try setup.succeed(["list"], database: catalog)
      try Self.fill(volume, leaving: 8 * 1024, name: "filler-export")
      let export = try setup.run(["export", "--output", oldExport], database: catalog)
      #expect(export.status == 1)
      #expect(
        export.stderr
          == "Error: cannot write '\(oldExport)': No space left on device; the old file is untouched\n"
      )
      #expect(Digest.file(oldExport) == oldExportDigest)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: volume).filter { $0.contains(".tmp") }
          .isEmpty)

      // Completely full. Reading still works while SQLite's index file is there (readers
      // leave it), and says why it cannot when it is not; writing fails.
      let listing = try setup.run(["list"], database: catalog).stdout
      try Self.fill(volume, leaving: 0, name: "filler-2")
      for arguments in [["list"], ["add", "tiny", "--title-size", "1x1"]] {
        let result = try setup.run(arguments, database: catalog)
        if arguments[0] == "list" && result.status == 0 {
          #expect(result.stdout == listing)
        } else {
          #expect(result.status == 1 && !result.signaled, "\(arguments): \(result)")
          #expect(
            result.stderr.contains("No space left on device")
              || result.stderr.contains("the disk is full"), "\(arguments): \(result.stderr)")
        }
        print(
          "reliability: full volume (0 bytes free): \(arguments[0]) → exit \(result.status)"
            + (result.errorLines.first.map { ": " + $0 } ?? ""))
      }
      // Without the index (as after the last writer closed), a reader cannot start on a full
      // disk, and says so.
      for suffix in ["-wal", "-shm"] { unlink(catalog + suffix) }
      try Self.fill(volume, leaving: 0, name: "filler-3")
      let noIndex = try setup.run(["list"], database: catalog)
      #expect(noIndex.status == 1 && !noIndex.signaled, "\(noIndex)")
      #expect(noIndex.stderr.contains("No space left on device"), "\(noIndex.stderr)")
      print(
        "reliability: full volume (0 bytes free, no -shm): list → exit \(noIndex.status): "
          + (noIndex.errorLines.first ?? ""))
      for filler in ["filler", "filler-export", "filler-2", "filler-3"] {
        unlink(volume + "/" + filler)
      }
      #expect(try Self.contents(catalog) == before)
      // With room again, the same import goes through.
      #expect(
        try setup.run(["import", document], database: catalog).stdout == "imported 300 buttons\n")
      #expect(try Programs.integrity(catalog) == "ok")
    }

    /// Arguments for python3 to run `buttoncat …` with `RLIMIT_FSIZE` at `bytes` and SIGXFSZ
    /// ignored (so writes past the limit fail with EFBIG) or at its default (so the kernel kills
    /// the process there). Python, because a shell cannot undo a signal its parent ignored (and
    /// the test runner's threads block signals, which children inherit).
    static func limited(_ bytes: Int, ignoreSignal: Bool = true, _ arguments: [String])
      -> [String]
    {
      let launcher = """
        import os, resource, signal, sys
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN if sys.argv[1] == "ignore" else signal.SIG_DFL)
        signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGXFSZ])
        resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[2]), int(sys.argv[2])))
        os.execv(sys.argv[3], sys.argv[3:])
        """
      return ["-c", launcher, ignoreSignal ? "ignore" : "default", "\(bytes)", Programs.buttoncat]
        + arguments
    }

    @Test func aFileSizeLimitRefusesWritesAndKeepsTheCatalog() throws {
      let (workspace, document) = try Self.workspace()
      let before = try Self.contents(workspace.database)
      let shell = try Programs.require("python3")
      var environment = Workspace.environment
      environment["BUTTONCAT_DB"] = workspace.database
      // Room for the 32 KB index and 64 KB of log, not for 300 buttons.
      let limit = 96 * 1024
      let result = try Programs.run(
        shell, Self.limited(limit, ["import", document]), environment: environment)
      #expect(result.status == 1 && !result.signaled, "\(result)")
      #expect(
        result.stderr == "Error: catalog '\(workspace.database)': a disk I/O error; nothing was "
          + "changed (disk I/O error: File too large)\n", "\(result.stderr)")
      #expect(try Self.contents(workspace.database) == before)
      print(
        "reliability: file size limit \(limit) bytes: import → exit \(result.status): "
          + (result.errorLines.first ?? ""))

      // Without the signal ignored, the kernel kills the process at the limit: a crash.
      let killed = try Programs.run(
        shell, Self.limited(limit, ignoreSignal: false, ["import", document]),
        environment: environment)
      #expect(killed.signaled && killed.status == SIGXFSZ, "\(killed)")
      #expect(try Self.contents(workspace.database) == before)
      print(
        "reliability: file size limit, SIGXFSZ not ignored: import killed by signal \(killed.status)"
      )

      // Without the limit the same import goes through: the limit was what stopped it.
      #expect(try workspace.run(["import", document]).stdout == "imported 300 buttons\n")

      // An export past the limit (room for SQLite's index, not for the document): the old
      // file stays, and no temporary file is left.
      let output = workspace.path("export.json")
      try workspace.succeed(["export", "--output", output])
      let old = Digest.file(output)
      #expect(Digest.size(output) > 1 << 20)
      try workspace.succeed(["add", "another", "--title-size", "5x5"])
      let after = try Self.contents(workspace.database)
      let export = try Programs.run(
        shell, Self.limited(64 * 1024, ["export", "--output", output]),
        environment: environment)
      #expect(export.status == 1)
      #expect(
        export.stderr
          == "Error: cannot write '\(output)': File too large; the old file is untouched\n")
      #expect(Digest.file(output) == old)
      #expect(try Self.contents(workspace.database) == after)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: workspace.directory).filter {
          $0.contains(".tmp")
        }.isEmpty)
    }
  }
}
