#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The names in a folder, read with `opendir`/`readdir`: asset catalogs' image sets, the
/// system font folder's files, the folders `scan` walks (here, beside `SourceFile`, for both
/// ButtonMeasure and ButtonIB).
package enum DirectoryListing {
  /// Why a folder could not be listed: `strerror` of the failure.
  package struct Failure: Error {
    package var reason: String
  }

  /// The names in `folder` (without `.` and `..`), unsorted.
  package static func names(_ folder: String) throws(Failure) -> [String] {
    guard let directory = opendir(folder) else {
      throw Failure(reason: String(cString: strerror(errno)))
    }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafePointer(to: entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
