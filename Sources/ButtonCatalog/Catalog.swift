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
public final class Catalog {
  public enum Access: Sendable {
    case read, write
  }

  public let path: String
  let database: Database

  public init(path: String, access: Access) throws(CatalogError) {
    self.path = path
    do {
      switch access {
      case .read:
        guard Self.exists(path) else { throw CatalogError.missingCatalog(path) }
        do {
          database = try Migrator.catalog.openDatabase(atPath: path, mode: .readOnly)
        } catch MigrationError.migrationsPending {
          // Written by an older buttoncat: upgrade it, when the file can be written.
          database = try Migrator.catalog.openDatabase(atPath: path, mode: .readWrite)
        }
      case .write:
        if !Self.exists(path), let problem = Self.directoryProblem(path) {
          throw CatalogError.cannotOpen("cannot create catalog '\(path)': \(problem)")
        }
        database = try Migrator.catalog.openDatabase(atPath: path, mode: .readWriteCreate)
      }
      // Natural name order (`item2` before `item10`) for every listing and export.
      try database.registerCollation("natural_order", compare: NaturalOrder.compare)
    } catch let error as CatalogError {
      throw error
    } catch let error as MigrationError {
      throw .cannotOpen(error.description)
    } catch {
      throw .cannotOpen("cannot open catalog '\(path)': \(error)")
    }
  }

  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
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

  /// Runs `body` in one IMMEDIATE transaction, mapping storage failures to `CatalogError`.
  func write<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
    do {
      return try database.write(body)
    } catch let error as CatalogError {
      throw error
    } catch let error as DatabaseError {
      throw .storage(path: path, Self.explain(error))
    } catch {
      throw .storage(path: path, "\(error)")
    }
  }

  func read<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
    do {
      return try database.read(body)
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
    case 10: "a disk I/O error; nothing was changed (\(error.message))"
    default: error.description
    }
  }
}
