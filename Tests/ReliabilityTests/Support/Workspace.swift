import ButtonMeasure
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A temporary folder with a catalog path in it, removed (after its clean-ups: unmounting,
/// clearing immutable flags) when the workspace goes away.
final class Workspace: @unchecked Sendable {
  /// Removed after the clean-ups (stored properties go after `deinit` runs).
  private let folder: TemporaryDirectory
  let directory: String
  let database: String
  private var cleanups: [() -> Void] = []

  /// The fixed clock and user every command runs with, for reproducible catalogs.
  static let environment = ["BUTTONCAT_NOW": "2026-11-30T09:00:00Z", "BUTTONCAT_USER": "tester"]

  init(_ label: String = "reliability") throws {
    folder = try TemporaryDirectory("buttoncat-\(label)")
    directory = folder.path
    database = folder.path("buttons.sqlite")
  }

  deinit {
    for cleanup in cleanups.reversed() { cleanup() }
  }

  /// Runs `body` before the folder is removed.
  func onCleanup(_ body: @escaping () -> Void) { cleanups.append(body) }

  func path(_ name: String) -> String { directory + "/" + name }

  /// Runs `buttoncat` with `$BUTTONCAT_DB` on this workspace's catalog (or `database`).
  @discardableResult
  func run(_ arguments: [String], database: String? = nil, timeout: Double = 900) throws
    -> Programs.Result
  {
    var environment = Self.environment
    environment["BUTTONCAT_DB"] = database ?? self.database
    return try Programs.buttoncat(
      arguments, environment: environment, directory: directory, timeout: timeout)
  }

  /// Runs `buttoncat` and fails unless it succeeds.
  @discardableResult
  func succeed(_ arguments: [String], database: String? = nil) throws -> Programs.Result {
    let result = try run(arguments, database: database)
    guard result.status == 0, !result.signaled else {
      throw Failure("buttoncat \(arguments.joined(separator: " ")): \(result.stderr)")
    }
    return result
  }

  /// The environment for a background `buttoncat` on `database`.
  func environment(_ database: String? = nil) -> [String: String] {
    var environment = Self.environment
    environment["BUTTONCAT_DB"] = database ?? self.database
    return environment
  }
}

/// SHA-256 of files, to prove that nothing changed.
enum Digest {
  /// The file's bytes' SHA-256, "missing", or the kind of a file that is not a regular one
  /// (never opened: opening a named pipe would wait for a writer).
  static func file(_ path: String) -> String {
    var info = stat()
    guard stat(path, &info) == 0 else { return "missing" }
    guard info.st_mode & S_IFMT == S_IFREG else { return "not a regular file \(info.st_mode)" }
    guard let handle = FileHandle(forReadingAtPath: path) else { return "missing" }
    defer { try? handle.close() }
    var bytes: [UInt8] = []
    while let chunk = try? handle.read(upToCount: 1 << 22), !chunk.isEmpty {
      bytes += chunk
    }
    return ContentDigest(sha256Of: bytes).hex
  }

  /// A catalog: the file, and its `-wal` when it holds anything (an empty `-wal` and a `-shm`
  /// are SQLite's read-only sidecars, which hold no data).
  static func catalog(_ path: String) -> String {
    var parts = [file(path)]
    if size(path + "-wal") > 0 { parts.append(file(path + "-wal")) }
    return parts.joined(separator: "+")
  }

  /// The size of a file in bytes, 0 when missing.
  static func size(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : 0
  }
}

/// Import documents in the format of `CatalogDocument.swift`, built from a real export.
enum BulkDocument {
  /// The button objects of an exported document, each as its key lines without the layouts
  /// (`import` recomputes layouts, and `"layouts": []` is valid in the schema).
  static func templates(fromExport text: String) -> [[String]] {
    var buttons: [[String]] = []
    var current: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("      \"name\": ") {
        if let current { buttons.append(current) }
        current = []
      }
      guard current != nil, line.hasPrefix("      \""), !line.hasPrefix("      \"layouts\"")
      else { continue }
      current!.append(line.trimmingCharacters(in: .whitespaces))
    }
    if let current { buttons.append(current) }
    return buttons
  }

  /// Writes a document of `count` buttons named `prefix` + a five-digit number, cycling through
  /// `templates` and varying the spacing, so every button is distinct.
  static func write(count: Int, prefix: String, templates: [[String]], to path: String) throws {
    precondition(!templates.isEmpty)
    var text = "{\n  \"formatVersion\": 1,\n  \"buttons\": [\n"
    text.reserveCapacity(count * 700)
    for index in 0..<count {
      var digits = String(index)
      digits = String(repeating: "0", count: max(0, 5 - digits.count)) + digits
      let fields = templates[index % templates.count].map { line -> String in
        if line.hasPrefix("\"name\": ") { return "\"name\": \"\(prefix)\(digits)\"," }
        if line.hasPrefix("\"spacing\": ") { return "\"spacing\": \(index % 40)," }
        return line
      }
      text += "    {" + fields.joined(separator: " ") + " \"layouts\": []}"
      text += index == count - 1 ? "\n" : ",\n"
    }
    text += "  ]\n}\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }
}
