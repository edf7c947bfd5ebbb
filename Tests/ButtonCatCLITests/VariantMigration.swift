/// Migration 0006 (variants, issue 15) undone: a catalog as buttoncat left it before it.
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
    + "DROP TABLE button_variants;\n"
    + columns.map { "ALTER TABLE buttons DROP COLUMN \($0);\n" }.joined()
    + "DELETE FROM schema_migrations WHERE identifier = '0006_variants';\n"
}

/// Migration 0011 (the system font, issue 24) undone.
enum SystemFontMigration {
  static let undo =
    "ALTER TABLE buttons DROP COLUMN font_weight;\n"
    + "ALTER TABLE buttons DROP COLUMN system_title;\n"
    + "DELETE FROM schema_migrations WHERE identifier = '0011_system_font';\n"
}
