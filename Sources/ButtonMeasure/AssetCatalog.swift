import ButtonJSON

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An Xcode asset catalog (`Assets.xcassets`): a folder of image sets, not an image. `--image`
/// takes one of its image sets; this finds a few to suggest.
enum AssetCatalog {
  /// Whether the folder at `path` is an asset catalog: named `.xcassets`, or holding image sets.
  static func isAssetCatalog(_ path: String) -> Bool {
    let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
    return trimmed.lowercased().hasSuffix(".xcassets") || !imageSets(in: path, limit: 1).isEmpty
  }

  /// The image sets in `folder` and its groups (folders), sorted, at most `limit` of them, and
  /// how many there are in all (up to a bound, the walk stops early in huge catalogs).
  static func imageSets(in folder: String, limit: Int = 3) -> [String] {
    var found: [String] = []
    walk(folder, depth: 0, into: &found)
    return Array(found.sorted().prefix(limit))
  }

  private static func walk(_ folder: String, depth: Int, into found: inout [String]) {
    guard depth < 4, found.count < 1000, let children = try? DirectoryListing.names(folder)
    else { return }
    let base = folder.hasSuffix("/") ? folder : folder + "/"
    for name in children.sorted() {
      let path = base + name
      guard FileBytes.isDirectory(path) else { continue }
      if name.lowercased().hasSuffix(".imageset") {
        found.append(path)
      } else if !name.contains(".") {
        walk(path, depth: depth + 1, into: &found)
      }
    }
  }

  /// The message for an asset catalog given where an image is expected.
  static func problem(_ path: String) -> MeasureError {
    let sets = imageSets(in: path, limit: 3)
    let suggestion =
      sets.isEmpty
      ? "it holds no image set"
      : "give one of its image sets, e.g. " + sets.map { "\"\($0)\"" }.joined(separator: ", ")
    return .unsupportedImage(
      path: path, reason: "it is an asset catalog (.xcassets), not an image; \(suggestion)")
  }
}
