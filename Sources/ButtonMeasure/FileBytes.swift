import Foundation

/// Reads whole files, turning every failure into `MeasureError.unreadableFile` with the reason a
/// user can act on (no such file, a folder, no permission).
enum FileBytes {
  static func read(_ path: String) throws(MeasureError) -> [UInt8] {
    try checkReadable(path)
    guard let data = FileManager.default.contents(atPath: path) else {
      throw .unreadableFile(path: path, reason: "the file could not be read")
    }
    return [UInt8](data)
  }

  /// Throws the precise reason when `path` is not a readable regular file.
  static func checkReadable(_ path: String) throws(MeasureError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw .unreadableFile(path: path, reason: "no such file")
    }
    if isDirectory.boolValue {
      throw .unreadableFile(path: path, reason: "it is a folder, not a file")
    }
    guard FileManager.default.isReadableFile(atPath: path) else {
      throw .unreadableFile(path: path, reason: "permission denied")
    }
  }
}
