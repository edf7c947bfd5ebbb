#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Source paths (fonts, images) as a catalog stores them: relative to the catalog's folder, so a
/// catalog committed with its assets works from any folder and on any machine; absolute paths
/// stay absolute.
package enum CatalogPaths {
  /// The catalog's folder, absolute, with symbolic links resolved (the physical folder, as
  /// `getcwd` gives the current one).
  package static func folder(ofCatalogAt catalog: String) -> String {
    let folder = parent(absolute(catalog))
    return realPath(folder) ?? folder
  }

  /// The file a stored path names: itself when absolute, else under the catalog's folder.
  package static func resolve(_ stored: String, folder: String) -> String {
    stored.hasPrefix("/") || stored.isEmpty ? stored : join(folder, stored)
  }

  /// How a path given on the command line (absolute, or relative to the current folder) is
  /// stored: absolute paths as they are, relative ones relative to the catalog's folder (with
  /// `..` where the file is outside it).
  package static func stored(_ typed: String, folder: String) -> String {
    guard !typed.hasPrefix("/"), !typed.isEmpty else { return typed }
    return relative(physical(join(currentFolder(), typed)), to: folder)
  }

  /// A stored path of a catalog written before paths were stored relative to its folder
  /// (migration 0004): kept when it names a file from the catalog's folder, rewritten relative
  /// to it when it names one only from the current folder, else kept (`check` reports it).
  package static func migrated(_ stored: String, folder: String) -> String {
    guard !stored.hasPrefix("/"), !stored.isEmpty,
      !exists(resolve(stored, folder: folder)), exists(join(currentFolder(), stored))
    else { return stored }
    return self.stored(stored, folder: folder)
  }

  static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

  static func currentFolder() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  static func absolute(_ path: String) -> String {
    path.hasPrefix("/") ? path : join(currentFolder(), path)
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// `path` with its folder's symbolic links resolved (the file itself is left as named, so an
  /// `@3x` name behind a link keeps its meaning), `.` and `..` removed.
  static func physical(_ path: String) -> String {
    let normal = normalized(path)
    let folder = parent(normal)
    let name = String(normal.dropFirst(folder == "/" ? 1 : folder.count + 1))
    guard let real = realPath(folder) else { return normal }
    return join(real, name)
  }

  /// An absolute path without `.`, `..` or empty components (lexically).
  static func normalized(_ path: String) -> String {
    var parts: [Substring] = []
    for part in path.split(separator: "/") {
      if part == "." { continue }
      if part == ".." {
        _ = parts.popLast()
      } else {
        parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// `path` (absolute, normalized) relative to the folder `base` (absolute, normalized).
  static func relative(_ path: String, to base: String) -> String {
    let target = path.split(separator: "/")
    let from = base.split(separator: "/")
    var common = 0
    while common < target.count, common < from.count, target[common] == from[common] {
      common += 1
    }
    let parts =
      Array(repeating: Substring(".."), count: from.count - common) + target[common...]
    return parts.isEmpty ? "." : parts.joined(separator: "/")
  }

  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func join(_ folder: String, _ name: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}
