import ButtonTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SIGKILL in the middle of writing: an import of 20,000 buttons, `recompute --all` on them, and
/// an export of them, each killed at ten moments spread over its run.
///
/// The moments are fractions (1/11 … 10/11) of the CPU time an uninterrupted run of the same
/// command takes, so a kill lands at the same point of the work however busy the machine is.
/// Two kills run at a time, each on its own copy of the catalog. The verdicts never depend on
/// where a kill lands; the tests also check that enough kills landed inside the transaction
/// (or the write), so they cannot pass by killing only before or after it.
extension Reliability {
  @Suite(.enabled(if: Platform.isLinux, "times its kills by CPU seconds from /proc"))
  struct Crashes {
    static let bulkCount = 20_000

    /// The buttons the catalog holds before the import: one with both directions (10
    /// layouts), two with one (5 layouts each).
    static let baseButtons: [[String]] = [
      [
        "add", "toolbar/share", "--title-size", "41.2x20", "--image-size", "20x20",
        "--placement", "trailing", "--spacing", "6", "--padding", "0,12,0,12", "--size", "120x44",
        "--direction", "both", "--tag", "toolbar",
      ],
      [
        "add", "tabbar/home", "--title", "Home", "--title-width", "27.5", "--font-size", "10",
        "--image-size", "24x24", "--placement", "top", "--spacing", "4", "--tag", "tabbar",
      ],
      ["add", "plain", "--title-size", "40x18", "--technique", "configuration"],
    ]

    /// What one kill did.
    struct Kill: Sendable {
      var moment: Int
      var cpuSeconds: Double
      /// False when the command ended by itself before the moment came.
      var killed: Bool
      /// The `-wal` file's size (or the temporary export's) when the kill was sent.
      var bytesAtKill: Int
      var outcome: String
      /// What went wrong, checked on the test's own thread after the lanes finish.
      var problems: [String] = []

      var line: String {
        "  kill \(moment)/11 at \(String(format: "%.1f", cpuSeconds)) s CPU: "
          + (killed ? "killed" : "had finished") + ", \(bytesAtKill) bytes written, \(outcome)"
      }
    }

    @Test func sigkillMidImportRecomputeAndExportLeavesAllOrNothing() throws {
      let workspace = try Workspace("crash")
      let started = Date()
      let reference = try importPhase(workspace)
      let afterImport = Date()
      try recomputePhase(workspace, reference)
      let afterRecompute = Date()
      try exportPhase(workspace, reference)
      print(
        "reliability: crash phases took import \(Int(afterImport.timeIntervalSince(started))) s, "
          + "recompute \(Int(afterRecompute.timeIntervalSince(afterImport))) s, export "
          + "\(Int(Date().timeIntervalSince(afterRecompute))) s")
    }

    /// Kills `import` of 20,000 buttons at ten moments; returns the catalog an uninterrupted
    /// import produced.
    func importPhase(_ workspace: Workspace) throws -> String {
      for button in Self.baseButtons { try workspace.succeed(button) }
      // The imported buttons have one direction each (5 layouts): both directions would double
      // the run time of every kill without exercising anything new.
      let templates = BulkDocument.templates(
        fromExport: try workspace.succeed(["export", "--format", "json"]).stdout
      ).filter { !$0.contains("\"direction\": \"both\",") }
      #expect(templates.count == 2)
      let document = workspace.path("bulk.json")
      try BulkDocument.write(
        count: Self.bulkCount, prefix: "bulk/b", templates: templates, to: document)
      let base = workspace.path("base.sqlite")
      try FileManager.default.copyItem(atPath: workspace.database, toPath: base)

      // The uninterrupted run: what "all" looks like, and how much CPU the import takes.
      let reference = workspace.path("imported.sqlite")
      try FileManager.default.copyItem(atPath: base, toPath: reference)
      let (full, cpu) = try Child.measure(
        ["import", document], environment: workspace.environment(reference),
        outputPrefix: workspace.path("import-reference"))
      #expect(full.status == 0 && !full.signaled, "\(full.stderr)")
      #expect(full.stdout == "imported 20000 buttons\n")
      let all = try Self.importState(reference)
      let none = try Self.importState(base)
      #expect(none == "0|0|0|3")
      #expect(all.hasPrefix("20000|") && all.hasSuffix("|20000|3"))

      let kills = Box<[Kill]>([])
      let errors = Box<[String]>([])
      onThreads(2) { lane in
        let catalog = workspace.path("import-lane\(lane).sqlite")
        for moment in stride(from: 1 + lane, through: 10, by: 2) {
          do {
            for suffix in ["", "-wal", "-shm"] { unlink(catalog + suffix) }
            try FileManager.default.copyItem(atPath: base, toPath: catalog)
            let child = try Child(
              ["import", document], environment: workspace.environment(catalog),
              outputPrefix: workspace.path("import-\(moment)"))
            var bytes = 0
            let target = cpu * Double(moment) / 11
            let killed = child.kill(afterCPUSeconds: target) {
              bytes = Digest.size(catalog + "-wal")
            }
            let result = child.wait()
            var problems: [String] = []
            if result.signaled ? result.status != SIGKILL : result.status != 0 {
              problems.append("ended with \(result.status): \(result.stderr)")
            }
            let integrity = try Programs.integrity(catalog)
            if integrity != "ok" { problems.append("integrity_check: \(integrity)") }
            let state = try Self.importState(catalog)
            let outcome = state == none ? "none" : state == all ? "all" : "MIXED \(state)"
            // The catalog takes the next change after the crash.
            let next = try workspace.run(
              ["add", "after-crash", "--title-size", "1x1"], database: catalog)
            if next.status != 0 { problems.append("add after the crash: \(next.stderr)") }
            kills.update {
              $0.append(
                Kill(
                  moment: moment, cpuSeconds: target, killed: killed, bytesAtKill: bytes,
                  outcome: outcome, problems: problems))
            }
          } catch {
            errors.update { $0.append("import kill \(moment): \(error)") }
          }
        }
      }
      Self.report(
        "import of \(Self.bulkCount) buttons, \(String(format: "%.1f", cpu)) s CPU", kills.value)
      #expect(errors.value.isEmpty, "\(errors.value)")
      #expect(kills.value.count == 10)
      for kill in kills.value {
        #expect(kill.outcome == "none" || kill.outcome == "all", "\(kill.line)")
        #expect(kill.problems.isEmpty, "\(kill.line): \(kill.problems)")
      }
      // Enough kills landed inside the transaction, after the parse, with pages already
      // spilled to the WAL: the "none" there is the rollback's doing.
      #expect(
        kills.value.filter { $0.killed && $0.outcome == "none" && $0.bytesAtKill > 1 << 20 }.count
          >= 3)
      return reference
    }

    /// buttons, layouts and revisions of the imported names, and the other buttons.
    static func importState(_ catalog: String) throws -> String {
      try Programs.sqlite(
        catalog,
        """
        SELECT (SELECT count(*) FROM buttons WHERE name GLOB 'bulk/*')
          || '|' || (SELECT count(*) FROM layouts
                     WHERE button_id IN (SELECT id FROM buttons WHERE name GLOB 'bulk/*'))
          || '|' || (SELECT count(*) FROM revisions WHERE name GLOB 'bulk/*')
          || '|' || (SELECT count(*) FROM buttons WHERE name NOT GLOB 'bulk/*' AND revision = 1)
        """)
    }

    /// Kills `recompute --all` of every stale layout at ten moments.
    func recomputePhase(_ workspace: Workspace, _ imported: String) throws {
      let stale = workspace.path("stale.sqlite")
      try FileManager.default.copyItem(atPath: imported, toPath: stale)
      // Layouts an older engine wrote: every one of them.
      _ = try Programs.sqlite(stale, "UPDATE layouts SET engine_version = 0")
      #expect(try Self.layoutState(stale) == "0|0|0")

      let recomputed = workspace.path("recomputed.sqlite")
      try FileManager.default.copyItem(atPath: stale, toPath: recomputed)
      let (full, cpu) = try Child.measure(
        ["recompute", "--all"], environment: workspace.environment(recomputed),
        outputPrefix: workspace.path("recompute-reference"))
      #expect(full.status == 0 && !full.signaled, "\(full.stderr)")
      #expect(full.stdout.hasSuffix("recomputed 20003, unchanged 0, failed 0 of 20003 buttons\n"))
      let new = try Self.layoutState(recomputed)
      #expect(new.hasPrefix("0|0|") && new != "0|0|0", "\(new)")
      try FileManager.default.removeItem(atPath: recomputed)

      let kills = Box<[Kill]>([])
      let errors = Box<[String]>([])
      onThreads(2) { lane in
        let catalog = workspace.path("recompute-lane\(lane).sqlite")
        do {
          try FileManager.default.copyItem(atPath: stale, toPath: catalog)
        } catch {
          errors.update { $0.append("cannot copy the catalog: \(error)") }
          return
        }
        for moment in stride(from: 1 + lane, through: 10, by: 2) {
          do {
            let child = try Child(
              ["recompute", "--all"], environment: workspace.environment(catalog),
              outputPrefix: workspace.path("recompute-\(moment)"))
            var bytes = 0
            let target = cpu * Double(moment) / 11
            let killed = child.kill(afterCPUSeconds: target) {
              bytes = Digest.size(catalog + "-wal")
            }
            let result = child.wait()
            var problems: [String] = []
            if result.signaled ? result.status != SIGKILL : result.status != 0 {
              problems.append("ended with \(result.status): \(result.stderr)")
            }
            let integrity = try Programs.integrity(catalog)
            if integrity != "ok" { problems.append("integrity_check: \(integrity)") }
            let state = try Self.layoutState(catalog)
            let outcome =
              state == "0|0|0" ? "all old" : state == new ? "all new" : "MIXED \(state)"
            kills.update {
              $0.append(
                Kill(
                  moment: moment, cpuSeconds: target, killed: killed, bytesAtKill: bytes,
                  outcome: outcome, problems: problems))
            }
            // The next kill starts from stale layouts again.
            if outcome != "all old" {
              _ = try Programs.sqlite(catalog, "UPDATE layouts SET engine_version = 0")
            }
          } catch {
            errors.update { $0.append("recompute kill \(moment): \(error)") }
          }
        }
        unlink(catalog)
      }
      Self.report(
        "recompute --all of 20003 buttons, \(String(format: "%.1f", cpu)) s CPU", kills.value)
      #expect(errors.value.isEmpty, "\(errors.value)")
      #expect(kills.value.count == 10)
      for kill in kills.value {
        #expect(kill.outcome == "all old" || kill.outcome == "all new", "\(kill.line)")
        #expect(kill.problems.isEmpty, "\(kill.line): \(kill.problems)")
      }
      #expect(
        kills.value.filter { $0.killed && $0.outcome == "all old" && $0.bytesAtKill > 1 << 20 }
          .count >= 3)
    }

    /// `buttons with old and new layouts mixed | buttons missing a layout | engine versions
    /// of all layouts`: `0|0|0` when every layout is old.
    static func layoutState(_ catalog: String) throws -> String {
      try Programs.sqlite(
        catalog,
        """
        SELECT (SELECT count(*) FROM (SELECT button_id FROM layouts GROUP BY button_id
                                      HAVING min(engine_version) <> max(engine_version)))
          || '|' || (SELECT count(*) FROM buttons b
                     WHERE (SELECT count(*) FROM layouts l WHERE l.button_id = b.id)
                       <> 5 * (CASE b.direction WHEN 'both' THEN 2 ELSE 1 END))
          || '|' || (SELECT group_concat(v) FROM (SELECT DISTINCT engine_version AS v FROM layouts))
        """)
    }

    /// Kills `export --output` of the 20,003 buttons at ten moments, half of them over an
    /// older export, half where there was no file.
    func exportPhase(_ workspace: Workspace, _ catalog: String) throws {
      let old = try workspace.succeed(["export", "--format", "json"]).stdout
      let oldDigest = Digest.file(
        try { () throws -> String in
          let path = workspace.path("old.json")
          try Data(old.utf8).write(to: URL(fileURLWithPath: path))
          return path
        }())
      let reference = workspace.path("reference.json")
      let (full, cpu) = try Child.measure(
        ["export", "--format", "json", "--output", reference],
        environment: workspace.environment(catalog), outputPrefix: workspace.path("export-ref"))
      #expect(full.status == 0 && !full.signaled, "\(full.stderr)")
      let fullDigest = Digest.file(reference)
      let fullSize = Digest.size(reference)

      let kills = Box<[Kill]>([])
      let errors = Box<[String]>([])
      let leftovers = Box(0)
      onThreads(2) { lane in
        let folder = workspace.path("export-lane\(lane)")
        let output = folder + "/catalog.json"
        for moment in stride(from: 1 + lane, through: 10, by: 2) {
          do {
            try? FileManager.default.removeItem(atPath: folder)
            try FileManager.default.createDirectory(
              atPath: folder, withIntermediateDirectories: true)
            let hadOld = moment % 2 == 1
            if hadOld { try Data(old.utf8).write(to: URL(fileURLWithPath: output)) }
            let child = try Child(
              ["export", "--format", "json", "--output", output],
              environment: workspace.environment(catalog),
              outputPrefix: workspace.path("export-\(moment)"))
            var bytes = 0
            let target = cpu * Double(moment) / 11
            let killed = child.kill(afterCPUSeconds: target) {
              bytes =
                ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                .filter { $0 != "catalog.json" }.map { Digest.size(folder + "/" + $0) }.max() ?? 0
            }
            _ = child.wait()
            let digest = Digest.file(output)
            let outcome =
              digest == "missing"
              ? "no file"
              : digest == oldDigest
                ? "old file"
                : digest == fullDigest
                  ? "new file"
                  : "PARTIAL (\(Digest.size(output)) of \(fullSize) bytes)"
            var problems: [String] = []
            if outcome != "new file" && outcome != (hadOld ? "old file" : "no file") {
              problems.append("\(hadOld ? "an old file was there" : "there was no file")")
            }
            let others = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
              $0 != "catalog.json"
            }
            leftovers.update { $0 += others.count }
            kills.update {
              $0.append(
                Kill(
                  moment: moment, cpuSeconds: target, killed: killed, bytesAtKill: bytes,
                  outcome: outcome, problems: problems))
            }
          } catch {
            errors.update { $0.append("export kill \(moment): \(error)") }
          }
        }
      }
      Self.report(
        "export of 20003 buttons (\(fullSize) bytes), \(String(format: "%.1f", cpu)) s CPU",
        kills.value)
      print(
        "reliability:   temporary files left beside the output by killed exports: \(leftovers.value)"
      )
      #expect(errors.value.isEmpty, "\(errors.value)")
      #expect(kills.value.count == 10)
      for kill in kills.value {
        #expect(kill.problems.isEmpty, "\(kill.line): \(kill.problems)")
      }
      #expect(kills.value.filter { $0.killed && $0.bytesAtKill > 1 << 20 }.count >= 3)
    }

    static func report(_ title: String, _ kills: [Kill]) {
      print("reliability: \(title)")
      for kill in kills.sorted(by: { $0.moment < $1.moment }) { print("reliability: \(kill.line)") }
    }
  }
}
