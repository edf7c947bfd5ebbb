#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files, turning every failure into `MeasureError.unreadableFile` with the reason a
/// user can act on (no such file, a folder, no permission).
enum FileBytes {
  static func read(_ path: String) throws(MeasureError) -> [UInt8] {
    try checkReadable(path)
    guard let file = fopen(path, "rb") else {
      throw .unreadableFile(path: path, reason: String(cString: strerror(errno)))
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = fread(&chunk, 1, chunk.count, file)
      bytes.append(contentsOf: chunk[0..<count])
      if count < chunk.count {
        guard ferror(file) == 0 else {
          throw .unreadableFile(path: path, reason: "the file could not be read")
        }
        return bytes
      }
    }
  }

  /// Whether `path` names a folder (following symbolic links).
  static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
  }

  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// Throws the precise reason when `path` is not a readable regular file.
  static func checkReadable(_ path: String) throws(MeasureError) {
    guard exists(path) else {
      throw .unreadableFile(path: path, reason: "no such file")
    }
    if isDirectory(path) {
      throw .unreadableFile(path: path, reason: "it is a folder, not a file")
    }
    guard access(path, R_OK) == 0 else {
      throw .unreadableFile(path: path, reason: "permission denied")
    }
  }
}
