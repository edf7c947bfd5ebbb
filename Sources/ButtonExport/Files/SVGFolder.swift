import ButtonMeasure

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What an `svg` folder export remembers in its folder, `.buttoncat_svg`: one line per diagram
/// it wrote, `SHA256 FILE BUTTON` (names and file names hold no space). With it the next export
/// into the folder gives each button the file it had (a button added later never takes a file
/// another one had), and removes the diagrams it wrote that no button owns any more: only
/// those, and only while they hold the bytes it wrote (a file edited since, or never written
/// by buttoncat, is never touched).
package struct SVGFolder: Sendable {
  package static let manifestName = ".buttoncat_svg"
  /// The largest manifest read (a line is about 300 bytes).
  static let manifestLimit = 16 << 20
  /// The largest diagram hashed before removal; a larger file is not one the export wrote.
  static let diagramLimit = 256 << 20

  package struct Entry: Equatable, Sendable {
    package var digest: String
    package var file: String
    package var button: String
  }

  package var entries: [Entry] = []

  package init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// The manifest in `folder`; empty when there is none, or it is not a regular file, or too
  /// large (its malformed lines are skipped).
  package static func read(folder: String) -> SVGFolder {
    guard let bytes = regularFileBytes(ExportWriter.join(folder, manifestName), manifestLimit)
    else { return SVGFolder() }
    return SVGFolder(text: String(decoding: bytes, as: UTF8.self))
  }

  /// The manifest of `text` (its malformed lines skipped).
  init(text: String) {
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0].count == 64, !parts[1].isEmpty, !parts[2].isEmpty,
        ExportWriter.isSafeRelativePath(String(parts[1])), !parts[1].contains("/"),
        parts[1] != Substring(Self.manifestName)
      else { continue }
      entries.append(
        Entry(digest: String(parts[0]), file: String(parts[1]), button: String(parts[2])))
    }
  }

  /// The manifest's text.
  var text: String { entries.map(Self.line).joined() }

  /// An entry's line of the manifest.
  static func line(_ entry: Entry) -> String { "\(entry.digest) \(entry.file) \(entry.button)\n" }

  /// The files of an export of `catalog` into the folder this manifest was read from: each
  /// button's diagram, under the file name it had where it had one, then the new manifest.
  /// A `partial` export (some buttons of the catalog) keeps the other buttons' entries.
  package func files(_ catalog: ExportCatalog, partial: Bool = false) -> [ExportFile] {
    let sink = CollectedFiles()
    do {
      try stream(catalog, fileNames: fileNames(catalog.index), partial: partial, to: sink)
    } catch {
      preconditionFailure("an export of a model in memory cannot fail: \(error)")
    }
    return sink.files
  }

  /// The file name of each button of `index` in this folder: the one it had where it had one.
  package func fileNames(_ index: ExportIndex) -> [String] {
    let before = Dictionary(entries.map { ($0.button, $0.file) }, uniquingKeysWith: { x, _ in x })
    return index.inNamingOrder(index.names.map { before[$0] }) {
      SafeFileName.unique($0, fileExtension: "svg", kept: $1)
    }
  }

  /// `files`, streamed: each button's diagram written to `sink` as it is made, under its name
  /// in `names` (`fileNames`), then the new manifest.
  package func stream(
    _ source: any ExportSource, fileNames names: [String], partial: Bool,
    to sink: any ExportSink
  ) throws {
    // The manifest as text, not entries: a line is a fifth of an entry's memory, and a big
    // catalog has a hundred thousand.
    var manifest = ""
    let buttons = source.index.names
    var index = 0
    try SVGRenderer().stream(source, fileNames: names, to: sink) { file, contents in
      manifest += Self.line(
        Entry(
          digest: ContentDigest(sha256Of: Array(contents.utf8)).hex, file: file,
          button: buttons[index]))
      index += 1
    }
    if partial {
      let files = Set(names.map { $0.lowercased() })
      let named = Set(buttons)
      for entry in entries
      where !files.contains(entry.file.lowercased()) && !named.contains(entry.button) {
        manifest += Self.line(entry)
      }
    }
    sink.begin(Self.manifestName)
    sink.write(manifest)
  }

  /// The diagrams this manifest lists that `files` no longer has (compared case-insensitively,
  /// as a file system may), to remove once the export is written.
  package func stale(after files: [ExportFile]) -> [Entry] {
    stale(after: files.map(\.path))
  }

  /// The diagrams this manifest lists that are not among the file names `names`.
  package func stale(after names: [String]) -> [Entry] {
    let now = Set(names.map { $0.lowercased() })
    return entries.filter { !now.contains($0.file.lowercased()) }
  }

  /// Removes each of `stale` from `folder` that is still a regular file holding the bytes the
  /// export wrote; the files removed, and the ones left because they changed.
  package static func remove(_ stale: [Entry], from folder: String) -> (
    removed: [String], kept: [String]
  ) {
    var removed: [String] = []
    var kept: [String] = []
    for entry in stale {
      let path = ExportWriter.join(folder, entry.file)
      guard let bytes = regularFileBytes(path, diagramLimit) else {
        var info = stat()
        if lstat(path, &info) == 0 { kept.append(path) }
        continue
      }
      if ContentDigest(sha256Of: bytes).hex == entry.digest, unlink(path) == 0 {
        removed.append(path)
      } else {
        kept.append(path)
      }
    }
    return (removed, kept)
  }

  /// The bytes of the regular file at `path` (a link is not followed, a pipe never waited
  /// for), or `nil` when it is something else, missing, unreadable or larger than `limit`.
  static func regularFileBytes(_ path: String, _ limit: Int) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit
    else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes {
        systemRead(fd, $0.baseAddress! + count, $0.count - count)
      }
      if n < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if n == 0 { break }
      count += n
    }
    // Grown since `fstat`: not the file measured.
    guard count <= Int(info.st_size) else { return nil }
    return Array(bytes[0..<count])
  }
}

/// `read(2)`, named apart from `SVGFolder.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
