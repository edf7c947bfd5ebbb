import Foundation

/// A fresh folder under the system's temporary directory, removed when the value is released.
final class TemporaryDirectory {
  let path: String

  init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("buttonexport-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// Writes `text` to `name` (sub-folders created as needed) and returns the file's path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    let file = path + "/" + name
    try FileManager.default.createDirectory(
      atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    return file
  }

  func read(_ name: String) throws -> String {
    try String(contentsOfFile: path + "/" + name, encoding: .utf8)
  }
}
