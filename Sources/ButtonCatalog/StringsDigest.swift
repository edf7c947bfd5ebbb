import ButtonMeasure
import ButtonStrings

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The SHA-256 standing for a strings file (`--strings`): the file's own, or for a folder one
/// digest of every `LOCALE.lproj/*.strings` file in it (names and contents), so editing,
/// adding or removing any table changes it. Like a font file's digest, it joins the inputs:
/// the variants computed from another digest are stale.
enum StringsDigest {
  /// The digest of the strings file or folder at `path` (resolved), or `nil` when it cannot be
  /// read.
  static func of(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return try? ContentDigest(fileAt: path).hex }
    let base = path.hasSuffix("/") ? path : path + "/"
    var parts: [String] = []
    for folder in children(path).sorted() where folder.hasSuffix(".lproj") {
      for name in children(base + folder).sorted() where name.hasSuffix(".strings") {
        let file = base + folder + "/" + name
        guard let digest = try? ContentDigest(fileAt: file).hex else { return nil }
        parts.append("\(folder)/\(name) \(digest)")
      }
    }
    return ContentDigest(sha256Of: Array(parts.joined(separator: "\n").utf8)).hex
  }

  /// The names in `folder` (none when it cannot be listed).
  private static func children(_ folder: String) -> [String] {
    (try? StringsFile.children(folder)) ?? []
  }
}
