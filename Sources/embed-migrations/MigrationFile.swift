#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// One `Migrations/NNNN_name.sql` file, read and validated.
///
/// The checks stop at build time what would otherwise fail on a user's catalog: a name that
/// does not sort as intended, two files with one number, bytes that are not UTF-8 text. Every
/// problem is reported, not just the first, with the file's path so the build log points at it.
struct MigrationFile: Equatable {
  /// The file name without `.sql`, such as `0001_catalog`.
  let identifier: String
  /// The script, exactly as the file holds it.
  let sql: String

  /// A problem with one file, printed as `path: error: message` (the compiler's format).
  struct Problem: Error, CustomStringConvertible {
    let path: String
    let message: String
    var description: String { "\(path): error: \(message)" }
  }

  /// Reads and validates the `.sql` files of `folder`, returning them in identifier order, or
  /// every problem. Hidden files and files with other extensions (`README.md`) are ignored; an
  /// extension in other case (`.SQL`) counts as `.sql` so that its malformed name is reported.
  static func load(folder: String) -> Result<[MigrationFile], ProblemList> {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder)
    } catch {
      return .failure(
        ProblemList(problems: [Problem(path: folder, message: "cannot list the folder: \(error)")]))
    }
    let paths = names.filter { !$0.hasPrefix(".") && $0.lowercased().hasSuffix(".sql") }
      .sorted()
      .map { folder + "/" + $0 }
    var files: [MigrationFile] = []
    var problems: [Problem] = []
    var pathByNumber: [Substring: String] = [:]
    for path in paths {
      switch read(path) {
      case .success(let file):
        let number = file.identifier.prefix(4)
        if let other = pathByNumber[number] {
          problems.append(
            Problem(path: path, message: "migration number \(number) is already used by \(other)"))
        } else {
          pathByNumber[number] = path
          files.append(file)
        }
      case .failure(let problem):
        problems.append(problem)
      }
    }
    guard problems.isEmpty else { return .failure(ProblemList(problems: problems)) }
    return .success(
      files.sorted { $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8) })
  }

  /// Every problem found, so that `load` can return them as one error.
  struct ProblemList: Error, Sequence {
    let problems: [Problem]
    func makeIterator() -> IndexingIterator<[Problem]> { problems.makeIterator() }
  }

  private static func read(_ path: String) -> Result<MigrationFile, Problem> {
    let name = String(path.split(separator: "/").last ?? "")
    guard let identifier = identifier(fromFileName: name) else {
      return .failure(
        Problem(
          path: path,
          message: "a migration is named NNNN_name.sql: four digits, an underscore, "
            + "then lowercase letters, digits and underscores"))
    }
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init) else {
      return .failure(Problem(path: path, message: "cannot read the file"))
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return .failure(
        Problem(path: path, message: "starts with a byte-order mark, which SQLite rejects"))
    }
    if bytes.contains(0) {
      return .failure(Problem(path: path, message: "contains a NUL byte"))
    }
    // Decoded, then compared byte for byte: invalid UTF-8 would not survive the round trip
    // (`String(validating:as:)` needs macOS 15; the package supports 13).
    let sql = String(decoding: bytes, as: UTF8.self)
    guard Array(sql.utf8) == Array(bytes) else {
      return .failure(Problem(path: path, message: "is not valid UTF-8"))
    }
    if sql.allSatisfy(\.isWhitespace) {
      return .failure(Problem(path: path, message: "is empty"))
    }
    return .success(MigrationFile(identifier: identifier, sql: sql))
  }

  /// `0001_catalog` for `0001_catalog.sql`, or nil when the name does not follow the pattern.
  static func identifier(fromFileName name: String) -> String? {
    guard name.hasSuffix(".sql") else { return nil }
    let identifier = name.dropLast(4)
    let digits = identifier.prefix(4)
    let rest = identifier.dropFirst(4)
    guard digits.count == 4, digits.allSatisfy({ ("0"..."9").contains($0) }),
      rest.first == "_", rest.count > 1,
      rest.dropFirst().allSatisfy({
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
      })
    else { return nil }
    return String(identifier)
  }
}

/// Writes `contents` to `path` as UTF-8, replacing the file.
func writeFile(atPath path: String, contents: String) throws {
  try Data(contents.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
}
