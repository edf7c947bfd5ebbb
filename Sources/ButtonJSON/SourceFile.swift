#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kinds of source file the catalog reads, each with the most bytes read of it and the
/// environment variable that sets another limit (docs/inputs.md).
///
/// Here, in the lowest target both the measurer (fonts, images, `Contents.json`) and the strings
/// reader (String Catalogs, `.strings` files) depend on, so that there is one bounded reader.
package enum SourceKind: Sendable, CaseIterable {
  /// A TTF, OTF or TTC file (`--font`, `--fallback-font`): 256 MiB.
  case font
  /// A PNG, PDF or SVG file, alone or in an image set (`--image`, `--state-image`): 64 MiB.
  case image
  /// An image set's `Contents.json`: 1 MiB.
  case imageSetContents
  /// A String Catalog, a `.strings` file or one table of a `.lproj` folder (`--strings`): 64 MiB.
  case strings
  /// A storyboard or XIB (`buttoncat scan`): 32 MiB, eight times the largest storyboard of the
  /// public apps measured for issue 27, so a real file never meets it and a hostile one is
  /// refused by its size before a byte is read.
  case interfaceBuilder

  /// The limit when its variable is not set.
  package var defaultLimit: Int {
    switch self {
    case .font: 256 << 20
    case .image: 64 << 20
    case .imageSetContents: 1 << 20
    case .strings: 64 << 20
    case .interfaceBuilder: 32 << 20
    }
  }

  /// The environment variable that sets another limit, in bytes.
  package var variable: String {
    switch self {
    case .font: "BUTTONCAT_FONT_LIMIT"
    case .image: "BUTTONCAT_IMAGE_LIMIT"
    case .imageSetContents: "BUTTONCAT_CONTENTS_JSON_LIMIT"
    case .strings: "BUTTONCAT_STRINGS_LIMIT"
    case .interfaceBuilder: "BUTTONCAT_IB_LIMIT"
    }
  }

  /// What the messages call a file of this kind.
  package var noun: String {
    switch self {
    case .font: "a font file"
    case .image: "an image file"
    case .imageSetContents: "an image set's Contents.json"
    case .strings: "a strings file"
    case .interfaceBuilder: "an Interface Builder file"
    }
  }
}

/// Why a source file was not read: `reason` completes "cannot read "PATH": ".
package struct SourceFileError: Error, Equatable, Sendable {
  package var path: String
  package var reason: String

  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// The one reader of source files: opened without blocking (a named pipe without a writer
/// would wait forever), checked to be a regular file after following links (a link to
/// `/dev/zero` would be read forever), and read no further than its kind's limit (a file that
/// grows while it is read, or a `/proc` file whose size says 0, stops there too).
package enum SourceFile {
  /// The whole file at `path`.
  package static func read(_ path: String, kind: SourceKind) throws(SourceFileError) -> [UInt8] {
    let limit = try self.limit(kind, path: path)
    let fd = try open(path, kind: kind, limit: limit)
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw SourceFileError(path: path, reason: String(cString: strerror(errno)))
      }
      if n == 0 { return bytes }
      guard bytes.count + n <= limit else { throw tooLarge(path, kind, limit, size: nil) }
      bytes.append(contentsOf: chunk[0..<n])
    }
  }

  /// A descriptor open for reading on the regular file at `path`, no larger than `kind`'s limit
  /// (for a reader that maps the file itself: HarfBuzz). The caller closes it.
  package static func open(_ path: String, kind: SourceKind) throws(SourceFileError) -> Int32 {
    try open(path, kind: kind, limit: try limit(kind, path: path))
  }

  private static func open(_ path: String, kind: SourceKind, limit: Int) throws(SourceFileError)
    -> Int32
  {
    let fd = systemOpen(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else {
      let reason =
        switch errno {
        case ENOENT: "no such file"
        case EACCES: "permission denied"
        default: String(cString: strerror(errno))
        }
      throw SourceFileError(path: path, reason: reason)
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw SourceFileError(path: path, reason: reason)
    }
    let type = info.st_mode & S_IFMT
    guard type == S_IFREG else {
      close(fd)
      throw SourceFileError(path: path, reason: describe(type))
    }
    guard Int(info.st_size) <= limit else {
      close(fd)
      throw tooLarge(path, kind, limit, size: Int(info.st_size))
    }
    // A regular file never blocks; reads that follow wait as usual.
    _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
    return fd
  }

  /// Why a file of type `type` (`st_mode & S_IFMT`) is not read.
  package static func describe(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "it is a folder, not a file"
    case S_IFIFO: "it is a named pipe (FIFO), not a regular file"
    case S_IFCHR: "it is a character device, not a regular file"
    case S_IFBLK: "it is a block device, not a regular file"
    case S_IFSOCK: "it is a socket, not a regular file"
    default: "it is not a regular file"
    }
  }

  /// The limit for `kind`: its variable's value when set, else its default.
  package static func limit(_ kind: SourceKind, path: String) throws(SourceFileError) -> Int {
    guard let value = getenv(kind.variable) else { return kind.defaultLimit }
    let text = String(cString: value)
    guard let limit = Int(text), limit > 0 else {
      throw SourceFileError(
        path: path,
        reason: "$\(kind.variable): '\(text)' is not a number of bytes (a whole number from 1)")
    }
    return limit
  }

  private static func tooLarge(_ path: String, _ kind: SourceKind, _ limit: Int, size: Int?)
    -> SourceFileError
  {
    let size = size.map { "it is \($0) bytes" } ?? "it is longer than \(limit) bytes"
    return SourceFileError(
      path: path,
      reason: "\(size), more than the \(limit) bytes read of \(kind.noun) "
        + "($\(kind.variable) sets another limit)")
  }
}

/// `read(2)` and `open(2)`, named apart from the reader's own `read` and `open`.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(fd, buffer, count)
}

private func systemOpen(_ path: String, _ flags: Int32) -> Int32 {
  open(path, flags)
}
