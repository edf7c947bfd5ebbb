import ButtonCatalog
import ButtonExport

/// `export --format json --inputs-only` and `--with-layouts`: the document with or without
/// its computed layouts, whatever the catalog's `inputs-only` setting says.
extension ExportCommand {
  static let inputsOnly = Flag(
    "inputs-only",
    help:
      "json: the inputs only, no computed layouts ('import' computes them; default: the catalog's inputs-only setting)."
  )
  static let withLayouts = Flag(
    "with-layouts",
    help: "json: the computed layouts too, though the catalog's inputs-only setting is true.")

  /// Whether the document leaves its layouts out (`nil`: the catalog's setting says); a
  /// problem for either flag given with another format, or both given.
  static func documentInputsOnly(
    _ arguments: ParsedArguments, _ format: ExportFormat?, _ collector: inout ProblemCollector
  ) -> Bool? {
    let given = [inputsOnly, withLayouts].filter { arguments[$0] }
    if given.count == 2 {
      collector.problems.append(
        "--\(inputsOnly.name) and --\(withLayouts.name) cannot go together; give one")
    }
    if let format, format != .json {
      for flag in given {
        collector.problems.append(
          "--\(flag.name): only the json export takes it, not \(format.rawValue)")
      }
    }
    return given.count == 1 ? given[0].name == inputsOnly.name : nil
  }
}
