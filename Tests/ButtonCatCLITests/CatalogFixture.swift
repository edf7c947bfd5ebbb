import ButtonMeasure
import Foundation

/// A temporary folder with a catalog path in it, and the binary run against that catalog.
final class CatalogFixture {
  /// Removed (with everything in it) when the fixture goes away.
  private let folder: TemporaryDirectory
  let directory: URL
  let database: String

  init() throws {
    folder = try TemporaryDirectory("buttoncat")
    directory = URL(fileURLWithPath: folder.path)
    database = folder.path("buttons.sqlite")
  }

  func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

  /// Runs `buttoncat` with `$BUTTONCAT_DB` on this catalog, a fixed clock and user, and
  /// `environment` besides.
  @discardableResult
  func run(
    _ arguments: [String], time: String = "2026-11-30T09:00:00Z", user: String = "tester",
    environment: [String: String] = [:]
  )
    throws
    -> BinaryRunner.Result
  {
    try BinaryRunner.run(
      arguments,
      environment: ["BUTTONCAT_DB": database, "BUTTONCAT_NOW": time, "BUTTONCAT_USER": user]
        .merging(environment) { _, new in new },
      directory: directory)
  }

  /// SHA-256 of the catalog file (and its WAL, when one is left), to prove nothing changed.
  func digest() -> String {
    var parts: [String] = []
    for suffix in ["", "-wal"] {
      if let data = FileManager.default.contents(atPath: database + suffix), !data.isEmpty {
        parts.append(ContentDigest(sha256Of: Array(data)).hex)
      }
    }
    return parts.joined(separator: "+")
  }

  var exists: Bool { FileManager.default.fileExists(atPath: database) }
}
