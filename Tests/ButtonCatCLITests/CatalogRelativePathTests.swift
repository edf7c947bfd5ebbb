import ButtonStore
import Foundation
import Testing

/// Source paths are stored relative to the catalog's folder, so a catalog
/// committed with its assets works from any folder and after being copied elsewhere.
@Suite struct CatalogRelativePathTests {
  /// `repo/app/assets/home@3x.png` and an empty `elsewhere/` in a temporary folder.
  static func workspace() throws -> (root: URL, cleanup: () -> Void) {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "buttoncat-paths-\(UUID().uuidString)")
    let assets = root.appendingPathComponent("repo/app/assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
    try SourceFileTests.png(width: 72, height: 72).write(
      to: assets.appendingPathComponent("home@3x.png"))
    return (root, { try? FileManager.default.removeItem(at: root) })
  }

  static func run(_ arguments: [String], in directory: URL) throws -> BinaryRunner.Result {
    try BinaryRunner.run(
      arguments, environment: ["BUTTONCAT_NOW": "2026-12-01T09:00:00Z", "BUTTONCAT_USER": "t"],
      directory: directory)
  }

  static func storedImages(_ database: String) throws -> [String] {
    let db = try Database(path: database, mode: .readOnly)
    return try db.fetchAll("SELECT name || '=' || image_path FROM buttons ORDER BY name") {
      try $0.string(at: 0)
    }
  }

  @Test func pathsAreStoredRelativeToTheCatalogAndWorkFromAnywhere() throws {
    let (root, cleanup) = try Self.workspace()
    defer { cleanup() }
    let repo = root.appendingPathComponent("repo")
    let app = repo.appendingPathComponent("app")
    let add = try Self.run(
      [
        "--db", "buttons.sqlite", "add", "home", "--image", "assets/home@3x.png", "--title-size",
        "40x18", "--spacing", "4",
      ], in: app)
    #expect(add.status == 0, "\(add.stderr)")
    // From the repository's root, a path relative to it is stored relative to the catalog.
    let fromRoot = try Self.run(
      [
        "--db", "app/buttons.sqlite", "add", "tab", "--image", "app/assets/home@3x.png",
        "--title-size", "40x18", "--spacing", "4",
      ], in: repo)
    #expect(fromRoot.status == 0, "\(fromRoot.stderr)")
    let absolute = app.appendingPathComponent("assets/home@3x.png").path
    let kept = try Self.run(
      [
        "--db", "app/buttons.sqlite", "add", "abs", "--image", absolute, "--title-size", "40x18",
        "--spacing", "4",
      ], in: repo)
    #expect(kept.status == 0, "\(kept.stderr)")
    let catalog = app.appendingPathComponent("buttons.sqlite").path
    #expect(
      try Self.storedImages(catalog) == [
        "abs=\(absolute)", "home=assets/home@3x.png", "tab=assets/home@3x.png",
      ])

    let elsewhere = root.appendingPathComponent("elsewhere")
    let check = try Self.run(["--db", "../repo/app/buttons.sqlite", "check"], in: elsewhere)
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(
      check.stdout.hasSuffix(
        "3 buttons checked: all current, no errors, 3 with warnings (--strict fails on them)\n"),
      "\(check.stdout)")

    // A copy of the folder on another machine: the relative paths follow it.
    let copy = root.appendingPathComponent("elsewhere/app")
    try FileManager.default.copyItem(at: app, to: copy)
    try FileManager.default.removeItem(at: app.appendingPathComponent("assets"))
    let moved = try Self.run(["--db", "app/buttons.sqlite", "check"], in: elsewhere)
    // The absolute path's file is gone: an error; the relative ones follow.
    #expect(moved.status == 1, "\(moved.stdout)\(moved.stderr)")
    #expect(!moved.stdout.contains("home: missing-source"), "\(moved.stdout)")
    #expect(
      moved.stdout.contains("abs: missing-source: --image \(absolute): no such file"),
      "\(moved.stdout)")
    let list = try Self.run(
      ["--db", "elsewhere/app/buttons.sqlite", "list", "--stale"], in: root)
    #expect(list.stderr == "no buttons\n", "\(list.stdout)\(list.stderr)")
  }

  /// Migration 0004: an older catalog's paths, typed relative to the folder the team runs
  /// commands from, become relative to the catalog's folder.
  @Test func anOlderCatalogsPathsAreMigrated() throws {
    let (root, cleanup) = try Self.workspace()
    defer { cleanup() }
    let repo = root.appendingPathComponent("repo")
    let add = try Self.run(
      [
        "--db", "app/buttons.sqlite", "add", "home", "--image", "app/assets/home@3x.png",
        "--title-size", "40x18", "--spacing", "4",
      ], in: repo)
    #expect(add.status == 0, "\(add.stderr)")
    let catalog = repo.appendingPathComponent("app/buttons.sqlite").path
    do {
      // As an older buttoncat stored it: as typed, from the repository's root; and a path
      // that resolves from neither folder.
      let db = try Database(path: catalog, mode: .readWrite)
      try db.execute(
        sql: """
          UPDATE buttons SET image_path = 'app/assets/home@3x.png';
          DELETE FROM schema_migrations WHERE identifier = '0004_catalog_relative_paths';
          """)
    }
    let list = try Self.run(["--db", "app/buttons.sqlite", "list"], in: repo)
    #expect(list.status == 0, "\(list.stderr)")
    #expect(try Self.storedImages(catalog) == ["home=assets/home@3x.png"])
    let check = try Self.run(
      ["--db", "../repo/app/buttons.sqlite", "check"], in: root.appendingPathComponent("elsewhere"))
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }
}
