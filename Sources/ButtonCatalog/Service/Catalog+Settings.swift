import ButtonStore

/// The team settings a catalog holds (migration 0014, `settings`): `buttoncat settings`, the
/// defaults of `add`, `export` and `check`, and the document's `settings` member.
extension Catalog {
  /// The settings stored, and every row that is not a setting (an unknown key, a bad value:
  /// edited by hand), in key order. Nothing is refused: `settings` lists what it can.
  package func storedSettings() throws(CatalogError) -> (
    settings: CatalogSettings, problems: [SettingProblem]
  ) {
    try read { db in try Self.storedSettings(db) }
  }

  /// The settings, or `CatalogError.invalidSettings` naming every known key whose value is not
  /// one of its values. A key this buttoncat does not know (a later one's, or added by hand) is
  /// left out: `settings` and `check` report it.
  package func settings() throws(CatalogError) -> CatalogSettings {
    let (settings, problems) = try storedSettings()
    let bad = problems.filter { $0.setting != nil }
    guard bad.isEmpty else { throw .invalidSettings(bad) }
    return settings
  }

  static func storedSettings(_ db: Database) throws -> (CatalogSettings, [SettingProblem]) {
    var settings = CatalogSettings()
    var problems: [SettingProblem] = []
    try db.iterate("SELECT CAST(key AS TEXT), CAST(value AS TEXT) FROM settings ORDER BY key") {
      row in
      let key = try row.optionalString(at: 0) ?? ""
      let value = try row.optionalString(at: 1) ?? ""
      guard let setting = CatalogSettings.Key(rawValue: key) else {
        problems.append(
          SettingProblem(key: key, setting: nil, value: value, message: "is not a setting"))
        return
      }
      switch CatalogSettings.parse(setting, stored: value) {
      case .success(let v): settings[setting] = v
      case .failure(let problem): problems.append(problem)
      }
    }
    return (settings, problems)
  }

  /// Sets `key` to `value` (`nil`: back to its default, the row deleted), replacing whatever
  /// row held the key (a bad value included). Returns the value it had (`nil`: not set, or not
  /// a value).
  @discardableResult
  package func setSetting(_ key: CatalogSettings.Key, _ value: CatalogSettings.Value?)
    throws(CatalogError) -> CatalogSettings.Value?
  {
    try write { db in
      let old = try db.fetchOne(
        "SELECT CAST(value AS TEXT) FROM settings WHERE key = ?", arguments: [key.rawValue]
      ) { try $0.optionalString(at: 0) }
      try Self.writeSetting(db, key.rawValue, value?.text)
      guard let old, let text = old else { return nil }
      return try? CatalogSettings.parse(key, stored: text).get()
    }
  }

  /// Deletes the row of a key buttoncat does not know (a row added by hand); whether there was
  /// one.
  package func removeUnknownSetting(_ key: String) throws(CatalogError) -> Bool {
    try write { db in
      let had = try db.fetchOne(
        "SELECT count(*) FROM settings WHERE key = ?", arguments: [key]
      ) { try $0.int(at: 0) }
      try db.execute("DELETE FROM settings WHERE key = ?", arguments: [key])
      return (had ?? 0) > 0
    }
  }

  /// Writes (or, for `nil`, deletes) the row of `key`.
  static func writeSetting(_ db: Database, _ key: String, _ text: String?) throws {
    if let text {
      try db.execute(
        "INSERT INTO settings (key, value) VALUES (?, ?) "
          + "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
        arguments: [key, text])
    } else {
      try db.execute("DELETE FROM settings WHERE key = ?", arguments: [key])
    }
  }
}
