import Foundation
import Testing

@testable import ButtonExport

/// The solver `ButtonStyleLayout.swift` ships is the engine's own source, to the byte.
@Suite struct EmbeddedSolverTests {
  /// ButtonLayout's `Runtime/ButtonStyleSolver.swift`, found from this file's path.
  static let file = URL(filePath: #filePath)
    .deletingLastPathComponent()  // ButtonExportTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // repository root
    .appending(path: "Sources/ButtonLayout/Runtime/ButtonStyleSolver.swift")

  @Test func embeddedTextEqualsTheFileOnDisk() throws {
    let onDisk = String(decoding: try Data(contentsOf: Self.file), as: UTF8.self)
    #expect(
      EmbeddedSolver.text == onDisk,
      "EmbeddedSolver is stale: rebuild; if it stays stale, any change to Package.swift makes SwiftPM re-plan"
    )
  }

  /// Every export carries it whole, after the public API.
  @Test func theSwiftExportShipsIt() {
    let file = RuntimeLayoutSwift.file(ExportCatalog(buttons: []))
    #expect(file.hasSuffix(RuntimeLayoutSwift.apiText + "\n\n" + EmbeddedSolver.text))
  }
}
