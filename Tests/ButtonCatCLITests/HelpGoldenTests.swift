import Testing

@testable import ButtonCatCLI

/// Every command's help, generated from its declarations, as the golden files hold it:
/// `buttoncat --help` and `buttoncat help COMMAND` for every command the overview lists.
@Suite struct HelpGoldenTests {
  /// Runs `buttoncat ARGUMENTS` in this process and returns what it wrote to standard output.
  static func help(_ arguments: [String]) -> (status: Int32, stdout: String, stderr: String) {
    let out = StringSink()
    let err = StringSink()
    let status = ButtonCat.run(arguments, console: Console(out: out, err: err))
    return (status, out.text, err.text)
  }

  @Test func everyCommandsHelpMatchesItsGoldenFile() throws {
    let overview = Self.help(["--help"])
    #expect(overview.status == 0 && overview.stderr.isEmpty)
    try Golden.check(overview.stdout, "help/buttoncat.txt")
    for name in ButtonCat.commandNames where name != "help" {
      let r = Self.help(["help", name])
      #expect(r.status == 0 && r.stderr.isEmpty, "\(name): \(r.stderr)")
      try Golden.check(r.stdout, "help/\(name).txt")
    }
  }

  /// A command's options are declared once each: no name twice in its spec (its inputs and
  /// its own options together).
  @Test func everyCommandDeclaresEachOptionOnce() {
    for command in ButtonCat.commands {
      let names = command.spec().options.map(\.name)
      #expect(Set(names).count == names.count, "\(command.name): \(names)")
    }
  }
}
