internal import CSQLite

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens catalog files and brings their schema up to date with a list of ``Migration``s.
///
/// The migrator never changes a file it does not recognise. It first opens the file read-only
/// and reads its schema (which fails on a file that is not a database, or whose header or
/// schema is corrupted); only a file that is empty or records known migrations in
/// `schema_migrations` is then reopened writable, which switches it to WAL. Each pending
/// migration runs in its own IMMEDIATE transaction that also records its identifier, so a
/// catalog is always at a known migration, and a failing migration leaves nothing behind.
package struct Migrator: Sendable {
  /// The migrations, in the order they apply (identifier order).
  package let migrations: [Migration]

  /// Runs on every connection this migrator opens, before any migration: registers the SQL
  /// functions migrations call (see ``Database/registerFunction(_:_:)``).
  package let prepare: @Sendable (Database) throws -> Void

  /// The schema the migrations create, when it is known without running them (the catalog's
  /// is computed when buttoncat is built: `EmbeddedMigrations.schema`): what
  /// ``foreignSchemaObjects(in:)`` compares a file with. When nil, it runs every migration into
  /// an in-memory database each time (``migratedSchema()``).
  package let expectedSchema: [SchemaEntry]?

  /// A migrator for `migrations`, in any order; identifiers must be unique. `expectedSchema`,
  /// when given, must be what the migrations create (``migratedSchema()``, sorted); a test of
  /// the catalog's migrator proves it.
  package init(
    migrations: [Migration], expectedSchema: [SchemaEntry]? = nil,
    prepare: @escaping @Sendable (Database) throws -> Void = { _ in }
  ) {
    self.prepare = prepare
    self.expectedSchema = expectedSchema?.sorted()
    self.migrations = migrations.sorted {
      $0.identifier.utf8.lexicographicallyPrecedes($1.identifier.utf8)
    }
    precondition(
      Set(migrations.map(\.identifier)).count == migrations.count,
      "duplicate migration identifiers in \(migrations.map(\.identifier))")
  }

  /// Opens the catalog at `path`, checking it first and applying pending migrations when
  /// `mode` allows writing.
  ///
  /// `.readOnly` and `.readWrite` never create a missing file; `.readWriteCreate` creates it.
  /// A read-only catalog that needs migrations is refused
  /// (``MigrationError/migrationsPending(path:identifiers:)``) rather than read with an
  /// outdated schema. Every failure is a ``MigrationError`` naming `path`, and a refused file
  /// is left byte for byte as it was. (Reading a WAL catalog read-only makes SQLite create an
  /// empty `-wal` and a `-shm` index beside it, which only a writable connection removes. Where
  /// they cannot be created, on a read-only file system or in a folder this user cannot write,
  /// a catalog without changes in a `-wal` is read as immutable, one with changes from a private
  /// copy (`openReader`); a writable mode then fails as write-protected. A `-wal` or `-shm`
  /// that is not a file is read without, and refused for writing:
  /// ``MigrationError/sidecarNotAFile(path:sidecar:kind:)``.)
  package func openDatabase(atPath path: String, mode: Database.Mode) throws -> Database {
    let recorded: [String]?
    switch try probe(atPath: path, mode: mode) {
    case .readable(let database):
      try prepare(database)
      return database
    case .missing: recorded = nil
    case .checked(let identifiers): recorded = identifiers
    }
    do {
      let database = try Database(path: path, mode: mode)
      try prepare(database)
      try migrate(database, path: path, recorded: recorded)
      return database
    } catch let error as DatabaseError {
      throw MigrationError.cannotOpen(path: path, error)
    }
  }

  /// Opens the catalog at `path` for reading without writing anything, ever: not the file, and
  /// nothing beside it (for `diff`, and for git's `textconv`, whose temporary copy of a
  /// committed catalog has no `-wal` beside it and should not get one).
  ///
  /// Without a `-wal` file nobody has the catalog open in WAL mode, and it is read as immutable
  /// (no `-wal` or `-shm` is created); with one, it is read as every reader does, which
  /// creates nothing that is not there already but the `-shm` index. A catalog written by an
  /// older buttoncat is copied into memory (``Database/init(inMemoryCopyOf:)``) and the copy
  /// migrated: the file stays as it was. A file that is not a catalog, or a newer one, is
  /// refused as ``openDatabase(atPath:mode:)`` refuses it.
  package func openSnapshot(atPath path: String) throws -> Database {
    do {
      let (database, recorded) = try openReader(atPath: path, immutableWithoutLog: true)
      guard let recorded else { throw MigrationError.notACatalog(path: path) }
      try prepare(database)
      if migrations.allSatisfy({ recorded.contains($0.identifier) }) { return database }
      let copy = try Database(inMemoryCopyOf: database)
      try prepare(copy)
      try migrate(copy, path: path, recorded: recorded)
      return copy
    } catch let error as DatabaseError {
      throw MigrationError.cannotOpen(path: path, error)
    }
  }

  /// What a read-only look at a file found.
  private enum Probe {
    /// Opened read-only, and up to date: the caller's database.
    case readable(Database)
    /// No file, to be created.
    case missing
    /// Safe to open writable: the recorded identifiers, or nil for an empty database.
    case checked([String]?)
  }

  /// Opens `path` read-only and checks it, which leaves the file as it was whatever it holds.
  private func probe(atPath path: String, mode: Database.Mode) throws -> Probe {
    if mode == .readOnly {
      do {
        let (database, recorded) = try openReader(atPath: path, immutableWithoutLog: false)
        guard recorded != nil else { throw MigrationError.notACatalog(path: path) }
        let pending = migrations.map(\.identifier).filter { !(recorded ?? []).contains($0) }
        guard pending.isEmpty else {
          throw MigrationError.migrationsPending(path: path, identifiers: pending)
        }
        return .readable(database)
      } catch let error as DatabaseError {
        throw MigrationError.cannotOpen(path: path, error)
      }
    }
    // A writer keeps the catalog's changes in `-wal` and its index in `-shm`: they must be files
    // (SQLite would write into a device, and cannot use a folder).
    for suffix in ["-wal", "-shm"] {
      if case .notAFile(let kind) = Sidecar(path + suffix) {
        throw MigrationError.sidecarNotAFile(path: path, sidecar: path + suffix, kind: kind)
      }
    }
    var probe: Database
    do {
      probe = try Database(path: path, mode: .readOnly)
    } catch let error as DatabaseError
      where mode == .readWriteCreate && error.resultCode == SQLITE_CANTOPEN
    {
      return .missing
    } catch let error as DatabaseError {
      throw MigrationError.cannotOpen(path: path, error)
    }
    do {
      let recorded: [String]?
      do {
        recorded = try inspect(probe, path: path)
      } catch let error as DatabaseError
        where (error.resultCode == SQLITE_CANTOPEN || error.resultCode == SQLITE_READONLY)
        && Self.isReadableWithoutIndex(path)
      {
        // The folder cannot take SQLite's `-shm` index (a read-only file system, or a folder
        // this user cannot write: SQLite then says "attempt to write a readonly database"), and
        // no `-wal` holds changes: nobody can be writing the file, so read it as immutable.
        probe = try Database(path: path, mode: .readOnly, immutable: true)
        recorded = try inspect(probe, path: path)
      }
      let pending = migrations.map(\.identifier).filter { !(recorded ?? []).contains($0) }
      if recorded != nil, !pending.isEmpty {
        try checkIntegrity(probe)
      }
      return .checked(recorded)
    } catch let error as DatabaseError {
      throw MigrationError.cannotOpen(path: path, error)
    }
  }

  /// Whether the file at `path` can be read without the `-wal` and `-shm` files beside it: its
  /// folder cannot be written (a read-only file system, where no process writes a WAL database),
  /// and no `-wal` file holds changes that only a reader with a `-shm` index can see.
  private static func isReadableWithoutIndex(_ path: String) -> Bool {
    guard !isWritableFolder(of: path) else { return false }
    var info = stat()
    return stat(path + "-wal", &info) != 0 || info.st_size == 0
  }

  /// Whether this user may create files in the folder of `path` (SQLite's `-shm`).
  private static func isWritableFolder(of path: String) -> Bool {
    let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    return access(folder.isEmpty ? "/" : folder, W_OK) == 0
  }

  /// What is at a path beside the catalog (`-wal`, `-shm`), as SQLite would use it.
  enum Sidecar: Equatable {
    /// Nothing there.
    case missing
    /// An empty file: no changes.
    case empty
    /// A file that may hold changes.
    case file
    /// Something SQLite cannot use as its file: what it is ("a folder", "a device"…).
    case notAFile(String)

    init(_ path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else {
        let reason = errno
        var link = stat()
        if reason == ENOENT, lstat(path, &link) == 0 {
          // Another connection may remove and make the file again between the two calls:
          // only a symbolic link whose target is missing is a link to nothing.
          if link.st_mode & S_IFMT == S_IFLNK {
            self = .notAFile("a link to nothing")
          } else {
            self = Sidecar(path)
          }
        } else if reason == ENOENT || reason == ENOTDIR {
          self = .missing
        } else {
          self = .notAFile("unreadable (\(String(cString: strerror(reason))))")
        }
        return
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG: self = info.st_size == 0 ? .empty : .file
      case S_IFDIR: self = .notAFile("a folder")
      case S_IFCHR, S_IFBLK: self = .notAFile("a device")
      case S_IFIFO: self = .notAFile("a pipe")
      default: self = .notAFile("a socket")
      }
    }
  }

  /// Opens `path` for reading, writing nothing beside it that SQLite cannot write, and reads its
  /// recorded migrations (nil for an empty database).
  ///
  /// - A `-wal` or `-shm` that is not a file (a folder, a device, a pipe…) cannot hold changes
  ///   and no process can write the catalog through it: the file is read as immutable (with
  ///   changes in a real `-wal` but an unusable `-shm`, from a private copy, as below).
  /// - Without a `-wal` and with `immutableWithoutLog`, the file is read as immutable.
  /// - Where SQLite cannot create its `-shm` index (a folder this user cannot write, a
  ///   read-only file system): without changes in a `-wal` the file is read as immutable; with
  ///   changes, the catalog and its `-wal` are copied into a private temporary folder, read from
  ///   there into memory, and the copy removed (``readPrivateCopy(of:)``).
  private func openReader(atPath path: String, immutableWithoutLog: Bool) throws -> (
    Database, [String]?
  ) {
    let log = Sidecar(path + "-wal")
    let index = Sidecar(path + "-shm")
    func immutable() throws -> (Database, [String]?) {
      let database = try Database(path: path, mode: .readOnly, immutable: true)
      return (database, try inspect(database, path: path))
    }
    switch (log, index) {
    case (.notAFile, _): return try immutable()
    case (.file, .notAFile): return try readPrivateCopy(of: path)
    case (_, .notAFile): return try immutable()
    case (.missing, _) where immutableWithoutLog: return try immutable()
    default: break
    }
    do {
      let database = try Database(path: path, mode: .readOnly)
      return (database, try inspect(database, path: path))
    } catch let error as DatabaseError
      where error.resultCode == SQLITE_CANTOPEN || error.resultCode == SQLITE_READONLY
    {
      // Only where SQLite cannot create its index: a folder this user cannot write (or a
      // read-only file system). Elsewhere the failure is something else (a catalog that cannot
      // be read at all, a writer's transient state), and is the caller's.
      guard access(path, R_OK) == 0, !Self.isWritableFolder(of: path) else { throw error }
      return log == .file ? try readPrivateCopy(of: path) : try immutable()
    }
  }

  /// The catalog at `path` with the changes its `-wal` holds, read where SQLite can keep its
  /// `-shm` index: both files are copied into a new private folder under `$TMPDIR` (or `/tmp`),
  /// read from there into memory, and the folder removed. Nothing is written beside `path`.
  ///
  /// Copying twice the same sizes and times proves no writer changed the files in between;
  /// after three tries, or when nothing can be copied, the catalog is refused with what to do.
  private func readPrivateCopy(of path: String) throws -> (Database, [String]?) {
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
    var template = Array("\(base ?? "/tmp")/buttoncat-catalog-copy-XXXXXX".utf8CString)
    guard mkdtemp(&template) != nil else {
      throw MigrationError.changesUnreadable(
        path: path, reason: "no private temporary folder: \(String(cString: strerror(errno)))")
    }
    let folder = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let copy = folder + "/catalog.sqlite"
    defer {
      for suffix in ["", "-wal", "-shm", "-journal"] { unlink(copy + suffix) }
      rmdir(folder)
    }
    for _ in 0..<3 {
      let before = Self.fingerprint(path)
      for suffix in ["", "-wal", "-shm"] { unlink(copy + suffix) }
      do {
        try Self.copyFile(path, to: copy)
        try Self.copyFile(path + "-wal", to: copy + "-wal")
      } catch let reason as CopyFailure {
        throw MigrationError.changesUnreadable(path: path, reason: reason.message)
      }
      guard Self.fingerprint(path) == before else { continue }
      let source = try Database(path: copy, mode: .readOnly)
      _ = try inspect(source, path: path)
      let database = try Database(inMemoryCopyOf: source, label: path)
      return (database, try inspect(database, path: path))
    }
    throw MigrationError.changesUnreadable(
      path: path, reason: "the files kept changing while they were copied")
  }

  private struct CopyFailure: Error { let message: String }

  /// Size, change time and inode of the catalog and its `-wal`.
  private static func fingerprint(_ path: String) -> [Int] {
    [path, path + "-wal"].flatMap { file -> [Int] in
      var info = stat()
      guard stat(file, &info) == 0 else { return [-1] }
      return [Int(info.st_size), Int(info.st_ino)] + info.changeTimes
    }
  }

  /// Copies the regular file at `source` to a new file `destination` (mode 0600).
  private static func copyFile(_ source: String, to destination: String) throws {
    func failure(_ what: String) -> CopyFailure {
      CopyFailure(message: "\(what): \(String(cString: strerror(errno)))")
    }
    let input = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard input >= 0 else { throw failure("cannot read '\(source)'") }
    defer { close(input) }
    var info = stat()
    guard fstat(input, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      throw CopyFailure(message: "'\(source)' is not a regular file")
    }
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard output >= 0 else { throw failure("cannot copy '\(source)'") }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw failure("cannot read '\(source)'") }
      if count == 0 { return }
      var written = 0
      while written < count {
        let result = buffer.withUnsafeBytes {
          write(output, $0.baseAddress! + written, count - written)
        }
        if result < 0, errno == EINTR { continue }
        guard result > 0 else { throw failure("cannot copy '\(source)'") }
        written += result
      }
    }
  }

  /// Applies the pending migrations to `database`, opened writable after ``inspect(_:path:)``.
  ///
  /// Every transaction re-reads the schema under the write lock, because another process may
  /// have changed the file since the check: it skips what that process applied, and refuses a
  /// file that became foreign or newer.
  func migrate(_ database: Database, path: String, recorded: [String]?) throws {
    if recorded == nil {
      try database.write { database in
        _ = try inspect(database, path: path)
        try database.execute(
          sql: """
            CREATE TABLE IF NOT EXISTS schema_migrations(
              identifier TEXT PRIMARY KEY,
              applied_at TEXT NOT NULL)
            """)
      }
    }
    for migration in migrations where !(recorded ?? []).contains(migration.identifier) {
      try database.write { database in
        guard try inspect(database, path: path)?.contains(migration.identifier) != true else {
          return
        }
        do {
          try database.withTransactionControlDenied {
            try database.execute(sql: migration.sql)
          }
          try database.execute(
            """
            INSERT INTO schema_migrations(identifier, applied_at)
            VALUES(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
            """,
            arguments: [migration.identifier])
        } catch let error as DatabaseError {
          throw MigrationError.migrationFailed(
            path: path, identifier: migration.identifier, Self.explained(error))
        }
      }
    }
  }

  /// The recorded identifiers, or nil for an empty database; throws for a file that is not a
  /// catalog or was written by a newer migrator.
  ///
  /// Reading `sqlite_master` is what makes SQLite read and validate the header and the schema
  /// page, so this is also where a non-database or a truncated file fails.
  private func inspect(_ database: Database, path: String) throws -> [String]? {
    let objects = try database.fetchAll("SELECT type, name FROM sqlite_master") { row in
      (type: try row.string(at: 0), name: try row.string(at: 1))
    }
    guard !objects.isEmpty else { return nil }
    guard objects.contains(where: { $0 == (type: "table", name: "schema_migrations") }) else {
      throw MigrationError.notACatalog(path: path)
    }
    let recorded: [String]
    do {
      recorded = try database.fetchAll("SELECT identifier FROM schema_migrations") { row in
        try row.string(at: 0)
      }
    } catch let error as DatabaseError
      where error.resultCode == SQLITE_ERROR || error.resultCode == SQLITE_MISMATCH
    {
      // Another tool's schema_migrations, with other columns or types.
      throw MigrationError.notACatalog(path: path)
    }
    let known = Set(migrations.map(\.identifier))
    let unknown = recorded.filter { !known.contains($0) }.sorted()
    guard unknown.isEmpty else {
      throw MigrationError.newerCatalog(path: path, unknownIdentifiers: unknown)
    }
    return recorded
  }

  /// Runs `PRAGMA quick_check` before a schema change, which must not land on a damaged file.
  ///
  /// It reads every page, so it runs only when migrations are about to apply, not on every
  /// open.
  private func checkIntegrity(_ database: Database) throws {
    let result = try database.fetchOne("PRAGMA quick_check(1)") { try $0.string(at: 0) }
    guard let result, result != "ok" else { return }
    throw DatabaseError(
      resultCode: SQLITE_CORRUPT, message: "database disk image is malformed: \(result)",
      sql: "PRAGMA quick_check(1)")
  }

  /// A clearer message for the authorizer's refusal of transaction statements.
  private static func explained(_ error: DatabaseError) -> DatabaseError {
    guard error.resultCode == SQLITE_AUTH else { return error }
    return DatabaseError(
      resultCode: error.resultCode, extendedResultCode: error.extendedResultCode,
      message: "a migration must not contain BEGIN, COMMIT, ROLLBACK or SAVEPOINT "
        + "(it already runs in its own transaction)",
      sql: error.sql)
  }
}

extension Database {
  /// Runs `body` with BEGIN, COMMIT, ROLLBACK, SAVEPOINT and RELEASE refused when prepared.
  ///
  /// A migration that ended the migrator's transaction would commit half of itself without
  /// being recorded; the authorizer stops it before anything runs, so it fails with
  /// `SQLITE_AUTH` and rolls back whole.
  fileprivate func withTransactionControlDenied<Result>(_ body: () throws -> Result) rethrows
    -> Result
  {
    sqlite3_set_authorizer(
      handle,
      { _, action, _, _, _, _ in
        action == SQLITE_TRANSACTION || action == SQLITE_SAVEPOINT ? SQLITE_DENY : SQLITE_OK
      }, nil)
    defer { sqlite3_set_authorizer(handle, nil, nil) }
    return try body()
  }
}
