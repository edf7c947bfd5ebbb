import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The command line treats alike what the rest of buttoncat treats alike, end to end through
/// the built binary: a tag given twice is refused as in a document, warnings echo values as
/// errors do, mistyped choices get a suggestion as mistyped names do, `version` has help like
/// every command, and `--output` naming a pipe or a device writes to it as to a file.
@Suite struct CommandLineConsistencyTests {
  /// A tag given twice on the command line is refused as in an imported document ("each
  /// tag once"): exit 65 naming --tag and the value, nothing written; it used to be
  /// merged silently.
  @Test func aTagGivenTwiceIsRefusedOnTheCommandLine() throws {
    let c = try CatalogFixture()
    #expect(
      try InputValidationTests.refused(
        c, ["add", "t", "--title-size", "4x4", "--tag", "b", "--tag", "a", "--tag", "b"])
        == ["Error: --tag: 'b' is given twice; each tag once"])
    #expect(!c.exists)
    try #require(try c.run(["add", "t", "--title-size", "4x4", "--tag", "a"]).status == 0)
    #expect(
      try InputValidationTests.refused(c, ["set", "t", "--tag", "x", "--tag", "x"])
        == ["Error: --tag: 'x' is given twice; each tag once"])
    let list = try c.run(["list", "--format", "csv"])
    #expect(list.stdout.split(separator: "\n").last?.hasPrefix("t,,a,") == true, "\(list.stdout)")
  }

  /// The overview lists `help COMMAND` and `version` among the commands: `help version` and
  /// `version --help` explain it, `help help` is the overview, and a word after `version` is a
  /// usage error rather than ignored.
  @Test func versionHasHelpAndTakesNoArguments() throws {
    let help =
      "Usage: buttoncat version (or buttoncat --version)\n\n"
      + "Print the version, with the layout engine's and the catalog document format's.\n"
    for arguments in [["help", "version"], ["version", "--help"], ["--version", "-h"]] {
      let r = try BinaryRunner.run(arguments)
      #expect(r.status == 0, "\(arguments): \(r.stderr)")
      #expect(r.stdout == help, "\(arguments)")
    }
    let overview = try BinaryRunner.run(["--help"]).stdout
    #expect(try BinaryRunner.run(["help", "help"]).stdout == overview)
    let extra = try BinaryRunner.run(["--version", "extra"])
    #expect(extra.status == 64)
    #expect(extra.stdout.isEmpty)
    #expect(
      extra.stderr
        == "Error: '--version' takes no arguments, got 'extra'\n"
        + "Usage: buttoncat version (or buttoncat --version)\n")
  }

  /// Warnings echo the value as typed, as errors do: `--spacing .5e1` without an
  /// image warns about '.5e1', not '5'.
  @Test func warningsEchoTheValueAsTyped() throws {
    let c = try CatalogFixture()
    let layout = try c.run(["layout", "--title-size", "10x10", "--spacing", ".5e1"])
    #expect(layout.status == 0)
    #expect(layout.stderr == "Warning: --spacing: '.5e1' has no effect: the button has no image\n")
    let add = try c.run(["add", "t", "--title-size", "10x10", "--spacing", "4.50"])
    #expect(add.status == 0)
    #expect(add.stderr == "Warning: --spacing: '4.50' has no effect: the button has no image\n")
    // A value not given on this command line is the stored one.
    let set = try c.run(["set", "t", "--title-size", "12x10"])
    #expect(set.stderr == "Warning: --spacing: '4.5' has no effect: the button has no image\n")
  }

  /// A mistyped value of a fixed choice gets the nearest choice, as a mistyped command, option
  /// or name does.
  @Test func mistypedChoicesGetASuggestion() throws {
    let c = try CatalogFixture()
    let format = try c.run(["export", "--format", "swfit"])
    #expect(format.status == 64)
    #expect(
      format.stderr.hasPrefix(
        "Error: --format: 'swfit' is not one of json, csv, swift, objc, swiftui, markdown, svg, "
          + "html, tokens, probe; did you mean 'swift'?\n"), "\(format.stderr)")
    let technique = try c.run(["layout", "--title-size", "4x4", "--technique", "exakt"])
    #expect(technique.status == 64)
    #expect(
      technique.stderr.hasPrefix(
        "Error: --technique: 'exakt' is not one of exact, configuration, edge-insets, "
          + "content-insets, layout-subviews, insets; did you mean 'exact'?\n"),
      "\(technique.stderr)")
    // Nothing near: no suggestion.
    let far = try c.run(["list", "--format", "yaml"])
    #expect(far.stderr.hasPrefix("Error: --format: 'yaml' is not one of table, json, csv\n"))
  }

  /// `--output` naming a pipe, a character device or an open stream writes to it instead of
  /// renaming a file over it (as root, `--output /dev/null` replaced /dev/null with a regular
  /// file). A copy of /dev/null made with mknod stands in for it (skipped when not root).
  @Test func outputToAPipeOrADeviceWritesToIt() throws {
    let c = try CatalogFixture()
    try #require(try c.run(["add", "ok", "--title-size", "20x10"]).status == 0)
    let expected = try c.run(["export", "--format", "csv"]).stdout

    let fifo = c.path("out.fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    // Held open for reading and writing (Linux does not block on that), so the export's open
    // does not wait for a reader; the export fits in the pipe's buffer and is read afterwards.
    let held = open(fifo, O_RDWR | O_NONBLOCK)
    try #require(held >= 0)
    defer { close(held) }
    let piped = try c.run(["export", "--format", "csv", "--output", fifo])
    #expect(piped.status == 0, "\(piped.stderr)")
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = buffer.withUnsafeMutableBytes { read(held, $0.baseAddress, $0.count) }
      if n <= 0 { break }
      received.append(contentsOf: buffer[0..<n])
    }
    #expect(String(decoding: received, as: UTF8.self) == expected)
    var info = stat()
    #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO, "the pipe was replaced")

    // A name for an open stream: the export reaches standard output.
    let stream = try c.run(["export", "--format", "csv", "--output", "/dev/fd/1"])
    #expect(stream.status == 0, "\(stream.stderr)")
    #expect(stream.stdout == expected)

    let device = c.path("null")
    var null = stat()  // /dev/null's device number, whatever the system numbers it
    if stat("/dev/null", &null) == 0, mknod(device, S_IFCHR | 0o666, null.st_rdev) == 0 {
      for format in ["json", "swift"] {
        let r = try c.run(["export", "--format", format, "--output", device])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(lstat(device, &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR, "replaced")
      }
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: c.directory.path)
    #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
  }
}
