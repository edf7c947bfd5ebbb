import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
///
/// Every test works on its own files, so tests run in parallel and leave nothing behind.
package final class TemporaryDirectory {
  package let path: String

  /// `label` starts the folder's name (`buttonexport-…`), to tell whose a leftover folder is.
  package init(_ label: String = "buttoncat") throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("\(label)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The path of `name` inside the folder.
  package func path(_ name: String) -> String { path + "/" + name }

  /// Writes `bytes` to `name` (sub-folders created as needed) and returns the file's path.
  @discardableResult
  package func write(_ name: String, _ bytes: [UInt8]) throws -> String {
    let file = path(name)
    let folder = (file as NSString).deletingLastPathComponent
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  /// Writes the UTF-8 bytes of `text` to `name` and returns the file's path.
  @discardableResult
  package func write(_ name: String, _ text: String) throws -> String {
    try write(name, Array(text.utf8))
  }

  /// The text of the file `name`.
  package func read(_ name: String) throws -> String {
    try String(contentsOfFile: path(name), encoding: .utf8)
  }

  /// Creates the folder `name` (with its parents) and returns its path.
  @discardableResult
  package func folder(_ name: String) throws -> String {
    let folder = path(name)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }
}

/// Runs `body` with the path of a fresh temporary folder, removed when `body` returns.
package func withTemporaryDirectory<Result>(
  _ label: String = "buttoncat", _ body: (String) throws -> Result
) throws -> Result {
  let directory = try TemporaryDirectory(label)
  return try withExtendedLifetime(directory) { try body(directory.path) }
}
