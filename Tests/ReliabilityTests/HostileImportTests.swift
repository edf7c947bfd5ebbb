import ButtonTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// `import` of endless streams and of files that change while they are read.
  @Suite struct HostileImports {
    /// `/dev/zero` and a FIFO that never ends fail at the first byte that cannot belong to the
    /// document, at once (bounded memory: nothing is read past it), exit 65, no catalog.
    @Test func endlessStreamsFailAtTheirFirstImpossibleByte() throws {
      let workspace = try Workspace("hostile-import")
      let zero = try workspace.run(["import", "/dev/zero"], timeout: 20)
      #expect(!zero.timedOut && !zero.signaled)
      #expect(zero.status == 65, "\(zero.stderr)")
      #expect(
        zero.stderr
          == "Error: /dev/zero: not valid JSON: line 1, column 1: byte 0x00 cannot start a catalog document (it begins with '{')\n"
      )
      #expect(!FileManager.default.fileExists(atPath: workspace.database))

      // A FIFO whose writer sends the start of a document, then zeros until the reader goes.
      signal(SIGPIPE, SIG_IGN)
      for (label, prefix) in [
        ("zeros after a valid start", "{\"formatVersion\": 1, \"buttons\": [\n"),
        ("text that is not JSON", "  endless text\n"),
      ] {
        let fifo = workspace.path("endless-\(label.count).fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
          let fd = open(fifo, O_WRONLY)
          guard fd >= 0 else { return }
          defer { close(fd) }
          var bytes = Array(prefix.utf8)
          let zeros = [UInt8](repeating: label.hasPrefix("zeros") ? 0 : 0x61, count: 65536)
          while true {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 { return }
            bytes = zeros
          }
        }
        writer.start()
        let result = try workspace.run(["import", fifo], timeout: 20)
        #expect(!result.timedOut && !result.signaled, "\(label)")
        #expect(result.status == 65, "\(label): \(result.stderr)")
        #expect(
          result.stderr.hasPrefix("Error: \(fifo): not valid JSON: line "), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: workspace.database))
      }
      // No temporary copy is left anywhere the import could put one.
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: workspace.directory).filter {
          $0.hasPrefix(".buttoncat-import")
        }.isEmpty)
    }

    /// An endless pipe of text that is valid so far (the start of a document, then whitespace
    /// forever) is copied only up to the limit (2 GiB; `$BUTTONCAT_IMPORT_PIPE_LIMIT` here, so
    /// the test stays small), then refused: exit 65, no catalog, no temporary copy left, so the
    /// disk cannot fill. A document under the limit imports from a pipe as before.
    @Test func anEndlessValidSoFarPipeStopsAtTheLimit() throws {
      let workspace = try Workspace("hostile-import")
      signal(SIGPIPE, SIG_IGN)
      let fifo = workspace.path("whitespace.fifo")
      #expect(mkfifo(fifo, 0o600) == 0)
      let writer = Thread {
        let fd = open(fifo, O_WRONLY)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var bytes = Array("{\"formatVersion\": 1, \"buttons\": [\n".utf8)
        let spaces = [UInt8](repeating: 0x20, count: 65536)
        while true {
          let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
          if n < 0 { return }
          bytes = spaces
        }
      }
      writer.start()
      var environment = workspace.environment()
      environment["BUTTONCAT_IMPORT_PIPE_LIMIT"] = "1000000"
      let result = try Programs.buttoncat(
        ["import", fifo], environment: environment, directory: workspace.directory, timeout: 60)
      #expect(!result.timedOut && !result.signaled)
      #expect(result.status == 65, "\(result.stderr)")
      #expect(
        result.stderr
          == "Error: \(fifo): the document is longer than 1000000 bytes, the most read from a pipe "
          + "or a device; nothing was imported: save it to a file and import the file\n")
      #expect(!FileManager.default.fileExists(atPath: workspace.database))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: workspace.directory).filter {
          $0.hasPrefix(".buttoncat-import")
        }.isEmpty)

      // Under the limit, a pipe imports as before; a value that is not a byte count is refused.
      let source = workspace.path("source.sqlite")
      try workspace.succeed(["add", "ok", "--title-size", "40x18"], database: source)
      let document = workspace.path("document.json")
      try workspace.succeed(["export", "--output", document], database: source)
      let cat = try Programs.run(
        "/bin/sh", ["-c", "cat document.json | \"$0\" import -", Programs.buttoncat],
        environment: environment, directory: workspace.directory, timeout: 60)
      #expect(cat.status == 0, "\(cat.stderr)")
      #expect(cat.stdout == "imported 1 button\n")
      environment["BUTTONCAT_IMPORT_PIPE_LIMIT"] = "2GiB"
      let bad = try Programs.buttoncat(
        ["import", document], environment: environment, directory: workspace.directory)
      #expect(bad.status == 64)
      #expect(
        bad.stderr.hasPrefix(
          "Error: $BUTTONCAT_IMPORT_PIPE_LIMIT: '2GiB' is not a number of bytes (a whole number from 1)\n"
        ), "\(bad.stderr)")
    }

    /// A document truncated (or appended to) by another process while the import reads it: a
    /// clear error (exit 1), never SIGBUS, and nothing imported.
    @Test(
      .enabled(if: Platform.isLinux, "times the change by CPU seconds from /proc"),
      arguments: ["truncated", "appended"])
    func aDocumentChangedDuringImportGivesAClearError(_ change: String) throws {
      let workspace = try Workspace("hostile-import")
      let source = workspace.path("source.sqlite")
      try workspace.succeed(["add", "ok", "--title-size", "40x18"], database: source)
      try workspace.succeed(
        ["add", "pic", "--title-size", "30x18", "--image-size", "20x20", "--placement", "top"],
        database: source)
      let templates = BulkDocument.templates(
        fromExport: try workspace.succeed(["export"], database: source).stdout)
      let document = workspace.path("document.json")
      try BulkDocument.write(count: 6000, prefix: "b", templates: templates, to: document)
      let size = Digest.size(document)
      let child = try Child(
        ["import", document], environment: workspace.environment(),
        outputPrefix: workspace.path("import"))
      // Well into the import (CPU time, so a busy machine does not change the moment).
      let started = Date()
      while (child.cpuSeconds ?? 0) < 0.8, child.isRunning, Date().timeIntervalSince(started) < 120
      {
        usleep(10_000)
      }
      let changedWhileRunning = child.isRunning
      if change == "truncated" {
        #expect(truncate(document, off_t(size / 10)) == 0)
      } else {
        let handle = try #require(FileHandle(forWritingAtPath: document))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(String(repeating: " ", count: 4096).utf8))
        try handle.close()
      }
      let result = child.wait()
      try #require(changedWhileRunning, "the import ended before the document changed")
      #expect(!result.signaled, "killed by signal \(result.status): \(result.stderr.prefix(300))")
      #expect(result.status == 1, "\(result.stderr)")
      #expect(
        result.stderr.hasPrefix(
          "Error: '\(document)' changed while it was being imported (\(size) bytes, now "),
        "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: workspace.database))
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: workspace.directory).filter {
          $0.hasPrefix("buttons.sqlite")
        }.isEmpty)
    }
  }
}
