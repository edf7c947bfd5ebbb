import ButtonCatalog
import ButtonLayout
import ButtonStore
@_exported import ButtonTestSupport
import Testing

/// A catalog in a fresh temporary folder, used through the `Catalog` API in this process: no
/// `buttoncat` process per command.
final class TemporaryCatalog {
  let directory: TemporaryDirectory
  let path: String

  init() throws {
    directory = try TemporaryDirectory("buttoncatalog")
    path = directory.path("buttons.sqlite")
  }

  /// The catalog opened for `access` (writing creates it).
  func open(_ access: Catalog.Access = .write) throws -> Catalog {
    try Catalog(path: path, access: access)
  }

  /// Runs `sql` on the catalog file as another program (the sqlite3 shell, a script) would.
  func editOutsideButtoncat(_ sql: String, _ arguments: StatementArguments = []) throws {
    let database = try Database(path: path, mode: .readWrite)
    try database.execute(sql, arguments: arguments)
  }

  static let alice = Author(user: "alice", time: "2026-11-30T09:00:00Z")
  static let bob = Author(user: "bob", time: "2026-11-30T10:30:00Z")

  /// A button with a title and an image of given sizes (nothing measured from files).
  static func record(_ name: String, spacing: Double = 4, tags: [String] = []) -> ButtonRecord {
    var record = ButtonRecord(name: name)
    record.title = "Home"
    record.titleSource = .size
    record.spec.titleSize = Size(width: 40, height: 18)
    record.imageSource = .size
    record.spec.imageSize = Size(width: 24, height: 24)
    record.spec.placement = .top
    record.spec.spacing = spacing
    record.tags = tags
    return record
  }

  /// What the engine computed, as comparable across storage: each layout's technique,
  /// direction, frames, gap and diagnostic codes (`StoredLayoutTests` compares the rest).
  static func computed(_ layouts: [TechniqueLayout]) -> [String] {
    layouts.map { layout in
      let f = layout.frames
      let rects = [f.contentRect, f.imageFrame, f.titleFrame].map { r in
        r.map { "\($0.x + 0) \($0.y + 0) \($0.width) \($0.height)" } ?? "none"
      }
      return "\(layout.technique.rawValue) \(layout.direction.rawValue) \(rects) "
        + "\(f.intrinsicContentSize.width)x\(f.intrinsicContentSize.height) "
        + "gap \(layout.gap.map { "\($0)" } ?? "none") "
        + layout.diagnostics.map(\.code.rawValue).joined(separator: ",")
    }
  }
}
