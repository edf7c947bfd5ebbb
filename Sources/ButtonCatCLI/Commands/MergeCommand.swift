import ButtonCatalog
import ButtonExport

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `buttoncat merge BASE OURS THEIRS [PATH]`: git's merge driver (`%O %A %B %P`).
enum MergeCommand {
  static let spec = CommandSpec(
    name: "merge",
    summary: "Merge three catalog documents per button and input (a git merge driver).",
    synopsis: "BASE OURS THEIRS [PATH]",
    options: [],
    discussion: """
      BASE, OURS and THEIRS are catalog documents (what 'export --format json' writes; an empty
      BASE has no buttons; BASE or THEIRS may be '-', standard input). The result replaces
      OURS (a file: not '-' or /dev/stdin), written atomically. PATH, when given, is the
      document's name in messages (git's OURS is a temporary copy): git's merge driver
      is 'buttoncat merge %O %A %B %P'. Buttons are matched by name and across renames (the same
      inputs under a new name); each input takes the side that changed it, and each team
      setting ('buttoncat settings') likewise: a setting changed two ways is a conflict, both
      sides' "settings" between the markers. Without conflicts
      OURS becomes exactly what 'export --format json' writes for the merged catalog (exit 0),
      inputs only when OURS is (or the merged inputsOnly setting is true).
      An input changed two ways, a button deleted on one side and changed on the other, a name
      added on both sides with different inputs, or a merged button that breaks a rule is a
      conflict: in OURS, a button on both sides is written once, only its lines that differ
      between '<<<<<<< ours', '=======' and '>>>>>>> theirs' (other conflicts: each side's whole
      buttons); every conflict is listed on standard error, and the exit code is 1; keep one
      side of each, then 'import' the document ('import' refuses a document that still holds
      markers, naming their lines). Documents sorted by name are walked one button at a time.
      Exit codes: 0 merged, 1 conflicts, 2 trouble, 64 usage error, 65 invalid input data.
      """)

  static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) {
    var collector = ProblemCollector(problems: arguments.problems)
    // PATH (git's `%P`), when given, names OURS in messages.
    let given = positionals(
      arguments, arguments.positionals.count == 4 ? 4 : 3, "three documents BASE OURS THEIRS",
      &collector)
    let paths = Array(given.prefix(3))
    let shown = given.count == 4 ? given[3] : paths[1]
    GitFiles.refuseStandardInput(paths, ["BASE", "OURS", "THEIRS"], output: 1, &collector)
    try collector.throwIfAny()
    if let measured = try MeasurementsCommand.documents(paths) {
      let (merged, conflicts) = MeasurementsComparison.merge(
        base: measured[0], ours: measured[1], theirs: measured[2])
      do throws(CLIError) {
        try StreamingFile.replace(paths[1], with: merged.text)
      } catch {
        throw GitFiles.trouble(error)
      }
      for conflict in conflicts {
        context.console.err.write("conflict: \(TextFormat.visible(conflict))\n")
      }
      if !conflicts.isEmpty {
        throw CLIError(
          .failure,
          [
            "\(conflicts.count) conflicting measurement\(conflicts.count == 1 ? "" : "s"): '\(shown)' keeps ours of each; measure again or edit it, then import it"
          ])
      }
      return
    }
    let merge: CatalogMerge
    do throws(CLIError) {
      merge = try merged(paths)
    } catch {
      throw GitFiles.trouble(error)
    }
    guard merge.isClean else {
      for conflict in merge.conflicts {
        context.console.err.write("conflict: \(TextFormat.visible(conflict))\n")
      }
      let count = merge.conflicts.count
      throw CLIError(
        .failure,
        [
          "\(count) conflict\(count == 1 ? "" : "s"): '\(shown)' holds both versions of each "
            + "between '<<<<<<< ours' and '>>>>>>> theirs'; keep one, then import the document"
        ])
    }
  }

  /// Merges the documents at `paths` (base, ours, theirs) into ours, walking the three in
  /// name order, one button at a time (`CatalogMerge.streamed`). The result keeps ours's form
  /// (inputs only or with layouts) unless the merged `inputsOnly` setting says otherwise.
  static func merged(_ paths: [String]) throws(CLIError) -> CatalogMerge {
    var sides: [(document: IndexedDocument, check: () -> String?)] = []
    for path in paths {
      guard let side = try GitFiles.indexed(path, documentsOnly: true) else { continue }
      sides.append(side)
    }
    let indices = CatalogMerge.Sides(
      base: sides[0].document.index, ours: sides[1].document.index,
      theirs: sides[2].document.index)
    let inputsOnly = CatalogMerge.writesInputsOnly(indices)
    let file = try StreamingFile(path: paths[1])
    let merge: CatalogMerge
    do {
      merge = try CatalogMerge.streamed(
        base: sides[0].document, ours: sides[1].document, theirs: sides[2].document,
        inputsOnly: inputsOnly, write: { file.write($0) })
    } catch {
      file.discard()
      throw CLIError(error)
    }
    if let change = sides.lazy.compactMap({ $0.check() }).first {
      file.discard()
      throw .failure(change)
    }
    do throws(CLIError) {
      _ = try file.commit()
    } catch {
      file.discard()
      throw error
    }
    return merge
  }
}
