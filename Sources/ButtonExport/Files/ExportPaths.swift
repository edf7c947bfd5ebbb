#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Folders an export's links are relative to (`ExportOptions.outputFolder`).
package enum ExportPaths {
  /// The folder `path` names (absolute, relative to the current folder, or `nil` for the
  /// current folder itself), absolute, with its symbolic links resolved where it exists (as
  /// `Catalog.folder` is), else made absolute lexically.
  package static func absoluteFolder(_ path: String?) -> String {
    let current = currentFolder()
    guard let path, !path.isEmpty else { return current }
    let absolute = path.hasPrefix("/") ? path : current + "/" + path
    if let resolved = realpath(absolute, nil) {
      defer { free(resolved) }
      return String(cString: resolved)
    }
    return absolute
  }

  /// The folder holding the file `path`, absolute (see `absoluteFolder`).
  package static func parentFolder(ofFile path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return absoluteFolder(nil) }
    return absoluteFolder(slash == path.startIndex ? "/" : String(path[..<slash]))
  }

  static func currentFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
