import ButtonTestSupport
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// Sources that are not regular files (a link to `/dev/zero`, a named pipe)
  /// and sources over their kind's limit, given to `add`, named by an imported document, or
  /// becoming one after they were measured. Every run has a timeout and a 4 GB address-space
  /// limit, so a regression fails the test instead of hanging CI or eating the machine's memory.
  @Suite struct SourceDevices {
    static let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    /// A workspace with a real font (`font.ttf`), image (`icon@2x.png`), image set
    /// (`icon.imageset`) and strings folder (`Strings/en.lproj/Localizable.strings`).
    static func sources() throws -> Workspace {
      let workspace = try Workspace("source-devices")
      try FileManager.default.copyItem(atPath: font, toPath: workspace.path("font.ttf"))
      try Data(ImageFixtures.png(width: 40, height: 40)).write(
        to: URL(fileURLWithPath: workspace.path("icon@2x.png")))
      try FileManager.default.createDirectory(
        atPath: workspace.path("icon.imageset"), withIntermediateDirectories: true)
      try Data(ImageFixtures.png(width: 60, height: 60)).write(
        to: URL(fileURLWithPath: workspace.path("icon.imageset/icon@3x.png")))
      try Data(
        #"{"images":[{"filename":"icon@3x.png","idiom":"universal","scale":"3x"}],"info":{"version":1,"author":"xcode"}}"#
          .utf8
      ).write(to: URL(fileURLWithPath: workspace.path("icon.imageset/Contents.json")))
      try FileManager.default.createDirectory(
        atPath: workspace.path("Strings/en.lproj"), withIntermediateDirectories: true)
      try Data("\"home\" = \"Home\";\n".utf8).write(
        to: URL(fileURLWithPath: workspace.path("Strings/en.lproj/Localizable.strings")))
      return workspace
    }

    /// Runs `buttoncat` under a 4 GB address-space limit and a 20 s timeout.
    static func run(
      _ workspace: Workspace, _ arguments: [String], environment: [String: String] = [:]
    ) throws -> Programs.Result {
      var env = workspace.environment()
      for (key, value) in environment { env[key] = value }
      return try Programs.run(
        "/bin/sh",
        ["-c", "ulimit -v 4000000 && exec \"$0\" \"$@\"", Programs.buttoncat] + arguments,
        environment: env, directory: workspace.directory, timeout: 20)
    }

    /// Replaces the file at `path` with a link to `/dev/zero` (`zero`) or a named pipe.
    static func plant(_ path: String, _ kind: String) {
      unlink(path)
      if kind == "zero" {
        #expect(symlink("/dev/zero", path) == 0)
      } else {
        #expect(mkfifo(path, 0o600) == 0)
      }
    }

    static let reasons = [
      "zero": "it is a character device, not a regular file",
      "fifo": "it is a named pipe (FIFO), not a regular file",
    ]

    /// `add` with each kind of source planted as a link to `/dev/zero` or a FIFO: exit 65 at
    /// once, naming the file and what it is, and the catalog as it was.
    @Test func addRefusesEverySourceKindThatIsADeviceOrAPipe() throws {
      let workspace = try Self.sources()
      try workspace.succeed(["add", "base", "--title-size", "40x18"])
      let cases: [(file: String, arguments: [String])] = [
        ("font.ttf", ["--title", "Hi", "--font", "font.ttf"]),
        (
          "fallback.ttf",
          ["--title", "Hi 设", "--font", "font.ttf", "--fallback-font", "fallback.ttf"]
        ),
        ("icon@2x.png", ["--image", "icon@2x.png"]),
        ("icon.imageset/Contents.json", ["--image", "icon.imageset"]),
        ("icon.imageset/icon@3x.png", ["--image", "icon.imageset"]),
        ("state@2x.png", ["--image", "icon@2x.png", "--state-image", "highlighted=state@2x.png"]),
        (
          "Strings/en.lproj/Localizable.strings",
          ["--font", "font.ttf", "--strings", "Strings", "--title-key", "home"]
        ),
        ("L.strings", ["--font", "font.ttf", "--strings", "L.strings", "--title-key", "home"]),
      ]
      for kind in ["zero", "fifo"] {
        for (file, arguments) in cases {
          let path = workspace.path(file)
          let saved = try? Data(contentsOf: URL(fileURLWithPath: path))
          Self.plant(path, kind)
          let before = Digest.catalog(workspace.database)
          let result = try Self.run(workspace, ["add", "x"] + arguments)
          #expect(!result.timedOut && !result.signaled, "\(kind) \(file)")
          #expect(result.status == 65, "\(kind) \(file): \(result.stderr)")
          let name = String(file.split(separator: "/").last!)
          #expect(result.stderr.contains(name), "\(kind) \(file): \(result.stderr)")
          #expect(result.stderr.contains(Self.reasons[kind]!), "\(kind) \(file): \(result.stderr)")
          #expect(Digest.catalog(workspace.database) == before, "\(kind) \(file)")
          unlink(path)
          if let saved { try saved.write(to: URL(fileURLWithPath: path)) }
        }
      }
    }

    /// Sources measured while they were files, then replaced by a link to `/dev/zero` or a
    /// FIFO: `list`, `show`, `check`, `export` and `recompute` end, the button `missing`,
    /// `check` naming the file and what it is.
    @Test func readingCommandsEndWhenAMeasuredSourceBecomesADeviceOrAPipe() throws {
      let workspace = try Self.sources()
      try workspace.succeed([
        "add", "tab", "--font", "font.ttf", "--strings", "Strings", "--title-key", "home",
        "--image", "icon.imageset",
      ])
      try workspace.succeed(["add", "plain", "--title", "Go", "--font", "font.ttf"])
      for kind in ["zero", "fifo"] {
        for file in [
          "font.ttf", "Strings/en.lproj/Localizable.strings", "icon.imageset/Contents.json",
          "icon.imageset/icon@3x.png",
        ] {
          let path = workspace.path(file)
          let saved = try Data(contentsOf: URL(fileURLWithPath: path))
          Self.plant(path, kind)
          for command in [
            ["list"], ["show", "tab"], ["check"], ["export", "--format", "json"],
            ["export", "--format", "html"], ["recompute", "--all"], ["list", "--stale"],
          ] {
            let result = try Self.run(workspace, command)
            let label = "\(kind) \(file) \(command.joined(separator: " "))"
            #expect(!result.timedOut && !result.signaled, "\(label): \(result.stderr)")
            #expect([0, 1, 65].contains(result.status), "\(label): \(result.stderr)")
          }
          let check = try Self.run(workspace, ["check"])
          #expect(check.status == 1, "\(kind) \(file): \(check.stderr)")
          #expect(
            check.stdout.contains("missing-source") || check.stdout.contains(Self.reasons[kind]!),
            "\(kind) \(file): \(check.stdout)")
          unlink(path)
          try saved.write(to: URL(fileURLWithPath: path))
        }
      }
    }

    /// A document naming a font that is a link to `/dev/zero`: `import` ends, and so does
    /// every `list` after it. A document that is itself a FIFO nobody writes to fails after
    /// `$BUTTONCAT_IMPORT_PIPE_WAIT` seconds, exit 65, nothing imported.
    @Test func importOfADocumentNamingADeviceAndOfAPipeNobodyWritesTo() throws {
      let workspace = try Self.sources()
      try workspace.succeed(["add", "plain", "--title", "Go", "--font", "font.ttf"])
      let document = try workspace.succeed(["export", "--format", "json"]).stdout
      #expect(symlink("/dev/zero", workspace.path("zero.ttf")) == 0)
      let hostile = document.replacingOccurrences(of: "\"font.ttf\"", with: "\"zero.ttf\"")
        .replacingOccurrences(of: "\"plain\"", with: "\"hostile\"")
      #expect(hostile.contains("zero.ttf"))
      try Data(hostile.utf8).write(to: URL(fileURLWithPath: workspace.path("hostile.json")))
      let before = Digest.catalog(workspace.database)
      let imported = try Self.run(workspace, ["import", "hostile.json"])
      #expect(!imported.timedOut && !imported.signaled, "\(imported.stderr)")
      #expect([0, 65].contains(imported.status), "\(imported.stderr)")
      if imported.status != 0 {
        #expect(imported.stderr.contains("zero.ttf"), "\(imported.stderr)")
        #expect(Digest.catalog(workspace.database) == before)
      }
      for command in [["list"], ["check"], ["show", "plain"]] {
        let result = try Self.run(workspace, command)
        #expect(!result.timedOut && !result.signaled, "\(command): \(result.stderr)")
      }

      #expect(mkfifo(workspace.path("doc.fifo"), 0o600) == 0)
      let beforeFIFO = Digest.catalog(workspace.database)
      let waited = try Self.run(
        workspace, ["import", "doc.fifo"], environment: ["BUTTONCAT_IMPORT_PIPE_WAIT": "1"])
      #expect(!waited.timedOut && !waited.signaled)
      #expect(waited.status == 65, "\(waited.stderr)")
      #expect(
        waited.stderr
          == "Error: cannot read 'doc.fifo': it is a named pipe (FIFO) and nothing was written to it within 1 s; nothing was imported (give a file, or '-' for standard input; $BUTTONCAT_IMPORT_PIPE_WAIT sets other seconds)\n"
      )
      #expect(Digest.catalog(workspace.database) == beforeFIFO)
      // diff and merge read documents the same way.
      let diff = try Self.run(
        workspace, ["diff", "doc.fifo", "buttons.sqlite"],
        environment: ["BUTTONCAT_IMPORT_PIPE_WAIT": "1"])
      #expect(!diff.timedOut && !diff.signaled && diff.status == 65, "\(diff.stderr)")
      #expect(diff.stderr.contains("'doc.fifo': it is a named pipe (FIFO)"), "\(diff.stderr)")
    }

    /// Each kind's limit, and the variable that changes it: a font over 1,000 bytes is refused
    /// naming the limit and the variable; a value that is not a number is refused too.
    @Test func limitsPerKindAndTheirVariables() throws {
      let workspace = try Self.sources()
      let over = try Self.run(
        workspace, ["add", "x", "--title", "Hi", "--font", "font.ttf"],
        environment: ["BUTTONCAT_FONT_LIMIT": "1000"])
      #expect(over.status == 65, "\(over.stderr)")
      #expect(over.stderr.contains("cannot read \"font.ttf\": it is "), "\(over.stderr)")
      #expect(
        over.stderr.contains(
          "bytes, more than the 1000 bytes read of a font file ($BUTTONCAT_FONT_LIMIT sets another limit)"
        ), "\(over.stderr)")
      let image = try Self.run(
        workspace, ["add", "x", "--image", "icon.imageset"],
        environment: ["BUTTONCAT_CONTENTS_JSON_LIMIT": "10"])
      #expect(image.status == 65 && image.stderr.contains("$BUTTONCAT_CONTENTS_JSON_LIMIT"))
      let strings = try Self.run(
        workspace,
        ["add", "x", "--font", "font.ttf", "--strings", "Strings", "--title-key", "home"],
        environment: ["BUTTONCAT_STRINGS_LIMIT": "5"])
      #expect(strings.status == 65 && strings.stderr.contains("$BUTTONCAT_STRINGS_LIMIT"))
      let bad = try Self.run(
        workspace, ["add", "x", "--image", "icon@2x.png"],
        environment: ["BUTTONCAT_IMAGE_LIMIT": "lots"])
      #expect(bad.status == 65, "\(bad.stderr)")
      #expect(
        bad.stderr.contains("$BUTTONCAT_IMAGE_LIMIT: 'lots' is not a number of bytes"),
        "\(bad.stderr)")
      let fine = try Self.run(
        workspace, ["add", "x", "--image", "icon@2x.png", "--title", "Hi", "--font", "font.ttf"],
        environment: ["BUTTONCAT_FONT_LIMIT": "100000000", "BUTTONCAT_IMAGE_LIMIT": "1000"])
      #expect(fine.status == 0, "\(fine.stderr)")
    }
  }
}
