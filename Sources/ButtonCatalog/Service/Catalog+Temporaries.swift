#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `Catalog.removeStaleTemporaries` removed: the files' names and their bytes.
package struct RemovedTemporaries: Equatable, Sendable {
  package var names: [String] = []
  package var bytes = 0

  package var isEmpty: Bool { names.isEmpty }
}

extension Catalog {
  /// The marker between a catalog's name and the random tag of the file a new catalog is built
  /// in (`Catalog.creating`): `buttons.sqlite.new-1k3j9x0f2` (and its `-wal`, `-shm`,
  /// `-journal`).
  static let temporaryMarker = ".new-"

  /// Removes the temporary files a new catalog at `path` was being built in by a command that
  /// died (killed mid-import, a power cut): in the catalog's folder, the files named
  /// `NAME.new-TAG` (`TAG` letters and digits) and their sidecars whose `NAME.new-TAG` no
  /// process holds locked. A writer holds its file's lock until it has removed them, so a live
  /// import's files are never touched; links and anything not named so are left alone.
  package static func removeStaleTemporaries(of path: String) -> RemovedTemporaries {
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    guard !name.isEmpty, let directory = opendir(folder) else { return RemovedTemporaries() }
    var names: [String] = []
    while let entry = readdir(directory) {
      let entryName = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if entryName.contains(temporaryMarker) { names.append(entryName) }
    }
    closedir(directory)
    let base = folder == "/" ? "/" : folder + "/"
    // Each temporary catalog, by its file name, with the sidecars found: a name is the
    // catalog's exactly as `temporaryName` makes it for its tag (cut short for a long name).
    var owners: [String: [String]] = [:]
    for entry in names {
      guard let marker = entry.ranges(of: temporaryMarker).last else { continue }
      var tag = String(entry[marker.upperBound...])
      var sidecar = ""
      for suffix in ["-wal", "-shm", "-journal"] where tag.hasSuffix(suffix) {
        tag.removeLast(suffix.count)
        sidecar = suffix
      }
      guard !tag.isEmpty, tag.utf8.allSatisfy({ isTagByte($0) }) else { continue }
      let stem = String(entry[..<marker.upperBound]) + tag
      guard base + stem == temporaryName(base + name, suffix: temporaryMarker + tag) else {
        continue
      }
      owners[stem, default: []].append(sidecar)
    }
    var removed = RemovedTemporaries()
    for (stem, suffixes) in owners.sorted(by: { $0.key < $1.key }) {
      let owner = base + stem
      // Held until the files are removed (closing the descriptor releases the lock).
      let descriptor = open(owner, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
      defer { if descriptor >= 0 { close(descriptor) } }
      if descriptor >= 0 {
        // Held by a writer, or not a plain file of ours: left alone.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, isFile(descriptor, at: owner) else {
          continue
        }
      } else if errno != ENOENT {
        continue
      }
      // The sidecars first: the locked file goes last, so a sweeper never finds sidecars
      // whose owner is gone while their writer still runs.
      for suffix in suffixes.sorted(by: { $0.count > $1.count }) {
        let file = owner + suffix
        var info = stat()
        guard lstat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, unlink(file) == 0
        else { continue }
        removed.names.append(stem + suffix)
        removed.bytes += Int(info.st_size)
      }
    }
    removed.names.sort()
    return removed
  }

  /// Whether `descriptor` is open on the regular file at `path` (not a link, not another file
  /// put there since).
  static func isFile(_ descriptor: Int32, at path: String) -> Bool {
    var open = stat()
    var named = stat()
    return fstat(descriptor, &open) == 0 && lstat(path, &named) == 0
      && (named.st_mode & S_IFMT) == S_IFREG && open.st_ino == named.st_ino
      && open.st_dev == named.st_dev
  }

  private static func isTagByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
  }
}
