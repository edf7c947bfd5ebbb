internal import CSQLite

/// One connection to a SQLite database file.
///
/// The connection is configured the same way every time: triggers and views turned off (the
/// schema has none; one added to a file by hand must never run), foreign keys enforced, a 5 s busy
/// timeout so two `buttoncat` processes wait for each other instead of failing, and WAL
/// journaling for writable connections so readers never block the writer. The handle is opened
/// with `SQLITE_OPEN_NOMUTEX`: SQLite does no locking of its own, which is safe because this
/// class is not `Sendable`, so the compiler keeps it on one thread at a time.
///
/// Opening a file with a writable mode switches it to WAL, which rewrites its header. Open files
/// that may not be catalogs through ``Migrator/openDatabase(atPath:mode:)``, which checks first.
package final class Database {
  /// How a file is opened.
  package enum Mode: Equatable, Hashable, Sendable {
    /// Reading only; a missing file is an error and is not created.
    case readOnly
    /// Reading and writing an existing file; a missing file is an error.
    case readWrite
    /// Reading and writing, creating the file when it is missing.
    case readWriteCreate
  }

  /// How long a statement waits for another connection's lock before failing with BUSY.
  package static let busyTimeoutMilliseconds: Int32 = 5000

  /// The path given to ``init(path:mode:)``.
  package let path: String
  /// The mode given to ``init(path:mode:)``.
  package let mode: Mode
  let handle: SQLiteConnection
  private var statementCache: [String: Statement] = [:]

  /// Whether the database keeps text as UTF-8 (`PRAGMA encoding`: SQLite's default, and every
  /// catalog buttoncat creates). Only then is `CAST(? AS TEXT)` of a blob of UTF-8 bytes the
  /// text those bytes spell; a file made with another encoding by hand is written with text
  /// arguments, which SQLite converts.
  package private(set) lazy var storesUTF8: Bool =
    ((try? fetchOne("PRAGMA encoding") { try $0.value(at: 0) }) ?? nil) == .text("UTF-8")

  /// Opens and configures the database at `path`.
  ///
  /// Throws the ``DatabaseError`` of the first step that fails (open, busy timeout, pragmas),
  /// after closing the connection, so a failed init never leaks a handle.
  ///
  /// `immutable` (read-only only) opens the file as SQLite's `immutable=1` URI parameter does:
  /// no locks, no `-wal` or `-shm` beside it, so a file on a read-only file system can be read.
  /// It ignores a `-wal` file and assumes nobody writes the file meanwhile; see
  /// ``Migrator/openDatabase(atPath:mode:)`` for when that holds.
  package init(path: String, mode: Mode, immutable: Bool = false) throws {
    precondition(!immutable || mode == .readOnly, "only a read-only connection can be immutable")
    Self.configureSQLite()
    var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE
    switch mode {
    case .readOnly: flags |= SQLITE_OPEN_READONLY
    case .readWrite: flags |= SQLITE_OPEN_READWRITE
    case .readWriteCreate: flags |= SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    }
    var connection: SQLiteConnection?
    let code =
      immutable
      ? sqlite3_open_v2(Self.immutableURI(path), &connection, flags | SQLITE_OPEN_URI, nil)
      : sqlite3_open_v2(Self.fileName(path), &connection, flags, nil)
    guard let connection else {
      // SQLite could not even allocate the connection object.
      throw DatabaseError(resultCode: code == SQLITE_OK ? SQLITE_NOMEM : code)
    }
    do {
      try DatabaseError.check(code, connection: connection)
      // SQLite quietly opens a write-protected file read-only; say so now, not at first write.
      if mode != .readOnly, sqlite3_db_readonly(connection, "main") == 1 {
        throw DatabaseError(resultCode: SQLITE_READONLY, message: "the file is write-protected")
      }
      try Self.configure(connection, writable: mode != .readOnly)
    } catch {
      sqlite3_close_v2(connection)
      throw error
    }
    self.handle = connection
    self.path = path
    self.mode = mode
  }

  /// A new, empty in-memory database, writable, named `label` (see
  /// ``init(inMemoryCopyOf:)``).
  init(memoryLabelled label: String) throws {
    Self.configureSQLite()
    var connection: SQLiteConnection?
    let code = sqlite3_open_v2(
      ":memory:", &connection,
      SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE,
      nil)
    guard let connection else {
      throw DatabaseError(resultCode: code == SQLITE_OK ? SQLITE_NOMEM : code)
    }
    do {
      try DatabaseError.check(code, connection: connection)
      try Self.configure(connection, writable: true)
    } catch {
      sqlite3_close_v2(connection)
      throw error
    }
    self.handle = connection
    self.path = label
    self.mode = .readWrite
  }

  /// Process-wide SQLite settings, applied once, before the first connection opens.
  private static let sqliteSettings: Void = {
    // A performance setting only: if another connection opened first, nothing changes.
    _ = buttoncat_configure_page_cache()
  }()

  private static func configureSQLite() { sqliteSettings }

  /// `path` as SQLite takes it for the file of that name, never as a URI or a special name:
  /// this SQLite build reads a name that begins with `file:` as a URI (`file:new.sqlite` would
  /// open `new.sqlite`, `?mode=` would be honoured) whatever the open flags say, and `:memory:`
  /// as an in-memory database. Such a relative name gets `./` in front, which names the same
  /// file; every other path is given as it is.
  static func fileName(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    return path.hasPrefix("file:") || path == ":memory:" || path.isEmpty ? "./" + path : path
  }

  /// `file:PATH?immutable=1`, with every byte of the path that a URI could misread escaped.
  static func immutableURI(_ path: String) -> String {
    // A relative path starts `./`: decoded, `:memory:` would be an in-memory database.
    var uri = path.hasPrefix("/") ? "file://" : "file:./"
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "."),
        UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "~"):
        uri.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = Array("0123456789ABCDEF".unicodeScalars)
        uri += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
      }
    }
    return uri + "?immutable=1"
  }

  /// The setup every connection gets; see the type's documentation for why.
  private static func configure(_ connection: SQLiteConnection, writable: Bool) throws {
    try DatabaseError.check(sqlite3_extended_result_codes(connection, 1), connection: connection)
    try DatabaseError.check(
      sqlite3_busy_timeout(connection, busyTimeoutMilliseconds), connection: connection)
    // No trigger or view ever runs: the schema has none, so one in a file was added by hand.
    try DatabaseError.check(
      buttoncat_disable_triggers_and_views(connection), connection: connection)
    // A hand-edited file may hold views and triggers: they may not call functions that are
    // not innocuous (SQLite's `trusted_schema`), whatever the build's default.
    var setup = "PRAGMA foreign_keys = ON; PRAGMA trusted_schema = OFF;"
    if writable {
      setup += "PRAGMA journal_mode = WAL;"
    }
    try execute(script: setup, connection: connection)
  }

  deinit {
    // Finalize the cached statements first; `close_v2` then closes at once, or as soon as
    // the last statement still held elsewhere is finalized.
    statementCache.removeAll()
    sqlite3_close_v2(handle)
  }

  /// Runs a script of any number of statements, such as a migration.
  ///
  /// Statements run in order; rows they return are ignored. The first failure throws with the
  /// failing statement's SQL, after the statements before it have run: wrap the call in
  /// ``write(_:)`` when the script must apply entirely or not at all. Scripts take no
  /// arguments; use ``execute(_:arguments:)`` for values.
  package func execute(sql: String) throws {
    try Self.execute(script: sql, connection: handle)
  }

  /// Runs one statement with `arguments`, through the statement cache.
  package func execute(_ sql: String, arguments: StatementArguments) throws {
    try cachedStatement(sql).execute(arguments: arguments)
  }

  /// The prepare loop behind ``execute(sql:)``: every step loop is DONE, ROW or an error.
  private static func execute(script: String, connection: SQLiteConnection) throws {
    try prepareStatements(in: script, connection: connection) { statement, sql in
      while true {
        switch sqlite3_step(statement) {
        case SQLITE_DONE:
          return
        case SQLITE_ROW:
          continue
        case let code:
          throw DatabaseError(code: code, connection: connection, sql: sql)
        }
      }
    }
  }

  /// The statement for `sql`, prepared on first use and reused afterwards.
  ///
  /// Preparing is the expensive part of running SQL, and the storage layer runs the same few
  /// statements many times. The cached statement is reset and rebound on every run.
  package func cachedStatement(_ sql: String) throws -> Statement {
    if let statement = statementCache[sql] {
      return statement
    }
    let statement = try Statement(connection: handle, sql: sql, persistent: true)
    statementCache[sql] = statement
    return statement
  }

  /// A new statement for `sql`, not cached: for SQL run once, or run nested inside a loop over
  /// the same SQL.
  func makeStatement(_ sql: String) throws -> Statement {
    try Statement(connection: handle, sql: sql, persistent: false)
  }

  /// The rowid of the last row inserted through this connection.
  package var lastInsertedRowID: Int64 { sqlite3_last_insert_rowid(handle) }

  /// The number of rows changed by the last INSERT, UPDATE or DELETE.
  var changedRowCount: Int { Int(sqlite3_changes64(handle)) }

  /// Whether a transaction is open.
  package var isInsideTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }
}
