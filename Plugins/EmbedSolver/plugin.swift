import Foundation
import PackagePlugin

/// Embeds ButtonLayout's `Runtime/ButtonStyleSolver.swift` into the target as
/// `EmbeddedSolver.swift` (`EmbeddedSolver.text`): the exact solver the engine compiles is the
/// text every `swift` export ships in `ButtonStyleLayout.swift`, so the two cannot drift.
///
/// The one input is a file of the ButtonLayout target, so SwiftPM re-runs the tool whenever it
/// changes; `EmbeddedSolverTests` compares the embedded text with the file on disk.
@main
struct EmbedSolver: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let source = context.package.directoryURL.appending(
      path: "Sources/ButtonLayout/Runtime/ButtonStyleSolver.swift")
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSolver.swift")
    return [
      .buildCommand(
        displayName: "Embedding ButtonLayout's Runtime/ButtonStyleSolver.swift",
        executable: try context.tool(named: "embed-solver").url,
        arguments: [source.path(percentEncoded: false), output.path(percentEncoded: false)],
        inputFiles: [source],
        outputFiles: [output])
    ]
  }
}
