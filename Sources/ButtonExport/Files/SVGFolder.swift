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
    /// The SHA-256 of the bytes written, as 32 bytes (a manifest of 100,000 lines holds no
    /// string per digest); `nil` for digits that are not 64 lowercase hexadecimal ones, which
    /// no file's digest equals.
    private var sum: DigestBytes?
    package var file: String
    package var button: String

    package init(digest: String, file: String, button: String) {
      self.sum = DigestBytes(hex: Array(digest.utf8)[...])
      self.file = file
      self.button = button
    }

    init(sum: DigestBytes?, file: String, button: String) {
      self.sum = sum
      self.file = file
      self.button = button
    }

    /// The digest's 64 hexadecimal digits (64 `-` for digits that were not a digest).
    package var digest: String { sum?.hex ?? String(repeating: "-", count: 64) }

    /// Whether `bytes` are the bytes written.
    func isDigest(of bytes: [UInt8]) -> Bool {
      sum != nil && sum?.hex == ContentDigest(sha256Of: bytes).hex
    }
  }

  /// A SHA-256 held as four words.
  struct DigestBytes: Equatable, Sendable {
    var words: (UInt64, UInt64, UInt64, UInt64)

    /// The digest of 64 lowercase hexadecimal digits, or `nil`.
    init?(hex digits: ArraySlice<UInt8>) {
      guard digits.count == 64 else { return nil }
      var words: [UInt64] = [0, 0, 0, 0]
      for (i, c) in digits.enumerated() {
        let value: UInt8
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): value = c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): value = c - UInt8(ascii: "a") + 10
        default: return nil
        }
        words[i / 16] = words[i / 16] << 4 | UInt64(value)
      }
      self.words = (words[0], words[1], words[2], words[3])
    }

    var hex: String {
      ContentDigest.hexString(
        [words.0, words.1, words.2, words.3].flatMap { word in
          stride(from: 56, through: 0, by: -8).map { UInt8(truncatingIfNeeded: word >> $0) }
        })
    }

    static func == (a: Self, b: Self) -> Bool { a.words == b.words }
  }

  package var entries: [Entry] = []

  package init(entries: [Entry] = []) {
    self.entries = entries
  }

  /// The manifest in `folder`; empty when there is none, or it is not a regular file, or too
  /// large (its malformed lines are skipped). Read a piece at a time: the file's bytes are
  /// never held whole.
  package static func read(folder: String) -> SVGFolder {
    var manifest = SVGFolder()
    let read = forEachLine(ExportWriter.join(folder, manifestName), manifestLimit) {
      if let entry = entry($0) { manifest.entries.append(entry) }
    }
    return read ? manifest : SVGFolder()
  }

  /// The manifest of `text` (its malformed lines skipped).
  init(text: String) {
    let bytes = Array(text.utf8)
    var start = 0
    for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      if let entry = Self.entry(bytes[start..<i]) { entries.append(entry) }
      start = i + 1
    }
    if let entry = Self.entry(bytes[start...]) { entries.append(entry) }
  }

  /// The entry of one line (`SHA256 FILE BUTTON`, without its newline), or `nil` when it is
  /// malformed: not three fields, or a file name that is not a plain one of the folder.
  static func entry(_ line: ArraySlice<UInt8>) -> Entry? {
    let parts = line.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 64, !parts[1].isEmpty, !parts[2].isEmpty else {
      return nil
    }
    // 64 bytes that are not 64 characters (a multi-byte character among them) were never a
    // digest line.
    let digits = String(decoding: parts[0], as: UTF8.self)
    guard digits.count == 64 else { return nil }
    let file = String(decoding: parts[1], as: UTF8.self)
    guard ExportWriter.isSafeRelativePath(file), !file.contains("/"), file != Self.manifestName
    else { return nil }
    return Entry(
      sum: DigestBytes(hex: parts[0]), file: file,
      button: String(decoding: parts[2], as: UTF8.self))
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

  /// For an export of every button of `index` into `folder`: each button's file name there
  /// (`fileNames`) and the diagrams its manifest lists that no button owns any more (`stale`),
  /// the manifest read twice rather than held (a catalog of 100,000 buttons has 100,000 lines).
  /// A manifest that cannot be read (or changes to one that cannot between the reads) is no
  /// manifest: every button gets its own file name, and nothing is stale.
  package static func whole(folder: String, _ index: ExportIndex) -> (
    fileNames: [String], stale: [Entry]
  ) {
    let path = ExportWriter.join(folder, manifestName)
    var before = [String: String]()
    let read = forEachLine(path, manifestLimit) {
      if let entry = entry($0), before[entry.button] == nil { before[entry.button] = entry.file }
    }
    if !read { before = [:] }
    let names = index.inNamingOrder(index.names.map { before[$0] }) {
      SafeFileName.unique($0, fileExtension: "svg", kept: $1)
    }
    before = [:]
    guard read else { return (names, []) }
    let now = Set(names.map(SafeFileName.folded))
    var stale: [Entry] = []
    let again = forEachLine(path, manifestLimit) {
      if let entry = entry($0), !now.contains(SafeFileName.folded(entry.file)) {
        stale.append(entry)
      }
    }
    return (names, again ? stale : [])
  }

  /// The file name of each button of `index` in this folder: the one it had where it had one.
  package func fileNames(_ index: ExportIndex) -> [String] {
    var before = [String: String](minimumCapacity: entries.count)
    for entry in entries where before[entry.button] == nil { before[entry.button] = entry.file }
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
    // Its exact length, reserved: grown by doubling, it would be copied whole at each step.
    manifest.reserveCapacity(
      zip(names, buttons).reduce(0) { $0 + 67 + $1.0.utf8.count + $1.1.utf8.count })
    var index = 0
    try SVGRenderer().stream(source, fileNames: names, to: sink) { file, contents in
      manifest += Self.line(
        Entry(
          digest: ContentDigest(sha256Of: Array(contents.utf8)).hex, file: file,
          button: buttons[index]))
      index += 1
    }
    if partial {
      let files = Set(names.map(SafeFileName.folded))
      let named = Set(buttons)
      for entry in entries
      where !files.contains(SafeFileName.folded(entry.file)) && !named.contains(entry.button) {
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
    let now = Set(names.map(SafeFileName.folded))
    return entries.filter { !now.contains(SafeFileName.folded($0.file)) }
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
      if entry.isDigest(of: bytes), unlink(path) == 0 {
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
    var bytes: [UInt8] = []
    return forEachPiece(path, limit) { bytes.append(contentsOf: $0) } ? bytes : nil
  }

  /// Calls `body` with each line (without its newline) of the regular file at `path`, read
  /// a piece at a time; `false` as `forEachPiece` says it (a read that fails after some lines
  /// were handed on also says `false`: the caller forgets them).
  static func forEachLine(_ path: String, _ limit: Int, _ body: (ArraySlice<UInt8>) -> Void)
    -> Bool
  {
    var pending: [UInt8] = []
    let read = forEachPiece(path, limit) { piece in
      pending.append(contentsOf: piece)
      var start = pending.startIndex
      while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
        if newline > start { body(pending[start..<newline]) }
        start = newline + 1
      }
      pending.removeSubrange(..<start)
    }
    guard read else { return false }
    if !pending.isEmpty { body(pending[...]) }
    return true
  }

  /// Calls `body` with the bytes of the regular file at `path`, a piece of at most 64 KiB at a
  /// time (a link is not followed, a pipe never waited for); `false` when it is something
  /// else, missing, unreadable, larger than `limit`, or grows while it is read.
  static func forEachPiece(_ path: String, _ limit: Int, _ body: (ArraySlice<UInt8>) -> Void)
    -> Bool
  {
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit
    else { return false }
    let size = Int(info.st_size)
    // One byte more than the file has, so that a file grown since `fstat` is seen.
    var chunk = [UInt8](repeating: 0, count: min(1 << 16, size + 1))
    var total = 0
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      if n == 0 { return true }
      total += n
      // Grown since `fstat`: not the file measured.
      guard total <= size else { return false }
      body(chunk[0..<n])
    }
  }
}

/// `read(2)`, named apart from `SVGFolder.read`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}
