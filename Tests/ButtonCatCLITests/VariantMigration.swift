/// Migration 0006 (variants, issue 15) undone: a catalog as buttoncat left it before it.
enum VariantMigration {
  static let columns = [
    "auto_direction", "text_style", "content_sizes", "max_content_size", "max_font_size",
    "scaled_metrics", "strings", "title_key", "locales", "strings_digest", "pseudo",
    "state_titles", "state_images", "max_width",
  ]

  static let undo =
    "DROP TABLE button_variants;\n"
    + columns.map { "ALTER TABLE buttons DROP COLUMN \($0);\n" }.joined()
    + "DELETE FROM schema_migrations WHERE identifier = '0006_variants';\n"
}
