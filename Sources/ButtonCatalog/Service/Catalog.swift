import ButtonJSON
import ButtonMigrations
import ButtonStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A catalog file, opened for reading or writing through the embedded migrations.
///
/// Reading never creates a file; writing creates it on first use. Every failure to open names
/// the file and leaves it as it was (the migrator checks a file read-only before it writes).
package final class Catalog {
  package enum Access: Sendable {
    case read, write
    /// Reading that writes nothing, ever (`diff`, `textconv`): no migration of the file (an
    /// older catalog is migrated in a copy in memory), no `-wal` or `-shm` created beside a
    /// catalog nobody has open (`Migrator.openSnapshot`).
    case snapshot
  }

  package let path: String
  let database: Database
  /// The title measurements read (`titleMeasurements`).
  let measurementCache = MeasurementCache()
  /// Apple's font files that measure system-font titles approximately where no device
  /// measurement exists (`$BUTTONCAT_SYSTEM_FONTS`, which the caller reads): none by default.
  /// Staleness compares approximate titles with them.
  package var systemFonts = SystemFonts.none
  /// The catalog's folder (absolute): relative source paths are stored relative to it.
  package var folder: String { CatalogPaths.folder(ofCatalogAt: path) }

  /// A source path as stored (relative to `folder`, or absolute) as a path to open.
  package func resolve(_ stored: String) -> String {
    CatalogPaths.resolve(stored, folder: folder)
  }

  /// `measurer` reading relative source paths from the catalog's folder.
  func measuring(_ measurer: SourceMeasurer) -> SourceMeasurer {
    var m = measurer
    if m.folder == nil { m.folder = folder }
    // System-font titles are sized from the catalog's device measurements.
    if m.measurements.isEmpty, let measurements = try? titleMeasurements() {
      m.measurements = measurements
    }
    if m.systemFonts.folder == nil { m.systemFonts = systemFonts }
    return m
  }

  /// How a path given on the command line (absolute, or relative to the current folder) is
  /// stored in the catalog at `catalog`: relative to its folder, absolute ones as they are.
  package static func storedPath(_ typed: String, catalog: String) -> String {
    CatalogPaths.stored(typed, folder: CatalogPaths.folder(ofCatalogAt: catalog))
  }

  package init(path: String, access: Access) throws(CatalogError) {
    self.path = path
    do {
      if let problem = Self.fileProblem(path) {
        throw CatalogError.cannotOpen("cannot open catalog '\(path)': \(problem)")
      }
      switch access {
      case .read:
        guard Self.exists(path) else { throw CatalogError.missingCatalog(path) }
        do {
          database = try Migrator.catalog.openDatabase(atPath: path, mode: .readOnly)
        } catch MigrationError.migrationsPending {
          // Written by an older buttoncat: upgrade it, when the file can be written; else
          // (a write-protected file or folder, a `-wal` that is not a file…) read a copy
          // migrated in memory, and leave the file as it was.
          do {
            database = try Migrator.catalog.openDatabase(atPath: path, mode: .readWrite)
          } catch MigrationError.cannotOpen, MigrationError.sidecarNotAFile {
            database = try Migrator.catalog.openSnapshot(atPath: path)
          }
        }
      case .snapshot:
        guard Self.exists(path) else { throw CatalogError.missingCatalog(path) }
        database = try Migrator.catalog.openSnapshot(atPath: path)
      case .write:
        if !Self.exists(path) {
          if let problem = Self.directoryProblem(path) {
            throw CatalogError.cannotOpen("cannot create catalog '\(path)': \(problem)")
          }
          try Self.create(path)
        }
        database = try Migrator.catalog.openDatabase(atPath: path, mode: .readWriteCreate)
        // A trigger (or view…) added by hand would run inside the command's transaction.
        let foreign = try Migrator.catalog.foreignSchemaObjects(in: database)
        if !foreign.isEmpty {
          throw CatalogError.cannotOpen(
            "catalog '\(path)' holds schema objects buttoncat did not create (\(foreign.map(Self.escaped).joined(separator: "; "))); a command that writes would run them, so nothing was changed; 'buttoncat check' lists them"
          )
        }
      }
    } catch let error as CatalogError {
      throw error
    } catch let error as MigrationError {
      throw .cannotOpen(error.description)
    } catch let error as DatabaseError {
      throw .cannotOpen("cannot open catalog '\(path)': \(Self.explain(error))")
    } catch {
      throw .cannotOpen("cannot open catalog '\(path)': \(error)")
    }
  }

  /// A catalog on a database already open; `path` is the name its messages give.
  private init(path: String, database: Database) {
    self.path = path
    self.database = database
  }

  /// Runs `body` on a new, empty catalog built beside `path`, and links it into place only when
  /// `body` succeeds: a bulk write that fails into a missing catalog leaves no file behind, and
  /// no other process sees the catalog before it is whole. Returns `nil` without running `body`
  /// when something is at `path` already (open it as usual), and `nil` after running it when
  /// another process created the catalog meanwhile or the folder cannot take a hard link (run
  /// `body` again on the catalog opened as usual).
  ///
  /// `bulk` (for `import`) writes the new file without a journal: nobody can see it until it is
  /// linked, and a failure discards it whole, so there is nothing a journal would protect. Each
  /// page is then written once instead of twice (to the `-wal`, then into the file); the file is
  /// switched back to WAL and synced before it is linked.
  package static func creating<T>(
    _ path: String, bulk: Bool = false, _ body: (Catalog) throws(CatalogError) -> T
  ) throws(CatalogError) -> T? {
    var info = stat()
    if lstat(path, &info) == 0 { return nil }
    if let problem = fileProblem(path) {
      throw CatalogError.cannotOpen("cannot open catalog '\(path)': \(problem)")
    }
    if let problem = directoryProblem(path) {
      throw CatalogError.cannotOpen("cannot create catalog '\(path)': \(problem)")
    }
    // An unpredictable name, created exclusively without following a link: a link planted
    // beside the catalog cannot redirect the new file (or its `-wal`, `-shm`, `-journal`).
    // The temporary file stays locked (`flock`) until it and its sidecars are removed: the lock
    // proves to any other command sweeping the folder (`removeStaleTemporaries`) that a writer
    // still owns them.
    var temporary = ""
    var owner: Int32 = -1
    var generator = SystemRandomNumberGenerator()
    while true {
      temporary = temporaryName(
        path, suffix: "\(temporaryMarker)\(String(generator.next() as UInt64, radix: 36))")
      let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if descriptor >= 0 {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0, isFile(descriptor, at: temporary) {
          owner = descriptor
          break
        }
        // Swept between its creation and the lock: draw another name.
        close(descriptor)
        continue
      }
      if errno != EEXIST {
        throw CatalogError.cannotOpen(
          "cannot create catalog '\(path)': \(String(cString: strerror(errno)))")
      }
    }
    let files = ["", "-wal", "-shm", "-journal"].map { temporary + $0 }
    defer {
      for file in files { unlink(file) }
      close(owner)
    }
    let result: T
    do {
      let catalog = Catalog(
        path: path,
        database: try Migrator.catalog.openDatabase(atPath: temporary, mode: .readWriteCreate))
      if bulk {
        try catalog.database.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
      }
      result = try body(catalog)
      if bulk {
        try catalog.database.execute(sql: "PRAGMA synchronous = FULL; PRAGMA journal_mode = WAL;")
        try sync(temporary)
      }
      // Everything into the file itself: a `-wal` would stay behind under the temporary name.
      let settled = try catalog.database.fetchOne("PRAGMA wal_checkpoint(TRUNCATE)") {
        try $0.int(at: 0) == 0 && $0.int(at: 1) == $0.int(at: 2)
      }
      guard settled == true else {
        throw CatalogError.cannotOpen("cannot create catalog '\(path)': the new file is busy")
      }
    } catch let error as CatalogError {
      throw error
    } catch let error as MigrationError {
      throw .cannotOpen(
        error.description.split(separator: "'\(temporary)'", omittingEmptySubsequences: false)
          .joined(separator: "'\(path)'"))
    } catch let error as DatabaseError {
      throw .cannotOpen("cannot create catalog '\(path)': \(explain(error))")
    } catch {
      throw .cannotOpen("cannot create catalog '\(path)': \(error)")
    }
    return link(temporary, path) == 0 ? result : nil
  }

  /// `path` followed by `suffix`, its file name cut short (at a character boundary) when the
  /// whole would pass the system's limit on a name (255 bytes) with SQLite's longest suffix
  /// (`-journal`) added: any catalog name the system takes gets a temporary sibling.
  static func temporaryName(_ path: String, suffix: String) -> String {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    let folder = path[..<slash]
    var name = Substring(path[slash...])
    let budget = 255 - "-journal".utf8.count - suffix.utf8.count
    while name.utf8.count > budget { name = name.dropLast() }
    return folder + name + suffix
  }

  /// Flushes a file's written pages to the disk.
  private static func sync(_ path: String) throws(CatalogError) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0, fsync(descriptor) == 0 else {
      let reason = String(cString: strerror(errno))
      if descriptor >= 0 { close(descriptor) }
      throw .cannotOpen("cannot create catalog '\(path)': \(reason)")
    }
    close(descriptor)
  }

  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// Why the file at `path` cannot be a catalog, when that shows without opening it: a folder, a
  /// device, a pipe (opening one would wait forever for a writer), an empty file (what a
  /// truncation leaves; buttoncat never creates one), or a path the system refuses to resolve.
  /// `nil` when the file is a non-empty regular file, or missing.
  static func fileProblem(_ path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT || errno == ENOTDIR { return nil }
      return String(cString: strerror(errno))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG:
      if info.st_size == 0 {
        return "the file is empty (0 bytes), not a catalog; remove it to start a new catalog"
      }
      return access(path, R_OK) == 0
        ? nil : "you may not read it (\(String(cString: strerror(errno))))"
    case S_IFDIR: return "it is a folder, not a catalog file"
    default: return "it is not a regular file (a device, a pipe or a socket)"
    }
  }

  /// Creates the catalog at `path` whole, or not at all.
  ///
  /// The schema is built in a temporary file beside `path` and checkpointed into it, then the
  /// file is linked into place: another process never sees a half-created catalog (a reader
  /// would refuse its empty first state as "not a catalog"), and a crash never leaves one at the
  /// path. Of several processes creating the catalog at once, the first link wins and the others
  /// open that catalog. Where hard links are not supported, or `path` is a dangling symbolic
  /// link, the caller creates the catalog in place as before.
  static func create(_ path: String) throws(CatalogError) {
    _ = try creating(path) { _ in }
  }

  /// Why the folder a new catalog would go in cannot take it, or `nil`.
  static func directoryProblem(_ path: String) -> String? {
    let directory = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
    let folder = directory.isEmpty ? "/" : directory
    var info = stat()
    guard stat(folder, &info) == 0 else { return "the folder '\(folder)' does not exist" }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return "'\(folder)' is not a folder" }
    return nil
  }

  /// The schema objects of the catalog that buttoncat's migrations did not create (or that
  /// differ from theirs), one line each; `check` reports them, writing commands refuse to run.
  package func foreignSchemaObjects() throws(CatalogError) -> [String] {
    try read { db in try Migrator.catalog.foreignSchemaObjects(in: db).map(Self.escaped) }
  }

  /// Runs `body` in one IMMEDIATE transaction, mapping storage failures to `CatalogError`.
  func write<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
    try storage { try database.write(body) }
  }

  /// Runs `body` in one read transaction (one snapshot), mapping failures the same way.
  func read<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
    try storage { try database.read(body) }
  }

  /// `work`'s result; storage failures become `CatalogError.storage` naming this catalog.
  func storage<T>(_ work: () throws -> T) throws(CatalogError) -> T {
    do {
      return try work()
    } catch let error as CatalogError {
      throw error
    } catch let error as DatabaseError {
      throw .storage(path: path, Self.explain(error))
    } catch {
      throw .storage(path: path, "\(error)")
    }
  }

  /// SQLite's message, with what to do for the failures people meet.
  static func explain(_ error: DatabaseError) -> String {
    switch error.resultCode {
    case 13: "the disk is full; nothing was changed (\(error.message))"
    case 5, 6:
      "the catalog stayed locked by another process for too long; nothing was changed (\(error.message))"
    case 8: "the catalog is read-only; nothing was changed (\(error.message))"
    case 10 where error.systemErrorCode == ENOSPC:
      "the disk is full; nothing was changed (\(error.message))"
    case 10: "a disk I/O error; nothing was changed (\(error.message))"
    case 19:
      // Validation agrees with every constraint of the schema, so this is a row edited by hand
      // or a trigger added by hand. Never the statement, nor a CHECK's expression: no SQL for
      // people.
      error.message.hasPrefix("CHECK constraint failed")
        ? "the catalog refused the change: a value breaks one of its rules (a row edited by hand?); nothing was changed"
        : "the catalog refused the change (\(error.message)); nothing was changed"
    default: "SQLite error \(error.resultCode): \(error.message)"
    }
  }
}
