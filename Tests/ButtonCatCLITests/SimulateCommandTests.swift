import ButtonJSON
import Foundation
import Testing

@testable import ButtonCatCLI

/// `buttoncat simulate`, end to end with the built binary.
@Suite struct SimulateCommandTests {
  @Test func textOutputMatchesGolden() throws {
    let r = try BinaryRunner.run([
      "simulate", "--size", "120x44", "--image-size", "24x24", "--title-size", "52.3x17.9",
      "--image-insets", "0,-4,0,4", "--title-insets", "0,4,0,-4",
    ])
    #expect(r.status == 0)
    #expect(r.stderr.isEmpty)
    try Golden.check(r.stdout, "simulate-insets.txt")
  }

  @Test func textOutputNotesTruncationAndClamping() throws {
    let r = try BinaryRunner.run([
      "simulate", "--size", "60x20", "--image-size", "24x24", "--title-size", "80x18", "--scale",
      "2",
      "--ios", "14", "--direction", "rtl", "--align", "leading", "--valign", "top",
    ])
    #expect(r.status == 0)
    try Golden.check(r.stdout, "simulate-truncated.txt")
  }

  @Test func jsonHasExactlyTheContractKeys() throws {
    let r = try BinaryRunner.run([
      "simulate", "--size", "100x40", "--image-size", "20x20", "--title-size", "42.2x17.9",
      "--format", "json",
    ])
    #expect(r.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == ["contentRect", "imageFrame", "titleFrame", "intrinsicContentSize"])
    let image = try #require(object["imageFrame"] as? [String: Double])
    // leftover (100 - 20 - 43)/2 = 18.5 pt = 55.5 px @3x → image x floor 55 px.
    #expect(abs(image["x"]! - 55.0 / 3) < 1e-12)
    #expect(image["y"] == 10 && image["width"] == 20 && image["height"] == 20)
    let title = try #require(object["titleFrame"] as? [String: Double])
    #expect(abs(title["x"]! - (20 + 56.0 / 3)) < 1e-12)
    #expect(object["intrinsicContentSize"] as? [String: Double] == ["width": 63, "height": 20])
    try Golden.check(r.stdout, "simulate.json")
  }

  @Test func absentElementsAreNull() throws {
    let r = try BinaryRunner.run(["simulate", "--title-size", "10x17.9", "--format", "json"])
    #expect(r.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
    #expect(object["imageFrame"] is NSNull)
    // Title-only at intrinsic size: 30×30 (padding and minimum width).
    #expect(object["intrinsicContentSize"] as? [String: Double] == ["width": 30, "height": 30])
  }

  @Test(arguments: [
    (["--size", "-3x4"], "--size: '-3x4'"),
    (["--size", "abc"], "--size: 'abc'"),
    (["--scale", "4"], "--scale: '4'"),
    (["--image-insets", "1,2,3"], "--image-insets: '1,2,3'"),
    (["--title-size", "NaNx3"], "--title-size: 'NaNx3'"),
    (["--size", "infx4"], "--size: 'infx4'"),
    (["--content-insets", "0,nan,0,0"], "--content-insets: '0,nan,0,0'"),
    (["--size"], "--size needs a value"),
    (["--frobnicate"], "unknown option '--frobnicate'"),
    (["--align", "middle"], "--align: 'middle'"),
    (["--ios", "fifteen"], "--ios: 'fifteen'"),
    (["--format", "xml"], "--format: 'xml'"),
    (["--size", "10x10", "--size", "20x20"], "--size is given more than once"),
  ])
  func badInputExits64WithOneErrorLine(arguments: [String], expected: String) throws {
    let r = try BinaryRunner.run(["simulate"] + arguments)
    #expect(r.status == 64)
    #expect(r.stdout.isEmpty)
    let lines = r.stderr.split(separator: "\n")
    #expect(lines.count == 2, "\(r.stderr)")
    #expect(lines.first?.hasPrefix("Error: \(expected)") == true, "\(r.stderr)")
    #expect(lines.last?.hasPrefix("Usage: buttoncat simulate") == true)
    #expect(!r.stderr.contains("Fatal") && !r.stderr.contains("Stack"))
  }

  @Test func everyProblemIsListed() throws {
    let r = try BinaryRunner.run(["simulate", "--size", "-3x4", "--scale", "4", "--bogus"])
    #expect(r.status == 64)
    #expect(r.stderr.components(separatedBy: "Error: ").count - 1 == 3)
  }

  @Test func helpGoesToStdoutWithExitZero() throws {
    for arguments in [["--help"], ["-h"], []] {
      let r = try BinaryRunner.run(arguments)
      #expect(r.status == 0)
      #expect(r.stderr.isEmpty)
      try Golden.check(r.stdout, "help.txt")
    }
    for arguments in [["help", "simulate"], ["simulate", "--help"], ["simulate", "-h"]] {
      let r = try BinaryRunner.run(arguments)
      #expect(r.status == 0)
      try Golden.check(r.stdout, "help-simulate.txt")
    }
  }

  @Test func unknownCommandIsAUsageError() throws {
    let r = try BinaryRunner.run(["frobnicate"])
    #expect(r.status == 64)
    #expect(r.stderr.hasPrefix("Error: unknown command 'frobnicate'\nUsage: buttoncat"))
  }

  @Test func inProcessRunMatchesBinary() throws {
    // The library entry point used by the binary, with captured streams.
    let out = StringSink()
    let err = StringSink()
    let status = ButtonCat.run(
      ["simulate", "--image-size", "10x6", "--format", "json"], console: Console(out: out, err: err)
    )
    #expect(status == 0)
    #expect(out.text.contains("\"height\": 18"))  // one empty 15 pt line
    #expect(err.text.isEmpty)
  }
}

/// The dispatch table names each command as its spec does (specs are built lazily, one per
/// process, so the table keeps the names).
@Suite struct CommandTableTests {
  @Test func namesMatchTheSpecs() {
    #expect(ButtonCat.commands.count == 20)
    for command in ButtonCat.commands {
      #expect(command.name == command.spec().name)
    }
    #expect(Set(ButtonCat.commands.map(\.name)).count == ButtonCat.commands.count)
  }
}
