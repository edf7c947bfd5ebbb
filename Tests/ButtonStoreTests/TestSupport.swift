import ButtonStore
@_exported import ButtonTestSupport
import Foundation
import Testing

/// A new writable database in a temporary directory, closed and removed after `body`.
func withTemporaryDatabase<Result>(_ body: (Database) throws -> Result) throws -> Result {
  try withTemporaryDirectory("buttonstore") { directory throws in
    try body(Database(path: directory + "/test.sqlite", mode: .readWriteCreate))
  }
}

/// Every file of a directory with its bytes: equal snapshots mean nothing was written, created
/// or removed there (this also catches a stray `-wal`, `-shm` or `-journal` file).
func snapshot(_ directory: String) throws -> [String: Data] {
  var files: [String: Data] = [:]
  for name in try FileManager.default.contentsOfDirectory(atPath: directory) {
    files[name] = try Data(contentsOf: URL(filePath: directory + "/" + name))
  }
  return files
}

/// The names of the tables of `database`, sorted.
func tableNames(_ database: Database) throws -> [String] {
  try database.fetchAll("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") {
    try $0.string(at: 0)
  }
}

/// The identifiers `schema_migrations` records, in the order they were recorded.
func recordedIdentifiers(_ database: Database) throws -> [String] {
  try database.fetchAll("SELECT identifier FROM schema_migrations ORDER BY rowid") {
    try $0.string(at: 0)
  }
}

/// The value of a single-value query.
func scalar<Value: DatabaseValueConvertible>(
  _ database: Database, _ sql: String, as type: Value.Type = Value.self
) throws -> Value? {
  try database.fetchOne(sql) { try $0.value(at: 0, as: Value.self) }
}

/// Checks that the WAL catalog at `path` still holds exactly `bytes` and that nothing was
/// written beside it.
///
/// Reading a WAL database read-only makes SQLite create an empty `-wal` and a `-shm` index
/// that it cannot remove on close (only a writable connection can); they hold no data, so the
/// check allows them, empty `-wal` only, and nothing else.
func expectUnchangedWALCatalog(
  _ path: String, _ bytes: Data, sourceLocation: SourceLocation = #_sourceLocation
) throws {
  #expect(try Data(contentsOf: URL(filePath: path)) == bytes, sourceLocation: sourceLocation)
  let directory = URL(filePath: path).deletingLastPathComponent().path(percentEncoded: false)
  let name = URL(filePath: path).lastPathComponent
  let files = try snapshot(directory)
  #expect(
    Set(files.keys).isSubset(of: [name, name + "-wal", name + "-shm"]),
    sourceLocation: sourceLocation)
  #expect(files[name + "-wal"]?.isEmpty ?? true, sourceLocation: sourceLocation)
}
