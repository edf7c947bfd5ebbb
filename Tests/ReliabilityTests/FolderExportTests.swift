import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// An export that writes several files writes all of them or none, names
  /// what failed, and an svg folder removes only the diagrams it wrote that no button owns.
  @Suite struct FolderExports {
    /// A workspace with three buttons, exported once as `format` into `out/`, then changed, so
    /// that the next export replaces every file.
    static func exported(_ format: String) throws -> (Workspace, folder: String) {
      let workspace = try Workspace("folder-exports")
      for name in ["a", "b", "c"] {
        try workspace.succeed(["add", name, "--title-size", "40x18", "--spacing", "2"])
      }
      let folder = workspace.path("out")
      try workspace.succeed(["export", "--format", format, "--output", folder + "/"])
      for name in ["a", "b", "c"] {
        try workspace.succeed(["set", name, "--title-size", "50x20"])
      }
      return (workspace, folder)
    }

    /// Every file of `folder` by name, with its digest.
    static func snapshot(_ folder: String) -> [String: String] {
      var files: [String: String] = [:]
      for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
        files[name] = Digest.file(folder + "/" + name)
      }
      return files
    }

    /// Temporary files left in `folder` (the svg manifest is not one).
    static func leftovers(_ folder: String) -> [String] {
      Outputs.leftovers(folder).filter { $0 != ".buttoncat_svg" }
    }

    /// One destination of the objc export is a folder: the export fails naming it, and the
    /// other files (written first on `main`) are all as they were.
    @Test func aDestinationThatIsAFolderReplacesNothing() throws {
      let (workspace, folder) = try Self.exported("objc")
      let blocked = folder + "/UIButton+ButtonStyles.m"
      unlink(blocked)
      try FileManager.default.createDirectory(atPath: blocked, withIntermediateDirectories: false)
      let before = Self.snapshot(folder)
      let result = try workspace.run(["export", "--format", "objc", "--output", folder + "/"])
      #expect(result.status == 1 && !result.signaled, "\(result)")
      #expect(
        result.stderr
          == "Error: cannot replace \(blocked): it is a folder (no file was replaced: every file is as it was)\n"
      )
      #expect(Self.snapshot(folder) == before)
      #expect(Self.leftovers(folder).isEmpty)
    }

    /// The svg export onto a nearly full tmpfs: the first diagrams fit, the rest do not. No
    /// diagram is replaced, none is left half-written, no temporary file stays.
    @Test(.enabled(if: FullDisk.canMount, "needs root to mount a tmpfs"))
    func aFullVolumeReplacesNoFileOfTheFolder() throws {
      let workspace = try Workspace("folder-full")
      let volume = workspace.path("volume")
      try FileManager.default.createDirectory(atPath: volume, withIntermediateDirectories: true)
      let mount = try Programs.require("mount")
      let umount = try Programs.require("umount")
      let mounted = try Programs.run(mount, ["-t", "tmpfs", "-o", "size=4m", "tmpfs", volume])
      try #require(mounted.status == 0, "\(mounted.stderr)")
      workspace.onCleanup { _ = try? Programs.run(umount, ["-l", volume]) }
      let names = (1...12).map { "button\($0)" }
      for name in names {
        try workspace.succeed([
          "add", name, "--title-size", "40x18", "--description",
          String(repeating: "d", count: 3000),
        ])
      }
      let folder = volume + "/out"
      try workspace.succeed(["export", "--format", "svg", "--output", folder + "/"])
      for name in names { try workspace.succeed(["set", name, "--title-size", "50x20"]) }
      let size = Int(
        (try FileManager.default.attributesOfItem(atPath: folder + "/button1.svg")[.size] as? Int)
          ?? 0)
      try FullDisk.fill(volume, leaving: size * 3)
      let before = Self.snapshot(folder)
      let result = try workspace.run(["export", "--format", "svg", "--output", folder + "/"])
      #expect(result.status == 1 && !result.signaled, "\(result)")
      #expect(result.stderr.contains("No space left on device"), "\(result.stderr)")
      #expect(result.stderr.contains("no file was replaced"), "\(result.stderr)")
      #expect(Self.snapshot(folder) == before)
      #expect(Self.leftovers(folder).isEmpty, "\(Self.leftovers(folder))")
    }

    /// A read-only folder, for a user who cannot write (uid 65534: root ignores permission
    /// bits): the export fails naming the file, every old file stays.
    @Test(.enabled(if: getuid() == 0, "needs root to run the binary as another user (setpriv)"))
    func aReadOnlyFolderReplacesNothing() throws {
      let setpriv = try Programs.require("setpriv")
      let (workspace, folder) = try Self.exported("svg")
      chmod(workspace.directory, 0o755)
      chmod(folder, 0o555)
      workspace.onCleanup { chmod(folder, 0o755) }
      let before = Self.snapshot(folder)
      let catalog = workspace.database
      #expect(Digest.size(catalog + "-wal") <= 0)
      for suffix in ["-wal", "-shm"] { unlink(catalog + suffix) }
      let result = try Programs.run(
        setpriv,
        [
          "--reuid=65534", "--regid=65534", "--clear-groups", Programs.buttoncat, "--db", catalog,
          "export", "--format", "svg", "--output", folder + "/",
        ], environment: Workspace.environment, directory: workspace.directory)
      #expect(result.status == 1 && !result.signaled, "\(result)")
      #expect(result.stderr.contains("Permission denied"), "\(result.stderr)")
      #expect(Self.snapshot(folder) == before)
    }

    /// A diagram of a removed button goes; a file buttoncat did not write, and one edited since
    /// it wrote it, stay; a button added later does not take another's file name.
    @Test func anSVGFolderRemovesOnlyItsOwnStaleDiagrams() throws {
      let workspace = try Workspace("svg-stale")
      try workspace.succeed(["add", "tabbar/home", "--title-size", "40x18"])
      try workspace.succeed(["add", "gone", "--title-size", "40x18"])
      try workspace.succeed(["add", "edited", "--title-size", "40x18"])
      let folder = workspace.path("out")
      try workspace.succeed(["export", "--format", "svg", "--output", folder + "/"])
      let home = Digest.file(folder + "/tabbar-home.svg")
      try "mine".write(toFile: folder + "/notes.svg", atomically: false, encoding: .utf8)
      try "changed by hand".write(
        toFile: folder + "/edited.svg", atomically: false, encoding: .utf8)
      try workspace.succeed(["rm", "gone"])
      try workspace.succeed(["rm", "edited"])
      // Sorts before `tabbar/home` and makes the same file name.
      try workspace.succeed(["add", "tabbar-Home", "--title-size", "10x18"])
      let result = try workspace.succeed(["export", "--format", "svg", "--output", folder + "/"])
      #expect(result.stderr.contains("removed \(folder)/gone.svg (no button owns it)"))
      #expect(result.stderr.contains("kept \(folder)/edited.svg"))
      let files = Set(try FileManager.default.contentsOfDirectory(atPath: folder))
      #expect(
        files == [
          ".buttoncat_svg", "notes.svg", "edited.svg", "tabbar-home.svg", "tabbar-Home-2.svg",
        ])
      #expect(Digest.file(folder + "/tabbar-home.svg") == home)
    }
  }
}
