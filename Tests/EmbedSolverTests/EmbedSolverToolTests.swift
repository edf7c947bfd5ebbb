import ButtonTestSupport
import Foundation
import Testing

/// The build-time tool: the literal it writes holds any text unchanged, and what it refuses
/// fails the build with the file's path.
@Suite struct EmbedSolverToolTests {
  /// The tool next to the test binary, where SwiftPM puts every built product.
  static let tool = URL(filePath: CommandLine.arguments[0]).deletingLastPathComponent()
    .appending(path: "embed-solver")

  struct Run {
    var status: Int32
    var errors: String
    var source: String?
  }

  /// Writes `text` into a fresh file, runs the tool on it, and returns what happened.
  private func run(_ text: String) throws -> Run {
    let temporary = try TemporaryDirectory("embed-solver")
    defer { withExtendedLifetime(temporary) {} }
    let folder = URL(filePath: temporary.path)
    let input = folder.appending(path: "ButtonStyleSolver.swift")
    let output = folder.appending(path: "EmbeddedSolver.swift")
    try Data(text.utf8).write(to: input)
    let process = Process()
    process.executableURL = Self.tool
    process.arguments = [input.path(percentEncoded: false), output.path(percentEncoded: false)]
    let stderr = Pipe()
    process.standardError = stderr
    try process.run()
    let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus,
      errors: errors.replacingOccurrences(of: folder.path(percentEncoded: false) + "/", with: ""),
      source: try? String(contentsOf: output, encoding: .utf8))
  }

  /// The text sits between the delimiters as it is; a trailing newline is a last, empty line.
  @Test func theTextIsWrittenAsItIs() throws {
    let result = try run("struct S {\n  var x = \"a\\n\"\n}\n")
    #expect(result.status == 0)
    #expect(result.errors == "")
    let expected = """
        static let text = #\"\"\"
      struct S {
        var x = "a\\n"
      }

      \"\"\"#
      """
    #expect(result.source?.contains(expected) == true, "\(result.source ?? "")")
  }

  /// A text holding what would end a `#"""` literal or interpolate into it gets one `#` more
  /// than its longest run of them.
  @Test func delimitersOutnumberTheTextsHashes() throws {
    let result = try run("let a = #\"\"\"\n\\##(x) \"##\n")
    #expect(result.status == 0)
    #expect(result.source?.contains("static let text = ###\"\"\"\nlet a") == true)
    #expect(result.source?.hasSuffix("\n\"\"\"###\n}\n") == true, "\(result.source ?? "")")
  }

  /// A carriage return (which the compiler would normalize) fails the build, naming the file.
  @Test func controlCharactersFailTheBuild() throws {
    let result = try run("let a = 1\r\n")
    #expect(result.status == 1)
    #expect(
      result.errors
        == "ButtonStyleSolver.swift: error: contains the control character U+D\n")
    #expect(result.source == nil)
  }
}
