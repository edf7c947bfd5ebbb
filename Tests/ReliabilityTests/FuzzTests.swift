import Foundation
import Testing

@testable import ButtonCatCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fuzzer: random and mutated command lines and import documents, most of them through the
/// in-process entry point (`ButtonCat.run`, fast), some through the real binary (so a crash is
/// a real crash and a hang is caught by a watchdog).
///
/// Every case must end with exit 0, or with 1, 64 or 65 and an `Error:` line; a rejected
/// command must leave the catalog byte for byte as it was (compared whole, not by digest); a
/// successful one must leave a catalog (`integrity_check` runs every 250 cases and at the end).
/// Deterministic: the seed is fixed, and a failure names the case to replay.
extension Reliability {
  @Suite struct Fuzz {
    static let inProcessCases = 12_000
    static let binaryCases = 600

    /// The files the fuzzer plays with.
    final class Playground {
      let workspace: Workspace
      let files: Hostile.Files
      let validDocument: String
      let pristine: String

      init() throws {
        workspace = try Workspace("fuzz")
        for button in [
          [
            "add", "toolbar/share", "--title-size", "41.2x20", "--image-size", "20x20",
            "--placement", "trailing", "--spacing", "6", "--direction", "both", "--tag", "toolbar",
          ],
          ["add", "tabbar/home", "--title", "Home", "--title-width", "27.5", "--font-size", "10"],
          ["add", "plain", "--title-size", "40x18"],
        ] {
          try workspace.succeed(button)
        }
        // A copy in the workspace: the fuzzer names `FONT#7` and the like as catalogs, which
        // must never be created next to the system's font.
        let systemFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let font = workspace.path("DejaVuSans.ttf")
        if FileManager.default.fileExists(atPath: systemFont) {
          try FileManager.default.copyItem(atPath: systemFont, toPath: font)
        }
        files = Hostile.Files(
          catalog: workspace.database, otherCatalog: workspace.path("other.sqlite"),
          textFile: workspace.path("notes.txt"), folder: workspace.path("folder"),
          missing: workspace.path("missing/dir"), png: workspace.path("icon@2x.png"),
          font: FileManager.default.fileExists(atPath: font) ? font : workspace.path("notes.txt"),
          output: workspace.path("out.json"),
          documents: [workspace.path("valid.json"), workspace.path("case.json")])
        try Data("Not a catalog, not a document.\n".utf8).write(
          to: URL(fileURLWithPath: files.textFile))
        try FileManager.default.createDirectory(
          atPath: files.folder, withIntermediateDirectories: true)
        try Data(ImageFixtures.png(width: 48, height: 48)).write(
          to: URL(fileURLWithPath: files.png))
        validDocument = try workspace.succeed(["export"]).stdout
          .replacingOccurrences(of: "\"name\": \"", with: "\"name\": \"imp/")
        try Data(validDocument.utf8).write(to: URL(fileURLWithPath: files.documents[0]))
        pristine = workspace.path("pristine.sqlite")
        try FileManager.default.copyItem(atPath: workspace.database, toPath: pristine)
      }

      /// Puts the first catalog back as it was (the fuzzer's successes make it grow).
      func reset() throws {
        for suffix in ["", "-wal", "-shm"] { unlink(files.catalog + suffix) }
        try FileManager.default.copyItem(atPath: pristine, toPath: files.catalog)
      }

      /// The bytes that hold data: the catalog, its `-wal` when not empty, and the text file
      /// (which `--db` may name).
      func snapshot() -> [Data?] {
        let wal = FileManager.default.contents(atPath: files.catalog + "-wal")
        return [
          FileManager.default.contents(atPath: files.catalog), wal?.isEmpty == false ? wal : nil,
          FileManager.default.contents(atPath: files.textFile),
        ]
      }

      /// The next case: arguments, and the document they import when there is one.
      func nextCase(_ hostile: inout Hostile) -> [String] {
        let kind = hostile.int(100)
        if kind < 40 { return hostile.randomArguments() }
        if kind < 75 { return hostile.mutatedArguments() }
        let bytes =
          hostile.chance(90)
          ? hostile.mutatedDocument(validDocument) : hostile.extremeDocument()
        _ = FileManager.default.createFile(atPath: files.documents[1], contents: Data(bytes))
        return ["import", files.documents[1]] + (hostile.chance(30) ? ["--replace"] : [])
      }
    }

    /// Tallies of what the cases did, and what went wrong.
    struct Tally {
      var statuses: [Int32: Int] = [:]
      var problems: [String] = []
      var cases = 0

      mutating func check(
        _ index: Int, _ arguments: [String], status: Int32, signaled: Bool, stderr: String,
        before: [Data?], playground: Playground
      ) {
        cases += 1
        statuses[signaled ? -status : status, default: 0] += 1
        let label = "case \(index) \(arguments.map { $0.count > 60 ? "\($0.prefix(60))…" : $0 })"
        guard !signaled else {
          problems.append("\(label): killed by signal \(status)\n\(stderr)")
          return
        }
        // 2: a catalog `check` cannot check, or trouble for `diff` and `merge` (with an Error:
        // line, as every failure).
        guard [0, 1, 2, 64, 65].contains(status) else {
          problems.append("\(label): exit \(status)\n\(stderr)")
          return
        }
        if status != 0 {
          if !stderr.split(separator: "\n").contains(where: { $0.hasPrefix("Error: ") }) {
            problems.append("\(label): exit \(status) without an Error: line\n\(stderr)")
          }
          if playground.snapshot() != before {
            problems.append(
              "\(label): rejected (exit \(status)) but the catalog changed\n\(stderr)")
          }
        }
        // Whatever happened, the catalog is still a SQLite file.
        let header = FileManager.default.contents(atPath: playground.files.catalog)?.prefix(16)
        if header != Data("SQLite format 3\0".utf8) {
          problems.append("\(label): exit \(status) and the catalog is no longer a SQLite file")
        }
      }

      func summary(_ title: String) -> String {
        "reliability: \(title): \(cases) cases, exits "
          + statuses.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(
            separator: ", ") + ", \(problems.count) problems"
      }
    }

    /// Every 250 cases, and at the end: the catalog is sound.
    static func checkIntegrity(_ playground: Playground, _ tally: inout Tally, at index: Int) {
      let answer = (try? Programs.integrity(playground.files.catalog)) ?? "sqlite3 failed"
      if answer != "ok" { tally.problems.append("after case \(index): integrity_check: \(answer)") }
    }

    /// The arguments, safe to run inside the test runner: `-` (standard input, which a test
    /// runner must not wait on) becomes an unknown option, and a relative `--db` or `--output`
    /// lands in the playground rather than in the runner's working directory. (The binary runs
    /// get the playground as their working directory instead.)
    static func contained(_ arguments: [String], in playground: Playground) -> [String] {
      var result: [String] = []
      var pathFollows = false
      for argument in arguments {
        var value = argument == "-" ? "-x" : argument
        if pathFollows, !value.hasPrefix("/") {
          value = playground.workspace.directory + "/" + value
        }
        for option in ["--db=", "--output="] where value.hasPrefix(option) {
          let path = String(value.dropFirst(option.count))
          if !path.hasPrefix("/") { value = option + playground.workspace.directory + "/" + path }
        }
        pathFollows = value == "--db" || value == "--output"
        result.append(value)
      }
      return result
    }

    /// What the fuzzer found: `export --output` naming the catalog replaced it with the
    /// document, and succeeded.
    @Test func anExportOntoTheCatalogItselfIsRefused() throws {
      let playground = try Playground()
      let catalog = playground.files.catalog
      let before = playground.snapshot()
      let link = playground.workspace.path("link.sqlite")
      try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: catalog)
      for output in [catalog, link, playground.workspace.directory + "/./buttons.sqlite"] {
        let result = try playground.workspace.run(["export", "--output", output])
        #expect(result.status == 64)
        #expect(
          result.stderr.hasPrefix(
            "Error: --output: '\(output)' is the catalog; writing the export there would replace it\n"
          ))
        #expect(playground.snapshot() == before)
      }
      #expect(try Programs.integrity(catalog) == "ok")
    }

    @Test func hostileCommandLinesAndDocumentsThroughTheBinary() throws {
      let playground = try Playground()
      var hostile = Hostile(seed: 0xB077_0AC7, files: playground.files, forBinary: true)
      var tally = Tally()
      let started = Date()
      var environment = Workspace.environment
      environment["BUTTONCAT_DB"] = playground.files.catalog
      for index in 0..<Self.binaryCases {
        if index % 200 == 0 { try playground.reset() }
        let arguments = playground.nextCase(&hostile)
        let before = playground.snapshot()
        let result = try Programs.buttoncat(
          arguments, environment: environment, directory: playground.workspace.directory,
          timeout: 120)
        if result.timedOut { tally.problems.append("case \(index) \(arguments): hung") }
        tally.check(
          index, arguments, status: result.status, signaled: result.signaled,
          stderr: result.stderr, before: before, playground: playground)
        if index % 250 == 249 { Self.checkIntegrity(playground, &tally, at: index) }
      }
      Self.checkIntegrity(playground, &tally, at: Self.binaryCases)
      print(tally.summary("fuzz, binary") + ", \(Int(Date().timeIntervalSince(started))) s")
      #expect(tally.problems.isEmpty, "\(tally.problems.prefix(20).joined(separator: "\n"))")
    }

    @Test func hostileCommandLinesAndDocumentsInProcess() throws {
      let playground = try Playground()
      var hostile = Hostile(seed: 0x5EED_F022, files: playground.files, forBinary: false)
      var tally = Tally()
      let started = Date()
      var environment = Workspace.environment
      environment["BUTTONCAT_DB"] = playground.files.catalog
      for index in 0..<Self.inProcessCases {
        if index % 1000 == 0 { try playground.reset() }
        let arguments = Self.contained(playground.nextCase(&hostile), in: playground)
        let before = playground.snapshot()
        let err = StringSink()
        let status = ButtonCat.run(
          arguments, console: Console(out: StringSink(), err: err, environment: environment))
        tally.check(
          index, arguments, status: status, signaled: false, stderr: err.text, before: before,
          playground: playground)
        if index % 250 == 249 { Self.checkIntegrity(playground, &tally, at: index) }
      }
      Self.checkIntegrity(playground, &tally, at: Self.inProcessCases)
      print(tally.summary("fuzz, in-process") + ", \(Int(Date().timeIntervalSince(started))) s")
      #expect(tally.problems.isEmpty, "\(tally.problems.prefix(20).joined(separator: "\n"))")
    }
  }
}
