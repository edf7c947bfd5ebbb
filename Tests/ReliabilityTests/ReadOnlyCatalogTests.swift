import ButtonStore
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Reliability {
  /// Catalogs a reader cannot write beside — changes in a `-wal` copied into a
  /// read-only folder, a `-wal` that is a folder or a device, an older catalog in a read-only
  /// folder — are read by every reading command, as uid 65534 (`setpriv`: root ignores
  /// permissions), and never changed.
  @Suite struct ReadOnlyCatalogs {
    static let readers: [[String]] = [
      ["list"], ["show", "ok"], ["check"], ["export", "--format", "json"],
      ["list", "--format", "json"],
    ]

    /// A catalog with buttons `ok` and `other`, in the workspace.
    static func catalog() throws -> Workspace {
      let workspace = try Workspace("read-only")
      try workspace.succeed(["add", "ok", "--title-size", "40x18"])
      try workspace.succeed(["add", "other", "--title-size", "30x18", "--placement", "top"])
      chmod(workspace.directory, 0o755)
      return workspace
    }

    /// Runs buttoncat as uid 65534 in a folder it may write (for outputs).
    static func asNobody(_ arguments: [String], in workspace: Workspace) throws -> Programs.Result {
      let setpriv = try Programs.require("setpriv")
      let output = workspace.path("nobody")
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      chmod(output, 0o777)
      return try Programs.run(
        setpriv,
        ["--reuid=65534", "--regid=65534", "--clear-groups", Programs.buttoncat] + arguments,
        environment: Workspace.environment, directory: output)
    }

    /// Every file of `folder` and its digest.
    static func contents(_ folder: String) -> [String: String] {
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return Dictionary(uniqueKeysWithValues: names.map { ($0, Digest.file(folder + "/" + $0)) })
    }

    /// Every reading command succeeds as uid 65534 on `catalog` (showing `expected`, a button
    /// name), with no SQLite error; `diff` against `other` and `textconv` too. The folder stays
    /// byte for byte as it was.
    static func expectReadable(
      _ catalog: String, showing expected: String, diffAgainst other: String,
      in workspace: Workspace
    ) throws {
      let folder = String(catalog[..<catalog.lastIndex(of: "/")!])
      let before = contents(folder)
      for arguments in readers + [["textconv", catalog], ["diff", catalog, other]] {
        let full =
          arguments.first == "textconv" || arguments.first == "diff"
          ? arguments : ["--db", catalog] + arguments
        let result = try asNobody(full, in: workspace)
        #expect(
          result.status == 0 && !result.signaled, "\(arguments): \(result.status) \(result.stderr)")
        #expect(!result.stderr.contains("SQLite error"), "\(arguments): \(result.stderr)")
        #expect(!result.stderr.contains("write-protected"), "\(arguments): \(result.stderr)")
      }
      let list = try asNobody(["--db", catalog, "list"], in: workspace)
      #expect(list.stdout.contains(expected), "\(list.stdout)")
      #expect(contents(folder) == before)
    }

    /// Changes that only the `-wal` holds, copied with the catalog (no `-shm`) into a folder
    /// uid 65534 cannot write: read from a private copy, the changes included.
    @Test(.enabled(if: getuid() == 0, "needs root to run the binary as another user (setpriv)"))
    func changesInAWALInAReadOnlyFolderAreRead() throws {
      let workspace = try Self.catalog()
      let folder = workspace.path("shared")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let catalog = folder + "/buttons.sqlite"
      do {
        let database = try Database(path: workspace.database, mode: .readWrite)
        try database.execute(sql: "UPDATE buttons SET name = 'changed' WHERE name = 'other'")
        // Copied while the connection is open: the change is only in the `-wal`.
        #expect(Digest.size(workspace.database + "-wal") > 0)
        try FileManager.default.copyItem(atPath: workspace.database, toPath: catalog)
        try FileManager.default.copyItem(
          atPath: workspace.database + "-wal", toPath: catalog + "-wal")
      }
      chmod(catalog, 0o444)
      chmod(catalog + "-wal", 0o444)
      chmod(folder, 0o555)
      workspace.onCleanup { chmod(folder, 0o755) }
      try Self.expectReadable(
        catalog, showing: "changed", diffAgainst: workspace.database, in: workspace)
      // The copy under $TMPDIR is gone.
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: NSTemporaryDirectory())
        .filter { $0.hasPrefix("buttoncat-catalog-copy-") }
      #expect(leftovers.isEmpty)
      // Without a private folder either, the refusal says what to do.
      let result = try Programs.run(
        try Programs.require("setpriv"),
        [
          "--reuid=65534", "--regid=65534", "--clear-groups", Programs.buttoncat, "--db", catalog,
          "list",
        ],
        environment: Workspace.environment.merging(["TMPDIR": folder]) { $1 },
        directory: folder)
      #expect(result.status == 1)
      #expect(result.stderr.contains("Copy the catalog with its -wal into a folder you can write"))
      #expect(!result.stderr.contains("SQLite error"))
    }

    /// A `-wal` that is a folder, a device or a link to `/dev/zero`: no file can hold changes,
    /// so readers read the catalog without it (as root and as uid 65534 in a read-only
    /// folder); a writer refuses, naming it, and writes nothing.
    @Test(.enabled(if: getuid() == 0, "needs root for mknod and setpriv"))
    func aWALThatIsNotAFileIsReadWithout() throws {
      let workspace = try Self.catalog()
      for kind in ["folder", "device", "link"] {
        let folder = workspace.path("wal-\(kind)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let catalog = folder + "/buttons.sqlite"
        try FileManager.default.copyItem(atPath: workspace.database, toPath: catalog)
        switch kind {
        case "folder": mkdir(catalog + "-wal", 0o755)
        case "device":
          var null = stat()
          stat("/dev/null", &null)
          #expect(mknod(catalog + "-wal", S_IFCHR | 0o666, null.st_rdev) == 0)
        default: symlink("/dev/zero", catalog + "-wal")
        }
        let set = try workspace.run(["set", "ok", "--spacing", "3"], database: catalog)
        #expect(set.status == 1, "\(kind)")
        #expect(set.stderr.contains("-wal' beside it is a"), "\(kind): \(set.stderr)")
        #expect(!set.stderr.contains("SQLite error"), "\(kind): \(set.stderr)")
        for arguments in Self.readers {
          let result = try workspace.run(arguments, database: catalog)
          #expect(result.status == 0, "\(kind) \(arguments): \(result.stderr)")
        }
        chmod(folder, 0o555)
        workspace.onCleanup { chmod(folder, 0o755) }
        try Self.expectReadable(
          catalog, showing: "other", diffAgainst: workspace.database, in: workspace)
      }
    }

    /// A catalog at migration 0012 (before accepted findings and settings), write-protected in
    /// a read-only folder: read through a copy migrated in memory; the file is unchanged.
    @Test(.enabled(if: getuid() == 0, "needs root to run the binary as another user (setpriv)"))
    func anOlderCatalogInAReadOnlyFolderIsRead() throws {
      let workspace = try Self.catalog()
      let folder = workspace.path("old")
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let catalog = folder + "/buttons.sqlite"
      try FileManager.default.copyItem(atPath: workspace.database, toPath: catalog)
      do {
        let database = try Database(path: catalog, mode: .readWrite)
        try database.execute(
          sql: """
            DROP TABLE image_measurements;
            DELETE FROM schema_migrations WHERE identifier = '0023_image_measurements';
            ALTER TABLE buttons DROP COLUMN symbol_view_height;
            ALTER TABLE buttons DROP COLUMN symbol_view_width;
            ALTER TABLE buttons DROP COLUMN symbol_scale;
            ALTER TABLE buttons DROP COLUMN symbol_weight;
            ALTER TABLE buttons DROP COLUMN symbol_point_size;
            ALTER TABLE buttons DROP COLUMN symbol;
            ALTER TABLE buttons DROP COLUMN activity_indicator;
            DELETE FROM schema_migrations WHERE identifier = '0022_activity_indicator_symbols';
            ALTER TABLE buttons DROP COLUMN title_pieces;
            ALTER TABLE buttons DROP COLUMN line_break;
            ALTER TABLE buttons DROP COLUMN lines;
            DELETE FROM schema_migrations WHERE identifier = '0021_title_lines';
            ALTER TABLE buttons DROP COLUMN subtitle_key;
            ALTER TABLE buttons DROP COLUMN title_alignment;
            ALTER TABLE buttons DROP COLUMN title_padding;
            ALTER TABLE buttons DROP COLUMN subtitle_height;
            ALTER TABLE buttons DROP COLUMN subtitle_width;
            ALTER TABLE buttons DROP COLUMN subtitle_font_size;
            ALTER TABLE buttons DROP COLUMN subtitle;
            DELETE FROM schema_migrations WHERE identifier = '0020_subtitle';
            ALTER TABLE buttons DROP COLUMN corner_radius;
            ALTER TABLE buttons DROP COLUMN corner_style;
            ALTER TABLE buttons DROP COLUMN style;
            DELETE FROM schema_migrations WHERE identifier = '0019_configuration_style';
            DROP TABLE scanned_buttons;
            DELETE FROM schema_migrations WHERE identifier = '0018_scanned_buttons';
            PRAGMA writable_schema = ON;
            UPDATE sqlite_master
              SET sql = replace(sql, '''layout-subviews'', ''insets'')', '''layout-subviews'')')
              WHERE type = 'table' AND name IN ('buttons', 'layouts');
            PRAGMA writable_schema = RESET;
            ALTER TABLE buttons DROP COLUMN title_insets_right;
            ALTER TABLE buttons DROP COLUMN title_insets_bottom;
            ALTER TABLE buttons DROP COLUMN title_insets_left;
            ALTER TABLE buttons DROP COLUMN title_insets_top;
            ALTER TABLE buttons DROP COLUMN image_insets_right;
            ALTER TABLE buttons DROP COLUMN image_insets_bottom;
            ALTER TABLE buttons DROP COLUMN image_insets_left;
            ALTER TABLE buttons DROP COLUMN image_insets_top;
            ALTER TABLE buttons DROP COLUMN content_insets_right;
            ALTER TABLE buttons DROP COLUMN content_insets_bottom;
            ALTER TABLE buttons DROP COLUMN content_insets_left;
            ALTER TABLE buttons DROP COLUMN content_insets_top;
            DELETE FROM schema_migrations WHERE identifier = '0017_given_insets';
            ALTER TABLE buttons DROP COLUMN image_reservation;
            DELETE FROM schema_migrations WHERE identifier = '0016_image_reservation';
            ALTER TABLE buttons DROP COLUMN naming_order;
            DELETE FROM schema_migrations WHERE identifier = '0015_generated_names';
            DROP TABLE settings;
            DELETE FROM schema_migrations WHERE identifier = '0014_settings';
            ALTER TABLE buttons DROP COLUMN accepted;
            DELETE FROM schema_migrations WHERE identifier = '0013_accepted_findings';
            """)
      }
      for suffix in ["-wal", "-shm"] { unlink(catalog + suffix) }
      chmod(catalog, 0o444)
      chmod(folder, 0o555)
      workspace.onCleanup { chmod(folder, 0o755) }
      try Self.expectReadable(
        catalog, showing: "other", diffAgainst: workspace.database, in: workspace)
      // The file is still at 0012: a writing command where it is writable would migrate it.
      let database = try Database(path: catalog, mode: .readOnly, immutable: true)
      let recorded = try database.fetchAll("SELECT identifier FROM schema_migrations") {
        try $0.string(at: 0)
      }
      #expect(!recorded.contains("0013_accepted_findings"))
    }
  }
}
