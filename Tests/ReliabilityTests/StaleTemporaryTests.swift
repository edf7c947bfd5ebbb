import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// An import into a missing catalog builds it as `NAME.new-TAG` beside it;
  /// killed with SIGKILL halfway, it leaves that file. The next command that opens the catalog
  /// removes it and says how much it freed, while a live import's file (locked) is left alone.
  @Suite struct StaleTemporaries {
    /// The names in the workspace's folder that are temporary catalogs of `buttons.sqlite`.
    static func temporaries(_ workspace: Workspace) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: workspace.directory)
        .filter { $0.hasPrefix("buttons.sqlite.new-") }.sorted()
    }

    /// Starts `import document` into the workspace's missing catalog and returns it once its
    /// temporary catalog exists and holds some bytes (or fails after 60 s).
    static func startImport(_ workspace: Workspace, _ document: String, _ label: String) throws
      -> (Child, String)
    {
      let known = Set(try temporaries(workspace))
      let child = try Child(
        ["import", document], environment: workspace.environment(),
        outputPrefix: workspace.path(label))
      let deadline = Date().addingTimeInterval(60)
      while Date() < deadline, child.isRunning {
        if let file = try temporaries(workspace).first(where: {
          !known.contains($0) && !$0.dropFirst("buttons.sqlite.new-".count).contains("-")
        }), Digest.size(workspace.path(file)) > 0 {
          return (child, file)
        }
        usleep(2_000)
      }
      child.kill()
      _ = child.wait()
      throw Failure("\(label): no temporary catalog appeared")
    }

    @Test func sigkillMidImportLeavesATemporaryTheNextCommandRemoves() throws {
      let workspace = try Workspace("stale-temporaries")
      let source = workspace.path("source.sqlite")
      for button in Crashes.baseButtons { try workspace.succeed(button, database: source) }
      let templates = BulkDocument.templates(
        fromExport: try workspace.succeed(["export", "--format", "json"], database: source).stdout)
      let document = workspace.path("bulk.json")
      try BulkDocument.write(count: 20_000, prefix: "bulk/b", templates: templates, to: document)

      // A live import, stopped (SIGSTOP) while it holds its temporary catalog.
      let (live, held) = try Self.startImport(workspace, document, "live")
      live.kill(SIGSTOP)
      defer {
        if live.isRunning {
          live.kill()
          _ = live.wait()
        }
      }
      let heldBytes = Digest.size(workspace.path(held))

      // Another, killed halfway: its temporary catalog stays. (It swept the folder as it
      // started, and left the live import's file alone.)
      let (killed, stale) = try Self.startImport(workspace, document, "killed")
      usleep(200_000)
      killed.kill()
      let result = killed.wait()
      #expect(result.signaled && result.status == SIGKILL, "\(result.stderr)")
      #expect(!result.stderr.contains("Note: removed"), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: workspace.database))
      #expect(try Self.temporaries(workspace).contains(stale))
      #expect(try Self.temporaries(workspace).contains(held))
      let staleBytes = try Self.temporaries(workspace).filter { $0.hasPrefix(stale) }
        .map { Digest.size(workspace.path($0)) }.reduce(0, +)
      print(
        "reliability: the killed import left \(try Self.temporaries(workspace).filter { $0.hasPrefix(stale) }), \(staleBytes) bytes"
      )

      let list = try workspace.run(["list"], timeout: 60)
      #expect(!list.timedOut && !list.signaled)
      let removed = try Self.temporaries(workspace).filter { $0.hasPrefix(stale) }
      #expect(removed.isEmpty, "\(removed)")
      #expect(try Self.temporaries(workspace).contains(held))
      #expect(Digest.size(workspace.path(held)) >= heldBytes)
      #expect(list.stderr.contains("Note: removed "), "\(list.stderr)")
      #expect(list.stderr.contains("'\(stale)'"), "\(list.stderr)")
      #expect(!list.stderr.contains(held), "\(list.stderr)")
      #expect(list.stderr.contains(" left by an interrupted command ("), "\(list.stderr)")
      #expect(list.stderr.contains("\(staleBytes) bytes freed"), "\(list.stderr)")

      // The live import goes on to the end, unharmed, and leaves nothing behind.
      live.kill(SIGCONT)
      let finished = live.wait()
      #expect(finished.status == 0 && !finished.signaled, "\(finished.stderr)")
      #expect(finished.stdout == "imported 20000 buttons\n")
      #expect(try Self.temporaries(workspace).isEmpty)
      #expect(try Programs.integrity(workspace.database) == "ok")
      let again = try workspace.run(["list"], timeout: 60)
      #expect(!again.stderr.contains("Note: removed"), "\(again.stderr)")

      // Files that only look alike are never touched: a link, and another catalog's.
      #expect(symlink(document, workspace.path("buttons.sqlite.new-link1")) == 0)
      #expect(
        FileManager.default.createFile(
          atPath: workspace.path("other.sqlite.new-abc"), contents: Data("x".utf8)))
      #expect(
        FileManager.default.createFile(
          atPath: workspace.path("buttons.sqlite.new-NOT_A_TAG"), contents: Data("x".utf8)))
      let third = try workspace.run(["list"], timeout: 60)
      #expect(!third.stderr.contains("Note: removed"), "\(third.stderr)")
      for name in [
        "buttons.sqlite.new-link1", "other.sqlite.new-abc", "buttons.sqlite.new-NOT_A_TAG",
      ] {
        var info = stat()
        #expect(lstat(workspace.path(name), &info) == 0, "\(name)")
      }
    }
  }
}
