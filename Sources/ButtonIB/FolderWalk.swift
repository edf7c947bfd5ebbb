import ButtonJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The walk behind `IBReader.files(in:)`.
package struct FolderWalk {
  /// Folders never entered: build products, dependency managers' checkouts, Git's store. The
  /// one list: the scan's walk for the project's sources (`ScanProject`) skips the same.
  package static let skippedFolders: Set<String> = [
    "build", "DerivedData", "Pods", "Carthage", ".git",
  ]

  /// The files found, in the order found.
  private(set) var files: [String] = []
  private var listed: Set<String> = []
  /// The folders entered, by device and inode: a link back to one is not followed again.
  private var visited: Set<[UInt64]> = []

  /// Adds `path` as given: a `.storyboard` or `.xib` file, or a folder to walk.
  mutating func add(_ path: String) throws(IBError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      let reason = errno == ENOENT ? "no such file or folder" : String(cString: strerror(errno))
      throw IBError(path: path, reason: reason)
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      try walk(path, info)
    } else if Self.isInterfaceBuilderFile(path) {
      append(path)
    } else {
      throw IBError(path: path, reason: "it is not a .storyboard or .xib file")
    }
  }

  /// Whether `name` ends in `.storyboard` or `.xib` (any case).
  static func isInterfaceBuilderFile(_ name: String) -> Bool {
    let lowered = name.lowercased()
    return lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib")
  }

  private mutating func append(_ path: String) {
    if listed.insert(path).inserted { files.append(path) }
  }

  private mutating func walk(_ folder: String, _ info: stat) throws(IBError) {
    guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else { return }
    let names: [String]
    do {
      names = try DirectoryListing.names(folder)
    } catch {
      throw IBError(path: folder, reason: "the folder cannot be listed: \(error.reason)")
    }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    // Byte order of the UTF-8 names: the same on every machine and locale.
    for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
      let path = prefix + name
      var entry = stat()
      // A dangling link or an entry removed meanwhile is not an IB file: skipped.
      guard stat(path, &entry) == 0 else { continue }
      switch entry.st_mode & S_IFMT {
      case S_IFDIR where !Self.skippedFolders.contains(name): try walk(path, entry)
      case S_IFREG where Self.isInterfaceBuilderFile(name): append(path)
      default: continue
      }
    }
  }
}
