import Foundation
import PackagePlugin

/// Embeds the package's `Migrations/*.sql` into the target as `EmbeddedMigrations.swift`, and
/// the schema they create (`sqlite_master` of a new catalog, computed by running them into an
/// in-memory database) as `EmbeddedSchema.swift`.
///
/// A build-tool plugin, so the scripts travel inside the binary: a copied `buttoncat` needs no
/// files beside it. The `embed-migrations` tool reads the folder itself when it runs, validates
/// the names (a malformed one fails the build) and ignores files that are not `.sql`.
///
/// Inputs are the folder and each `.sql` file. SwiftPM only re-runs this function when the
/// package structure changes (a file added to a target, an edited manifest), and `Migrations/`
/// is in no target. The folder's own modification time changes when a file is added, removed
/// or renamed, which re-runs the tool with a fresh listing; the files cover edits in place. A
/// file created after the last re-planning is only tracked through the folder, so an edit in
/// place to it is caught by the test that compares `EmbeddedMigrations.all` with the folder.
@main
struct EmbedMigrations: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "Migrations")
    let scripts = try FileManager.default.contentsOfDirectory(
      atPath: folder.path(percentEncoded: false)
    )
    .filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".sql") }
    .sorted()
    .map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedMigrations.swift")
    let schema = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSchema.swift")
    return [
      .buildCommand(
        displayName: "Embedding Migrations/*.sql and the schema they create",
        executable: try context.tool(named: "embed-migrations").url,
        arguments: [
          output.path(percentEncoded: false), folder.path(percentEncoded: false),
          schema.path(percentEncoded: false),
        ],
        inputFiles: [folder] + scripts,
        outputFiles: [output, schema])
    ]
  }
}
