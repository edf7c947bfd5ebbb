import ButtonCatalog
import ButtonExport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `buttoncat textconv FILE`: git's `textconv` for a committed catalog.
enum TextconvCommand {
  static let spec = CommandSpec(
    name: "textconv",
    summary: "Print a catalog file as its JSON document, writing nothing (git textconv).",
    synopsis: "FILE",
    options: [],
    discussion: """
      FILE is a catalog (.sqlite), such as the temporary copy git makes of a committed one. It
      is read without writing anything (no -wal or -shm beside it; an older catalog is
      upgraded in memory only), and its document printed: what 'export --format json' writes.
      In git: 'git config diff.buttoncat-sqlite.textconv "buttoncat textconv"', with
      '*.sqlite diff=buttoncat-sqlite' in .gitattributes.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    let path = positionals(arguments, 1, "one FILE", &collector)[0]
    if path == "-" {
      collector.problems.append(
        "FILE: '-' is standard input, which cannot be read as a catalog; give the file")
    }
    try collector.throwIfAny()
    let out = context.console.out
    do {
      let catalog = try Catalog(path: path, access: .snapshot)
      // Checked first: nothing reaches standard output from a catalog with an invalid row.
      try CatalogDocument.write(catalog, checkFirst: true) { out.write($0) }
    } catch {
      throw CLIError(error)
    }
  }
}
