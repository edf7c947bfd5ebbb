import ButtonCatalog

extension ButtonCat {
  /// buttoncat's version, defined here only: `buttoncat --version` and `buttoncat version` print
  /// it with the versions stored data depends on.
  package static let version = "0.1.0"

  /// `buttoncat 0.1.0 (layout engine 1, catalog document format 1)`: the engine version stamps
  /// every stored layout (a different one makes it stale), the document format is what
  /// `export --format json` writes and `import` reads.
  static var versionText: String {
    "buttoncat \(version) (layout engine \(InputDigest.engineVersion), "
      + "catalog document format \(CatalogDocument.formatVersion))"
  }

  static let versionUsage = "Usage: buttoncat version (or buttoncat --version)"

  /// `buttoncat help version`: the overview lists `version` among the commands.
  static var versionHelp: String {
    versionUsage + "\n\nPrint the version, with the layout engine's and the catalog document "
      + "format's.\n"
  }
}
