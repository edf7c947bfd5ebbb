import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Many `buttoncat` processes on one catalog at the same time, as scripts and CI run them.
///
/// Nothing here depends on timing for its verdict: every command must succeed however the
/// processes interleave, and the counts must add up.
extension Reliability {
  @Suite struct Concurrency {
    /// What the processes did: every command's outcome, and what the readers saw.
    final class Log: @unchecked Sendable {
      private let lock = NSLock()
      /// Successful commands of the writers, and of the readers.
      private(set) var writes = 0
      private(set) var readerCommands = 0
      private(set) var failures: [String] = []
      private(set) var reads = 0
      private(set) var largestWAL = 0
      private var finishedWriters = 0

      func record(_ arguments: [String], _ result: Programs.Result, reader: Bool = false) {
        lock.lock()
        defer { lock.unlock() }
        if result.status == 0 && !result.signaled {
          if reader { readerCommands += 1 } else { writes += 1 }
        } else {
          failures.append(
            "\(arguments.joined(separator: " ")) → \(result.signaled ? "signal " : "exit ")"
              + "\(result.status): \(result.stderr)")
        }
      }

      func problem(_ text: String) {
        lock.lock()
        failures.append(text)
        lock.unlock()
      }

      func read(walSize: Int) {
        lock.lock()
        reads += 1
        largestWAL = max(largestWAL, walSize)
        lock.unlock()
      }

      /// Counts a finished writer; returns how many have finished.
      func writerFinished() -> Int {
        lock.lock()
        defer { lock.unlock() }
        finishedWriters += 1
        return finishedWriters
      }
    }

    /// A reader: `list` and `export --output` in a loop until `done`, checking that every
    /// export is a whole document that never has fewer buttons than the one before.
    static func reader(
      _ index: Int, _ workspace: Workspace, _ log: Log, done: Box<Bool>, extra: [String] = []
    ) {
      while !done.value && access(workspace.database, F_OK) != 0 { usleep(1_000) }
      let output = workspace.path("reader-\(index).json")
      var lastCount = 0
      repeat {
        for arguments in [["list", "--format", "json"], ["export", "--output", output], extra]
        where !arguments.isEmpty {
          guard let result = try? workspace.run(arguments) else {
            log.problem("cannot run \(arguments)")
            continue
          }
          log.record(arguments, result, reader: true)
          if arguments[0] == "export", result.status == 0 {
            let data = FileManager.default.contents(atPath: output) ?? Data()
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            let count = (document?["buttons"] as? [Any])?.count
            if let count, count >= lastCount {
              lastCount = count
            } else {
              log.problem("export \(index) read \(count.map(String.init) ?? "a broken file")")
            }
          }
        }
        log.read(walSize: Digest.size(workspace.database + "-wal"))
      } while !done.value
    }

    @Test func fourWritersAddAThousandButtonsWhileTwoReadersListAndExport() throws {
      let workspace = try Workspace("concurrent-add")
      let log = Log()
      let done = Box(false)
      let started = Date()
      // The writers start on a missing catalog: creating it is part of the race.
      onThreads(6) { thread in
        if thread >= 4 {
          Self.reader(thread - 4, workspace, log, done: done)
          return
        }
        for index in 0..<250 {
          let arguments = [
            "add", "writer\(thread)/button\(index)", "--title-size", "40x18", "--image-size",
            "20x20", "--spacing", "\(index % 20)", "--tag", "writer\(thread)",
          ]
          do {
            log.record(arguments, try workspace.run(arguments))
          } catch {
            log.problem("cannot run \(arguments): \(error)")
          }
        }
        // The last writer to finish stops the readers.
        if log.writerFinished() == 4 { done.value = true }
      }
      let elapsed = Date().timeIntervalSince(started)
      #expect(log.failures.isEmpty, "\(log.failures.prefix(10))")
      #expect(try Programs.sqlite(workspace.database, "SELECT count(*) FROM buttons") == "1000")
      let names = try Programs.sqlite(workspace.database, "SELECT name FROM buttons")
      let expected = (0..<4).flatMap { w in (0..<250).map { "writer\(w)/button\($0)" } }
      #expect(Set(names.split(separator: "\n").map(String.init)) == Set(expected))
      #expect(
        try Programs.sqlite(
          workspace.database, "SELECT count(*) FROM layouts; SELECT count(*) FROM revisions")
          == "5000\n1000")
      #expect(try Programs.integrity(workspace.database) == "ok")
      #expect(log.reads >= 2, "the readers never ran while the writers wrote")
      print(
        "reliability: concurrent add: \(log.writes) writes and \(log.readerCommands) reads succeeded, "
          + "\(log.failures.count) failed, \(log.reads) reader rounds, largest WAL "
          + "\(log.largestWAL) bytes, \(String(format: "%.1f", elapsed)) s")
    }

    @Test func fourWritersSetOneButtonWhileTwoReadersListAndExport() throws {
      let workspace = try Workspace("concurrent-set")
      try workspace.succeed([
        "add", "shared", "--title-size", "40x18", "--image-size", "20x20", "--spacing", "0",
      ])
      let log = Log()
      let done = Box(false)
      let started = Date()
      onThreads(6) { thread in
        if thread >= 4 {
          Self.reader(thread - 4, workspace, log, done: done, extra: ["history", "shared"])
          return
        }
        for index in 0..<250 {
          // Every command sets a spacing no other command sets, so each one can be found.
          let arguments = ["set", "shared", "--spacing", "\(thread * 250 + index + 1)"]
          do {
            log.record(arguments, try workspace.run(arguments))
          } catch {
            log.problem("cannot run \(arguments): \(error)")
          }
        }
        if log.writerFinished() == 4 { done.value = true }
      }
      let elapsed = Date().timeIntervalSince(started)
      #expect(log.failures.isEmpty, "\(log.failures.prefix(10))")
      let sets = log.writes
      #expect(sets == 1000)
      // No update lost: one revision per successful command, each spacing exactly once.
      #expect(
        try Programs.sqlite(
          workspace.database, "SELECT revision FROM buttons WHERE name = 'shared'")
          == "\(1 + sets)")
      let spacings = try Programs.sqlite(
        workspace.database,
        "SELECT json_extract(inputs_json, '$.spacing') FROM revisions WHERE action = 'set'"
      ).split(separator: "\n").compactMap { Int($0) }
      #expect(spacings.count == sets)
      #expect(Set(spacings) == Set(1...1000))
      // The stored inputs are those of the last revision, and the layouts follow them.
      #expect(
        try Programs.sqlite(
          workspace.database,
          """
          SELECT b.spacing = json_extract(r.inputs_json, '$.spacing') FROM buttons b
          JOIN revisions r ON r.button_id = b.id AND r.revision = b.revision
          """) == "1")
      #expect(try workspace.run(["list", "--stale"]).stderr == "no buttons\n")
      #expect(try Programs.integrity(workspace.database) == "ok")
      #expect(log.reads >= 2, "the readers never ran while the writers wrote")
      print(
        "reliability: concurrent set: \(sets) sets succeeded, final revision \(1 + sets), "
          + "\(log.failures.count) failed, \(log.reads) reader rounds, largest WAL "
          + "\(log.largestWAL) bytes, \(String(format: "%.1f", elapsed)) s")
    }

    /// Six processes create the same new catalog at once while two others read it as soon as
    /// it appears: a reader must never see a half-created catalog (before the fix it was
    /// refused as "not a buttoncat catalog" while the first writer built the schema).
    @Test func aNewCatalogAppearsWholeToConcurrentProcesses() throws {
      let log = Log()
      for round in 0..<20 {
        let workspace = try Workspace("concurrent-create")
        let done = Box(false)
        onThreads(8) { thread in
          if thread >= 6 {
            Self.reader(thread - 6, workspace, log, done: done)
            return
          }
          let arguments = ["add", "round\(round)/writer\(thread)", "--title-size", "40x18"]
          do {
            log.record(arguments, try workspace.run(arguments))
          } catch {
            log.problem("cannot run \(arguments): \(error)")
          }
          if log.writerFinished() % 6 == 0 { done.value = true }
        }
        #expect(try Programs.sqlite(workspace.database, "SELECT count(*) FROM buttons") == "6")
        #expect(try Programs.integrity(workspace.database) == "ok")
        // No temporary file from the creation is left behind.
        let files = try FileManager.default.contentsOfDirectory(atPath: workspace.directory)
        #expect(files.filter { $0.contains(".new-") }.isEmpty, "\(files)")
      }
      #expect(log.failures.isEmpty, "\(log.failures.prefix(10))")
      print(
        "reliability: concurrent creation: 20 rounds, \(log.writes) writes and \(log.readerCommands) reads succeeded, "
          + "\(log.failures.count) failed")
    }
  }
}
