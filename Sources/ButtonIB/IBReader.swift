// PLACEHOLDER until the libxml2 reader lands (issue 27, item 1): the API the scan is written
// against. Every function traps; nothing calls them on `main` yet.

/// Why a file could not be read as an Interface Builder file; the message names the file.
public struct IBError: Error, Hashable, Sendable {
  /// The file, as given.
  public var path: String
  /// What is wrong, for a person: "is 104857601 bytes, over the 64 MB limit".
  public var reason: String
  /// The 1-based line, when the parser knows it.
  public var line: Int?

  /// An error about `path`.
  public init(path: String, reason: String, line: Int? = nil) {
    self.path = path
    self.reason = reason
    self.line = line
  }
}

/// Reads storyboards and XIBs.
public enum IBReader {
  /// The `.storyboard` and `.xib` files under `paths` (a file is taken as given; a folder is
  /// walked recursively, skipping `build/`, `DerivedData/`, `Pods/`, `Carthage/`, `.git/`), in
  /// a stable order.
  public static func files(in paths: [String]) throws(IBError) -> [String] {
    fatalError("IBReader.files: not written yet")
  }

  /// The file at `path`, read and parsed (refused over the size limit).
  public static func read(path: String) throws(IBError) -> IBFile {
    fatalError("IBReader.read: not written yet")
  }

  /// `bytes` parsed as the file at `path`.
  public static func parse(_ bytes: [UInt8], path: String) throws(IBError) -> IBFile {
    fatalError("IBReader.parse: not written yet")
  }
}
