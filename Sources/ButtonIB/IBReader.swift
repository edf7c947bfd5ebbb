import ButtonJSON
import CLibXML2

/// Why a file could not be read as an Interface Builder file; the message names the file.
public struct IBError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file, as given.
  public var path: String
  /// What is wrong, completing "cannot read PATH: ": "it is 104857600 bytes, more than the
  /// 33554432 bytes read of an Interface Builder file ($BUTTONCAT_IB_LIMIT sets another limit)".
  public var reason: String
  /// The 1-based line, when the parser knows it.
  public var line: Int?

  /// An error about `path`.
  public init(path: String, reason: String, line: Int? = nil) {
    self.path = path
    self.reason = reason
    self.line = line
  }

  /// `cannot read "PATH" (line N): REASON`.
  public var description: String {
    "cannot read \"\(path)\"" + (line.map { " (line \($0))" } ?? "") + ": " + reason
  }
}

/// Reads storyboards and XIBs with libxml2's SAX2 parser (loaded the first time a file is
/// parsed), under hostile-input rules: a DOCTYPE is refused (so no entity is ever declared,
/// expanded or loaded, and nothing is fetched), a reference to an undeclared entity is an error,
/// a file over `SourceKind.interfaceBuilder`'s limit (32 MiB, `$BUTTONCAT_IB_LIMIT`) is refused
/// by its size before it is read, and attribute values, titles and nesting are bounded (other
/// text, which is never kept, by libxml2's own limit of 10,000,000 bytes per text node).
public enum IBReader {
  /// The longest attribute value read, in bytes (a real file's longest is a few hundred).
  public static let maxAttributeLength = 1 << 20
  /// The longest title text (`<string key="title">`) read, in bytes.
  public static let maxTitleLength = IBDocumentBuilder.maxTextLength
  /// The deepest nesting of elements read (a real storyboard nests about 40 deep).
  public static let maxDepth = IBDocumentBuilder.maxDepth

  /// The `.storyboard` and `.xib` files under `paths`, each argument in turn: a file is taken as
  /// given; a folder is walked recursively in byte order of names, skipping `build/`,
  /// `DerivedData/`, `Pods/`, `Carthage/` and `.git/` and following a link to a folder only the
  /// first time that folder is reached (no loops). A path reached twice is listed once.
  /// Throws for a path that does not exist, a file given that is not a `.storyboard` or `.xib`,
  /// and a folder that cannot be listed.
  public static func files(in paths: [String]) throws(IBError) -> [String] {
    var walk = FolderWalk()
    for path in paths { try walk.add(path) }
    return walk.files
  }

  /// The file at `path`, read and parsed (refused over the size limit before it is read).
  public static func read(path: String) throws(IBError) -> IBFile {
    try parse(try bytes(path: path), path: path)
  }

  /// The bytes of the file at `path`, read as `read(path:)` reads them (refused over the size
  /// limit): for a caller that also needs them (`scan --add` digests what it parsed).
  public static func bytes(path: String) throws(IBError) -> [UInt8] {
    do {
      return try SourceFile.read(path, kind: .interfaceBuilder)
    } catch {
      throw IBError(path: path, reason: error.reason)
    }
  }

  /// `bytes` parsed as the file at `path`.
  public static func parse(_ bytes: [UInt8], path: String) throws(IBError) -> IBFile {
    guard !bytes.isEmpty else { throw IBError(path: path, reason: "it is empty") }
    if let reason = XMLLibrary.load() {
      throw IBError(
        path: path,
        reason: "libxml2 could not be loaded (\(reason)); \(XMLLibrary.installHint)")
    }
    let builder = IBDocumentBuilder(path: path, escapesAmpersand: XMLLibrary.escapesAmpersand)
    if let failure = XMLLibrary.parse(bytes, into: builder, maxAttributeLength: maxAttributeLength)
    {
      throw error(failure, builder: builder, path: path)
    }
    guard let file = builder.result else {
      throw IBError(path: path, reason: "it is not XML: it has no root element")
    }
    return file
  }

  /// The parser's failure in our words.
  private static func error(
    _ failure: XMLLibrary.Failure, builder: IBDocumentBuilder, path: String
  ) -> IBError {
    let line = failure.line > 0 ? failure.line : nil
    let reason: String
    switch failure.code {
    case BUTTONCAT_XML_STOPPED:
      return builder.failure ?? IBError(path: path, reason: "the parse was stopped", line: line)
    case BUTTONCAT_XML_DOCTYPE:
      reason =
        "it has a DOCTYPE declaration, which Interface Builder never writes "
        + "(entities are never declared, expanded or loaded)"
    case BUTTONCAT_XML_ATTRIBUTE_TOO_LONG:
      let names = failure.message.split(separator: " ", maxSplits: 1).map(String.init)
      reason =
        "the attribute \(IBText.shown(names.last ?? "")) of <\(IBText.shown(names.first ?? ""))> "
        + "is longer than \(maxAttributeLength) bytes"
    case BUTTONCAT_XML_NO_PARSER:
      reason = "libxml2 could not create a parser (out of memory)"
    case 4: reason = "it is not XML: it has no root element"
    case 5 where !builder.stack.isEmpty:
      let open = builder.stack.last!
      reason =
        "it ends before <\(IBText.shown(open.name))> (line \(open.line)) "
        + "is closed: the file is truncated"
    case 5 where builder.rootEnded: reason = "it has content after the root element"
    case 5: reason = "it is not XML: it has no root element"
    case 9, 31, 32, 79, 81, 101:
      reason =
        "it is not UTF-8 text, or holds a character XML does not allow ("
        + "\(sanitized(failure.message)))"
    case 26:
      reason =
        "it refers to an entity that is not declared (only &amp; &lt; &gt; &quot; &apos; and "
        + "character references are allowed; entities are never expanded)"
    default: reason = "it is not well-formed XML (\(sanitized(failure.message)))"
    }
    return IBError(path: path, reason: reason, line: line)
  }

  /// libxml2's message, trimmed, printable ASCII only, at most 100 characters.
  private static func sanitized(_ message: String) -> String {
    let trimmed = message.unicodeScalars.prefix(100).map { scalar -> Character in
      (0x20...0x7E).contains(scalar.value) ? Character(scalar) : "?"
    }
    return String(trimmed).trimmingSpaces
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
