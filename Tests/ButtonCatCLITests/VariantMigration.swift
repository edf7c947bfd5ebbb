/// Migration 0006 (variants) undone, and the later migrations that build on it (0010,
/// state title keys): a catalog as buttoncat left it before 0006.
enum VariantMigration {
  static let columns = [
    "auto_direction", "text_style", "content_sizes", "max_content_size", "max_font_size",
    "scaled_metrics", "strings", "title_key", "locales", "strings_digest", "pseudo",
    "state_titles", "state_images", "max_width",
  ]

  /// Later migrations are undone first: their columns would otherwise come before 0006's when
  /// it runs again, and the table would not be the one the migrations define.
  static let undo =
    SystemFontMigration.undo
    + "ALTER TABLE buttons DROP COLUMN state_title_keys;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0010_state_title_keys';\n"
    + "DROP TABLE button_variants;\n"
    + columns.map { "ALTER TABLE buttons DROP COLUMN \($0);\n" }.joined()
    + "DELETE FROM schema_migrations WHERE identifier = '0006_variants';\n"
}

/// Migration 0011 (the system font) undone, after the later migrations that add
/// columns to `buttons` (0013, accepted findings).
enum SystemFontMigration {
  static let undo =
    AcceptedMigration.undo
    + "ALTER TABLE buttons DROP COLUMN font_weight;\n"
    + "ALTER TABLE buttons DROP COLUMN system_title;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0011_system_font';\n"
}

/// Migration 0013 (accepted findings) undone, after 0015 (naming ranks): a
/// catalog as buttoncat left it at migration 0012.
enum AcceptedMigration {
  static let undo =
    NamingMigration.undo
    + "ALTER TABLE buttons DROP COLUMN accepted;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0013_accepted_findings';\n"
}

/// Migration 0015 (naming ranks) undone, after 0016 (image reservation): a
/// catalog as buttoncat left it at migration 0014.
enum NamingMigration {
  static let undo =
    ImageReservationMigration.undo
    + "ALTER TABLE buttons DROP COLUMN naming_order;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0015_generated_names';\n"
}

/// Migration 0016 (the configuration's image reservation) undone, after 0017 (given insets): a
/// catalog as buttoncat left it at migration 0015.
enum ImageReservationMigration {
  static let undo =
    GivenInsetsMigration.undo
    + "ALTER TABLE buttons DROP COLUMN image_reservation;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0016_image_reservation';\n"
}

/// Migration 0017 (given insets and the `insets` technique) undone after 0018 (scanned
/// buttons): the technique columns' constraints as 0001 wrote them, the inset columns dropped
/// from the last to the first; a catalog as buttoncat left it at migration 0016.
enum GivenInsetsMigration {
  static let undo0018 =
    "DROP TABLE image_measurements;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0023_image_measurements';\n"
    + SymbolMigration.undo
    + TitleLinesMigration.undo
    + SubtitleMigration.undo
    + StyleMigration.undo
    + "DROP TABLE scanned_buttons;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0018_scanned_buttons';\n"

  static let columns = ["content_insets", "image_insets", "title_insets"].flatMap { inset in
    ["top", "left", "bottom", "right"].map { "\(inset)_\($0)" }
  }

  static let undo =
    undo0018
      + """
      PRAGMA writable_schema = ON;
      UPDATE sqlite_master
        SET sql = replace(sql, '''layout-subviews'', ''insets'')', '''layout-subviews'')')
        WHERE type = 'table' AND name IN ('buttons', 'layouts');
      PRAGMA writable_schema = RESET;

      """
    + columns.reversed().map { "ALTER TABLE buttons DROP COLUMN \($0);\n" }.joined()
    + "DELETE FROM schema_migrations WHERE identifier = '0017_given_insets';\n"
}

/// Migration 0019 (the configuration's style and corners, issue 28 items 1 and 2) undone: a
/// catalog as buttoncat left it at migration 0018.
enum StyleMigration {
  static let undo =
    "ALTER TABLE buttons DROP COLUMN corner_radius;\n"
    + "ALTER TABLE buttons DROP COLUMN corner_style;\n"
    + "ALTER TABLE buttons DROP COLUMN style;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0019_configuration_style';\n"
}

/// Migration 0022 (the activity indicator and SF Symbol images) undone, its columns dropped
/// from the last to the first: a catalog as buttoncat left it at migration 0018.
enum SymbolMigration {
  static let columns = [
    "activity_indicator", "symbol", "symbol_point_size", "symbol_weight", "symbol_scale",
    "symbol_view_width", "symbol_view_height",
  ]

  static let undo =
    columns.reversed().map { "ALTER TABLE buttons DROP COLUMN \($0);\n" }.joined()
    + "DELETE FROM schema_migrations WHERE identifier = '0022_activity_indicator_symbols';\n"
}

/// Migration 0020 (a configuration's subtitle and title alignment, issue 28) undone, the
/// columns dropped from the last to the first: a catalog as buttoncat left it before it.
enum SubtitleMigration {
  static let columns = [
    "subtitle", "subtitle_font_size", "subtitle_width", "subtitle_height", "title_padding",
    "title_alignment", "subtitle_key",
  ]

  static let undo =
    columns.reversed().map { "ALTER TABLE buttons DROP COLUMN \($0);\n" }.joined()
    + "DELETE FROM schema_migrations WHERE identifier = '0020_subtitle';\n"
}

/// Migration 0021 (multi-line titles) undone: a catalog as buttoncat left it at migration 0018.
enum TitleLinesMigration {
  static let undo =
    "ALTER TABLE buttons DROP COLUMN title_pieces;\n"
    + "ALTER TABLE buttons DROP COLUMN line_break;\n"
    + "ALTER TABLE buttons DROP COLUMN lines;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0021_title_lines';\n"
}
